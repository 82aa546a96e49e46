/**
 * Pieces moving at once along their paths, and where they meet (seam §5): GWAS 5.4–5.42, where
 * fleets plotted through the same waters may make contact, and the 1979 Bismarck's "passed
 * through" (8.2). Movement is in moments: moment 0 is the start, moment t the zone entered by the
 * t-th move. The game decides what a meeting means (a contact roll, a sighting).
 */

/** Where a piece is at each moment; null where it is not on the board (a GWAS Raid fleet off the map). */
export type Visits = readonly (string | null)[];

/**
 * The timed visits of a piece that starts in `start` and moves along `path` (the zones entered,
 * in order): [start, path[0], path[1], …], at least `moments` moves long; a piece whose path is
 * shorter stays in its last zone for the remaining moments.
 */
export function visits(start: string, path: readonly string[], moments: number): string[] {
  const at = [start];
  for (let t = 1; t <= Math.max(moments, path.length); t++) at.push(path[t - 1] ?? at[t - 1]);
  return at;
}

/**
 * - `head-on`: both enter the same zone at the same moment, coming from different zones (5.42's
 *   example: M69→L69 against M70→L69, both pass through L69);
 * - `overtaking`: both are in the same zone at the same moment otherwise: one enters the zone the
 *   other already holds (a fast fleet catches a slow one, or one waits for the other), or they
 *   move or stay together;
 * - `crossing`: each enters, at the same moment, the zone the other is leaving (5.42 "opposing
 *   fleets simultaneously enter sea zones occupied by each other"): they cross one boundary and
 *   meet in both zones; `zones` is [the zone `a` entered, the zone `b` entered].
 */
export type MeetingKind = 'head-on' | 'overtaking' | 'crossing';

export interface Meeting {
  readonly kind: MeetingKind;
  /** The moment (1, 2, …) of the move that brought the meeting. */
  readonly time: number;
  /** The zone met in; two for a crossing. */
  readonly zones: readonly string[];
}

/**
 * Every meeting of two pieces, earliest moment first, over the moments both visit lists record
 * (from 1: being together at the start is no meeting of this turn's movement). A zone a piece was
 * in at a moment other than the other's does not count: they missed each other.
 */
export function meetings(a: Visits, b: Visits): Meeting[] {
  const out: Meeting[] = [];
  const moments = Math.min(a.length, b.length);
  for (let t = 1; t < moments; t++) {
    const [a0, a1, b0, b1] = [a[t - 1], a[t], b[t - 1], b[t]];
    if (a1 !== null && a1 === b1) {
      const headOn = a1 !== a0 && b1 !== b0 && a0 !== b0;
      out.push({ kind: headOn ? 'head-on' : 'overtaking', time: t, zones: [a1] });
    } else if (a0 !== null && a1 !== null && b0 !== null && b1 !== null && a1 !== a0 && a1 === b0 && b1 === a0) {
      out.push({ kind: 'crossing', time: t, zones: [a1, b1] });
    }
  }
  return out;
}
