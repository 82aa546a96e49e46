/**
 * Publishing the dice seed: by the moderator (`admiralty reveal`) or automatically when the
 * campaign ends (the final reports then print it beside the commitment). Once revealed, anyone
 * can run `admiralty verify-dice`.
 */
import type { Store } from '../store/types.js';
import { AdmiraltyError } from '../pipeline/errors.js';
import { fairplayOf, seedCommitment } from './keys.js';
import { notifyPlayers, type Mailer } from './notify.js';

export interface Revealed {
  readonly seed: string;
  readonly commitment: string;
  readonly revealedAt: string;
  readonly already: boolean;
}

/** The campaign's seed if it has been published, else null. */
export function revealedSeed(store: Store, campaign: string): string | null {
  const c = store.getCampaign(campaign);
  if (!c) return null;
  return fairplayOf(store, campaign).revealedAt ? c.seed : null;
}

function revealText(campaign: string, seed: string, commitment: string, why: string): string {
  return [
    `The dice seed of ${campaign} is now public (${why}).`,
    '',
    `  seed:       ${seed}`,
    `  commitment: sha256:${commitment} (printed in every report since the start)`,
    '',
    'Check the commitment with any sha256 tool (the seed\'s UTF-8 bytes, no newline), and every die',
    `with: admiralty verify-dice ${campaign}`,
  ].join('\n');
}

/** Called by resolveCampaignTurn when the campaign ends (in its transaction). */
export function revealOnEnd(store: Store, campaign: string, turn: number, at: string): void {
  const fp = fairplayOf(store, campaign);
  if (fp.revealedAt) return;
  const c = store.getCampaign(campaign)!;
  store.markSeedRevealed(campaign, at);
  notifyPlayers(store, null, { campaign, turn, kind: 'reveal', discriminator: 'reveal-end', subject: '', at, text: () => revealText(campaign, c.seed, fp.seedCommitment, 'the campaign is over; the final report prints it too') });
}

/** The moderator's reveal: stored, logged, and told to every player (and the moderator). */
export function revealSeed(store: Store, campaign: string, actor: string, at: string, mailer: Mailer | null): Revealed {
  return store.transaction(() => {
    const c = store.getCampaign(campaign);
    if (!c) throw new AdmiraltyError('ADM3002', `no campaign '${campaign}' (see 'admiralty status' for the list)`);
    const fp = fairplayOf(store, campaign);
    if (seedCommitment(c.seed) !== fp.seedCommitment) throw new AdmiraltyError('ADM5010', `the stored seed of '${campaign}' does not match its commitment: refusing to publish it`);
    if (fp.revealedAt) return { seed: c.seed, commitment: fp.seedCommitment, revealedAt: fp.revealedAt, already: true };
    store.markSeedRevealed(campaign, at);
    const turn = c.turn;
    const text = revealText(campaign, c.seed, fp.seedCommitment, `revealed by the moderator at turn ${turn}`);
    notifyPlayers(store, mailer, { campaign, turn, kind: 'reveal', discriminator: 'reveal', subject: `[${campaign}] the dice seed is revealed`, at, text: () => text });
    mailer?.toModerator({ campaign, turn, kind: 'mod-reveal', discriminator: 'reveal', subject: 'dice seed revealed', text });
    store.logModerator({ at, campaign, actor, action: 'reveal', detail: JSON.stringify({ turn, commitment: fp.seedCommitment }) });
    return { seed: c.seed, commitment: fp.seedCommitment, revealedAt: at, already: false };
  });
}
