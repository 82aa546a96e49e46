/** The games Admiralty referees. A new game adds its adapter here and nothing else changes. */
import type { GameAdapter } from '../game-api/adapter.js';
import { gwasAdapter } from '../games/gwas/definition.js';

const ADAPTERS: readonly GameAdapter[] = [gwasAdapter];

export function games(): readonly GameAdapter[] {
  return ADAPTERS;
}

export function gameById(id: string): GameAdapter | null {
  return ADAPTERS.find((g) => g.id === id) ?? null;
}
