#!/usr/bin/env node
// Runs the TypeScript command line directly through tsx, so there is no build step to forget.
import { register } from 'tsx/esm/api';

register();
// The test suite's code tracer (ADMIRALTY_CODE_TRACE; src/codes/trace.ts) follows the codes a
// spawned command or daemon produces, too. Without the variable this does nothing.
if (process.env.ADMIRALTY_CODE_TRACE) (await import('../src/codes/trace.ts')).installCodeTrace(process.env);
const { main } = await import('../src/cli/main.ts');
const { processOutput } = await import('../src/cli/output.ts');
process.exitCode = await main(process.argv.slice(2), process.env, processOutput());
