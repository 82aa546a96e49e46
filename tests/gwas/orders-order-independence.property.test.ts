/**
 * 5.22 and every other check: the order of fleets in the file, and of the keys within each
 * fleet and each plot, never matters (issue 8 item 2). Each set of orders below exercises some
 * checks; fast-check shuffles it and expects the same diagnostics (up to their order and
 * position in the file) and the same fleets as the orders leave them.
 */
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { codes, withScenario } from '../helpers/gwas.js';
import { checkGwasOrders } from '../../src/games/gwas/orders-check.js';
import type { GwasOrders } from '../../src/games/gwas/orders-types.js';
import { checkGwasText } from '../../src/games/gwas/check-text.js';
import type { Diagnostic } from '../../src/orders/diagnostic.js';

const { data, state } = withScenario(`
allied:
  - { id: alpha, mission: intercept, at: { zone: AB40 }, ships: [gloucester, chatham, dublin] }
  - { id: bravo, mission: intercept, at: { zone: AB40 }, ships: [weymouth] }
  - { id: charlie, mission: intercept, at: { zone: AB40 }, ships: [bristol] }
  - { id: delta, mission: intercept, at: { zone: AB40 }, ships: [courbet] }
  - { id: distant, mission: intercept, at: { zone: AC41 }, ships: [jean-bart] }
  - { id: convoy, mission: transport, at: { zone: AB40 }, ships: [xix-corps-transports-1], plan: { '1': stay } }
`);

type Fleets = Record<string, Record<string, unknown>>;

/** Sets of orders for turn 1, each touching several checks. */
const SETS: Record<string, Fleets> = {
  // 5.22: the absorbed fleet after the survivor (alpha takes bravo) and before it (delta takes charlie).
  'merges both ways, every fleet listed as the form lists it': {
    alpha: { merge: ['bravo'], plot: { 1: 'AB41', 2: 'AA41', 3: 'Z41' } },
    bravo: { plot: {} },
    charlie: { plot: {} },
    delta: { merge: ['charlie'], plot: { 1: 'stay' } },
    distant: { plot: { 1: 'AB41', 2: 'stay' } },
    convoy: { plot: { 1: 'stay' } },
  },
  'merge refusals, bad zones, Divide without its box, a scenario plan rewritten': {
    alpha: { merge: ['distant', 'convoy'], plot: { 1: 'K99', 2: 'AB41' } },
    bravo: { divide: [{ id: 'bravo-2', ships: ['weymouth'] }] },
    charlie: { plot: { 1: 'AB41/AA41/Z41', 4: 'Z41' } },
    convoy: { plot: { 1: 'AB41', 2: 'AA41' } },
    nobody: { plot: { 1: 'AB41' } },
  },
  'divide and the new fleet, merging away a fleet that has orders of its own': {
    alpha: { plot: { 1: 'Divide', 3: 'AB41' }, divide: [{ id: 'alpha-2', ships: ['dublin'] }] },
    'alpha-2': { plot: { 2: 'AB41' } },
    charlie: { merge: ['bravo'], battle: { range: 'short' } },
    bravo: { plot: { 1: 'AB41' }, battle: { range: 'long', targets: ['BC', 'glouster'] } },
    delta: { mission: 'abort', plot: { 3: 'AB39' } },
  },
  'abort merged into, tows, searches by the wrong mission': {
    bravo: { mission: 'abort', plot: { 3: 'AB39/AB38', 4: 'AB37/AC37/Malta' } },
    alpha: { merge: ['bravo'], tow: [{ ship: 'glouster', towedBy: 'chatham' }] },
    charlie: { plot: { 1: 'Search 1/Search 1' } },
    convoy: { mission: 'intercept' },
  },
};

function shuffled<T>(items: readonly T[], order: readonly number[]): T[] {
  const keyed = items.map((item, i) => ({ item, k: order[i % order.length] + i / 1000 }));
  return keyed.sort((a, b) => a.k - b.k).map((x) => x.item);
}

/** The same orders with fleets, fleet keys and plot keys in the order given by `order`. */
function rewrite(fleets: Fleets, order: readonly number[]): string {
  const out: Fleets = {};
  for (const id of shuffled(Object.keys(fleets), order)) {
    const fo: Record<string, unknown> = {};
    for (const key of shuffled(Object.keys(fleets[id]), [...order].reverse())) {
      const v = fleets[id][key];
      fo[key] = key === 'plot' && v && typeof v === 'object'
        ? Object.fromEntries(shuffled(Object.entries(v as Record<string, string>), order))
        : v;
    }
    out[id] = fo;
  }
  return stringify({ side: 'allied', turn: 1, fleets: out });
}

/** A diagnostic without its position in the file: what it says, about which text. */
function gist(d: Diagnostic): string {
  return [d.code, d.severity, d.message, d.hint ?? '', (d.source ?? '').trim()].join(' | ');
}

function outcome(text: string) {
  const checked = checkGwasText(data, state, 'allied', text);
  const parsed = (checked.orders ?? undefined) as GwasOrders | undefined;
  const drafts = parsed ? [...checkGwasOrders(data, state, 'allied', parsed).fleets.values()]
    .map((f) => ({ id: f.id, mission: f.mission, plan: Object.fromEntries(Object.entries(f.plan).sort()), ships: [...f.ships].sort(), zone: f.zone }))
    .sort((a, b) => (a.id < b.id ? -1 : 1)) : null;
  return { diagnostics: checked.diagnostics.map(gist).sort(), valid: Boolean(parsed), drafts };
}

describe('5.22 and every check: the order of fleets and keys in the file never matters', () => {
  for (const [name, fleets] of Object.entries(SETS)) {
    it(`5.22 ${name}`, () => {
      const baseline = outcome(rewrite(fleets, [0]));
      // Each set is meant to exercise the checks, so each says something or is valid.
      expect(baseline.diagnostics.length > 0 || baseline.valid).toBe(true);
      fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 }), (order) => {
        expect(outcome(rewrite(fleets, order))).toEqual(baseline);
      }), { numRuns: 60, seed: 8022 });
    });
  }

  it('5.22 the legal merge of a fleet listed after its survivor is accepted (the form lists fleets alphabetically)', () => {
    const r = outcome(rewrite(SETS['merges both ways, every fleet listed as the form lists it'], [0]));
    expect(r.diagnostics).toEqual([]);
    expect(r.drafts?.map((f) => f.id)).toEqual(['alpha', 'convoy', 'delta', 'distant']);
    expect(r.drafts?.find((f) => f.id === 'alpha')?.ships).toEqual(['chatham', 'dublin', 'gloucester', 'weymouth']);
  });

  it('the sets do exercise the checks they are named for', () => {
    const all = Object.values(SETS).flatMap((f) => codes(checkGwasText(data, state, 'allied', rewrite(f, [0])).diagnostics));
    for (const code of ['GW2091', 'GW2092', 'GW2050', 'GW2061', 'GW2082', 'GW2044', 'GW2010', 'GW2052', 'GW2093', 'GW2071', 'GW2401', 'GW2057', 'GW2066', 'GW2020', 'GW2021']) {
      expect(all).toContain(code);
    }
  });
});
