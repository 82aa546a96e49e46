// Sink the Bismarck!, issue 15 third part, items 2-3: messages between the seats of a Flag Staff go
// through the referee and are logged (steps/messages.ts), while the wall inside the side is open
// (Planning Phase; Send Signals 1-3); the Admiral's report summarises his staff (Game Description:
// the Admiral "in charge of the staff"; steps/staff-report.ts).
import { describe, expect, it } from 'vitest';
import { canSee, type GameEvent } from '../../src/kernel/events.js';
import { stbGame } from '../../src/games/sink-the-bismarck/module.js';
import { SEATS, type StbState } from '../../src/games/sink-the-bismarck/state.js';
import { checkStbText } from '../../src/games/sink-the-bismarck/check.js';
import { buildView } from '../../src/games/sink-the-bismarck/views.js';
import { codes, data, farApart, ofType, orders, stepNumbered } from './helpers.js';

const table = farApart;
const step = (s: StbState, written: Record<string, string> = {}) => stepNumbered(s, written, 'msg');
const view = (s: StbState, events: readonly GameEvent[], seat: string) => buildView(data(), s, events, seat, { campaign: 'c', deadline: null }).lines.join('\n');
const nav = (body: string) => `seat: british/nav\noffer:\n  hood: [ahead, turn]\n  prince-of-wales: []\n${body}`;

describe('messages go through the referee, to the seats addressed and nobody else (Game Description: the Flag Staff)', () => {
  it('Planning Phase 1: the NAV DEPT writes to its Admiral while the staff selects the hand; he alone of the side is told, in his next report', () => {
    const r = step(table(), { 'british/nav': nav('messages:\n  - { to: british/admiral, text: "Hood gets the turns; close the range" }\n') });
    const [m] = r.events.filter((e) => e.type === 'stb.message');
    expect(m.audience).toEqual({ to: 'seats', seats: ['british/admiral', 'british/nav'] });
    expect(m.data).toEqual({ from: 'british/nav', to: ['british/admiral'], text: 'Hood gets the turns; close the range' });
    expect(view(r.state, r.events, 'british/admiral')).toContain('Message from british/nav to british/admiral: "Hood gets the turns; close the range"');
    for (const seat of SEATS.filter((x) => x !== 'british/admiral' && x !== 'british/nav')) {
      expect(canSee(m, seat), seat).toBe(false);
      expect(view(r.state, r.events, seat)).not.toContain('close the range');
    }
    expect(canSee(m, 'umpire')).toBe(true);
  });
  it('one message to several seats of the side reaches each of them', () => {
    const r = step(table(), { 'british/nav': nav('messages:\n  - { to: [british/ops, british/captain], text: "guns for the Prince" }\n') });
    expect(r.events.find((e) => e.type === 'stb.message')!.audience).toEqual({ to: 'seats', seats: ['british/captain', 'british/nav', 'british/ops'] });
  });
  it('to the enemy always refused (SB1517), quoting the line; to a seat that is not of the side or to oneself refused (SB1518)', () => {
    const yaml = nav('messages:\n  - { to: german/admiral, text: "surrender" }\n');
    const r = checkStbText(data(), table(), 'british/nav', yaml);
    expect(r.orders).toBeUndefined();
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([['SB1517', 6]]);
    expect(codes(table(), 'british/nav', nav('messages:\n  - { to: [british/nav, british/cook], text: "x" }\n'))).toEqual(['SB1518', 'SB1518']);
  });
  it('Send Signals 1: in a round without the signal the wall is closed (SB1516); with it the message goes to the staff with the signal', () => {
    let s = step(table('rounds'), { 'british/nav': nav('') }).state;
    s = step(s, { 'british/admiral': 'seat: british/admiral\nexchange: 2\ncards: []\n' }).state;
    expect(codes(s, 'british/admiral', `seat: british/admiral\nexchange: 3\ncards: []\nmessages:\n  - { to: british/nav, text: "more turns" }\n`)).toEqual(['SB1516']);
    const r = step(s, { 'british/admiral': `seat: british/admiral\nexchange: 3\ncards: []\nsignals: true\nmessages:\n  - { to: british/nav, text: "more turns" }\n` });
    expect(ofType(r.events, 'stb.message')).toEqual([{ from: 'british/admiral', to: ['british/nav'], text: 'more turns' }]);
    expect(stbGame.next(data(), r.state)!.kind).toBe('signals');
    // Send Signals 3: the staff confers; the NAV DEPT answers its Admiral in the signals exchange.
    const x = step(r.state, { 'british/nav': `seat: british/nav\nexchange: 4\noffer:\n  hood: [turn]\nmessages:\n  - { to: british/admiral, text: "one turn left for you" }\n` });
    expect(ofType(x.events, 'stb.message')).toEqual([{ from: 'british/nav', to: ['british/admiral'], text: 'one turn left for you' }]);
    expect(view(x.state, x.events, 'british/admiral')).toContain('one turn left for you');
    expect(view(x.state, x.events, 'british/captain')).not.toContain('one turn left for you');
  });
});

describe('the Admiral\'s report summarises his staff (issue 15; Game Description: the Admiral in charge of the staff)', () => {
  it('after the Planning Phase he is told what each department offered and which sent nothing in time; nobody else is', () => {
    const r = step(table(), { 'british/nav': nav(''), 'british/ops': 'seat: british/ops\noffer:\n  hood: [guns]\n  prince-of-wales: [guns, torpedo]\n' });
    const summaries = r.events.filter((e) => e.type === 'stb.staff');
    expect(summaries.map((e) => e.audience)).toEqual([{ to: 'seats', seats: ['british/admiral'] }, { to: 'seats', seats: ['german/admiral'] }]);
    expect(summaries[0].data).toMatchObject({ missing: ['british/eng'], parts: [
      { dept: 'nav', answered: true, offers: { hood: ['ahead', 'turn'], 'prince-of-wales': [] } },
      { dept: 'ops', answered: true, offers: { hood: ['guns'], 'prince-of-wales': ['guns', 'torpedo'] } },
      { dept: 'eng', answered: false, offers: {} },
    ] });
    expect(summaries[1].data).toMatchObject({ missing: ['german/nav', 'german/ops', 'german/eng'] });
    const words = view(r.state, r.events, 'british/admiral');
    expect(words).toContain('NAV DEPT offered HMS Hood ahead turn; HMS Prince of Wales nothing');
    expect(words).toContain('ENG DEPT sent nothing (late, or a seat the referee plays): the standing orders played for it');
    expect(words).toContain('Missing: british/eng.');
    expect(view(r.state, r.events, 'british/captain')).not.toContain('Your staff');
  });
  it('after the commanders order their hands he is told whether his Flag Captain\'s orders came in time, never what they were; the Flag Captain is not told of the Admiral\'s', () => {
    const dealt = step(table(), { 'british/nav': nav('') }).state;
    const quiet = step(dealt).events.filter((e) => e.type === 'stb.staff');
    expect(quiet.map((e) => [e.audience, e.data])).toEqual([
      [{ to: 'seats', seats: ['british/admiral'] }, { side: 'british', what: 'command', parts: [{ dept: 'captain', seat: 'british/captain', answered: false, offers: {} }], missing: ['british/captain'] }],
      [{ to: 'seats', seats: ['german/admiral'] }, { side: 'german', what: 'command', parts: [{ dept: 'captain', seat: 'german/captain', answered: false, offers: {} }], missing: ['german/captain'] }],
    ]);
    const r = step(dealt, { 'british/captain': 'seat: british/captain\nexchange: 2\ncards: []\n' });
    expect(view(r.state, r.events, 'british/admiral')).toContain("Your Flag Captain's orders for his ship (british/captain): in.");
    expect(view(r.state, r.events, 'german/admiral')).toContain("Your Flag Captain's orders for his ship (german/captain): none came in (late, or a seat the referee plays)");
    expect(r.events.filter((e) => e.type === 'stb.staff' && canSee(e, 'british/captain'))).toEqual([]);
  });
  it('after a signals exchange he is told how his staff answered the signal', () => {
    let s = step(table('rounds'), { 'british/nav': nav('') }).state;
    s = step(s, { 'british/admiral': 'seat: british/admiral\nexchange: 2\ncards: []\nsignals: true\n' }).state;
    const r = step(s, { 'british/nav': 'seat: british/nav\nexchange: 3\noffer:\n  hood: [turn, turn]\n' });
    const [m] = r.events.filter((e) => e.type === 'stb.staff');
    expect(m.audience).toEqual({ to: 'seats', seats: ['british/admiral'] });
    expect(m.data).toMatchObject({ what: 'signals', missing: ['british/ops', 'british/eng'] });
  });
});
