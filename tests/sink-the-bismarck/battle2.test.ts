// Sink the Bismarck!, Sequence of Play, Battle 2 (scenario last-battle) and Swordfish Air Attacks 1-4.
import { describe, expect, it } from 'vitest';
import { setupState, type StbState } from '../../src/games/sink-the-bismarck/state.js';
import { stbGame } from '../../src/games/sink-the-bismarck/module.js';
import { kindOf } from '../../src/games/sink-the-bismarck/cards.js';
import { bearing, distance, relative } from '../../src/games/sink-the-bismarck/geometry.js';
import { codes, data, ofType, step } from './helpers.js';

const battle2 = (): StbState => setupState(data(), 'last-battle', { emergency: false });

describe('Sequence of Play, Battle 2', () => {
  const s = battle2();
  it('Battle 2: Bismarck heads north west; King George V fifteen units off her bow heading south east; Rodney one unit off KGV\'s port beam', () => {
    expect(s.ships.bismarck.heading).toBe(315);
    expect(distance(s.ships.bismarck, s.ships['king-george-v'])).toBeCloseTo(15, 2);
    expect(bearing(s.ships.bismarck, s.ships['king-george-v'])).toBeCloseTo(315, 0);
    expect(s.ships['king-george-v'].heading).toBe(135);
    expect(relative(135, s.ships['king-george-v'], s.ships.rodney)).toBeCloseTo(-90, 0);
  });
  it('Battle 2: the Ahead Full cards are removed from Bismarck\'s deck', () => {
    expect(s.piles['bismarck-nav'].cards.map(kindOf)).toEqual(['turn', 'turn', 'turn']);
  });
  it('Battle 2: one Swordfish Attack card returns to each British deck, none to the German', () => {
    expect(s.piles['king-george-v-special'].cards).toEqual(['signals-1', 'swordfish-1']);
    expect(s.piles['rodney-special'].cards).toEqual(['signals-1', 'swordfish-1']);
    expect(s.piles['bismarck-special'].cards).toEqual(['signals-1']);
  });
  it('Battle 2: a side of one ship: the German Flag Captain commands nothing and is not asked to', () => {
    const dealt = step(s).state;
    expect(stbGame.next(data(), dealt)!.asks.map((a) => a.seat)).toEqual(['british/admiral', 'british/captain', 'german/admiral']);
  });
  it('Battle 2: Bismarck can only turn to the left: a turn written to starboard goes to port (SB1513 warns)', () => {
    const dealt = step(s, { 'german/nav': 'seat: german/nav\nturn: 1\noffer:\n  bismarck: [turn]\n' }).state;
    const yaml = 'seat: german/admiral\nturn: 1\nexchange: 2\ncards:\n  - { card: turn, to: starboard, degrees: 45 }\n';
    expect(codes(dealt, 'german/admiral', yaml)).toEqual(['SB1513']);
    const { events } = step(dealt, { 'german/admiral': yaml });
    expect(ofType(events, 'stb.moved').find((m) => m.ship === 'bismarck')).toMatchObject({ how: 'turn 45 to port', heading: 270 });
  });
  it('Rodney has no Flank Speed (Ship Characteristics: 0)', () => {
    expect(data().ships.find((x) => x.id === 'rodney')).toMatchObject({ flank: 0, maxRange: 12, fireControl: 2, armor: -2 });
  });
});

describe('Swordfish Air Attacks', () => {
  it('Swordfish Air Attacks 1-3, Anti-Aircraft Fire: on the first hand each British ship plays its Swordfish first; Bismarck defends (1-2 through at 2 units, 3-4 damaged at 4, 5-6 shot down)', () => {
    const dealt = step(battle2()).state;
    const { state, events } = step(dealt);
    const attacks = ofType(events, 'stb.swordfish');
    expect(attacks.map((a) => a.ship)).toEqual(['king-george-v', 'rodney']);
    const aa = events.filter((e) => e.type === 'roll' && (e.data as { table: string }).table === 'Anti-Aircraft Fire').map((e) => (e.data as { total: number }).total);
    expect(aa).toHaveLength(2);
    attacks.forEach((a, i) => {
      const want = aa[i] <= 2 ? { launched: true, units: 2 } : aa[i] <= 4 ? { launched: true, units: 4 } : { launched: false };
      expect(a).toMatchObject(want);
    });
    // The aerial torpedoes are judged after the last card, with the ships' (Swordfish 3).
    expect(ofType(events, 'stb.torpedo-run')).toHaveLength(attacks.filter((a) => a.launched).length);
    expect(state.piles['king-george-v-spent'].cards).toContain('swordfish-1');
    // Swordfish first: before any round's card is resolved.
    const first = events.findIndex((e) => e.type === 'stb.swordfish');
    expect(events.findIndex((e) => e.type === 'stb.salvo' || e.type === 'stb.moved')).toBeGreaterThan(first);
  });
  it('Swordfish Air Attacks 2: with no gun turret working Bismarck cannot defend; the attack comes in at 2 units', () => {
    const s = battle2();
    s.ships.bismarck.turrets = [2, 2, 2, 2];
    const { events } = step(step(s).state);
    expect(events.some((e) => e.type === 'roll' && (e.data as { table: string }).table === 'Anti-Aircraft Fire')).toBe(false);
    expect(ofType(events, 'stb.swordfish').map((a) => a.units)).toEqual([2, 2]);
  });
  it('Torpedo Attacks 1, Swordfish Air Attacks 1: with both Swordfish launched, a ship\'s torpedo in the same hand launches nothing (two a hand, aerial first)', () => {
    const s = battle2();
    s.ships.bismarck.turrets = [2, 2, 2, 2];
    Object.assign(s.ships['king-george-v'], { x: 0, y: 3 });
    const dealt = step(s, { 'british/ops': 'seat: british/ops\nturn: 1\noffer:\n  king-george-v: [torpedo]\n  rodney: []\n' }).state;
    const { events } = step(dealt, { 'british/admiral': 'seat: british/admiral\nturn: 1\nexchange: 2\ncards:\n  - { card: torpedo, target: bismarck }\n' });
    expect(ofType(events, 'stb.swordfish').filter((a) => a.launched)).toHaveLength(2);
    expect(ofType(events, 'stb.torpedo')).toEqual([expect.objectContaining({ ship: 'king-george-v', launched: false, why: 'two torpedoes already launched this hand' })]);
  });
  it('Swordfish Air Attacks 1: only in the first hand', () => {
    let s = battle2();
    s = step(step(s).state).state;
    expect(s.turn).toBe(2);
    expect(s.over).toBe(false);
    expect(ofType(step(step(s).state).events, 'stb.swordfish')).toEqual([]);
  });
});
