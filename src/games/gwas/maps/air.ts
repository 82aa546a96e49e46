/**
 * 14.0, 17.0 (aircraft, airships options) on the maps: each aircraft and airship aloft drawn as a
 * cross over its zone, from the view alone. A side's view holds only its own (views/air.ts), so a
 * side's map can draw nothing of the enemy's; the umpire's map draws each side's in its colour.
 * A counter over an all-land hex (14.4, 17.2) has no zone on the map and is not drawn.
 */
import type { LegendEntry, MapMark } from '../../../maps/types.js';
import type { SideAir } from '../views/air.js';

export const AIR_COLOUR = '#6c3483';

export function airLayers(air: SideAir | undefined, color = AIR_COLOUR, whose = 'your'): { marks: MapMark[]; legend: LegendEntry[] } {
  const marks: MapMark[] = [];
  for (const a of air?.aircraft ?? []) if (a.status === 'aloft' && a.zone) marks.push({ zone: a.zone, symbol: 'cross', color, label: `aircraft ${a.id}${a.launched ? `, launched turn ${a.launched}` : ''}` });
  for (const a of air?.airships ?? []) if (a.status === 'aloft') marks.push({ zone: a.zone, symbol: 'cross', color, label: `airship ${a.id}` });
  return { marks, legend: marks.length ? [{ symbol: 'cross', color, label: `${whose} aircraft and airships aloft (14.0, 17.0)` }] : [] };
}
