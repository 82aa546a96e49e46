/**
 * Fixtures a test reads from outside its own file (the shared mail corpus, generated data): where
 * one is missing, the tests that need it are skipped with a message on a developer's machine,
 * and fail under CI=true, where a skip would pass silently on the very run that must check it.
 */
import { existsSync } from 'node:fs';
import { it } from 'vitest';

export type FixtureVerdict = 'run' | 'skip' | 'fail';

export function fixtureVerdict(present: boolean, ci = process.env.CI === 'true'): FixtureVerdict {
  return present ? 'run' : ci ? 'fail' : 'skip';
}

/**
 * Call where the tests that need the fixture are registered. Returns true when it is present;
 * otherwise registers one test that says what is missing: skipped, or failed under CI=true.
 */
export function fixtureGate(path: string, what: string): boolean {
  const verdict = fixtureVerdict(existsSync(path));
  if (verdict === 'run') return true;
  const msg = `${what} is missing at ${path}`;
  if (verdict === 'fail') {
    it(`${what} is present (required under CI=true)`, () => {
      throw new Error(msg);
    });
  } else {
    console.warn(`SKIPPED: ${msg}`);
    it.skip(`SKIPPED: ${msg}`, () => {});
  }
  return false;
}
