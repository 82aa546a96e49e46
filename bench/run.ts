/**
 * `npm run bench`: prints figures; asserts nothing. Goals (issue 2): one turn of a stress
 * scenario (≥300 ships, ≥60 fleets a side) ≤ 20 ms median; replay of a 100-turn campaign with
 * digest checks ≤ 2 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadGame } from '../src/data/load.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { gwasModule } from '../src/games/gwas/module.js';
import { setupState } from '../src/games/gwas/setup.js';
import { resolveTurn } from '../src/kernel/turn.js';
import { openStore } from '../src/store/sqlite-store.js';
import { createCampaign, resolveCampaignTurn, submitOrders } from '../src/pipeline/campaign.js';
import { replayCampaign } from '../src/pipeline/replay.js';
import { stringify } from 'yaml';
import { FLEETS_PER_SIDE, SHIPS_PER_FLEET, randomOrders, stressData } from './stress.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
const ms = (x: number) => `${x.toFixed(2)} ms`;

function turnBenchmark(base: GwasData): void {
  const TURNS = 60;
  const data = stressData(base, TURNS);
  let state = setupState(data, 'stress');
  const times: number[] = [];
  const copies: number[] = [];
  let contacts = 0;
  let events = 0;
  for (let t = 0; t < TURNS; t++) {
    const orders = { allied: randomOrders(data, state, 'allied', 'bench'), central: randomOrders(data, state, 'central', 'bench') };
    // The pipeline hands the kernel a state it has just parsed from the store (consumeState);
    // the defensive copy a caller that keeps its state would pay is timed on its own.
    let start = performance.now();
    const copy = JSON.parse(JSON.stringify(state));
    copies.push(performance.now() - start);
    start = performance.now();
    const r = resolveTurn(gwasModule, data, copy, orders, 'bench-seed', { consumeState: true });
    times.push(performance.now() - start);
    contacts += r.state.contacts.length;
    events += r.events.length;
    state = r.state;
  }
  const ships = Object.keys(state.ships).length;
  console.log(`stress turn (${ships} ships, ${FLEETS_PER_SIDE} fleets a side of ${SHIPS_PER_FLEET}; orders for every fleet; ${TURNS} turns):`);
  console.log(`  resolve one turn: median ${ms(median(times))}, p95 ${ms(p95(times))}, first ${ms(times[0])}  (goal ≤ 20 ms median)`);
  console.log(`  a defensive copy of the state besides: median ${ms(median(copies))}`);
  console.log(`  ${contacts} contacts and ${events} events in all`);
}

function replayBenchmark(base: GwasData, scenario: 'stress', label: string): void {
  const TURNS = 100;
  const data = stressData(base, TURNS);
  // The pipeline loads game data through loadGame's cache; add the scenario to it so the
  // campaign runs through the real store, adapter and replay code.
  (base.scenarios as Record<string, unknown>)[scenario] = data.scenarios[scenario];
  Object.assign(base.ships as Record<string, unknown>, data.ships);
  const home = mkdtempSync(join(tmpdir(), 'admiralty-bench-'));
  const store = openStore(join(home, 'bench.db'));
  try {
    createCampaign(store, { id: 'bench', scenario: `gwas-mediterranean/${scenario}`, seed: 'bench' });
    const playStart = performance.now();
    for (let t = 0; t < TURNS; t++) {
      const state = JSON.parse(store.getCampaign('bench')!.stateJson);
      for (const side of ['allied', 'central'] as const) {
        const text = stringify(randomOrders(data, state, side, 'replay-bench'));
        const r = submitOrders(store, 'bench', side, text);
        if (!r.ok) throw new Error(`bench orders invalid: ${r.diagnostics[0]?.message}`);
      }
      resolveCampaignTurn(store, 'bench');
    }
    const playMs = performance.now() - playStart;
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      const r = replayCampaign(store, 'bench');
      runs.push(performance.now() - start);
      if (!r.ok) throw new Error(`replay differs at turn ${r.firstMismatch}`);
    }
    console.log(`campaign of ${TURNS} turns (${label}) through the store:`);
    console.log(`  played (orders checked and stored, turns resolved, reports written): ${(playMs / 1000).toFixed(1)} s`);
    console.log(`  replay with digest checks: median ${(median(runs) / 1000).toFixed(2)} s of 3 runs  (goal ≤ 2 s)`);
  } finally {
    store.close();
    if (process.env.BENCH_KEEP) console.log(`  (store kept in ${home})`);
    else rmSync(home, { recursive: true, force: true });
  }
}

const base = loadGame('gwas-mediterranean') as unknown as GwasData;
console.log(`Admiralty benchmark — node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
turnBenchmark(base);
replayBenchmark(base, 'stress', 'the stress scenario');
// The mail stack (issue 4 §9): only where Postfix and Dovecot can start (it says so otherwise).
const { mailBenchmark } = await import('./mail.js');
await mailBenchmark();
