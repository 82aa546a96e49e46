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

/** A ship's 'nearest-threat' score: its gunnery dice now. */
export type Threat = (s: ShipState) => number;

export function threatNow(data: GwasData): Threat {
  return (s) => totalDice(currentFirepower(data, s));
}

/**
 * The same score remembered per ship, for one fire step: every firer of the step reads the enemy
 * ships' dice before any hit of the step is applied (6.1, 7.5), so they cannot change within it.
 * Issue 17 §2: without it each choice re-counted every candidate's dice at every comparison.
 */
export function threatForStep(data: GwasData): Threat {
  const known = new Map<ShipState, number>();
  const now = threatNow(data);
  return (s) => {
    let v = known.get(s);
    if (v === undefined) known.set(s, (v = now(s)));
    return v;
  };
}

function score(data: GwasData, s: ShipState, order: Order, threat: Threat): number {
  const cls = data.ships[s.id];
  if (order === 'largest') return cls.boxes.hull.length;
  if (order === 'weakest') return -(cls.boxes.hull.length - s.damage.hull);
  return threat(s);
}

/**
 * The first ship in the order: highest score, then most gunnery dice, then lowest id. Ids are
 * unique, so this is a strict order and one pass finds the ship a full sort would put first.
 */
function best(data: GwasData, ships: readonly ShipState[], order: Order, threat: Threat): ShipState {
  let top = ships[0];
  let topScore = score(data, top, order, threat);
  for (let i = 1; i < ships.length; i++) {
    const s = ships[i];
    const v = score(data, s, order, threat);
    const before = v - topScore || threat(s) - threat(top) || (s.id < top.id ? 1 : s.id > top.id ? -1 : 0);
    if (before > 0) { top = s; topScore = v; }
  }
  return top;
}

export function chooseTarget(data: GwasData, candidates: readonly ShipState[], priorities: readonly string[] | undefined, identified: ReadonlySet<string>, threat: Threat = threatNow(data)): ShipState | null {
  const live = candidates.filter((s) => !s.sunk);
  if (!live.length) return null;
  for (const p of priorities ?? []) {
    if (ORDERS.has(p)) return best(data, live, p as Order, threat);
    const hits = live.filter((s) => matches(data, s, p, identified));
    if (hits.length) return best(data, hits, 'nearest-threat', threat);
  }
  return best(data, live, 'nearest-threat', threat);
}
