/**
 * Start-up of the command line (issue 17 §3; goal: `admiralty --help` ≤ 0.3 s): wall time of a
 * whole `node bin/admiralty.mjs …` process, from the compiled build (dist/, what `npm ci` builds)
 * and from the TypeScript sources through tsx (ADMIRALTY_FROM_SOURCE=1), side by side.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { distIsFresh } from '../bin/dist-fresh.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const BIN = join(ROOT, 'bin', 'admiralty.mjs');
const RUNS = 7;

function medianRun(args: readonly string[], env: NodeJS.ProcessEnv): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const r = spawnSync(process.execPath, [BIN, ...args], { env, encoding: 'utf8' });
    times.push(performance.now() - start);
    if (r.status !== 0 && !(args[0] === 'status' && r.status === 2)) throw new Error(`admiralty ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  }
  return [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

export function startupBenchmark(): void {
  const home = mkdtempSync(join(tmpdir(), 'admiralty-bench-start-'));
  try {
    const fresh = distIsFresh(ROOT);
    console.log(`command line start-up (whole process, median of ${RUNS}; ${fresh ? 'dist/ is built and fresh' : 'dist/ is missing or stale: run `npm run build` for the compiled column'}):`);
    const base: NodeJS.ProcessEnv = { ...process.env, ADMIRALTY_HOME: home };
    delete base.ADMIRALTY_FROM_SOURCE;
    delete base.ADMIRALTY_TEST_GAMES;
    delete base.ADMIRALTY_CODE_TRACE;
    for (const args of [['--help'], ['--version'], ['scenarios'], ['report', '--help']]) {
      const compiled = fresh ? `${(medianRun(args, base) / 1000).toFixed(2)} s compiled` : 'no build';
      const source = `${(medianRun(args, { ...base, ADMIRALTY_FROM_SOURCE: '1' }) / 1000).toFixed(2)} s through tsx`;
      console.log(`  admiralty ${args.join(' ')}: ${compiled}, ${source}${args[0] === '--help' ? '  (goal ≤ 0.3 s)' : ''}`);
    }
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
