/**
 * 6.1, 7.5 target choice (combat/targets.ts) by property: the ship chosen is the first of the
 * candidates ordered by the priority's score, then by gunnery dice now (nearest threat), then by
 * ship id. That ordering is written out here as a sort, the definition the one-pass choice
 * (issue 17: each ship scored once) must always agree with, over random damage, sinkings,
 * identifications and priority lists.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseTarget } from '../../src/games/gwas/combat/targets.js';
import { currentFirepower, totalDice } from '../../src/games/gwas/combat/firepower.js';
import { isCapital, isLight } from '../../src/games/gwas/fleet.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { ShipState } from '../../src/games/gwas/state.js';
import { withScenario } from '../helpers/gwas.js';

const CENTRAL = ['goeben', 'breslau', 'viribus-unitis', 'novara', 'hamidieh', 'csepel', 'tatra-class-dd', 'radetzky'];
const PRIORITIES = ['nearest-threat', 'largest', 'weakest', 'capital', 'light', 'merchant', 'BB', 'BC', 'CL', 'DD', ...CENTRAL];

/** The definition: the sorted list's head (6.1, 7.5), falling back to nearest threat. */
function reference(data: GwasData, candidates: readonly ShipState[], priorities: readonly string[], identified: ReadonlySet<string>): ShipState | null {
  const threat = (s: ShipState) => totalDice(currentFirepower(data, s));
  const score = (s: ShipState, order: string) => {
    const cls = data.ships[s.id];
    if (order === 'largest') return cls.boxes.hull.length;
    if (order === 'weakest') return -(cls.boxes.hull.length - s.damage.hull);
    return threat(s);
  };
  const first = (ships: ShipState[], order: string) => [...ships].sort((a, b) =>
    score(b, order) - score(a, order) || threat(b) - threat(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0];
  const live = candidates.filter((s) => !s.sunk);
  if (!live.length) return null;
  for (const p of priorities) {
    if (p === 'nearest-threat' || p === 'largest' || p === 'weakest') return first(live, p);
    const cls = (s: ShipState) => data.ships[s.id];
    const hits = live.filter((s) => (p === 'capital' ? isCapital(cls(s)) : p === 'light' ? isLight(cls(s)) : p === 'merchant' ? ['AP', 'F', 'AO', 'DR'].includes(cls(s).type)
      : data.ships[p] ? s.id === p && identified.has(s.id) : cls(s).type === p));
    if (hits.length) return first(hits, 'nearest-threat');
  }
  return first(live, 'nearest-threat');
}

describe('6.1, 7.5 target choice: the first ship in the standing orders\' order', () => {
  const { data, state } = withScenario(`
central:
  - { id: c, mission: intercept, at: { zone: AB40 }, ships: [${CENTRAL.join(', ')}] }
`);
  it('agrees with the sorted definition over random damage, sinkings, identifications and priorities', () => {
    const shipArb = fc.record({
      take: fc.boolean(), sunk: fc.boolean(), seen: fc.boolean(),
      hull: fc.nat(12), primary: fc.nat(8), secondary: fc.nat(8), tertiary: fc.nat(8),
    });
    fc.assert(fc.property(fc.array(shipArb, { minLength: CENTRAL.length, maxLength: CENTRAL.length }), fc.array(fc.constantFrom(...PRIORITIES), { maxLength: 4 }), fc.boolean(), (marks, priorities, noOrders) => {
      const ships: ShipState[] = [];
      const identified = new Set<string>();
      CENTRAL.forEach((id, i) => {
        const m = marks[i];
        if (!m.take) return;
        const s = state.ships[id];
        const cls = data.ships[id];
        // Marks within each track, so the dice left are what a real battle could leave.
        const cap = (n: number, max: number) => Math.min(n, max);
        ships.push({ ...s, sunk: m.sunk, damage: { ...s.damage, hull: cap(m.hull, cls.boxes.hull.length), primary: cap(m.primary, cls.gunnery.primary), secondary: cap(m.secondary, cls.gunnery.secondary), tertiary: cap(m.tertiary, cls.gunnery.tertiary) } });
        if (m.seen) identified.add(id);
      });
      const chosen = chooseTarget(data, ships, noOrders ? undefined : priorities, identified);
      expect(chosen?.id ?? null).toBe(reference(data, ships, noOrders ? [] : priorities, identified)?.id ?? null);
    }), { numRuns: 500 });
  });
});
