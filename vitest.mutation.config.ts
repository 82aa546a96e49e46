// The vitest configuration Stryker runs (stryker.config.mjs): only the test files of the area being
// mutated (MUTATION_AREA, see tests/support/mutation-areas.mjs), in one worker per Stryker process.
import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM module without types
import { AREAS } from './tests/support/mutation-areas.mjs';

const area = (AREAS as Record<string, { tests: string[] }>)[process.env.MUTATION_AREA ?? 'kernel'];

export default defineConfig({
  test: {
    include: area.tests,
    testTimeout: 60_000,
    // The purity test reads the source files, which Stryker has instrumented with its own
    // bookkeeping (globalThis and the like): it checks the real sources in the ordinary suite.
    testNamePattern: /^(?!a pure kernel)/,
  },
});
