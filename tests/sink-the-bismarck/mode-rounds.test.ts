// Sink the Bismarck!, campaign option `mode: rounds` (issue 15, second part): a mail exchange a round.
// Game Description (the commanders "may ... change the order of the remaining cards ... or declare
// emergency maneuvers"; the late commander "forfeits the opportunity to play a card from any round
// he missed"); Execution Phase 1-6; Emergency Maneuvers 3.
import { describe, expect, it } from 'vitest';
import { resolveExchange } from '../../src/kernel/exchange.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { stbGame } from '../../src/games/sink-the-bismarck/module.js';
import { setupState, type StbState } from '../../src/games/sink-the-bismarck/state.js';
import { ordersForm } from '../../src/games/sink-the-bismarck/form.js';
import { kindOf, pileId } from '../../src/games/sink-the-bismarck/cards.js';
import { stbDefinition } from '../../src/games/sink-the-bismarck/definition.js';
import { data, ofType, orders, place } from './helpers.js';

const rounds = (emergency = false): StbState => setupState(data(), 'denmark-strait', { emergency, mode: 'rounds' });

/** Resolves the pending exchange with the seats' YAML (others silent), numbered as the pipeline numbers it. */
function step(s: StbState, written: Record<string, string> = {}): { state: StbState; events: readonly GameEvent[] } {
  const spec = stbGame.next(data(), s)!;
  const exchange = spec.kind === 'staff' ? 1 : spec.kind === 'round' ? 2 + s.round! : 2;
  const o = Object.fromEntries(Object.entries(written).map(([seat, yaml]) => [seat, orders(s, seat, yaml)]));
  return resolveExchange(stbGame, data(), s, { turn: s.turn, exchange, spec, orders: o, keys: { dice: `rounds/${s.turn}/${exchange}`, cards: `rounds/cards/${s.turn}/${exchange}` } });
}
const dept = (seat: string, body: string) => `seat: ${seat}\nturn: 1\noffer:\n${body}`;
/** Hand 1 dealt: Hood gets two Ahead and two Turn cards from NAV, everyone else nothing. */
function dealt(s = rounds()): StbState {
  place(s, 'hood', 0, 0, 0);
  place(s, 'bismarck', 40, 0, 0);
  place(s, 'prince-of-wales', 50, 50, 0);
  place(s, 'prinz-eugen', -50, -50, 0);
  const noneB = '  hood: []\n  prince-of-wales: []\n';
  const noneG = '  bismarck: []\n  prinz-eugen: []\n';
  return step(s, {
    'british/nav': dept('british/nav', '  hood: [ahead, ahead, turn, turn]\n  prince-of-wales: []\n'), 'british/ops': dept('british/ops', noneB), 'british/eng': dept('british/eng', noneB),
    'german/nav': dept('german/nav', noneG), 'german/ops': dept('german/ops', noneG), 'german/eng': dept('german/eng', noneG),
  }).state;
}
const hoodOrders = (exchange: number, cards: string) => `seat: british/admiral\nturn: 1\nexchange: ${exchange}\ncards:${cards ? `\n${cards}` : ' []\n'}`;
/** Hand 1 ordered (x2 `order`): Hood ahead 1, ahead 1, turn, turn. */
const ordered = (s = dealt()) => step(s, { 'british/admiral': hoodOrders(2, '  - { card: ahead, units: 1 }\n  - { card: ahead, units: 1 }\n  - { card: turn, to: starboard, degrees: 90, then: 0 }\n  - { card: turn, to: starboard, degrees: 90, then: 0 }\n') }).state;
const hoodRound = (events: readonly GameEvent[]) => ofType(events, 'stb.round').map((r) => (r.cards as Record<string, string>).hood);

describe('mode: hand (the default) is the one-mail mode, unchanged', () => {
  it('no option, or mode: hand, sets up the same table as before the option existed', () => {
    const plain = stbDefinition.adapter(data).setup('denmark-strait', {});
    expect(JSON.stringify(stbDefinition.adapter(data).setup('denmark-strait', { mode: 'hand' }))).toBe(JSON.stringify(plain));
    expect((plain as StbState).options).toEqual({ emergency: false, ammo: false, fuel: false });
  });
});

describe('mode: rounds, Execution Phase 1: the hand is ordered in the three minutes, nothing played', () => {
  it('Execution Phase 1, Planning Phase 3, To Start 3: x2 is `order` with the turn\'s timing; then round 1 is asked with reply timing of the commanders whose ships hold cards', () => {
    const s = dealt();
    expect(stbGame.next(data(), s)).toMatchObject({ kind: 'order', timing: 'turn' });
    const { state, events } = step(s, { 'british/admiral': hoodOrders(2, '  - { card: turn, to: port, degrees: 45, then: 0 }\n') });
    expect(ofType(events, 'stb.round')).toEqual([]);
    expect(state.piles[pileId('hood', 'hand')].cards).toHaveLength(4);
    expect([state.phase, state.round]).toEqual(['round', 1]);
    expect(stbGame.next(data(), state)).toMatchObject({ kind: 'round', timing: 'reply', asks: [{ seat: 'british/admiral', form: 'command' }] });
  });
});

describe('mode: rounds, Execution Phase 2-4: a round a mail', () => {
  it('Execution Phase 3-4, Game Description 2: each round turns one card; the commander may re-order the cards left', () => {
    let s = ordered();
    let r = step(s, { 'british/admiral': hoodOrders(3, '  - { card: ahead }\n') });
    expect(hoodRound(r.events)).toEqual(['ahead']);
    s = r.state;
    expect(s.round).toBe(2);
    // Round 2: the turn brought forward ahead of the remaining Ahead Full.
    r = step(s, { 'british/admiral': hoodOrders(4, '  - { card: turn, to: port, degrees: 90, then: 0 }\n') });
    expect(hoodRound(r.events)).toEqual(['turn']);
    expect(r.state.ships.hood.heading).toBe(270);
    expect(r.state.lines!.hood.map((c) => kindOf(c.id))).toEqual(['ahead', 'turn']);
  });
  it('the form of a round lists the cards left as they stand; sent back unchanged it is silence (seam rule 3), uncommented it plays them so', () => {
    const s = step(ordered(), { 'british/admiral': hoodOrders(3, '  - { card: ahead }\n') }).state;
    const form = ordersForm(data(), s, 'british/admiral', 'c');
    expect(form).toContain('exchange: 4');
    const unchanged = step(s, { 'british/admiral': form });
    expect(JSON.stringify(unchanged.state)).toBe(JSON.stringify(step(s).state));
    expect(ofType(unchanged.events, 'stb.forfeit')).toHaveLength(1);
    const r = step(s, { 'british/admiral': form.replace(/^# cards:$/m, 'cards:').replace(/^# {3}- /gm, '  - ') });
    expect(hoodRound(r.events)).toEqual(['ahead']);
    expect(r.state.lines!.hood.map((c) => kindOf(c.id))).toEqual(['turn', 'turn']);
  });
  it('Execution Phase 4, Fire Main Batteries 3: a target sunk since the hand was ordered is left out of the round\'s form, so that uncommented it is accepted and aims at an enemy afloat', () => {
    const s0 = rounds();
    place(s0, 'hood', 0, 0, 0); place(s0, 'bismarck', 5, 0, 0); place(s0, 'prince-of-wales', 50, 50, 0); place(s0, 'prinz-eugen', 0, 8, 0);
    const noneB = '  hood: []\n  prince-of-wales: []\n';
    const noneG = '  bismarck: []\n  prinz-eugen: []\n';
    const dealt = step(s0, {
      'british/nav': dept('british/nav', noneB), 'british/ops': dept('british/ops', '  hood: [guns, guns]\n  prince-of-wales: []\n'), 'british/eng': dept('british/eng', noneB),
      'german/nav': dept('german/nav', noneG), 'german/ops': dept('german/ops', noneG), 'german/eng': dept('german/eng', noneG),
    }).state;
    const s = step(dealt, { 'british/admiral': hoodOrders(2, '  - { card: guns, target: bismarck }\n  - { card: guns, target: bismarck }\n') }).state;
    s.ships.bismarck.sunk = true;
    const form = ordersForm(data(), s, 'british/admiral', 'c');
    expect(form).not.toContain('target: bismarck');
    const r = step(s, { 'british/admiral': form.replace(/^# cards:$/m, 'cards:').replace(/^# {3}- /gm, '  - ') });
    expect(ofType(r.events, 'stb.salvo')).toEqual([expect.objectContaining({ ship: 'hood', target: 'prinz-eugen' })]);
  });
  it('Execution Phase 4, Fire Main Batteries 4: the round\'s form carries a card\'s targets by turret, uncommented it fires them so; a turret\'s target sunk since is left out and that turret fires with the rest', () => {
    const s0 = rounds();
    place(s0, 'hood', 0, 0, 0); place(s0, 'bismarck', 5, 0, 0); place(s0, 'prince-of-wales', 50, 50, 0); place(s0, 'prinz-eugen', -5, 0, 0);
    const noneB = '  hood: []\n  prince-of-wales: []\n';
    const noneG = '  bismarck: []\n  prinz-eugen: []\n';
    const dealt = step(s0, {
      'british/nav': dept('british/nav', noneB), 'british/ops': dept('british/ops', '  hood: [guns, guns]\n  prince-of-wales: []\n'), 'british/eng': dept('british/eng', noneB),
      'german/nav': dept('german/nav', noneG), 'german/ops': dept('german/ops', noneG), 'german/eng': dept('german/eng', noneG),
    }).state;
    const split = '  - { card: guns, target: bismarck, turrets: { 3: prinz-eugen, 4: prinz-eugen } }\n';
    const s = step(dealt, { 'british/admiral': hoodOrders(2, split + split) }).state;
    const uncomment = (form: string) => form.replace(/^# cards:$/m, 'cards:').replace(/^# {3}- /gm, '  - ');
    const form = ordersForm(data(), s, 'british/admiral', 'c');
    expect(form).toContain('turrets: { 3: prinz-eugen, 4: prinz-eugen }');
    const r = step(s, { 'british/admiral': uncomment(form) });
    expect(ofType(r.events, 'stb.salvo').map((x) => [x.target, x.turrets])).toEqual([['bismarck', [1, 2]], ['prinz-eugen', [3, 4]]]);
    const gone = structuredClone(r.state);
    gone.ships['prinz-eugen'].sunk = true;
    const form2 = ordersForm(data(), gone, 'british/admiral', 'c');
    expect(form2).not.toContain('prinz-eugen');
    expect(ofType(step(gone, { 'british/admiral': uncomment(form2) }).events, 'stb.salvo').map((x) => [x.target, x.turrets])).toEqual([['bismarck', [1, 2, 3, 4]]]);
  });
  it('a commander who answers with the cards he keeps as they stand (cards: []) is ready: his next card is turned', () => {
    const r = step(ordered(), { 'british/admiral': hoodOrders(3, '') });
    expect(hoodRound(r.events)).toEqual(['ahead']);
    expect(ofType(r.events, 'stb.forfeit')).toEqual([]);
  });
  it('Game Description 3: a late commander forfeits the round he missed: no card turned, asked again at the next round', () => {
    const s = ordered();
    const r = step(s);
    expect(ofType(r.events, 'stb.forfeit')).toEqual([{ ship: 'hood', seat: 'british/admiral', round: 1 }]);
    expect(hoodRound(r.events)).toEqual([]);
    expect([r.state.ships.hood.x, r.state.ships.hood.y]).toEqual([0, 0]);
    expect(stbGame.next(data(), r.state)).toMatchObject({ kind: 'round', asks: [{ seat: 'british/admiral' }] });
    expect(r.state.round).toBe(2);
  });
  it('after the fourth round the hand ends: the card a forfeited round would have turned is never played, it goes back to its department (Execution Phase 6)', () => {
    let s = ordered();
    const navBefore = s.piles[pileId('hood', 'nav')].cards.map(kindOf);
    const turned: string[] = [];
    let r = step(s); // round 1 forfeited
    turned.push(...hoodRound(r.events));
    s = r.state;
    for (let round = 2; round <= 4; round++) {
      expect(s.round).toBe(round);
      r = step(s, { 'british/admiral': hoodOrders(2 + round, '') });
      turned.push(...hoodRound(r.events));
      s = r.state;
    }
    // Ordered ahead, ahead, turn, turn: three rounds played, the last Turn left in the hand.
    expect(turned).toEqual(['ahead', 'ahead', 'turn']);
    expect(ofType(r.events, 'stb.hand-ends')).toHaveLength(1);
    expect([s.turn, s.phase, s.round]).toEqual([2, 'staff', undefined]);
    expect(s.piles[pileId('hood', 'nav')].cards.map(kindOf).sort()).toEqual([...navBefore, 'ahead', 'ahead', 'turn', 'turn'].sort());
  });
  it('Emergency Maneuvers 3: in a round the commander declares HARD OVER on a turn not yet executed', () => {
    let s = ordered(dealt(rounds(true)));
    s = step(s, { 'british/admiral': hoodOrders(3, '') }).state;
    s = step(s, { 'british/admiral': hoodOrders(4, '') }).state;
    const r = step(s, { 'british/admiral': hoodOrders(5, '  - { card: turn, to: port, degrees: 90, hard: true }\n') });
    expect(ofType(r.events, 'stb.moved').find((m) => m.ship === 'hood')).toMatchObject({ heading: 270 });
    expect(String(ofType(r.events, 'stb.moved').find((m) => m.ship === 'hood')!.how)).toMatch(/hard/i);
  });
});
