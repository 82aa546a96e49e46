/**
 * Prints one plain closing line, "N passed, N failed[, N skipped]", after vitest's own summary,
 * so CI (and anyone reading a log) gets the count in a form every tool understands.
 *
 * At the end of a full run with ADMIRALTY_CODE_TRACE set (`npm test`), it also checks that every
 * live diagnostic code was produced by some test (issue 11 §6; tests/support/code-reach.ts) and
 * fails the run if not. A run of some files, or of some tests by name, checks nothing.
 */
import { mkdirSync, rmSync } from 'node:fs';
import type { Reporter, TestModule, TestRunEndReason, Vitest } from 'vitest/node';
import { checkReach, reachFailed, readTrace, readUnreached, UNREACHED_FILE } from './code-reach.js';

const TRACE_ENV = 'ADMIRALTY_CODE_TRACE';

export default class SummaryReporter implements Reporter {
  private vitest: Vitest | null = null;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    const dir = process.env[TRACE_ENV];
    // A fresh folder per run: codes traced by an earlier run must not count for this one.
    if (dir) { rmSync(dir, { recursive: true, force: true }); mkdirSync(dir, { recursive: true }); }
  }

  async onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<unknown>, reason?: TestRunEndReason): Promise<void> {
    let passed = 0;
    let failed = errors.length;
    let skipped = 0;
    for (const m of modules) {
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0) failed++;
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
    await this.checkCodes(modules, reason);
  }

  private async checkCodes(modules: ReadonlyArray<TestModule>, reason?: TestRunEndReason): Promise<void> {
    const dir = process.env[TRACE_ENV];
    if (!dir || !this.vitest || reason === 'interrupted' || !(await this.isFullRun(modules))) return;
    const { allCodes, liveCodes } = await import('../../src/codes/catalogue.js');
    const live = liveCodes().map((c) => c.code);
    const unreached = readUnreached();
    const r = checkReach(live, readTrace(dir), unreached, allCodes().map((c) => c.code));
    const lines = [`codes: ${live.length} live, ${r.reached} produced by the tests, ${unreached.length} listed unreached in ${UNREACHED_FILE}`];
    if (r.missing.length) lines.push(`  never produced (write a test that produces each): ${r.missing.join(' ')}`);
    if (r.stale.length) lines.push(`  produced, so remove from ${UNREACHED_FILE}: ${r.stale.join(' ')}`);
    if (r.unknown.length) lines.push(`  listed in ${UNREACHED_FILE} but not live codes: ${r.unknown.join(' ')}`);
    if (r.unregistered.length) lines.push(`  produced but not registered: ${r.unregistered.join(' ')}`);
    process.stdout.write(`${lines.join('\n')}\n`);
    if (reachFailed(r)) process.exitCode = 1;
  }

  /** Every test file the config includes ran, and no test name filter was given. */
  private async isFullRun(modules: ReadonlyArray<TestModule>): Promise<boolean> {
    const vitest = this.vitest!;
    if (vitest.config.testNamePattern) return false;
    const ran = new Set(modules.map((m) => m.moduleId));
    const all = await vitest.globTestSpecifications();
    return all.length > 0 && all.every((s) => ran.has(s.moduleId));
  }
}
