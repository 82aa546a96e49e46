/**
 * Issue 17 Goals: a 100-turn replay ≤ 1 s. `timeReplay` replays a stored campaign a few times and
 * prints wall and CPU time (CPU is the figure to compare on a shared machine: wall time there
 * mostly measures the neighbours). `replayBenchmark` (BENCH_ONLY=replay) plays the stress campaign
 * through the store first (orders stored, each turn resolved: journal, state, reports), or, with
 * `BENCH_REPLAY_STORE=<file>`, keeps that store in the file and reuses it on later runs so only the
 * replay is timed (for profiling: the file must come from the same rules). `BENCH_REPLAY_RUNS`
 * (default 3) sets the number of replays, `BENCH_REPLAY_TURNS` (default 100) the campaign length.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { stringify } from 'yaml';
import type { GwasData } from '../src/games/gwas/data.js';
import { createCampaign, resolveCampaignTurn, submitOrders } from '../src/pipeline/campaign.js';
import { replayCampaign } from '../src/pipeline/replay.js';
import { openStore } from '../src/store/sqlite-store.js';
import type { Store } from '../src/store/types.js';
import { randomOrders, stressData } from './stress.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const s = (ms: number) => (ms / 1000).toFixed(2);

/** Replays `campaign` `runs` times (each must agree with its journal) and prints the times. */
export function timeReplay(store: Store, campaign: string, runs: number, indent = '  '): void {
  const wall: number[] = [];
  const cpu: number[] = [];
  let turns = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const used = process.cpuUsage();
    const r = replayCampaign(store, campaign);
    const c = process.cpuUsage(used);
    wall.push(performance.now() - start);
    cpu.push((c.user + c.system) / 1000);
    if (!r.ok) throw new Error(`replay differs at turn ${r.firstMismatch}`);
    turns = r.turns.length;
  }
  console.log(`${indent}replay of the ${turns} turns (both digests of every turn and its events checked): `
    + `wall median ${s(median(wall))} s, CPU median ${s(median(cpu))} s of ${runs} runs (CPU ${cpu.map(s).join(', ')} s)  (goal ≤ 1 s)`);
}

function play(store: Store, data: GwasData, turns: number): void {
  createCampaign(store, { id: 'replay', scenario: 'gwas-mediterranean/stress', seed: 'replay' });
  for (let t = 0; t < turns; t++) {
    const state = JSON.parse(store.getCampaign('replay')!.stateJson);
    for (const side of ['allied', 'central'] as const) {
      const r = submitOrders(store, 'replay', side, stringify(randomOrders(data, state, side, 'replay-bench')));
      if (!r.ok) throw new Error(`bench orders invalid: ${r.diagnostics[0]?.message}`);
    }
    resolveCampaignTurn(store, 'replay');
    if ((t + 1) % 10 === 0) console.error(`  … replay bench: ${t + 1} turns played`);
  }
}

export function replayBenchmark(base: GwasData): void {
  const TURNS = Number(process.env.BENCH_REPLAY_TURNS ?? 100);
  const data = stressData(base, TURNS);
  (base.scenarios as Record<string, unknown>).stress = data.scenarios.stress;
  Object.assign(base.ships as Record<string, unknown>, data.ships);
  const kept = process.env.BENCH_REPLAY_STORE;
  const home = kept ? null : mkdtempSync(join(tmpdir(), 'admiralty-replay-'));
  const file = kept ?? join(home!, 'replay.db');
  const fresh = !existsSync(file);
  const store = openStore(file);
  try {
    if (fresh) play(store, data, TURNS);
    console.log(`replay of the stress campaign (${TURNS} turns${fresh ? '' : `, store reused from ${file}`}):`);
    timeReplay(store, 'replay', Number(process.env.BENCH_REPLAY_RUNS ?? 3));
  } finally {
    store.close();
    if (home) rmSync(home, { recursive: true, force: true });
  }
}
