/**
 * Load a game's data from games/<id>/ as the game's manifest lists it (seam §1 DataManifest):
 * src/data/game-files.ts reads, validates and fingerprints the files, and the game's pure build()
 * cross-checks them and makes its data. Errors name the file and line; see validate.ts.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataManifest } from '../game-api/data.js';
import { readGameFiles } from './game-files.js';

/** The repository root (two levels above src/data). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_GAMES_ROOT = join(REPO_ROOT, 'games');

const cache = new Map<string, unknown>();

/** Forget cached games (tests, or a moderator reloading edited data). */
export function clearGameCache(): void {
  cache.clear();
}

/** Ids of the games under `root` (directories holding a game.yaml), sorted. */
export function listGames(root: string = DEFAULT_GAMES_ROOT): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((d) => existsSync(join(root, d, 'game.yaml')))
    .sort();
}

/** Load, validate and cross-check game `gameId` from `root` with its manifest. Cached per (root, id). */
export function loadGameData<Data>(manifest: DataManifest<Data>, gameId: string, root: string = DEFAULT_GAMES_ROOT): Data {
  const absRoot = resolve(root);
  const key = `${absRoot}\u0000${gameId}`;
  const hit = cache.get(key);
  if (hit) return hit as Data;
  // Messages cite paths from the folder above the games root: games/<id>/ships/italy.yaml.
  const data = manifest.build(readGameFiles(manifest as DataManifest<unknown>, gameId, join(absRoot, gameId), resolve(absRoot, '..')));
  cache.set(key, data);
  return data;
}

/** Every data file of game `gameId` as its manifest lists them (data-folder path → text): what its data version hashes. */
export function gameDataTexts(manifest: DataManifest<unknown>, gameId: string, root: string = DEFAULT_GAMES_ROOT): Record<string, string> {
  const absRoot = resolve(root);
  const loaded = readGameFiles(manifest, gameId, join(absRoot, gameId), resolve(absRoot, '..'));
  return Object.fromEntries(loaded.files.map((f) => [f.path, f.text]));
}
