/**
 * Standing battle orders read for a whole side (6.2 ranges and disengagement are decided per
 * side, "players may not split a fleet during combat"), with the defaults used when a player
 * wrote none. Defaults, documented for the players:
 * - range: the range at which the side's advantage in dice is larger — short counts every gun
 *   die and the torpedo value, long only primary and secondary; a tie stays long.
 *   At night `rangeAtNight` if given, else `range`, else the same computation.
 * - disengage: 'when-damaged' (at half the side's hull boxes) for an Intercept fleet, which came
 *   to fight; 'when-outgunned' for every other mission.
 * - torpedoes: 'fire'.  targets: 'nearest-threat'.
 * Several fleets of a side in one battle: the first fleet (by id, escorts last) that gives a
 * value decides it for the side; targets and torpedoes stay per fleet.
 */
import type { GwasData } from '../data.js';
import type { BattleOrders } from '../orders-types.js';
import type { FleetState, ShipState } from '../state.js';
import { currentFirepower, torpedoReady } from './firepower.js';
import type { Range } from './firepower.js';

export type Disengage = NonNullable<BattleOrders['disengage']>;

export function sideOrders(fleets: readonly FleetState[]): BattleOrders {
  const ordered = [...fleets].sort((a, b) => Number(a.mission === 'escort') - Number(b.mission === 'escort') || (a.id < b.id ? -1 : 1));
  const out: Record<string, unknown> = {};
  for (const f of ordered) for (const [k, v] of Object.entries(f.battle)) if (v !== undefined && out[k] === undefined) out[k] = v;
  return out as BattleOrders;
}

export function defaultDisengage(fleets: readonly FleetState[]): Disengage {
  const lead = [...fleets].sort((a, b) => Number(a.mission === 'escort') - Number(b.mission === 'escort') || (a.id < b.id ? -1 : 1))[0];
  return lead?.mission === 'intercept' ? 'when-damaged' : 'when-outgunned';
}

export function strength(data: GwasData, ships: readonly ShipState[], weather: number): { long: number; short: number } {
  let long = 0;
  let short = 0;
  for (const s of ships) {
    if (s.sunk) continue;
    const f = currentFirepower(data, s);
    long += f.primary + f.secondary;
    short += f.primary + f.secondary + f.tertiary + torpedoReady(data, s, weather);
  }
  return { long, short };
}

export function defaultRange(data: GwasData, own: readonly ShipState[], enemy: readonly ShipState[], weather: number): Range {
  const o = strength(data, own, weather);
  const e = strength(data, enemy, weather);
  return o.short - e.short > o.long - e.long ? 'short' : 'long';
}

export function wantedRange(data: GwasData, orders: BattleOrders, night: boolean, own: readonly ShipState[], enemy: readonly ShipState[], weather: number): Range {
  if (night && orders.rangeAtNight) return orders.rangeAtNight;
  return orders.range ?? defaultRange(data, own, enemy, weather);
}

/** The side's wish to leave the battle now (6.2), by its `disengage` order. */
export function wantsToDisengage(data: GwasData, orders: BattleOrders, fallback: Disengage, own: readonly ShipState[], enemy: readonly ShipState[]): boolean {
  const rule = orders.disengage ?? fallback;
  if (rule === 'never') return false;
  if (rule === 'at-once') return true;
  if (rule === 'when-outgunned') {
    const dice = (ships: readonly ShipState[]) => ships.filter((s) => !s.sunk).reduce((n, s) => {
      const f = currentFirepower(data, s);
      return n + f.primary + f.secondary + f.tertiary;
    }, 0);
    return dice(enemy) > dice(own);
  }
  return hullDamage(data, own) >= (orders.disengageAt ?? 0.5);
}

/** Fraction of the side's hull boxes marked, sunk ships included (their boxes all marked). */
export function hullDamage(data: GwasData, ships: readonly ShipState[]): number {
  let boxes = 0;
  let marked = 0;
  for (const s of ships) {
    const n = data.ships[s.id].boxes.hull.length;
    boxes += n;
    marked += s.sunk ? n : Math.min(n, s.damage.hull);
  }
  return boxes ? marked / boxes : 0;
}
