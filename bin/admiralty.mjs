#!/usr/bin/env node
// Runs the TypeScript command line directly through tsx, so there is no build step to forget.
import { register } from 'tsx/esm/api';

// A SIGTERM or SIGINT that comes while the command line is still loading (seconds on a busy
// machine) is held and delivered again once the command has started: `serve` has its own
// handler by then and stops cleanly (exit 0) instead of dying by the signal half started
// (issue 9 item 13); any other command ends by the signal, as it would have without this.
const held = new Set();
const hold = (sig) => { held.add(sig); };
process.on('SIGTERM', hold);
process.on('SIGINT', hold);
register();
// The test suite's code tracer (ADMIRALTY_CODE_TRACE; src/codes/trace.ts) follows the codes a
// spawned command or daemon produces, too. Without the variable this does nothing.
if (process.env.ADMIRALTY_CODE_TRACE) (await import('../src/codes/trace.ts')).installCodeTrace(process.env);
const { main, registerTestGames } = await import('../src/cli/main.ts');
const { processOutput } = await import('../src/cli/output.ts');
const io = processOutput();
// Test-only games (ADMIRALTY_TEST_GAMES, seam §1) are registered before the command runs; a
// module that cannot be registered ends the command with its error instead.
const registered = await registerTestGames(process.env, io);
process.removeListener('SIGTERM', hold);
process.removeListener('SIGINT', hold);
const result = registered === 0 ? main(process.argv.slice(2), process.env, io) : registered;
for (const sig of held) process.kill(process.pid, sig);
process.exitCode = await result;
