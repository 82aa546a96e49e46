/**
 * Upgrades (issue 11 item 7, docs/design/seam.md §7): a store written by an earlier release opens
 * in this one and the campaign goes on as if nothing happened. The fixture is a goeben-1914 store
 * of schema 6, three turns played by mail (a rejected mail, a missed turn, a moderator's
 * extension, a rollback and turn 3 again), made once by scripts/make-store-fixture.ts; expect.json
 * beside it records what it held. Every test opens its own copy: the committed file is only read.
 */
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moderatorSecrets, plusAddress, secretsFor } from '../../src/daemon/mailer.js';
import { reportFor } from '../../src/pipeline/campaign.js';
import { sha256 } from '../../src/pipeline/digest.js';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { MIGRATIONS, SCHEMA_VERSION } from '../../src/store/schema.js';
import { seamMigration } from '../../src/store/seam-migration.js';
import { openStore } from '../../src/store/sqlite-store.js';
import { campaignData, eml, FakeClock, makeHarness } from '../mail/harness.js';
import { FIXTURE_CAMPAIGN as C, fixtureFiles, rowCounts, storeFacts, type FixtureExpect } from './fixture.js';

const FIXTURE_VERSION = 6;
const files = fixtureFiles(FIXTURE_VERSION);
const expected = JSON.parse(readFileSync(files.expect, 'utf8')) as FixtureExpect;

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** A fresh copy of the fixture, as the store of a home directory. */
function copy(): { home: string; file: string } {
  const home = mkdtempSync(join(tmpdir(), 'adm-upgrade-'));
  dirs.push(home);
  const file = join(home, 'admiralty.db');
  copyFileSync(files.db, file);
  return { home, file };
}

function withRaw<T>(file: string, fn: (db: Database.Database) => T, readonly = true): T {
  const db = new Database(file, { readonly });
  try { return fn(db); } finally { db.close(); }
}

const metaVersion = (db: Database.Database): number => Number((db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string }).value);
const userVersion = (db: Database.Database): number => Number(db.pragma('user_version', { simple: true }));

/** Every table's schema and rows, and the version marks, hashed: what "changes nothing" compares. */
function dump(file: string): string {
  return withRaw(file, (db) => {
    const tables = db.prepare("SELECT name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all() as { name: string; sql: string | null }[];
    const rows = tables.filter((t) => t.sql?.startsWith('CREATE TABLE')).map((t) => db.prepare(`SELECT * FROM "${t.name}" ORDER BY rowid`).all());
    return sha256(JSON.stringify({ userVersion: userVersion(db), tables, rows }, (_k, v) => (v && v.type === 'Buffer' ? Buffer.from(v.data).toString('hex') : v)));
  });
}

/** The schema as SQLite keeps it, each statement's white space folded (what a fresh and an upgraded store must share). */
function schemaOf(file: string): { type: string; name: string; tbl_name: string; sql: string | null }[] {
  return withRaw(file, (db) => (db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name').all() as { type: string; name: string; tbl_name: string; sql: string | null }[])
    .map((r) => ({ ...r, sql: r.sql === null ? null : r.sql.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')') })));
}

/** A table's primary key columns, in key order. */
const keyOf = (db: Database.Database, table: string): string[] =>
  (db.pragma(`table_info("${table}")`) as { name: string; pk: number }[]).filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name);

/** Opens a fresh copy with this release (which upgrades it) and hands over the store. */
function opened<T>(fn: (store: ReturnType<typeof openStore>, file: string) => T): T {
  const { file } = copy();
  const store = openStore(file);
  try { return fn(store, file); } finally { store.close(); }
}

describe(`§7 a schema-${FIXTURE_VERSION} store (goeben-1914, three turns by mail) opens in this release`, () => {
  it('the committed fixture is the one expect.json describes', () => {
    withRaw(files.db, (db) => {
      expect(metaVersion(db)).toBe(expected.schemaVersion);
      expect(rowCounts(db)).toEqual(expected.rows);
    });
    // It holds what a played store holds (the script's story), so the checks below have something to check.
    expect(expected.rows).toMatchObject({ journal: 3, superseded_submissions: 2, fairplay_notices: 2, moderator_log: 2 });
    expect(expected.turns.map((t) => t.turn)).toEqual([1, 2, 3]);
  });

  it('opening it adopts meta.schema_version (the fixture has no user_version), brings both marks to this release\'s version, and keeps every row of every table', () => {
    const { file } = copy();
    withRaw(file, (db) => expect([userVersion(db), metaVersion(db)]).toEqual([0, FIXTURE_VERSION]));
    openStore(file).close();
    withRaw(file, (db) => {
      expect([userVersion(db), metaVersion(db)]).toEqual([SCHEMA_VERSION, SCHEMA_VERSION]);
      const { journal_dice: diceRows, ...tables } = expected.rows;
      const rows = rowCounts(db);
      for (const [table, n] of Object.entries(tables)) expect(rows[table], table).toBe(n);
      // journal_dice is folded into the journal (V_SEAM): each of its rows is one journal row's key_json.
      expect(rows.journal_dice).toBeUndefined();
      expect((db.prepare('SELECT COUNT(*) AS n FROM journal WHERE key_json IS NOT NULL').get() as { n: number }).n).toBe(diceRows);
    });
  });

  it('V_SEAM is version 7 and runs on it alone: versions 1 to 6 are the fixture\'s, already there', () => {
    expect(seamMigration.version).toBe(7);
    expect(MIGRATIONS.map((m) => m.version)).toEqual(Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1));
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(seamMigration.version);
  });

  it('V_SEAM (seam §7, rules 1 and 2): every old row is a one-seat side\'s (seat = side) in exchange 1, the briefing in exchange 0', () => {
    const { file } = copy();
    const before = withRaw(file, (db) => ({
      players: db.prepare('SELECT side, name, email FROM players ORDER BY rowid').all(),
      sides: Object.fromEntries(['player_mail', 'fairplay_notices', 'inbound', 'submissions'].map((t) => [t, db.prepare(`SELECT side FROM "${t}" ORDER BY rowid`).all().map((r) => (r as { side: string | null }).side)])),
      reports: db.prepare('SELECT turn, COUNT(*) AS n FROM reports GROUP BY turn ORDER BY turn').all() as { turn: number; n: number }[],
    }));
    openStore(file).close();
    withRaw(file, (db) => {
      const all = <T>(sql: string): T[] => db.prepare(sql).all() as T[];
      expect(all('SELECT seat, side, name, email, mode FROM players ORDER BY rowid')).toEqual((before.players as { side: string }[]).map((p) => ({ seat: p.side, ...p, mode: 'player' })));
      for (const [table, sides] of Object.entries(before.sides)) expect(all<{ seat: string | null }>(`SELECT seat FROM "${table}" ORDER BY rowid`).map((r) => r.seat), table).toEqual(sides);
      expect(all('SELECT DISTINCT exchange FROM submissions')).toEqual([{ exchange: 1 }]);
      expect(all('SELECT turn, exchange, kind, asked_json, state_after_json IS NOT NULL AS state FROM journal ORDER BY turn')).toEqual(
        expected.turns.map((t) => ({ turn: t.turn, exchange: 1, kind: 'turn', asked_json: '["allied","central"]', state: 1 })));
      expect(all<{ key: string }>('SELECT json_extract(key_json, \'$.turnKey\') AS key FROM journal ORDER BY turn').map((r) => r.key)).toEqual(expected.turns.map((t) => t.turnKey));
      expect(all('SELECT turn, exchange, COUNT(*) AS n FROM reports GROUP BY turn, exchange ORDER BY turn')).toEqual(before.reports.map((r) => ({ ...r, exchange: r.turn === 0 ? 0 : 1 })));
      expect(all('SELECT DISTINCT exchange, timing FROM deadlines')).toEqual([{ exchange: 1, timing: 'turn' }]);
      expect(all('SELECT exchange, pending_json, options_json FROM campaigns')).toEqual([{ exchange: 1, pending_json: null, options_json: '{}' }]);
      for (const table of ['inbound', 'outbox']) {
        expect(all(`SELECT COUNT(*) AS n FROM "${table}" WHERE (turn IS NULL) <> (exchange IS NULL) OR exchange <> 1`), table).toEqual([{ n: 0 }]);
      }
      expect(Object.fromEntries(['players', 'player_mail', 'submissions', 'journal', 'reports', 'deadlines'].map((t) => [t, keyOf(db, t)]))).toEqual({
        players: ['campaign', 'seat'], player_mail: ['campaign', 'seat'], submissions: ['id'], journal: ['campaign', 'turn', 'exchange'],
        reports: ['campaign', 'turn', 'exchange', 'viewer', 'format'], deadlines: ['campaign', 'turn', 'exchange'],
      });
    });
  });

  it('the store reads the seam\'s columns back: seats, exchange 1, the briefing under exchange 0, latestValidSubmission per exchange', () => opened((store) => {
    expect(store.listPlayers(C).map((p) => [p.seat, p.side, p.mode])).toEqual([['allied', 'allied', 'player'], ['central', 'central', 'player']]);
    expect(store.getCampaign(C)).toMatchObject({ exchange: 1, pendingJson: null, optionsJson: '{}' });
    expect(store.listJournal(C).map((j) => [j.turn, j.exchange, j.kind, j.askedJson])).toEqual(expected.turns.map((t) => [t.turn, 1, 'turn', '["allied","central"]']));
    expect(store.getReport(C, 0, 'allied', 'text')!.exchange).toBe(0);
    expect(store.getReport(C, 3, 'allied', 'text')).toEqual(store.getReport(C, 3, 'allied', 'text', 1));
    expect(store.getReport(C, 3, 'allied', 'text', 2)).toBeNull();
    // Turn 3 was played twice (a rollback between): the second submission counts, the first is superseded.
    const last = store.latestValidSubmission(C, 'allied', 3)!;
    expect(last).toMatchObject({ seat: 'allied', turn: 3, exchange: 1 });
    expect(store.listSubmissions(C, 3).filter((s) => s.seat === 'allied' && s.valid).at(-1)!.id).toBe(last.id);
    expect(store.latestValidSubmission(C, 'allied', 3, 1)).toEqual(last);
    expect(store.latestValidSubmission(C, 'allied', 3, 2)).toBeNull();
    expect(store.getDeadline(C, 4)).toMatchObject({ exchange: 1, timing: 'turn' });
  }));

  it('a fresh store is built by the same migrations: its sqlite_schema equals the upgraded fixture\'s', () => {
    const { file } = copy();
    openStore(file).close();
    const fresh = join(copy().home, 'fresh.db');
    openStore(fresh).close();
    withRaw(fresh, (db) => expect([userVersion(db), metaVersion(db)]).toEqual([SCHEMA_VERSION, SCHEMA_VERSION]));
    const upgraded = schemaOf(file);
    expect(upgraded.map((r) => r.name)).toContain('journal');
    expect(schemaOf(fresh)).toEqual(upgraded);
  });

  it('the opening (turn 0) and every turn replay exactly against the journal', () => opened((store) => {
    const r = replayCampaign(store, C);
    expect(r.ok).toBe(true);
    expect(r.opening?.ok).toBe(true);
    expect(r.turns.map((t) => [t.turn, t.ok])).toEqual([[1, true], [2, true], [3, true]]);
  }));

  it('the campaign, its opening and its journal are as recorded: digests, events, turn keys', () => opened((store) => {
    const { reports: _reports, ...facts } = storeFacts(store, C);
    const { reports: _r, about: _a, schemaVersion: _v, campaign: _c, secrets: _s, rows: _rows, ...recorded } = expected;
    expect(facts).toEqual(recorded);
  }));

  it('every stored report is byte-equal to the recorded one, and reads back through reportFor', () => opened((store) => {
    expect(storeFacts(store, C).reports).toEqual(expected.reports);
    for (const [key, hash] of Object.entries(expected.reports)) {
      const [turn, viewer, format] = key.split('/');
      expect(sha256(reportFor(store, C, viewer!, format!, Number(turn))), key).toBe(hash);
    }
  }));

  it('every seat keeps its reply token and passphrase, and the moderator his', () => {
    const { home } = copy();
    const h = makeHarness(campaignData(), home);
    try {
      for (const [seat, want] of Object.entries(expected.secrets)) {
        const got = seat === '#moderator' ? moderatorSecrets(h.ctx, C) : secretsFor(h.ctx, C, seat);
        expect({ ...got, replyTo: plusAddress(h.ctx, got.token) }, seat).toEqual(want);
      }
    } finally { h.ctx.store.close(); }
  });

  it('one more turn resolves: both players answer at their recorded reply addresses, turn 4 runs early and replays', async () => {
    const { home } = copy();
    const opensAt = withRaw(join(home, 'admiralty.db'), (db) => (db.prepare('SELECT opened_at FROM deadlines WHERE campaign = ? AND turn = 4').get(C) as { opened_at: string }).opened_at);
    const h = makeHarness(campaignData(), home, new FakeClock(Date.parse(opensAt) + 3600_000));
    try {
      const forms = { allied: reportFor(h.ctx.store, C, 'allied', 'orders-form'), central: reportFor(h.ctx.store, C, 'central', 'orders-form') };
      await h.drop(eml({ from: 'Karl <karl@example.org>', to: expected.secrets.central!.replyTo, subject: `[${C}] central turn 4 orders`, body: forms.central }));
      await h.drop(eml({ from: 'Ann <ann@example.org>', to: expected.secrets.allied!.replyTo, subject: `[${C}] allied turn 4 orders`, body: forms.allied }));
      expect(h.ctx.store.listSubmissions(C, 4).map((s) => [s.seat, s.valid])).toEqual([['central', true], ['allied', true]]);
      expect(h.ctx.store.getCampaign(C)!.turn).toBe(5);
      const r = replayCampaign(h.ctx.store, C);
      expect(r.ok).toBe(true);
      expect(r.turns.map((t) => t.turn)).toEqual([1, 2, 3, 4]);
    } finally { h.ctx.store.close(); }
  });

  it('reopening an upgraded store changes nothing', () => {
    const { file } = copy();
    openStore(file).close();
    const once = dump(file);
    openStore(file).close();
    expect(dump(file)).toBe(once);
  });

  it('a store whose user_version alone is later is refused too, as is one with no user_version whose meta is later', () => {
    for (const mark of ['user_version', 'meta'] as const) {
      const { file } = copy();
      withRaw(file, (db) => {
        if (mark === 'user_version') db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
        else db.prepare("UPDATE meta SET value = ? WHERE key = 'schema_version'").run(String(SCHEMA_VERSION + 1));
      }, false);
      const before = dump(file);
      expect(() => openStore(file), mark).toThrow(new RegExp(`store schema version ${SCHEMA_VERSION + 1} is newer`));
      expect(dump(file), mark).toBe(before);
    }
  });

  it('a store from a later release is refused, and left as it was', () => {
    const { file } = copy();
    // Both places a version may live (meta today; PRAGMA user_version once the seam moves it there).
    withRaw(file, (db) => {
      db.prepare("UPDATE meta SET value = ? WHERE key = 'schema_version'").run(String(SCHEMA_VERSION + 1));
      db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    }, false);
    const before = dump(file);
    expect(() => openStore(file)).toThrow(/newer/);
    expect(dump(file)).toBe(before);
    withRaw(file, (db) => expect(metaVersion(db)).toBe(SCHEMA_VERSION + 1));
  });
});
