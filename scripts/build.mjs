// `npm run build` (and `npm ci`, through "prepare"): compiles src/ to dist/ with the project's
// TypeScript so the command line starts without transpiling (issue 17 §3), copies the files the
// code reads beside itself (JSON schemas, templates), and stamps the build so bin/admiralty.mjs
// can tell a fresh build from a stale one (bin/dist-fresh.mjs). Type errors are reported by
// `npm run typecheck`; the build emits regardless so a half-edited tree still runs.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAMP } from '../bin/dist-fresh.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const dist = join(root, 'dist');
let tsc;
try {
  tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
} catch {
  // Installed without dev dependencies: no compiler, so the command line runs the sources
  // through tsx (a dependency), as it does whenever dist/ is missing or stale.
  console.log('build: typescript is not installed; skipping (the command line will run src/ through tsx)');
  process.exit(0);
}

rmSync(dist, { recursive: true, force: true });
try {
  execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
} catch {
  // noEmitOnError is off: the JavaScript is written even when the types do not check.
  console.log('build: tsc reported type errors (see above); dist/ was written anyway — run `npm run typecheck`');
}
// Everything under src/ that is not TypeScript, where the compiled code expects it.
function copyAssets(dir) {
  for (const e of readdirSync(join(root, 'src', dir), { withFileTypes: true })) {
    const rel = join(dir, e.name);
    if (e.isDirectory()) copyAssets(rel);
    else if (!e.name.endsWith('.ts')) cpSync(join(root, 'src', rel), join(dist, rel));
  }
}
copyAssets('');
if (!existsSync(join(dist, 'cli', 'entry.js'))) {
  console.error('build: dist/cli/entry.js was not written');
  process.exit(1);
}
writeFileSync(join(dist, STAMP), `${new Date().toISOString()}\n`);
console.log('build: dist/ written');
