/**
 * Great War at Sea map pictures (issue 12 §1) from a view: the side's or the umpire's report map,
 * or a side's orders map. `land` is the coast drawn under the board (games/<id>/coast.json, read
 * by the pipeline, src/pipeline/map-land.ts, and handed over: the game reads no file).
 */
import { drawMap, type DrawOptions } from '../../../maps/draw.js';
import type { MapOverlay } from '../../../maps/types.js';
import type { GwasData } from '../data.js';
import type { GwasView, SideView } from '../views/types.js';
import { gwasBaseLayers } from './base.js';
import { ordersOverlay } from './orders-map.js';
import { sideOverlay } from './side-map.js';
import { umpireOverlay } from './umpire-map.js';

export type GwasMapKind = 'report' | 'orders';

/** The viewer's layers of a map: everything on it that is not the public board. */
export function gwasOverlay(data: GwasData, view: GwasView, kind: GwasMapKind = 'report'): MapOverlay {
  // 4.0: the weather of the weather zones the viewer was told of, under their names.
  const regionNotes = view.weather.map((w) => ({ region: w.weatherZone, text: `weather: ${w.levelName}` }));
  if (view.kind === 'umpire') {
    if (kind === 'orders') throw new Error('the umpire writes no orders: there is no orders map for the umpire');
    return { ...umpireOverlay(view), regionNotes };
  }
  return { ...(kind === 'orders' ? ordersOverlay(data, view as SideView) : sideOverlay(view)), regionNotes };
}

export function drawGwasMap(data: GwasData, land: readonly (readonly number[])[], view: GwasView, kind: GwasMapKind = 'report', options: DrawOptions = {}): string {
  return drawMap(data.board, gwasBaseLayers(data, land), gwasOverlay(data, view, kind), options);
}
