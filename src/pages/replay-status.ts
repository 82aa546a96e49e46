/**
 * Whether each journalled turn replays to its digest (src/pipeline/replay.ts), for the moderator's
 * pages. Replaying re-resolves every turn, so the answer is kept until the campaign's history
 * changes: a turn resolved, a rollback or an amendment (each moves the campaign row or writes the
 * moderator's log), so the key is the pending (turn, exchange), the status, the log's length and
 * the last journal digest.
 */
import { replayCampaign, type ReplayResult } from '../pipeline/replay.js';
import type { Store } from '../store/types.js';

export type ReplayStatus = { readonly ok: true; readonly result: ReplayResult } | { readonly ok: false; readonly error: string };

export class ReplayCache {
  private readonly cache = new Map<string, { key: string; status: ReplayStatus }>();

  status(store: Store, campaign: string): ReplayStatus {
    const row = store.getCampaign(campaign);
    if (!row) return { ok: false, error: `no campaign '${campaign}'` };
    const last = store.getJournal(campaign, row.turn) ?? store.getJournal(campaign, row.turn - 1);
    const key = [row.turn, row.exchange, row.status, store.listModeratorLog(campaign).length, last?.digestAfter ?? '-'].join('|');
    const hit = this.cache.get(campaign);
    if (hit?.key === key) return hit.status;
    let status: ReplayStatus;
    try { status = { ok: true, result: replayCampaign(store, campaign) }; } catch (e) { status = { ok: false, error: (e as Error).message }; }
    this.cache.set(campaign, { key, status });
    return status;
  }
}
