/**
 * The registry (seam §1): the only file that imports the game folders, and only
 * src/pipeline/games.ts imports it. Adding a game adds its line here.
 */
import type { GameDefinition } from '../game-api/adapter.js';
import { gwasDefinition } from './gwas/definition.js';
import { b62Definition } from './bismarck1962/definition.js';
import { b79Definition } from './bismarck1979/definition.js';
import { stbDefinition } from './sink-the-bismarck/definition.js';

export const GAMES: readonly GameDefinition<any>[] = [gwasDefinition, b62Definition, b79Definition, stbDefinition];
