/**
 * Small hand-made boards for the board tests (seam §5): a grid board whose every cell is one
 * enterable zone with the grid's neighbours, and a bare graph board from an adjacency list.
 */
import { cellCenter, cellId, offsetNeighbours } from '../../src/board/grid.js';
import type { Board, Grid, Zone } from '../../src/board/types.js';

export function gridBoard(grid: Exclude<Grid, { kind: 'graph' }>): Board {
  const zones: Record<string, Zone> = {};
  const cells: Record<string, Board['cells'][string]> = {};
  for (let r = 0; r < grid.rows; r++) for (let c = 1; c <= grid.columns; c++) {
    const id = cellId(r, c);
    const center = cellCenter(grid, r, c);
    cells[id] = { id, row: id.replace(/[0-9]+$/, ''), col: c, center, kind: 'sea', zones: [id] };
    zones[id] = { id, cell: id, center, neighbours: offsetNeighbours(grid, r, c).map(([rr, cc]) => cellId(rr, cc)), enterable: true, tags: [], groups: {} };
  }
  return { id: `${grid.kind}-test`, grid, cells, zones, groups: {}, places: {}, lines: {} };
}

/** A graph board: each zone with its neighbours in the order given (the order matters). */
export function graphBoard(adjacency: Record<string, string[]>, edgeTags: Record<string, Record<string, string[]>> = {}): Board {
  const zones: Record<string, Zone> = {};
  for (const [id, neighbours] of Object.entries(adjacency)) {
    zones[id] = { id, cell: id, center: [0, 0], neighbours, enterable: true, tags: [], groups: {}, ...(edgeTags[id] ? { edgeTags: edgeTags[id] } : {}) };
  }
  return { id: 'graph-test', grid: { kind: 'graph' }, cells: {}, zones, groups: {}, places: {}, lines: {} };
}
