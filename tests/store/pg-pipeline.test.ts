/**
 * A campaign played over PostgreSQL (issue 17 §4: the same behaviour on both stores): created,
 * orders submitted, turns resolved and replayed through the pipeline, exactly as on SQLite — the
 * same seed and orders journal the same digests and events on both — and the command line finds
 * a PostgreSQL store named by a configuration's `store:`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { createCampaign, resolveCampaignTurn, submitOrders, type Clock } from '../../src/pipeline/campaign.js';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { SyncPg } from '../../src/store/pg-bridge.js';
import { openPgStore } from '../../src/store/pg-store.js';
import { openStore } from '../../src/store/sqlite-store.js';
import type { Store } from '../../src/store/types.js';
import { pgGate } from '../support/pg-cluster.js';

const cluster = await pgGate();
const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'adm-pgpipe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const TURNS = 4;

/** A clock that moves a minute a call, so every stored time is the same on both stores. */
function fixedClock(): Clock {
  let t = Date.parse('2026-02-01T00:00:00Z');
  return { now: () => new Date((t += 60_000)) };
}

/** Plays the campaign: example orders for turn 1, then turns resolved as they fall (timings: bench/pg-store.ts). */
function play(store: Store): void {
  const clock = fixedClock();
  createCampaign(store, { id: 'goeben', scenario: 'gwas-mediterranean/goeben-1914', seed: 'pg-pipeline' }, clock);
  for (const side of ['allied', 'central']) {
    const r = submitOrders(store, 'goeben', side, readFileSync(join(EXAMPLES, `goeben-${side}-turn1.yaml`), 'utf8'), 'cli', clock);
    expect(r.ok, `${side}'s example orders are accepted`).toBe(true);
  }
  for (let t = 1; t <= TURNS; t++) resolveCampaignTurn(store, 'goeben', clock);
}

describe.runIf(cluster)('a campaign over PostgreSQL (issue 17 §4)', () => {
  it(`created, ordered, ${TURNS} turns resolved and replayed: the journal's digests and events are SQLite's, exchange for exchange`, () => {
    const lite = openStore(join(dir, 'lite.db'));
    const pg = openPgStore(cluster!.database('pipeline'));
    try {
      play(lite);
      play(pg);
      const key = (s: Store) => s.listJournal('goeben').map((j) => [j.turn, j.exchange, j.digestBefore, j.digestAfter, j.eventsJson, j.ordersJson, j.turnKey]);
      expect(key(pg)).toHaveLength(TURNS);
      expect(key(pg)).toEqual(key(lite));
      expect(pg.getCampaign('goeben')!.stateJson).toBe(lite.getCampaign('goeben')!.stateJson);
      expect(pg.listSubmissions('goeben').map((s) => [s.id, s.seat, s.valid, s.digest])).toEqual(lite.listSubmissions('goeben').map((s) => [s.id, s.seat, s.valid, s.digest]));
      expect(pg.listReports('goeben').map((r) => [r.turn, r.exchange, r.viewer, r.format])).toEqual(lite.listReports('goeben').map((r) => [r.turn, r.exchange, r.viewer, r.format]));
      // The view memory later reports are built from (issue 17 §1) is SQLite's, row for row. (The
      // report bodies are not compared: each campaign's dice commitment has its own key pair.)
      expect(pg.listViewMemory('goeben', TURNS + 1)).toEqual(lite.listViewMemory('goeben', TURNS + 1));
      expect(pg.listViewMemory('goeben', TURNS + 1)).toHaveLength(TURNS);
      const replay = replayCampaign(pg, 'goeben');
      expect(replay.ok).toBe(true);
      expect(replay.opening?.ok).toBe(true);
      expect(replay.turns.map((t) => t.ok)).toEqual(Array(TURNS).fill(true));
    } finally {
      lite.close();
      pg.close();
    }
  }, 240_000);

  it('a database of an earlier PostgreSQL schema (before version 9) is refused, not half-upgraded; one of a later release too', () => {
    for (const [version, message] of [['7', /predates this program's PostgreSQL schema \(9\)/], ['10', /newer than this program's \(9\)/]] as const) {
      const url = cluster!.database(`schema${version}`);
      const raw = new SyncPg(url);
      try {
        raw.query("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO meta VALUES ('schema_version', '" + version + "')", [], false);
      } finally { raw.close(); }
      expect(() => openPgStore(url)).toThrow(message);
      const check = new SyncPg(url);
      try {
        expect(check.query("SELECT to_regclass('journal') IS NULL AS none", [], false).rows[0]!.none).toBe(true);
      } finally { check.close(); }
    }
  }, 240_000);

  it('the command line opens the PostgreSQL store a configuration names (`store: postgres://…`) and plays on it', async () => {
    const url = cluster!.database('cli');
    const cfg = join(dir, 'host.yaml');
    writeFileSync(cfg, `store: ${url}\n`);
    const run = async (...args: string[]) => {
      let out = '';
      let err = '';
      const code = await main(['--home', dir, ...args, '--config', cfg], {}, { out: (t) => { out += t; }, err: (t) => { err += t; } });
      return { code, out, err };
    };
    const made = await run('new', 'viapg', '--scenario', 'gwas-mediterranean/goeben-1914', '--seed', 'cli-pg', '--test');
    expect(made.code, made.err).toBe(0);
    expect((await run('turn', 'viapg')).code).toBe(0);
    const replay = await run('replay', 'viapg');
    expect(replay.out).toContain('replay matches the journal (1 turn');
    const store = openPgStore(url);
    try { expect(store.getCampaign('viapg')?.turn).toBe(2); } finally { store.close(); }
  }, 240_000);
});
