/**
 * The PostgreSQL store's writes held back inside a transaction and sent together (issue 17 §4, §5;
 * src/store/pg-batch.ts): a turn's reports and journal row go in one round trip, while what the
 * Store promises is unchanged — each read sees the writes before it, a failed write fails its
 * transaction and stores nothing of it, a nested transaction's failure is its own and the outer
 * one goes on, and a write outside a transaction is stored when the call returns.
 */
import { describe, expect, it } from 'vitest';
import { bridgeTrips } from '../../src/store/pg-bridge.js';
import { merged, oneRow, type Merge } from '../../src/store/pg-batch.js';
import { openPgStore } from '../../src/store/pg-store.js';
import type { CampaignRow, JournalRow, ReportRow, Store } from '../../src/store/types.js';
import { pgGate } from '../support/pg-cluster.js';

const cluster = await pgGate();
let n = 0;

const campaignRow = (id: string): CampaignRow => ({
  id, game: 'gwas-mediterranean', scenario: 'goeben-1914', seed: 's', createdAt: '2026-01-01T00:00:00.000Z', turn: 1, status: 'active',
  stateJson: '{"a":1}', initialStateJson: '{"a":0}', engineVersion: 'e1', dataVersion: 'd1', exchange: 1, pendingJson: null, optionsJson: '{}',
});
const journalRow = (campaign: string, turn: number): JournalRow => ({
  campaign, turn, exchange: 1, kind: 'turn', seed: 'seed', ordersJson: '{}', submissionsJson: '{}', askedJson: '["allied","central"]', engineVersion: 'e1',
  dataVersion: 'd1', digestBefore: `b${turn}`, digestAfter: `a${turn}`, eventsJson: `[{"t":${turn}}]`, stateAfterJson: `{"t":${turn}}`,
  resolvedAt: '2026-01-02T00:00:00.000Z', turnKey: null, seatsJson: null,
});
const VIEWERS = ['allied', 'central', 'umpire'];
const FORMATS = ['text', 'html', 'json', 'orders-form'];
/** A turn's reports: each viewer in each format (12 rows), bodies long enough to be stored packed. */
const reportsOf = (campaign: string, turn: number): ReportRow[] =>
  VIEWERS.flatMap((viewer) => FORMATS.map((format) => ({ campaign, turn, exchange: 1, viewer, format, body: `${viewer} ${format} turn ${turn} `.repeat(200) })));

function open(): { store: Store; other: Store; close(): void } {
  const url = cluster!.database(`batch${++n}`);
  const store = openPgStore(url);
  const other = openPgStore(url);
  store.insertCampaign(campaignRow('c'));
  return { store, other, close() { store.close(); other.close(); } };
}

describe.runIf(cluster)('PostgreSQL writes batched per transaction (issue 17 §4, §5)', () => {
  it("a turn's journal row, reports and campaign update go in one round trip with the COMMIT, and are stored as written", () => {
    const { store, other, close } = open();
    try {
      const before = bridgeTrips();
      store.transaction(() => {
        store.insertJournal(journalRow('c', 1));
        for (const r of reportsOf('c', 1)) store.insertReport(r);
        store.updateCampaignState('c', 2, 'active', '{"a":2}');
      });
      expect(bridgeTrips() - before).toBe(1);
      // Read back through another connection: committed, every body whole.
      expect(other.listReports('c').map((r) => [r.viewer, r.format, r.body])).toEqual(
        expect.arrayContaining(reportsOf('c', 1).map((r) => [r.viewer, r.format, r.body])));
      expect(other.listReports('c')).toHaveLength(12);
      expect(other.getJournal('c', 1)!.digestAfter).toBe('a1');
      expect(other.getCampaign('c')!.turn).toBe(2);
    } finally { close(); }
  });

  it('a read inside the transaction sees the writes queued before it', () => {
    const { store, close } = open();
    try {
      store.transaction(() => {
        store.insertReport(reportsOf('c', 1)[0]!);
        expect(store.getReport('c', 1, 'allied', 'text')?.body).toBe(reportsOf('c', 1)[0]!.body);
        store.updateCampaignState('c', 5, 'active', '{"a":5}');
        expect(store.getCampaignHead('c')!.turn).toBe(5);
      });
    } finally { close(); }
  });

  it('the same report written twice in one transaction keeps the second, as one write after another does', () => {
    const { store, other, close } = open();
    try {
      store.transaction(() => {
        store.insertReport({ ...reportsOf('c', 1)[0]!, body: 'first' });
        store.insertReport({ ...reportsOf('c', 1)[1]!, body: 'other' });
        store.insertReport({ ...reportsOf('c', 1)[0]!, body: 'second' });
      });
      expect(other.getReport('c', 1, 'allied', 'text')!.body).toBe('second');
      expect(other.listReports('c')).toHaveLength(2);
    } finally { close(); }
  });

  it('a queued write that fails fails its transaction, and nothing written in it is stored', () => {
    const { store, other, close } = open();
    try {
      store.insertJournal(journalRow('c', 1));
      expect(() => store.transaction(() => {
        for (const r of reportsOf('c', 2)) store.insertReport(r);
        store.insertJournal(journalRow('c', 1)); // the key is taken: a unique violation
        store.updateCampaignState('c', 9, 'active', '{}');
      })).toThrow(/duplicate key/);
      expect(other.listReports('c')).toEqual([]);
      expect(other.getCampaign('c')!.turn).toBe(1);
      // The connection is usable again: the failed transaction was rolled back, not left open.
      store.transaction(() => store.insertReport(reportsOf('c', 3)[0]!));
      expect(other.listReports('c')).toHaveLength(1);
    } finally { close(); }
  });

  it("a nested transaction's failed write is thrown by it; the outer one catches it, goes on and commits its own", () => {
    const { store, other, close } = open();
    try {
      store.insertJournal(journalRow('c', 1));
      store.transaction(() => {
        store.insertReport(reportsOf('c', 1)[0]!);
        expect(() => store.transaction(() => {
          store.insertReport(reportsOf('c', 1)[1]!);
          store.insertJournal(journalRow('c', 1));
        })).toThrow(/duplicate key/);
        store.insertReport(reportsOf('c', 1)[2]!);
      });
      // The nested one's report (html) is gone with it; the outer's before and after it stay.
      expect(other.listReports('c').map((r) => r.format).sort()).toEqual(['json', 'text']);
    } finally { close(); }
  });

  it("a transaction whose body throws stores nothing of it; an outer transaction's writes queued before a nested one stay", () => {
    const { store, other, close } = open();
    try {
      store.transaction(() => {
        store.insertReport(reportsOf('c', 1)[0]!);
        expect(() => store.transaction(() => {
          store.insertReport(reportsOf('c', 1)[1]!);
          throw new Error('refused');
        })).toThrow('refused');
        // The same after the nested one had sent something (a read) before it threw.
        expect(() => store.transaction(() => {
          store.insertReport(reportsOf('c', 1)[2]!);
          store.listPlayers('c');
          store.insertReport(reportsOf('c', 1)[3]!);
          throw new Error('refused again');
        })).toThrow('refused again');
      });
      expect(other.listReports('c').map((r) => r.format)).toEqual(['text']);
      expect(() => store.transaction(() => { store.insertReport(reportsOf('c', 2)[0]!); throw new Error('no'); })).toThrow('no');
      expect(other.listReports('c')).toHaveLength(1);
    } finally { close(); }
  });

  it('outside a transaction a write is stored when its call returns (its own commit)', () => {
    const { store, other, close } = open();
    try {
      const before = bridgeTrips();
      store.insertReport(reportsOf('c', 1)[0]!);
      expect(bridgeTrips() - before).toBe(1);
      expect(other.getReport('c', 1, 'allied', 'text')).not.toBeNull();
    } finally { close(); }
  });
});

describe('queued rows joined into multi-row INSERTs (pg-batch.ts)', () => {
  const M: Merge = { head: 'INSERT INTO t (k, v) VALUES', width: 2, keyWidth: 1, tail: 'ON CONFLICT (k) DO UPDATE SET v = excluded.v' };
  const row = (k: string, v: number) => ({ sql: oneRow(M), params: [k, v], merge: M });

  it('consecutive rows of one statement become one, numbered in order; other statements keep their place', () => {
    const out = merged([row('a', 1), row('b', 2), { sql: 'UPDATE x SET y = 1', params: [] }, row('c', 3)]);
    expect(out.map((s) => s.sql)).toEqual([
      'INSERT INTO t (k, v) VALUES ($1, $2), ($3, $4) ON CONFLICT (k) DO UPDATE SET v = excluded.v',
      'UPDATE x SET y = 1',
      'INSERT INTO t (k, v) VALUES ($1, $2) ON CONFLICT (k) DO UPDATE SET v = excluded.v',
    ]);
    expect(out.map((s) => s.params)).toEqual([['a', 1, 'b', 2], [], ['c', 3]]);
  });

  it('a row whose key is already in the statement starts the next one (an upsert may not touch a row twice)', () => {
    const out = merged([row('a', 1), row('b', 2), row('a', 3)]);
    expect(out.map((s) => s.params)).toEqual([['a', 1, 'b', 2], ['a', 3]]);
  });

  it('at most 500 rows a statement', () => {
    const out = merged(Array.from({ length: 1201 }, (_, i) => row(`k${i}`, i)));
    expect(out.map((s) => s.params.length / 2)).toEqual([500, 500, 201]);
  });
});
