// The Battle Board's rules read one by one on squares, headings and counters written out (How to
// Figure Salvo Count; How to Resolve Battle 3; Multi-Ship Battle): what the games of battle.test.ts
// and the Example of Play do not reach. Squares are (x, y), x 0-6 west to east, y 0-6 north to
// south, the Bismarck's starting square the centre (3,3); headings N, NE, E ... NW.
import { describe, expect, it } from 'vitest';
import { halveAtNight, recordHit, salvosOf, type Unit } from '../../src/games/bismarck1962/battle/fire.js';
import { aspect, EDGE_SQUARES, edgeOf, headingToward } from '../../src/games/bismarck1962/battle/geometry.js';
import { chooseHeading, chooseSquare, mayStand } from '../../src/games/bismarck1962/battle/moves.js';
import type { Hits } from '../../src/games/bismarck1962/state.js';
import { data, noHits } from './helpers.js';

const d = data();
const N = 0, NE = 1, E = 2, SE = 3, S = 4, SW = 5, W = 6, NW = 7;
const counter = (id: string) => {
  if (id === 'bismarck') return d.bismarck;
  const b = d.british.find((x) => x.id === id)!;
  return { guns: b.guns!, midships: b.midships!, helplessAt: b.helplessAt! };
};
const unit = (id: string, x: number, y: number, heading: number, hits: Partial<Hits> = {}, helpless = false): Unit =>
  ({ id, pos: { at: { x, y }, heading }, counter: counter(id), hits: { ...noHits(), ...hits }, helpless });
/** Each salvo as [section, target, count]. */
const fired = (u: Unit, enemies: Unit[], primary: string | null) => salvosOf(u, enemies, primary).map((s) => [s.section, s.target, s.count]);

describe('How to Figure Salvo Count and How to Resolve Battle 3d: who fires', () => {
  it('Resolve Battle 3d: a helpless ship fires no salvo (the Hood at (3,1) heading E, the Bismarck in B-range at (3,3))', () => {
    const bis = unit('bismarck', 3, 3, N);
    expect(fired(unit('hood', 3, 1, E), [bis], 'bismarck')).toEqual([['bow', 'bismarck', 5], ['stern', 'bismarck', 5]]);
    expect(fired(unit('hood', 3, 1, E, {}, true), [bis], 'bismarck')).toEqual([]);
  });

  it('Salvo Count b: in stern facing only the stern turrets fire (the Bismarck at (3,3) heading N, the Hood astern at (3,5))', () => {
    expect(fired(unit('bismarck', 3, 3, N), [unit('hood', 3, 5, N)], 'hood')).toEqual([['stern', 'hood', 6]]);
  });

  it('Salvo Count c: a gun section with every box hit rolls no die (the Bismarck at (3,3) heading N, bow-on to the Hood at (3,1))', () => {
    const hood = unit('hood', 3, 1, S);
    expect(fired(unit('bismarck', 3, 3, N, { bow: 5 }), [hood], 'hood')).toEqual([['bow', 'hood', 1]]);
    expect(fired(unit('bismarck', 3, 3, N, { bow: 6 }), [hood], 'hood')).toEqual([]);
  });
});

describe('Multi-Ship Battle 2-4: at whom each section fires', () => {
  // The Bismarck at (3,3) heading E: the Hood at (3,1), B-range off her port beam; the Prince of
  // Wales at (3,4), A-range off her starboard beam.
  const bis = unit('bismarck', 3, 3, E);
  const hood = unit('hood', 3, 1, E);
  const pow = unit('prince-of-wales', 3, 4, E);

  it('Multi-Ship 2 and 4: the turrets fire on the ship Red chooses, the Hood in B-range, over the Prince of Wales in A-range; the starboard secondaries, A-range only, on the Prince of Wales', () => {
    expect(fired(bis, [pow, hood], 'hood')).toEqual([['bow', 'hood', 6], ['starboard', 'prince-of-wales', 2], ['stern', 'hood', 6]]);
  });

  it('Multi-Ship 2: with no ship chosen each section fires on the nearest it bears on, the Prince of Wales in A-range before the Hood in B-range', () => {
    expect(fired(bis, [hood, pow], null)).toEqual([['bow', 'prince-of-wales', 6], ['starboard', 'prince-of-wales', 2], ['stern', 'prince-of-wales', 6]]);
    expect(fired(bis, [pow, hood], null)).toEqual([['bow', 'prince-of-wales', 6], ['starboard', 'prince-of-wales', 2], ['stern', 'prince-of-wales', 6]]);
  });
});

describe('How to Figure Salvo Count d: night', () => {
  it('d: the Hood at (3,2) heading E, broadside to the Bismarck at (3,3) in A-range, has 12 die rolls (5 bow, 2 starboard, 5 stern); at night 6, and the sections left with none fire nothing', () => {
    const bis = unit('bismarck', 3, 3, N);
    const salvos = salvosOf(unit('hood', 3, 2, E), [bis], 'bismarck');
    expect(salvos.map((s) => [s.section, s.count])).toEqual([['bow', 5], ['starboard', 2], ['stern', 5]]);
    expect(halveAtNight(salvos).map((s) => [s.section, s.count])).toEqual([['bow', 5], ['starboard', 1]]);
  });
});

describe('How to Resolve Battle 3: the Hit Record', () => {
  it('3: a miss checks no box, and tells whether the ship is already helpless or sunk (the Bismarck: helpless on the 8th midships box, sunk on the 10th)', () => {
    for (const [midships, helpless, sunk] of [[7, false, false], [8, true, false], [9, true, false], [10, true, true]] as const) {
      const hits = { ...noHits(), midships };
      expect(recordHit(d.bismarck, hits, 'miss')).toEqual({ checked: null, helpless, sunk });
      expect(hits).toEqual({ ...noHits(), midships });
    }
  });

  it('3c: the Bismarck has ten midships boxes; a hit after the tenth (she still rolls her salvos: Salvo Count c) checks none beyond them', () => {
    const hits = { ...noHits(), midships: 10 };
    expect(recordHit(d.bismarck, hits, 'midships')).toEqual({ checked: 'midships', helpless: true, sunk: true });
    expect(hits.midships).toBe(10);
    const knocked = { ...noHits(), bow: 6, midships: 10 };
    expect(recordHit(d.bismarck, knocked, 'bow')).toEqual({ checked: 'midships', helpless: true, sunk: true });
    expect(knocked).toEqual({ ...noHits(), bow: 6, midships: 10 });
  });
});

describe('How to Move Ships on Battle Board: where a ship may stand and where its standing order takes it', () => {
  it('7: ships cannot move off the Battle Board: (-1,3), (3,-1), (7,3) and (3,7) are off it; the corners (0,0) and (6,6) are on it', () => {
    const none = new Set<string>();
    for (const sq of [{ x: -1, y: 3 }, { x: 3, y: -1 }, { x: 7, y: 3 }, { x: 3, y: 7 }]) expect(mayStand(sq, [], none), JSON.stringify(sq)).toBe(false);
    for (const sq of [{ x: 0, y: 0 }, { x: 6, y: 6 }, { x: 0, y: 6 }, { x: 6, y: 0 }]) expect(mayStand(sq, [], none), JSON.stringify(sq)).toBe(true);
  });

  it('1-4: from the outermost square (3,0) a ship closing on the Bismarck at (3,3) moves one square into B-range, the first such square north clockwise: (4,1)', () => {
    const bis = [{ id: 'bismarck', at: { x: 3, y: 3 } }];
    expect(chooseSquare({ x: 3, y: 0 }, 'close', { x: 3, y: 3 }, bis, new Set())).toEqual({ x: 4, y: 1 });
    // Having fought from B-range (4), from (4,1) it closes into A-range: (3,2), distance 1.
    expect(chooseSquare({ x: 4, y: 1 }, 'close', { x: 3, y: 3 }, bis, new Set(['bismarck']))).toEqual({ x: 4, y: 2 });
  });

  it('2: a ship need not move: the Prince of Wales brought on at the north edge (3,0), in A-range of the Bismarck at (2,1) before fighting from B, stays there closing (every square nearer is refused by 4)', () => {
    const bis = [{ id: 'bismarck', at: { x: 2, y: 1 } }];
    expect(chooseSquare({ x: 3, y: 0 }, 'close', { x: 2, y: 1 }, bis, new Set())).toEqual({ x: 3, y: 0 });
  });

  it('standing order hold-b: from (3,0) a ship moves into B-range of the Bismarck at (3,3), (4,1), and there it stays; evading, it keeps its distance of three', () => {
    const bis = [{ id: 'bismarck', at: { x: 3, y: 3 } }];
    expect(chooseSquare({ x: 3, y: 0 }, 'hold-b', { x: 3, y: 3 }, bis, new Set())).toEqual({ x: 4, y: 1 });
    expect(chooseSquare({ x: 4, y: 1 }, 'hold-b', { x: 3, y: 3 }, bis, new Set(['bismarck']))).toEqual({ x: 4, y: 1 });
    expect(chooseSquare({ x: 3, y: 0 }, 'evade', { x: 3, y: 3 }, bis, new Set())).toEqual({ x: 3, y: 0 });
  });
});

describe('How to Move Ships on Battle Board 9: arrivals', () => {
  it('9: a ship brought into battle comes on at the outermost square of the edge it comes from: north (3,0), north-east (6,0), east (6,3), south-east (6,6), south (3,6), south-west (0,6), west (0,3), north-west (0,0)', () => {
    // Directions as signs: dx east, dy south, from the battle zone to the zone the ship comes from.
    const from: [number, number, string, { x: number; y: number }][] = [
      [0, -1, 'north', { x: 3, y: 0 }], [1, -1, 'northeast', { x: 6, y: 0 }], [1, 0, 'east', { x: 6, y: 3 }], [1, 1, 'southeast', { x: 6, y: 6 }],
      [0, 1, 'south', { x: 3, y: 6 }], [-1, 1, 'southwest', { x: 0, y: 6 }], [-1, 0, 'west', { x: 0, y: 3 }], [-1, -1, 'northwest', { x: 0, y: 0 }],
    ];
    for (const [dx, dy, edge, sq] of from) {
      expect(edgeOf(dx, dy), `${dx},${dy}`).toBe(edge);
      expect(EDGE_SQUARES[edge]).toEqual(sq);
    }
  });
});

describe('How to Face Ships After Movement on Battle Board', () => {
  it('1: a ship points its bow at an enemy in any of the eight directions from (3,3), a knight\'s move away the nearer diagonal ((4,1) NE, (1,4) SW), three and one away the nearer of N, E, S, W ((6,4) E, (0,2) W)', () => {
    const around: [number, number, number][] = [[3, 1, N], [5, 1, NE], [5, 3, E], [5, 5, SE], [3, 5, S], [1, 5, SW], [1, 3, W], [1, 1, NW], [4, 1, NE], [1, 4, SW], [5, 4, SE], [2, 5, SW], [6, 4, E], [0, 2, W], [4, 0, N]];
    for (const [x, y, h] of around) {
      expect(headingToward({ x: 3, y: 3 }, { x, y }), `(${x},${y})`).toBe(h);
      expect(chooseHeading({ x: 3, y: 3 }, 'bow', { x, y }, 'port'), `(${x},${y})`).toBe(h);
      expect(aspect({ x: 3, y: 3 }, h, { x, y })).toBe('bow');
    }
  });

  it('2: the Hood at (3,1), the Bismarck at (3,3) south of it: bow facing S, stern facing N, broadside showing the starboard side E, the port side W', () => {
    const hood = { x: 3, y: 1 };
    const bis = { x: 3, y: 3 };
    expect(chooseHeading(hood, 'bow', bis, 'starboard')).toBe(S);
    expect(chooseHeading(hood, 'stern', bis, 'starboard')).toBe(N);
    expect(chooseHeading(hood, 'broadside', bis, 'starboard')).toBe(E);
    expect(chooseHeading(hood, 'broadside', bis, 'port')).toBe(W);
    expect(chooseHeading({ x: 3, y: 5 }, 'stern', bis, 'port')).toBe(S);
    expect(chooseHeading({ x: 1, y: 4 }, 'stern', bis, 'port')).toBe(SW);
  });
});
