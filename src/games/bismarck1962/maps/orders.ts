/**
 * The Bismarck (1962) orders map (issue 12 §1): the report map's counters and what the viewer was
 * told, with each own counter's lettered zones in reach tinted (How to Move 1, 3, 7, 11: next to
 * one another, as many as the movement factor). From the view's `reach` alone, which holds the
 * viewer's own counters only.
 */
import type { LegendEntry, MapOverlay, ZoneShade } from '../../../maps/types.js';
import type { B62View } from '../views.js';
import { BLUE, RED } from './overlay.js';

export const REACH_OPACITY = 0.18;

export function b62OrdersOverlay(view: B62View, report: MapOverlay): MapOverlay {
  const reach = view.reach ?? [];
  const color = view.viewer === 'red' ? RED : BLUE;
  const shades: ZoneShade[] = [...report.shades];
  const seen = new Set<string>();
  for (const r of reach) for (const z of r.zones) if (!seen.has(z)) { seen.add(z); shades.push({ zone: z, fill: color, opacity: REACH_OPACITY }); }
  const legend: LegendEntry[] = [...report.legend];
  if (reach.length) legend.push({ symbol: 'area', color, label: 'zones in reach next turn (How to Move 1, 3, 7)' });
  for (const r of reach) legend.push({ symbol: 'line', color, label: `${r.name}: from ${r.from}, up to ${r.factor} zone${r.factor === 1 ? '' : 's'}` });
  const next = view.reach ? `orders for turn ${view.turn}` : 'no search orders due';
  return {
    ...report,
    title: report.title.replace(/, (turn \d+|game over) \(/, `, ${next} (`),
    subtitle: `Campaign ${view.campaign}. Where your counters may move next: lettered zones next to one another, up to the movement factor.`,
    shades, legend, battle: undefined,
    focus: [...report.focus, ...reach.flatMap((r) => r.zones)],
  };
}
