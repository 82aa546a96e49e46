// The rulebook's Example of Play, replayed on the Battle Board: the Hood and then the Prince of
// Wales against the Bismarck, five rounds, ending in Red's Chance Table roll of 2. The rulebook
// says "Hits have been arbitrarily administered for purpose of illustration", so its hits are
// recorded here as printed; what the engine must reproduce is everything the rules decide: which
// moves are allowed (B before A), which sections bear, the salvo counts, what a hit on a knocked-
// out section becomes, when the Hood sinks, and that the printed die (2) is a withdrawal.
// The squares and headings are ones that fit every sentence of the example (the printed diagram
// is not in our copy); a different fit would give the same counts.
import { beforeEach, describe, expect, it } from 'vitest';
import { aspect, CENTRE, EDGE_SQUARES, rangeOf } from '../../src/games/bismarck1962/battle/geometry.js';
import { mayStand } from '../../src/games/bismarck1962/battle/moves.js';
import { recordHit, salvosOf, total, type Unit } from '../../src/games/bismarck1962/battle/fire.js';
import type { HitResult, Section } from '../../src/games/bismarck1962/data/types.js';
import type { Hits, Square } from '../../src/games/bismarck1962/state.js';
import { data, noHits } from './helpers.js';

const d = data();
const counter = (id: string) => (id === 'bismarck' ? d.bismarck : (() => { const b = d.british.find((x) => x.id === id)!; return { guns: b.guns!, midships: b.midships!, helplessAt: b.helplessAt! }; })());
const N = 0, NE = 1, NW = 7, S = 4, SW = 5, E = 2;

/** The hits the example administers each round, as printed, by the ship hit. */
const HITS: Record<number, Record<string, HitResult[]>> = {
  1: { hood: ['bow', 'bow'], bismarck: ['bow'] },
  2: { hood: ['starboard', 'starboard', 'midships'], bismarck: ['bow', 'bow', 'bow'] },
  3: { hood: ['bow', 'port', 'port', 'stern', 'midships'], bismarck: ['starboard', 'starboard', 'stern', 'stern', 'midships', 'midships'] },
  4: { hood: ['bow', 'stern'], bismarck: ['stern', 'stern', 'starboard'] },
  5: { hood: ['port'], bismarck: ['bow', 'port', 'port', 'midships', 'midships'], 'prince-of-wales': ['bow', 'midships', 'midships', 'port', 'starboard'] },
};
/** The ships that have fought from B-range by the end of a round (Battle Board 4). */
const FOUGHT_B: Record<number, string[]> = { 1: ['hood'], 4: ['prince-of-wales'] };

// Each test starts from a fresh record and replays the earlier rounds itself, so that it holds run
// alone (Stryker runs only the tests that cover a mutant) and nothing is played at collection.
let record: Record<string, Hits>;
let sunk: Set<string>;
let foughtB: Set<string>;
beforeEach(() => {
  record = { bismarck: noHits(), hood: noHits(), 'prince-of-wales': noHits() };
  sunk = new Set<string>();
  foughtB = new Set<string>();
});
const unit = (id: string, at: Square, heading: number): Unit => ({ id, pos: { at, heading }, counter: counter(id), hits: record[id], helpless: record[id].midships >= counter(id).helplessAt });
/** Salvos by section, as the example lists them ("3 bow, 2 starboard secondary armament, 5 stern"). */
const bySection = (u: Unit, enemies: Unit[], primary: string | null) => Object.fromEntries(salvosOf(u, enemies, primary).map((s) => [s.section, s.count]));
function hit(id: string, ...results: HitResult[]): (Section | 'midships' | null)[] {
  return results.map((r) => { const o = recordHit(counter(id), record[id], r); if (o.sunk) sunk.add(id); return o.checked; });
}
/** The rounds before `round`, replayed: their hits recorded and the ships that fought from B noted. */
function playedTo(round: number): void {
  for (let r = 1; r < round; r++) {
    for (const [id, results] of Object.entries(HITS[r])) hit(id, ...results);
    for (const id of FOUGHT_B[r] ?? []) foughtB.add(id);
  }
}

describe('Example of Play (rulebook), round by round', () => {
  it('Round 1: the Hood moves into B-range; the Bismarck may not move into its A-range (Battle Board 4) but may move to another B-range square; bow to bow, Hood 5, Bismarck 6', () => {
    playedTo(1);
    const placed = { x: 0, y: 0 };
    const hoodAt = { x: 1, y: 1 };
    expect(rangeOf(placed, CENTRE)).toBeNull();
    expect(mayStand(hoodAt, [{ id: 'bismarck', at: CENTRE }], foughtB)).toBe(true);
    expect(rangeOf(hoodAt, CENTRE)).toBe('B');
    expect(mayStand({ x: 2, y: 2 }, [{ id: 'hood', at: hoodAt }], foughtB)).toBe(false);
    const bisAt = { x: 3, y: 2 };
    expect(mayStand(bisAt, [{ id: 'hood', at: hoodAt }], foughtB)).toBe(true);
    expect(rangeOf(bisAt, hoodAt)).toBe('B');
    const hood = unit('hood', hoodAt, E);
    const bis = unit('bismarck', bisAt, 6);
    expect([aspect(hoodAt, E, bisAt), aspect(bisAt, 6, hoodAt)]).toEqual(['bow', 'bow']);
    expect(bySection(hood, [bis], 'bismarck')).toEqual({ bow: 5 });
    expect(bySection(bis, [hood], 'hood')).toEqual({ bow: 6 });
    foughtB.add('hood');
    expect(hit('hood', ...HITS[1].hood)).toEqual(['bow', 'bow']);
    expect(hit('bismarck', ...HITS[1].bismarck)).toEqual(['bow']);
  });

  it('Round 2: the Hood closes to A-range (it has fought from B); the Bismarck swings to bow to broadside; Hood 10 (3 bow, 2 starboard, 5 stern), Bismarck 5', () => {
    playedTo(2);
    const hoodAt = { x: 2, y: 1 };
    const bisAt = { x: 3, y: 2 };
    expect(mayStand(hoodAt, [{ id: 'hood', at: bisAt }], foughtB)).toBe(true);
    expect(rangeOf(hoodAt, bisAt)).toBe('A');
    expect([aspect(hoodAt, NE, bisAt), aspect(bisAt, N, hoodAt)]).toEqual(['starboard', 'bow']);
    const hood = unit('hood', hoodAt, NE);
    const bis = unit('bismarck', bisAt, N);
    expect(bySection(hood, [bis], 'bismarck')).toEqual({ bow: 3, starboard: 2, stern: 5 });
    expect(bySection(bis, [hood], 'hood')).toEqual({ bow: 5 });
    expect(hit('hood', ...HITS[2].hood)).toEqual(['starboard', 'starboard', 'midships']);
    expect(hit('bismarck', ...HITS[2].bismarck)).toEqual(['bow', 'bow', 'bow']);
  });

  it('Round 3: the Hood moves a square and turns right around, showing its port side; broadside to broadside, Hood 10 (3 bow, 2 port, 5 stern), Bismarck 10 (2 bow, 2 starboard, 6 stern)', () => {
    playedTo(3);
    const hoodAt = { x: 3, y: 0 };
    const bisAt = { x: 4, y: 1 };
    expect([aspect(hoodAt, SW, bisAt), aspect(bisAt, SW, hoodAt)]).toEqual(['port', 'starboard']);
    const hood = unit('hood', hoodAt, SW);
    const bis = unit('bismarck', bisAt, SW);
    expect(bySection(hood, [bis], 'bismarck')).toEqual({ bow: 3, port: 2, stern: 5 });
    expect(bySection(bis, [hood], 'hood')).toEqual({ bow: 2, starboard: 2, stern: 6 });
    hit('hood', ...HITS[3].hood);
    hit('bismarck', ...HITS[3].bismarck);
    expect(record.hood).toEqual({ bow: 3, stern: 1, port: 2, starboard: 2, midships: 2 });
  });

  it('Round 4: the Prince of Wales comes on at the east edge and may not move toward the Bismarck before fighting from B; Hood 6 (2 bow, 4 stern), Prince of Wales 5, Bismarck 6 (2 bow, 4 stern, only the stern on the Prince of Wales)', () => {
    playedTo(4);
    const powAt = EDGE_SQUARES.east;
    const bisBefore = { x: 4, y: 1 };
    expect(rangeOf(powAt, bisBefore)).toBe('B');
    expect(mayStand({ x: 5, y: 2 }, [{ id: 'prince-of-wales', at: bisBefore }], foughtB)).toBe(false);
    const hoodAt = { x: 3, y: 1 };
    const bisAt = { x: 5, y: 1 };
    expect(mayStand(bisAt, [{ id: 'hood', at: hoodAt }, { id: 'prince-of-wales', at: powAt }], foughtB)).toBe(true);
    expect([rangeOf(bisAt, hoodAt), rangeOf(bisAt, powAt)]).toEqual(['B', 'B']);
    const hood = unit('hood', hoodAt, N);
    const pow = unit('prince-of-wales', powAt, N);
    const bis = unit('bismarck', bisAt, NW);
    expect(aspect(bisAt, NW, powAt)).toBe('stern');
    expect(bySection(hood, [bis], 'bismarck')).toEqual({ bow: 2, stern: 4 });
    expect(total(salvosOf(pow, [bis], 'bismarck'))).toBe(5);
    const red = salvosOf(bis, [hood, pow], 'hood');
    expect(red.map((s) => [s.section, s.target, s.count])).toEqual([['bow', 'hood', 2], ['stern', 'prince-of-wales', 4]]);
    foughtB.add('prince-of-wales');
    expect(hit('hood', ...HITS[4].hood)).toEqual(['bow', 'stern']);
    // "a starboard secondary armament hit which becomes a midships hit instead" (Resolve Battle 3b)
    expect(hit('bismarck', ...HITS[4].bismarck)).toEqual(['stern', 'stern', 'midships']);
  });

  it('Round 5: the Hood moves out of range, the Prince of Wales closes, the Bismarck goes after the Hood (B) and is in A-range of the Prince of Wales; Hood 4, Prince of Wales 12, Bismarck 6 (port secondary on the Prince of Wales only); the Hood sinks', () => {
    playedTo(5);
    const bisBefore = { x: 5, y: 1 };
    const hoodAt = { x: 2, y: 2 };
    const powAt = { x: 5, y: 2 };
    expect(rangeOf(hoodAt, bisBefore)).toBeNull();
    expect(mayStand(powAt, [{ id: 'prince-of-wales', at: bisBefore }], foughtB)).toBe(true);
    const bisAt = { x: 4, y: 2 };
    expect([rangeOf(bisAt, hoodAt), rangeOf(bisAt, powAt)]).toEqual(['B', 'A']);
    const hood = unit('hood', hoodAt, N);
    const pow = unit('prince-of-wales', powAt, N);
    const bis = unit('bismarck', bisAt, S);
    for (const [a, b] of [[hoodAt, N], [powAt, N]] as const) expect(['port', 'starboard']).toContain(aspect(a, b, bisAt));
    expect([aspect(bisAt, S, hoodAt), aspect(bisAt, S, powAt)]).toEqual(['starboard', 'port']);
    expect(bySection(hood, [bis], 'bismarck')).toEqual({ bow: 1, stern: 3 });
    expect(total(salvosOf(pow, [bis], 'bismarck'))).toBe(12);
    expect(bySection(pow, [bis], 'bismarck')).toMatchObject({ bow: 5, stern: 5 });
    const red = salvosOf(bis, [hood, pow], 'hood');
    expect(total(red)).toBe(6);
    expect(red.find((s) => s.section === 'port')).toMatchObject({ target: 'prince-of-wales', count: 2 });
    // "The Bismarck hits the Hood's port secondary armament which becomes a midships hit instead."
    expect(hit('hood', ...HITS[5].hood)).toEqual(['midships']);
    expect(sunk.has('hood')).toBe(true);
    hit('bismarck', ...HITS[5].bismarck);
    hit('prince-of-wales', ...HITS[5]['prince-of-wales']);
    expect(record).toEqual({
      bismarck: { bow: 5, stern: 4, port: 2, starboard: 2, midships: 5 },
      hood: { bow: 4, stern: 2, port: 2, starboard: 2, midships: 3 },
      'prince-of-wales': { bow: 1, stern: 0, port: 1, starboard: 1, midships: 2 },
    });
    expect(sunk.has('bismarck') || sunk.has('prince-of-wales')).toBe(false);
  });

  it('Red plays the Chance Table and rolls a 2: a withdrawal, no Round 6 (How to Withdraw From Battle)', () => {
    expect(d.battleChance[2 - 1].effect).toBe('withdrawal');
  });
});
