/**
 * 7.5 target choice on the tactical map: the Basic Combat priorities (combat/targets.ts) among the
 * enemy ships this ship may fire on now, plus 'nearest' (the fewest hexes away; ties by the most
 * gunnery dice, then id). A priority that matches no candidate passes to the next; none left,
 * 'nearest-threat'.
 */
import type { GwasData } from '../data.js';
import type { ShipState } from '../state.js';
import { chooseTarget } from '../combat/targets.js';
import { currentFirepower, totalDice } from '../combat/firepower.js';
import { isCapital, isLight } from '../fleet.js';

const MERCHANT = new Set(['AP', 'F', 'AO', 'DR']);

export function chooseTacticalTarget(
  data: GwasData, candidates: readonly ShipState[], priorities: readonly string[] | undefined,
  identified: ReadonlySet<string>, range: (s: ShipState) => number,
): ShipState | null {
  if (!candidates.length) return null;
  for (const p of priorities ?? []) {
    if (p === 'nearest') {
      return [...candidates].sort((a, b) => range(a) - range(b)
        || totalDice(currentFirepower(data, b)) - totalDice(currentFirepower(data, a)) || (a.id < b.id ? -1 : 1))[0];
    }
    const matched = candidates.filter((s) => matches(data, s, p, identified));
    if (matched.length) return chooseTarget(data, matched, [p], identified);
  }
  return chooseTarget(data, candidates, [], identified);
}

/** Whether a ship answers a priority (the words of combat/targets.ts). */
function matches(data: GwasData, s: ShipState, p: string, identified: ReadonlySet<string>): boolean {
  const c = data.ships[s.id];
  if (p === 'nearest-threat' || p === 'largest' || p === 'weakest') return true;
  if (p === 'capital') return isCapital(c);
  if (p === 'light') return isLight(c);
  if (p === 'merchant') return MERCHANT.has(c.type);
  if (data.ships[p]) return s.id === p && identified.has(s.id);
  return c.type === p;
}
