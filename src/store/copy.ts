/**
 * Moving a campaign between stores (issue 17 §4): SQLite to PostgreSQL and back. Every row of the
 * campaign's tables (pg-schema.ts CAMPAIGN_TABLES) goes across column for column, ids kept (a
 * receipt names its submission by id). The copy is checked before it commits, inside the
 * destination's transaction: every table read back equals the source's, and the campaign replays
 * from the copied journal with every journalled digest (opening, each exchange) reproduced. A
 * copy that fails either check is rolled back: the destination is as it was.
 */
import { replayCampaign } from '../pipeline/replay.js';
import { AdmiraltyError } from '../pipeline/errors.js';
import { CAMPAIGN_TABLES } from './pg-schema.js';
import type { Store } from './types.js';

export interface CopyResult {
  readonly campaign: string;
  /** Rows copied, by table (tables with none left out). */
  readonly rows: Readonly<Record<string, number>>;
  /** Journalled exchanges replayed with matching digests (the opening not counted). */
  readonly replayed: number;
}

/** A unique or primary-key violation, as SQLite (better-sqlite3) and PostgreSQL (SQLSTATE 23505) name it. */
function isKeyClash(e: unknown): boolean {
  const code = String((e as { code?: unknown }).code ?? '');
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT_PRIMARYKEY') || code.startsWith('SQLITE_CONSTRAINT_UNIQUE');
}

/** One comparable text per row: bytes as hex, so a Buffer from either driver compares by content. */
function rowText(r: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(r).sort().map((k) => {
    const v = r[k];
    return [k, v instanceof Uint8Array ? `bytes:${Buffer.from(v).toString('hex')}` : typeof v === 'bigint' ? Number(v) : v];
  }));
}

export function copyCampaign(from: Store, to: Store, campaign: string, toLabel: string): CopyResult {
  if (!from.getCampaign(campaign)) throw new AdmiraltyError('ADM3002', { campaign });
  if (to.getCampaign(campaign)) throw new AdmiraltyError('ADM2050', { campaign, to: toLabel });
  return to.transaction(() => {
    const rows: Record<string, number> = {};
    for (const t of CAMPAIGN_TABLES) {
      const source = from.exportRows(t.table, campaign);
      if (!source.length) continue;
      try { to.importRows(t.table, source); } catch (e) {
        if (!isKeyClash(e)) throw e;
        const ids = source.map((r) => r[t.identity ?? 'campaign']);
        throw new AdmiraltyError('ADM2051', { campaign, to: toLabel, table: t.table, id: `${String(ids[0])}${ids.length > 1 ? `–${String(ids.at(-1))}` : ''}` });
      }
      rows[t.table] = source.length;
    }
    const fail = (detail: string): never => { throw new AdmiraltyError('ADM2052', { campaign, to: toLabel, detail }); };
    for (const t of CAMPAIGN_TABLES) {
      const a = from.exportRows(t.table, campaign).map(rowText);
      const b = to.exportRows(t.table, campaign).map(rowText);
      if (a.length !== b.length) fail(`${t.table} has ${b.length} rows, the source ${a.length}`);
      const i = a.findIndex((x, k) => x !== b[k]);
      if (i >= 0) fail(`${t.table} row ${i + 1} differs`);
    }
    // The journal's own check: each exchange re-run from the copied inputs lands on its digest.
    const journal = to.listJournal(campaign);
    const source = from.listJournal(campaign);
    journal.forEach((j, k) => {
      const s = source[k]!;
      if (j.digestBefore !== s.digestBefore || j.digestAfter !== s.digestAfter) fail(`the digests of turn ${j.turn}, exchange ${j.exchange} differ`);
    });
    const replay = replayCampaign(to, campaign);
    if (!replay.ok) fail(`replay differs at turn ${replay.firstMismatch}`);
    if (replay.turns.length !== journal.length) fail(`replay ran ${replay.turns.length} exchanges of ${journal.length}`);
    return { campaign, rows, replayed: replay.turns.length };
  });
}
