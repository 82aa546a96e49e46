/**
 * 6.1, 7.5 target choice from a side's standing orders (`battle.targets`), first match first.
 * A priority is a ship type (BB, BC, CA…), a ship id (only once that ship is identified: a
 * player cannot aim at a name he has not seen), 'capital', 'light', 'merchant',
 * 'nearest-threat' (the enemy ship with most gunnery dice now), 'largest' (most hull boxes) or
 * 'weakest' (fewest hull boxes left). Ties, and a list that matches nothing, fall back to
 * 'nearest-threat', then to the ship id: a deterministic owner policy, so a battle fought by
 * mail never needs to ask.
 */
import type { GwasData } from '../data.js';
import { isCapital, isLight } from '../fleet.js';
import type { ShipState } from '../state.js';
import { currentFirepower, totalDice } from './firepower.js';

const MERCHANT = new Set(['AP', 'F', 'AO', 'DR']);

function matches(data: GwasData, ship: ShipState, priority: string, identified: ReadonlySet<string>): boolean {
  const cls = data.ships[ship.id];
  if (priority === 'capital') return isCapital(cls);
  if (priority === 'light') return isLight(cls);
  if (priority === 'merchant') return MERCHANT.has(cls.type);
  if (data.ships[priority]) return ship.id === priority && identified.has(ship.id);
  return cls.type === priority;
}

type Order = 'nearest-threat' | 'largest' | 'weakest';
const ORDERS = new Set<string>(['nearest-threat', 'largest', 'weakest']);

function score(data: GwasData, s: ShipState, order: Order): number {
  const cls = data.ships[s.id];
  if (order === 'largest') return cls.boxes.hull.length;
  if (order === 'weakest') return -(cls.boxes.hull.length - s.damage.hull);
  return totalDice(currentFirepower(data, s));
}

function best(data: GwasData, ships: readonly ShipState[], order: Order): ShipState {
  return [...ships].sort((a, b) =>
    score(data, b, order) - score(data, a, order)
    || score(data, b, 'nearest-threat') - score(data, a, 'nearest-threat')
    || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0];
}

export function chooseTarget(data: GwasData, candidates: readonly ShipState[], priorities: readonly string[] | undefined, identified: ReadonlySet<string>): ShipState | null {
  const live = candidates.filter((s) => !s.sunk);
  if (!live.length) return null;
  for (const p of priorities ?? []) {
    if (ORDERS.has(p)) return best(data, live, p as Order);
    const hits = live.filter((s) => matches(data, s, p, identified));
    if (hits.length) return best(data, hits, 'nearest-threat');
  }
  return best(data, live, 'nearest-threat');
}
