/**
 * The PostgreSQL store against the SQLite one (issue 17 §4), side by side in one run on a private
 * cluster (tests/support/pg-server.ts): what one store call costs through the synchronous bridge,
 * and what a campaign turn costs on each (the goeben scenario, and the stress scenario whose state
 * is large). Prints figures; asserts nothing. `node --import tsx bench/pg-store.ts`
 * (BENCH_PG_TURNS: turns of each campaign, default 8; BENCH_PG_STRESS=0 leaves the stress campaign out).
 * Also a turn as the daemon plays it on each store: its CPU and bridge round trips (bench/pg-daemon-turn.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { stringify } from 'yaml';
import { createCampaign, resolveCampaignTurn, submitOrders } from '../src/pipeline/campaign.js';
import { loadGame } from '../src/pipeline/games.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { SyncPg } from '../src/store/pg-bridge.js';
import { openPgStore } from '../src/store/pg-store.js';
import { openStore } from '../src/store/sqlite-store.js';
import type { Store } from '../src/store/types.js';
import { startPgCluster } from '../tests/support/pg-server.js';
import { randomOrders, stressData } from './stress.js';
import { daemonTurns, referenceOrders } from './pg-daemon-turn.js';

const TURNS = Number(process.env.BENCH_PG_TURNS ?? 8);
const EXAMPLES = fileURLToPath(new URL('../examples/', import.meta.url));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Microseconds a call, median of 7 batches of `n`. */
function perCall(fn: () => void, n = 2000): number {
  for (let i = 0; i < 300; i++) fn();
  const batches: number[] = [];
  for (let b = 0; b < 7; b++) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) fn();
    batches.push(((performance.now() - t0) * 1000) / n);
  }
  return median(batches);
}

function goeben(store: Store, id: string): number[] {
  createCampaign(store, { id, scenario: 'gwas-mediterranean/goeben-1914', seed: id });
  for (const side of ['allied', 'central']) submitOrders(store, id, side, readFileSync(join(EXAMPLES, `goeben-${side}-turn1.yaml`), 'utf8'));
  const ms: number[] = [];
  for (let t = 0; t < TURNS; t++) {
    const t0 = performance.now();
    resolveCampaignTurn(store, id);
    ms.push(performance.now() - t0);
  }
  return ms;
}

function stress(store: Store, data: GwasData, id: string): { turn: number[]; stateKb: number } {
  createCampaign(store, { id, scenario: 'gwas-mediterranean/stress', seed: id });
  const ms: number[] = [];
  for (let t = 0; t < TURNS; t++) {
    const state = JSON.parse(store.getCampaign(id)!.stateJson);
    const t0 = performance.now();
    for (const side of ['allied', 'central'] as const) {
      const r = submitOrders(store, id, side, stringify(randomOrders(data, state, side, `pg-bench-${t}`)));
      if (!r.ok) throw new Error(`bench orders invalid: ${r.diagnostics[0]?.message}`);
    }
    resolveCampaignTurn(store, id);
    ms.push(performance.now() - t0);
  }
  return { turn: ms, stateKb: Math.round(store.getCampaign(id)!.stateJson.length / 1024) };
}

const cluster = await startPgCluster();
console.log(`load average at the start: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
const dir = mkdtempSync(join(tmpdir(), 'adm-pgbench-'));
try {
  const lite = openStore(join(dir, 'bench.db'));
  const pg = openPgStore(cluster.database('bench'));
  const raw = new SyncPg(cluster.url);
  console.log(`PostgreSQL store vs SQLite (issue 17 §4), ${TURNS} turns a campaign:`);
  console.log(`  one round trip through the bridge (SELECT 1): ${perCall(() => raw.query('SELECT 1')).toFixed(0)} µs`);
  goeben(lite, 'warm'); // JIT and module warm-up, so neither store pays it below
  console.log(`  one store call, getCampaign (goeben row): sqlite ${perCall(() => lite.getCampaign('warm')).toFixed(0)} µs, postgres ${perCall(() => { pg.getCampaign('nope'); }).toFixed(0)} µs (absent row)`);
  goeben(pg, 'warm');
  console.log(`  one store call, getCampaign (goeben row, state included): sqlite ${perCall(() => lite.getCampaign('warm'), 500).toFixed(0)} µs, postgres ${perCall(() => pg.getCampaign('warm'), 500).toFixed(0)} µs`);
  const gl = goeben(lite, 'g1');
  const gp = goeben(pg, 'g1');
  console.log(`  goeben-1914 turn resolved through the store: median sqlite ${median(gl).toFixed(1)} ms, postgres ${median(gp).toFixed(1)} ms`);
  const orders = referenceOrders(TURNS);
  const dl = await daemonTurns((home) => openStore(join(home, 'daemon.db')), orders);
  const dp = await daemonTurns(() => openPgStore(cluster.database('daemon')), orders);
  console.log(`  goeben-1914 turn as the daemon plays it (2 order mails in, turn resolved, mails out), median of ${TURNS}:`);
  console.log(`    CPU (process, bridge worker included, server not): sqlite ${median(dl.cpuMs).toFixed(0)} ms, postgres ${median(dp.cpuMs).toFixed(0)} ms (${(median(dp.cpuMs) / median(dl.cpuMs)).toFixed(2)}×)`);
  console.log(`    wall: sqlite ${median(dl.wallMs).toFixed(0)} ms, postgres ${median(dp.wallMs).toFixed(0)} ms; bridge round trips a turn: ${median(dp.trips)} (min ${Math.min(...dp.trips)}, max ${Math.max(...dp.trips)})`);
  // BENCH_PG_STRESS=0: without the stress campaign (minutes at a few turns on a busy machine).
  if (process.env.BENCH_PG_STRESS !== '0') {
    const base = loadGame('gwas-mediterranean') as unknown as GwasData;
    const data = stressData(base, TURNS);
    (base.scenarios as Record<string, unknown>).stress = data.scenarios.stress;
    Object.assign(base.ships as Record<string, unknown>, data.ships);
    const sl = stress(lite, data, 's1');
    const sp = stress(pg, data, 's1');
    console.log(`  stress turn (orders in and resolved, state ${sl.stateKb} KB): median sqlite ${median(sl.turn).toFixed(0)} ms, postgres ${median(sp.turn).toFixed(0)} ms`);
  }
  console.log(`load average at the end: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  raw.close();
  lite.close();
  pg.close();
} finally {
  cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
