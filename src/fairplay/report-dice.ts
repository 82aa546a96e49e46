/**
 * The dice lines of a report (docs/dice.md §5), from what is public about the turn: the epoch's
 * commitment, whether its seed was fixed by the moderator, the turn key and the hash of all the
 * turn's rolls; the seed and nonce once the campaign is over. Bundle verification rebuilds them
 * from the bundle alone, so they depend on nothing else.
 */
import type { GameEvent } from '../kernel/events.js';
import type { Store } from '../store/types.js';
import { commitmentBlock, epochForTurn } from './commitment.js';
import { fairplayOf, seedCommitment, type DiceMeta } from './keys.js';
import { rollsHash } from './turn-key.js';

export interface ReportDiceInput {
  /** The epoch of the reported turn (turn 0, the briefing: of turn 1); null for a first-scheme campaign. */
  readonly epoch: { readonly commitment: string; readonly fixed: boolean; readonly seed: string; readonly nonce: string } | null;
  /** First-scheme campaigns: sha256 of the seed. */
  readonly legacyCommitment: string;
  readonly legacySeed: string;
  readonly turn: number;
  readonly turnKey: string | null;
  /** The reported turn's own events (its rolls are hashed). */
  readonly turnEvents: readonly GameEvent[];
  readonly over: boolean;
}

export function reportDice(i: ReportDiceInput): DiceMeta {
  return {
    commitment: i.epoch?.commitment ?? i.legacyCommitment,
    fixed: i.epoch?.fixed ?? false,
    turnKey: i.turnKey,
    rollsHash: i.turnKey ? rollsHash(i.turn, i.turnEvents) : null,
    seed: i.over ? (i.epoch?.seed ?? i.legacySeed) : null,
    nonce: i.over ? (i.epoch?.nonce ?? null) : null,
  };
}

/** The dice lines of the stored reports of `turn` (0: the opening briefing). */
/** `exchange`: the exchange whose key the lines print (a chain's last; default the turn's last journalled). */
export function reportDiceFor(store: Store, campaign: string, turn: number, turnEvents: readonly GameEvent[], over: boolean, exchange?: number): DiceMeta {
  const row = store.getCampaignHead(campaign)!;
  const epoch = epochForTurn(store.listDiceEpochs(campaign), Math.max(1, turn));
  // Turn 0 is the opening (what the game rolled at creation, under the turn-0 key), if journalled.
  const turnKey = turn >= 1 ? store.getJournal(campaign, turn, exchange)?.turnKey ?? null : store.getOpening(campaign)?.turnKey ?? null;
  const fp = fairplayOf(store, campaign);
  // First-scheme turns print the commitment to the seed they rolled with (a re-key later changes the campaign's).
  const legacySeed = turn >= 1 ? store.getJournal(campaign, turn, exchange)?.seed ?? row.seed : row.seed;
  const legacyCommitment = epoch ? '' : store.listDiceEpochs(campaign).length ? seedCommitment(legacySeed) : fp.seedCommitment;
  const dice = reportDice({ epoch, legacyCommitment, legacySeed, turn, turnKey, turnEvents, over });
  // The opening briefing carries the whole signed statement: mailed before turn 1.
  return turn === 0 && epoch ? { ...dice, block: commitmentBlock(epoch, fp.publicKey) } : dice;
}
