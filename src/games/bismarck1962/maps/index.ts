/**
 * Bismarck (1962) map pictures (issue 12 §1): the Search Board (areas and lettered zones) with one
 * viewer's layers, drawn from its view (or the stored JSON report of it) by src/maps/. The report
 * map adds the Battle Board when a battle was fought this turn or is being fought by mail; the
 * orders map tints each own counter's zones in reach.
 */
import type { MapKind } from '../../../game-api/adapter.js';
import { drawMap, type DrawOptions } from '../../../maps/draw.js';
import type { MapOverlay } from '../../../maps/types.js';
import type { B62Data } from '../data/types.js';
import type { B62View } from '../views.js';
import { b62Drawing } from './base.js';
import { b62BattlePanel } from './battle.js';
import { b62OrdersOverlay } from './orders.js';
import { b62Overlay } from './overlay.js';

export function b62MapOverlay(data: B62Data, view: object, kind: MapKind = 'report'): MapOverlay {
  const v = view as B62View;
  const report = b62Overlay(v, (area) => data.board.groups.area?.[area]?.zones ?? []);
  if (kind === 'orders') return b62OrdersOverlay(v, report);
  const battle = b62BattlePanel(v);
  return battle ? { ...report, battle } : report;
}

export function drawB62Map(data: B62Data, view: object, options: DrawOptions = {}, kind: MapKind = 'report'): string {
  const { board, base } = b62Drawing(data);
  return drawMap(board, base, b62MapOverlay(data, view, kind), options);
}
