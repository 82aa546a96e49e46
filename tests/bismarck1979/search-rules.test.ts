// Bismarck (1979) Basic Game, search (7.1–7.3) read function by function on states written out:
// who adds what to a zone's search strength by day and at night, the zones a side may call at
// each visibility level (met and missed by one), each side's coasts, fog, and what a called zone
// reveals (7.23). The board is cleared first so that a zone holds only the units a test puts there.
import { describe, it, expect } from 'vitest';
import { d, start } from './helpers.js';
import { airCanShadowAlone, callZone, fogged, levelValue, searchableZones, searchStrength } from '../../src/games/bismarck1979/rules/search.js';
import type { B79State, SideId } from '../../src/games/bismarck1979/state.js';

const DAY = 1; // 1600, May 22: day everywhere (11.1)
const EVENING = 2; // 2000: night south of the 55 line only (11.1)
const NIGHT = 3; // 2400: night everywhere (11.1)

/** The May 1941 set-up with every ship off the board and every air unit at its base; no fog. */
function board(time = DAY, level = '4'): B79State {
  const s = start('may-1941');
  for (const x of Object.values(s.ships)) Object.assign(x, { status: 'waiting', zone: null, tf: null, convoy: null, mode: 'move', path: [] });
  for (const a of Object.values(s.air)) Object.assign(a, { status: 'base', zone: null, launched: null });
  s.time = time;
  s.turn = time + 1;
  s.visibility = { level: level as never, fog: false };
  return s;
}
/** Ships at sea in a zone, each alone (or in task force `tf`), in movement or patrol mode. */
function sea(s: B79State, zone: string, ids: string[], o: { tf?: number; patrol?: boolean } = {}) {
  for (const id of ids) Object.assign(s.ships[id], { status: 'sea', zone, tf: o.tf ?? null, mode: o.patrol ? 'patrol' : 'move' });
}
function aloft(s: B79State, id: string, zone: string, mode: string, launched = s.turn) {
  Object.assign(s.air[id], { status: 'air', zone, mode, launched });
}
const total = (s: B79State, side: SideId, zone: string) => searchStrength(d, s, side, zone).total;

// Open sea clear of every coast: Q10 lies south of the 55 line, L12 north of it (board.json).
const SOUTH = 'Q10';
const NORTH = 'L12';

describe('7.2 search strength: ships and task forces', () => {
  it('7.2 a ship alone searches with the left value of its counter by day and the right one at night: Norfolk 4 and 3; on patrol 6 and 5 (5.3)', () => {
    const s = board(DAY);
    sea(s, SOUTH, ['norfolk']);
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 4, air: 0, parts: ['norfolk:4'] });
    s.time = NIGHT;
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 3, air: 0, parts: ['norfolk:3'] });
    s.ships.norfolk.mode = 'patrol';
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 5, air: 0, parts: ['norfolk:5'] });
    s.time = DAY;
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 6, air: 0, parts: ['norfolk:6'] });
  });

  it('11.1 at 2000 a zone south of the 55 line is searched with night values, one north of it with day values', () => {
    const s = board(EVENING);
    sea(s, SOUTH, ['norfolk']);
    sea(s, NORTH, ['kenya']);
    expect(total(s, 'british', SOUTH)).toBe(3);
    expect(total(s, 'british', NORTH)).toBe(4);
  });

  it('7.2 ships apart each add their strength: Hood (3) and Norfolk (4) make 7; a ship in the next zone adds nothing', () => {
    const s = board();
    sea(s, SOUTH, ['hood', 'norfolk']);
    sea(s, 'Q11', ['kenya']);
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 7, air: 0, parts: ['hood:3', 'norfolk:4'] });
  });

  it('7.2 a task force searches with the task force counter only (ours: its best ship): Hood and Norfolk in task force count 4, not 7 nor 3', () => {
    const s = board();
    sea(s, SOUTH, ['hood', 'norfolk'], { tf: 5 });
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 4, air: 0, parts: ['TF5:4'] });
    s.time = NIGHT;
    expect(total(s, 'british', SOUTH)).toBe(3);
  });

  it('7.2 a task force on patrol uses the patrol strength of one ship: every ship on patrol, Hood and Norfolk count 6 by day and 5 at night; with Hood moving, the task force is not on patrol and counts 4', () => {
    const s = board();
    sea(s, SOUTH, ['hood', 'norfolk'], { tf: 5, patrol: true });
    expect(total(s, 'british', SOUTH)).toBe(6);
    s.time = NIGHT;
    expect(total(s, 'british', SOUTH)).toBe(5);
    s.time = DAY;
    s.ships.hood.mode = 'move';
    expect(total(s, 'british', SOUTH)).toBe(4);
  });

  it("7.2 the enemy's ships in the zone add nothing to a side's strength", () => {
    const s = board();
    sea(s, SOUTH, ['bismarck', 'prinz-eugen']);
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 0, air: 0, parts: [] });
    expect(total(s, 'german', SOUTH)).toBe(7);
  });
});

describe('8.13 a unit that shadows does not search', () => {
  it('8.13 a ship alone holding a shadow adds nothing; the other ship in the zone still searches', () => {
    const s = board();
    sea(s, SOUTH, ['hood', 'norfolk']);
    s.shadowing = { C1: 'norfolk' };
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 3, air: 0, parts: ['hood:3'] });
  });
  it('8.13 a task force holding a shadow adds nothing, named by its counter or by one of its ships', () => {
    const s = board();
    sea(s, SOUTH, ['hood', 'norfolk'], { tf: 5 });
    sea(s, SOUTH, ['kenya']);
    s.shadowing = { C1: 'TF5' };
    expect(searchStrength(d, s, 'british', SOUTH).parts).toEqual(['kenya:4']);
    s.shadowing = { C1: 'hood' };
    expect(searchStrength(d, s, 'british', SOUTH).parts).toEqual(['kenya:4']);
  });
  it('8.13 an air unit holding a shadow adds nothing', () => {
    const s = board();
    aloft(s, 'catalina-209', SOUTH, 'patrol');
    sea(s, SOUTH, ['hood']);
    s.shadowing = { C1: 'catalina-209' };
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 3, air: 0, parts: ['hood:3'] });
  });
});

describe('7.2 search strength: air units', () => {
  it('7.2 an air unit over the zone adds its search strength for its mode, day and night: a Catalina moving 3 and 1, on patrol 6 and 3 (8.1, 6.3 NOTE)', () => {
    const s = board(DAY);
    aloft(s, 'catalina-209', SOUTH, 'movement');
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 3, air: 3, parts: ['catalina-209:3'] });
    s.time = NIGHT;
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 1, air: 1, parts: ['catalina-209:1'] });
    s.air['catalina-209'].mode = 'patrol';
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 3, air: 3, parts: ['catalina-209:3'] });
    s.time = DAY;
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 6, air: 6, parts: ['catalina-209:6'] });
  });
  it('7.2 air and ships combine: a Catalina on patrol (6) and Norfolk (4) make 10, of which 6 is air search', () => {
    const s = board();
    aloft(s, 'catalina-209', SOUTH, 'patrol');
    sea(s, SOUTH, ['norfolk']);
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 10, air: 6, parts: ['norfolk:4', 'catalina-209:6'] });
  });
  it('7.2 an air unit searches only the zone it occupies; one at its base or resting, or the enemy\'s, adds nothing', () => {
    const s = board();
    aloft(s, 'catalina-209', 'Q11', 'patrol');
    aloft(s, 'fw200-kg40', SOUTH, 'patrol');
    Object.assign(s.air['catalina-240'], { status: 'rest', zone: SOUTH, mode: 'patrol' });
    Object.assign(s.air['hudson-269'], { status: 'base', zone: SOUTH, mode: 'patrol' });
    expect(searchStrength(d, s, 'british', SOUTH)).toEqual({ total: 0, air: 0, parts: [] });
    expect(searchStrength(d, s, 'german', SOUTH)).toEqual({ total: 6, air: 6, parts: ['fw200-kg40:6'] });
  });
});

describe('7.2 coastal search', () => {
  // The zones of each coast the rule names (board.json tags); 'sea' zones only, a ship cannot be inland.
  const british: Record<string, string> = { faeroes: 'I19', shetland: 'I21', ireland: 'P18', 'great-britain': 'K20', hvalfjord: 'G14' };
  const german: Record<string, string> = { norway: 'E24', france: 'R23' };
  it('7.2 the British have an inherent 4 off the Faeroes, Shetland, Ireland, Great Britain and Hvalfjord, 3 at night; the Germans none there', () => {
    for (const [coast, zone] of Object.entries(british)) {
      const s = board(DAY);
      expect(searchStrength(d, s, 'british', zone), coast).toEqual({ total: 4, air: 0, parts: ['coast:4'] });
      expect(total(s, 'german', zone), coast).toBe(0);
      s.time = NIGHT;
      expect(searchStrength(d, s, 'british', zone), coast).toEqual({ total: 3, air: 0, parts: ['coast:3'] });
    }
  });
  it('7.2 the Germans have an inherent 4 off Norway and France, 3 at night; the British none there', () => {
    for (const [coast, zone] of Object.entries(german)) {
      const s = board(DAY);
      expect(searchStrength(d, s, 'german', zone), coast).toEqual({ total: 4, air: 0, parts: ['coast:4'] });
      expect(total(s, 'british', zone), coast).toBe(0);
      s.time = NIGHT;
      expect(searchStrength(d, s, 'german', zone), coast).toEqual({ total: 3, air: 0, parts: ['coast:3'] });
    }
  });
  it('7.2 where the coasts of Great Britain and France share a zone (P24) both sides have it; ships there add to it', () => {
    const s = board();
    sea(s, 'P24', ['norfolk']);
    expect(searchStrength(d, s, 'british', 'P24')).toEqual({ total: 8, air: 0, parts: ['norfolk:4', 'coast:4'] });
    expect(total(s, 'german', 'P24')).toBe(4);
  });
  it('7.2 no coastal search in a land zone of the coast (L20) nor in open sea', () => {
    const s = board();
    expect(total(s, 'british', 'L20')).toBe(0);
    expect(total(s, 'british', NORTH)).toBe(0);
    expect(total(s, 'german', NORTH)).toBe(0);
  });
});

describe('7.21 the zones a side may call', () => {
  it('7.17 visibility X is no level at all; every other box is its number', () => {
    expect(levelValue('X')).toBeNull();
    expect(d.tables.visibility.track.filter((l) => l !== 'X').map(levelValue)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('7.21 a zone is called when its strength equals or exceeds the visibility level: strengths 2 to 9 in eight zones, each met at its own level and missed at the next', () => {
    const s = board(DAY);
    const zones: Record<number, string> = { 2: 'Q5', 3: 'Q7', 4: 'Q9', 5: 'Q11', 6: 'Q13', 7: 'R5', 8: 'R7', 9: 'R9' };
    sea(s, zones[2], ['victorious']);
    sea(s, zones[3], ['hood']);
    sea(s, zones[4], ['norfolk']);
    sea(s, zones[5], ['prince-of-wales'], { patrol: true });
    sea(s, zones[6], ['suffolk'], { patrol: true });
    sea(s, zones[7], ['rodney', 'kenya']);
    sea(s, zones[8], ['king-george-v'], { patrol: true }); sea(s, zones[8], ['repulse']);
    aloft(s, 'catalina-209', zones[9], 'patrol'); sea(s, zones[9], ['revenge']);
    for (const [strength, zone] of Object.entries(zones)) expect(total(s, 'british', zone), zone).toBe(Number(strength));
    const coasts = searchableZones(d, s, 'british').filter((z) => !Object.values(zones).includes(z));
    for (let level = 2; level <= 9; level++) {
      s.visibility = { level: String(level) as never, fog: false };
      const want = Object.entries(zones).filter(([strength]) => Number(strength) >= level).map(([, z]) => z);
      const called = searchableZones(d, s, 'british').filter((z) => !coasts.includes(z));
      expect(called, `level ${level}`).toEqual(want.sort());
    }
  });

  it("7.21 the British coasts alone: at level 4 by day every sea zone of them is called, in grid order; at level 5 none; 7.17 at 'X' nothing", () => {
    const s = board(DAY, '4');
    expect(searchableZones(d, s, 'british')).toEqual(['G14', 'I19', 'I21', 'J21', 'K20', 'K21', 'L18', 'L19', 'L21', 'M19', 'M20', 'M22', 'N19', 'N20', 'N22', 'N23',
      'O19', 'O21', 'O22', 'O24', 'P18', 'P20', 'P21', 'P24', 'Q19', 'Q20', 'Q21', 'Q23', 'Q24', 'R20', 'R21', 'R22']);
    s.visibility = { level: '5', fog: false };
    expect(searchableZones(d, s, 'british')).toEqual([]);
    s.visibility = { level: 'X' as never, fog: false };
    expect(searchableZones(d, s, 'british')).toEqual([]);
  });

  it('7.21 the German coasts at night: level 3 calls every sea zone of Norway and France, level 4 none', () => {
    const s = board(NIGHT, '3');
    expect(searchableZones(d, s, 'german')).toEqual(['E24', 'F23', 'F24', 'G24', 'H23', 'I23', 'I24', 'J23', 'J25', 'K25', 'P24', 'Q24', 'R22', 'R23', 'S22', 'T22', 'T23', 'U24']);
    s.visibility = { level: '4', fog: false };
    expect(searchableZones(d, s, 'german')).toEqual([]);
  });

  it('7.21 the zones called are those of the side\'s own ships and air units: the zones are listed in grid order whatever order the units stand in', () => {
    const s = board(DAY, '3');
    sea(s, 'Q5', ['hood']); // Hood and Rodney stand in that order in the ships' record
    sea(s, 'Q13', ['rodney']);
    aloft(s, 'catalina-209', 'D10', 'patrol');
    sea(s, 'Q9', ['bismarck']);
    const open = searchableZones(d, s, 'british').filter((z) => ['D10', 'Q5', 'Q9', 'Q13'].includes(z));
    expect(open).toEqual(['D10', 'Q13', 'Q5']);
  });
});

describe('7.31 fog', () => {
  it('7.31 with fog, a zone in a fog row is fogged and cannot be called; without fog it is not; a zone outside the fog rows never is', () => {
    const s = board(DAY, '4');
    sea(s, 'E14', ['suffolk'], { patrol: true });
    sea(s, NORTH, ['norfolk'], { patrol: true });
    expect(d.tables.visibility.fogRows).toContain('E');
    expect(d.tables.visibility.fogRows).not.toContain('L');
    s.visibility = { level: '4', fog: true };
    expect([fogged(d, s, 'E14'), fogged(d, s, NORTH)]).toEqual([true, false]);
    expect(searchableZones(d, s, 'british').filter((z) => ['E14', NORTH].includes(z))).toEqual([NORTH]);
    s.visibility = { level: '4', fog: false };
    expect([fogged(d, s, 'E14'), fogged(d, s, NORTH)]).toEqual([false, false]);
    expect(searchableZones(d, s, 'british').filter((z) => ['E14', NORTH].includes(z))).toEqual(['E14', NORTH]);
  });
});

describe('8.1 an air unit searching alone (for shadowing)', () => {
  it('8.1, 6.22 a Catalina (endurance 5) launched on turn 2 can stay up and search alone through turn 6, not on turn 7', () => {
    const s = board(DAY, '6');
    aloft(s, 'catalina-209', SOUTH, 'patrol', 2);
    s.turn = 6;
    expect(airCanShadowAlone(d, s, 'catalina-209')).toBe(true);
    s.turn = 7;
    expect(airCanShadowAlone(d, s, 'catalina-209')).toBe(false);
  });
  it('8.1 only a unit in the air: one at its base, or a name that is no air unit, cannot', () => {
    const s = board(DAY, '2');
    expect(airCanShadowAlone(d, s, 'catalina-209')).toBe(false);
    expect(airCanShadowAlone(d, s, 'no-such-unit')).toBe(false);
  });
  it("8.1 a Catalina moving (3 by day) searches alone at visibility 3, not 4; at 'X' never", () => {
    const s = board(DAY, '3');
    aloft(s, 'catalina-209', SOUTH, 'movement');
    expect(airCanShadowAlone(d, s, 'catalina-209')).toBe(true);
    s.visibility = { level: '4', fog: false };
    expect(airCanShadowAlone(d, s, 'catalina-209')).toBe(false);
    s.visibility = { level: 'X' as never, fog: false };
    expect(airCanShadowAlone(d, s, 'catalina-209')).toBe(false);
  });
});

describe('7.23 what a called zone reveals', () => {
  const namer = () => { let n = 0; return () => `C${++n}`; };

  it('7.23 the opponent states the number and general type of every ship in the zone and which are in one task force, one answer a force', () => {
    const s = board();
    sea(s, SOUTH, ['hood', 'prince-of-wales'], { tf: 1 });
    sea(s, SOUTH, ['suffolk', 'victorious']);
    sea(s, SOUTH, ['bismarck']);
    expect(callZone(d, s, 'german', SOUTH, namer())).toEqual({
      zone: SOUTH,
      contacts: [
        { id: 'C1', zone: SOUTH, types: ['battleship', 'battleship'], taskForce: true, how: 'search', ships: ['hood', 'prince-of-wales'] },
        { id: 'C2', zone: SOUTH, types: ['cruiser'], taskForce: false, how: 'search', ships: ['suffolk'] },
        { id: 'C3', zone: SOUTH, types: ['carrier'], taskForce: false, how: 'search', ships: ['victorious'] },
      ],
      passedThrough: [],
    });
    expect(callZone(d, s, 'british', SOUTH, namer()).contacts).toEqual([
      { id: 'C1', zone: SOUTH, types: ['battleship'], taskForce: false, how: 'search', ships: ['bismarck'] },
    ]);
  });

  it('7.23 ships elsewhere are not stated; an empty zone answers nothing', () => {
    const s = board();
    sea(s, 'Q11', ['bismarck']);
    expect(callZone(d, s, 'british', SOUTH, namer())).toEqual({ zone: SOUTH, contacts: [], passedThrough: [] });
  });

  it('7.2 ships in port are not found by sea search (Scapa Flow, K21) but are by an air unit over the port', () => {
    const s = board(DAY, '4');
    const scapa = d.board.places['scapa-flow'].zone;
    sea(s, scapa, ['king-george-v']);
    sea(s, scapa, ['bismarck', 'prinz-eugen']);
    expect(callZone(d, s, 'german', scapa, namer()).contacts).toEqual([]);
    aloft(s, 'fw200-kg40', scapa, 'patrol');
    expect(callZone(d, s, 'german', scapa, namer()).contacts.map((c) => c.ships)).toEqual([['king-george-v']]);
  });

  it('7.2 nor by a combination of air and sea search: at level 4 a Focke-Wulf moving (3) with Bismarck and Prinz Eugen (7) calls Scapa Flow but finds no ship in port; at level 3 the aircraft alone finds them, on patrol (6) at level 4 too', () => {
    const s = board(DAY, '4');
    const scapa = d.board.places['scapa-flow'].zone;
    sea(s, scapa, ['king-george-v']);
    sea(s, scapa, ['bismarck', 'prinz-eugen']);
    aloft(s, 'fw200-kg40', scapa, 'movement');
    expect(searchStrength(d, s, 'german', scapa)).toMatchObject({ total: 10, air: 3 });
    expect(searchableZones(d, s, 'german')).toContain(scapa);
    expect(callZone(d, s, 'german', scapa, namer()).contacts).toEqual([]);
    s.visibility = { level: '3', fog: false };
    expect(callZone(d, s, 'german', scapa, namer()).contacts.map((c) => c.ships)).toEqual([['king-george-v']]);
    s.visibility = { level: '4', fog: false };
    s.air['fw200-kg40'].mode = 'patrol';
    expect(callZone(d, s, 'german', scapa, namer()).contacts.map((c) => c.ships)).toEqual([['king-george-v']]);
  });

  it('7.23 after the first turn the German player also states German ships that passed through the zone: each zone of the path but the last, where they are', () => {
    const s = board();
    s.turn = 2;
    sea(s, 'L14', ['bismarck', 'prinz-eugen'], { tf: 1 });
    for (const id of ['bismarck', 'prinz-eugen']) s.ships[id].path = ['L12', 'L13', 'L14'];
    for (const zone of ['L12', 'L13']) {
      expect(callZone(d, s, 'british', zone, namer()), zone).toEqual({
        zone, contacts: [],
        passedThrough: [{ id: 'C1', zone: 'L14', types: ['battleship', 'cruiser'], taskForce: true, how: 'high-speed-shadow', ships: ['bismarck', 'prinz-eugen'] }],
      });
    }
    const there = callZone(d, s, 'british', 'L14', namer());
    expect([there.contacts.map((c) => c.ships), there.passedThrough]).toEqual([[['bismarck', 'prinz-eugen']], []]);
    expect(callZone(d, s, 'british', 'L11', namer()).passedThrough).toEqual([]);
  });

  it('7.23 on the first turn nothing is stated of ships that passed through', () => {
    const s = board();
    s.turn = 1;
    sea(s, 'L14', ['bismarck']);
    s.ships.bismarck.path = ['L13', 'L14'];
    expect(callZone(d, s, 'british', 'L13', namer()).passedThrough).toEqual([]);
    s.turn = 2;
    expect(callZone(d, s, 'british', 'L13', namer()).passedThrough).toHaveLength(1);
  });

  it('7.23 the British player states nothing of British ships that passed through a zone the Germans call', () => {
    const s = board();
    s.turn = 3;
    sea(s, 'L14', ['norfolk']);
    s.ships.norfolk.path = ['L13', 'L14'];
    expect(callZone(d, s, 'german', 'L13', namer())).toEqual({ zone: 'L13', contacts: [], passedThrough: [] });
  });
});
