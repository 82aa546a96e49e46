/**
 * The table top in the rules' generic distance units (Game Description: "all movement and hit
 * probability charts are based on generic 'unit distances'"): x east, y north, headings in
 * degrees clockwise from north. Positions are kept to a thousandth of a unit so the state's JSON
 * is short and stable.
 */
export interface Point { readonly x: number; readonly y: number }

export const round3 = (v: number): number => Math.round(v * 1000) / 1000 + 0;

export const norm360 = (h: number): number => round3(((h % 360) + 360) % 360);

/** Advance `units` along `heading`. */
export function ahead(p: Point, heading: number, units: number): Point {
  const r = (heading * Math.PI) / 180;
  return { x: round3(p.x + units * Math.sin(r)), y: round3(p.y + units * Math.cos(r)) };
}

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** The distance from p to the nearest point of the segment a-b (a ship's path passing a mine marker). */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return distance(p, { x: a.x + t * dx, y: a.y + t * dy });
}

/** The true bearing from a to b, 0-360. */
export function bearing(a: Point, b: Point): number {
  return norm360((Math.atan2(b.x - a.x, b.y - a.y) * 180) / Math.PI);
}

/** The bearing of b relative to a ship at a heading `heading`: -180 (port) .. 180 (starboard). */
export function relative(heading: number, a: Point, b: Point): number {
  const r = ((bearing(a, b) - heading + 540) % 360) - 180;
  return r === -180 ? 180 : r;
}

/**
 * Which turrets bear (Fire Main Batteries 4): within 45 degrees of the bow only the forward
 * guns, within 45 degrees of the stern only the aft guns, on the beam all of them.
 */
export function arc(rel: number): 'fore' | 'aft' | 'all' {
  const a = Math.abs(rel);
  return a <= 45 ? 'fore' : a >= 135 ? 'aft' : 'all';
}

/** Do the segments p1-p2 and q1-q2 cross (for mine barriers and paths)? */
export function segmentsCross(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const o = (a: Point, b: Point, c: Point) => Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
  return o(p1, p2, q1) !== o(p1, p2, q2) && o(q1, q2, p1) !== o(q1, q2, p2);
}
