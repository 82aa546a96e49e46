/**
 * The Search Board as the shared board model (seam §5): each area (A-1 …) is a cell holding four
 * zones A–D; a zone without a letter (land) is not `enterable` (How to Move 7), and it is left out
 * of every neighbour list so no counter moves into or through it. Zone ids are area + letter:
 * "C-8A" is Bergen's zone (How to Play, Step 1: "C-8,A").
 */
import type { Board, Cell, Zone } from '../../../board/types.js';

export interface BoardFile {
  readonly rows: readonly string[];
  readonly columns: number;
  readonly north: number;
  readonly latPerRow: number;
  readonly west: number;
  readonly lonPerColumn: number;
  readonly neighbours: 4 | 8;
  readonly land: Readonly<Record<string, readonly string[]>>;
  readonly ports: Readonly<Record<string, { readonly name: string; readonly zone: string }>>;
}

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Zone id of half-row r and half-column c (both from 0 at the north-west corner). */
export function zoneAt(f: Pick<BoardFile, 'rows' | 'columns'>, r: number, c: number): string | null {
  if (r < 0 || c < 0 || r >= f.rows.length * 2 || c >= f.columns * 2) return null;
  return `${f.rows[Math.floor(r / 2)]}-${Math.floor(c / 2) + 1}${LETTERS[(r % 2) * 2 + (c % 2)]}`;
}

/** Half-row and half-column of a zone id, or null for a malformed id. */
export function zoneCoords(f: Pick<BoardFile, 'rows' | 'columns'>, zone: string): [number, number] | null {
  const m = /^([A-Z])-([1-9])([A-D])$/.exec(zone);
  if (!m) return null;
  const row = f.rows.indexOf(m[1]);
  const col = Number(m[2]) - 1;
  if (row < 0 || col >= f.columns) return null;
  const l = LETTERS.indexOf(m[3] as (typeof LETTERS)[number]);
  return [row * 2 + (l >> 1), col * 2 + (l & 1)];
}

export function areaOf(zone: string): string {
  return zone.slice(0, -1);
}

export function buildBoard(f: BoardFile): { board: Board; areas: string[] } {
  const cells: Record<string, Cell> = {};
  const zones: Record<string, Zone> = {};
  const areaGroups: Record<string, { name: string; zones: string[] }> = {};
  const areas: string[] = [];
  const isLand = (zone: string): boolean => (f.land[areaOf(zone)] ?? []).includes(zone.slice(-1));
  const halfLat = f.latPerRow / 2;
  const halfLon = f.lonPerColumn / 2;
  for (let row = 0; row < f.rows.length; row++) {
    for (let col = 0; col < f.columns; col++) {
      const area = `${f.rows[row]}-${col + 1}`;
      areas.push(area);
      const inArea: string[] = [];
      for (let l = 0; l < 4; l++) {
        const r = row * 2 + (l >> 1);
        const c = col * 2 + (l & 1);
        const id = zoneAt(f, r, c)!;
        inArea.push(id);
        const neighbours: string[] = [];
        if (!isLand(id)) {
          for (const [dr, dc] of [[-1, 0], [-1, 1], [0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1]]) {
            if (f.neighbours === 4 && dr !== 0 && dc !== 0) continue;
            const n = zoneAt(f, r + dr, c + dc);
            if (n && !isLand(n)) neighbours.push(n);
          }
        }
        zones[id] = {
          id, cell: area, neighbours, enterable: !isLand(id), tags: isLand(id) ? ['land'] : [],
          center: [f.west + (c + 0.5) * halfLon, f.north - (r + 0.5) * halfLat], groups: { area },
        };
      }
      cells[area] = { id: area, row: f.rows[row], col: col + 1, kind: 'area', zones: inArea,
        center: [f.west + (col + 0.5) * f.lonPerColumn, f.north - (row + 0.5) * f.latPerRow] };
      areaGroups[area] = { name: area, zones: inArea.filter((z) => !isLand(z)) };
    }
  }
  const places = Object.fromEntries(Object.entries(f.ports).map(([id, p]) => [id, { name: p.name, zone: p.zone, tags: ['port'] }]));
  return {
    board: { id: 'bismarck1962-search', grid: { kind: 'square', neighbours: f.neighbours, rows: f.rows.length * 2, columns: f.columns * 2 }, cells, zones, groups: { area: areaGroups }, places, lines: {} },
    areas,
  };
}
