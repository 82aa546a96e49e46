/**
 * Great-circle helpers (seam §5, src/board/geo.ts): distances in nautical miles on [lon, lat]
 * boards, and the zone nearest a real position (how a scenario's positions become zones).
 */
import { describe, expect, it } from 'vitest';
import { greatCircleNm, nearestZone } from '../../src/board/geo.js';

describe('great-circle distance in nautical miles', () => {
  it('a degree of latitude, or of longitude on the equator, is about 60 nm; a quarter of the globe about 5,404, half about 10,807', () => {
    expect(greatCircleNm([14, 35], [14, 36])).toBeCloseTo(60.04, 2);
    expect(greatCircleNm([0, 0], [1, 0])).toBeCloseTo(60.04, 2);
    expect(greatCircleNm([0, 0], [90, 0])).toBeCloseTo(5403.64, 1);
    expect(greatCircleNm([0, 0], [180, 0])).toBeCloseTo(10807.28, 1);
  });
  it('a degree of longitude at 60°N is about half of one at the equator', () => {
    expect(greatCircleNm([0, 60], [1, 60])).toBeCloseTo(30.02, 1);
  });
  it('is symmetric and zero between a point and itself', () => {
    expect(greatCircleNm([12.5, 37.1], [18.9, 40.2])).toBe(greatCircleNm([18.9, 40.2], [12.5, 37.1]));
    expect(greatCircleNm([12.5, 37.1], [12.5, 37.1])).toBe(0);
  });
});

describe('the nearest zone to a position', () => {
  const board = { zones: { P54b: { center: [26.2, 40.3] as [number, number] }, P54a: { center: [26.6, 40.3] as [number, number] }, Q60: { center: [30, 38] as [number, number] } } };
  it('is the zone whose centre is nearest, with its distance', () => {
    const near = nearestZone(board, [26.25, 40.31]);
    expect(near?.zone).toBe('P54b');
    expect(near?.distanceNm).toBeCloseTo(greatCircleNm([26.25, 40.31], [26.2, 40.3]), 9);
  });
  it('breaks a tie by zone id, whatever order the zones are listed in', () => {
    // Mirror images about the prime meridian: exactly equal distances from [0, 0].
    expect(nearestZone({ zones: { east: { center: [1, 0] }, west: { center: [-1, 0] } } }, [0, 0])?.zone).toBe('east');
    expect(nearestZone({ zones: { west: { center: [1, 0] }, east: { center: [-1, 0] } } }, [0, 0])?.zone).toBe('east');
  });
  it('is undefined on a board without zones', () => {
    expect(nearestZone({ zones: {} }, [0, 0])).toBeUndefined();
  });
});
