// The Battle Board by standing orders (How to Play, Steps 6-10; How to Move Ships on Battle
// Board; How to Face; How to Figure Salvo Count; How to Resolve Battle; Multi-Ship Battle;
// How to Withdraw; Time 2): the printed numbers as unit checks, and the rules that hold in every
// battle as properties over many dice keys, played through the game's exchanges.
import { describe, expect, it } from 'vitest';
import { halveAtNight, recordHit, salvosOf, total, type Unit } from '../../src/games/bismarck1962/battle/fire.js';
import { CENTRE, rangeOf } from '../../src/games/bismarck1962/battle/geometry.js';
import type { B62State } from '../../src/games/bismarck1962/state.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { data, fresh, noHits, ofType, step } from './helpers.js';

const d = data();
const ship = (id: string) => d.british.find((b) => b.id === id)!;
const counter = (id: string) => (id === 'bismarck' ? d.bismarck : { guns: ship(id).guns!, midships: ship(id).midships!, helplessAt: ship(id).helplessAt! });
const unit = (id: string, x: number, y: number, heading: number, hits = noHits()): Unit => ({ id, pos: { at: { x, y }, heading }, counter: counter(id), hits, helpless: false });

describe('How to Figure Salvo Count and Multi-Ship Battle: the printed numbers', () => {
  it('Multi-Ship 1: Hood and Rodney broadside to broadside at B-range: Blue 20 die rolls, Red 12', () => {
    const bis = unit('bismarck', 3, 3, 0);
    const hood = unit('hood', 1, 3, 0);
    const rodney = unit('rodney', 5, 3, 0);
    expect(total(salvosOf(hood, [bis], 'bismarck')) + total(salvosOf(rodney, [bis], 'bismarck'))).toBe(20);
    expect(total(salvosOf(bis, [hood, rodney], 'hood'))).toBe(12);
  });
  it('Salvo Count c: the Bismarck starts with six bow salvos; two bow hits leave four for the following round', () => {
    const hits = noHits();
    const hood = unit('hood', 3, 1, 4);
    expect(salvosOf(unit('bismarck', 3, 3, 0, hits), [hood], 'hood').map((s) => [s.section, s.count])).toEqual([['bow', 6]]);
    recordHit(d.bismarck, hits, 'bow');
    recordHit(d.bismarck, hits, 'bow');
    expect(salvosOf(unit('bismarck', 3, 3, 0, hits), [hood], 'hood').map((s) => [s.section, s.count])).toEqual([['bow', 4]]);
  });
  it('Salvo Count a: secondary armament fires from A-range only', () => {
    const bis = unit('bismarck', 3, 3, 0);
    expect(salvosOf(unit('hood', 1, 3, 0), [bis], 'bismarck').some((s) => s.section === 'starboard')).toBe(false);
    expect(salvosOf(unit('hood', 2, 3, 0), [bis], 'bismarck').some((s) => s.section === 'starboard')).toBe(true);
  });
  it('Salvo Count d: at night Blue\'s salvo count is halved, Blue getting the benefit of any fraction', () => {
    const bis = unit('bismarck', 3, 3, 0);
    expect(total(halveAtNight(salvosOf(unit('hood', 3, 1, 4), [bis], 'bismarck')))).toBe(3);
    expect(total(halveAtNight(salvosOf(unit('hood', 1, 3, 0), [bis], 'bismarck')))).toBe(5);
  });
  it('Resolve Battle 3c, 3d: ten midships hits sink the Bismarck, helpless on the 8th; three sink the Hood; the KGV is helpless on the 4th', () => {
    const hits = noHits();
    const outs = Array.from({ length: 10 }, () => recordHit(d.bismarck, hits, 'midships'));
    expect(outs.map((o) => o.helpless).indexOf(true)).toBe(7);
    expect(outs.map((o) => o.sunk).indexOf(true)).toBe(9);
    const hood = noHits();
    expect([1, 2, 3].map(() => recordHit(counter('hood'), hood, 'midships').sunk)).toEqual([false, false, true]);
    const kgv = noHits();
    expect([1, 2, 3, 4].map(() => recordHit(counter('king-george-v'), kgv, 'midships').helpless)).toEqual([false, false, false, true]);
  });
  it('Resolve Battle 3e: the Rodney has no stern turrets; its third bow turret is kept as the stern section and fires only broadside', () => {
    const bis = unit('bismarck', 3, 3, 0);
    expect(salvosOf(unit('rodney', 3, 1, 4), [bis], 'bismarck').map((s) => [s.section, s.count])).toEqual([['bow', 7]]);
    expect(salvosOf(unit('rodney', 1, 3, 0), [bis], 'bismarck').map((s) => [s.section, s.count])).toEqual([['bow', 7], ['stern', 3]]);
  });
  it('Resolve Battle 2: Hood firing at the Bismarck\'s Port side from B-range, a 3 is a Port secondary hit (the printed entry)', () => {
    expect(d.battleResults.B.port[3 - 1]).toBe('port');
  });
});

/** A battle: the Bismarck sails into C-7C, where the King George V and the Repulse are (Step 5B2). */
function battle(key: string, tweak: (s: B62State) => void = () => {}): { state: B62State; events: readonly GameEvent[] } {
  let s = fresh();
  tweak(s);
  s = step(s, { red: { bismarck: { move: ['C-7B', 'C-7A', 'C-7C'] } } }, `${key}/1`).state;
  s = step(s, {}, `${key}/2`).state;
  s = step(s, {}, `${key}/3`).state;
  expect(s.phase).toBe('battle');
  return step(s, {}, `${key}/4`);
}

const KEYS = Array.from({ length: 40 }, (_, i) => `battle-${i}`);
type RoundData = { round: number; ships: Record<string, { x: number; y: number }>; salvos: { blue: number; red: number }; night: boolean };

/** The forty battles the tests below read, both sides closing; played inside each test, not at collection (Stryker counts play at collection or in `beforeAll` as "static"). */
const standingGames = () => KEYS.map((k) => battle(k, (s) => { s.red.battle = { approach: 'close', facing: 'broadside', chance: 'never', target: 'nearest' }; s.blue.battle = { approach: 'close', facing: 'broadside', chance: 3, place: 'south', join: true }; }));

describe('Battle by standing orders, over many dice', () => {

  it('Steps 6-7: the Bismarck starts in the centre square, the sighting battleships on an outermost square', () => {
    const games = standingGames();
    for (const g of games) {
      expect(ofType(g.events, 'b62.battle-placed').slice(0, 2).map((p) => [p.ship, p.edge])).toEqual([['king-george-v', 'south'], ['repulse', 'south']]);
      const first = ofType(g.events, 'b62.round')[0] as RoundData;
      expect(rangeOf({ x: first.ships.bismarck.x, y: first.ships.bismarck.y }, CENTRE)).not.toBe('B');
    }
  });
  it('Battle Board 4: no British ship stands in A-range of the Bismarck before it has fought her from B-range', () => {
    const games = standingGames();
    let checked = 0;
    for (const g of games) {
      const fought = new Set<string>();
      for (const r of ofType(g.events, 'b62.round') as RoundData[]) {
        const b = r.ships.bismarck;
        for (const [id, p] of Object.entries(r.ships)) {
          if (id === 'bismarck') continue;
          const range = rangeOf(p, b);
          if (range === 'A') { expect(fought.has(id), `${id} round ${r.round}`).toBe(true); checked++; }
          if (range === 'B') fought.add(id);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
  it('Battle Board 7 and How to Withdraw: a battle ends in withdrawal only on a Chance Table roll of 1 or 2', () => {
    const games = standingGames();
    let withdrawals = 0;
    for (const g of games) {
      const end = ofType(g.events, 'b62.battle-ends')[0];
      const chances = ofType(g.events, 'b62.battle-chance');
      if (end.end === 'withdrawal') { withdrawals++; expect([1, 2]).toContain(chances[chances.length - 1].roll); }
      for (const c of chances.slice(0, end.end === 'withdrawal' ? -1 : undefined)) expect([1, 2]).not.toContain(c.roll);
    }
    expect(withdrawals).toBeGreaterThan(0);
  });
  it('Battle Board 5: opposing ships never share a square', () => {
    const games = standingGames();
    for (const g of games) for (const r of ofType(g.events, 'b62.round') as RoundData[]) {
      const b = r.ships.bismarck;
      for (const [id, p] of Object.entries(r.ships)) if (id !== 'bismarck') expect(p.x === b.x && p.y === b.y).toBe(false);
    }
  });
  it('Time 2: one box after every six rounds, and one at the conclusion of battle', () => {
    const games = standingGames();
    for (const g of games) {
      const rounds = ofType(g.events, 'b62.battle-ends')[0].rounds as number;
      const boxes = ofType(g.events, 'b62.time').length;
      if (ofType(g.events, 'b62.battle-ends')[0].end !== 'time') expect(boxes).toBe(Math.floor(rounds / 6) + (rounds % 6 === 0 ? 0 : 1));
    }
  });
  it('Resolve Battle 1 and Salvo Count c: every salvo counted is rolled on the Battle Results Table, even by a ship sunk during the round', () => {
    const games = standingGames();
    for (const g of games) {
      const rolls = g.events.filter((e) => e.type === 'roll' && (e.data as { table: string }).table === 'Battle Results Table').length;
      const counted = (ofType(g.events, 'b62.round') as RoundData[]).reduce((n, r) => n + r.salvos.blue + r.salvos.red, 0);
      expect(rolls).toBe(counted);
    }
  });
  it('Battle Board 8: a British ship sunk is removed, and Red scores it (How to Win)', () => {
    const games = standingGames();
    const sunk = games.filter((g) => ofType(g.events, 'b62.sunk').some((x) => x.ship !== 'bismarck'));
    expect(sunk.length).toBeGreaterThan(0);
    for (const g of sunk) for (const x of ofType(g.events, 'b62.sunk').filter((y) => y.ship !== 'bismarck')) {
      expect(g.state.british[x.ship as string].sunk).toBe(true);
      expect(g.state.points.red).toBeGreaterThanOrEqual(x.points as number);
    }
  });
  it('Battle Board 9: after every three rounds, battleships one zone away are brought in on the edge they come from', () => {
    const g = battle('reinforce', (s) => { s.british.rodney.zone = 'C-6D'; s.red.battle = { approach: 'evade', facing: 'broadside', chance: 'never', target: 'nearest' }; s.blue.battle = { approach: 'hold-b', facing: 'broadside', chance: 'never', place: 'south', join: true }; });
    const placed = ofType(g.events, 'b62.battle-placed');
    expect(placed.find((p) => p.ship === 'rodney')).toMatchObject({ round: 4, edge: 'west' });
  });
});

describe('Chance Tables (Battle Board): every entry reached through the engine', () => {
  it('1-2 withdrawal, 3-4 no effect, 5 a midships hit on the Bismarck, 6 her steering jammed for a round', () => {
    const seen = new Map<number, { g: ReturnType<typeof battle>; at: number }>();
    for (let i = 0; i < 200 && seen.size < 6; i++) {
      const g = battle(`chance-${i}`, (s) => { s.blue.battle = { approach: 'hold-b', facing: 'broadside', chance: 'always', place: 'south', join: false }; s.red.battle = { approach: 'hold-b', facing: 'broadside', chance: 'never', target: 'nearest' }; });
      g.events.forEach((e, at) => { if (e.type === 'b62.battle-chance') { const r = (e.data as { roll: number }).roll; if (!seen.has(r)) seen.set(r, { g, at }); } });
    }
    expect([...seen.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const [roll, { g, at }] of seen) {
      const after = g.events.slice(at + 1);
      const effect = (g.events[at].data as { effect: string }).effect;
      expect(effect).toBe(d.battleChance[roll - 1].effect);
      if (effect === 'withdrawal') expect(after.find((e) => e.type === 'b62.battle-ends' || e.type === 'b62.round')?.type).not.toBe('b62.round');
      if (effect === 'torpedo') expect(after[0]).toMatchObject({ type: 'b62.hit', data: { ship: 'bismarck', result: 'midships' } });
      if (effect === 'steering') {
        const rounds = g.events.filter((e, i) => e.type === 'b62.round' && i < at).map((e) => e.data as RoundData);
        const next = after.find((e) => e.type === 'b62.round')?.data as RoundData | undefined;
        if (next) expect(next.ships.bismarck).toEqual(rounds[rounds.length - 1].ships.bismarck);
      }
      if (effect === 'none') expect(after[0]?.type).not.toBe('b62.hit');
    }
  });
});
