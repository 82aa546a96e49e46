/**
 * Hex geometry of the tactical map (7.2–7.33), pure. Axial coordinates (q, r) on pointy-top hexes,
 * the same orientation as the operational map, so a tactical direction is the direction of the
 * neighbouring sea zone (7.22 "the edge that corresponds to the direction from which his fleet
 * entered"; 7.33 example: exit by the north-west corner into the north-west zone).
 *
 * The printed tactical map is not in our rulebook text; we author it (RULINGS.md "7.2 tactical
 * map"): a hexagon of hexes of RADIUS 6 around a centre hex. Its six corners lie in the six
 * directions of the operational neighbours; the edge of a direction is the seven ring hexes
 * within three hexes of that corner (the two middles of the sides belong to both neighbours).
 * RADIUS 6 puts the centre 6 hexes from every edge: two more than day sighting (7.27), so the
 * ship placed in the centre nearest the initiative's edge (7.21) is 5 hexes from it, out of
 * sight, and 7.28's one hex closer brings the enemy into sight at once.
 */
export interface Hex { readonly q: number; readonly r: number }

export type Direction = 'e' | 'ne' | 'nw' | 'w' | 'sw' | 'se';
export const DIRECTIONS: readonly Direction[] = ['e', 'ne', 'nw', 'w', 'sw', 'se'];
export const DIRECTION_NAMES: Readonly<Record<Direction, string>> = { e: 'east', ne: 'north-east', nw: 'north-west', w: 'west', sw: 'south-west', se: 'south-east' };
const VECTORS: Readonly<Record<Direction, Hex>> = {
  e: { q: 1, r: 0 }, ne: { q: 1, r: -1 }, nw: { q: 0, r: -1 }, w: { q: -1, r: 0 }, sw: { q: -1, r: 1 }, se: { q: 0, r: 1 },
};
export const RADIUS = 6;
export const CENTRE: Hex = { q: 0, r: 0 };

export const key = (h: Hex): string => `${h.q},${h.r}`;
export const same = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;
export const add = (a: Hex, b: Hex, times = 1): Hex => ({ q: a.q + b.q * times, r: a.r + b.r * times });
export const vector = (d: Direction): Hex => VECTORS[d];
export const opposite = (d: Direction): Direction => DIRECTIONS[(DIRECTIONS.indexOf(d) + 3) % 6];

/** 7.27, 7.6: count the target's hex, not one's own: the hex distance (0 in the same hex). */
export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export function onMap(h: Hex): boolean {
  return distance(h, CENTRE) <= RADIUS;
}

export function neighbours(h: Hex): Hex[] {
  return DIRECTIONS.map((d) => add(h, VECTORS[d]));
}

/** The corner of the map in direction d. */
export function corner(d: Direction): Hex {
  return add(CENTRE, VECTORS[d], RADIUS);
}

/** The edge row of a direction: ring hexes within three of its corner, corner first, then outwards. */
export function edgeHexes(d: Direction): Hex[] {
  return [...EDGES[d]];
}

function buildEdge(d: Direction): Hex[] {
  const c = corner(d);
  const ring: Hex[] = [];
  for (let q = -RADIUS; q <= RADIUS; q++) {
    for (let r = -RADIUS; r <= RADIUS; r++) {
      const h = { q, r };
      if (distance(h, CENTRE) === RADIUS && distance(h, c) <= 3) ring.push(h);
    }
  }
  return ring.sort((a, b) => distance(a, c) - distance(b, c) || a.q - b.q || a.r - b.r);
}

/** The six edges, computed once: the map never changes shape. */
const EDGES: Readonly<Record<Direction, readonly Hex[]>> = Object.fromEntries(DIRECTIONS.map((d) => [d, buildEdge(d)])) as unknown as Record<Direction, readonly Hex[]>;

/** The edges a hex lies on (none inside the map; two at the middle of a side). */
export function edgesOf(h: Hex): Direction[] {
  if (distance(h, CENTRE) !== RADIUS) return [];
  return DIRECTIONS.filter((d) => distance(h, corner(d)) <= 3);
}

/** 7.21: the seven shaded hexes in the centre. */
export function centreHexes(): Hex[] {
  return [CENTRE, ...neighbours(CENTRE)];
}

/** Every hex of the map, in a fixed order. */
export function allHexes(): Hex[] {
  const out: Hex[] = [];
  for (let q = -RADIUS; q <= RADIUS; q++) for (let r = -RADIUS; r <= RADIUS; r++) if (onMap({ q, r })) out.push({ q, r });
  return out;
}

/** Distance from a hex to the nearest hex of an edge. */
export function distanceToEdge(h: Hex, d: Direction): number {
  return Math.min(...EDGES[d].map((e) => distance(h, e)));
}
