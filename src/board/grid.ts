/**
 * Grid arithmetic (seam §5): row codes, offset neighbours and the polygons a map is drawn with.
 * Rows are 0-based from the top and coded A…Z, AA…; columns are 1-based from the left, so a cell
 * id is row code + column ("M69"), as the GWAS map and the Bismarck 1979 board name them.
 */
import type { Grid } from './types.js';

export type Point = readonly [number, number];

/** Spreadsheet-style row code: 0 → A, 25 → Z, 26 → AA. */
export function rowCode(row: number): string {
  let n = row + 1;
  let s = '';
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** The inverse of rowCode: A → 0, AA → 26. */
export function rowIndex(code: string): number {
  let n = 0;
  for (const ch of code) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

export function cellId(row: number, col: number): string {
  return `${rowCode(row)}${col}`;
}

/** Row index and column of a cell id ("AB40" → [27, 40]), or null when it is not one. */
export function parseCellId(id: string): [number, number] | null {
  const m = /^([A-Z]+)([1-9][0-9]*)$/.exec(id);
  return m ? [rowIndex(m[1]), Number(m[2])] : null;
}

/** Is this row shifted half a cell right? odd-r shifts rows 1, 3, … (B, D, …); even-r rows 0, 2, …. */
function shifted(offset: 'odd-r' | 'even-r', row: number): boolean {
  return (row & 1) === (offset === 'odd-r' ? 1 : 0);
}

/**
 * The cells next to (row, col) that lie on the grid, in a fixed order: west, east, then the row
 * above (west to east), then the row below (west to east); a square grid of 8 adds its corners in
 * the same reading order. Offset grids (hex and brick) have six, a square grid four or eight.
 */
export function offsetNeighbours(grid: Grid, row: number, col: number): [number, number][] {
  if (grid.kind === 'graph') throw new Error('a graph board has no grid arithmetic: its zones list their neighbours');
  let out: [number, number][];
  if (grid.kind === 'square') {
    out = grid.neighbours === 4
      ? [[row, col - 1], [row, col + 1], [row - 1, col], [row + 1, col]]
      : [[row, col - 1], [row, col + 1], [row - 1, col - 1], [row - 1, col], [row - 1, col + 1], [row + 1, col - 1], [row + 1, col], [row + 1, col + 1]];
  } else {
    const s = shifted(grid.offset, row) ? 1 : 0;
    out = [
      [row, col - 1], [row, col + 1],
      [row - 1, col - 1 + s], [row - 1, col + s],
      [row + 1, col - 1 + s], [row + 1, col + s],
    ];
  }
  return out.filter(([r, c]) => r >= 0 && r < grid.rows && c >= 1 && c <= grid.columns);
}

/** A cell's centre in grid units: projected km for hex and brick, `unit` (default 1) per square. */
export function cellCenter(grid: Grid, row: number, col: number): Point {
  if (grid.kind === 'graph') throw new Error('a graph board has no grid arithmetic');
  if (grid.kind === 'square') return [(col - 0.5) * (grid.unit ?? 1), (row + 0.5) * (grid.unit ?? 1)];
  const [w, h] = grid.cellKm;
  return [grid.originKm[0] + (col - 1 + (shifted(grid.offset, row) ? 0.5 : 0)) * w, grid.originKm[1] + row * h];
}

/**
 * The outline of a cell, clockwise on screen (y down), first corner repeated nowhere. A hex is
 * pointy-top: its width is the column spacing (flat side to flat side), so its corner radius is
 * width / √3. A brick or a square is a rectangle one column wide and one row high.
 */
export function cellPolygon(grid: Grid, row: number, col: number): Point[] {
  if (grid.kind === 'graph') throw new Error('a graph board has no grid arithmetic');
  const [cx, cy] = cellCenter(grid, row, col);
  if (grid.kind === 'hex') {
    const size = grid.cellKm[0] / Math.sqrt(3);
    const out: Point[] = [];
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 180) * (60 * i - 30);
      out.push([cx + size * Math.cos(a), cy + size * Math.sin(a)]);
    }
    return out;
  }
  const [w, h] = grid.kind === 'square' ? [grid.unit ?? 1, grid.unit ?? 1] : grid.cellKm;
  return [[cx - w / 2, cy - h / 2], [cx + w / 2, cy - h / 2], [cx + w / 2, cy + h / 2], [cx - w / 2, cy + h / 2]];
}
