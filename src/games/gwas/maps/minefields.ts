/**
 * 13.1 (mines option) on the maps: a minefield drawn as a short dashed line from one zone's centre
 * to the other's, across the boundary it lies on. A side's map draws its own minefields and the
 * enemy's it has found, from its view alone (views/redact.ts `sideMinefields`); the umpire's, all.
 */
import type { LegendEntry, MapRoute } from '../../../maps/types.js';
import type { SideMinefields } from '../views/redact.js';

export const OWN_MINES_COLOUR = '#0b6e4f';
export const ENEMY_MINES_COLOUR = '#b9004b';

export function minefieldLayers(fields: SideMinefields | undefined, own = 'your minefields (13.1)', enemy = "enemy minefields you have found (13.2, 13.72)"): { routes: MapRoute[]; legend: LegendEntry[] } {
  if (!fields) return { routes: [], legend: [] };
  const routes: MapRoute[] = [
    ...fields.own.map((f) => ({ zones: [...f.between], color: OWN_MINES_COLOUR, dashed: true })),
    ...fields.enemy.map((f) => ({ zones: [...f.between], color: ENEMY_MINES_COLOUR, dashed: true })),
  ];
  const legend: LegendEntry[] = [];
  if (fields.own.length) legend.push({ symbol: 'dashed', color: OWN_MINES_COLOUR, label: own });
  if (fields.enemy.length) legend.push({ symbol: 'dashed', color: ENEMY_MINES_COLOUR, label: enemy });
  return { routes, legend };
}
