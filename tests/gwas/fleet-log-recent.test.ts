// Issue 17 (a turn's cost must not grow with the campaign): the campaign option `fleetLog`.
// `recent` (the default) keeps each fleet's last four log lines in the state, which is all a
// report or orders form shows; `full` keeps the whole log, as every campaign created before the
// option did. Two campaigns of the same scenario, seed and orders, one of each: every report and
// form of every viewer is the same text, turn after turn, while the `recent` state stays small;
// both replay to their digests, and a campaign stored without the option (created before it)
// replays as `full`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, resolveCampaignTurn, submitOrders } from '../../src/pipeline/campaign.js';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { loadGame } from '../../src/pipeline/games.js';
import { openStore } from '../../src/store/sqlite-store.js';
import type { Store } from '../../src/store/types.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import { RECENT_LOG_LINES } from '../../src/games/gwas/fleet-log.js';
import { steerOrders } from '../helpers/scripted.js';

const TURNS = 9;
const ID = 'log';
// Each side steers fleets across the sea, so logs fill with paths, contacts and stops.
const GOALS = {
  central: { mittelmeerdivision: 'messina' },
  allied: { 'battlecruiser-squadron': 'malta', milne: 'messina', 'messina-watch': 'malta', 'first-cruiser-squadron': 'malta' },
} as const;

/**
 * The dice commitment's lines: each campaign's seed hash is salted and signed with its own key
 * pair (docs/dice.md), so two campaigns never share them (nor the long keys and signatures that
 * wrap onto lines of their own); every other line must match.
 */
const sameKeys = (body: string): string => body.split('\n')
  .filter((l) => !/commitment|Commitment|seedHash|signature|ed25519/.test(l))
  .map((l) => l.replace(/[A-Za-z0-9+/=_-]{40,}/g, '…')).join('\n');

let home: string;
const stores: Record<'recent' | 'full', Store> = {} as never;
const sizes: Record<'recent' | 'full', number[]> = { recent: [], full: [] };
const data = loadGame('gwas-mediterranean') as unknown as GwasData;
const stateOf = (store: Store): GwasState => JSON.parse(store.getCampaign(ID)!.stateJson) as GwasState;

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'admiralty-fleet-log-'));
  for (const keep of ['recent', 'full'] as const) {
    const store = openStore(join(home, `${keep}.db`));
    stores[keep] = store;
    createCampaign(store, { id: ID, scenario: 'gwas-mediterranean/goeben-1914', seed: 'fleet-log', options: keep === 'full' ? { fleetLog: 'full' } : {} });
    for (let t = 1; t <= TURNS; t++) {
      const state = stateOf(store);
      for (const side of ['central', 'allied'] as const) {
        const r = submitOrders(store, ID, side, steerOrders(data, state, side, GOALS[side]));
        expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      }
      resolveCampaignTurn(store, ID);
      sizes[keep].push(store.getCampaign(ID)!.stateJson.length);
    }
  }
}, 120_000);
afterAll(() => {
  for (const s of Object.values(stores)) s.close();
  rmSync(home, { recursive: true, force: true });
});

describe('issue 17: fleetLog recent keeps what the reports show', () => {
  it('a new campaign keeps the recent log by default; full keeps every line', () => {
    const recent = stateOf(stores.recent);
    const full = stateOf(stores.full);
    expect(recent.logKeep).toBe(RECENT_LOG_LINES);
    expect(full.logKeep).toBeUndefined();
    const moved = Object.values(full.fleets).filter((f) => f.log.length > RECENT_LOG_LINES);
    expect(moved.length).toBeGreaterThan(3);
    for (const f of moved) {
      const kept = recent.fleets[f.id]!;
      // The last lines are the same lines; the dropped ones are counted.
      expect(kept.log).toEqual(f.log.slice(-RECENT_LOG_LINES));
      expect(kept.logEarlier).toBe(f.log.length - RECENT_LOG_LINES);
    }
    for (const f of Object.values(recent.fleets)) expect(f.log.length).toBeLessThanOrEqual(RECENT_LOG_LINES);
  });

  it('every report and orders form of every viewer is the same text under both', () => {
    const recent = stores.recent.listReports(ID);
    const full = stores.full.listReports(ID);
    expect(recent.length).toBe(full.length);
    expect(recent.length).toBeGreaterThan(TURNS * 3);
    const forms = recent.filter((r) => r.format === 'orders-form');
    // The forms do show the count of earlier entries (the lines the recent state dropped).
    expect(forms.some((r) => /\(\d+ earlier entries in your earlier reports\)/.test(r.body))).toBe(true);
    for (let i = 0; i < recent.length; i++) {
      const [a, b] = [recent[i]!, full[i]!];
      expect(`${a.turn}.${a.exchange} ${a.viewer} ${a.format}`).toBe(`${b.turn}.${b.exchange} ${b.viewer} ${b.format}`);
      expect(sameKeys(a.body), `${a.turn} ${a.viewer} ${a.format}`).toBe(sameKeys(b.body));
    }
  });

  it('the recent state stops growing with the turns; the full one does not', () => {
    const growth = (xs: number[]) => xs.at(-1)! - xs[RECENT_LOG_LINES]!;
    expect(growth(sizes.recent)).toBeLessThan(growth(sizes.full) / 2);
    expect(sizes.recent.at(-1)!).toBeLessThan(sizes.full.at(-1)!);
  });

  it('both campaigns replay to their digests', () => {
    for (const s of Object.values(stores)) {
      const r = replayCampaign(s, ID);
      expect(r.ok).toBe(true);
      expect(r.turns.length).toBe(TURNS);
    }
  });

  it('a campaign stored without the option (created before it existed) keeps and replays the whole log', () => {
    const file = join(home, 'before.db');
    const src = new Database(join(home, 'full.db'));
    src.prepare('VACUUM INTO ?').run(file);
    src.close();
    const db = new Database(file);
    const row = db.prepare('SELECT options_json AS o FROM campaigns WHERE id = ?').get(ID) as { o: string };
    const options = JSON.parse(row.o) as Record<string, unknown>;
    expect(options.fleetLog).toBe('full');
    delete options.fleetLog;
    db.prepare('UPDATE campaigns SET options_json = ? WHERE id = ?').run(JSON.stringify(options), ID);
    db.close();
    const before = openStore(file);
    try {
      const r = replayCampaign(before, ID);
      expect(r.opening?.ok).toBe(true);
      expect(r.ok).toBe(true);
    } finally { before.close(); }
  });
});
