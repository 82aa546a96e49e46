// Battles round by round by mail, the campaign option `battle: rounds` (seam §2 "Bismarck 1962";
// How to Play, Steps 6-10; How to Move Ships on Battle Board; How to Resolve Battle 3d; Battle
// Board 9): the exchanges each round, silence as the standing orders, the form that pre-fills
// it, the checks of written moves, and what each side sees.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { b62Game } from '../../src/games/bismarck1962/module.js';
import { setupState, type B62State } from '../../src/games/bismarck1962/state.js';
import { ordersForm } from '../../src/games/bismarck1962/form.js';
import { checkB62Text } from '../../src/games/bismarck1962/check.js';
import { buildView } from '../../src/games/bismarck1962/views.js';
import { campaignOptions } from '../../src/pipeline/options.js';
import { gameById } from '../../src/pipeline/games.js';
import type { GameEvent } from '../../src/kernel/events.js';
import type { B62Orders } from '../../src/games/bismarck1962/orders-types.js';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { data, fresh, ofType, step } from './helpers.js';

const d = data();
const META = { campaign: 'c', deadline: null } as Parameters<typeof buildView>[4];

/** The battle of battle.test.ts (the Bismarck sails into C-7C onto the KGV and the Repulse), opened with rounds by mail: waiting for Blue's round 1. */
function opened(key: string, tweak: (s: B62State) => void = () => {}): { state: B62State; events: GameEvent[] } {
  let s = setupState(d, 'rheinubung', 'rounds');
  tweak(s);
  const events: GameEvent[] = [];
  for (const orders of [{ red: { bismarck: { move: ['C-7B', 'C-7A', 'C-7C'] } } }, {}, {}, {}] as Record<string, B62Orders>[]) {
    const r = step(s, orders, `${key}/${s.phase}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Plays the battle to its end, every asked seat silent (or answering with `answer`), recording each exchange's kind and asks. */
function fight(key: string, s0: B62State, answer: (s: B62State, seat: string) => B62Orders | undefined = () => undefined) {
  let s = s0;
  const kinds: { kind: string; asks: string[]; timing: string; round: number }[] = [];
  const events: GameEvent[] = [];
  for (let i = 0; s.phase.startsWith('battle-') && i < 400; i++) {
    const spec = b62Game.next(d, s)!;
    kinds.push({ kind: spec.kind, asks: spec.asks.map((a) => a.seat), timing: spec.timing, round: s.battle!.round });
    const orders: Record<string, B62Orders> = {};
    for (const a of spec.asks) { const o = answer(s, a.seat); if (o) orders[a.seat] = o; }
    const r = step(s, orders, `${key}/${i}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, kinds, events };
}

/** The orders a seat's form gives, sent back unchanged. */
const formOrders = (s: B62State, seat: string): B62Orders => {
  const c = checkB62Text(d, s, seat, ordersForm(d, s, seat, 'c'), 'c');
  expect(c.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
  return c.orders!;
};
const bodyOf = (s: B62State): string => JSON.stringify({ ...s, battle: s.battle && { ...s.battle } });

describe('Campaign option battle (seam §1 options): standing by default', () => {
  it('the option defaults to standing, and a standing campaign\'s opening state is what it was before options', () => {
    const adapter = gameById('bismarck1962')!;
    const r = campaignOptions(adapter, {});
    expect(r).toEqual({ ok: true, options: { battle: 'standing' } });
    expect(adapter.setup('rheinubung', { battle: 'standing' })).toEqual(fresh());
    expect('options' in (adapter.setup('rheinubung', { battle: 'standing' }) as object)).toBe(false);
    expect((adapter.setup('rheinubung', { battle: 'rounds' }) as B62State).options).toEqual({ battle: 'rounds' });
    expect(campaignOptions(adapter, { battle: 'hourly' }).ok).toBe(false);
  });
});

/** Twelve battles by mail played to their end, every seat silent, the Rodney one zone away; played inside each test, not at collection (Stryker counts play at collection or in `beforeAll` as "static"). */
const silentGames = () => Array.from({ length: 12 }, (_, i) => `rounds-${i}`)
  .map((k) => fight(k, opened(k, (s) => { s.british.rodney.zone = 'C-6D'; s.red.battle.chance = 'never'; s.blue.battle.chance = 'never'; }).state));

describe('seam §2, Bismarck 1962 with battle: rounds — each round by mail', () => {

  it('Steps 6-7: the sighting opens the battle and asks Blue for round 1 (Blue moves first)', () => {
    const o = opened('open');
    expect(o.state.phase).toBe('battle-blue');
    expect(o.state.battle!.round).toBe(1);
    expect(ofType(o.events, 'b62.battle-placed').map((p) => p.ship)).toEqual(['king-george-v', 'repulse']);
    expect(ofType(o.events, 'b62.round')).toEqual([]);
  });

  it('Step 8: each round is battle-blue (asks blue, reply timing), battle-red (asks red, reply timing), battle-chance (asks no one); battle-reinforce before rounds 4, 7 ... (Battle Board 9)', () => {
    const games = silentGames();
    let long = 0;
    for (const g of games) {
      const rounds = ofType(g.events, 'b62.battle-ends')[0].rounds as number;
      const expected: string[] = [];
      for (let r = 1; r <= rounds; r++) expected.push(...(r > 1 && (r - 1) % 3 === 0 ? ['battle-reinforce'] : []), 'battle-blue', 'battle-red', 'battle-chance');
      expect(g.kinds.map((k) => k.kind)).toEqual(expected);
      for (const k of g.kinds) {
        expect(k.asks).toEqual(k.kind === 'battle-blue' ? ['blue'] : k.kind === 'battle-red' ? ['red'] : []);
        expect(k.timing).toBe('reply');
      }
      if (rounds >= 4) long++;
    }
    expect(long).toBeGreaterThan(0);
  });

  it('Battle Board 9: the Rodney, one zone away, comes on in battle-reinforce before round 4, on the edge it comes from', () => {
    const games = silentGames();
    const g = games.find((x) => x.kinds.some((k) => k.kind === 'battle-reinforce'))!;
    expect(ofType(g.events, 'b62.battle-placed').find((p) => p.ship === 'rodney')).toMatchObject({ round: 4, edge: 'west' });
  });

  it('Resolve Battle 1: Blue rolls first; every counted salvo is rolled, and the battle ends as by standing orders (close, then chance and time)', () => {
    const games = silentGames();
    for (const g of games) {
      const rolls = g.events.filter((e) => e.type === 'roll' && (e.data as { table: string }).table === 'Battle Results Table').length;
      expect(rolls).toBe(ofType(g.events, 'b62.round').reduce((n, r) => n + (r.salvos as { blue: number; red: number }).blue + (r.salvos as { red: number }).red, 0));
      expect(g.state.phase).toBe('close');
      expect(g.state.battle).toBeNull();
    }
  });

  it('seam rule 3: silence moves a side by its standing orders — round 1 stands where the battle by standing orders puts it', () => {
    const standing = (() => {
      let s = fresh();
      for (const orders of [{ red: { bismarck: { move: ['C-7B', 'C-7A', 'C-7C'] } } }, {}, {}] as Record<string, B62Orders>[]) s = step(s, orders, 'x').state;
      return ofType(step(s, {}, 'x').events, 'b62.round')[0].ships;
    })();
    const g = fight('silent', opened('silent').state);
    expect(ofType(g.events, 'b62.round')[0].ships).toEqual(standing);
  });

  it('seam rule 3: a round\'s form sent back unchanged is silence, for Blue and for Red', () => {
    let s = opened('form').state;
    for (const seat of ['blue', 'red']) {
      expect(b62Game.next(d, s)!.asks.map((a) => a.seat)).toEqual([seat]);
      const silent = step(s, {}, `form/${seat}`);
      const sent = step(s, { [seat]: formOrders(s, seat) }, `form/${seat}`);
      expect(bodyOf(sent.state)).toBe(bodyOf(silent.state));
      s = silent.state;
    }
  });

  it('Step 8: Red sees Blue\'s move — her form shows the British ships where Blue\'s round orders put them', () => {
    const s0 = opened('seen').state;
    const kgv = s0.battle!.ships['king-george-v'].at;
    const s1 = step(s0, { blue: { round: 1, moves: { 'king-george-v': { move: 'stay', face: 'W' } } } }, 'seen').state;
    expect(s1.battle!.ships['king-george-v']).toEqual({ at: kgv, heading: 6 });
    const form = ordersForm(d, s1, 'red', 'c');
    expect(form).toContain(`King George V (king-george-v) at (${kgv.x},${kgv.y}) heading W`);
    expect(parse(form).moves.bismarck).toBeDefined();
    expect(ofType(step(s0, {}, 'seen').events, 'b62.battle-moved')[0]).toMatchObject({ side: 'blue', orders: 'standing' });
  });
});

describe('Replay (seam §2): a round resolves the same from the state in memory and from the state as stored', () => {
  it('the pipeline stores canonical JSON (keys sorted) between asks; each round gives the same events either way, arrivals included', () => {
    let compared = 0;
    let arrivals = 0;
    for (const key of ['stored-0', 'stored-1', 'stored-2', 'stored-3']) {
      // As the pipeline: the opening state as stored (canonical), then the battle opened in memory.
      let s = JSON.parse(canonicalJson(setupState(d, 'rheinubung', 'rounds'))) as B62State;
      // The King George V one zone away arrives after the Repulse: an order the sorted keys of stored JSON would not keep.
      Object.assign(s.british['king-george-v'], { zone: 'C-6D' });
      // A long battle: the Bismarck evades, the British hold B-range, nobody plays the Chance Table.
      Object.assign(s.red.battle, { approach: 'evade', chance: 'never' });
      Object.assign(s.blue.battle, { approach: 'hold-b', chance: 'never' });
      for (const orders of [{ red: { bismarck: { move: ['C-7B', 'C-7A', 'C-7C'] } } }, {}, {}, {}] as Record<string, B62Orders>[]) s = step(s, orders, `${key}/${s.phase}`).state;
      for (let i = 0; s.phase.startsWith('battle-') && i < 200; i++) {
        const live = step(s, {}, `${key}/${i}`);
        const stored = step(JSON.parse(canonicalJson(s)) as B62State, {}, `${key}/${i}`);
        expect(JSON.stringify(stored.events)).toBe(JSON.stringify(live.events));
        expect(canonicalJson(stored.state)).toBe(canonicalJson(live.state));
        s = live.state;
        compared++;
        if (ofType(live.events, 'b62.battle-placed').some((p) => p.ship === 'king-george-v')) arrivals++;
      }
    }
    expect(compared).toBeGreaterThan(12);
    expect(arrivals).toBeGreaterThan(0);
  });
});

describe('How to Move Ships on Battle Board: written moves checked (BK6211-BK6218)', () => {
  const codes = (s: B62State, seat: string, orders: Record<string, unknown>): string[] =>
    checkB62Text(d, s, seat, JSON.stringify({ game: 'bismarck1962', side: seat, turn: s.turn, ...orders }), 'c').diagnostics.map((x) => x.code);

  it('rule 7: off the board is refused (BK6213); rule 5: onto the enemy\'s square (BK6214); rule 4: A-range before B-range (BK6215)', () => {
    const s = opened('check').state;
    s.battle!.ships['king-george-v'].at = { x: 3, y: 6 }; // an outermost square, south edge
    expect(codes(s, 'blue', { moves: { 'king-george-v': { move: 'S' } } })).toEqual(['BK6213']);
    s.battle!.ships['king-george-v'].at = { x: 3, y: 4 }; // next to the Bismarck in the centre
    expect(codes(s, 'blue', { moves: { 'king-george-v': { move: 'N' } } })).toEqual(['BK6214']);
    s.battle!.ships['king-george-v'].at = { x: 3, y: 6 };
    s.battle!.ships.bismarck.at = { x: 3, y: 4 };
    expect(codes(s, 'blue', { moves: { 'king-george-v': { move: 'N' } } })).toEqual(['BK6215']);
    s.battle!.foughtB.push('king-george-v');
    expect(codes(s, 'blue', { moves: { 'king-george-v': { move: 'N' } } })).toEqual([]);
  });

  it('a stale round is refused (BK6211); search-turn keys are not a round\'s (BK6216); a ship not the seat\'s (BK6212)', () => {
    const s = opened('stale').state;
    expect(codes(s, 'blue', { round: 2 })).toEqual(['BK6211']);
    expect(codes(s, 'blue', { round: 1, call: 'all' })).toEqual(['BK6216']);
    expect(codes(s, 'blue', { moves: { bismarck: { move: 'N' } } })).toEqual(['BK6212']);
    expect(codes(s, 'blue', { moves: { rodney: { move: 'N' } } })).toEqual(['BK6212']);
    expect(codes(fresh(), 'red', { round: 1 })).toEqual(['BK6216']);
  });

  it('Resolve Battle 3d: a helpless ship\'s written move is passed over with BK6218, and it eludes the enemy as silence would', () => {
    const s = opened('helpless').state;
    s.british['king-george-v'].helpless = true;
    expect(codes(s, 'blue', { moves: { 'king-george-v': { move: 'N' } } })).toEqual(['BK6218']);
    const written = step(s, { blue: { moves: { 'king-george-v': { move: 'N', face: 'N' } } } }, 'h').state;
    const silent = step(s, {}, 'h').state;
    expect(written.battle!.ships['king-george-v']).toEqual(silent.battle!.ships['king-george-v']);
  });

  it('Chance Table 6: with her steering jammed the Bismarck keeps her square whatever Red writes (BK6217)', () => {
    let s = opened('steer').state;
    s = step(s, {}, 'steer/blue').state;
    s.battle!.steeringJammed = true;
    const at = s.battle!.ships.bismarck.at;
    const move = ['N', 'E', 'S', 'W'].find((m) => codes({ ...s, battle: { ...s.battle!, steeringJammed: false } }, 'red', { moves: { bismarck: { move: m } } }).length === 0)!;
    expect(codes(s, 'red', { moves: { bismarck: { move } } })).toEqual(['BK6217']);
    const after = step(s, { red: { moves: { bismarck: { move: move as 'N' } } } }, 'steer/red').state;
    expect(after.battle!.ships.bismarck.at).toEqual(at);
    expect(after.battle!.steeringJammed).toBe(false);
  });
});

describe('seam §3: what each side sees of a battle by mail', () => {
  it('both sides see the Battle Board between rounds; neither sees the other\'s Search Board counters', () => {
    const s = opened('view').state;
    const red = buildView(d, s, [], 'red', META);
    const blue = buildView(d, s, [], 'blue', META);
    expect(red.battle).toEqual(blue.battle);
    expect(red.battle!.rows).toHaveLength(7);
    expect(red.battle!.rows[3].split(/\s+/)[3]).toBe('*');
    expect(red.british.every((b) => b.zone === null)).toBe(true);
    expect(blue.bismarck.zone).toBeNull();
    expect('battle' in buildView(d, fresh(), [], 'red', META)).toBe(false);
  });
});
