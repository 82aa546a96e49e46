/**
 * The Battle Board's geometry (rulebook "Battle Board", "How to Move Ships on Battle Board",
 * "How to Face Ships After Movement"). Squares x 0–6 west to east, y 0–6 north to south; the
 * Bismarck starts in the centre square (Battle Board) and the British on the outermost squares.
 *
 * AUTHORED (the printed board is not in our copy): a board of 7 × 7 squares, A-range one square
 * and B-range two squares (vertically, horizontally or diagonally, as ships move: Battle Board
 * 3). Derivation from the Example of Play: a ship placed on an outermost square moves one square
 * into B-range of the centre (round 1), and one more into A-range (round 2).
 *
 * Facing (How to Face 2): a ship shows an enemy its bow, its stern, or a broadside. The enemy is
 * off the bow when it lies within 45° of the ship's heading (inclusive), off the stern within
 * 45° of the reverse, and broadside otherwise, to port or starboard. Authored reading of the
 * printed examples; with eight headings every square is exactly one of these.
 */
import type { Range, Section } from '../data/types.js';
import type { Square } from '../state.js';

export const SIZE = 7;
export const CENTRE: Square = { x: 3, y: 3 };

/** The eight headings, clockwise from north (y grows southwards). */
export const HEADINGS: readonly (readonly [number, number])[] = [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]];
export const HEADING_NAMES = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

export function onBoard(s: Square): boolean {
  return s.x >= 0 && s.y >= 0 && s.x < SIZE && s.y < SIZE;
}

export function distance(a: Square, b: Square): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** A-range, B-range, or out of range (null). Opposing ships never share a square (Battle Board 5). */
export function rangeOf(a: Square, b: Square): Range | null {
  const d = distance(a, b);
  return d === 1 ? 'A' : d === 2 ? 'B' : null;
}

export type Aspect = 'bow' | 'stern' | 'port' | 'starboard';

/** What a ship at `from` heading `heading` shows an enemy at `to` (How to Face 2). */
export function aspect(from: Square, heading: number, to: Square): Aspect {
  const [hx, hy] = HEADINGS[heading];
  const vx = to.x - from.x;
  const vy = to.y - from.y;
  const dot = hx * vx + hy * vy;
  const cross = hx * vy - hy * vx;
  if (dot * dot >= cross * cross) return dot > 0 ? 'bow' : 'stern';
  return cross > 0 ? 'starboard' : 'port';
}

/**
 * Does a gun section bear on an enemy the ship shows `a` (How to Figure Salvo Count a, b)? Bow
 * turrets fire in bow and broadside facing, stern turrets in stern and broadside facing, each
 * secondary battery only at an enemy on its own side and only from A-range.
 */
export function bears(section: Section, a: Aspect, range: Range): boolean {
  switch (section) {
    case 'bow': return a !== 'stern';
    case 'stern': return a !== 'bow';
    case 'port': return a === 'port' && range === 'A';
    case 'starboard': return a === 'starboard' && range === 'A';
  }
}

/** The square one step from `s` in heading `h`, or `s` itself for h = -1 (stay). */
export function step(s: Square, h: number): Square {
  if (h < 0) return s;
  return { x: s.x + HEADINGS[h][0], y: s.y + HEADINGS[h][1] };
}

/** The outermost square of each edge (Battle Board; Battle Board 9: arrivals by direction of movement). */
export const EDGE_SQUARES: Readonly<Record<string, Square>> = {
  north: { x: 3, y: 0 }, northeast: { x: 6, y: 0 }, east: { x: 6, y: 3 }, southeast: { x: 6, y: 6 },
  south: { x: 3, y: 6 }, southwest: { x: 0, y: 6 }, west: { x: 0, y: 3 }, northwest: { x: 0, y: 0 },
};

/** The edge a direction (dx east, dy south; signs only) points to. */
export function edgeOf(dx: number, dy: number): string {
  const ns = dy < 0 ? 'north' : dy > 0 ? 'south' : '';
  const ew = dx > 0 ? 'east' : dx < 0 ? 'west' : '';
  return `${ns}${ew}` || 'north';
}

/** The heading that points most nearly from `from` to `to` (largest cosine; the first on ties). */
export function headingToward(from: Square, to: Square): number {
  let best = 0;
  let bestCos = -2;
  HEADINGS.forEach(([hx, hy], i) => {
    const vx = to.x - from.x;
    const vy = to.y - from.y;
    const len = Math.hypot(hx, hy) * Math.hypot(vx, vy);
    const cos = len === 0 ? 0 : (hx * vx + hy * vy) / len;
    if (cos > bestCos + 1e-9) { best = i; bestCos = cos; }
  });
  return best;
}
