/**
 * 7.27 sighting on the tactical map: 4 hexes by day, 2 by night, and by 11.73 weather: mist 3,
 * fog, squall and storm 2 by day, gale 1 at any hour. Range counts the enemy's hex, not one's own.
 * An enemy ship within range of any of the side's ships on the map is revealed face-up (and stays
 * identified); the others are one "stack", which the side knows only where it last saw enemy
 * counters (placed face-down, 7.23, or last in sight).
 */
import { otherSide, type ShipState, type SideId } from '../state.js';
import { distance, type Hex } from './hexes.js';
import type { TacticalRun } from './types.js';

export function sightingRange(night: boolean, weather: number): number {
  if (weather >= 6) return 1;
  if (night) return 2;
  if (weather >= 3) return 2;
  if (weather === 2) return 3;
  return 4;
}

/** Ships of a side still on the tactical map (afloat, not exited). */
export function onTheMap(run: TacticalRun, side: SideId): ShipState[] {
  return run.ships[side].filter((s) => !s.sunk && !run.places[s.id].exited);
}

/** The enemy ships `side` sees now: within sighting range of one of its ships on the map. */
export function seenBy(run: TacticalRun, side: SideId): ShipState[] {
  const own = onTheMap(run, side).map((s) => run.places[s.id].hex);
  return onTheMap(run, otherSide(side)).filter((e) => own.some((h) => distance(h, run.places[e.id].hex) <= run.sight));
}

/** Whether any ship of `side` on the map sees the hex. */
export function sees(run: TacticalRun, side: SideId, hex: Hex): boolean {
  return onTheMap(run, side).some((s) => distance(run.places[s.id].hex, hex) <= run.sight);
}

/**
 * Turns face-up every enemy ship now in sight and moves the stack to where enemy ships are seen.
 * Returns the ids newly revealed to each side.
 */
export function updateSighting(run: TacticalRun): Record<SideId, string[]> {
  const fresh: Record<SideId, string[]> = { allied: [], central: [] };
  for (const side of ['allied', 'central'] as const) {
    const seen = seenBy(run, side);
    for (const s of seen) {
      if (!run.identified[side].has(s.id)) fresh[side].push(s.id);
      run.identified[side].add(s.id);
    }
    if (seen.length) run.stack[side] = run.places[seen[0].id].hex;
  }
  return fresh;
}
