// Sink the Bismarck!: what the rulebook says of the cards in play that no other file names: the
// Card Precedence inside a round and simultaneous fire (Execution Phase 1, Fire Main Batteries 2,
// 5), which cards "may be reused" and which are "discarded" once used (each card's last rule), and
// what smoke and mines leave alone (Lay Smoke Screen 3, Deploy Mines 3). Every hand is written as
// the departments and commanders write it.
import { describe, expect, it } from 'vitest';
import { kindOf, pileId } from '../../src/games/sink-the-bismarck/cards.js';
import { setupState, type StbState } from '../../src/games/sink-the-bismarck/state.js';
import { data, fresh, ofType, place, step } from './helpers.js';

const dept = (seat: string, body: string) => `seat: ${seat}\noffer:\n${body}`;
const command = (seat: string, body: string) => `seat: ${seat}\nexchange: 2\n${body}`;
const noneB = '  hood: []\n  prince-of-wales: []\n';
const noneG = '  bismarck: []\n  prinz-eugen: []\n';
const silent: Record<string, string> = {
  'british/nav': dept('british/nav', noneB), 'british/ops': dept('british/ops', noneB), 'british/eng': dept('british/eng', noneB),
  'german/nav': dept('german/nav', noneG), 'german/ops': dept('german/ops', noneG), 'german/eng': dept('german/eng', noneG),
};

/** Hood and Bismarck 3 units apart, each on the other's beam (Hood heading north, Bismarck east of her heading north); the others far off. */
function duel(): StbState {
  const s = fresh();
  place(s, 'hood', 0, 0, 0);
  place(s, 'bismarck', 3, 0, 0);
  place(s, 'prince-of-wales', 50, 50, 0);
  place(s, 'prinz-eugen', -50, -50, 0);
  return s;
}

const kinds = (s: StbState, ship: string, pile: 'nav' | 'ops' | 'eng' | 'spent' | 'played' | 'hand') => s.piles[pileId(ship, pile)].cards.map(kindOf).sort();

describe('Execution Phase: the cards of one round', () => {
  it('Execution Phase 1, Card Precedence: Main Guns before Any Movement Card: Hood\'s salvo is fired at the range before Bismarck\'s Ahead Full of the same round', () => {
    const dealt = step(duel(), { ...silent, 'british/ops': dept('british/ops', '  hood: [guns]\n  prince-of-wales: []\n'), 'german/nav': dept('german/nav', '  bismarck: [ahead]\n  prinz-eugen: []\n') }).state;
    const { events } = step(dealt, {
      'british/admiral': command('british/admiral', 'cards:\n  - { card: guns, target: bismarck }\n'),
      'german/admiral': command('german/admiral', 'cards:\n  - { card: ahead, units: 2 }\n'),
    });
    const kinds = events.filter((e) => e.type === 'stb.salvo' || e.type === 'stb.moved').map((e) => [e.type, (e.data as { round: number }).round]);
    expect(kinds).toEqual([['stb.salvo', 1], ['stb.moved', 1]]);
    expect(ofType(events, 'stb.salvo')[0]).toMatchObject({ ship: 'hood', fired: true, distance: 3 });
  });

  it('Fire Main Batteries 2, 5, Gun Card Decks: both ships fire in one round, both salvos rolled before any hit is applied; each hit rolls 1d6 for its hit zone', () => {
    const dealt = step(duel(), { ...silent, 'british/ops': dept('british/ops', '  hood: [guns]\n  prince-of-wales: []\n'), 'german/ops': dept('german/ops', '  bismarck: [guns]\n  prinz-eugen: []\n') }).state;
    const { events } = step(dealt, {
      'british/admiral': command('british/admiral', 'cards:\n  - { card: guns, target: bismarck }\n'),
      'german/admiral': command('german/admiral', 'cards:\n  - { card: guns, target: hood }\n'),
    });
    const at = (type: string) => events.map((e, i) => (e.type === type ? i : -1)).filter((i) => i >= 0);
    const salvos = ofType(events, 'stb.salvo');
    expect(salvos.map((x) => [x.ship, x.fired]).sort()).toEqual([['bismarck', true], ['hood', true]]);
    const hits = salvos.reduce((n, x) => n + (x.hits as number), 0);
    expect(hits).toBeGreaterThan(0);
    expect(Math.max(...at('stb.salvo'))).toBeLessThan(Math.min(...at('stb.hit')));
    const zones = events.filter((e) => e.type === 'roll' && (e.data as { table: string }).table === 'Hit Zone');
    expect(zones).toHaveLength(hits);
    expect(zones.every((e) => (e.data as { dice: number[] }).dice.length === 1)).toBe(true);
    expect(ofType(events, 'stb.hit')).toHaveLength(hits);
  });

  it('Lay Smoke Screen 3: smoke has no effect on torpedo attacks: the torpedo\'s run is judged the same with the target in smoke or not', () => {
    const run = (smoke: boolean) => {
      const dealt = step(duel(), { ...silent, 'british/ops': dept('british/ops', '  hood: [torpedo]\n  prince-of-wales: []\n'), ...(smoke ? { 'german/eng': dept('german/eng', '  bismarck: [smoke]\n  prinz-eugen: []\n') } : {}) }).state;
      const { events } = step(dealt, {
        'british/admiral': command('british/admiral', 'cards:\n  - { card: torpedo, target: bismarck }\n'),
        ...(smoke ? { 'german/admiral': command('german/admiral', 'cards:\n  - { card: smoke }\n') } : {}),
      });
      expect(ofType(events, 'stb.smoke')).toHaveLength(smoke ? 1 : 0);
      return ofType(events, 'stb.torpedo-run');
    };
    const clear = run(false);
    expect(clear).toEqual([expect.objectContaining({ target: 'bismarck', onTarget: true })]);
    expect(run(true)).toEqual(clear);
  });
});

describe('after the hand: cards reused and cards discarded', () => {
  /** Hand 1 for the Germans as their departments offer it and the commanders order it; the British offer nothing. */
  function germanHand(): { before: StbState; after: StbState } {
    const s = duel();
    place(s, 'prinz-eugen', -20, 0, 0);
    const before = step(s, {
      ...silent,
      'german/nav': dept('german/nav', '  bismarck: []\n  prinz-eugen: [ahead, turn]\n'),
      'german/ops': dept('german/ops', '  bismarck: [torpedo, guns, scout]\n  prinz-eugen: []\n'),
      'german/eng': dept('german/eng', '  bismarck: [mines]\n  prinz-eugen: [repair, smoke]\n'),
    }).state;
    const { state } = step(before, {
      'german/admiral': command('german/admiral', 'cards:\n  - { card: torpedo, target: hood }\n  - { card: guns, target: hood }\n  - { card: scout, target: hood }\n  - { card: mines }\n'),
      'german/captain': command('german/captain', 'cards:\n  - { card: smoke }\n  - { card: ahead, units: 1 }\n  - { card: turn, to: port, degrees: 45, then: 1 }\n  - { card: repair }\n'),
    });
    return { before, after: state };
  }

  it('Movement 4, Fire Main Batteries 6, Scout Plane Operations 5, Call Away Repair Team 9, Execution Phase 6: Ahead, Turn, Main Guns, Scout Plane Ops and Repair cards go back to their departments, and the staffs plan the next hand', () => {
    const { before, after } = germanHand();
    expect(kinds(before, 'prinz-eugen', 'nav')).toEqual(['ahead', 'ahead', 'turn', 'turn']);
    expect(kinds(after, 'prinz-eugen', 'nav')).toEqual(['ahead', 'ahead', 'ahead', 'turn', 'turn', 'turn']);
    expect(kinds(after, 'prinz-eugen', 'eng').filter((k) => k === 'repair')).toHaveLength(4);
    expect(kinds(after, 'bismarck', 'ops').filter((k) => k === 'guns')).toHaveLength(4);
    expect(kinds(after, 'bismarck', 'ops').filter((k) => k === 'scout')).toHaveLength(3);
    expect(kinds(after, 'bismarck', 'hand')).toEqual([]);
    expect(after.turn).toBe(2);
    expect(after.phase).toBe('staff');
  });

  it('Torpedo Attacks 5, Lay Smoke Screen 4, Deploy Mines 4: once used, the Torpedo Attack, Smoke Screen and Deploy Mines cards are discarded', () => {
    const { after } = germanHand();
    expect(kinds(after, 'bismarck', 'spent')).toEqual(['mines', 'torpedo']);
    expect(kinds(after, 'prinz-eugen', 'spent')).toEqual(['smoke']);
    expect(kinds(after, 'bismarck', 'ops').filter((k) => k === 'torpedo')).toHaveLength(3);
    expect(kinds(after, 'bismarck', 'eng').filter((k) => k === 'mines')).toHaveLength(1);
  });

  it('Deploy Mines 3: the marker laid stays where it was dropped, hand after hand', () => {
    const { after } = germanHand();
    expect(after.mines).toEqual([{ side: 'german', x: 3, y: 0 }]);
    const next = step(step(after, silent).state).state;
    expect(next.turn).toBe(3);
    expect(next.mines).toEqual(after.mines);
  });

  it('Swordfish Air Attacks 1, 4: the Swordfish cards are played in the first hand even with no other card in any hand, and once used are discarded', () => {
    const s = setupState(data(), 'last-battle', { emergency: false });
    const silent2 = Object.fromEntries(['british/nav', 'british/ops', 'british/eng'].map((seat) => [seat, dept(seat, '  king-george-v: []\n  rodney: []\n')]));
    const dealt = step(s, { ...silent2, ...Object.fromEntries(['german/nav', 'german/ops', 'german/eng'].map((seat) => [seat, dept(seat, '  bismarck: []\n')])) }).state;
    expect(kinds(dealt, 'king-george-v', 'spent')).toEqual([]);
    const { state } = step(dealt);
    expect(kinds(state, 'king-george-v', 'spent')).toEqual(['swordfish']);
    expect(kinds(state, 'rodney', 'spent')).toEqual(['swordfish']);
  });
});
