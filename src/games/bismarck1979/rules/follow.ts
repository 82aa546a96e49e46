/**
 * Following a high-speed shadow (8.2): which British ships in the searched zone may move the one
 * zone into the shadowed force's zone, and what it costs them. A ship in movement mode follows if
 * it has a move left and is not in emergency movement (8.2); a ship on patrol follows only when its
 * player ordered it in advance (`follow: true`), changing at once to movement mode (5.3 EXCEPTION
 * 8.24); a battleship doing so must be able to spend one fuel factor (8.2, last paragraph).
 */
import type { B79Data } from '../data/types.js';
import type { B79State, ShipState } from '../state.js';
import { speedBand } from '../units.js';
import type { B79Orders } from '../orders-types.js';
import { fuelCost, shipsOfKey } from './ship-move.js';
import type { Problem } from './problem.js';

const battleship = (d: B79Data, s: ShipState) => d.ships[s.id].type === 'BB' || d.ships[s.id].type === 'BC';

/** Why this ship cannot follow, or null when it can. `followOnPatrol`: the force's order `follow: true`. */
export function followBar(d: B79Data, state: B79State, s: ShipState, followOnPatrol: boolean): string | null {
  if (s.mode === 'patrol') {
    // 5.3 EXCEPTION 8.24: the change to movement mode is the player's choice, given in the orders.
    if (!followOnPatrol) return `${d.ships[s.id].name} keeps its patrol (no follow order, 5.3)`;
    if (s.convoy) return `${d.ships[s.id].name} is on convoy escort and moves with its convoy`;
    if (battleship(d, s) && s.fuel < 1) return `${d.ships[s.id].name} has no fuel factor to spend on leaving its patrol (8.2)`;
  }
  const band = speedBand(d, s);
  if (band === 'none' || band === 'emergency') return `${d.ships[s.id].name} is in emergency movement or cannot move (8.2)`;
  if (s.mode === 'patrol') return null;
  const now = fuelCost(d, state, s, s.path.length) ?? 0;
  const then = fuelCost(d, state, s, s.path.length + 1);
  if (then === null || then > s.fuel + now) return `${d.ships[s.id].name} has used its move (8.2)`;
  // 5.1: a two-zone move (this one would be the second zone) not two turns running.
  const heavy = battleship(d, s) || d.ships[s.id].type === 'CV';
  if (s.path.length + 1 === 2 && s.lastDouble === state.turn - 1 && heavy) return `${d.ships[s.id].name} moved two zones last turn (5.1)`;
  return null;
}

/** Moves a ship judged able to follow into `zone`: a ship on patrol changes to movement mode (5.3 EXCEPTION 8.24). */
export function follow(d: B79Data, state: B79State, s: ShipState, zone: string): void {
  if (s.mode === 'patrol') {
    s.mode = 'move';
    if (battleship(d, s)) s.fuel -= 1;
  } else {
    s.fuel -= (fuelCost(d, state, s, s.path.length + 1) ?? 0) - (fuelCost(d, state, s, s.path.length) ?? 0);
    if (s.path.length + 1 >= 2) s.lastDouble = state.turn;
  }
  s.path.push(zone); s.zone = zone;
}

/**
 * 5.3 EXCEPTION 8.24: a `follow` order that will not be read, each told (BM7917): only the
 * British shadow at high speed (8.2), only in the move exchange (the search phase, 4.6), only a
 * force on patrol needs the order (a force in movement mode follows anyway), and no force follows
 * when the orders say not to attack. `state`: the ships as they stand when they move.
 */
export function followProblems(d: B79Data, state: B79State, side: 'british' | 'german', o: B79Orders, shadowPhase: boolean): Problem[] {
  const out: Problem[] = [];
  for (const [key, f] of Object.entries(o.ships ?? {})) {
    if (f.follow !== true) continue;
    const at = { path: ['ships', key, 'follow'], code: 'BM7917' } as const;
    if (side !== 'british') { out.push({ ...at, message: 'only the British player follows a high-speed shadow (8.2): ignored' }); continue; }
    if (shadowPhase) { out.push({ ...at, message: 'follow is read in the move exchange, where the search is made (4.6, 8.2): ignored here' }); continue; }
    const ships = shipsOfKey(state, side, key) ?? [];
    const patrol = f.patrol ?? (ships.length > 0 && ships.every((s) => s.mode === 'patrol'));
    if (!patrol || ships.some((s) => d.ships[s.id].type === 'CV')) out.push({ ...at, message: `${key} will not be on patrol: ships in movement mode follow a high-speed shadow anyway (8.2), so follow changes nothing (5.3)` });
    else if (o.battle?.attack === false) out.push({ ...at, message: `with battle: { attack: false } no ship follows a high-speed shadow, so ${key} keeps its patrol (8.2)` });
  }
  return out;
}
