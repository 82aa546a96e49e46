/**
 * Bismarck (1962) map pictures (issue 12 §1): the Search Board (areas and lettered zones) with one
 * viewer's layers, drawn from its view (or the stored JSON report of it) by src/maps/. There is no
 * separate orders map (MapsDef.kinds): it would show the board just as the report map does.
 */
import { drawMap, type DrawOptions } from '../../../maps/draw.js';
import type { B62Data } from '../data/types.js';
import type { B62View } from '../views.js';
import { b62Drawing } from './base.js';
import { b62Overlay } from './overlay.js';

export function b62MapOverlay(data: B62Data, view: object) {
  return b62Overlay(view as B62View, (area) => data.board.groups.area?.[area]?.zones ?? []);
}

export function drawB62Map(data: B62Data, view: object, options: DrawOptions = {}): string {
  const { board, base } = b62Drawing(data);
  return drawMap(board, base, b62MapOverlay(data, view), options);
}
