/**
 * Movement cards (NAV DEPT CARDS, Movement 1-3; Emergency Maneuvers 1-2): where a card takes a
 * ship, and the path it sails (for mines and the torpedo chart's turns).
 */
import type { StbData } from '../data/types.js';
import { ahead, norm360, type Point } from '../geometry.js';
import type { CardOrder } from '../orders-types.js';
import type { ShipState } from '../state.js';
import { canFlank } from './defaults.js';
import { shipOf } from '../context.js';

export interface Movement { readonly path: Point[]; readonly heading: number; readonly turns: number; readonly how: string; readonly fuel: number }

/** Emergency Maneuvers 1: the least straight-ahead range at AHEAD FLANK ("3, 4 or 5 units"). */
export const FLANK_LEAST = 3;

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

export function movement(d: StbData, st: ShipState, o: CardOrder, emergency: boolean, portOnly = false): Movement {
  let at: Point = { x: st.x, y: st.y };
  let heading = st.heading;
  const path: Point[] = [at];
  const go = (units: number) => { if (units > 0) { at = ahead(at, heading, units); path.push(at); } };
  const flank = emergency && canFlank(d, st.id);
  if (o.card === 'ahead') {
    // Movement 1: 1-2 units. Emergency Maneuvers 1: AHEAD FLANK "increases the straight ahead
    // range to 3, 4 or 5 units, depending on the ship": from 3 up to her Flank Speed (Flank Speed
    // gives it as the maximum), her Flank Speed when no distance is written.
    const fast = o.flank === true && flank;
    const max = fast ? shipOf(d, st.id).flank : 2;
    const units = clamp(o.units ?? max, fast ? Math.min(FLANK_LEAST, max) : 1, max);
    go(units);
    return { path, heading, turns: 0, how: `${fast ? 'ahead flank' : 'ahead'} ${units}`, fuel: units * (fast ? d.tables.fuel.emergencyPerUnit : d.tables.fuel.perUnit) };
  }
  // Battle 2: a ship whose rudders allow only turns to the left turns to port whatever was written.
  const to = portOnly ? 'port' : o.to ?? 'starboard';
  const sign = to === 'port' ? -1 : 1;
  if (o.hard && flank) {
    // Emergency 2: 1 ahead, 45, 1 ahead, 45 the same way, 1 ahead; counts as two turns.
    go(1); heading = norm360(heading + sign * 45); go(1); heading = norm360(heading + sign * 45); go(1);
    return { path, heading, turns: 2, how: `hard over to ${to}`, fuel: 3 * d.tables.fuel.emergencyPerUnit };
  }
  // Movement 2: 1 ahead, rotate at most 90, then 0-1 on the new heading.
  const deg = clamp(o.degrees ?? 90, 0, 90);
  go(1);
  heading = norm360(heading + sign * deg);
  const then = clamp(o.then ?? 1, 0, 1);
  go(then);
  return { path, heading, turns: deg > 0 ? 1 : 0, how: `turn ${deg} to ${to}`, fuel: (1 + then) * d.tables.fuel.perUnit };
}
