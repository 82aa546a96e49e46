/**
 * Bismarck (1979) map pictures (issue 12 §1): the search board with one viewer's layers, drawn
 * from its view (or the stored JSON report of it) by the shared drawing in src/maps/. The report
 * map adds the battle board when a naval combat was fought this turn; the orders map tints each
 * own force's zones in reach.
 */
import type { MapKind } from '../../../game-api/adapter.js';
import { drawMap, type DrawOptions } from '../../../maps/draw.js';
import type { MapOverlay } from '../../../maps/types.js';
import type { B79Data } from '../data/types.js';
import { b79BaseLayers } from './base.js';
import { b79BattlePanel } from './battle.js';
import { b79OrdersOverlay } from './orders.js';
import { b79Overlay } from './overlay.js';
import type { B79MapView } from './view.js';

export function b79MapOverlay(view: object, kind: MapKind = 'report'): MapOverlay {
  const v = view as B79MapView;
  const report = b79Overlay(v);
  if (kind === 'orders') return b79OrdersOverlay(v, report);
  const battle = b79BattlePanel(v);
  return battle ? { ...report, battle } : report;
}

export function drawB79Map(data: B79Data, view: object, options: DrawOptions = {}, kind: MapKind = 'report'): string {
  return drawMap(data.board, b79BaseLayers(data), b79MapOverlay(view, kind), options);
}
