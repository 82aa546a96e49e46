// Sink the Bismarck!, issue 15 "How we will know": no seat ever sees a card, hand or order its role may
// not see, within its own side included; hands always hold what the rules allow. Battles played by
// seats writing from their own forms (the conformance player), several seeds.
import { describe, expect, it } from 'vitest';
import { SEATS, type StbState } from '../../src/games/sink-the-bismarck/state.js';
import { buildView } from '../../src/games/sink-the-bismarck/views.js';
import { DEPARTMENT_OF, kindOf } from '../../src/games/sink-the-bismarck/cards.js';
import { data, fresh } from './helpers.js';
import { battle } from './battle.js';

const meta = { campaign: 'fog', deadline: null };
const SEEDS = [1, 2, 3, 4, 5, 6];

describe('the wall inside a side (Game Description; Send Signals 1)', () => {
  it.each(SEEDS)('seed %i: a department sees its own piles, the hands of its side and the table; never another department\'s pile nor a commander\'s orders', (seed) => {
    const { states, events } = battle(seed);
    let orderLines = 0;
    states.slice(1).forEach((st, i) => {
      for (const seat of SEATS) {
        const [side, role] = seat.split('/');
        const v = buildView(data(), st, events[i], seat, meta);
        for (const p of v.piles) {
          const [, what] = /^(.*)-(nav|ops|eng|special|hand|played|spent|out|lost)$/.exec(p.id)!.slice(1);
          const ship = p.id.slice(0, p.id.length - what.length - 1);
          const own = st.ships[ship].side === side;
          if (what === 'nav' || what === 'ops' || what === 'eng') expect(own && role === what, `${seat} sees ${p.id}`).toBe(true);
          if (what === 'special') expect(st.commanders[ship], `${seat} sees ${p.id}`).toBe(seat);
          if (what === 'hand' || what === 'out' || what === 'lost') expect(own, `${seat} sees ${p.id}`).toBe(true);
        }
        // Send Signals 1: a commander's order of his cards is his alone.
        const mine = Object.entries(st.commanders).filter(([, c]) => c === seat).map(([ship]) => data().ships.find((x) => x.id === ship)!.name);
        for (const l of v.lines.filter((x) => x.includes('Your order for '))) { orderLines++; expect(mine.some((n) => l.includes(`Your order for ${n}:`)), `${seat}: ${l}`).toBe(true); }
      }
    });
    expect(orderLines).toBeGreaterThan(0);
  });

  it.each(SEEDS)('seed %i: a commander is told his own order and no other commander\'s, his own side\'s included', (seed) => {
    const { events } = battle(seed);
    for (const batch of events) for (const e of batch.filter((x) => x.type === 'stb.ordered')) {
      expect(e.audience).toEqual({ to: 'seats', seats: [fresh().commanders[(e.data as { ship: string }).ship]] });
    }
  });
});

describe('hands hold what the rules allow (Game Description; Planning Phase 1)', () => {
  it.each(SEEDS)('seed %i: every hand dealt is at most four cards from at most two departments', (seed) => {
    const { states } = battle(seed);
    let dealt = 0;
    for (const st of states.filter((x) => x.phase === 'command')) {
      for (const ship of Object.keys(st.ships)) {
        const cards = st.piles[`${ship}-hand`].cards;
        expect(cards.length).toBeLessThanOrEqual(4);
        expect(new Set(cards.map((c) => DEPARTMENT_OF[kindOf(c)])).size).toBeLessThanOrEqual(2);
        dealt += cards.length;
      }
    }
    expect(dealt).toBeGreaterThan(0);
  });
  it.each(SEEDS)('seed %i: no card is ever lost or duplicated: each ship\'s piles always hold its whole deck', (seed) => {
    const { states } = battle(seed);
    const whole = (st: StbState, ship: string) => Object.values(st.piles).filter((p) => p.id.startsWith(`${ship}-`)).flatMap((p) => p.cards).sort();
    for (const ship of Object.keys(states[0].ships)) {
      const start = whole(states[0], ship);
      for (const st of states) expect(whole(st, ship)).toEqual(start);
    }
  });
});
