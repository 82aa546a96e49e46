#!/usr/bin/env node
// Runs the TypeScript command line directly through tsx, so there is no build step to forget.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
const { processOutput } = await import('../src/cli/output.ts');
process.exitCode = await main(process.argv.slice(2), process.env, processOutput());
