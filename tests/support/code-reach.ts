/**
 * The reachability rule for codes (issue 11 §6: "each has at least one test that produces it"),
 * as a pure function so it is tested like any rule: after a full run, every live code was
 * produced unless tests/codes/unreached.json lists it, and that list only shrinks: a listed code
 * that is no longer a live code is an error; one that was produced is named for removal.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReachResult {
  /** Live codes neither produced nor listed as unreached: a test must produce them. */
  readonly missing: readonly string[];
  /** Listed as unreached but produced: remove them from unreached.json. */
  readonly stale: readonly string[];
  /** Listed as unreached but not a live code (retired, renamed, mistyped). */
  readonly unknown: readonly string[];
  /** Produced but never registered: register them. */
  readonly unregistered: readonly string[];
  readonly reached: number;
}

/**
 * `registered` (default: the live codes) are all the registry knows, retired ones included: a
 * test that looks a retired code up (to check what replaced it) is not producing an unknown one.
 */
export function checkReach(live: readonly string[], produced: ReadonlySet<string>, unreached: readonly string[], registered: readonly string[] = live): ReachResult {
  const liveSet = new Set(live);
  const listed = new Set(unreached);
  const sorted = (xs: Iterable<string>) => [...xs].sort();
  return {
    missing: sorted(live.filter((c) => !produced.has(c) && !listed.has(c))),
    stale: sorted(unreached.filter((c) => produced.has(c))),
    unknown: sorted(unreached.filter((c) => !liveSet.has(c))),
    unregistered: sorted([...produced].filter((c) => !liveSet.has(c) && !registered.includes(c))),
    reached: live.filter((c) => produced.has(c)).length,
  };
}

/**
 * A listed code that was produced (stale) is reported, not failed: some codes are reached only by
 * the real mail stack's timing (ML4051 was, once in two runs), and a CI run must not fail because
 * a test happened to reach more than usual. The note asks for the list to shrink; a code that is
 * neither produced nor listed (a new code without a test) still fails.
 */
export function reachFailed(r: ReachResult): boolean {
  return r.missing.length + r.unknown.length + r.unregistered.length > 0;
}

/** The union of the codes every traced process wrote into `dir` (src/codes/trace.ts). */
export function readTrace(dir: string): Set<string> {
  const out = new Set<string>();
  let files: string[];
  try { files = readdirSync(dir); } catch { return out; }
  for (const f of files) {
    if (!f.startsWith('codes-')) continue;
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) if (line) out.add(line);
  }
  return out;
}

export const UNREACHED_FILE = 'tests/codes/unreached.json';

export function readUnreached(file = UNREACHED_FILE): string[] {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { codes: string[] };
  return doc.codes;
}
