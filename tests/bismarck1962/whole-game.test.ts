// A whole game of Bismarck (1962) through the pipeline (tests/pipeline style): a campaign in a
// store, scripted players answering each asked exchange from the form and report their seat was
// sent, the referee resolving the chains (search, battle, close) alone, then the journal
// replayed exactly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCampaign, reportFor, resolveCampaignTurn, submitOrders } from '../../src/pipeline/campaign.js';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { openStore } from '../../src/store/sqlite-store.js';
import { askedSeats } from '../../src/pipeline/pending.js';
import type { ExchangeSpec } from '../../src/kernel/ask.js';
import { blueOrders, redPlayer } from './players.js';
import { data } from './helpers.js';

const home = mkdtempSync(join(tmpdir(), 'admiralty-b62-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));
const clock = { now: () => new Date('2026-01-02T00:00:00Z') };

function play(seed: string, waypoint: string): { kinds: string[]; turns: number; over: boolean; store: ReturnType<typeof openStore> } {
  const d = data();
  const store = openStore(join(home, `${seed}.db`));
  createCampaign(store, { id: 'b62', scenario: 'bismarck1962/rheinubung', seed }, { now: () => new Date('2026-01-01T00:00:00Z') });
  const red = redPlayer(d, waypoint);
  const kinds: string[] = [];
  for (let row = store.getCampaign('b62')!; row.status !== 'over'; row = store.getCampaign('b62')!) {
    const pending = JSON.parse(row.pendingJson!) as ExchangeSpec;
    for (const seat of askedSeats(pending)) {
      const form = reportFor(store, 'b62', seat, 'orders-form');
      const lines = (JSON.parse(reportFor(store, 'b62', seat, 'json')) as { lines: string[] }).lines;
      const text = seat === 'red' ? red(form) : blueOrders(d, form, lines);
      if (text !== null) {
        const r = submitOrders(store, 'b62', seat, text, 'cli', clock);
        expect(r.ok, JSON.stringify(r)).toBe(true);
      }
    }
    kinds.push(...resolveCampaignTurn(store, 'b62', clock).exchanges.map((x: { kind?: string }) => x.kind ?? '?'));
    expect(kinds.length).toBeLessThan(400);
  }
  return { kinds, turns: store.getCampaign('b62')!.turn, over: store.getCampaign('b62')!.status === 'over', store };
}

describe('Bismarck (1962): a scripted whole game by the pipeline', () => {
  it('plays to the end by How to Win, exchange by exchange (red-move, blue-move, then the referee\'s chain), and replays exactly from the journal', () => {
    const g = play('whole-game', 'C-4C');
    try {
      expect(g.over).toBe(true);
      expect(g.kinds.filter((k) => k === 'red-move').length).toBeGreaterThan(1);
      const replay = replayCampaign(g.store, 'b62');
      expect(replay.ok).toBe(true);
      expect(replay.turns.every((t) => t.ok)).toBe(true);
      expect(replay.turns.length).toBeGreaterThan(g.kinds.filter((k) => k === 'red-move').length * 2);
      const umpire = reportFor(g.store, "b62", "umpire", "text");
      if (process.env.B62_SHOW) console.log(umpire.split("\n").filter((l) => !l.includes("Die:")).join("\n"));
      expect(umpire).toMatch(/Game over \((sunk|port|points|time)\)/);
    } finally { g.store.close(); }
  });
});
