// Runs one command line through src/cli/entry.ts in a fresh process and prints its exit code and
// the npm packages it loaded (tests/cli-entry.test.ts: --help must load none of the heavy ones).
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { runCommandLine } = await import(process.argv[2]);
let out = "";
const code = await runCommandLine(process.argv.slice(3), {}, { out: (t) => { out += t; }, err: (t) => { out += t; } });
const libs = Object.keys(require.cache).map((p) => p.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1]).filter(Boolean);
console.log(JSON.stringify({ code, out, libs: [...new Set(libs)].sort() }));
