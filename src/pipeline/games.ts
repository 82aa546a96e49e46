/**
 * The games Admiralty referees, for the shared layers (seam §1). This is the one shared file
 * that may import the registry, src/games/index.ts (tests/architecture/layers.ts REGISTRY_EDGE);
 * the rest of the program reaches a game only through what these functions return.
 */
import type { GameAdapter } from '../game-api/adapter.js';
import { GAMES } from '../games/index.js';

export function games(): readonly GameAdapter[] {
  return GAMES;
}

export function gameById(id: string): GameAdapter | null {
  return GAMES.find((g) => g.id === id) ?? null;
}
