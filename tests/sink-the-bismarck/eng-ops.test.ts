// Sink the Bismarck!: Deploy Mines 1-3, Lay Smoke Screen 1-2 and Scout Plane Operations 1-3, from hands the departments offer and the commanders play.
import { describe, expect, it } from 'vitest';
import type { StbState } from '../../src/games/sink-the-bismarck/state.js';
import { needToHit } from '../../src/games/sink-the-bismarck/play/guns.js';
import { checkStbText } from '../../src/games/sink-the-bismarck/check.js';
import { codes, data, fresh, ofType, place, step } from './helpers.js';

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
  it('Deploy Mines 1: two markers laid up to 5 units apart form a barrier between them', () => {
    const dealt = step(table(), { ...silentDepts, 'german/nav': offer('german/nav', '  bismarck: [ahead]\n  prinz-eugen: []\n'), 'german/eng': offer('german/eng', '  bismarck: [mines, mines]\n  prinz-eugen: []\n') }).state;
    const { state, events } = step(dealt, { 'german/admiral': command('german/admiral', 'cards:\n  - { card: mines }\n  - { card: ahead, units: 2 }\n  - { card: mines }\n') });
    expect(ofType(events, 'stb.mine').map((m) => [m.x, m.y])).toEqual([[0, 0], [0, 2]]);
    expect(state.mines).toEqual([{ side: 'german', x: 0, y: 0 }, { side: 'german', x: 0, y: 2 }]);
  });
  it('Deploy Mines 2: an enemy ship passing through the barrier rolls 2d6 and strikes a mine on 9 or less (torpedo damage); a ship of the side that laid it passes safely', () => {
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
  it('Deploy Mines 1-2: a lone marker is effective in its square: an enemy sailing over it on an Ahead Full of 2 rolls, though his move ends beyond it', () => {
    const s = table();
    s.mines = [{ side: 'german', x: 6, y: 1 }];
    place(s, 'hood', 6, 0, 0);
    const dealt = step(s, { ...silentDepts, 'british/nav': offer('british/nav', '  hood: [ahead]\n  prince-of-wales: []\n') }).state;
    const { state, events } = step(dealt, { 'british/admiral': command('british/admiral', 'cards:\n  - { card: ahead, units: 2 }\n') });
    expect([state.ships.hood.x, state.ships.hood.y]).toEqual([6, 2]);
    const rolls = events.filter((e) => e.type === 'roll' && (e.data as { table: string }).table === 'Mine Barrier');
    expect(rolls).toHaveLength(1);
    expect(state.ships.hood.hull).toBe((rolls[0].data as { total: number }).total <= 9 ? 1 : 0);
  });
});

describe('ENG DEPT CARDS: Lay Smoke Screen', () => {
  it('Lay Smoke Screen 1-2: played before the guns (Card Precedence), it obscures the layer to the end of the hand, then clears', () => {
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
  it('Scout Plane Operations 1-2, Range Gun Hit: launched, the plane flies to the target in the same hand and spots for the far band of the gun table ("Hit With Scout")', () => {
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
  it('Scout Plane Operations 3: another Scout Plane Ops card brings the plane back aboard', () => {
    const s = table();
    s.ships.bismarck.plane = 'aloft';
    s.ships.bismarck.planeAt = { x: 6, y: 0 };
    const dealt = step(s, { ...silentDepts, 'german/ops': offer('german/ops', '  bismarck: [scout]\n  prinz-eugen: []\n') }).state;
    const { state } = step(dealt, { 'german/admiral': command('german/admiral', 'cards:\n  - { card: scout, target: recover }\n') });
    expect([state.ships.bismarck.plane, state.ships.bismarck.planeAt]).toEqual(['aboard', null]);
  });
});

describe('OPS DEPT CARDS: Fire Main Batteries 3, guns against scout planes (Scout Plane Operations 4)', () => {
  /** Bismarck's plane aloft two units off Hood's bow (her forward turrets bear, Fire Main Batteries 4); Hood's hand a Main Guns card. */
  function planeOver(): StbState {
    const s = table();
    s.ships.bismarck.plane = 'aloft';
    s.ships.bismarck.planeAt = { x: 4, y: 0 };
    return step(s, { ...silentDepts, 'british/ops': offer('british/ops', '  hood: [guns]\n  prince-of-wales: []\n') }).state;
  }
  const atPlane = (extra = '') => command('british/admiral', `cards:\n  - { card: guns, target: bismarck, plane: true${extra} }\n`);
  it('Fire Main Batteries 3: fired at the plane within 3 units, a die a bearing turret on the Anti-Aircraft Fire chart: shot down, damaged or missed, each as the chart says', () => {
    const seen = new Set<string>();
    for (let k = 0; k < 80 && seen.size < 3; k++) {
      const { state, events } = step(planeOver(), { 'british/admiral': atPlane() }, `aa-${k}`);
      const salvo = ofType(events, 'stb.salvo').find((e) => e.ship === 'hood')!;
      expect(salvo).toMatchObject({ plane: true, fired: true, target: 'bismarck', turrets: [1, 2] });
      const best = Math.max(...(salvo.dice as number[]));
      const result = data().tables.antiAircraft[best - 1];
      expect(salvo.result).toBe(result);
      seen.add(result);
      const b = state.ships.bismarck;
      // Hood's salvo went at the plane: Bismarck herself is not hit by it.
      expect(ofType(events, 'stb.hit').filter((e) => e.ship === 'bismarck')).toEqual([]);
      if (result === 'down') { expect([b.plane, b.planeAt]).toEqual(['lost', null]); expect(state.piles['bismarck-lost'].cards.filter((c) => c.startsWith('scout-'))).toHaveLength(3); }
      if (result === 'damaged') { expect([b.plane, b.planeAt]).toEqual(['damaged', null]); expect(state.piles['bismarck-out'].cards.filter((c) => c.startsWith('scout-'))).toHaveLength(3); }
      if (result === 'miss') expect(b.plane).toBe('aloft');
    }
    expect([...seen].sort()).toEqual(['damaged', 'down', 'miss']);
  });
  it('Fire Main Batteries 3: "3 units max range": a plane farther off is not fired at; nor is a ship without a plane aloft', () => {
    const far = planeOver();
    far.ships.bismarck.planeAt = { x: 2.5, y: 0 };
    expect(ofType(step(far, { 'british/admiral': atPlane() }).events, 'stb.salvo')[0]).toMatchObject({ plane: true, fired: false });
    const none = planeOver();
    none.ships.bismarck.plane = 'aboard';
    none.ships.bismarck.planeAt = null;
    expect(ofType(step(none, { 'british/admiral': atPlane() }).events, 'stb.salvo')[0]).toMatchObject({ plane: true, fired: false, why: 'no enemy scout plane aloft to aim at' });
  });
  it('Scout Plane Operations 4: damaged, the plane spots no more; one Repair card brings it back aboard with its cards (Call Away Repair Team 2)', () => {
    let hit: StbState | undefined;
    for (let k = 0; k < 30 && !hit; k++) {
      const r = step(planeOver(), { 'british/admiral': atPlane() }, `aa-${k}`);
      if (r.state.ships.bismarck.plane === 'damaged') hit = r.state;
    }
    place(hit!, 'hood', 9.5, 0, 270);
    // The far band of the table hits only with a plane spotting: no longer.
    expect(needToHit({ data: data(), state: hit! }, 'bismarck', 'hood')!.need).toBeGreaterThan(6);
    const dealt = step(hit!, { ...silentDepts, 'german/eng': offer('german/eng', '  bismarck: [repair]\n  prinz-eugen: []\n') }).state;
    const { state } = step(dealt, { 'german/admiral': command('german/admiral', 'cards:\n  - { card: repair, repair: plane }\n') });
    expect(state.ships.bismarck.plane).toBe('aboard');
    expect(state.piles['bismarck-ops'].cards.filter((c) => c.startsWith('scout-'))).toHaveLength(3);
  });
  it('plane: is for a Main Guns card only: on another card it is passed over (SB1512)', () => {
    const s = planeOver();
    expect(codes(s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: guns, target: bismarck, plane: true }\n'))).toEqual([]);
    const t = step(table(), { ...silentDepts, 'british/nav': offer('british/nav', '  hood: [turn]\n  prince-of-wales: []\n') }).state;
    expect(codes(t, 'british/admiral', command('british/admiral', 'cards:\n  - { card: turn, to: port, plane: true }\n'))).toEqual(['SB1512']);
    // The warning names the key and the card it was written on, whichever key it is.
    const said = checkStbText(data(), t, 'british/admiral', command('british/admiral', 'cards:\n  - { card: turn, to: port, plane: true }\n')).diagnostics[0]!.message;
    expect(said).toBe("'plane' does not belong on a 'turn' card: it is passed over.");
  });
});
