/**
 * Publishing the dice seed: automatically when the campaign ends (the final reports then print it,
 * and every player gets the dice ledger), or by the moderator (`admiralty reveal`).
 *
 * Before the end a reveal would publish every future die: with the seed, anyone who guesses the
 * orders can compute the coming turn keys. So `reveal` refuses unless forced; forced, it reveals
 * the seed of the turns played and re-keys the rest of the campaign: a new random seed, a new
 * signed commitment from the next turn on, and every player is told both (docs/dice.md §6).
 */
import type { Store } from '../store/types.js';
import { adapterFor, reportExchange } from '../pipeline/campaign.js';
import { AdmiraltyError } from '../pipeline/errors.js';
import { commitmentBlock, createEpoch, randomSeed } from './commitment.js';
import { buildDiceLedger } from './dice-ledger.js';
import { fairplayOf, seedCommitment } from './keys.js';
import { notifyPlayers, type Mailer } from './notify.js';

export interface RevealedEpoch { readonly epoch: number; readonly fromTurn: number; readonly seed: string; readonly nonce: string | null; readonly commitment: string }

export interface Revealed {
  readonly revealed: readonly RevealedEpoch[];
  readonly revealedAt: string;
  readonly already: boolean;
  /** The new commitment after a forced reveal mid-campaign. */
  readonly rekeyed: { readonly epoch: number; readonly fromTurn: number; readonly commitment: string; readonly block: string } | null;
}

/** The campaign's current seed if it has been published, else null. */
export function revealedSeed(store: Store, campaign: string): string | null {
  const c = store.getCampaign(campaign);
  if (!c) return null;
  return fairplayOf(store, campaign).revealedAt ? c.seed : null;
}

/** Marks every epoch revealed (and the first scheme's seed); returns what is now public. */
function revealAll(store: Store, campaign: string, at: string): RevealedEpoch[] {
  const c = store.getCampaign(campaign)!;
  const fp = fairplayOf(store, campaign);
  const epochs = store.listDiceEpochs(campaign);
  for (const e of epochs) if (!e.revealedAt) store.markDiceEpochRevealed(campaign, e.epoch, at);
  store.markSeedRevealed(campaign, at);
  if (!epochs.length) return [{ epoch: 0, fromTurn: 1, seed: c.seed, nonce: null, commitment: fp.seedCommitment }];
  return epochs.map((e) => ({ epoch: e.epoch, fromTurn: e.fromTurn, seed: e.seed, nonce: e.nonce, commitment: e.commitment }));
}

function revealText(campaign: string, revealed: readonly RevealedEpoch[], why: string): string {
  return [
    `The dice seed${revealed.length === 1 ? '' : 's'} of ${campaign} ${revealed.length === 1 ? 'is' : 'are'} now public (${why}).`,
    '',
    ...revealed.flatMap((r) => [
      `  epoch ${r.epoch} (turns from ${r.fromTurn}): seed ${r.seed}${r.nonce ? `  nonce ${r.nonce}` : ''}`,
      `    commitment sha256:${r.commitment} (printed in every report of those turns)`,
    ]),
    '',
    'With the seed anyone can check every turn key, and with the turn keys every die, hidden ones too:',
    `  python3 tools/verify_dice.py ledger ${campaign}-dice-ledger.json     (the ledger attached to the final report)`,
    `  python3 tools/verify_dice.py report <a turn report's JSON> --seed <seed> --nonce <nonce>`,
    'tools/verify_dice.py uses only the Python standard library; docs/dice.md specifies every step.',
  ].join('\n');
}

/**
 * Re-keys the turns from `fromTurn` on: a new random seed, committed and signed like the first
 * (a new epoch). Used by a forced reveal, and by a rollback behind a revealed seed.
 */
export function rekey(store: Store, campaign: string, fromTurn: number, at: string): NonNullable<Revealed['rekeyed']> {
  const c = store.getCampaign(campaign)!;
  const fp = fairplayOf(store, campaign);
  const adapter = adapterFor(c.game);
  const epoch = createEpoch(store, fp.privateKey, {
    campaign, game: c.game, scenario: c.scenario, engineVersion: adapter.engineVersion, dataVersion: adapter.dataVersion(), sides: adapter.sides,
    epoch: (store.listDiceEpochs(campaign).at(-1)?.epoch ?? 0) + 1, fromTurn, seed: randomSeed(), fixed: false,
  }, at);
  store.rekeyCampaign(campaign, epoch.seed, epoch.commitment);
  return { epoch: epoch.epoch, fromTurn: epoch.fromTurn, commitment: epoch.commitment, block: commitmentBlock(epoch, fp.publicKey) };
}

/** Called by resolveCampaignTurn when the campaign ends (in its transaction); filed under the chain's last (turn, exchange). */
export function revealOnEnd(store: Store, campaign: string, turn: number, at: string, exchange = 1): void {
  const fp = fairplayOf(store, campaign);
  if (fp.revealedAt && store.listDiceEpochs(campaign).every((e) => e.revealedAt)) return;
  const revealed = revealAll(store, campaign, at);
  // Every player (and the umpire's archive) gets the dice ledger: kept as a report of the last turn.
  const ledger = `${JSON.stringify(buildDiceLedger(store, campaign), null, 1)}\n`;
  for (const viewer of [...store.listPlayers(campaign).map((p) => p.seat), 'umpire']) {
    store.insertReport({ campaign, turn, exchange: reportExchange(turn, exchange), viewer, format: 'dice-ledger', body: ledger });
  }
  notifyPlayers(store, null, { campaign, turn, kind: 'reveal', discriminator: 'reveal-end', subject: '', at, text: () => revealText(campaign, revealed, 'the campaign is over; the final report prints it and carries the dice ledger') });
}

/**
 * The moderator's reveal: stored, logged, and told to every player (and the moderator). Before
 * the campaign's end it needs `force`, and then re-keys the turns to come.
 */
export function revealSeed(store: Store, campaign: string, actor: string, at: string, mailer: Mailer | null, force = false): Revealed {
  return store.transaction(() => {
    const c = store.getCampaign(campaign);
    if (!c) throw new AdmiraltyError('ADM3002', { campaign });
    const fp = fairplayOf(store, campaign);
    const epochs = store.listDiceEpochs(campaign);
    const current = epochs.at(-1);
    if (current ? current.seed !== c.seed : seedCommitment(c.seed) !== fp.seedCommitment) throw new AdmiraltyError('ADM5010', { campaign });
    const over = c.status === 'over';
    const allRevealed = fp.revealedAt !== null && epochs.every((e) => e.revealedAt);
    if (allRevealed) return { revealed: revealAll(store, campaign, at), revealedAt: fp.revealedAt!, already: true, rekeyed: null };
    if (!over && !force) {
      throw new AdmiraltyError('ADM5011', { campaign, turn: c.turn });
    }
    const revealed = revealAll(store, campaign, at);
    let rekeyed: Revealed['rekeyed'] = null;
    if (!over) rekeyed = rekey(store, campaign, c.turn, at);
    const why = over ? `revealed by the moderator after the campaign's end` : `revealed by the moderator at turn ${c.turn}, before the campaign's end`;
    const text = [
      revealText(campaign, revealed, why),
      ...(rekeyed ? [
        '',
        `The rest of the campaign is RE-KEYED: from turn ${rekeyed.fromTurn} the dice come from a new random seed, committed to below`,
        `(epoch ${rekeyed.epoch}); reports from turn ${rekeyed.fromTurn} on print this new commitment. Keep this block:`,
        '',
        rekeyed.block,
      ] : []),
    ].join('\n');
    notifyPlayers(store, mailer, { campaign, turn: c.turn, kind: 'reveal', discriminator: `reveal-${c.turn}`, subject: `[${campaign}] the dice seed is revealed${rekeyed ? ' and the campaign re-keyed' : ''}`, at, text: () => text });
    mailer?.toModerator({ campaign, turn: c.turn, kind: 'mod-reveal', discriminator: `reveal-${c.turn}`, subject: `dice seed revealed${rekeyed ? ', campaign re-keyed' : ''}`, text });
    store.logModerator({ at, campaign, actor, action: 'reveal', detail: JSON.stringify({ turn: c.turn, force, epochs: revealed.map((r) => r.epoch), rekeyed: rekeyed ? { epoch: rekeyed.epoch, commitment: rekeyed.commitment } : null }) });
    return { revealed, revealedAt: at, already: false, rekeyed };
  });
}
