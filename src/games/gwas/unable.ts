/**
 * A ship unable to manoeuvre (`ShipState.unableToManoeuvre`) has up to three causes, each with its
 * own remedy:
 * - combat damage or a mine (8.5, 8.51, 13.21): emergency repair (11.27) or nothing;
 * - an empty bunker (12.2): fuel from a port (12.3), a collier or an oiler (12.5, 12.6);
 * - running aground in battle (7.42): refloating (7.43).
 * Fuel's cause is `fuel.out` and aground's is `aground`; damage is the flag itself. Only while the
 * fuel is out does damage need a mark of its own (`disabledByDamage`), so that fuel given back does
 * not make a crippled ship move again; and while aground, `aground.wasUnable` keeps it. A ship
 * disabled by damage alone carries neither mark, so states without fuel or battles are unchanged.
 */
import type { ShipState } from './state.js';

/** 8.5, 8.51, 13.21: damage leaves the ship unable to manoeuvre, whatever else holds her. */
export function disableByDamage(ship: ShipState): void {
  if (ship.sunk) return;
  if (ship.fuel?.out) ship.disabledByDamage = true;
  if (ship.aground && !ship.aground.wasUnable) ship.aground = { wasUnable: true };
  ship.unableToManoeuvre = true;
}

/** 12.2: her last box is marked off. If something else already holds her, it is remembered. */
export function runOutOfFuel(ship: ShipState): void {
  if (!ship.fuel) return;
  if (ship.unableToManoeuvre && !ship.aground) ship.disabledByDamage = true;
  ship.fuel.out = true;
  ship.unableToManoeuvre = true;
}

/** 12.2 ends with the first box back: she moves again unless damage or a grounding still holds her. */
export function fuelBack(ship: ShipState): void {
  if (!ship.fuel?.out) return;
  ship.fuel.out = false;
  ship.unableToManoeuvre = ship.disabledByDamage === true || ship.aground !== undefined;
  delete ship.disabledByDamage;
}

/**
 * Damage no longer holds her: repaired (11.27), or the group ship it fell on has sunk (9.5). An
 * empty bunker still does, if hers is empty.
 */
export function damageCleared(ship: ShipState): void {
  ship.unableToManoeuvre = ship.fuel?.out === true;
  delete ship.disabledByDamage;
}

/**
 * Whether damage (not an empty bunker, not a grounding) holds her: what 11.27 may repair, and what
 * a grounding (7.42) keeps as `aground.wasUnable` until she is refloated.
 */
export function heldByDamage(ship: ShipState): boolean {
  if (ship.aground) return ship.aground.wasUnable;
  return ship.unableToManoeuvre && (!ship.fuel?.out || ship.disabledByDamage === true);
}

/** 7.43: refloated, she is unable to manoeuvre if damage (before or in the grounding) or her fuel holds her. */
export function refloat(ship: ShipState): void {
  const damaged = ship.aground?.wasUnable === true;
  delete ship.aground;
  ship.unableToManoeuvre = !ship.sunk && (damaged || ship.fuel?.out === true);
  if (damaged && ship.fuel?.out && !ship.sunk) ship.disabledByDamage = true;
}
