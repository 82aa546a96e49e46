// Chance Tables (Search Board) and How to Win, through the game's exchanges.
import { describe, expect, it } from 'vitest';
import type { B62State } from '../../src/games/bismarck1962/state.js';
import { data, fresh, ofType, step } from './helpers.js';

const d = data();

/** A state at the close of a daytime search turn in which Blue failed to find her. */
function closing(tweak: (s: B62State) => void = () => {}): B62State {
  let s = fresh();
  s.box = 2; // 23 May 08:00, day
  s = step(s, { red: { bismarck: { move: ['C-7B'] } } }).state;
  s = step(s, { blue: { call: [] } }).state;
  s = step(s).state;
  expect(s.phase).toBe('close');
  tweak(s);
  return s;
}

describe('Chance Tables (Search Board): Blue\'s option after a daytime turn without finding her; Red\'s only if Blue declines', () => {
  it('every entry is reached through the engine and does what the table says', () => {
    const seen = new Map<number, { before: B62State; after: B62State; events: ReturnType<typeof step>['events'] }>();
    for (let i = 0; i < 200 && seen.size < 6; i++) {
      const before = closing((s) => { s.blue.searchChance = true; });
      const r = step(before, {}, `search-chance-${i}`);
      const c = ofType(r.events, 'b62.search-chance')[0];
      if (!seen.has(c.roll as number)) seen.set(c.roll as number, { before, after: r.state, events: r.events });
    }
    expect([...seen.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const effect = (n: number) => d.searchChance[n - 1].effect;
    for (const [roll, { before, after, events }] of seen) {
      expect(ofType(events, 'b62.search-chance')[0]).toMatchObject({ side: 'blue', effect: effect(roll) });
      const disclosed = ofType(events, 'b62.disclosed');
      if (effect(roll) === 'area') expect(disclosed).toEqual([{ area: 'C-7' }]);
      else if (effect(roll) === 'zone') expect(disclosed).toEqual([{ zone: 'C-7B' }]);
      else expect(disclosed).toEqual([]);
      expect(after.bismarck.hits.midships).toBe(before.bismarck.hits.midships + (effect(roll) === 'torpedo' ? 1 : 0));
      expect(after.bismarck.slip).toBe(effect(roll) === 'slip');
      const sunk = ofType(events, 'b62.sunk');
      // The cruisers nearest C-7B: the Birmingham, Manchester and Arethusa in B-6C (data order breaks the tie).
      expect(sunk.map((x) => x.ship)).toEqual(effect(roll) === 'cruiser' ? ['birmingham'] : []);
    }
  });
  it('5 (authored): after the slip, the Bismarck may move four zones the next turn', () => {
    const s = closing((x) => { x.bismarck.slip = true; });
    const next = step(s).state;
    const r = step(next, { red: { bismarck: { move: ['C-7A', 'C-6B', 'C-6A', 'C-5B'] } } });
    expect(r.state.bismarck.zone).toBe('C-5B');
  });
  it('Red may play only if Blue declines', () => {
    const both = closing((s) => { s.blue.searchChance = true; s.red.searchChance = true; });
    expect(ofType(step(both).events, 'b62.search-chance')[0].side).toBe('blue');
    const red = closing((s) => { s.red.searchChance = true; });
    expect(ofType(step(red).events, 'b62.search-chance')[0].side).toBe('red');
  });
  it('not at night, and not after a turn in which she was sighted', () => {
    const night = closing((s) => { s.blue.searchChance = true; s.box = 1; });
    expect(ofType(step(night).events, 'b62.search-chance')).toEqual([]);
    const sighted = closing((s) => { s.blue.searchChance = true; s.search.sighted = 'zone'; });
    expect(ofType(step(sighted).events, 'b62.search-chance')).toEqual([]);
  });
});

describe('How to Win', () => {
  it('A: the game ends as soon as the Bismarck is sunk; the winner is the player with the most points', () => {
    const s = closing((x) => { x.bismarck.sunk = true; x.bismarck.hits.midships = 10; x.points.red = 8; });
    const r = step(s);
    expect(r.state.over).toBe(true);
    expect(r.state.points.blue).toBe(d.points.blue.bismarckSunk + 10 * d.points.blue.perBismarckMidships);
    expect(r.state.result).toEqual({ reason: 'sunk', winner: 'blue' });
  });
  it('B: entering Brest after May 25 ends the game; before it does not', () => {
    const early = fresh();
    early.bismarck.zone = 'F-6B';
    early.bismarck.firstMoveDone = true;
    let s = step(early, { red: { bismarck: { move: ['F-7A'] } } }).state;
    s = step(step(step(s, { blue: { call: [] } }).state).state).state;
    expect(s.over).toBe(false);
    const late = fresh('last-days');
    late.bismarck.zone = 'F-6B';
    late.bismarck.firstMoveDone = true;
    s = step(late, { red: { bismarck: { move: ['F-7A'] } } }).state;
    const r = step(step(step(s, { blue: { call: [] } }).state).state);
    expect(r.state.result).toEqual({ reason: 'port', winner: 'red' });
    expect(ofType(r.events, 'b62.in-port')).toEqual([{ zone: 'F-7A', points: d.points.red.portReached }]);
  });
  it('C: the game ends when Red has more points than Blue could still score', () => {
    const s = closing((x) => { x.points.red = d.points.blue.bismarckSunk + 10 * d.points.blue.perBismarckMidships + 1; });
    expect(step(s).state.result).toEqual({ reason: 'points', winner: 'red' });
  });
  it('D: the game ends when play reaches the time limit', () => {
    const s = closing((x) => { x.box = d.time.boxes.length; });
    const r = step(s);
    expect(r.state.result?.reason).toBe('time');
    expect(ofType(r.events, 'b62.time')[0]).toMatchObject({ end: true });
  });
});
