/**
 * The reachability tracer (issue 11 §6): with `ADMIRALTY_CODE_TRACE=<dir>` set, every code the
 * process produces is appended, once per process, to `<dir>/codes-<pid>.txt`. The full `npm test`
 * run sets it; its reporter (tests/support/summary-reporter.ts) reads the folder at the end and
 * checks that every live code was produced. Installed by the test setup and by the command line
 * (bin/admiralty.mjs), so codes produced in a spawned daemon count too.
 *
 * Kept apart from the registry so the registry stays free of I/O.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setCodeSink } from './registry.js';

export const CODE_TRACE_ENV = 'ADMIRALTY_CODE_TRACE';

/** Installs the file sink when the variable names a folder; returns whether it did. */
export function installCodeTrace(env: NodeJS.ProcessEnv = process.env): boolean {
  const dir = env[CODE_TRACE_ENV];
  if (!dir) return false;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `codes-${process.pid}.txt`);
  const seen = new Set<string>();
  setCodeSink((code) => {
    if (seen.has(code)) return;
    seen.add(code);
    appendFileSync(file, `${code}\n`);
  });
  return true;
}
