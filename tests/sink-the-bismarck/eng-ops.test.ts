// Sink the Bismarck!: Deploy Mines 1-3, Lay Smoke Screen 1-2 and Scout Plane Operations 1-3, from hands the departments offer and the commanders play.
import { describe, expect, it } from 'vitest';
import type { StbState } from '../../src/games/sink-the-bismarck/state.js';
import { needToHit } from '../../src/games/sink-the-bismarck/play/guns.js';
import { data, fresh, ofType, place, step } from './helpers.js';

const offer = (seat: string, body: string) => `seat: ${seat}\noffer:\n${body}`;
const command = (seat: string, body: string) => `seat: ${seat}\nexchange: 2\n${body}`;
const silentDepts = {
  'british/nav': offer('british/nav', '  hood: []\n  prince-of-wales: []\n'), 'british/ops': offer('british/ops', '  hood: []\n  prince-of-wales: []\n'), 'british/eng': offer('british/eng', '  hood: []\n  prince-of-wales: []\n'),
  'german/nav': offer('german/nav', '  bismarck: []\n  prinz-eugen: []\n'), 'german/ops': offer('german/ops', '  bismarck: []\n  prinz-eugen: []\n'), 'german/eng': offer('german/eng', '  bismarck: []\n  prinz-eugen: []\n'),
};

function table(): StbState {
  const s = fresh();
  place(s, 'bismarck', 0, 0, 0);
  place(s, 'hood', 6, 0, 270);
  place(s, 'prince-of-wales', 40, 40, 0);
  place(s, 'prinz-eugen', -40, -40, 0);
  return s;
}

describe('ENG DEPT CARDS: Deploy Mines', () => {
  it('rule 1: two markers laid up to 5 units apart form a barrier between them', () => {
    const dealt = step(table(), { ...silentDepts, 'german/nav': offer('german/nav', '  bismarck: [ahead]\n  prinz-eugen: []\n'), 'german/eng': offer('german/eng', '  bismarck: [mines, mines]\n  prinz-eugen: []\n') }).state;
    const { state, events } = step(dealt, { 'german/admiral': command('german/admiral', 'cards:\n  - { card: mines }\n  - { card: ahead, units: 2 }\n  - { card: mines }\n') });
    expect(ofType(events, 'stb.mine').map((m) => [m.x, m.y])).toEqual([[0, 0], [0, 2]]);
    expect(state.mines).toEqual([{ side: 'german', x: 0, y: 0 }, { side: 'german', x: 0, y: 2 }]);
  });
  it('rule 2: an enemy ship passing through the barrier rolls 2d6 and strikes a mine on 9 or less (torpedo damage); a ship of the side that laid it passes safely', () => {
    const s = table();
    s.mines = [{ side: 'german', x: 4, y: -2 }, { side: 'german', x: 4, y: 2 }];
    place(s, 'prinz-eugen', 5, -1, 270);
    const dealt = step(s, { ...silentDepts, 'british/nav': offer('british/nav', '  hood: [ahead]\n  prince-of-wales: []\n'), 'german/nav': offer('german/nav', '  bismarck: []\n  prinz-eugen: [ahead]\n') }).state;
    const { state, events } = step(dealt, {
      'british/admiral': command('british/admiral', 'cards:\n  - { card: ahead, units: 2 }\n'),
      'german/captain': command('german/captain', 'cards:\n  - { card: ahead, units: 2 }\n'),
    });
    const rolls = events.filter((e) => e.type === 'roll' && (e.data as { table: string }).table === 'Mine Barrier');
    expect(rolls.map((e) => (e.data as { purpose: string }).purpose)).toEqual(['HMS Hood passes through a mine field']);
    const total = (rolls[0].data as { total: number }).total;
    expect(state.ships.hood.hull).toBe(total <= 9 ? 1 : 0);
    expect(state.ships['prinz-eugen'].hull).toBe(0);
  });
});

describe('ENG DEPT CARDS: Lay Smoke Screen', () => {
  it('rules 1-2: played before the guns (Card Precedence), it obscures the layer to the end of the hand, then clears', () => {
    const dealt = step(table(), { ...silentDepts, 'german/eng': offer('german/eng', '  bismarck: [smoke]\n  prinz-eugen: []\n'), 'british/ops': offer('british/ops', '  hood: [guns]\n  prince-of-wales: []\n') }).state;
    const { state, events } = step(dealt, {
      'german/admiral': command('german/admiral', 'cards:\n  - { card: smoke }\n'),
      'british/admiral': command('british/admiral', 'cards:\n  - { card: guns, target: bismarck }\n'),
    });
    const clear = needToHit({ data: data(), state: table() }, 'hood', 'bismarck')!.need;
    expect(ofType(events, 'stb.salvo')[0]).toMatchObject({ fired: true, need: clear + 1 });
    expect(state.ships.bismarck.smoke).toBe(false);
    expect(state.piles['bismarck-spent'].cards).toEqual(['smoke-1']);
  });
});

describe('OPS DEPT CARDS: Scout Plane Operations', () => {
  it('rules 1-2: launched, the plane flies to the target in the same hand and spots for the far band of the gun table ("Hit With Scout")', () => {
    const s = table();
    place(s, 'hood', 9.5, 0, 270);
    expect(needToHit({ data: data(), state: s }, 'bismarck', 'hood')!.need).toBeGreaterThan(6);
    const dealt = step(s, { ...silentDepts, 'german/ops': offer('german/ops', '  bismarck: [scout, guns]\n  prinz-eugen: []\n') }).state;
    const { state, events } = step(dealt, { 'german/admiral': command('german/admiral', 'cards:\n  - { card: scout, target: hood }\n  - { card: guns, target: hood }\n') });
    expect(ofType(events, 'stb.scout')[0]).toMatchObject({ effect: 'over', target: 'hood' });
    expect(state.ships.bismarck.plane).toBe('aloft');
    // Bismarck +1 fire control against Hood's 0 armour: the table's 6 becomes 5 with the plane spotting.
    expect(ofType(events, 'stb.salvo')[0]).toMatchObject({ fired: true, need: 5 });
  });
  it('rule 3: another Scout Plane Ops card brings the plane back aboard', () => {
    const s = table();
    s.ships.bismarck.plane = 'aloft';
    s.ships.bismarck.planeAt = { x: 6, y: 0 };
    const dealt = step(s, { ...silentDepts, 'german/ops': offer('german/ops', '  bismarck: [scout]\n  prinz-eugen: []\n') }).state;
    const { state } = step(dealt, { 'german/admiral': command('german/admiral', 'cards:\n  - { card: scout, target: recover }\n') });
    expect([state.ships.bismarck.plane, state.ships.bismarck.planeAt]).toEqual(['aboard', null]);
  });
});
