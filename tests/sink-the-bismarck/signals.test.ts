// Sink the Bismarck!, SPECIAL CARDS: Send Signals 1-5 (issue 15, third part, item 1). A commander
// plays his Send Signals card; an exchange `signals` asks his side's departments, and only them,
// who may change the cards left in his ship's hand; silence keeps the cards.
import { describe, expect, it } from 'vitest';
import { eventsFor, type GameEvent } from '../../src/kernel/events.js';
import { stbGame } from '../../src/games/sink-the-bismarck/module.js';
import { SEATS, type StbState } from '../../src/games/sink-the-bismarck/state.js';
import { exchangeOf } from '../../src/games/sink-the-bismarck/check.js';
import { ordersForm } from '../../src/games/sink-the-bismarck/form.js';
import { kindOf, pileId } from '../../src/games/sink-the-bismarck/cards.js';
import { buildView } from '../../src/games/sink-the-bismarck/views.js';
import { codes, data, farApart, ofType, orders, place, stepNumbered } from './helpers.js';

const table = farApart;
const step = (s: StbState, written: Record<string, string> = {}) => stepNumbered(s, written, 'signals');

const offer = (seat: string, body: string, extra = '') => `seat: ${seat}\noffer:\n${body}${extra}`;
/** A department's answer in the `signals` exchange (its header names the exchange). */
const meet = (s: StbState, seat: string, body: string) => `seat: ${seat}\nexchange: ${exchangeOf(s, false)}\noffer:\n${body}`;
/** Hand 1: Hood gets Ahead and Turn from NAV and two Main Guns from OPS; the other ships nothing. */
function dealt(mode?: 'rounds'): StbState {
  const noneB = '  hood: []\n  prince-of-wales: []\n';
  const noneG = '  bismarck: []\n  prinz-eugen: []\n';
  return step(table(mode), {
    'british/nav': offer('british/nav', '  hood: [ahead, turn]\n  prince-of-wales: []\n'), 'british/ops': offer('british/ops', '  hood: [guns, guns]\n  prince-of-wales: []\n'), 'british/eng': offer('british/eng', noneB),
    'german/nav': offer('german/nav', noneG), 'german/ops': offer('german/ops', noneG), 'german/eng': offer('german/eng', noneG),
  }).state;
}
const hood = (s: StbState, body: string) => `seat: british/admiral\nexchange: ${exchangeOf(s, true)}\n${body}`;
const hoodCards = '  - { card: ahead, units: 1 }\n  - { card: guns }\n  - { card: turn, to: port, degrees: 90, then: 0 }\n  - { card: guns }\n';
/** mode: rounds, x2 ordered (ahead, guns, turn, guns) and round 1 played with Send Signals after it. */
function signalled(): { state: StbState; events: readonly GameEvent[] } {
  const s = step(dealt('rounds'), { 'british/admiral': hood(dealt('rounds'), `cards:\n${hoodCards}`) }).state;
  return step(s, { 'british/admiral': hood(s, 'cards: []\nsignals: true\n') });
}
const left = (s: StbState, ship = 'hood') => s.lines![ship].map((c) => kindOf(c.id));

describe('Send Signals 1: while the cards are turned the commander confers with nobody', () => {
  it('Send Signals 1: a message in a round\'s answer without Send Signals is refused (SB1516), quoting its line', () => {
    const s = step(dealt('rounds'), { 'british/admiral': hood(dealt('rounds'), `cards:\n${hoodCards}`) }).state;
    expect(codes(s, 'british/admiral', hood(s, 'cards: []\nmessages:\n  - { to: british/nav, text: "turn to port" }\n'))).toEqual(['SB1516']);
  });
  it('Send Signals 1: without a signal the staff is never asked during the hand: x2 then the rounds, commanders only', () => {
    let s = step(dealt('rounds'), { 'british/admiral': hood(dealt('rounds'), `cards:\n${hoodCards}`) }).state;
    for (let i = 0; i < 4 && s.phase === 'round'; i++) {
      expect(stbGame.next(data(), s)!.asks.every((a) => /\/(admiral|captain)$/.test(a.seat))).toBe(true);
      s = step(s, { 'british/admiral': hood(s, 'cards: []\n') }).state;
    }
    expect(s.phase).toBe('staff');
  });
});

describe('Send Signals 2: each commander holds one Send Signals card and plays it when he wishes', () => {
  it('Send Signals 2: played in a round (mode: rounds): the round\'s card is turned, then the exchange `signals` (reply timing) asks his side\'s three departments and only them', () => {
    const { state, events } = signalled();
    expect(ofType(events, 'stb.round').map((r) => (r.cards as Record<string, string>).hood)).toEqual(['ahead']);
    expect(ofType(events, 'stb.signals')).toEqual([{ ship: 'hood', after: 1 }]);
    const spec = stbGame.next(data(), state)!;
    expect(spec).toMatchObject({ kind: 'signals', timing: 'reply' });
    expect(spec.asks.map((a) => a.seat)).toEqual(['british/eng', 'british/nav', 'british/ops']);
    expect(state.piles[pileId('hood', 'special')].cards).toEqual([]);
    expect(state.piles[pileId('hood', 'played')].cards).toContain('signals-1');
  });
  it('Send Signals 2: the one-mail mode: `signals: 2` stops the hand after two cards for the staff; after their answer the hand plays on to its end', () => {
    const s = dealt();
    const x2 = step(s, { 'british/admiral': hood(s, `cards:\n${hoodCards}signals: 2\n`) });
    expect(ofType(x2.events, 'stb.round')).toHaveLength(2);
    expect(ofType(x2.events, 'stb.hand-ends')).toEqual([]);
    expect([x2.state.phase, x2.state.round]).toEqual(['signals', 3]);
    expect(exchangeOf(x2.state, false)).toBe(3);
    const x3 = step(x2.state);
    expect(ofType(x3.events, 'stb.round')).toHaveLength(2);
    expect(ofType(x3.events, 'stb.hand-ends')).toHaveLength(1);
    expect([x3.state.turn, x3.state.phase]).toEqual([2, 'staff']);
  });
  it('Send Signals 2: written as the mode has it: `signals: true` in the one-mail mode, a number with mode: rounds, are refused (SB1515)', () => {
    const s = dealt();
    expect(codes(s, 'british/admiral', hood(s, 'signals: true\n'))).toEqual(['SB1515']);
    const r = step(dealt('rounds'), { 'british/admiral': hood(dealt('rounds'), `cards:\n${hoodCards}`) }).state;
    expect(codes(r, 'british/admiral', hood(r, 'cards: []\nsignals: 1\n'))).toEqual(['SB1515']);
  });
  it('Send Signals 2: the commander\'s form offers the card while he holds it', () => {
    const r = step(dealt('rounds'), { 'british/admiral': hood(dealt('rounds'), `cards:\n${hoodCards}`) }).state;
    expect(ordersForm(data(), r, 'british/admiral', 'c')).toContain('# signals: true');
    expect(ordersForm(data(), dealt(), 'british/admiral', 'c')).toContain('# signals: 2');
    // In the fourth round no card is left to change after it: not offered.
    let s = r;
    for (let round = 1; round <= 3; round++) s = step(s, { 'british/admiral': hood(s, 'cards: []\n') }).state;
    expect(s.round).toBe(4);
    expect(ordersForm(data(), s, 'british/admiral', 'c')).not.toMatch(/^# signals:/m);
  });
});

describe('Send Signals 3: the Flag Staff may change any of the unplayed cards, two departments at most', () => {
  it('Send Signals 3: silence keeps the cards: every department silent, the cards left stand as the commander ordered them', () => {
    const { state } = signalled();
    const r = step(state);
    expect(left(r.state)).toEqual(left(state));
    expect(ofType(r.events, 'stb.restaffed')).toEqual([{ ship: 'hood', cards: ['guns', 'guns', 'turn'], changed: [], refused: [] }]);
    expect([r.state.phase, r.state.round]).toEqual(['round', 2]);
  });
  it('Send Signals 3: a department\'s form sent back as it is changes nothing (seam rule 3)', () => {
    const { state } = signalled();
    const forms = Object.fromEntries(['british/nav', 'british/ops', 'british/eng'].map((seat) => [seat, ordersForm(data(), state, seat, 'c')]));
    expect(forms['british/ops']).toContain('hood: [guns, guns]');
    expect(left(step(state, forms).state)).toEqual(left(state));
  });
  it('Send Signals 3: OPS takes back one Main Guns card and gives a Torpedo Attack; NAV, silent, keeps its Turn; the new card follows the kept ones', () => {
    const { state } = signalled();
    const r = step(state, { 'british/ops': meet(state, 'british/ops', '  hood: [guns, torpedo]\n') });
    expect(left(r.state)).toEqual(['guns', 'turn', 'torpedo']);
    expect(r.state.piles[pileId('hood', 'hand')].cards.map(kindOf).sort()).toEqual(['guns', 'torpedo', 'turn']);
    expect(r.state.piles[pileId('hood', 'ops')].cards.map(kindOf)).toContain('guns');
  });
  it('Send Signals 3: a third department is refused: NAV and OPS in play, ENG\'s smoke screen is not taken', () => {
    const { state } = signalled();
    const r = step(state, { 'british/eng': meet(state, 'british/eng', '  hood: [smoke]\n') });
    expect(left(r.state)).toEqual(left(state));
    expect(ofType(r.events, 'stb.restaffed')[0]).toMatchObject({ refused: ['eng'] });
  });
  it('Send Signals 3: a department that takes all its cards back leaves room for another, unless its card was turned this hand: OPS out, ENG in', () => {
    const { state } = signalled();
    const r = step(state, { 'british/ops': meet(state, 'british/ops', '  hood: []\n'), 'british/eng': meet(state, 'british/eng', '  hood: [smoke, repair]\n') });
    expect(left(r.state)).toEqual(['turn', 'smoke', 'repair']);
    // NAV's Ahead was turned in round 1: NAV stays in play, so with OPS back in too ENG has no place.
    const r2 = step(state, { 'british/nav': meet(state, 'british/nav', '  hood: []\n'), 'british/eng': meet(state, 'british/eng', '  hood: [smoke]\n') });
    expect(ofType(r2.events, 'stb.restaffed')[0]).toMatchObject({ refused: ['eng'] });
    expect(left(r2.state)).toEqual(['guns', 'guns']);
  });
  it('Send Signals 3: a change replaces, it adds none: more cards than are left draws SB1520 and only the first are taken', () => {
    const { state } = signalled();
    const yaml = meet(state, 'british/ops', '  hood: [torpedo, torpedo, torpedo, guns]\n');
    expect(codes(state, 'british/ops', yaml)).toEqual(['SB1520']);
    const r = step(state, { 'british/ops': yaml });
    expect(left(r.state)).toEqual(['turn', 'torpedo', 'torpedo']);
  });
  it('Send Signals 3: the staff answers for the signalling ship only (SB1519), and cannot offer cards it does not hold (SB1504)', () => {
    const { state } = signalled();
    expect(codes(state, 'british/ops', meet(state, 'british/ops', '  prince-of-wales: [guns]\n'))).toEqual(['SB1519']);
    expect(codes(state, 'british/ops', meet(state, 'british/ops', '  hood: [scout, scout, scout, scout]\n')).sort()).toEqual(['SB1504', 'SB1520']);
  });
  it('Send Signals 3: the commander sees the result, re-orders the changed hand at the next round; the hand goes on', () => {
    const { state } = signalled();
    const r = step(state, { 'british/ops': meet(state, 'british/ops', '  hood: [torpedo]\n') });
    const view = buildView(data(), r.state, r.events, 'british/admiral', { campaign: 'c', deadline: null });
    expect(view.lines.some((l) => l.includes("HMS Hood's cards left are now torpedo, turn"))).toBe(true);
    // The order is the commander's alone: he is told it, his departments are not (Send Signals 1).
    expect(view.lines.some((l) => l.includes("Your cards left in HMS Hood's hand, in the order you turn them: turn, torpedo"))).toBe(true);
    expect(r.events.find((e) => e.type === 'stb.line')!.audience).toEqual({ to: 'seats', seats: ['british/admiral'] });
    expect(stbGame.next(data(), r.state)).toMatchObject({ kind: 'round', asks: [{ seat: 'british/admiral' }] });
    const x = step(r.state, { 'british/admiral': hood(r.state, 'cards:\n  - { card: turn, to: starboard, degrees: 45, then: 0 }\n') });
    expect(ofType(x.events, 'stb.round').map((e) => (e.cards as Record<string, string>).hood)).toEqual(['turn']);
  });
  it('Send Signals 3: the enemy learns that a signal was sent and how many cards are left, never which', () => {
    const { state, events } = signalled();
    const r = step(state, { 'british/ops': meet(state, 'british/ops', '  hood: [torpedo]\n') });
    for (const seat of SEATS.filter((x) => x.startsWith('german/'))) {
      const seen = [...eventsFor(events, seat), ...eventsFor(r.events, seat)];
      expect(seen.some((e) => e.type === 'stb.signals')).toBe(true);
      expect(seen.filter((e) => e.type === 'stb.restaffed' || (e.type === 'cards.move' && (e.data as { to: string }).to.startsWith('hood-')
        && !(e.data as { to: string }).to.endsWith('played')))).toEqual([]);
      expect(JSON.stringify(seen.filter((e) => e.type !== 'cards.move' || (e.data as { to: string }).to !== 'hood-played'))).not.toMatch(/torpedo-\d|guns-\d/);
    }
  });
});

describe('Send Signals 4: the opposing Flag Staff cannot help its commanders unless they also signal', () => {
  it('Send Signals 4: one side signals: the other side\'s departments are not asked', () => {
    expect(stbGame.next(data(), signalled().state)!.asks.every((a) => a.seat.startsWith('british/'))).toBe(true);
  });
  it('Send Signals 4: both sides signal in the same round: both staffs are asked in one exchange, each about its own ship', () => {
    const s0 = dealt('rounds');
    // Give Bismarck two cards too, so her commander has a round to play.
    const t = table('rounds');
    const noneB = '  hood: []\n  prince-of-wales: []\n';
    const d = step(t, {
      'british/nav': offer('british/nav', '  hood: [ahead, turn]\n  prince-of-wales: []\n'), 'british/ops': offer('british/ops', noneB), 'british/eng': offer('british/eng', noneB),
      'german/nav': offer('german/nav', '  bismarck: [ahead, turn]\n  prinz-eugen: []\n'), 'german/ops': offer('german/ops', '  bismarck: []\n  prinz-eugen: []\n'), 'german/eng': offer('german/eng', '  bismarck: []\n  prinz-eugen: []\n'),
    }).state;
    expect(s0.phase).toBe('command');
    const x2 = step(d, { 'british/admiral': hood(d, 'cards: []\nsignals: true\n'), 'german/admiral': `seat: german/admiral\nexchange: 2\ncards: []\nsignals: true\n` });
    expect(ofType(x2.events, 'stb.signals').map((e) => e.ship)).toEqual(['bismarck', 'hood']);
    expect(stbGame.next(data(), x2.state)!.asks.map((a) => a.seat)).toEqual(['british/eng', 'british/nav', 'british/ops', 'german/eng', 'german/nav', 'german/ops']);
    const r = step(x2.state, { 'german/nav': `seat: german/nav\nexchange: 3\noffer:\n  bismarck: [turn, turn]\n` });
    expect(left(r.state, 'bismarck')).toEqual(['turn', 'turn']);
    expect(left(r.state, 'hood')).toEqual(left(x2.state, 'hood'));
    expect(exchangeOf(r.state, true)).toBe(4);
  });
});

describe('Send Signals 5: once played, the Send Signals card is discarded', () => {
  it('Send Signals 5: after the hand the card is spent, and a second signal later in the battle is refused (SB1514)', () => {
    let s = step(signalled().state).state;
    while (s.phase === 'round') s = step(s, { 'british/admiral': hood(s, 'cards: []\n') }).state;
    expect(s.piles[pileId('hood', 'spent')].cards).toContain('signals-1');
    s = step(s).state; // hand 2 dealt (standing offers)
    s = step(s, { 'british/admiral': hood(s, 'cards: []\n') }).state;
    expect(codes(s, 'british/admiral', hood(s, 'cards: []\nsignals: true\n'))).toEqual(['SB1514']);
    expect(ordersForm(data(), s, 'british/admiral', 'c')).not.toMatch(/^# signals:/m);
  });
});
