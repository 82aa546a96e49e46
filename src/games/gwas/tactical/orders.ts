/**
 * Standing tactical battle orders (option `tactical`), read with their defaults. A battle by mail
 * cannot stop to ask, so every decision of 7.2–7.8 comes from these, or from a documented default:
 * - formation: 'together' (as few hexes as 7.2 allows, eight a hex; the fleet moves at the pace
 *   of its slowest group so its hexes stay together).
 * - seek: `closeTo` N or `keepAt` N hexes; without either, the Basic Combat `range` order read
 *   in hexes (short: close to 1, the torpedo and +1 range; long: keep at 3, primary range, 7.6),
 *   and without that the side's advantage in dice (combat/orders.ts defaultRange) decides.
 * - turnAway: `turnAway`, else the `disengage` order (when-damaged at `disengageAt` of the
 *   fleet's hull boxes), else combat/orders.ts defaultDisengage.
 * - targets: `targets`, else 'nearest-threat'; torpedoes: `torpedoes`, else 'fire'.
 */
import type { GwasData } from '../data.js';
import type { BattleOrders } from '../orders-types.js';
import type { FleetState, ShipState } from '../state.js';
import { defaultDisengage, defaultRange, hullDamage } from '../combat/orders.js';
import { currentFirepower } from '../combat/firepower.js';

export interface Seek { readonly mode: 'close' | 'keep'; readonly hexes: number }

export function formationOf(fleet: FleetState): 'together' | 'loose' {
  return fleet.battle.formation ?? 'together';
}

export function seekOf(data: GwasData, fleet: FleetState, own: readonly ShipState[], enemy: readonly ShipState[], night: boolean, weather: number): Seek {
  const b = fleet.battle;
  if (b.closeTo !== undefined) return { mode: 'close', hexes: b.closeTo };
  if (b.keepAt !== undefined) return { mode: 'keep', hexes: b.keepAt };
  const range = (night && b.rangeAtNight) || b.range || defaultRange(data, own, enemy, weather);
  return range === 'short' ? { mode: 'close', hexes: 1 } : { mode: 'keep', hexes: 3 };
}

function dice(data: GwasData, ships: readonly ShipState[]): number {
  return ships.filter((s) => !s.sunk).reduce((n, s) => {
    const f = currentFirepower(data, s);
    return n + f.primary + f.secondary + f.tertiary;
  }, 0);
}

/** Hull boxes lost by the fleet's ships in this battle's ledger (a sunk ship's all count). */
export function hullLost(data: GwasData, ships: readonly ShipState[]): number {
  return ships.reduce((n, s) => n + (s.sunk ? data.ships[s.id].boxes.hull.length : Math.min(s.damage.hull, data.ships[s.id].boxes.hull.length)), 0);
}

/**
 * 7.33 by standing order: whether the fleet now turns away. `knownEnemy` is what the side knows:
 * the enemy ships revealed face-up (7.27) still afloat; their dice are counted, never the stack's.
 */
export function turnsAway(data: GwasData, fleet: FleetState, fleetShips: readonly ShipState[], sideShips: readonly ShipState[], knownEnemy: readonly ShipState[]): boolean {
  const b = fleet.battle;
  const rule = b.turnAway ?? b.disengage ?? defaultDisengage([fleet]);
  if (rule === 'never') return false;
  if (rule === 'at-once') return true;
  if (rule === 'when-outgunned') return dice(data, knownEnemy) > dice(data, sideShips);
  if (rule === 'when-damaged') return hullDamage(data, fleetShips) >= (b.disengageAt ?? 0.5);
  return hullLost(data, fleetShips) >= rule.hullLost;
}
