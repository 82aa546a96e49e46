#!/usr/bin/env node
// The command line. It runs the compiled JavaScript in dist/ when that is up to date with src/
// (`npm ci` builds it: scripts/build.mjs), so it starts without transpiling (issue 17 §3); else —
// no build, a stale build, ADMIRALTY_FROM_SOURCE set, or test-only games whose TypeScript modules
// import src/ — it runs the TypeScript sources through tsx, as it always did.
import { fileURLToPath } from 'node:url';
import { distIsFresh } from './dist-fresh.mjs';

// A SIGTERM or SIGINT that comes while the command line is still loading (seconds on a busy
// machine) is held and delivered again once the command has started: `serve` has its own
// handler by then and stops cleanly (exit 0) instead of dying by the signal half started
// (issue 9 item 13); any other command ends by the signal, as it would have without this.
const held = new Set();
const hold = (sig) => { held.add(sig); };
process.on('SIGTERM', hold);
process.on('SIGINT', hold);

const root = fileURLToPath(new URL('../', import.meta.url));
const fromSource = Boolean(process.env.ADMIRALTY_FROM_SOURCE || process.env.ADMIRALTY_TEST_GAMES) || !distIsFresh(root);
if (fromSource) (await import('tsx/esm/api')).register();
const code = (path) => new URL(`../${fromSource ? 'src' : 'dist'}/${path}.${fromSource ? 'ts' : 'js'}`, import.meta.url).href;

// The test suite's code tracer (ADMIRALTY_CODE_TRACE; src/codes/trace.ts) follows the codes a
// spawned command or daemon produces, too. Without the variable this does nothing.
if (process.env.ADMIRALTY_CODE_TRACE) (await import(code('codes/trace'))).installCodeTrace(process.env);
const { runCommandLine, registerTestGames } = await import(code('cli/entry'));
const { processOutput } = await import(code('cli/output'));
const io = processOutput();
// Test-only games (ADMIRALTY_TEST_GAMES, seam §1) are registered before the command runs; a
// module that cannot be registered ends the command with its error instead.
const registered = await registerTestGames(process.env, io);
// Signals held so far are delivered once the command has started (or has ended without starting).
let released = false;
const release = () => {
  if (released) return;
  released = true;
  process.removeListener('SIGTERM', hold);
  process.removeListener('SIGINT', hold);
  for (const sig of held) process.kill(process.pid, sig);
};
const result = registered === 0 ? runCommandLine(process.argv.slice(2), process.env, io, release) : registered;
process.exitCode = await result;
release();
