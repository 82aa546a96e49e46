/**
 * Unit availability (4.1, 6.41): at the start of a turn's first exchange, ships that enter play
 * this turn are placed in their zones and air units back from rest and refit return to their
 * bases, "and can be flown that same turn" (6.4). Shared by the phase (steps/opening.ts) and by
 * what the orders check and the orders form judge against (`asTheShipsMove`), so a player may give
 * orders to a unit that becomes available this turn.
 */
import type { B79Data } from '../data/types.js';
import type { B79State, SideId } from '../state.js';
import type { B79Orders } from '../orders-types.js';
import { baseZone } from './air-move.js';
import { applyTaskForces } from './task-forces.js';

export interface Availability { ships: { ship: string; zone: string }[]; air: string[]; refitted: { unit: string; base: string | null }[] }

/** Applies 4.1 to the state (mutates it) and says, per side, what became available. */
export function applyAvailability(d: B79Data, state: B79State): Record<SideId, Availability> {
  const log: Record<SideId, Availability> = { british: { ships: [], air: [], refitted: [] }, german: { ships: [], air: [], refitted: [] } };
  for (const s of Object.values(state.ships)) {
    if (s.status === 'waiting' && s.arrives !== null && s.arrives <= state.turn) {
      const sc = d.scenarios[state.scenario];
      const p = [...sc.british.ships, ...sc.german.ships].find((x) => x.ship === s.id)!;
      s.status = 'sea'; s.zone = p.zone!; s.arrives = null;
      log[s.side].ships.push({ ship: s.id, zone: s.zone });
    }
  }
  for (const a of Object.values(state.air)) {
    if (a.status === 'waiting' && a.arrives !== null && a.arrives <= state.turn) { a.status = 'base'; a.arrives = null; log[a.side].air.push(a.id); }
    if (a.status === 'rest' && a.restUntil !== null && a.restUntil <= state.turn) {
      a.status = 'base'; a.restUntil = null; a.zone = null;
      log[a.side].refitted.push({ unit: a.id, base: baseZone(d, state, a.id) });
    }
  }
  return log;
}

/**
 * The state as a side's ships and air units will stand when they move this turn: before the
 * turn's opening phases have run (its first exchange), a copy with the units available this
 * turn placed (4.1) and, given the side's orders, its task forces formed and broken (4.2, 5.4);
 * once they have run, the state itself. Never changes `state`.
 */
export function asTheShipsMove(d: B79Data, state: B79State, side?: SideId, o?: B79Orders): B79State {
  if (state.opened || state.over) return state;
  const s = structuredClone(state);
  applyAvailability(d, s);
  if (side && o) applyTaskForces(s, side, o);
  return s;
}
