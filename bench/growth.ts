/**
 * Issue 17 §1: does a turn cost more the longer the campaign runs? The stress campaign played as
 * the daemon plays it (orders stored, then `runTurn`: journal, reports, report mails to both
 * sides, the moderator's summary), timed at every turn; the store's size read from a second
 * connection (pages in use, WAL included) after turn 20 and after the last. Prints turn 20 against
 * the last turn as a ratio (goal: within 10%), store growth per turn (goal ≤ 0.5 MB) and the replay
 * of the whole campaign. `BENCH_GROWTH_TURNS` (default 200) sets the length.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { stringify } from 'yaml';
import type { GwasData } from '../src/games/gwas/data.js';
import { submitOrders } from '../src/pipeline/campaign.js';
import { replayCampaign } from '../src/pipeline/replay.js';
import { openStore } from '../src/store/sqlite-store.js';
import { configFromData } from '../src/mail/config.js';
import { memoryLogger } from '../src/daemon/log.js';
import type { DaemonContext } from '../src/daemon/context.js';
import { ensureCampaign, runTurn } from '../src/daemon/turns.js';
import { randomOrders, stressData } from './stress.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Bytes of the store's pages in use, as a second reader sees them (committed WAL frames included). */
function storeBytes(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    const n = (p: string) => Number(db.pragma(p, { simple: true }));
    return (n('page_count') - n('freelist_count')) * n('page_size');
  } finally { db.close(); }
}

export function growthBenchmark(base: GwasData): void {
  const TURNS = Number(process.env.BENCH_GROWTH_TURNS ?? 200);
  const EARLY = Math.min(20, TURNS);
  const data = stressData(base, TURNS);
  (base.scenarios as Record<string, unknown>).stress = data.scenarios.stress;
  Object.assign(base.ships as Record<string, unknown>, data.ships);
  const home = mkdtempSync(join(tmpdir(), 'admiralty-growth-'));
  const file = join(home, 'growth.db');
  const store = openStore(file);
  const clock = { ms: Date.parse('1915-06-01T06:00:00Z'), now() { return new Date(this.ms); } };
  const config = configFromData({
    mail: { mode: 'local', referee: 'referee@bench.test', maps: false },
    campaigns: [{
      id: 'growth', scenario: 'gwas-mediterranean/stress', seed: 'growth', moderator: 'mod@bench.test',
      players: { allied: { name: 'A', email: 'a@bench.test' }, central: { name: 'C', email: 'c@bench.test' } },
      deadline: { every: '48h' },
    }],
  }, home, home, {});
  const ctx: DaemonContext = { store, config, clock, log: memoryLogger() };
  const turn: number[] = [];
  // CPU time of the process too: on a shared machine wall time mostly measures the neighbours.
  const cpu: number[] = [];
  let early = 0;
  try {
    ensureCampaign(ctx, config.campaigns[0]!);
    for (let t = 1; t <= TURNS; t++) {
      const state = JSON.parse(store.getCampaign('growth')!.stateJson);
      for (const side of ['allied', 'central'] as const) {
        const r = submitOrders(store, 'growth', side, stringify(randomOrders(data, state, side, 'growth-bench')), 'bench', clock);
        if (!r.ok) throw new Error(`bench orders invalid: ${r.diagnostics[0]?.message}`);
      }
      clock.ms += 3600_000;
      const start = performance.now();
      const used = process.cpuUsage();
      if (!runTurn(ctx, 'growth', t, 'bench')) throw new Error(`turn ${t} did not run`);
      const c = process.cpuUsage(used);
      turn.push(performance.now() - start);
      cpu.push((c.user + c.system) / 1000);
      if (t === EARLY) early = storeBytes(file);
      if (t % 10 === 0) console.error(`  … growth: ${t} turns, last turn ${turn.at(-1)!.toFixed(0)} ms, store ${mb(storeBytes(file))}`);
    }
    const last = storeBytes(file);
    // Ten turns each side of the two points, so one battle-heavy turn does not decide the ratio.
    const at20 = median(turn.slice(Math.max(0, EARLY - 10), EARLY));
    const atEnd = median(turn.slice(-10));
    const cpu20 = median(cpu.slice(Math.max(0, EARLY - 10), EARLY));
    const cpuEnd = median(cpu.slice(-10));
    const start = performance.now();
    const used = process.cpuUsage();
    const replay = replayCampaign(store, 'growth');
    const replayMs = performance.now() - start;
    const replayCpu = process.cpuUsage(used);
    if (!replay.ok) throw new Error(`replay differs at turn ${replay.firstMismatch}`);
    const stateBytes = store.getCampaign('growth')!.stateJson.length;
    console.log(`campaign growth (stress scenario played as the daemon plays it: orders stored, runTurn with report mails; ${TURNS} turns):`);
    console.log(`  turn ${EARLY - 9}–${EARLY} median ${at20.toFixed(0)} ms, turn ${TURNS - 9}–${TURNS} median ${atEnd.toFixed(0)} ms: ratio ${(atEnd / at20).toFixed(2)}  (goal ≤ 1.10)`);
    console.log(`  the same in CPU time: ${cpu20.toFixed(0)} ms and ${cpuEnd.toFixed(0)} ms: ratio ${(cpuEnd / cpu20).toFixed(2)}`);
    console.log(`  store ${mb(early)} after turn ${EARLY}, ${mb(last)} after turn ${TURNS}: ${mb((last - early) / Math.max(1, TURNS - EARLY))} a turn  (goal ≤ 0.5 MB); state now ${mb(stateBytes)}`);
    console.log(`  replay of the ${TURNS} turns: ${(replayMs / 1000).toFixed(2)} s (${((replayCpu.user + replayCpu.system) / 1e6).toFixed(2)} s CPU), first run in the process`);
  } finally {
    store.close();
    if (process.env.BENCH_KEEP) console.log(`  (store kept in ${home})`);
    else rmSync(home, { recursive: true, force: true });
  }
}
