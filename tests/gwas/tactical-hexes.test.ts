/**
 * 7.2 the tactical map we author (RULINGS.md "7.2 tactical map"): a hexagon of radius 6 whose
 * corners face the six neighbouring zones, seven centre hexes, seven hexes to an edge, and
 * distances that count the target's hex but not one's own (7.27, 7.6).
 */
import { describe, expect, it } from 'vitest';
import { allHexes, centreHexes, corner, DIRECTIONS, distance, edgeHexes, edgesOf, opposite, RADIUS } from '../../src/games/gwas/tactical/hexes.js';
import { cellToward, directionTo } from '../../src/games/gwas/tactical/map.js';
import { gameData } from '../helpers/gwas.js';

describe('7.2 the tactical map', () => {
  it('7.2 radius 6: 127 hexes; 7.21 seven centre hexes; each edge seven hexes around its corner, the middles of the sides shared', () => {
    expect(RADIUS).toBe(6);
    expect(allHexes()).toHaveLength(127);
    expect(centreHexes()).toHaveLength(7);
    for (const d of DIRECTIONS) {
      expect(edgeHexes(d)).toHaveLength(7);
      expect(edgeHexes(d)[0]).toEqual(corner(d));
      expect(distance(corner(d), corner(opposite(d)))).toBe(12);
    }
    expect(edgesOf({ q: 3, r: -6 })).toEqual(['ne', 'nw']);
    expect(edgesOf({ q: 0, r: 0 })).toEqual([]);
  });
  it('7.27, 7.6 range counts the target\'s hex, not one\'s own: the same hex is 0, a neighbour 1', () => {
    expect(distance({ q: 0, r: 0 }, { q: 0, r: 0 })).toBe(0);
    expect(distance({ q: 0, r: 0 }, { q: 1, r: -1 })).toBe(1);
    expect(distance({ q: -1, r: 0 }, { q: -6, r: 0 })).toBe(5);
  });
  it('7.22 a direction on the tactical map is the direction of the neighbouring zone (odd-r offset rows of the operational map)', () => {
    const data = gameData();
    expect(directionTo(data, 'N37', 'N36')).toBe('w');
    expect(directionTo(data, 'N37', 'N38')).toBe('e');
    expect(cellToward('N37', 'nw')).toBe('M37'); // N is an odd row (0-based 13): north-west keeps the column
    expect(cellToward('M37', 'nw')).toBe('L36'); // M is even: north-west is one column left
    expect(directionTo(data, 'N37', 'M37')).toBe('nw');
    expect(directionTo(data, 'N37', 'AB40')).toBeNull();
    expect(cellToward('A1', 'nw')).toBeNull();
  });
});
