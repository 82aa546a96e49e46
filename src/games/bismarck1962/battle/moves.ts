/**
 * Movement and facing on the Battle Board by standing orders (How to Move Ships on Battle Board
 * 1–7, 10; How to Face Ships After Movement). A ship moves at most one square, in any of eight
 * directions or not at all (1–3), never off the board (7) nor into an enemy's square (5), and
 * never into A-range of an enemy it has not yet fought from B-range (4). Any number of British
 * ships may share a square (6). It then faces any way (Facing 1; 10: ships may turn completely
 * around).
 */
import type { Approach, Facing, Square } from '../state.js';
import { aspect, distance, HEADINGS, headingToward, onBoard, step } from './geometry.js';

/** Rule 4: may a ship stand at `to` given its enemies, and the enemies it has fought from B-range? */
export function mayStand(to: Square, enemies: readonly { id: string; at: Square }[], foughtB: ReadonlySet<string>): boolean {
  if (!onBoard(to)) return false;
  for (const e of enemies) {
    const d = distance(to, e.at);
    if (d === 0) return false;
    if (d === 1 && !foughtB.has(e.id)) return false;
  }
  return true;
}

/**
 * The square a ship moves to by its standing order, toward (or away from) `target`: `close` as
 * near as rule 4 allows, `hold-b` to B-range (two squares) or as near to it as allowed, `evade` as
 * far as it can. Candidates are tried staying first, then north clockwise; the first best wins,
 * so the choice is fixed by the position alone.
 */
export function chooseSquare(at: Square, approach: Approach, target: Square, enemies: readonly { id: string; at: Square }[], foughtB: ReadonlySet<string>): Square {
  let best = at;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let h = -1; h < HEADINGS.length; h++) {
    const to = step(at, h);
    // Staying is always allowed (rule 2); a move must end where rule 4 allows.
    if (h >= 0 && !mayStand(to, enemies, foughtB)) continue;
    const d = distance(to, target);
    const score = approach === 'close' ? d : approach === 'hold-b' ? Math.abs(d - 2) * 10 + d : -d;
    if (score < bestScore) { best = to; bestScore = score; }
  }
  return best;
}

/**
 * The heading a ship takes toward `target` by its standing order (Facing 1–2): `bow` and `stern`
 * point the bow or the stern at it, `broadside` shows it the side `side` (the one with more
 * unhit secondary boxes: Example of Play, round 3, "so its starboard secondary armament cannot
 * receive additional hits"). First heading, north clockwise, that does it.
 */
export function chooseHeading(at: Square, facing: Facing, target: Square, side: 'port' | 'starboard'): number {
  if (facing === 'bow') return headingToward(at, target);
  if (facing === 'stern') return (headingToward(at, target) + 4) % 8;
  for (let h = 0; h < HEADINGS.length; h++) if (aspect(at, h, target) === side) return h;
  return headingToward(at, target);
}
