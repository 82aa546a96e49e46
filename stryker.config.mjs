// Stryker mutation testing (issue 18). Not part of CI: run an area with `npm run mutation -- kernel`
// (tests/support/mutation.mjs sets MUTATION_AREA). One area at a time, one or two test processes:
// the machine has two cores shared with other work.
import { AREAS } from './tests/support/mutation-areas.mjs';

const name = process.env.MUTATION_AREA ?? 'kernel';
const area = AREAS[name];
if (!area) throw new Error(`unknown mutation area '${name}' (areas: ${Object.keys(AREAS).join(', ')})`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: area.mutate,
  coverageAnalysis: 'perTest',
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  // Incremental: each area's results are committed in stryker-incremental/<area>.json, so a re-run
  // after a change re-tests only the mutants whose code or tests changed. Committed, not ignored:
  // work trees here are laid anew each session, and without the file every first run is a full run.
  incremental: true,
  incrementalFile: `stryker-incremental/${name}.json`,
  reporters: ['html', 'clear-text', 'progress', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  timeoutMS: 60_000,
  thresholds: { high: 90, low: 85, break: null },
};
