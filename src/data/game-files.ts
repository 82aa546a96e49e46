/**
 * The shared half of loading a game's data (seam §1, §8): read the files the game's manifest
 * lists, in its order, parse and validate each against the game's schema, and fingerprint them
 * all. The game's own `build` (pure) then cross-checks them and makes its data.
 *
 * The fingerprint is the data version every journal row records: SHA-256 over the files sorted
 * by their path relative to the data folder, each as path, NUL, byte length, NUL, bytes. It
 * depends on the data files only, not on where the folder lies or on the schemas.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataError, type DataManifest, type LoadedFile, type LoadedFiles } from '../game-api/data.js';
import { lineOfPath, loadYaml } from './validate.js';

/** The repository root (two levels above src/data): manifests name their schema folders from it. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.yaml') || f.endsWith('.yml')).sort();
}

/** The data-folder paths a spec names that exist: 'ships/*.yaml' lists the folder; a file is itself. */
function pathsOf(dir: string, glob: string): string[] {
  const star = glob.indexOf('/*');
  if (star < 0) return existsSync(join(dir, glob)) && statSync(join(dir, glob)).isFile() ? [glob] : [];
  const folder = glob.slice(0, star);
  return yamlFiles(join(dir, folder)).map((name) => `${folder}/${name}`);
}

/**
 * Read game `id` from `dir` as `manifest` lists it. `relBase` is the folder messages cite file
 * paths from. Throws a DataError at the first file that is missing, unparsable or invalid.
 */
export function readGameFiles(manifest: DataManifest<unknown>, id: string, dir: string, relBase: string): LoadedFiles {
  const schemasDir = join(REPO_ROOT, manifest.schemasDir);
  const hashed: { rel: string; bytes: Buffer }[] = [];
  const files: LoadedFile[] = [];
  for (const spec of manifest.files) {
    const paths = pathsOf(dir, spec.glob);
    if (spec.required && paths.length === 0) throw new DataError(`${id}: no ${spec.glob} in ${dir}`);
    for (const path of paths) {
      const file = join(dir, path);
      const bytes = readFileSync(file);
      hashed.push({ rel: relative(dir, file).split('\\').join('/'), bytes });
      const rel = relative(relBase, file).split('\\').join('/');
      const text = bytes.toString('utf8');
      let data: unknown;
      if (spec.format === 'json') {
        try {
          data = JSON.parse(text);
        } catch (e) {
          throw new DataError(`${id}/${path}: ${(e as Error).message}`);
        }
      } else {
        const schema = typeof spec.schema === 'function' ? spec.schema(path, id) : spec.schema;
        if (!schema) throw new DataError(`${id}/${path}: no schema named for it`);
        data = loadYaml<unknown>(file, rel, schemasDir, schema, text);
      }
      files.push({ path, rel, text, data, lineOf: (p) => lineOfPath(text, [...p]) });
    }
  }
  hashed.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  const h = createHash('sha256');
  for (const f of hashed) {
    h.update(f.rel);
    h.update('\u0000');
    h.update(String(f.bytes.length));
    h.update('\u0000');
    h.update(f.bytes);
  }
  return { id, dir, version: h.digest('hex'), files };
}
