/**
 * `npm run bench`: prints figures; asserts nothing (tests never assert timings: issue 18).
 *
 * The headline is the full turn as a campaign runs it (issue 18 §4): both sides' orders checked
 * and stored, then the turn resolved through the store (state loaded, rules engine, journal,
 * reports). The rules engine alone is its breakdown. Goals (issue 2): engine ≤ 20 ms median on
 * the stress scenario (≥300 ships, ≥60 fleets a side); replay of a 100-turn campaign ≤ 1 s
 * (issue 17; it was 2 s in issue 2).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { stringify } from 'yaml';
import { loadGame } from '../src/pipeline/games.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { adapterFor, createCampaign, resolveCampaignTurn, submitOrders } from '../src/pipeline/campaign.js';
import { openStore } from '../src/store/sqlite-store.js';
import { FLEETS_PER_SIDE, SHIPS_PER_FLEET, randomOrders, stressData } from './stress.js';
import { parseBenchmark } from './parse.js';
import { mapBenchmark, storeMapBenchmark } from './maps.js';
import { bismarck1979Benchmark } from './bismarck1979.js';
import { startupBenchmark } from './startup.js';
import { growthBenchmark } from './growth.js';
import { scalingBenchmark } from './scaling.js';
import { replayBenchmark, timeReplay } from './replay.js';

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const ms = (x: number) => `${x.toFixed(1)} ms`;
const line = (label: string, xs: number[], goal = '') => console.log(`  ${label}: median ${ms(median(xs))}, p95 ${ms(p95(xs))}${goal ? `  (${goal})` : ''}`);

function campaignBenchmark(base: GwasData): void {
  const TURNS = Number(process.env.BENCH_TURNS ?? 100);
  const data = stressData(base, TURNS);
  // The pipeline loads game data through loadGame's cache; add the stress scenario to it so the
  // campaign runs through the real store, adapter, journal, reports and replay code.
  (base.scenarios as Record<string, unknown>).stress = data.scenarios.stress;
  Object.assign(base.ships as Record<string, unknown>, data.ships);
  const home = mkdtempSync(join(tmpdir(), 'admiralty-bench-'));
  const store = openStore(join(home, 'bench.db'));
  const full: number[] = [];
  const check: number[] = [];
  const pipeline: number[] = [];
  const engine: number[] = [];
  // The engine's CPU time too: on a shared machine its wall time mostly measures the neighbours.
  const engineCpu: number[] = [];
  try {
    createCampaign(store, { id: 'bench', scenario: 'gwas-mediterranean/stress', seed: 'bench' });
    const adapter = adapterFor('gwas-mediterranean');
    for (let t = 0; t < TURNS; t++) {
      const row = store.getCampaign('bench')!;
      const state = JSON.parse(row.stateJson);
      const texts = (['allied', 'central'] as const).map((side) => [side, stringify(randomOrders(data, state, side, 'campaign-bench'))] as const);
      // 1. Orders in: parsed, checked against the fleet log and the rules, stored, receipted.
      let start = performance.now();
      const orders: Record<string, unknown> = {};
      for (const [side, text] of texts) {
        const r = submitOrders(store, 'bench', side, text);
        if (!r.ok) throw new Error(`bench orders invalid: ${r.diagnostics[0]?.message}`);
        orders[side] = r.orders;
      }
      const checked = performance.now() - start;
      // 2. The turn: state loaded, engine, journal, state saved, every side's reports rendered and stored.
      start = performance.now();
      resolveCampaignTurn(store, 'bench');
      const resolved = performance.now() - start;
      // 3. The engine alone on the same state, orders and seed, timed apart afterwards.
      const copy = JSON.parse(row.stateJson);
      const ordersCopy = JSON.parse(JSON.stringify(orders));
      start = performance.now();
      const used = process.cpuUsage();
      adapter.resolve(copy, ordersCopy, row.seed, { consumeState: true });
      const c = process.cpuUsage(used);
      engine.push(performance.now() - start);
      engineCpu.push((c.user + c.system) / 1000);
      check.push(checked);
      pipeline.push(resolved);
      full.push(checked + resolved);
      // Progress on stderr, so a run cut short on a busy machine still leaves its figures.
      if ((t + 1) % 10 === 0) console.error(`  … ${t + 1} turns: full turn median ${ms(median(full))}, engine median ${ms(median(engine))}, last full turn ${ms(full.at(-1)!)}`);
    }
    const ships = Object.keys(JSON.parse(store.getCampaign('bench')!.stateJson).ships).length;
    console.log(`full turn through the store (stress scenario: ${ships} ships, ${FLEETS_PER_SIDE} fleets a side of ${SHIPS_PER_FLEET}, orders for every fleet; ${TURNS} turns):`);
    line('FULL TURN (orders checked and stored, state loaded, rules, journal, reports)', full);
    console.log('  breakdown:');
    line('  orders in, both sides (parse, check, store, receipt)', check);
    line('  turn resolution (load, rules engine, journal, save, reports)', pipeline);
    line('    of which the rules engine alone (same state, orders and seed, timed apart)', engine, 'goal ≤ 20 ms median');
    line('    the same in CPU time', engineCpu, 'issue 17: goal ≤ 10 ms median');
    const rest = pipeline.map((p, i) => p - engine[i]);
    line('    the rest: load, journal, save, reports (by difference)', rest);
    // Issue 17 Goals: the 100-turn replay, wall and CPU time.
    timeReplay(store, 'bench', 3);
    // Issue 12 §1: a seat's map of the stress campaign's last turn (many fleets, many courses).
    storeMapBenchmark(store, 'bench');
  } finally {
    store.close();
    if (process.env.BENCH_KEEP) console.log(`  (store kept in ${home})`);
    else rmSync(home, { recursive: true, force: true });
  }
}

console.log(`Admiralty benchmark — node ${process.version}, ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the start (a shared machine inflates every figure)`);
// BENCH_ONLY=startup,campaign,scaling,replay,growth,maps,parse,bismarck1979,mail runs only those parts (all by default;
// replay and host only when named).
const only = new Set((process.env.BENCH_ONLY ?? '').split(',').map((x) => x.trim()).filter(Boolean));
const part = (name: string): boolean => only.size === 0 || only.has(name);
const base = loadGame('gwas-mediterranean') as unknown as GwasData;
if (part('startup')) startupBenchmark();
if (part('campaign')) campaignBenchmark(base);
// Issue 17 §2: resolution at 60 to 480 fleets a side (its own scenarios, built apart from base).
if (part('scaling')) scalingBenchmark(base);
// The replay alone, on a campaign of its own (bench/replay.ts; BENCH_REPLAY_STORE reuses one): only
// when named, since the campaign part already times the replay of the campaign it played.
if (only.has('replay')) replayBenchmark(base);
// The growth bench plays its own stress campaign (its scenario's length differs): run it alone or after.
if (part('growth')) growthBenchmark(base);
if (part('maps')) await mapBenchmark();
if (part('parse')) parseBenchmark();
if (part('bismarck1979')) bismarck1979Benchmark();
// The mail stack (issue 4 §9): only where Postfix and Dovecot can start (it says so otherwise).
if (part('mail')) {
  const { mailBenchmark } = await import('./mail.js');
  await mailBenchmark();
}
// Issue 17 §5: the host benchmark (minutes; only when named: BENCH_ONLY=host).
if (only.has('host')) {
  const { hostBenchmark } = await import('./host.js');
  await hostBenchmark();
}
