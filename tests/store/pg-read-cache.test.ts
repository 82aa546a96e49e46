/**
 * Reads answered once per transaction on PostgreSQL (issue 17 §5; src/store/pg-read-cache.ts):
 * a turn's transaction asked for the campaign's head, deadline, players and mail settings dozens
 * of times. What the Store promises is unchanged: a read after a write sees it, a read outside a
 * transaction sees another daemon's commit, and nothing read inside a rolled-back savepoint
 * outlives it.
 */
import { describe, expect, it } from 'vitest';
import { bridgeTrips } from '../../src/store/pg-bridge.js';
import { ReadCache } from '../../src/store/pg-read-cache.js';
import { openPgStore } from '../../src/store/pg-store.js';
import type { CampaignRow, Store } from '../../src/store/types.js';
import { pgGate } from '../support/pg-cluster.js';

const cluster = await pgGate();
let n = 0;

const campaignRow = (id: string): CampaignRow => ({
  id, game: 'gwas-mediterranean', scenario: 'goeben-1914', seed: 's', createdAt: '2026-01-01T00:00:00.000Z', turn: 1, status: 'active',
  stateJson: '{"a":1}', initialStateJson: '{"a":0}', engineVersion: 'e1', dataVersion: 'd1', exchange: 1, pendingJson: null, optionsJson: '{}',
});

function open(): { store: Store; other: Store; close(): void } {
  const url = cluster!.database(`readcache${++n}`);
  const store = openPgStore(url);
  const other = openPgStore(url);
  store.insertCampaign(campaignRow('c'));
  store.upsertPlayer({ campaign: 'c', seat: 'allied', side: 'allied', name: 'Ann', email: 'ann@example.org', timeZone: null, mode: 'player' });
  return { store, other, close() { store.close(); other.close(); } };
}

describe('which statements drop which kept reads', () => {
  const result = { rows: [], rowCount: 0 };
  const kept = (c: ReadCache) => ['head', 'players'].filter((k) => c.get(k, []) !== undefined);
  const fresh = () => {
    const c = new ReadCache();
    c.keep('head', [], ['campaigns'], result);
    c.keep('players', [], ['players'], result);
    return c;
  };

  it('a write drops only the reads over the table it writes (INSERT INTO, UPDATE, DELETE FROM, inside WITH too)', () => {
    for (const [sql, left] of [
      ['INSERT INTO reports (campaign) VALUES ($1) ON CONFLICT (campaign) DO UPDATE SET body = excluded.body', ['head', 'players']],
      ['UPDATE campaigns SET turn = $1 WHERE id = $2', ['players']],
      ['update "players" set name = $1', ['head']],
      ['DELETE FROM players WHERE campaign = $1', ['head']],
      ['WITH moved AS (UPDATE campaigns SET status = $1 RETURNING id) SELECT id FROM moved', ['players']],
      ['INSERT INTO journal SELECT * FROM players', ['head', 'players']],
    ] as const) {
      expect(kept(fresh()).length, sql).toBe(2);
      const c = fresh();
      c.seen(sql);
      expect(kept(c), sql).toEqual(left);
    }
  });

  it('a SELECT or transaction control keeps everything; a statement it cannot read drops everything', () => {
    for (const sql of ['SELECT * FROM campaigns WHERE id = $1', 'SAVEPOINT sp1', 'RELEASE SAVEPOINT sp1', 'select pg_advisory_xact_lock($1)']) {
      const c = fresh();
      c.seen(sql);
      expect(kept(c), sql).toEqual(['head', 'players']);
    }
    for (const sql of ['CALL renumber($1)', 'ALTER TABLE campaigns ADD COLUMN x TEXT', 'COPY players FROM STDIN']) {
      const c = fresh();
      c.seen(sql);
      expect(kept(c), sql).toEqual([]);
    }
  });
});

describe.runIf(cluster)('PostgreSQL reads kept for a transaction (issue 17 §5)', () => {
  it("inside a transaction the campaign's head, players and mail settings are asked once, and read the same", () => {
    const { store, close } = open();
    try {
      store.transaction(() => {
        const first = { head: store.getCampaignHead('c'), players: store.listPlayers('c'), mail: store.getCampaignMail('c'), turn: store.latestJournalTurn('c') };
        const before = bridgeTrips();
        for (let i = 0; i < 5; i++) {
          expect(store.getCampaignHead('c')).toEqual(first.head);
          expect(store.listPlayers('c')).toEqual(first.players);
          expect(store.getCampaignMail('c')).toEqual(first.mail);
          expect(store.latestJournalTurn('c')).toBe(first.turn);
        }
        expect(bridgeTrips() - before).toBe(0);
      });
      // Outside a transaction every read goes to the database.
      const before = bridgeTrips();
      store.getCampaignHead('c');
      store.getCampaignHead('c');
      expect(bridgeTrips() - before).toBe(2);
    } finally { close(); }
  });

  it('a kept read is a copy: changing what it returned changes nothing the next read returns', () => {
    const { store, close } = open();
    try {
      store.transaction(() => {
        const head = store.getCampaignHead('c')! as { turn: number };
        head.turn = 99;
        (store.listPlayers('c')[0]! as { name: string }).name = 'changed';
        expect(store.getCampaignHead('c')!.turn).toBe(1);
        expect(store.listPlayers('c')[0]!.name).toBe('Ann');
      });
    } finally { close(); }
  });

  it('a read after a write in the same transaction sees the write (campaign, players, mail settings)', () => {
    const { store, close } = open();
    try {
      store.transaction(() => {
        expect(store.getCampaignHead('c')!.turn).toBe(1);
        expect(store.listPlayers('c').map((p) => p.name)).toEqual(['Ann']);
        store.updateCampaignState('c', 2, 'active', '{"a":2}');
        expect(store.getCampaignHead('c')!.turn).toBe(2);
        expect(store.getCampaign('c')!.stateJson).toBe('{"a":2}');
        store.upsertPlayer({ campaign: 'c', seat: 'central', side: 'central', name: 'Karl', email: 'karl@example.org', timeZone: null, mode: 'player' });
        expect(store.listPlayers('c').map((p) => p.name)).toEqual(['Ann', 'Karl']);
      });
    } finally { close(); }
  });

  it("outside a transaction, and in the next one, another daemon's commit is seen", () => {
    const { store, other, close } = open();
    try {
      expect(store.getCampaignHead('c')!.turn).toBe(1);
      other.updateCampaignState('c', 3, 'active', '{"a":3}');
      expect(store.getCampaignHead('c')!.turn).toBe(3);
      store.transaction(() => { expect(store.getCampaignHead('c')!.turn).toBe(3); });
      other.updateCampaignState('c', 4, 'active', '{"a":4}');
      store.transaction(() => { expect(store.getCampaignHead('c')!.turn).toBe(4); });
    } finally { close(); }
  });

  it('what was read inside a savepoint that is rolled back is read again afterwards', () => {
    const { store, close } = open();
    try {
      store.transaction(() => {
        expect(store.getCampaignHead('c')!.turn).toBe(1);
        expect(() => store.transaction(() => {
          store.updateCampaignState('c', 7, 'active', '{"a":7}');
          expect(store.getCampaignHead('c')!.turn).toBe(7);
          throw new Error('undo');
        })).toThrow('undo');
        expect(store.getCampaignHead('c')!.turn).toBe(1);
      });
      // And a whole transaction rolled back leaves nothing kept for the next one.
      expect(() => store.transaction(() => {
        store.updateCampaignState('c', 8, 'active', '{"a":8}');
        expect(store.getCampaignHead('c')!.turn).toBe(8);
        throw new Error('undo');
      })).toThrow('undo');
      store.transaction(() => { expect(store.getCampaignHead('c')!.turn).toBe(1); });
    } finally { close(); }
  });
});
