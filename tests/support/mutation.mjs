#!/usr/bin/env node
// `npm run mutation -- <area> [more stryker args]`: mutation-test one area (tests/support/mutation-areas.mjs).
// Incremental: a re-run reuses stryker-incremental/<area>.json and re-tests only what changed.
import { spawnSync } from 'node:child_process';
import { AREAS } from './mutation-areas.mjs';

const [area, ...rest] = process.argv.slice(2);
if (!area || !(area in AREAS)) {
  console.error(`usage: npm run mutation -- <area> [stryker options]\nareas: ${Object.keys(AREAS).join(', ')}`);
  process.exit(2);
}
const r = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...rest], {
  stdio: 'inherit',
  env: { ...process.env, MUTATION_AREA: area },
});
process.exit(r.status ?? 1);
