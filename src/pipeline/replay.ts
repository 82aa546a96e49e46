/**
 * Replay: a turn is its inputs plus versions. Re-running each journal entry from the state
 * before it must reproduce the recorded digests, or the first turn that differs is named.
 */
import type { Store } from '../store/types.js';
import { digestOf } from './digest.js';
import { adapterFor, requireCampaign } from './campaign.js';
import { AdmiraltyError } from './errors.js';
import { diceKeyOf, seatsOf, turnKey } from '../fairplay/turn-key.js';

export interface ReplayTurn {
  readonly turn: number;
  readonly ok: boolean;
  readonly expected: string;
  readonly actual: string;
  readonly note?: string;
}

export interface ReplayResult {
  readonly ok: boolean;
  readonly turns: ReplayTurn[];
  readonly firstMismatch: number | null;
}

export function replayCampaign(store: Store, campaignId: string, onlyTurn?: number): ReplayResult {
  const row = requireCampaign(store, campaignId);
  const adapter = adapterFor(row.game);
  const journal = store.listJournal(campaignId);
  if (onlyTurn !== undefined && !journal.some((j) => j.turn === onlyTurn)) {
    throw new AdmiraltyError('ADM3010', `turn ${onlyTurn} of '${campaignId}' has not been resolved (resolved: ${journal.length ? `1–${journal.at(-1)!.turn}` : 'none'})`);
  }
  const turns: ReplayTurn[] = [];
  let state: unknown = JSON.parse(row.initialStateJson);
  // The digest of the state going into a turn is the one just computed coming out of the last.
  let digest: string | null = null;
  for (const entry of journal) {
    if (onlyTurn !== undefined && entry.turn !== onlyTurn) {
      // Jump over turns not asked for, from the state the journal recorded after them.
      state = JSON.parse(entry.stateAfterJson);
      digest = null;
      continue;
    }
    const before = digest ?? digestOf(state);
    if (before !== entry.digestBefore) {
      turns.push({ turn: entry.turn, ok: false, expected: entry.digestBefore, actual: before, note: 'state before the turn differs' });
      break;
    }
    const orders = JSON.parse(entry.ordersJson) as Record<string, unknown>;
    // The journalled turn key must be the one the seed and the journalled orders give.
    if (entry.turnKey && turnKey(entry.seed, campaignId, entry.turn, seatsOf(adapter.sides, orders)) !== entry.turnKey) {
      turns.push({ turn: entry.turn, ok: false, expected: entry.digestAfter, actual: '(not re-run)', note: 'the journalled turn key is not the one the seed and the journalled orders give' });
      break;
    }
    const result = adapter.resolve(state, orders, diceKeyOf(entry), { consumeState: true });
    const after = digestOf(result.state);
    const versions = entry.engineVersion !== adapter.engineVersion || entry.dataVersion !== adapter.dataVersion()
      ? `recorded with ${entry.engineVersion}, data ${entry.dataVersion.slice(0, 12)}; replayed with ${adapter.engineVersion}, data ${adapter.dataVersion().slice(0, 12)}`
      : undefined;
    // Events are journalled as JSON.stringify of the same structure: equal events, equal text.
    const ok = after === entry.digestAfter && JSON.stringify(result.events) === entry.eventsJson;
    turns.push({ turn: entry.turn, ok, expected: entry.digestAfter, actual: after, note: ok ? versions : (after === entry.digestAfter ? 'events differ' : versions ?? 'state after the turn differs') });
    if (!ok) break;
    state = result.state;
    digest = after;
  }
  const bad = turns.find((t) => !t.ok);
  return { ok: !bad, turns, firstMismatch: bad?.turn ?? null };
}
