/**
 * The games Admiralty referees, for the shared layers (seam §1). This is the one shared file
 * that may import the registry, src/games/index.ts (tests/architecture/layers.ts REGISTRY_EDGE);
 * the rest of the program reaches a game only through what these functions return. Each game's
 * adapter reads its data through the shared loader (src/data/load.ts), on first use.
 */
import type { GameAdapter, GameDefinition } from '../game-api/adapter.js';
import { gameDataTexts, loadGameData } from '../data/load.js';
import { GAMES } from '../games/index.js';
import { AdmiraltyError } from './errors.js';

const ADAPTERS: GameAdapter[] = GAMES.map((def) => def.adapter(() => loadGameData(def.data, def.id)));

/**
 * Adds a game beside the registry's (seam §1 `registerGame`): for test-only games, which live
 * under tests/ and so may not be listed in src/games/index.ts. Returns the call that removes it
 * again, so a test leaves the registry as it found it. A game id is registered once.
 */
export function registerGame(adapter: GameAdapter, dataFiles: Readonly<Record<string, string>> = {}): () => void {
  if (ADAPTERS.some((g) => g.id === adapter.id)) throw new RangeError(`a game '${adapter.id}' is registered already`);
  ADAPTERS.push(adapter);
  REGISTERED_FILES.set(adapter.id, dataFiles);
  return () => {
    const i = ADAPTERS.indexOf(adapter);
    if (i >= 0) ADAPTERS.splice(i, 1);
    REGISTERED_FILES.delete(adapter.id);
  };
}

/** The data files of games added by registerGame (what their bundles carry), by game id. */
const REGISTERED_FILES = new Map<string, Readonly<Record<string, string>>>();

export function games(): readonly GameAdapter[] {
  return ADAPTERS;
}

export function gameById(id: string): GameAdapter | null {
  return ADAPTERS.find((g) => g.id === id) ?? null;
}

/**
 * A registered game's data, read from `root` (default: the repository's games/) by its manifest.
 * Unknown game: ADM3001. The data's shape is the game's own, hence `unknown` here.
 */
export function loadGame(gameId: string, root?: string): unknown {
  return loadGameData(definitionOf(gameId).data, gameId, root);
}

/** A registered game's data files (data-folder path → text) as its manifest lists them: what a bundle carries. */
export function dataFilesOf(gameId: string): Record<string, string> {
  const registered = REGISTERED_FILES.get(gameId);
  if (registered) return { ...registered };
  return gameDataTexts(definitionOf(gameId).data, gameId);
}

function definitionOf(gameId: string): GameDefinition<unknown> {
  const def = GAMES.find((d) => d.id === gameId);
  if (!def) throw new AdmiraltyError('ADM3001', { game: gameId });
  return def;
}
