// Whether dist/ (the compiled command line that `npm ci` builds: scripts/build.mjs) is up to date
// with src/: built after the newest file under src/ was last changed. An edited source makes it
// stale, and the command line then runs the sources through tsx instead, so a developer never
// runs yesterday's build by mistake.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const STAMP = '.build-stamp';

function newestUnder(dir) {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestUnder(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** `root` is the package folder (the one holding src/ and dist/). */
export function distIsFresh(root) {
  let built;
  try { built = statSync(join(root, 'dist', STAMP)).mtimeMs; } catch { return false; }
  return newestUnder(join(root, 'src')) <= built;
}
