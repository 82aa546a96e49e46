/**
 * Exchange 3 of a search turn, which asks no one: the referee answers for Red, since the answer
 * follows from the rules alone (issue 14), so nobody waits.
 *  - Area search (How to Play, Step 3; How to Search, Area Search 1–6): Blue's calls, one area at
 *    a time, each answered; calling stops as soon as the Bismarck is located. Only areas with
 *    British counters may be called (2); a call list naming others is refused on receipt, and any
 *    that slipped through are passed over here.
 *  - Zone search (Steps 4–5; Zone Search 1–2): Blue withdraws the zone cards of the zones of that
 *    area where he has counters; Red looks for the card of his zone in the rest. The cards are a
 *    computation (seam §4): no card is drawn at random.
 *  - Sighting (Step 5B): by a battleship, battle (Step 6); by a carrier or cruiser only, Red
 *    discloses the exact zone and play reverts to area search (5B1).
 * Both players hear each call and its answer and see which cards Blue withdraws.
 */
import { everyone } from '../../../kernel/events.js';
import type { TurnStep } from '../../../kernel/step.js';
import { areaOf } from '../data/board.js';
import type { B62Data } from '../data/types.js';
import type { B62Orders } from '../orders-types.js';
import type { B62State } from '../state.js';

type Step = TurnStep<B62Data, B62State, B62Orders>;

/** Areas holding a British counter afloat, in board order (How to Search, Area Search 2). */
export function britishAreas(d: B62Data, s: B62State): string[] {
  const held = new Set(d.british.filter((b) => !s.british[b.id].sunk).map((b) => areaOf(s.british[b.id].zone)));
  return d.areas.filter((a) => held.has(a));
}

export const areaSearch: Step = {
  name: 'area-search',
  rule: 'How to Play, Step 3; How to Search, Area Search 1-6',
  run(ctx) {
    const { data: d, state: s } = ctx;
    s.search = { located: null, sighted: 'none', battleFought: false };
    if (s.bismarck.sunk) return;
    const allowed = britishAreas(d, s);
    const calls = s.blue.calls === 'all' ? allowed : s.blue.calls.filter((a, i, all) => allowed.includes(a) && all.indexOf(a) === i);
    const here = areaOf(s.bismarck.zone);
    for (const area of calls) {
      const yes = area === here;
      ctx.emit({ type: 'b62.area-called', audience: everyone, data: { area, bismarck: yes } });
      if (yes) { s.search.located = area; break; }
    }
    if (!s.search.located) ctx.emit({ type: 'b62.area-search-ends', audience: everyone, data: { called: calls.length, located: false } });
  },
};

export const zoneSearch: Step = {
  name: 'zone-search',
  rule: 'How to Play, Steps 4-5; How to Search, Zone Search 1-2',
  run(ctx) {
    const { data: d, state: s } = ctx;
    const area = s.search.located;
    if (!area) return;
    const withdrawn = [...new Set(d.british.filter((b) => !s.british[b.id].sunk && areaOf(s.british[b.id].zone) === area).map((b) => s.british[b.id].zone))].sort();
    const found = !withdrawn.includes(s.bismarck.zone);
    ctx.emit({ type: 'b62.zone-cards', audience: everyone, data: { area, withdrawn, redFindsCard: found } });
    if (!found) s.search.sighted = 'zone';
  },
};

export const sighting: Step = {
  name: 'sighting',
  rule: 'How to Play, Step 5B',
  run(ctx) {
    const { data: d, state: s } = ctx;
    if (s.search.sighted === 'none') return;
    const zone = s.bismarck.zone;
    const by = d.british.filter((b) => !s.british[b.id].sunk && s.british[b.id].zone === zone);
    const battle = by.some((b) => b.type === 'B');
    ctx.emit({ type: 'b62.sighted', audience: everyone, data: { zone, by: by.map((b) => b.id), types: [...new Set(by.map((b) => b.type))].sort(), battle } });
    if (battle) s.search.sighted = 'battle';
  },
};
