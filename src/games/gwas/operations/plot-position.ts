/**
 * Where in a turn's log-sheet box an action item stands (10.21): "X/Search 1" searches X, the
 * zone entered; "Search 1/X" searches the zone left; "Search 2" the zone the fleet stays in.
 */
import type { PlotItem } from '../plot.js';

/** The zone the fleet is in at the item: the last zone written before it, else the start zone. */
export function zoneAtItem(items: readonly PlotItem[], index: number, start: string): string {
  let zone = start;
  for (let i = 0; i < index; i++) {
    const it = items[i];
    if (it.kind === 'zone') zone = it.zone;
  }
  return zone;
}
