/**
 * Pieces moving at once and where they meet (seam §5, src/board/paths.ts), as GWAS 5.4–5.42 needs
 * them: timed visits along a plotted path, and the three meetings — head-on (both enter the same
 * zone together), overtaking (one enters the zone the other holds) and crossing (each enters the
 * zone the other leaves, 5.42 "simultaneously enter sea zones occupied by each other").
 */
import { describe, expect, it } from 'vitest';
import { meetings, visits, type Meeting } from '../../src/board/paths.js';

describe('timed visits along a path', () => {
  it('moment 0 is the start, moment t the zone the t-th move enters', () => {
    expect(visits('M69', ['L69', 'K70'], 2)).toEqual(['M69', 'L69', 'K70']);
  });
  it('a short path waits in its last zone for the remaining moments; a long one runs on', () => {
    expect(visits('A', ['B'], 2)).toEqual(['A', 'B', 'B']);
    expect(visits('A', [], 2)).toEqual(['A', 'A', 'A']);
    expect(visits('A', ['B', 'C', 'D'], 2)).toEqual(['A', 'B', 'C', 'D']);
  });
});

const meet = (kind: Meeting['kind'], time: number, ...zones: string[]): Meeting => ({ kind, time, zones });

describe('head-on: both enter the same zone at the same moment', () => {
  it("5.42's example: M69→L69→K70 against M70→L69→K69 meet in L69 at the first move", () => {
    expect(meetings(['M69', 'L69', 'K70'], ['M70', 'L69', 'K69'])).toEqual([meet('head-on', 1, 'L69')]);
  });
  it('Z1→Z2→Z3 against Z3→Z2→Z1: one meeting, in Z2; they do not also cross a boundary', () => {
    expect(meetings(['Z1', 'Z2', 'Z3'], ['Z3', 'Z2', 'Z1'])).toEqual([meet('head-on', 1, 'Z2')]);
  });
});

describe('overtaking: one enters the zone the other holds', () => {
  it('a fast piece catches a slow one where the slow one has arrived', () => {
    expect(meetings(['Z1', 'Z2', 'Z3'], ['Z2', 'Z3', 'Z3'])).toEqual([meet('overtaking', 2, 'Z3')]);
  });
  it('two fast pieces one zone apart never meet: each zone was left before the other entered it', () => {
    expect(meetings(['Z1', 'Z2', 'Z3'], ['Z2', 'Z3', 'Z4'])).toEqual([]);
  });
  it('a piece entering the zone where the other waits meets it, and meets it again while both stay', () => {
    expect(meetings(['W', 'X', 'X'], ['X', 'X', 'X'])).toEqual([meet('overtaking', 1, 'X'), meet('overtaking', 2, 'X')]);
  });
  it('pieces moving together are together at every moment', () => {
    expect(meetings(['A', 'B', 'C'], ['A', 'B', 'C'])).toEqual([meet('overtaking', 1, 'B'), meet('overtaking', 2, 'C')]);
  });
});

describe('crossing: each enters the zone the other leaves', () => {
  it('X→Y against Y→X: they meet in both zones, the zone the first piece entered first', () => {
    expect(meetings(['X', 'Y', 'Y'], ['Y', 'X', 'X'])).toEqual([meet('crossing', 1, 'Y', 'X')]);
    expect(meetings(['Y', 'X', 'X'], ['X', 'Y', 'Y'])).toEqual([meet('crossing', 1, 'X', 'Y')]);
  });
  it('a zone apart, head to head: they cross the boundary at the second move', () => {
    expect(meetings(['Z1', 'Z2', 'Z3'], ['Z4', 'Z3', 'Z2'])).toEqual([meet('crossing', 2, 'Z3', 'Z2')]);
  });
});

describe('no meeting', () => {
  it('entering the zone the other has just left', () => {
    expect(meetings(['X', 'Y', 'Y'], ['Y', 'W', 'W'])).toEqual([]);
  });
  it('being together at the start only (moment 0 is not a move)', () => {
    expect(meetings(['X', 'Y', 'Z'], ['X', 'W', 'V'])).toEqual([]);
  });
  it('a piece off the board (null: a hidden GWAS Raid fleet) meets nothing until it appears', () => {
    expect(meetings([null, null, 'X'], ['Y', 'X', 'X'])).toEqual([meet('overtaking', 2, 'X')]);
    expect(meetings([null, 'Y', 'Y'], ['Y', 'X', 'X'])).toEqual([]);
  });
  it('moments only one list records', () => {
    expect(meetings(['A', 'B', 'C', 'D'], ['D', 'D', 'D'])).toEqual([]);
  });
});

it('the meetings of a with b are those of b with a (a crossing lists its zones the other way round)', () => {
  const cases: [string[], string[]][] = [[['M69', 'L69', 'K70'], ['M70', 'L69', 'K69']], [['Z1', 'Z2', 'Z3'], ['Z2', 'Z3', 'Z3']], [['Z1', 'Z2', 'Z3'], ['Z4', 'Z3', 'Z2']]];
  for (const [a, b] of cases) {
    expect(meetings(b, a)).toEqual(meetings(a, b).map((m) => ({ ...m, zones: [...m.zones].reverse() })));
  }
});
