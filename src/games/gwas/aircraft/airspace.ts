/**
 * Where aircraft (14.4) and airships (17.2) fly: every sea zone, and also the all-land hexes, which
 * our map gives no zone (map-summary.md: "All-land hexes have no zone"), named by their hex id. A
 * flight steps from hex to neighbouring hex, over land necks too, and never off the map (14.4); the
 * waters of one hex (P54a, P54b) are one step apart. Fleets never enter a land hex, so a place
 * that is a land hex holds no fleet to find.
 */
import { cellId as cellIdOf, offsetNeighbours, parseCellId } from '../../../board/grid.js';
import type { GwasData } from '../data.js';

/** The hex of a place an aircraft may be in: a zone's hex, or an all-land hex; null if neither. */
export function airCell(data: GwasData, place: string): string | null {
  const zone = data.map.zones[place];
  if (zone) return zone.cell;
  const cell = data.board.cells[place];
  return cell && cell.zones.length === 0 ? cell.id : null;
}

export function isAirPlace(data: GwasData, place: string): boolean {
  return airCell(data, place) !== null;
}

/** The places one step away: the other waters of the hex, and every zone or land hex of the six hexes around. */
export function airNeighbours(data: GwasData, place: string): string[] {
  const cellId = airCell(data, place);
  if (!cellId) return [];
  const cell = data.board.cells[cellId];
  const out = new Set<string>(cell.zones.filter((z) => z !== place));
  const rc = parseCellId(cellId);
  if (rc && data.board.grid.kind !== 'graph') {
    for (const [r, c] of offsetNeighbours(data.board.grid, rc[0], rc[1])) {
      const n = data.board.cells[cellIdOf(r, c)];
      if (!n) continue;
      if (n.zones.length) for (const z of n.zones) out.add(z);
      else out.add(n.id);
    }
  }
  return [...out].sort();
}

export function airAdjacent(data: GwasData, a: string, b: string): boolean {
  return airNeighbours(data, a).includes(b);
}

/** Steps between two places, searched no further than `limit` (Infinity past it). */
export function airDistance(data: GwasData, from: string, to: string, limit: number): number {
  if (from === to) return 0;
  let frontier = [from];
  const seen = new Set(frontier);
  for (let d = 1; d <= limit; d++) {
    const next: string[] = [];
    for (const p of frontier) {
      for (const n of airNeighbours(data, p)) {
        if (n === to) return d;
        if (!seen.has(n)) { seen.add(n); next.push(n); }
      }
    }
    frontier = next;
  }
  return Infinity;
}

/** Every place within `steps` of `from`, `from` included. */
export function airWithin(data: GwasData, from: string, steps: number): string[] {
  let frontier = [from];
  const seen = new Set(frontier);
  for (let d = 1; d <= steps; d++) {
    const next: string[] = [];
    for (const p of frontier) for (const n of airNeighbours(data, p)) if (!seen.has(n)) { seen.add(n); next.push(n); }
    frontier = next;
  }
  return [...seen].sort();
}
