/**
 * When Postfix or Dovecot is not installed, `mailStackGate()` registers one test that says so
 * plainly: skipped on a developer's machine, failed under CI=true.
 */
import { test } from 'vitest';
import { mailStackMissing } from './testbed.js';

/**
 * Call at the top level of a mail-stack test file. Returns true when the stack can run. Otherwise
 * registers one test that explains why: skipped normally, failed under CI=true.
 */
export function mailStackGate(): boolean {
  const why = mailStackMissing();
  if (why === null) return true;
  const msg = `real mail stack unavailable: ${why}. Install it with 'sudo bash scripts/mailstack/install.sh' (.ci/run does this).`;
  if (process.env.CI === 'true') {
    test('real mail stack is available (required under CI=true)', () => {
      throw new Error(msg);
    });
  } else {
    console.warn(`SKIPPED mail-stack tests: ${msg}`);
    test.skip(`SKIPPED: ${msg}`, () => {});
  }
  return false;
}

