// Sink the Bismarck!, an extended game (campaign option `extended`; issue 15 third part, item 4):
// Battle 2 follows Battle 1 and "Bismarck's status remains as it was at the end of the previous
// battle (damage, ammo expended, fuel remaining, etc.)" (Sequence of Play, Battle 2); the British
// play their Swordfish "as first card of the first hand ... in the second half of an extended
// game" (Swordfish Air Attacks 1); decks lost and regained cards through damage and repair, and
// they stay so across the hands and into the next battle (Call Away Repair Team 1, 7).
import { describe, expect, it } from 'vitest';
import { resolveExchange } from '../../src/kernel/exchange.js';
import type { GameEvent } from '../../src/kernel/events.js';
import type { StepContext } from '../../src/kernel/step.js';
import type { StbData } from '../../src/games/sink-the-bismarck/data/types.js';
import type { StbOrders } from '../../src/games/sink-the-bismarck/orders-types.js';
import { setupState, type StbState } from '../../src/games/sink-the-bismarck/state.js';
import { stbGame } from '../../src/games/sink-the-bismarck/module.js';
import { exchangeOf } from '../../src/games/sink-the-bismarck/check.js';
import { kindOf, pileId } from '../../src/games/sink-the-bismarck/cards.js';
import { gunHit } from '../../src/games/sink-the-bismarck/damage.js';
import { stbDefinition } from '../../src/games/sink-the-bismarck/definition.js';
import { pilesOf, verifyCards } from '../../src/fairplay/cards.js';
import { data, ofType, orders } from './helpers.js';

type Ctx = StepContext<StbData, StbState, StbOrders>;
const extended = (): StbState => setupState(data(), 'denmark-strait', { emergency: false, ammo: true, fuel: true, extended: true });

/** Damage as the rounds inflict it, through one exchange of a one-step game (the decks change as the rules say). */
function damage(s: StbState, run: (ctx: Ctx) => void): { state: StbState; events: readonly GameEvent[] } {
  const game = { id: 'stb-damage', turnOf: (x: StbState) => x.turn, exchanges: { x: { steps: [{ name: 'damage', rule: 'Call Away Repair Team', run }] } } };
  return resolveExchange(game, data(), s, { turn: s.turn, exchange: 1, spec: { kind: 'x', label: 'damage', timing: 'turn', asks: [] }, orders: {}, keys: { dice: 'ext-damage', cards: 'ext-damage-cards' } });
}
function step(s: StbState, written: Record<string, string> = {}): { state: StbState; events: readonly GameEvent[] } {
  const spec = stbGame.next(data(), s)!;
  const exchange = exchangeOf(s, spec.asks.some((a) => /\/(admiral|captain)$/.test(a.seat)));
  const o = Object.fromEntries(Object.entries(written).map(([seat, yaml]) => [seat, orders(s, seat, yaml)]));
  return resolveExchange(stbGame, data(), s, { turn: s.turn, exchange, spec, orders: o, keys: { dice: `ext/${s.turn}/${exchange}`, cards: `ext/cards/${s.turn}/${exchange}` } });
}
const kinds = (s: StbState, pile: string) => s.piles[pile].cards.map(kindOf).sort();

/** Battle 1 ended by the Hood's loss after a hand in which Bismarck took two boiler hits and lost a turret. */
function afterBattle1(): { before: StbState; state: StbState; events: GameEvent[] } {
  let s = damage(extended(), (ctx) => { gunHit(ctx, 'bismarck', 'boiler'); gunHit(ctx, 'bismarck', 'boiler'); gunHit(ctx, 'bismarck', 'fore'); gunHit(ctx, 'bismarck', 'fore'); }).state;
  s.ships.bismarck.ammo![2] = 5;
  s.ships.hood.sunk = true;
  const before = structuredClone(s);
  const events: GameEvent[] = [];
  for (const _ of [1, 2]) { const r = step(s); events.push(...r.events); s = r.state; }
  return { before, state: s, events };
}

describe('an extended game: Battle 2 follows Battle 1 (Sequence of Play, Battle 2; Swordfish Air Attacks 1)', () => {
  it('the option is for a battle with one after it: denmark-strait; the last battle alone refuses it', () => {
    expect(() => setupState(data(), 'last-battle', { emergency: false, extended: true })).toThrow(/no battle after it/);
    expect((stbDefinition.adapter(data).setup('denmark-strait', { extended: true }) as StbState).options.extended).toBe(true);
  });
  it('Battle 1 ends (the Hood sunk): the game is not over, Battle 2 is set on the table and its first hand is asked of the staffs', () => {
    const { state, events } = afterBattle1();
    expect(ofType(events, 'stb.battle')).toEqual([{ scenario: 'last-battle', name: 'Battle 2, the last battle', after: 'HMS Hood sunk', carried: ['bismarck'], left: ['Prinz Eugen', 'HMS Hood', 'HMS Prince of Wales'] }]);
    expect([state.over, state.scenario, state.turn, state.battleStart, state.phase]).toEqual([false, 'last-battle', 2, 2, 'staff']);
    expect(Object.keys(state.ships).sort()).toEqual(['bismarck', 'king-george-v', 'rodney']);
    expect(state.commanders).toEqual({ bismarck: 'german/admiral', 'king-george-v': 'british/admiral', rodney: 'british/captain' });
    expect(stbGame.next(data(), state)!.asks.map((a) => a.seat)).toEqual(['british/eng', 'british/nav', 'british/ops', 'german/eng', 'german/nav', 'german/ops']);
  });
  it('"Bismarck\'s status remains as it was": damage, ammunition and fuel carried over, placed where Battle 2 says, her plane on deck', () => {
    const { before, state } = afterBattle1();
    const b = state.ships.bismarck;
    expect([b.boiler, b.turrets, b.ammo![2]]).toEqual([2, [2, 0, 0, 0], 5]);
    // Limited Fuel: what she burnt in Battle 1 stays burnt (a fresh sheet would hold them all).
    expect(before.ships.bismarck.fuel).toBe(data().tables.fuel.units);
    expect(b.fuel).toBeLessThan(data().tables.fuel.units);
    expect([b.x, b.y, b.heading, b.plane]).toEqual([0, 0, 315, 'aboard']);
  });
  it('her deck as damage left it: the Main Guns card of the lost turret stays lost, and every Ahead Full card is removed (Battle 2), those out for damage included', () => {
    const { before, state } = afterBattle1();
    expect(kinds(before, pileId('bismarck', 'lost'))).toEqual(['guns']);
    expect(kinds(before, pileId('bismarck', 'out'))).toHaveLength(2);
    expect(kinds(state, pileId('bismarck', 'lost'))).toEqual(['ahead', 'ahead', 'ahead', 'guns']);
    expect(kinds(state, pileId('bismarck', 'nav')).every((k) => k === 'turn')).toBe(true);
    expect(kinds(state, pileId('bismarck', 'out')).every((k) => k === 'turn')).toBe(true);
    expect(kinds(state, pileId('bismarck', 'nav')).length + kinds(state, pileId('bismarck', 'out')).length).toBe(3);
  });
  it('King George V and Rodney start with fresh Status Sheets and whole decks, each with a Swordfish card', () => {
    const { state } = afterBattle1();
    for (const ship of ['king-george-v', 'rodney']) {
      const st = state.ships[ship];
      expect([st.boiler, st.hull, st.turrets.every((t) => t === 0), st.plane]).toEqual([0, 0, true, 'aboard']);
      expect(state.piles[pileId(ship, 'special')].cards.map(kindOf).sort()).toEqual(['signals', 'swordfish']);
      expect(state.piles[pileId(ship, 'out')].cards).toEqual([]);
    }
  });
  it('Swordfish Air Attacks 1: the British play their Swordfish in the first hand of the second battle, not before', () => {
    const { state, events } = afterBattle1();
    expect(ofType(events, 'stb.swordfish')).toEqual([]);
    let s = state;
    const x = [step(s)];
    s = x[0].state;
    x.push(step(s));
    expect(ofType(x[1].events, 'stb.swordfish').map((e) => e.ship).sort()).toEqual(['king-george-v', 'rodney']);
  });
  it('the second battle is counted in its own hands (8), with the first battle\'s points carried', () => {
    let { state: s } = afterBattle1();
    const points = { ...s.points };
    expect(points.british).toBeGreaterThan(0);
    let hands = 0;
    while (!s.over) { const r = step(step(s).state); s = r.state; hands++; }
    expect(s.over).toBe(true);
    if (!s.ships.bismarck.sunk) expect([hands, s.result!.reason]).toEqual([8, '8 hands played']);
    expect(s.points.british).toBeGreaterThanOrEqual(points.british);
  });
  it('a Bismarck sunk in Battle 1 ends the game: there is nothing to carry over', () => {
    const s = extended();
    s.ships.hood.sunk = true;
    s.ships.bismarck.sunk = true;
    const r = step(step(s).state);
    expect(ofType(r.events, 'stb.battle')).toEqual([]);
    expect(r.state.over).toBe(true);
  });
  it('every card of both battles is verifiable: the decks of the second are in the opening state, and the card events replay to the final piles', () => {
    const start = extended();
    expect(Object.keys(start.piles).filter((p) => p.startsWith('rodney-'))).toHaveLength(9);
    let s = start;
    const exchanges: { turn: number; exchange: number; cardsKey: string; events: readonly GameEvent[] }[] = [];
    s.ships.hood.sunk = true;
    for (let i = 0; i < 8 && !s.over; i++) {
      const exchange = exchangeOf(s, s.phase !== 'staff');
      const r = step(s);
      exchanges.push({ turn: s.turn, exchange, cardsKey: `ext/cards/${s.turn}/${exchange}`, events: r.events });
      s = r.state;
    }
    expect(s.scenario).toBe('last-battle');
    const v = verifyCards(pilesOf(start), exchanges, pilesOf(s));
    expect(v.problem).toBeNull();
  });
});
