import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    // A harness set up in beforeAll (a campaign created, briefings mailed) took over 10 s on a loaded machine.
    hookTimeout: 60_000,
    // Two cores: run test files in parallel on both, no more.
    maxWorkers: 2,
    // The code tracer (ADMIRALTY_CODE_TRACE, set by `npm test`): each file's registry reports
    // the codes it produces; the summary reporter checks them at the end of a full run.
    setupFiles: ['./tests/support/code-trace-setup.ts'],
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
