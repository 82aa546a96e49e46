/**
 * The Bismarck (1979) orders map (issue 12 §1): the report map's units and contacts, with each own
 * force's zones in reach next turn tinted, paler for two zones (or more on the breakout turn) than
 * for one (5.1, 5.2: speed, and fuel for a second zone). From the view's `reach` alone.
 */
import type { LegendEntry, MapOverlay, ZoneShade } from '../../../maps/types.js';
import { SIDE_COLOURS } from './overlay.js';
import type { B79MapView } from './view.js';

/** Tint of a zone one move away; each further ring paler. */
const NEAR = 0.3;
const FAR = 0.14;

export function b79OrdersOverlay(view: B79MapView, report: MapOverlay): MapOverlay {
  const reach = view.reach ?? [];
  const color = SIDE_COLOURS[view.viewer] ?? '#555';
  const ring = new Map<string, number>();
  for (const r of reach) r.rings.forEach((zones, n) => { for (const z of zones) ring.set(z, Math.min(ring.get(z) ?? n, n)); });
  const shades: ZoneShade[] = [...ring].sort(([a], [b]) => (a < b ? -1 : 1)).map(([zone, n]) => ({ zone, fill: color, opacity: n === 0 ? NEAR : FAR }));
  const legend: LegendEntry[] = [...report.legend];
  if (shades.length) {
    legend.push({ symbol: 'area', color, label: 'in reach next turn: one zone (5.1)' });
    legend.push({ symbol: 'area', color: '#dfe7f5', label: 'paler: two zones or more (speed, fuel, 5.2)' });
  }
  return {
    ...report,
    title: report.title.replace(/, (turn \d+|game over) \(/, `, orders for turn ${view.turn} (`),
    subtitle: `Campaign ${view.campaign}. Where your ships at sea may move next, each force judged as the orders check judges it.`,
    shades: [...report.shades, ...shades], legend, battle: undefined,
    focus: [...report.focus, ...ring.keys()],
  };
}
