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

/**
 * The first ship in the order: highest score, then most gunnery dice now, then the lowest id.
 * One pass, each ship scored once (a sort scored both ships at every comparison, and the scan
 * picks the same ship: the order is total, ids being unique; issue 17).
 */
function best(data: GwasData, ships: readonly ShipState[], order: Order): ShipState {
  let top = ships[0];
  let topThreat = score(data, top, 'nearest-threat');
  let topScore = order === 'nearest-threat' ? topThreat : score(data, top, order);
  for (let i = 1; i < ships.length; i++) {
    const s = ships[i];
    const threat = score(data, s, 'nearest-threat');
    const sc = order === 'nearest-threat' ? threat : score(data, s, order);
    if (sc > topScore || (sc === topScore && (threat > topThreat || (threat === topThreat && s.id < top.id)))) {
      top = s;
      topScore = sc;
      topThreat = threat;
    }
  }
  return top;
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
