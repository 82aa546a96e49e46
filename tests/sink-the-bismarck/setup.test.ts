// Sink the Bismarck!: the Flag Staffs, the decks and Battle 1's set-up, as the rulebook gives them.
import { describe, expect, it } from 'vitest';
import { data, fresh } from './helpers.js';
import { SEATS } from '../../src/games/sink-the-bismarck/state.js';
import { distance, bearing, relative } from '../../src/games/sink-the-bismarck/geometry.js';
import { kindOf } from '../../src/games/sink-the-bismarck/cards.js';
import { visiblePiles } from '../../src/kernel/cards.js';

const count = (cards: readonly string[]) => cards.reduce<Record<string, number>>((m, c) => ({ ...m, [kindOf(c)]: (m[kindOf(c)] ?? 0) + 1 }), {});

describe('Game Description: a Flag Staff per side', () => {
  it('Game Description 1: an Admiral, a Flag Captain and the NAV, OPS and ENG DEPTs on each side, each a seat', () => {
    expect(SEATS).toEqual(['british/admiral', 'british/captain', 'british/eng', 'british/nav', 'british/ops',
      'german/admiral', 'german/captain', 'german/eng', 'german/nav', 'german/ops']);
  });
  it('Game Description 1: the Admiral commands one ship and the Flag Captain the second', () => {
    expect(fresh().commanders).toEqual({ hood: 'british/admiral', 'prince-of-wales': 'british/captain', bismarck: 'german/admiral', 'prinz-eugen': 'german/captain' });
  });
});

describe('Game Card Decks: one complete deck per ship, held by its departments', () => {
  it('Game Card Decks, To Start 7: Movement (3 Ahead, 3 Turn per deck) with NAV; guns one per turret (3-4), 4 torpedoes and 3 scout cards with OPS; 2 smoke, 4 repair with ENG', () => {
    const s = fresh();
    expect(count(s.piles['bismarck-nav'].cards)).toEqual({ ahead: 3, turn: 3 });
    expect(count(s.piles['bismarck-ops'].cards)).toEqual({ guns: 4, torpedo: 4, scout: 3 });
    expect(count(s.piles['bismarck-eng'].cards)).toEqual({ smoke: 2, repair: 4, mines: 2 });
    expect(count(s.piles['prince-of-wales-ops'].cards)).toEqual({ guns: 3, torpedo: 4, scout: 3 });
    // Ship Characteristics: Hood has no scout plane, so no Scout Plane Ops cards.
    expect(count(s.piles['hood-ops'].cards)).toEqual({ guns: 4, torpedo: 4 });
    expect(count(s.piles['prinz-eugen-eng'].cards)).toEqual({ smoke: 2, repair: 4 });
  });
  it('Send Signals 2: Send Signals (1 per deck) is held by the ship\'s commander alone', () => {
    const s = fresh();
    expect(s.piles['hood-special'].cards).toEqual(['signals-1']);
    expect(visiblePiles(s.piles, 'british/admiral')['hood-special'].hidden).toBe(false);
    expect(visiblePiles(s.piles, 'british/captain')['hood-special'].hidden).toBe(true);
  });
  it('Game Description 1: the wall inside a side: a department sees its own pile, not another department\'s nor its commander\'s', () => {
    const v = visiblePiles(fresh().piles, 'british/nav');
    expect(v['hood-nav'].hidden).toBe(false);
    expect(v['hood-ops'].hidden).toBe(true);
    expect(v['hood-eng'].hidden).toBe(true);
    expect(visiblePiles(fresh().piles, 'british/admiral')['hood-nav'].hidden).toBe(true);
  });
});

describe('Sequence of Play, Battle 1', () => {
  const s = fresh();
  const at = (id: string) => s.ships[id];
  it('Battle 1: Prinz Eugen heads south west with Bismarck 4 units behind on the same course', () => {
    expect(at('prinz-eugen').heading).toBe(225);
    expect(at('bismarck').heading).toBe(225);
    expect(distance(at('bismarck'), at('prinz-eugen'))).toBeCloseTo(4, 2);
    expect(Math.abs(relative(225, at('prinz-eugen'), at('bismarck')))).toBeCloseTo(180, 0);
  });
  it('Battle 1: Hood is south east of Prinz Eugen at 15 units, heading north west; Prince of Wales one unit off her starboard beam, parallel', () => {
    expect(distance(at('prinz-eugen'), at('hood'))).toBeCloseTo(15, 2);
    expect(bearing(at('prinz-eugen'), at('hood'))).toBeCloseTo(135, 0);
    expect(at('hood').heading).toBe(315);
    expect(at('prince-of-wales').heading).toBe(315);
    expect(distance(at('hood'), at('prince-of-wales'))).toBeCloseTo(1, 2);
    expect(relative(315, at('hood'), at('prince-of-wales'))).toBeCloseTo(90, 0);
  });
  it('To Start 5: scout planes are on the ships to start', () => {
    expect(at('bismarck').plane).toBe('aboard');
    expect(at('hood').plane).toBe('none');
  });
  it('Battle 1: the scenario lasts 5 hands', () => {
    expect(data().scenarios[0].hands).toBe(5);
  });
});

describe('the demo', () => {
  it('its first orders (the British NAV DEPT\'s offer for hand 1) are valid for the Denmark Strait', async () => {
    const { readFileSync } = await import('node:fs');
    const { stbDefinition } = await import('../../src/games/sink-the-bismarck/definition.js');
    const { checkStbText } = await import('../../src/games/sink-the-bismarck/check.js');
    const demo = stbDefinition.adapter(data).demo;
    expect(demo.scenario).toBe('denmark-strait');
    for (const [seat, file] of Object.entries(demo.firstOrders)) {
      const r = checkStbText(data(), fresh(), seat, readFileSync(file, 'utf8'));
      expect(r.diagnostics.map((x) => `${x.code} ${x.message}`), file).toEqual([]);
      expect(r.orders).toBeDefined();
    }
  });
});
