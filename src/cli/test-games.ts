/**
 * ADMIRALTY_TEST_GAMES (docs/design/seam.md §1): a comma list of module paths, each exporting a
 * game adapter, registered at the command line's start so that subprocess tests can run a
 * test-only game (tests/games/…) that src/games/index.ts does not list. Unset or empty: nothing.
 * A module that is missing, fails to load or exports no game is refused (ADM2040): a test that
 * named a game must not silently run without it.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GameAdapter } from '../game-api/adapter.js';
import { registerGame } from '../pipeline/games.js';
import { AdmiraltyError } from '../pipeline/errors.js';

/**
 * Whether an export is a game adapter: the members the pipeline calls before anything else
 * (src/game-api/adapter.ts). A module's other exports (the kernel game, constants) are not.
 */
function isAdapter(value: unknown): value is GameAdapter {
  if (!value || typeof value !== 'object') return false;
  const a = value as Partial<Record<keyof GameAdapter, unknown>>;
  return typeof a.id === 'string' && Array.isArray(a.sides) && typeof a.engineVersion === 'string'
    && ['setup', 'check', 'next', 'resolveExchange', 'view', 'ordersForm'].every((m) => typeof a[m as keyof GameAdapter] === 'function');
}

/** The module paths in the variable: relative paths are the working directory's, as a shell would read them. */
export function testGameModules(value: string | undefined): string[] {
  return (value ?? '').split(',').map((m) => m.trim()).filter((m) => m !== '');
}

/** Imports each listed module and registers every game adapter it exports; returns the ids registered. */
export async function loadTestGames(env: NodeJS.ProcessEnv, cwd = process.cwd()): Promise<string[]> {
  const ids: string[] = [];
  for (const module of testGameModules(env.ADMIRALTY_TEST_GAMES)) {
    const file = resolve(cwd, module);
    if (!existsSync(file)) throw new AdmiraltyError('ADM2040', { module, reason: 'no such file' });
    let exports: Record<string, unknown>;
    try {
      exports = await import(pathToFileURL(file).href) as Record<string, unknown>;
    } catch (e) {
      throw new AdmiraltyError('ADM2040', { module, reason: (e as Error).message.split('\n')[0] });
    }
    const adapters = [...new Set(Object.values(exports).filter(isAdapter))];
    if (adapters.length === 0) throw new AdmiraltyError('ADM2040', { module, reason: 'it exports no game adapter' });
    for (const adapter of adapters) {
      try {
        registerGame(adapter);
      } catch (e) {
        // registerGame refuses a second game of the same id (a game listed twice, or a registered game's id).
        throw new AdmiraltyError('ADM2040', { module, reason: (e as Error).message });
      }
      ids.push(adapter.id);
    }
  }
  return ids;
}
