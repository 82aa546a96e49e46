/**
 * Sink the Bismarck! map pictures (issue 12 §1): the tactical picture of one seat, drawn from its
 * view (or the stored JSON report of it) by the shared drawing in src/maps/tactical.ts.
 */
import { drawTactical } from '../../../maps/tactical.js';
import type { StbData } from '../data/types.js';
import type { StbView } from '../views.js';
import { stbPicture } from './picture.js';

export function drawStbMap(data: StbData, view: object): string {
  return drawTactical(stbPicture(data, view as StbView));
}
