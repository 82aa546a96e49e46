/**
 * The land drawn under a game's board (issue 12 §1): `coast.json` in the game's data folder, made
 * by scripts/generate-coast.ts. It is drawing data only, outside the game's data manifest, so it
 * never changes a data version. The pipeline reads it and hands it to the game's drawing. Read once per folder; a game without the file is drawn without
 * land (its cells still show where the water is).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type LandRings = readonly (readonly number[])[];

const cache = new Map<string, LandRings>();

export function landOf(gameDir: string): LandRings {
  let rings = cache.get(gameDir);
  if (!rings) {
    const file = join(gameDir, 'coast.json');
    rings = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { rings: number[][] }).rings : [];
    cache.set(gameDir, rings);
  }
  return rings;
}
