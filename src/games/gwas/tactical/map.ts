/**
 * 7.41 the tactical map of one battle, read from the operational map. Pure.
 *
 * An edge is land when the operational hex in its direction is all land (the board's cell kind
 * 'land': "if a sea zone is entirely land, the corresponding tactical map edge is also treated as
 * land"); its seven hexes are land. An edge with no zone beyond it joined to the battle's (the
 * operational map's border, or water cut off by land) has nowhere to exit into: ships may sail to
 * it but not off it. An island: the map data names none, so we read one where the map shows it:
 * a coastal hex (it holds land) whose six neighbours are all open sea (no land at all) holds its
 * land inside, touching no edge: an island; then the seven centre hexes are land (7.41).
 */
import type { GwasData } from '../data.js';
import { centreHexes, DIRECTIONS, edgeHexes, key, type Direction, type Hex } from './hexes.js';

export interface TacticalMap {
  /** Land hexes by key. */
  readonly land: ReadonlySet<string>;
  /** The sea zone beyond each edge; null for land or the operational map's end. */
  readonly exits: Readonly<Record<Direction, string | null>>;
  readonly landEdges: readonly Direction[];
  readonly island: boolean;
}

const ROWS = 42;
const COLUMNS = 74;

function rowIndex(letters: string): number {
  return letters.length === 1 ? letters.charCodeAt(0) - 65 : 26 * (letters.charCodeAt(0) - 64) + letters.charCodeAt(1) - 65;
}

function rowLetters(i: number): string {
  return i < 26 ? String.fromCharCode(65 + i) : String.fromCharCode(64 + Math.floor(i / 26)) + String.fromCharCode(65 + (i % 26));
}

/** The operational cell in a direction (odd-r offset grid, map.json `grid.note`), or null off the grid. */
export function cellToward(cell: string, d: Direction): string | null {
  const m = /^([A-Z]+)(\d+)$/.exec(cell);
  if (!m) return null;
  const r = rowIndex(m[1]);
  const c = Number(m[2]);
  const odd = r % 2 === 1;
  const [dr, dc] = ({
    e: [0, 1], w: [0, -1],
    ne: [-1, odd ? 1 : 0], nw: [-1, odd ? 0 : -1],
    se: [1, odd ? 1 : 0], sw: [1, odd ? 0 : -1],
  } as const)[d];
  const rr = r + dr;
  const cc = c + dc;
  if (rr < 0 || rr >= ROWS || cc < 1 || cc > COLUMNS) return null;
  return `${rowLetters(rr)}${cc}`;
}

/** The direction from zone `from` to its neighbour `to`, or null when they are not neighbours by a side. */
export function directionTo(data: GwasData, from: string, to: string): Direction | null {
  const a = data.map.zones[from];
  const b = data.map.zones[to];
  if (!a || !b) return null;
  return DIRECTIONS.find((d) => cellToward(a.cell, d) === b.cell) ?? null;
}

export function tacticalMap(data: GwasData, zoneId: string): TacticalMap {
  const zone = data.map.zones[zoneId];
  const exits = {} as Record<Direction, string | null>;
  const landEdges: Direction[] = [];
  for (const d of DIRECTIONS) {
    const cell = zone ? cellToward(zone.cell, d) : null;
    const beyond = cell ? zone.neighbours.find((n) => data.map.zones[n]?.cell === cell) ?? null : null;
    exits[d] = beyond;
    if (cell && data.board.cells[cell]?.kind === 'land') landEdges.push(d);
  }
  const island = !!zone?.coastal && DIRECTIONS.every((d) => {
    const cell = cellToward(zone.cell, d);
    return cell !== null && data.board.cells[cell]?.kind === 'sea';
  });
  const land = new Set<string>();
  for (const d of landEdges) for (const h of edgeHexes(d)) land.add(key(h));
  if (island) for (const h of centreHexes()) land.add(key(h));
  return { land, exits, landEdges, island };
}

export function isLand(map: TacticalMap, h: Hex): boolean {
  return map.land.has(key(h));
}
