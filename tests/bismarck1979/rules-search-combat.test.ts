// Bismarck (1979) Basic Game: visibility and search (7.1–7.3), shadowing (8.1), air and naval
// combat (9.1–9.9), each test named by the rule it reads; orders from the players' YAML
// (helpers.ts) where the rule is about orders, the battle board with scripted dice where it is
// about a round.
import { describe, it, expect } from 'vitest';
import { d, start, play, ofType } from './helpers.js';
import { checkB79Text } from '../../src/games/bismarck1979/check.js';
import { searchableZones, searchStrength } from '../../src/games/bismarck1979/rules/search.js';
import { fightBattle, type BattleIO } from '../../src/games/bismarck1979/rules/battle.js';
import { combatZones } from '../../src/games/bismarck1979/steps/combat.js';
import { BRITISH_STANDING, GERMAN_STANDING } from '../../src/games/bismarck1979/setup.js';
import type { RollData } from '../../src/kernel/events.js';
import type { B79State } from '../../src/games/bismarck1979/state.js';
import type { Force } from '../../src/games/bismarck1979/units.js';

const orders = (side: string, turn: number, body: string) => `game: bismarck1979\nside: ${side}\nturn: ${turn}\n${body}`;
const put = (s: B79State, zone: string, ...ids: string[]) => { for (const id of ids) { s.ships[id].zone = zone; s.ships[id].tf = null; s.ships[id].convoy = null; } };
const force = (s: B79State, key: string, ...ids: string[]): Force => ({ key, side: s.ships[ids[0]].side, zone: s.ships[ids[0]].zone!, ships: ids.map((id) => s.ships[id]) });
type Ev = { type: string; data: Record<string, unknown> };
/** Scripted dice: one die shows `one`, two dice `two`, unless `byTable` names the table. */
const dice = (events: Ev[], one: number, two: number, byTable: Record<string, number> = {}): BattleIO => ({
  roll: (table, _p, n) => ({ total: byTable[table] ?? (n === 1 ? one : two), dice: [] }),
  emit: (type, data) => { events.push({ type, data: data as Record<string, unknown> }); },
});

describe('7.1 visibility', () => {
  it('7.11 each turn after the first the German player rolls, and the modified sum moves the marker by the Visibility Change Table; 7.31 the same roll says whether there is fog', () => {
    const t = d.tables.visibility;
    let fog = 0;
    for (let k = 0; k < 40; k++) {
      const s = start('may-1941');
      s.turn = 2; s.time = 1;
      s.visibility = { level: '7', fog: false }; // a box with a modifier under it (the 7.1 example's box)
      const r = play(s, {}, `vis-${k}`);
      const roll = r.events.find((e) => e.type === 'roll' && (e.data as RollData).table === 'Visibility Change Table')!.data as RollData;
      expect(roll.modifiers.map((m) => m.value)).toEqual([t.modifiers['7']]);
      const c = t.change[String(Math.min(12, Math.max(2, roll.total)))];
      const want = t.track[Math.min(t.track.length - 1, Math.max(0, t.track.indexOf('7') + c.shift))];
      expect(r.state.visibility).toEqual({ level: want, fog: c.fog });
      if (c.fog) fog++;
    }
    expect(fog).toBeGreaterThan(0); // fog came up in these forty turns
  });
  it("7.17 visibility 'X': no zone can be searched, so nothing is called", () => {
    const s = start('may-1941');
    s.visibility = { level: 'X', fog: false };
    put(s, 'L12', 'suffolk', 'norfolk'); s.ships.suffolk.mode = 'patrol'; s.ships.norfolk.mode = 'patrol';
    expect(searchableZones(d, s, 'british')).toEqual([]);
    expect(searchableZones(d, s, 'german')).toEqual([]);
    let stayed = 0;
    for (let k = 0; k < 30; k++) {
      const t = structuredClone(s);
      t.turn = 2; t.time = 1;
      const r = play(t, {}, `x-${k}`);
      if (r.state.visibility.level !== 'X') continue;
      stayed++;
      expect(ofType(r.events, 'b79.search-called')).toEqual([]);
    }
    expect(stayed).toBeGreaterThan(0);
  });
});

describe('7.2 search procedure', () => {
  it('7.21 a zone is called when the combined search strength of ships, air units and coast there reaches the visibility level: Hood (3) alone at level 4 cannot, Hood and Prince of Wales apart (3 + 3) can', () => {
    const s = start('may-1941');
    s.visibility = { level: '4', fog: false };
    put(s, 'Q10', 'hood');
    expect(searchStrength(d, s, 'british', 'Q10').total).toBe(3);
    expect(searchableZones(d, s, 'british')).not.toContain('Q10');
    put(s, 'Q10', 'prince-of-wales');
    expect(searchableZones(d, s, 'british')).toContain('Q10');
    // An air unit adds its strength too: Hood and a Catalina (movement mode, 3 by day).
    s.ships['prince-of-wales'].zone = 'K21';
    Object.assign(s.air['catalina-209'], { status: 'air', zone: 'Q10', launched: 1, mode: 'movement' });
    expect(searchableZones(d, s, 'british')).toContain('Q10');
  });
});

describe('7.3 fog', () => {
  it('7.31 with fog, no search in a fog zone however strong the searcher; search goes on normally elsewhere', () => {
    const s = start('may-1941');
    s.visibility = { level: '4', fog: true };
    put(s, 'E14', 'suffolk'); s.ships.suffolk.mode = 'patrol'; // row E: a fog row (tables/visibility.yaml)
    put(s, 'L12', 'norfolk'); s.ships.norfolk.mode = 'patrol';
    expect(searchStrength(d, s, 'british', 'E14').total).toBeGreaterThanOrEqual(4);
    const zones = searchableZones(d, s, 'british');
    expect(zones).not.toContain('E14');
    expect(zones).toContain('L12');
    s.visibility = { level: '4', fog: false };
    expect(searchableZones(d, s, 'british')).toContain('E14');
  });
});

describe('8.1 shadow determination', () => {
  it('8.12 a. the assignment, b. the evasion check, c. the contact roll: a ship too slow is refused before any die; a fast one rolls the Shadow Table once', () => {
    const slow = start('denmark-strait');
    slow.ships.suffolk.permLoss = 5; // evasion 26 against Bismarck's 28
    const r1 = play(slow, { british: orders('british', 1, 'shadow: { C1: suffolk }\n') }, 'steps');
    expect(ofType(r1.events, 'b79.shadow-refused')).toHaveLength(1);
    expect(r1.events.filter((e) => e.type === 'roll' && (e.data as RollData).table === 'Shadow Table')).toHaveLength(0);
    const r2 = play(start('denmark-strait'), { british: orders('british', 1, 'shadow: { C1: suffolk }\n') }, 'steps');
    expect(r2.events.filter((e) => e.type === 'roll' && (e.data as RollData).table === 'Shadow Table')).toHaveLength(1);
  });
  it('8.19 the shadowing ship need not follow: Suffolk holds the contact on Bismarck moving to F12 and stays in E13', () => {
    for (let k = 0; k < 30; k++) {
      const r = play(start('denmark-strait'), { british: orders('british', 1, 'shadow: { C1: suffolk }\n'), german: orders('german', 1, 'ships:\n  TF1: { move: [F12] }\n') }, `follow-${k}`);
      if (!ofType(r.events, 'b79.shadow-held').length) continue;
      expect(r.state.ships.bismarck.zone).toBe('F12');
      expect(r.state.ships.suffolk.zone).toBe('E13');
      // The move exchange that follows takes British orders without any for Suffolk.
      const next = play(r.state, {}, `follow-${k}-move`);
      expect(next.state.ships.suffolk.zone).toBe('E13');
      return;
    }
    throw new Error('no held shadow in 30 tries');
  });
});

describe('8.2 high speed shadow', () => {
  it('8.2 the high-speed shadow roll counts the two-zone move on the Shadow Table, and a British ship that has used its whole move does not follow (Kenya, two zones in; King George V follows)', () => {
    for (let k = 0; k < 60; k++) {
      const s = start('may-1941');
      s.turn = 2; s.time = 1;
      put(s, 'L11', 'bismarck', 'prinz-eugen'); s.ships.bismarck.tf = 1; s.ships['prinz-eugen'].tf = 1;
      put(s, 'L12', 'suffolk', 'norfolk', 'king-george-v');
      put(s, 'L14', 'kenya');
      s.ships.suffolk.mode = 'patrol'; s.ships.norfolk.mode = 'patrol';
      const r = play(s, { german: orders('german', 2, 'ships:\n  TF1: { move: [L12, L13] }\n'), british: orders('british', 2, 'ships:\n  kenya: { move: [L13, L12] }\n') }, `hs2-${k}`);
      if (!ofType(r.events, 'b79.shadow-held').length) continue;
      const roll = r.events.find((e) => e.type === 'roll' && (e.data as RollData).purpose.startsWith('high-speed shadow'))!.data as RollData;
      expect(roll.modifiers.map((m) => m.name)).toContain('the shadowed force moved two zones');
      expect(roll.modifiers.find((m) => m.name === 'the shadowed force moved two zones')!.value).toBe(d.tables.shadow.modifiers.twoZoneMove);
      expect(r.state.ships['king-george-v'].path).toEqual(['L13']);
      expect(r.state.ships.kenya.path).toEqual(['L13', 'L12']);
      return;
    }
    throw new Error('no held high-speed shadow in 60 tries');
  });
});

describe('9.1 air combat', () => {
  it('9.11 a bomber attacks a ship located by search in its zone (a German level bomber, once by day); an LR recon unit over a located ship never attacks', () => {
    let struck = 0;
    for (let k = 0; k < 30 && !struck; k++) {
      const s = start('may-1941');
      s.turn = 2; s.time = 1; // 1600, May 22: day
      put(s, 'J23', 'bismarck', 'prinz-eugen', 'kenya');
      s.ships.bismarck.tf = 1; s.ships['prinz-eugen'].tf = 1; s.ships.bismarck.mode = 'patrol'; s.ships['prinz-eugen'].mode = 'patrol';
      s.standing.british = { ...s.standing.british, attack: false };
      s.standing.german = { ...s.standing.german, attack: false };
      const r = play(s, {
        german: orders('german', 2, 'air:\n  ju88-stavanger: { mode: attack, move: [J23] }\n'),
        british: orders('british', 2, 'air:\n  catalina-240: { mode: patrol, move: [J22, J23] }\n'),
      }, `bomb-${k}`);
      const germanLocated = ofType(r.events, 'b79.located').some((e) => e.audience.to === 'sides' && (e.audience as { readonly sides: readonly string[] }).sides[0] === 'german');
      if (!germanLocated) continue;
      struck++;
      const strikes = ofType(r.events, 'b79.air-strike');
      expect(strikes.map((e) => (e.data as { unit: string }).unit)).toEqual(['ju88-stavanger']); // one German strike, none by the Catalina
    }
    expect(struck).toBe(1);
  });
});

describe('9.3 naval combat procedure', () => {
  it('9.33 the ships of a naval combat take part in no other action that turn: while it is fought, no side can start another in its zone', () => {
    for (let k = 0; k < 40; k++) {
      const s = start('may-1941');
      s.options = { battle: 'rounds' };
      s.ships['prinz-eugen'].tf = null; s.ships.bismarck.tf = null;
      put(s, 'L12', 'bismarck', 'prinz-eugen', 'king-george-v', 'suffolk', 'norfolk');
      s.ships.suffolk.mode = 'patrol'; s.ships.norfolk.mode = 'patrol';
      const r = play(s, {}, `once-${k}`);
      if (!r.state.combat?.battle) continue;
      const st = r.state;
      for (const id of ['bismarck', 'prinz-eugen', 'king-george-v', 'suffolk', 'norfolk']) {
        expect(st.fought, id).toContain(`${id}@${st.ships[id].side}`); // each ship alone, so its force key is its id
      }
      expect(combatZones({ state: st, data: d }, 'british')).toEqual([]);
      expect(combatZones({ state: st, data: d }, 'german')).toEqual([]);
      // Once the turn is over the record is cleared: next turn they may fight again.
      let t = st;
      for (let i = 0; i < 20 && t.turn === st.turn && !t.over; i++) t = play(t, {}, `once-${k}-${i}`).state;
      expect(t.fought).toEqual([]);
      return;
    }
    throw new Error('no battle by mail in 40 tries');
  });
});

describe('9.4 reinforcements', () => {
  it('9.4 only ships that can attack an enemy ship in the action may enter: Rodney (23) waiting beside a battle with Bismarck (28) never rolls; Hood (29) does', () => {
    const fight = (waiter: string) => {
      const s = start('may-1941');
      put(s, 'L12', 'bismarck', 'king-george-v', waiter);
      const ev: Ev[] = [];
      const rolled: string[] = [];
      const base = dice(ev, 1, 7);
      const io: BattleIO = { ...base, roll: (table, purpose, n, sides, read, to) => { rolled.push(table); return base.roll(table, purpose, n, sides, read, to); } };
      fightBattle(d, s, { id: 't', attacker: force(s, 'king-george-v', 'king-george-v'), defender: force(s, 'bismarck', 'bismarck'), waiting: { british: [force(s, waiter, waiter)], german: [] },
        orders: { british: { ...BRITISH_STANDING, range: 'keep' }, german: { ...GERMAN_STANDING, range: 'keep', withdrawAtMidships: 0 } }, night: false }, io);
      return { entered: ev.filter((e) => e.type === 'b79.battle-reinforce').map((e) => (e.data.ships as string[]).join()), tries: rolled.filter((t) => t === 'Reinforcement').length };
    };
    expect(fight('rodney')).toEqual({ entered: [], tries: 0 });
    const hood = fight('hood');
    expect(hood.entered).toEqual(['hood']);
    expect(hood.tries).toBeGreaterThan(0);
  });
});

describe('9.5 naval combat movement', () => {
  it('9.51 a ship moves two hexes, one or none by its evasion, fewer when it turns: Rodney (23) closes 1 hex as she turns, then 2; King George V (28) 2 as it turns', () => {
    const s = start('may-1941');
    put(s, 'L12', 'bismarck', 'rodney', 'king-george-v');
    const ev: Ev[] = [];
    fightBattle(d, s, { id: 't', attacker: force(s, 'rodney', 'rodney'), defender: force(s, 'bismarck', 'bismarck'), waiting: { british: [], german: [] },
      orders: { british: { ...BRITISH_STANDING, range: 'close' }, german: { ...GERMAN_STANDING, range: 'keep', withdrawAtMidships: 0 } }, night: false }, dice(ev, 6, 7, { 'Battle Board set-up': 1 }));
    const pos = (round: number, id: string) => ((ev.find((e) => e.type === 'b79.battle-move' && e.data.round === round)!.data.ships as { id: string; pos: number }[]).find((x) => x.id === id)!.pos);
    const start0 = (ev.find((e) => e.type === 'b79.battle-start')!.data.ships as { id: string; pos: number }[]).find((x) => x.id === 'rodney')!.pos;
    expect(start0).toBe(6);
    expect(pos(1, 'rodney')).toBe(5);
    expect(pos(2, 'rodney')).toBe(3);
    const s2 = start('may-1941');
    put(s2, 'L12', 'bismarck', 'king-george-v');
    const ev2: Ev[] = [];
    fightBattle(d, s2, { id: 't', attacker: force(s2, 'king-george-v', 'king-george-v'), defender: force(s2, 'bismarck', 'bismarck'), waiting: { british: [], german: [] },
      orders: { british: { ...BRITISH_STANDING, range: 'close' }, german: { ...GERMAN_STANDING, range: 'keep', withdrawAtMidships: 0 } }, night: false }, dice(ev2, 6, 7, { 'Battle Board set-up': 1 }));
    const kgv = (ev2.find((e) => e.type === 'b79.battle-move' && e.data.round === 1)!.data.ships as { id: string; pos: number }[]).find((x) => x.id === 'king-george-v')!.pos;
    expect(kgv).toBe(4);
  });
});

describe('9.6 naval fire', () => {
  it("9.61 'A' range is one to three hexes, 'B' four to six; seven or more cannot be fired at: lines set up eight apart that keep the range never fire and part", () => {
    const s = start('may-1941');
    put(s, 'L12', 'bismarck', 'rodney');
    const ev: Ev[] = [];
    const out = fightBattle(d, s, { id: 't', attacker: force(s, 'rodney', 'rodney'), defender: force(s, 'bismarck', 'bismarck'), waiting: { british: [], german: [] },
      orders: { british: { ...BRITISH_STANDING, range: 'keep' }, german: { ...GERMAN_STANDING, range: 'keep', withdrawAtMidships: 0 } }, night: false }, dice(ev, 6, 7, { 'Battle Board set-up': 5 }));
    expect(ev.find((e) => e.type === 'b79.battle-start')!.data.range).toBe(8);
    expect(ev.filter((e) => e.type === 'b79.battle-fire')).toEqual([]);
    expect(ev.some((e) => e.type === 'b79.battle-disengaged')).toBe(true);
    expect(out.rounds).toBe(1);
    // Closing from six: every shot fired is at 'A' range within three hexes and 'B' from four to six.
    const s2 = start('may-1941');
    put(s2, 'L12', 'bismarck', 'rodney');
    const ev2: Ev[] = [];
    fightBattle(d, s2, { id: 't', attacker: force(s2, 'rodney', 'rodney'), defender: force(s2, 'bismarck', 'bismarck'), waiting: { british: [], german: [] },
      orders: { british: { ...BRITISH_STANDING, range: 'close' }, german: { ...GERMAN_STANDING, range: 'keep', withdrawAtMidships: 0 } }, night: false }, dice(ev2, 6, 7, { 'Battle Board set-up': 1 }));
    const fire = ev2.filter((e) => e.type === 'b79.battle-fire').map((e): [number, string] => [e.data.range as number, e.data.band as string]);
    expect(new Set(fire.map(([, b]) => b))).toEqual(new Set(['A', 'B']));
    for (const [r, band] of fire) expect(band).toBe(r <= 3 ? 'A' : 'B');
    expect(Math.max(...fire.map(([r]) => r))).toBeLessThanOrEqual(6);
  });
});

describe('9.9 withdrawal', () => {
  it('9.91 a withdrawal happens only at the end of a round, after all its fire: Prinz Eugen leaves Rodney after the last shot of the round', () => {
    const s = start('may-1941');
    put(s, 'L12', 'prinz-eugen', 'rodney');
    const ev: Ev[] = [];
    const out = fightBattle(d, s, { id: 't', attacker: force(s, 'rodney', 'rodney'), defender: force(s, 'prinz-eugen', 'prinz-eugen'), waiting: { british: [], german: [] },
      orders: { british: { ...BRITISH_STANDING, range: 'close' }, german: { ...GERMAN_STANDING, withdrawAfterRound: 1 } }, night: false }, dice(ev, 6, 7, { 'Battle Board set-up': 1 }));
    expect(out.withdrawn).toEqual(['prinz-eugen']);
    const gone = ev.findIndex((e) => e.type === 'b79.battle-withdrawn');
    const round = ev[gone].data.round;
    const lastFire = ev.map((e, i) => (e.type === 'b79.battle-fire' && e.data.round === round ? i : -1)).reduce((a, b) => Math.max(a, b), -1);
    const lastMove = ev.findIndex((e) => e.type === 'b79.battle-move' && e.data.round === round);
    expect(lastMove).toBeLessThan(gone);
    expect(lastFire).toBeLessThan(gone);
  });
});
