/**
 * The exchange a campaign waits for, and how the pipeline numbers and keys it
 * (docs/design/seam.md §2: state machine, dice key).
 *
 * The game's state is the machine: after each exchange the pipeline stores `next(state)` as the
 * pending exchange (campaigns.pending_json). The pipeline, not the game, numbers exchanges: 1 +
 * the exchanges journalled this turn, so the journal, deadlines and dice keys agree by
 * construction.
 */
import { canonicalJson } from '../kernel/canonical.js';
import type { ExchangeSpec } from '../kernel/ask.js';
import type { GameAdapter } from '../game-api/adapter.js';
import type { CampaignRow, PendingExchange, Store } from '../store/types.js';

/**
 * The pending exchange's spec: as stored, or (a store from before the pipeline wrote it, schema 7
 * without pending_json) what the game says from the state. null once the game is over.
 */
export function pendingSpec(adapter: GameAdapter, row: Pick<CampaignRow, 'pendingJson'>, state: unknown): ExchangeSpec | null {
  if (row.pendingJson !== null) return JSON.parse(row.pendingJson) as ExchangeSpec;
  return adapter.isOver(state) ? null : adapter.next(state);
}

/** §2 numbering: 1 + the exchanges of `turn` already journalled. */
export function exchangeNumber(store: Store, campaign: string, turn: number): number {
  return (store.getJournal(campaign, turn)?.exchange ?? 0) + 1;
}

/** Canonical JSON of the exchange the game asks for from `state`; null once it is over. */
export function nextPendingJson(adapter: GameAdapter, state: unknown): string | null {
  const spec = adapter.isOver(state) ? null : adapter.next(state);
  return spec ? canonicalJson(spec) : null;
}

/** What the campaign row records after an exchange (turn, exchange) left `state`: the next exchange's number and spec. */
export function pendingAfter(adapter: GameAdapter, state: unknown, turn: number, exchange: number): PendingExchange {
  // A new turn starts again from exchange 1 (§2); within a turn the number runs on.
  const next = adapter.turnOf(state) === turn ? exchange + 1 : 1;
  return { exchange: next, pendingJson: nextPendingJson(adapter, state) };
}

/** The seats an exchange asks, sorted: the journal's asked_json and the dice key's seats. */
export function askedSeats(spec: ExchangeSpec): string[] {
  return [...new Set(spec.asks.map((a) => a.seat))].sort();
}
