/**
 * The Chance Phase (10.1): two dice for each German ship, read on the Chance Table
 * (tables/chance.yaml): general search by the British patrol line, HUFF-DUFF, or a convoy found.
 * Here are the places the table's results depend on; the step rolls and applies them.
 */
import type { B79Data } from '../data/types.js';
import { distances } from '../../../board/graph.js';

/** The white-circle zone of a row, if the patrol line reaches that row. */
function whiteCircleOfRow(d: B79Data, row: string): string | undefined {
  return d.board.lines['white-circles'].zones.find((z) => d.board.zones[z].groups.row === row);
}

const colOf = (d: B79Data, z: string) => Number(/[0-9]+$/.exec(z)![0]);

/** "In or east of the line of zones identified by a white circle and in, or south of, zone row E." */
export function inPatrolArea(d: B79Data, zone: string): boolean {
  const wc = whiteCircleOfRow(d, d.board.zones[zone].groups.row);
  return wc !== undefined && colOf(d, zone) >= colOf(d, wc);
}

/** Column A, B or C of a general-search result for a ship in this zone. */
export function chanceColumn(d: B79Data, zone: string): 'A' | 'B' | 'C' {
  const wc = whiteCircleOfRow(d, d.board.zones[zone].groups.row);
  if (wc !== undefined && colOf(d, zone) - colOf(d, wc) >= 0 && colOf(d, zone) - colOf(d, wc) <= 2) return 'A';
  const near = distances(d.board, zone);
  for (const [z, n] of near) {
    if (n > 2) break;
    const tags = d.board.zones[z].tags;
    if (tags.includes('coast:great-britain') || tags.includes('coast:ireland') || tags.includes('coast:shetland')) return 'C';
  }
  return 'B';
}

/** Where a ship stands with regard to the convoy lines: on a route, one zone from one, two zones from one, or further. */
export function convoyDistance(d: B79Data, zone: string): number {
  let best = Infinity;
  const lines = Object.values(d.board.lines).filter((l) => l.tags.includes('convoy-route'));
  const on = new Set(lines.flatMap((l) => l.zones));
  if (on.has(zone)) return 0;
  for (const [z, n] of distances(d.board, zone)) {
    if (n > 2) break;
    if (on.has(z)) best = Math.min(best, n);
  }
  return best;
}

export function convoyLocationMet(location: 'on-route' | 'one-from-route' | 'within-two', dist: number): boolean {
  return location === 'on-route' ? dist === 0 : location === 'one-from-route' ? dist === 1 : dist <= 2;
}
