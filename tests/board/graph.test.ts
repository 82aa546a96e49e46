/**
 * Movement on the zone graph (seam §5, src/board/graph.ts) on small hand-made boards: adjacency,
 * reach (GWAS 5.1: a fleet enters up to its speed in zones a turn), distances, and shortest paths
 * whose ties break by zone id whatever order the data lists neighbours in; `canEnter` is the
 * game's say over each edge (closed straits, the 1979 port exits as edge tags).
 */
import { describe, expect, it } from 'vitest';
import { adjacent, distances, reachable, shortestPath } from '../../src/board/graph.js';
import type { CanEnter } from '../../src/board/types.js';
import { graphBoard, gridBoard } from './boards.js';

// A diamond S–{Y, X}–T whose data lists Y before X, and a spur T–U; W stands alone.
const diamond = graphBoard({ S: ['Y', 'X'], X: ['S', 'T'], Y: ['S', 'T'], T: ['Y', 'X', 'U'], U: ['T'], W: [] }, { S: { X: ['closed'] } });

describe('adjacency', () => {
  it('is what the zone lists; an unknown zone has no neighbours', () => {
    expect(adjacent(diamond, 'S', 'X')).toBe(true);
    expect(adjacent(diamond, 'S', 'T')).toBe(false);
    expect(adjacent(diamond, 'Q', 'S')).toBe(false);
  });
});

describe('5.1 reach: the zones a piece can enter in at most n moves', () => {
  it('grows one ring a move, never lists the start, and is sorted by id', () => {
    expect(reachable(diamond, 'S', 0)).toEqual([]);
    expect(reachable(diamond, 'S', 1)).toEqual(['X', 'Y']);
    expect(reachable(diamond, 'S', 2)).toEqual(['T', 'X', 'Y']);
    expect(reachable(diamond, 'S', 9)).toEqual(['T', 'U', 'X', 'Y']);
    expect(reachable(diamond, 'W', 3)).toEqual([]);
  });
  it('on an odd-r hex board: six zones at one move inside, the corner A1 two', () => {
    const board = gridBoard({ kind: 'hex', offset: 'odd-r', rows: 5, columns: 5, cellKm: [1, 1], originKm: [0, 0] });
    expect(reachable(board, 'C3', 1)).toEqual(['B2', 'B3', 'C2', 'C4', 'D2', 'D3']);
    expect(reachable(board, 'A1', 1)).toEqual(['A2', 'B1']);
    expect(reachable(board, 'C3', 2)).toHaveLength(18);
  });
});

describe('distances', () => {
  it('counts moves breadth-first, in the order the zones list their neighbours', () => {
    const d = distances(diamond, 'S');
    expect([...d]).toEqual([['S', 0], ['Y', 1], ['X', 1], ['T', 2], ['U', 3]]);
    expect(d.has('W')).toBe(false);
  });
  it('hex odd-r: A1 to D1 is three moves, A1 to D4 five (the cube distance)', () => {
    const board = gridBoard({ kind: 'hex', offset: 'odd-r', rows: 4, columns: 4, cellKm: [1, 1], originKm: [0, 0] });
    const d = distances(board, 'A1');
    expect([d.get('A4'), d.get('D1'), d.get('D4')]).toEqual([3, 3, 5]);
  });
  it('squares: A1 to D4 is six moves with four neighbours, three with eight', () => {
    expect(distances(gridBoard({ kind: 'square', neighbours: 4, rows: 4, columns: 4 }), 'A1').get('D4')).toBe(6);
    expect(distances(gridBoard({ kind: 'square', neighbours: 8, rows: 4, columns: 4 }), 'A1').get('D4')).toBe(3);
  });
});

describe('shortest paths', () => {
  it('ties break by zone id, not by the order the data lists neighbours in', () => {
    expect(shortestPath(diamond, 'S', new Set(['T']))).toEqual(['X', 'T']);
    expect(shortestPath(diamond, 'T', new Set(['S']))).toEqual(['X', 'S']);
  });
  it('goes to the nearest of several targets; [] when already there; null when none is reachable', () => {
    expect(shortestPath(diamond, 'S', new Set(['U', 'Y']))).toEqual(['Y']);
    expect(shortestPath(diamond, 'S', new Set(['S', 'U']))).toEqual([]);
    expect(shortestPath(diamond, 'S', new Set(['W']))).toBeNull();
  });
  it('the path lists the zones entered, each adjacent to the one before', () => {
    const board = gridBoard({ kind: 'hex', offset: 'odd-r', rows: 4, columns: 4, cellKm: [1, 1], originKm: [0, 0] });
    const path = shortestPath(board, 'A1', new Set(['D4']))!;
    expect(path).toHaveLength(5);
    expect(path[4]).toBe('D4');
    ['A1', ...path].slice(1).forEach((z, i) => expect(adjacent(board, ['A1', ...path][i], z)).toBe(true));
  });
});

describe('canEnter: the game decides each edge', () => {
  // An edge tag read by the game: S→X is closed, X→S is not (a port exit one way, 1979 style).
  const open: CanEnter = (to, from) => !(from.edgeTags?.[to.id] ?? []).includes('closed');
  it('a closed edge turns the shortest path, the reach and the distances', () => {
    expect(shortestPath(diamond, 'S', new Set(['T']), open)).toEqual(['Y', 'T']);
    expect(reachable(diamond, 'S', 1, open)).toEqual(['Y']);
    expect(distances(diamond, 'S', open).get('X')).toBe(3); // S→Y→T→X
  });
  it('an edge closed one way stays open the other', () => {
    expect(shortestPath(diamond, 'X', new Set(['S']), open)).toEqual(['S']);
  });
  it('a zone no piece may enter (a 1962 area box) is never entered nor passed through', () => {
    const areas = graphBoard({ A: ['box'], box: ['A', 'B'], B: ['box'] });
    const zonesOnly: CanEnter = (to) => to.id !== 'box';
    expect(shortestPath(areas, 'A', new Set(['B']))).toEqual(['box', 'B']);
    expect(shortestPath(areas, 'A', new Set(['B']), zonesOnly)).toBeNull();
  });
});
