/**
 * Bismarck (1979) figures for `npm run bench` (issue 13): a turn's resolution through the store
 * (state loaded, the turn's exchanges, journal, reports), both scenarios played to their end with
 * silent players (every side's standing orders), and the rules engine alone on a turn that fights
 * a battle by standing orders (Bismarck, King George V and two cruisers in one zone). Prints only.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { adapterFor, createCampaign, resolveCampaignTurn } from '../src/pipeline/campaign.js';
import { openStore } from '../src/store/sqlite-store.js';
import type { B79State } from '../src/games/bismarck1979/state.js';
import type { ExchangeSpec } from '../src/kernel/ask.js';

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Every turn of a scenario through the store with silent players: milliseconds a turn (all its exchanges). */
function campaignTurns(scenario: string): { turns: number[]; exchanges: number } {
  const home = mkdtempSync(join(tmpdir(), 'admiralty-bench-b79-'));
  const store = openStore(join(home, 'bench.db'));
  const turns: number[] = [];
  let exchanges = 0;
  try {
    createCampaign(store, { id: 'b79', scenario: `bismarck1979/${scenario}`, seed: 'bench' });
    let turn = store.getCampaign('b79')!.turn;
    let spent = 0;
    while (store.getCampaign('b79')!.status !== 'over') {
      const start = performance.now();
      exchanges += resolveCampaignTurn(store, 'b79').exchanges.length;
      spent += performance.now() - start;
      const row = store.getCampaign('b79')!;
      if (row.turn !== turn || row.status === 'over') { turns.push(spent); spent = 0; turn = row.turn; }
    }
  } finally {
    store.close();
    rmSync(home, { recursive: true, force: true });
  }
  return { turns, exchanges };
}

/** The engine alone on a move exchange that fights a battle by standing orders (9.2–9.9), over many dice keys. */
function battleTurns(n: number): { times: number[]; battles: number } {
  const adapter = adapterFor('bismarck1979');
  const base = adapter.setup('may-1941') as B79State;
  for (const id of ['bismarck', 'king-george-v', 'suffolk', 'norfolk']) Object.assign(base.ships[id], { zone: 'L12', tf: null, convoy: null });
  base.ships['prinz-eugen'].tf = null;
  base.ships.suffolk.mode = 'patrol'; base.ships.norfolk.mode = 'patrol';
  const spec = adapter.next!(base) as ExchangeSpec;
  const times: number[] = [];
  let battles = 0;
  for (let k = 0; k < n; k++) {
    const state = structuredClone(base);
    const dice = createHash('sha256').update(`bench-${k}`).digest('hex');
    const start = performance.now();
    const r = adapter.resolveExchange!(state, { turn: 1, exchange: 1, spec, orders: {}, dice }, { consumeState: true });
    times.push(performance.now() - start);
    battles += r.events.filter((e) => e.type === 'b79.battle-start').length;
  }
  return { times, battles };
}

export function bismarck1979Benchmark(): void {
  console.log('Bismarck (1979), Basic Game:');
  for (const scenario of ['may-1941', 'denmark-strait']) {
    const { turns, exchanges } = campaignTurns(scenario);
    console.log(`  a turn's resolution through the store, ${scenario}, silent players, ${turns.length} turns (${exchanges} exchanges): median ${ms(median(turns))}, p95 ${ms(p95(turns))}`);
  }
  const b = battleTurns(50);
  console.log(`  the rules engine alone, a move exchange with a battle by standing orders (${b.battles} battles in 50 dice keys): median ${ms(median(b.times))}, p95 ${ms(p95(b.times))}`);
}
