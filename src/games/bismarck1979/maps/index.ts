/**
 * Bismarck (1979) map pictures (issue 12 §1): the search board with one viewer's layers, drawn
 * from its view (or the stored JSON report of it) by the shared drawing in src/maps/. There is
 * no separate orders map (MapsDef.kinds): it would show the board just as the report map does.
 */
import { drawMap, type DrawOptions } from '../../../maps/draw.js';
import type { B79Data } from '../data/types.js';
import { b79BaseLayers } from './base.js';
import { b79Overlay } from './overlay.js';
import type { B79MapView } from './view.js';

export function drawB79Map(data: B79Data, view: object, options: DrawOptions = {}): string {
  return drawMap(data.board, b79BaseLayers(data), b79Overlay(view as B79MapView), options);
}
