/**
 * Grid arithmetic (seam §5, src/board/grid.ts): row codes, the offset neighbours of hex and brick
 * grids (odd-r, even-r: GWAS 13.31 "one of the six sea-zone boundaries", Bismarck 1979's six zones
 * around a brick), square grids of 4 and 8, and the polygons a map is drawn with.
 */
import { describe, expect, it } from 'vitest';
import { cellCenter, cellId, cellPolygon, offsetNeighbours, parseCellId, rowCode, rowIndex } from '../../src/board/grid.js';
import type { Grid } from '../../src/board/types.js';

const hex = (offset: 'odd-r' | 'even-r', rows = 5, columns = 5): Grid => ({ kind: 'hex', offset, rows, columns, cellKm: [10, 5 * Math.sqrt(3)], originKm: [100, 50] });
const brick = (offset: 'odd-r' | 'even-r'): Grid => ({ kind: 'brick', offset, rows: 5, columns: 5, cellKm: [10, 10], originKm: [0, 0] });
const square = (neighbours: 4 | 8): Grid => ({ kind: 'square', neighbours, rows: 5, columns: 5 });

describe('row codes and cell ids: rows lettered A…Z, AA… from the top, columns from 1', () => {
  it('codes rows like a spreadsheet', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(rowCode)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
    for (let r = 0; r < 800; r++) expect(rowIndex(rowCode(r))).toBe(r);
  });
  it('names a cell by row code and column, and reads the name back', () => {
    expect(cellId(27, 40)).toBe('AB40');
    expect(parseCellId('AB40')).toEqual([27, 40]);
    expect(parseCellId('M69')).toEqual([12, 69]);
    for (const bad of ['ab40', 'A0', 'A', '40', 'P54a']) expect(parseCellId(bad), bad).toBeNull();
  });
});

describe('offset grids (hex and brick): six neighbours', () => {
  it('odd-r: an unshifted row (C) reaches columns c-1 and c above and below; a shifted row (B) c and c+1', () => {
    expect(offsetNeighbours(hex('odd-r'), 2, 3)).toEqual([[2, 2], [2, 4], [1, 2], [1, 3], [3, 2], [3, 3]]);
    expect(offsetNeighbours(hex('odd-r'), 1, 3)).toEqual([[1, 2], [1, 4], [0, 3], [0, 4], [2, 3], [2, 4]]);
  });
  it('even-r is the mirror: the even rows are the shifted ones', () => {
    expect(offsetNeighbours(hex('even-r'), 2, 3)).toEqual([[2, 2], [2, 4], [1, 3], [1, 4], [3, 3], [3, 4]]);
    expect(offsetNeighbours(hex('even-r'), 1, 3)).toEqual([[1, 2], [1, 4], [0, 2], [0, 3], [2, 2], [2, 3]]);
  });
  it('drops cells off the grid: odd-r A1 touches only A2 and B1', () => {
    expect(offsetNeighbours(hex('odd-r'), 0, 1)).toEqual([[0, 2], [1, 1]]);
    expect(offsetNeighbours(hex('odd-r'), 4, 5)).toEqual([[4, 4], [3, 4], [3, 5]]);
  });
  it('bricks (staggered squares) have the topology of the hex grid of the same offset', () => {
    for (const offset of ['odd-r', 'even-r'] as const) {
      for (let r = 0; r < 5; r++) for (let c = 1; c <= 5; c++) expect(offsetNeighbours(brick(offset), r, c)).toEqual(offsetNeighbours(hex(offset), r, c));
    }
  });
});

describe('square grids: four or eight neighbours', () => {
  it('4: west, east, north, south', () => {
    expect(offsetNeighbours(square(4), 2, 3)).toEqual([[2, 2], [2, 4], [1, 3], [3, 3]]);
  });
  it('8: adds the corners; a corner cell keeps three', () => {
    expect(offsetNeighbours(square(8), 2, 3)).toEqual([[2, 2], [2, 4], [1, 2], [1, 3], [1, 4], [3, 2], [3, 3], [3, 4]]);
    expect(offsetNeighbours(square(8), 0, 1)).toEqual([[0, 2], [1, 1], [1, 2]]);
  });
});

describe('every grid: the neighbour relation is symmetric and irreflexive, and inner cells have the full count', () => {
  for (const [name, grid, full] of [['hex odd-r', hex('odd-r', 7, 6), 6], ['hex even-r', hex('even-r', 7, 6), 6], ['brick odd-r', brick('odd-r'), 6], ['square 4', square(4), 4], ['square 8', square(8), 8]] as const) {
    it(name, () => {
      const g = grid as Exclude<Grid, { kind: 'graph' }>;
      for (let r = 0; r < g.rows; r++) for (let c = 1; c <= g.columns; c++) {
        const ns = offsetNeighbours(g, r, c);
        expect(ns).not.toContainEqual([r, c]);
        for (const [rr, cc] of ns) expect(offsetNeighbours(g, rr, cc)).toContainEqual([r, c]);
        if (r > 0 && r < g.rows - 1 && c > 1 && c < g.columns) expect(ns).toHaveLength(full);
      }
    });
  }
  it('a graph board has no grid arithmetic', () => {
    expect(() => offsetNeighbours({ kind: 'graph' }, 0, 1)).toThrow(/graph/);
  });
});

describe('centres and polygons', () => {
  it('a hex centre: column spacing east, shifted rows half a column further, row spacing south of the origin', () => {
    const g = hex('odd-r');
    expect(cellCenter(g, 0, 1)).toEqual([100, 50]);
    const [x, y] = cellCenter(g, 1, 1);
    expect(x).toBe(105);
    expect(y).toBeCloseTo(58.660, 3);
    expect(cellCenter(g, 2, 3)[0]).toBe(120);
    expect(cellCenter(square(4), 0, 1)).toEqual([0.5, 0.5]);
  });
  it('a pointy-top hex of width w has its six corners w/√3 from the centre, and a top corner straight above it', () => {
    const g = hex('odd-r');
    const [cx, cy] = cellCenter(g, 2, 3);
    const corners = cellPolygon(g, 2, 3);
    expect(corners).toHaveLength(6);
    for (const [x, y] of corners) expect(Math.hypot(x - cx, y - cy)).toBeCloseTo(10 / Math.sqrt(3), 9);
    expect(corners.some(([x, y]) => Math.abs(x - cx) < 1e-9 && y < cy)).toBe(true);
  });
  // Drawing and arithmetic agree: two regular hexes share an edge (two corners) exactly when the
  // offset arithmetic calls them neighbours, for both offsets.
  for (const offset of ['odd-r', 'even-r'] as const) {
    it(`${offset}: hexes share an edge exactly when they are neighbours`, () => {
      const g = hex(offset, 5, 5) as Exclude<Grid, { kind: 'graph' }>;
      const key = ([x, y]: readonly [number, number]) => `${x.toFixed(6)},${y.toFixed(6)}`;
      for (let r = 0; r < 5; r++) for (let c = 1; c <= 5; c++) {
        const mine = new Set(cellPolygon(g, r, c).map(key));
        for (let rr = 0; rr < 5; rr++) for (let cc = 1; cc <= 5; cc++) {
          if (rr === r && cc === c) continue;
          const shared = cellPolygon(g, rr, cc).map(key).filter((k) => mine.has(k)).length;
          const near = offsetNeighbours(g, r, c).some(([a, b]) => a === rr && b === cc);
          expect(shared, `${cellId(r, c)}–${cellId(rr, cc)}`).toBe(near ? 2 : 0);
        }
      }
    });
  }
  it('a brick is a rectangle one column wide and one row high; its neighbours above and below overlap it by half a brick', () => {
    const g = brick('odd-r');
    const [[x0, y0], , [x1, y1]] = cellPolygon(g, 2, 3);
    expect([x1 - x0, y1 - y0]).toEqual([10, 10]);
    for (const [rr, cc] of offsetNeighbours(g, 2, 3).filter(([rr]) => rr !== 2)) {
      const [[ox0, oy0], , [ox1]] = cellPolygon(g, rr, cc);
      expect(Math.min(x1, ox1) - Math.max(x0, ox0)).toBe(5);
      expect(oy0 === y1 || oy0 + 10 === y0).toBe(true);
    }
  });
});
