/**
 * The Bismarck (1962) Search Board for drawing (issue 12 §1; rulebook "Search Board", How to Move
 * 7): the game's board keys its cells by area (A-1 …) with zones at [lon, lat], which has no grid
 * arithmetic and puts north at the bottom of a picture. The drawing board below lays each zone on
 * its own square of a plain grid (half-row, half-column; row A at the top), keeps the lettered
 * (sea) zones as the zones to write and mark, and draws the zones without a letter as land. The
 * areas are tinted regions in a checker pattern, with their names; the ports are Red's refuges.
 */
import { cellId, cellPolygon } from '../../../board/grid.js';
import type { Board, Cell, Zone } from '../../../board/types.js';
import type { BaseLayers, BaseRegion } from '../../../maps/types.js';
import { zoneCoords } from '../data/board.js';
import type { B62Data } from '../data/types.js';

const AREA_TINTS = ['#dbe8f3', '#e9f1f8'];
/** A zone's side in the drawing plane: large enough for the drawing's one-decimal coordinates. */
const UNIT = 100;
export const PORT_COLOUR = '#2c3e50';

export interface B62Drawing { readonly board: Board; readonly base: BaseLayers }

const cache = new WeakMap<B62Data, B62Drawing>();

/** Made once per data (the same base back, so the drawing can reuse its rendered overview). */
export function b62Drawing(data: B62Data): B62Drawing {
  let d = cache.get(data);
  if (!d) cache.set(data, (d = makeDrawing(data)));
  return d;
}

function makeDrawing(data: B62Data): B62Drawing {
  const grid = { kind: 'square' as const, neighbours: 8 as const, rows: data.grid.rows.length * 2, columns: data.grid.columns * 2, unit: UNIT };
  const cells: Record<string, Cell> = {};
  const zones: Record<string, Zone> = {};
  const land: number[][] = [];
  for (const z of Object.values(data.board.zones).sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const [r, c] = zoneCoords(data.grid, z.id)!;
    const id = cellId(r, c + 1);
    const center: [number, number] = [(c + 0.5) * UNIT, (r + 0.5) * UNIT];
    cells[id] = { id, row: id.replace(/[0-9]+$/, ''), col: c + 1, center, kind: z.enterable ? 'sea' : 'land', zones: z.enterable ? [z.id] : [] };
    if (z.enterable) zones[z.id] = { ...z, cell: id, center };
    else land.push(cellPolygon(grid, r, c + 1).flat());
  }
  const board: Board = { id: `${data.board.id}-drawing`, grid, cells, zones, groups: {}, places: data.board.places, lines: {} };
  const regions: BaseRegion[] = data.areas.map((area) => {
    const [r, c] = zoneCoords(data.grid, `${area}A`)!;
    return { id: area, name: area, zones: data.board.groups.area?.[area]?.zones ?? [], fill: AREA_TINTS[((r >> 1) + (c >> 1)) % 2] };
  });
  const places = Object.entries(data.board.places).sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, p]) => ({ id, name: p.name, zone: p.zone, color: PORT_COLOUR, major: false }));
  return { board, base: { land, regions, places, lines: [], owners: [{ name: "refuge (Red's goal, How to Win)", color: PORT_COLOUR }] } };
}
