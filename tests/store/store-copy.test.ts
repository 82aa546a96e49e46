/**
 * `admiralty store copy` (issue 17 §4): a campaign moves from SQLite to PostgreSQL and back with
 * every row and id, digest-checked (each table compared, the journal replayed) before it commits;
 * a campaign already there, a clashing id or a copy that does not check out leaves the
 * destination as it was.
 */
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { createCampaign, resolveCampaignTurn, submitOrders } from '../../src/pipeline/campaign.js';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { PACKED_COLUMNS } from '../../src/store/packed.js';
import { CAMPAIGN_TABLES } from '../../src/store/pg-schema.js';
import { openPgStore } from '../../src/store/pg-store.js';
import { openStore } from '../../src/store/sqlite-store.js';
import type { Store } from '../../src/store/types.js';
import { pgGate } from '../support/pg-cluster.js';

const cluster = await pgGate();
const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'adm-copy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const lite = join(dir, 'lite.db');

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(['--home', dir, ...args], {}, { out: (t) => { out += t; }, err: (t) => { err += t; } });
  return { code, out, err };
}

/** Every row of every campaign table, as text (bytes as hex): what must survive the round trip. */
function rowsOf(store: Store, campaign: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const t of CAMPAIGN_TABLES) {
    out[t.table] = store.exportRows(t.table, campaign).map((r) => JSON.stringify(Object.keys(r).sort().map((k) => [k, Buffer.isBuffer(r[k]) ? (r[k] as Buffer).toString('hex') : r[k]])));
  }
  return out;
}

function withStore<T>(spec: string, fn: (s: Store) => T): T {
  const s = spec.startsWith('postgres') ? openPgStore(spec) : openStore(spec);
  try { return fn(s); } finally { s.close(); }
}

beforeAll(() => {
  withStore(lite, (store) => {
    createCampaign(store, { id: 'goeben', scenario: 'gwas-mediterranean/goeben-1914', seed: 'copy' });
    for (const side of ['allied', 'central']) submitOrders(store, 'goeben', side, readFileSync(join(EXAMPLES, `goeben-${side}-turn1.yaml`), 'utf8'));
    for (let t = 1; t <= 3; t++) resolveCampaignTurn(store, 'goeben');
    // Mail rows too: bytes that are not text, and an outbox row.
    store.insertInbound({
      dedupeKey: 'k', messageId: '<m@x>', transportId: 't', receivedAt: '2026-01-01T00:00:00Z', size: 4, raw: Buffer.from([0, 255, 13, 10]),
      fromAddr: 'a@x', campaign: 'goeben', seat: 'allied', turn: 1, status: 'processed', code: null, detail: null, submission: 1,
    });
    store.enqueueOutbox({ messageId: '<o@x>', campaign: 'goeben', turn: 1, kind: 'ack', recipient: 'a@x', specJson: '{}', createdAt: 't', nextAttemptAt: 't' });
  });
}, 240_000);

describe.runIf(cluster)('admiralty store copy (issue 17 §4)', () => {
  it('SQLite → PostgreSQL: every row and id across, the journal replays there with every digest, and back to SQLite row for row', async () => {
    const pg = cluster!.database('copy1');
    const there = await cli('store', 'copy', '--from', lite, '--to', pg);
    expect(there.code, there.err).toBe(0);
    expect(there.out).toMatch(/^copied goeben: \d+ rows in \d+ tables; every table matches and 3 journalled exchanges replay to their digests\n$/);
    const source = withStore(lite, (s) => rowsOf(s, 'goeben'));
    expect(source.journal).toHaveLength(3);
    expect(source.inbound).toHaveLength(1);
    // Cost's schema (issue 17 §1/§4) goes across too: the view memory, and the compressed columns
    // in both forms SQLite holds them (Brotli bytes, short text), each read back in its own form.
    expect(source.view_memory!.length).toBeGreaterThan(0);
    const forms = withStore(lite, (s) => PACKED_COLUMNS.flatMap(([table, column]) => s.exportRows(table, 'goeben').map((r) => (Buffer.isBuffer(r[column]) ? 'bytes' : typeof r[column]))));
    expect(forms).toContain('bytes');
    expect(forms).toContain('string');
    withStore(pg, (s) => {
      expect(rowsOf(s, 'goeben')).toEqual(source);
      expect(replayCampaign(s, 'goeben').ok).toBe(true);
      expect(s.listReports('goeben')).toEqual(withStore(lite, (l) => l.listReports('goeben')));
      expect(s.listInbound({ campaign: 'goeben' })[0]!.raw.equals(Buffer.from([0, 255, 13, 10]))).toBe(true);
      // The identity moved past the copied ids: a new submission does not clash with one copied.
      const max = Math.max(...s.listSubmissions('goeben').map((x) => x.id));
      expect(s.insertSubmission({ campaign: 'goeben', seat: 'allied', turn: 4, exchange: 1, receivedAt: 'r', source: 'cli', raw: '', parsedJson: null, digest: null, valid: false, diagnosticsJson: '[]' })).toBe(max + 1);
    });
    const back = join(dir, 'back.db');
    const home = await cli('store', 'copy', '--from', pg, '--to', back, '--campaign', 'goeben');
    expect(home.code, home.err).toBe(0);
    withStore(back, (s) => {
      const rows = rowsOf(s, 'goeben');
      // The submission made on PostgreSQL above came back with the rest.
      expect(rows.submissions).toHaveLength(source.submissions!.length + 1);
      expect({ ...rows, submissions: rows.submissions!.slice(0, -1) }).toEqual(source);
      expect(replayCampaign(s, 'goeben').ok).toBe(true);
    });
  }, 240_000);

  it('a campaign already in the destination is refused (ADM2050) and left as it was', async () => {
    const pg = cluster!.database('copy2');
    expect((await cli('store', 'copy', '--from', lite, '--to', pg)).code).toBe(0);
    const before = withStore(pg, (s) => rowsOf(s, 'goeben'));
    const again = await cli('store', 'copy', '--from', lite, '--to', pg);
    expect(again.code).not.toBe(0);
    expect(again.err).toContain('ADM2050');
    expect(withStore(pg, (s) => rowsOf(s, 'goeben'))).toEqual(before);
  }, 240_000);

  it('a journal that does not replay (a digest altered in the source) is refused (ADM2052): nothing is kept in the destination', async () => {
    const forged = join(dir, 'forged.db');
    copyFileSync(lite, forged);
    const db = new Database(forged);
    expect(db.prepare("UPDATE journal SET digest_after = ? WHERE campaign = 'goeben' AND turn = 2").run('f'.repeat(64)).changes).toBe(1);
    db.close();
    const pg = cluster!.database('copy3');
    const r = await cli('store', 'copy', '--from', forged, '--to', pg);
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('ADM2052');
    expect(r.err).toContain('replay differs at turn 2');
    withStore(pg, (s) => {
      expect(s.getCampaign('goeben')).toBeNull();
      expect(s.exportRows('submissions', 'goeben')).toEqual([]);
    });
  }, 240_000);

  it('a submission id already taken in the destination is refused (ADM2051), not renumbered: receipts name submissions by id', async () => {
    const pg = cluster!.database('copy4');
    withStore(pg, (s) => {
      s.insertCampaign({ ...withStore(lite, (l) => l.getCampaign('goeben')!), id: 'other' });
      s.insertSubmission({ campaign: 'other', seat: 'allied', turn: 1, exchange: 1, receivedAt: 'r', source: 'cli', raw: '', parsedJson: null, digest: null, valid: false, diagnosticsJson: '[]' });
    });
    const r = await cli('store', 'copy', '--from', lite, '--to', pg);
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('ADM2051');
    expect(r.err).toContain('submissions row 1');
    withStore(pg, (s) => expect(s.getCampaign('goeben')).toBeNull());
  }, 240_000);

  it('a --from file that does not exist is refused without creating it (ADM2007)', async () => {
    const r = await cli('store', 'copy', '--from', join(dir, 'missing.db'), '--to', join(dir, 'x.db'));
    expect(r.err).toContain('ADM2007');
    expect(() => readFileSync(join(dir, 'missing.db'))).toThrow();
  });
});
