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
import { SCHEMA_VERSION } from '../../src/store/schema.js';
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

/** Every table's schema and rows, hashed: what "changes nothing" compares. */
function dump(file: string): string {
  return withRaw(file, (db) => {
    const tables = db.prepare("SELECT name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all() as { name: string; sql: string | null }[];
    const rows = tables.filter((t) => t.sql?.startsWith('CREATE TABLE')).map((t) => db.prepare(`SELECT * FROM "${t.name}" ORDER BY rowid`).all());
    return sha256(JSON.stringify({ tables, rows }, (_k, v) => (v && v.type === 'Buffer' ? Buffer.from(v.data).toString('hex') : v)));
  });
}

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

  it('opening it brings it to this release\'s schema version, and keeps every row of every table', () => {
    const { file } = copy();
    openStore(file).close();
    withRaw(file, (db) => {
      expect(metaVersion(db)).toBe(SCHEMA_VERSION);
      const rows = rowCounts(db);
      for (const [table, n] of Object.entries(expected.rows)) expect(rows[table], table).toBe(n);
    });
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
      expect(h.ctx.store.listSubmissions(C, 4).map((s) => [s.side, s.valid])).toEqual([['central', true], ['allied', true]]);
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
