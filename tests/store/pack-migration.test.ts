// Schema version 9 (issue 17 §4): the columns a turn writes in bulk (reports, outbox mails, the
// journal's events and states, the view memory) are kept compressed. A version 8 store's text rows
// are compressed in place and read back as the same text; short values stay text; new rows are
// written compressed; a value written as text afterwards (by hand) still reads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, storeVersion } from '../../src/store/migrate.js';
import { MIGRATIONS } from '../../src/store/schema.js';
import { PACKED_COLUMNS } from '../../src/store/pack-migration.js';
import { openStore } from '../../src/store/sqlite-store.js';

const home = mkdtempSync(join(tmpdir(), 'admiralty-pack-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** Long enough to be compressed, different per column so a mix-up shows. */
const long = (what: string) => JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ what, i })));

function version8Store(file: string): void {
  const db = new Database(file);
  migrate(db, MIGRATIONS, 8);
  expect(storeVersion(db)).toBe(8);
  db.prepare(`INSERT INTO campaigns (id, game, scenario, seed, created_at, turn, status, state_json, initial_state_json, engine_version, data_version, exchange, pending_json, options_json)
    VALUES ('c', 'g', 's', 'seed', 't', 2, 'active', '{}', '{}', 'e', 'd', 1, NULL, '{}')`).run();
  db.prepare(`INSERT INTO journal (campaign, turn, exchange, kind, seed, orders_json, submissions_json, asked_json, key_json, engine_version, data_version,
    digest_before, digest_after, events_json, state_after_json, resolved_at) VALUES ('c', 1, 1, 'turn', 'seed', '{}', '{}', '[]', NULL, 'e', 'd', 'a', 'b', ?, ?, 't')`)
    .run(long('events'), long('state'));
  db.prepare("INSERT INTO reports (campaign, turn, exchange, viewer, format, body) VALUES ('c', 1, 1, 'allied', 'text', ?), ('c', 1, 1, 'allied', 'json', 'short')").run(long('report'));
  db.prepare(`INSERT INTO outbox (message_id, campaign, turn, exchange, kind, recipient, spec_json, created_at, status, attempts, next_attempt_at)
    VALUES ('<m@x>', 'c', 1, 1, 'report', 'a@x', ?, 't', 'pending', 0, 't')`).run(long('mail'));
  db.prepare("INSERT INTO view_memory (campaign, turn, exchange, events_json) VALUES ('c', 1, 1, ?)").run(long('memory'));
  db.close();
}

describe('schema version 9: large text columns compressed', () => {
  it('a version 8 store is compressed in place, reads back the same text, and keeps short values as text', () => {
    const file = join(home, 'v8.db');
    version8Store(file);
    const store = openStore(file);
    try {
      const db = new Database(file, { readonly: true });
      const type = (table: string, column: string, where = '1') => (db.prepare(`SELECT typeof(${column}) AS t FROM ${table} WHERE ${where}`).get() as { t: string }).t;
      for (const [table, column] of PACKED_COLUMNS) expect(type(table, column, table === 'reports' ? "format = 'text'" : '1'), `${table}.${column}`).toBe('blob');
      expect(type('reports', 'body', "format = 'json'")).toBe('text');
      db.close();
      expect(store.getReport('c', 1, 'allied', 'text')!.body).toBe(long('report'));
      expect(store.getReport('c', 1, 'allied', 'json')!.body).toBe('short');
      const j = store.getJournal('c', 1)!;
      expect([j.eventsJson, j.stateAfterJson]).toEqual([long('events'), long('state')]);
      expect(store.listJournalEvents('c').map((e) => e.eventsJson)).toEqual([long('events')]);
      expect(store.getOutbox('<m@x>')!.specJson).toBe(long('mail'));
      expect(store.listViewMemory('c', 2).map((m) => m.eventsJson)).toEqual([long('memory')]);
    } finally { store.close(); }
  });

  it('new rows are written compressed, and a value written back as text by hand still reads', () => {
    const file = join(home, 'new.db');
    const store = openStore(file);
    try {
      store.insertCampaign({ id: 'c', game: 'g', scenario: 's', seed: 'seed', createdAt: 't', turn: 1, status: 'active', stateJson: '{}', initialStateJson: '{}', engineVersion: 'e', dataVersion: 'd', exchange: 1, pendingJson: null, optionsJson: '{}' });
      store.insertReport({ campaign: 'c', turn: 1, exchange: 1, viewer: 'umpire', format: 'html', body: long('html') });
      const db = new Database(file);
      expect((db.prepare('SELECT typeof(body) AS t FROM reports').get() as { t: string }).t).toBe('blob');
      expect(store.getReport('c', 1, 'umpire', 'html')!.body).toBe(long('html'));
      db.prepare('UPDATE reports SET body = ?').run(long('by hand'));
      db.close();
      expect(store.getReport('c', 1, 'umpire', 'html')!.body).toBe(long('by hand'));
    } finally { store.close(); }
  });
});
