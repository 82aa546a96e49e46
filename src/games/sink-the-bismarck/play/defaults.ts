/**
 * The referee's standing defaults (seam rule 3: silence is an answer; issue 15: "a seat may be
 * played by the referee"). Ours, plain seamanship: departments offer a move and the guns;
 * commanders close the nearest enemy, fire at the nearest enemy in range, turn their cards in
 * the Card Precedence order.
 */
import type { CardKind, StbData } from '../data/types.js';
import type { Department } from '../data/types.js';
import { precedenceOf } from '../cards.js';
import { afloat, enemyOf, portOnly, shipOf } from '../context.js';
import { distance, relative } from '../geometry.js';
import type { StbState } from '../state.js';
import type { CardOrder } from '../orders-types.js';
import { defaultRepair } from '../damage.js';

/** A department's offer to a ship when it is silent. */
export function defaultOffer(dept: Department): CardKind[] {
  return dept === 'nav' ? ['ahead', 'turn'] : dept === 'ops' ? ['guns', 'guns'] : [];
}

/** The nearest enemy ship afloat, or null. */
export function nearestEnemy(d: StbData, s: StbState, ship: string): string | null {
  const me = s.ships[ship];
  let best: string | null = null;
  let bestD = Infinity;
  for (const id of afloat(d, s)) {
    if (s.ships[id].side !== enemyOf(me.side)) continue;
    const dist = distance(me, s.ships[id]);
    if (dist < bestD) { best = id; bestD = dist; }
  }
  return best;
}

/** How a silent commander plays a card of his hand. */
export function defaultPlay(d: StbData, s: StbState, ship: string, kind: CardKind): CardOrder {
  const enemy = nearestEnemy(d, s, ship);
  const me = s.ships[ship];
  switch (kind) {
    case 'ahead': return { card: kind, units: 2 };
    case 'turn': {
      // Towards the nearest enemy, at most 90 degrees (Movement 2).
      const rel = enemy ? relative(me.heading, me, s.ships[enemy]) : 0;
      // Battle 2: a ship turning only to port turns the long way, 90 degrees at a time.
      if (portOnly(d, s, ship)) return { card: kind, to: 'port', degrees: rel < 0 ? Math.min(90, Math.round(-rel)) : 90, then: 1 };
      return { card: kind, to: rel < 0 ? 'port' : 'starboard', degrees: Math.min(90, Math.round(Math.abs(rel))), then: 1 };
    }
    case 'guns': case 'torpedo': case 'scout': return { card: kind, ...(enemy ? { target: enemy } : {}) };
    case 'repair': { const r = defaultRepair(me); return { card: kind, ...(r ? { repair: r } : {}) }; }
    default: return { card: kind };
  }
}

/** The order a silent commander turns his cards: the Card Precedence, then card id. */
export function defaultSequence(cards: readonly string[], kindOf: (c: string) => CardKind): string[] {
  return [...cards].sort((a, b) => precedenceOf(kindOf(a)) - precedenceOf(kindOf(b)) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Is the ship able to use Ahead Flank and Hard Over (Ship Characteristics: Rodney cannot)? */
export const canFlank = (d: StbData, ship: string): boolean => shipOf(d, ship).flank > 0;
