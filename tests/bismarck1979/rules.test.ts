// Bismarck (1979) Basic Game rules, one test per rule or worked example, played from the players'
// YAML orders where the rule is about orders (helpers.ts).
import { describe, it, expect } from 'vitest';
import { d, start, play, ordersOf, ofType } from './helpers.js';
import { checkB79Text } from '../../src/games/bismarck1979/check.js';
import { callZone } from '../../src/games/bismarck1979/rules/search.js';
import { fightBattle, type BattleIO } from '../../src/games/bismarck1979/rules/battle.js';
import { BRITISH_STANDING, GERMAN_STANDING } from '../../src/games/bismarck1979/setup.js';
import { forcesOf, fastest, slowest } from '../../src/games/bismarck1979/units.js';
import { isNight, clockLabel } from '../../src/games/bismarck1979/time.js';
import type { RollData } from '../../src/kernel/events.js';

const german = (body: string, turn = 1, exchange?: number) => `game: bismarck1979\nside: german\nturn: ${turn}\n${exchange ? `exchange: ${exchange}\n` : ''}${body}`;
const british = (body: string, turn = 1, exchange?: number) => `game: bismarck1979\nside: british\nturn: ${turn}\n${exchange ? `exchange: ${exchange}\n` : ''}${body}`;

describe('7.1, 7.3 visibility on the first turn', () => {
  it('7.1 the first turn is level 4 without a roll; 7.3 fog is automatic, so Bergen cannot be searched', () => {
    const r = play(start('may-1941'), {});
    const vis = ofType(r.events, 'b79.visibility')[0].data as { level: string; fog: boolean };
    expect(vis).toMatchObject({ level: '4', fog: true });
    expect(r.events.some((e) => e.type === 'roll' && (e.data as RollData).table === 'Visibility Change Table')).toBe(false);
    const called = ofType(r.events, 'b79.search-called').flatMap((e) => (e.data as { zones: string[] }).zones);
    expect(called.length).toBeGreaterThan(0);
    expect(called).not.toContain(d.board.places.bergen.zone);
  });
  it('7.1 from the second turn the German player rolls two dice on the Visibility Change Table', () => {
    const r1 = play(start('may-1941'), {});
    const r2 = play(r1.state, {});
    const roll = r2.events.find((e) => e.type === 'roll' && (e.data as RollData).table === 'Visibility Change Table')!.data as RollData;
    expect(roll.dice).toHaveLength(2);
    expect(d.tables.visibility.track).toContain(r2.state.visibility.level);
  });
});

describe('5.1, 5.2 ship movement and fuel', () => {
  it('5.2 German Breakout Bonus: five zones on the first turn cost two fuel factors, six are too many', () => {
    const s = start('may-1941');
    const r = play(s, { german: german('ships:\n  TF1: { move: [I23, H22, G22, F22, E22] }\n') });
    expect(r.state.ships.bismarck.zone).toBe('E22');
    expect(r.state.ships.bismarck.fuel).toBe(d.ships.bismarck.fuel - 2);
    expect(r.state.ships['prinz-eugen'].fuel).toBe(0); // 5.21: cruisers spend none
    expect(() => ordersOf(s, 'german', german('ships:\n  TF1: { move: [I23, H22, G22, F22, E22, D22] }\n'))).toThrow(/ADM1026/); // the schema allows five zones at most
  });
  it('5.1 German ships cannot enter the Irish Sea (the diagnostic quotes the line)', () => {
    const s = start('may-1941');
    s.ships.bismarck.zone = 'N20'; s.ships['prinz-eugen'].zone = 'N20';
    const r = checkB79Text(d, s, 'german', german('ships:\n  TF1: { move: [O21] }\n'));
    const diag = r.diagnostics.find((x) => x.code === 'BM7906')!;
    expect(diag.source).toBe('  TF1: { move: [O21] }');
    expect(diag.line).toBe(5);
  });
  it('5.1 a battleship with speed 2 may not move two zones in consecutive turns; 5.21 it spends a fuel factor each time', () => {
    const s = start('may-1941');
    const r1 = play(s, { british: british('ships:\n  king-george-v: { move: [K20, J19] }\n') });
    expect(r1.state.ships['king-george-v'].fuel).toBe(d.ships['king-george-v'].fuel - 1);
    // The consecutive-turn rule binds the turn straight after the two-zone move.
    const again = checkB79Text(d, r1.state, 'british', british(`ships:\n  king-george-v: { move: [J18, J17] }\n`, 2, r1.state.phase === 'shadow' ? 2 : undefined));
    expect(again.diagnostics.map((x) => x.code)).toContain('BM7908');
  });
  it("5.2 a battleship out of fuel moves one zone only in 'C' turns", () => {
    const s = start('may-1941');
    s.ships['king-george-v'].fuel = 0;
    s.time = 1; s.turn = 2; // the time record's second turn is not a 'C' turn (tables/time.yaml)
    const r = checkB79Text(d, s, 'british', british('ships:\n  king-george-v: { move: [K20] }\n', 2));
    expect(r.diagnostics.map((x) => x.code)).toContain('BM7910');
    s.time = 2; s.turn = 3;
    expect(checkB79Text(d, s, 'british', british('ships:\n  king-george-v: { move: [K20] }\n', 3)).orders).toBeDefined();
  });
  it('5.3 a ship on patrol cannot move; 5.31 carriers cannot patrol', () => {
    const s = start('may-1941');
    expect(checkB79Text(d, s, 'british', british('ships:\n  suffolk: { patrol: true, move: [E14] }\n')).diagnostics.map((x) => x.code)).toContain('BM7911');
    expect(checkB79Text(d, s, 'british', british('ships:\n  victorious: { patrol: true }\n')).diagnostics.map((x) => x.code)).toContain('BM7912');
  });
});

describe('7.2 search', () => {
  it('7.23 EXAMPLE: Hood and Prince of Wales in task force and Suffolk and Kenya on patrol are two battleships in a task force and two cruisers', () => {
    const s = start('may-1941');
    for (const id of ['hood', 'prince-of-wales', 'suffolk', 'kenya']) s.ships[id].zone = 'K18';
    s.ships.hood.tf = 1; s.ships['prince-of-wales'].tf = 1; s.ships.suffolk.mode = 'patrol'; s.ships.kenya.mode = 'patrol';
    let n = 0;
    const find = callZone(d, s, 'german', 'K18', () => `K${++n}`);
    const told = find.contacts.map((c) => `${c.types.join('+')}${c.taskForce ? ' in task force' : ''}`).sort();
    expect(told).toEqual(['battleship+battleship in task force', 'cruiser', 'cruiser']);
  });
});

describe('8.1 shadowing', () => {
  it('8.11 the shadowed force moves first; a held contact gives the British its new zone before they move, and the force does not move again', () => {
    let held = false;
    for (let k = 0; k < 20 && !held; k++) {
      const s = start('denmark-strait');
      expect(s.phase).toBe('shadow');
      const r = play(s, { british: british('shadow: { C1: suffolk }\n'), german: german('ships:\n  TF1: { move: [F12] }\n') }, `shadow-${k}`);
      expect(r.state.ships.bismarck.zone).toBe('F12');
      const hold = ofType(r.events, 'b79.shadow-held');
      if (!hold.length) { expect(ofType(r.events, 'b79.shadow-lost')).toHaveLength(1); continue; }
      held = true;
      expect(hold[0].audience).toEqual({ to: 'sides', sides: ['british'] });
      expect(hold[0].data).toMatchObject({ contact: 'C1', zone: 'F12' });
      const x2 = checkB79Text(d, r.state, 'german', german('ships:\n  TF1: { move: [F11] }\n', 1, 2));
      expect(x2.diagnostics.map((x) => x.code)).toContain('BM7915');
    }
    expect(held).toBe(true);
  });
  it('4.3, 8.11 the shadow exchange follows every turn the British located a German force, wherever British units stand (the Germans learn nothing of them)', () => {
    // The third turn of this key finds the Germans in Bergen by general search (10.1), where no British unit is.
    let s = start('may-1941');
    for (let i = 0; i < 3; i++) s = play(s, {}, `views-${i}`).state;
    expect(s.lastContacts.british.length).toBeGreaterThan(0);
    expect(s.phase).toBe('shadow');
    // The same turns with Suffolk lying off Bergen: the same exchange, asked of both sides alike.
    let t = start('may-1941');
    t.ships.suffolk.zone = 'I24';
    for (let i = 0; i < 3; i++) t = play(t, {}, `views-${i}`).state;
    expect(t.lastContacts.british.length).toBeGreaterThan(0);
    expect(t.phase).toBe('shadow');
  });
  it('8.1 a ship slower than the shadowed force cannot shadow it', () => {
    const s = start('denmark-strait');
    s.ships.suffolk.permLoss = 5; // evasion 26 against Bismarck's 28
    expect(checkB79Text(d, s, 'british', british('shadow: { C1: suffolk }\n')).diagnostics.map((x) => x.code)).toContain('BM7934');
    const r = play(s, { british: british('shadow: { C1: suffolk }\n') });
    expect(ofType(r.events, 'b79.shadow-refused')).toHaveLength(1);
  });
  it('8.13 aircraft carriers cannot shadow', () => {
    const s = start('denmark-strait');
    s.ships.victorious.zone = 'E13';
    expect(checkB79Text(d, s, 'british', british('shadow: { C1: victorious }\n')).diagnostics.map((x) => x.code)).toContain('BM7933');
  });
});

describe('6.1–6.4 air units', () => {
  it('6.22 a torpedo bomber of endurance 1 flies out and back in one turn, then rests (6.4)', () => {
    const s = start('may-1941');
    const r = play(s, { british: british('air:\n  swordfish-825: { mode: attack, move: [K20, K19] }\n') });
    expect(r.state.air['swordfish-825'].status).toBe('rest');
    expect(r.state.air['swordfish-825'].restUntil).toBe(3);
  });
  it('6.21 an air unit that cannot get home is lost and the opponent scores two points', () => {
    const s = start('may-1941');
    const text = british('air:\n  swordfish-825: { mode: attack, move: [K20, K19, K18, K17, K16] }\n');
    expect(checkB79Text(d, s, 'british', text).diagnostics.map((x) => x.code)).toContain('BM7927');
    const r = play(s, { british: text });
    expect(r.state.air['swordfish-825'].status).toBe('lost');
    expect(r.state.vp.german).toBe(2);
  });
  it('6.12 no German air unit may fly through two consecutive zones of Great Britain', () => {
    const s = start('may-1941');
    s.air['ju88-stavanger'].status = 'air'; s.air['ju88-stavanger'].zone = 'L21'; s.air['ju88-stavanger'].launched = 1;
    const r = checkB79Text(d, s, 'german', german('air:\n  ju88-stavanger: { move: [M21, N21] }\n'));
    expect(r.diagnostics.map((x) => x.code)).toContain('BM7924');
  });
});

describe('9.2–9.9 naval combat', () => {
  it('9.2 EXAMPLE: King George V alone, or the task force of Hood, Repulse, Norfolk, Kenya and Victorious, may initiate combat against Bismarck', () => {
    const s = start('may-1941');
    for (const id of ['king-george-v', 'hood', 'repulse', 'norfolk', 'kenya', 'victorious']) s.ships[id].zone = 'K18';
    for (const id of ['hood', 'repulse', 'norfolk', 'kenya', 'victorious']) s.ships[id].tf = 7;
    s.ships['prince-of-wales'].tf = null;
    s.ships.bismarck.zone = 'K18'; s.ships.bismarck.tf = null;
    const forces = forcesOf(s, 'british').filter((f) => f.zone === 'K18');
    const bismarck = forcesOf(s, 'german').find((f) => f.key === 'bismarck')!;
    for (const f of forces) expect(fastest(d, f), f.key).toBeGreaterThanOrEqual(slowest(d, bismarck));
  });
  it('9.6 Bismarck firing all its guns at a ship two hexes away fires eight shots (half its salvo count of 17)', () => {
    const s = start('may-1941');
    s.ships['king-george-v'].zone = 'I24';
    const io: BattleIO = { roll: (_t, _p, dice) => ({ total: dice === 1 ? 1 : 7, dice: [] }), emit: (type, data) => events.push({ type, data: data as Record<string, unknown> }) };
    const events: { type: string; data: Record<string, unknown> }[] = [];
    const kgv = { key: 'king-george-v', side: 'british' as const, zone: 'I24', ships: [s.ships['king-george-v']] };
    const bis = { key: 'bismarck', side: 'german' as const, zone: 'I24', ships: [s.ships.bismarck] };
    fightBattle(d, s, { id: 't', attacker: kgv, defender: bis, waiting: { british: [], german: [] }, orders: { british: { ...BRITISH_STANDING, range: 'close' }, german: { ...GERMAN_STANDING, range: 'keep', withdrawAtMidships: 0 } }, night: false }, io);
    const at2 = events.find((e) => e.type === 'b79.battle-fire' && e.data.ship === 'bismarck' && e.data.range === 2);
    expect(at2?.data.shots).toBe(8);
    const adjacent = events.find((e) => e.type === 'b79.battle-fire' && e.data.ship === 'bismarck' && e.data.range === 1);
    expect(adjacent?.data.shots).toBe(17); // 9.6: no halving at the adjacent hex
  });
  it('9.7 a ship is sunk when every midships box is marked: ten for Bismarck', () => {
    const s = start('may-1941');
    const io: BattleIO = { roll: (table, _p, dice) => ({ total: dice === 1 ? 1 : table.startsWith('Gunnery A broadside') ? 3 : 7, dice: [] }), emit: (type, data) => events.push({ type, data: data as Record<string, unknown> }) };
    const events: { type: string; data: Record<string, unknown> }[] = [];
    s.ships.rodney.zone = 'I24';
    const rod = { key: 'rodney', side: 'british' as const, zone: 'I24', ships: [s.ships.rodney] };
    const bis = { key: 'bismarck', side: 'german' as const, zone: 'I24', ships: [s.ships.bismarck] };
    const out = fightBattle(d, s, { id: 't', attacker: rod, defender: bis, waiting: { british: [], german: [] }, orders: { british: { ...BRITISH_STANDING, range: 'close' }, german: { ...GERMAN_STANDING, range: 'keep', withdrawAtMidships: 0 } }, night: false }, io);
    expect(out.sunk).toContain('bismarck');
    expect(s.ships.bismarck.midshipsHits).toBeGreaterThanOrEqual(10);
    expect(s.ships.bismarck.status).toBe('sunk');
  });
});

describe('10.1 the chance phase', () => {
  it('10.1 HUFF-DUFF names the ship\'s zone or one of the six around it', () => {
    let seen = 0;
    for (let k = 0; k < 60 && seen < 2; k++) {
      const r = play(start('may-1941'), { german: german('ships:\n  TF1: { move: [I23, H22] }\n') }, `huff-${k}`);
      for (const e of ofType(r.events, 'b79.huff-duff')) {
        seen++;
        expect(['H22', ...d.board.zones.H22.neighbours]).toContain((e.data as { zone: string }).zone);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('11.1, 11.2, 12.1 time, night and victory', () => {
  it("11.1 the '2000' turn is night south of the 55 line and day north of it; '2400' is always night", () => {
    const t2000 = 2, t2400 = 3;
    expect(clockLabel(d, t2000)).toBe('2000, May 22');
    expect(isNight(d, t2000, d.board.zones[d.board.places.brest.zone])).toBe(true);
    expect(isNight(d, t2000, d.board.zones[d.board.places.bergen.zone])).toBe(false);
    expect(isNight(d, t2400, d.board.zones[d.board.places.bergen.zone])).toBe(true);
  });
  it('11.2 the May 1941 operation runs from 1200 May 22 to the end of 1200 May 27 (31 turns)', () => {
    expect(start('may-1941').lastTurn).toBe(31);
  });
  it('12.1 the game ends when Bismarck enters Brest; with a midships hit the British score 6', () => {
    const s = start('may-1941');
    s.ships.bismarck.zone = 'S21'; s.ships.bismarck.tf = null; s.ships['prinz-eugen'].tf = null; s.ships.bismarck.midshipsHits = 1; s.ships.bismarck.tempLoss = 1;
    const r = play(s, { german: german('ships:\n  bismarck: { move: [S22] }\n') });
    expect(r.state.over).toBe(true);
    expect(r.state.result).toBe('Bismarck reached port');
    expect(r.state.vp.british).toBe(6);
  });
});
