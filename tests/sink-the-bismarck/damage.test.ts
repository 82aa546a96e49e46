// Sink the Bismarck!: Call Away Repair Team 1-8, damage taking cards out of the decks and repairs putting them back.
import { describe, expect, it } from 'vitest';
import { resolveExchange } from '../../src/kernel/exchange.js';
import type { StepContext } from '../../src/kernel/step.js';
import type { StbData } from '../../src/games/sink-the-bismarck/data/types.js';
import type { StbOrders } from '../../src/games/sink-the-bismarck/orders-types.js';
import type { StbState } from '../../src/games/sink-the-bismarck/state.js';
import { kindOf } from '../../src/games/sink-the-bismarck/cards.js';
import { gunHit, hullHit } from '../../src/games/sink-the-bismarck/damage.js';
import { data, fresh, ofType, step } from './helpers.js';

type Ctx = StepContext<StbData, StbState, StbOrders>;

/** Applies damage to a state as the rounds would, through one exchange of a one-step game. */
function damage(s: StbState, run: (ctx: Ctx) => void) {
  const game = { id: 'stb-damage', turnOf: (x: StbState) => x.turn, exchanges: { x: { steps: [{ name: 'damage', rule: 'Call Away Repair Team', run }] } } };
  return resolveExchange(game, data(), s, { turn: s.turn, exchange: 1, spec: { kind: 'x', label: 'damage', timing: 'turn', asks: [] }, orders: {}, keys: { dice: 'stb-damage', cards: 'stb-damage-cards' } });
}
const kinds = (s: StbState, pile: string) => s.piles[pile].cards.map(kindOf).sort();

describe('Call Away Repair Team 3: gun turrets', () => {
  it('Call Away Repair Team 3: two gun hits disable a turret and surrender one Main Guns card for good; further hits on it have no effect', () => {
    const { state, events } = damage(fresh(), (ctx) => { gunHit(ctx, 'prince-of-wales', 'aft'); gunHit(ctx, 'prince-of-wales', 'aft'); gunHit(ctx, 'prince-of-wales', 'aft'); });
    expect(state.ships['prince-of-wales'].turrets).toEqual([0, 0, 2]);
    expect(kinds(state, 'prince-of-wales-lost')).toEqual(['guns']);
    expect(kinds(state, 'prince-of-wales-ops').filter((k) => k === 'guns')).toHaveLength(2);
    expect(ofType(events, 'stb.hit').map((h) => h.effect)).toEqual(['turret hit', 'turret disabled', 'none']);
    // Winning (tables.yaml points): three hits 1 each and a turret disabled 2.
    expect(state.points.german).toBe(5);
  });
});

describe('Call Away Repair Team 4-5: boilers and fire', () => {
  it('Call Away Repair Team 4: each boiler hit surrenders one Movement Card, drawn from the shuffled NAV pile (Ahead or Turn is chance)', () => {
    const { state, events } = damage(fresh(), (ctx) => gunHit(ctx, 'bismarck', 'boiler'));
    expect(state.piles['bismarck-nav'].cards).toHaveLength(5);
    expect(state.piles['bismarck-out'].cards).toHaveLength(1);
    expect(events.some((e) => e.type === 'cards.shuffle')).toBe(true);
    expect(events.some((e) => e.type === 'cards.draw')).toBe(true);
  });
  it('Call Away Repair Team 5: the seventh unrepaired boiler hit starts a fire; the eighth sinks the ship', () => {
    const { state, events } = damage(fresh(), (ctx) => { for (let i = 0; i < 8; i++) gunHit(ctx, 'bismarck', 'boiler'); });
    expect(ofType(events, 'stb.fire')).toHaveLength(1);
    expect(state.ships.bismarck.sunk).toBe(true);
  });
  it('Call Away Repair Team 1: with the deck empty, the cards come out of the hand', () => {
    const s = fresh();
    s.piles['bismarck-hand'].cards = ['ahead-1'];
    s.piles['bismarck-nav'].cards = [];
    s.lines = { bismarck: [{ id: 'ahead-1', order: { card: 'ahead' } }] };
    const { state } = damage(s, (ctx) => gunHit(ctx, 'bismarck', 'boiler'));
    expect(state.piles['bismarck-hand'].cards).toEqual([]);
    expect(state.lines!.bismarck).toEqual([]);
    expect(state.piles['bismarck-out'].cards).toEqual(['ahead-1']);
  });
});

describe('Call Away Repair Team 2, 6, 8: scout plane and hull', () => {
  it('Call Away Repair Team 2: a damaged scout plane takes every Scout Plane Ops card out of the deck', () => {
    const { state } = damage(fresh(), (ctx) => gunHit(ctx, 'bismarck', 'plane'));
    expect(state.ships.bismarck.plane).toBe('damaged');
    expect(kinds(state, 'bismarck-out')).toEqual(['scout', 'scout', 'scout']);
  });
  it('Call Away Repair Team 6, 8: each torpedo, mine or collision removes three Movement Cards; the third hull hit sinks the ship', () => {
    const one = damage(fresh(), (ctx) => hullHit(ctx, 'hood', 'torpedo')).state;
    expect(one.piles['hood-out'].cards).toHaveLength(3);
    const three = damage(fresh(), (ctx) => { hullHit(ctx, 'hood', 'torpedo'); hullHit(ctx, 'hood', 'mine'); hullHit(ctx, 'hood', 'collision'); }).state;
    expect(three.ships.hood.sunk).toBe(true);
    expect(three.points.german).toBe(3 + 3 + 3 + 10);
  });
});

describe('Call Away Repair Team 7-8: repairs from a hand the ENG DEPT offers and the commander plays', () => {
  // The orders name no turn: the hand is whichever the state waits for.
  const dept = (seat: string, body: string) => `seat: ${seat}\noffer:\n${body}`;
  const command = (body: string) => `seat: german/admiral\nexchange: 2\n${body}`;
  /** A hand of n Repair cards, each written as `card` (the commander's line). */
  function repairHand(s: StbState, n: number, card: string) {
    const dealt = step(s, { 'german/nav': dept('german/nav', '  bismarck: []\n  prinz-eugen: []\n'), 'german/ops': dept('german/ops', '  bismarck: []\n  prinz-eugen: []\n'),
      'german/eng': dept('german/eng', `  bismarck: [${Array(n).fill('repair').join(', ')}]\n  prinz-eugen: []\n`) }).state;
    for (const id of Object.keys(dealt.ships)) if (id !== 'bismarck') dealt.ships[id].x += 100;
    return step(dealt, { 'german/admiral': command(`cards:\n${Array(n).fill(`  - ${card}`).join('\n')}\n`) });
  }
  it('Call Away Repair Team 4, 7, Repairs chart: two Repair cards fix a boiler and return one Movement Card to the deck', () => {
    const hit = damage(fresh(), (ctx) => gunHit(ctx, 'bismarck', 'boiler')).state;
    const { state } = repairHand(hit, 2, '{ card: repair, repair: boiler }');
    expect(state.ships.bismarck.boiler).toBe(0);
    expect(state.piles['bismarck-nav'].cards).toHaveLength(6);
  });
  it('Call Away Repair Team 7: repairs are cumulative: one card a hand for two hands fixes it too', () => {
    const hit = damage(fresh(), (ctx) => gunHit(ctx, 'bismarck', 'boiler')).state;
    const first = repairHand(hit, 1, '{ card: repair, repair: boiler }').state;
    expect([first.ships.bismarck.boiler, first.ships.bismarck.repair.boiler]).toEqual([1, 1]);
    expect(repairHand(first, 1, '{ card: repair, repair: boiler }').state.ships.bismarck.boiler).toBe(0);
  });
  it('Call Away Repair Team 5, Repairs chart: the fire must be put out before any repair restores Movement Cards', () => {
    const burning = damage(fresh(), (ctx) => { for (let i = 0; i < 7; i++) gunHit(ctx, 'bismarck', 'boiler'); }).state;
    const { events } = repairHand(burning, 2, '{ card: repair, repair: boiler }');
    expect(ofType(events, 'stb.repair').map((r) => r.effect)).toEqual(['the fire must be put out first', 'the fire must be put out first']);
  });
  it('Call Away Repair Team 5, Repairs chart: two Repair cards put the fire out; "if the fire is not put out, the eighth boiler hit sinks": put out, the eighth starts a fire again and she floats', () => {
    const burning = damage(fresh(), (ctx) => { for (let i = 0; i < 7; i++) gunHit(ctx, 'bismarck', 'boiler'); }).state;
    const out = repairHand(burning, 2, '{ card: repair, repair: fire }');
    expect(ofType(out.events, 'stb.repair').map((r) => r.effect)).toEqual(['1 of 2 repair cards', 'fire out']);
    expect(out.state.ships.bismarck.fire).toBe(false);
    const eighth = damage(out.state, (ctx) => gunHit(ctx, 'bismarck', 'boiler'));
    expect(eighth.state.ships.bismarck.sunk).toBe(false);
    expect(ofType(eighth.events, 'stb.fire')).toHaveLength(1);
    // Burning again and not put out, the next boiler hit sinks her.
    expect(damage(eighth.state, (ctx) => gunHit(ctx, 'bismarck', 'boiler')).state.ships.bismarck.sunk).toBe(true);
  });
  it('Call Away Repair Team 6, 8, Repairs chart: a hull repair (three cards) returns two of the three Movement Cards; the third is discarded for good', () => {
    const holed = damage(fresh(), (ctx) => hullHit(ctx, 'bismarck', 'torpedo')).state;
    const { state } = repairHand(holed, 3, '{ card: repair, repair: hull }');
    expect(state.ships.bismarck.hullOpen).toBe(0);
    expect(state.ships.bismarck.hull).toBe(1);
    expect(state.piles['bismarck-nav'].cards).toHaveLength(5);
    expect(state.piles['bismarck-lost'].cards).toHaveLength(1);
  });
});
