// Writes games/gwas-mediterranean/coast.json, the land drawn under the map pictures (issue 12 §1).
// Usage: node --import tsx scripts/generate-coast.ts (after the map itself). Deterministic: the same land data gives the same bytes.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeProjection } from './map/geo.js';
import { LAND_CLIP } from './map/data.js';
import { buildCoast } from './map/coast.js';
import type { GameMap } from '../src/games/gwas/data/map-types.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = resolve(root, 'games/gwas-mediterranean');
const map = JSON.parse(readFileSync(resolve(dir, 'map.json'), 'utf8')) as GameMap;
const g = map.grid;
// The grid's projected extent, one hex beyond every edge.
const km = {
  x0: g.originKm[0] - 2 * g.hexWidthKm, y0: g.originKm[1] - 2 * g.rowSpacingKm,
  x1: g.originKm[0] + (g.columns + 1) * g.hexWidthKm, y1: g.originKm[1] + (g.rows + 1) * g.rowSpacingKm,
};
const coast = buildCoast(makeProjection(), LAND_CLIP, km, 1.5, 8);
const body = `{\n  "source": ${JSON.stringify(coast.source)},\n  "units": ${JSON.stringify(coast.units)},\n  "toleranceKm": ${coast.toleranceKm},\n  "minAreaKm2": ${coast.minAreaKm2},\n  "rings": [\n${coast.rings.map((r) => `    ${JSON.stringify(r)}`).join(',\n')}\n  ]\n}\n`;
writeFileSync(resolve(dir, 'coast.json'), body);
console.error(`[coast] ${coast.rings.length} rings, ${coast.rings.reduce((n, r) => n + r.length / 2, 0)} points, ${(body.length / 1024).toFixed(0)} KB`);
