// Bismarck (1979) Basic Game, naval fire on the battle board (9.6, 9.8, 9.9, 11.1): one round
// played on a board set up by hand (the two lines a given number of hexes apart), with scripted
// dice, and the fire each ship declares read from the round's events: the range band, the gun
// sections that bear at each stance and range, the halving, the target each side picks, the field
// of fire and the side of the ship a hit falls on.
import { describe, it, expect } from 'vitest';
import { d, start } from './helpers.js';
import { openBattle, playRound, type BattleIO } from '../../src/games/bismarck1979/rules/battle.js';
import { BRITISH_STANDING, GERMAN_STANDING } from '../../src/games/bismarck1979/setup.js';
import type { StandingBattleOrders } from '../../src/games/bismarck1979/orders-types.js';
import type { B79State, SideId } from '../../src/games/bismarck1979/state.js';
import type { Force } from '../../src/games/bismarck1979/units.js';

type Ev = { type: string; data: Record<string, unknown> };
type Fire = { ship: string; target: string; range: number; band: string; column: string; shots: number };
const MISS = 7; // two dice showing 7: a miss in every gunnery column (tables/battle.yaml)

/**
 * One round: the attacker's ships at `range` hexes from the defender's; each side's range order
 * and the rest of its standing orders; dice by table, each table's results in turn (the last
 * repeats), gunnery a miss unless given.
 */
function round(o: {
  attacker: string[]; defender: string[]; range: number; night?: boolean;
  british?: Partial<StandingBattleOrders>; german?: Partial<StandingBattleOrders>;
  dice?: Record<string, number[]>; at?: Record<string, number>; prepare?: (s: B79State) => void;
}) {
  const s = start('may-1941');
  for (const id of [...o.attacker, ...o.defender]) Object.assign(s.ships[id], { zone: 'L12', tf: null, convoy: null, status: 'sea' });
  o.prepare?.(s);
  const force = (ids: string[]): Force => ({ key: ids[0], side: s.ships[ids[0]].side, zone: 'L12', ships: ids.map((id) => s.ships[id]) });
  const events: Ev[] = [];
  const rolled: string[] = [];
  const purposes: string[] = [];
  const used: Record<string, number> = {};
  const io: BattleIO = {
    roll: (table, purpose, n) => {
      rolled.push(table);
      purposes.push(purpose);
      const seq = o.dice?.[table];
      const i = used[table] = (used[table] ?? -1) + 1;
      const total = seq ? seq[Math.min(i, seq.length - 1)] : table.startsWith('Gunnery') ? MISS : 1;
      return { total, dice: n === 1 ? [total] : [] };
    },
    emit: (type, data) => { events.push({ type, data: data as Record<string, unknown> }); },
  };
  const attacker = force(o.attacker);
  const sides: Record<SideId, Partial<StandingBattleOrders> | undefined> = { british: o.british, german: o.german };
  const orders = {
    british: { ...BRITISH_STANDING, range: 'keep', withdrawAtMidships: 0, withdrawAfterRound: 0, ...sides.british },
    german: { ...GERMAN_STANDING, range: 'keep', withdrawAtMidships: 0, withdrawAfterRound: 0, ...sides.german },
  } as Record<SideId, StandingBattleOrders>;
  const board = openBattle(d, { id: 't', attacker, defender: force(o.defender), waiting: { british: [], german: [] }, orders, night: o.night ?? false }, 'L12', io);
  for (const l of board.line) if (l.side === attacker.side) l.pos = o.at?.[l.id] ?? o.range;
  playRound(d, s, board, io);
  const fire = events.filter((e) => e.type === 'b79.battle-fire').map((e) => e.data as unknown as Fire);
  const by = (ship: string) => fire.filter((f) => f.ship === ship);
  return { s, events, fire, by, rolled, purposes };
}

describe('9.61 range bands', () => {
  it("9.61 'A' range is one to three hexes and 'B' four to six; at seven nothing fires: Bismarck (bow 7, stern 7, secondaries 3) keeping the range against King George V", () => {
    const seen = [1, 2, 3, 4, 5, 6, 7].map((range) => {
      const f = round({ attacker: ['king-george-v'], defender: ['bismarck'], range }).by('bismarck');
      return f.map((x) => `${x.range} ${x.band} ${x.shots}`).join();
    });
    // 17 salvos adjacent; halved (rounded down) beyond; the secondaries only at 'A' range (9.6): 14 halved at 'B'.
    expect(seen).toEqual(['1 A 17', '2 A 8', '3 A 8', '4 B 7', '5 B 7', '6 B 7', '']);
  });
  it('9.6 King George V (bow 9, stern 6, secondaries 4) keeping the range: 19 adjacent, 9 at two and three hexes, 7 at four', () => {
    const seen = [1, 2, 3, 4].map((range) => round({ attacker: ['king-george-v'], defender: ['bismarck'], range }).by('king-george-v').map((x) => x.shots));
    expect(seen).toEqual([[19], [9], [9], [7]]);
  });
  it("11.1 at night fire is at 'A' range only, read on the 'B' tables: three hexes fires on 'Gunnery B', four does not", () => {
    const at3 = round({ attacker: ['king-george-v'], defender: ['bismarck'], range: 3, night: true });
    expect(at3.by('bismarck').map((x) => `${x.band} ${x.shots}`)).toEqual(['B 8']);
    expect(at3.rolled.filter((t) => t.startsWith('Gunnery'))).toEqual(Array(8 + 9).fill('Gunnery B broadside'));
    expect(round({ attacker: ['king-george-v'], defender: ['bismarck'], range: 4, night: true }).fire).toEqual([]);
  });
});

describe('9.6 the sections that bear and the field of fire', () => {
  it('9.6 a ship closing fires its bow turrets only, at a target reading it on the end-on column: Bismarck closes from five hexes to three and fires 7 halved', () => {
    const r = round({ attacker: ['king-george-v'], defender: ['bismarck'], range: 5, german: { range: 'close' } });
    expect(r.by('bismarck')).toEqual([{ battle: 't', round: 1, ship: 'bismarck', target: 'king-george-v', range: 3, band: 'A', column: 'broadside', shots: 3 }]);
    // King George V keeps the range; its target comes bows-on: the end-on column.
    expect(r.by('king-george-v').map((x) => `${x.range} ${x.column} ${x.shots}`)).toEqual(['3 end-on 9']);
  });
  it('9.6 a ship opening the range fires its stern turrets only: Bismarck opens from three hexes to five and fires 7 halved', () => {
    const r = round({ attacker: ['king-george-v'], defender: ['bismarck'], range: 3, german: { range: 'open' } });
    expect(r.by('bismarck').map((x) => `${x.range} ${x.band} ${x.column} ${x.shots}`)).toEqual(['5 B broadside 3']);
  });
  it('9.6 keeping the range, the attacker fires its port secondaries and the defender its starboard ones (ours: the side each turns to the enemy)', () => {
    // Adjacent, nothing halved: Bismarck's bow 7 and stern 7 and the secondaries of one side.
    const fire = (side: 'port' | 'starboard', as: 'attacker' | 'defender') => round({
      attacker: as === 'attacker' ? ['bismarck'] : ['king-george-v'], defender: as === 'attacker' ? ['king-george-v'] : ['bismarck'], range: 1,
      prepare: (s) => { s.ships.bismarck.gunHits[side] = 3; },
    }).by('bismarck').map((x) => x.shots);
    expect([fire('port', 'attacker'), fire('starboard', 'attacker')]).toEqual([[14], [17]]);
    expect([fire('port', 'defender'), fire('starboard', 'defender')]).toEqual([[17], [14]]);
  });
  it('9.7 a secondary box is hit only by a ship firing on that side: the defender, its starboard to the enemy, takes the hit there; the attacker on its port', () => {
    // 'A' broadside 5: secondary (tables/battle.yaml). Prinz Eugen (bow 2, stern 2, secondary 1) two hexes from Norfolk: 2 shots each way.
    const r = round({ attacker: ['norfolk'], defender: ['prinz-eugen'], range: 2, dice: { 'Gunnery A broadside': [5] } });
    expect(r.fire.map((x) => `${x.ship} ${x.shots}`).sort()).toEqual(['norfolk 2', 'prinz-eugen 2']);
    // The second hit on the one box already out is a midships hit (9.7).
    expect([r.s.ships['prinz-eugen'].gunHits, r.s.ships['prinz-eugen'].midshipsHits]).toEqual([{ bow: 0, stern: 0, port: 0, starboard: 1 }, 1]);
    expect([r.s.ships.norfolk.gunHits, r.s.ships.norfolk.midshipsHits]).toEqual([{ bow: 0, stern: 0, port: 1, starboard: 0 }, 1]);
  });
  it('9.7 fire into a ship closing bows-on (end-on) may hit either secondary: the first hit falls to port, the next to starboard', () => {
    // 'A' end-on 10: secondary. Bismarck closes on King George V from three hexes to one; King George V fires 19 at it.
    const r = round({ attacker: ['king-george-v'], defender: ['bismarck'], range: 3, german: { range: 'close' }, dice: { 'Gunnery A end-on': [10, 10, 10, 10, 7] } });
    expect(r.by('king-george-v').map((x) => `${x.range} ${x.column}`)).toEqual(['1 end-on']);
    expect(r.s.ships.bismarck.gunHits).toMatchObject({ port: 3, starboard: 1 });
  });
});

describe('9.6 targets', () => {
  it('9.6 a side fires first at the general type its orders name, then at the nearest, then by name', () => {
    const pick = (german: Partial<StandingBattleOrders>, at: Record<string, number>) =>
      round({ attacker: ['king-george-v', 'hood', 'norfolk'], defender: ['bismarck'], range: 3, at, german }).by('bismarck').map((x) => x.target);
    expect(pick({ target: 'cruiser' }, { 'king-george-v': 2, hood: 2, norfolk: 3 })).toEqual(['norfolk']);
    expect(pick({ target: 'battleship' }, { 'king-george-v': 3, hood: 3, norfolk: 1 })).toEqual(['hood']);
    expect(pick({ target: 'battleship' }, { 'king-george-v': 2, hood: 3, norfolk: 1 })).toEqual(['king-george-v']);
    // By name whatever order the ships stand in on the board.
    const reversed = round({ attacker: ['hood', 'king-george-v', 'norfolk'], defender: ['bismarck'], range: 3, german: { target: 'battleship' } }).by('bismarck');
    expect(reversed.map((x) => x.target)).toEqual(['hood']);
  });
  it('9.6 a ship sunk earlier in the battle fires no more', () => {
    const r = round({ attacker: ['hood', 'king-george-v'], defender: ['bismarck'], range: 2, prepare: (s) => { s.ships.hood.status = 'sunk'; } });
    expect(r.fire.map((x) => x.ship).sort()).toEqual(['bismarck', 'king-george-v']);
    expect(r.by('bismarck').map((x) => x.target)).toEqual(['king-george-v']);
  });
  it('9.6 each shot is its own roll of two dice, told in order', () => {
    const r = round({ attacker: ['hood'], defender: ['prinz-eugen'], range: 2 });
    expect(r.by('prinz-eugen').map((x) => x.shots)).toEqual([2]);
    expect(r.purposes.filter((p) => p.startsWith('the fire told above'))).toEqual(['the fire told above, shot 1', 'the fire told above, shot 2',
      ...Array.from({ length: r.by('hood')[0].shots }, (_, k) => `the fire told above, shot ${k + 1}`)]);
  });
});

describe('9.8 special fire restrictions', () => {
  it("9.81 Rodney's third turret (with the stern turrets) fires at half, rounded down, when her bow turrets fire in 'A' range, and at least one shot", () => {
    // Adjacent, so nothing is halved for range: bow 12 + third turret + port secondaries 3.
    const full = round({ attacker: ['rodney'], defender: ['bismarck'], range: 1 }).by('rodney');
    expect(full.map((x) => x.shots)).toEqual([12 + 3 + 3]);
    const one = round({ attacker: ['rodney'], defender: ['bismarck'], range: 1, prepare: (s) => { s.ships.rodney.gunHits.stern = 5; } }).by('rodney');
    expect(one.map((x) => x.shots)).toEqual([12 + 1 + 3]);
    // Her bow turrets silenced: the third turret fires its full 6.
    const noBow = round({ attacker: ['rodney'], defender: ['bismarck'], range: 1, prepare: (s) => { s.ships.rodney.gunHits.bow = 12; } }).by('rodney');
    expect(noBow.map((x) => x.shots)).toEqual([6 + 3]);
    // At three hexes, still 'A' range: (12 + 3 + 3) halved for range.
    expect(round({ attacker: ['rodney'], defender: ['bismarck'], range: 3 }).by('rodney').map((x) => x.shots)).toEqual([9]);
    // At 'B' range the third turret is not halved: (12 + 6) halved for range.
    expect(round({ attacker: ['rodney'], defender: ['bismarck'], range: 5 }).by('rodney').map((x) => x.shots)).toEqual([9]);
  });
  it('9.81 Rodney has no stern turrets: opening the range she fires nothing', () => {
    const r = round({ attacker: ['rodney'], defender: ['bismarck'], range: 2, british: { range: 'open' } });
    expect(r.by('rodney')).toEqual([]);
  });
  it('9.8 King George V rolls for a turret failure each round it fires: 1–3 no penalty; 4–6 a section at half, the bow on a second 1–3, the stern on 4–6', () => {
    const kgv = (first: number, second: number) => round({ attacker: ['king-george-v'], defender: ['bismarck'], range: 1, dice: { 'Turret failure': [first, second] } });
    expect(kgv(3, 1).by('king-george-v').map((x) => x.shots)).toEqual([9 + 6 + 4]);
    expect(kgv(4, 3).by('king-george-v').map((x) => x.shots)).toEqual([4 + 6 + 4]);
    expect(kgv(6, 4).by('king-george-v').map((x) => x.shots)).toEqual([9 + 3 + 4]);
    expect(kgv(3, 1).rolled.filter((t) => t === 'Turret failure')).toHaveLength(1);
    expect(kgv(4, 3).rolled.filter((t) => t === 'Turret failure')).toHaveLength(2);
  });
  it('9.8 only King George V and Prince of Wales roll for turret failure', () => {
    expect(round({ attacker: ['hood'], defender: ['bismarck'], range: 2 }).rolled).not.toContain('Turret failure');
    expect(round({ attacker: ['prince-of-wales'], defender: ['bismarck'], range: 2 }).rolled).toContain('Turret failure');
  });
});

describe('9.9 fire while withdrawing', () => {
  it('9.9 a withdrawing ship fires each section at half, rounded up: Bismarck withdrawing from Rodney fires its stern 7 as 4, halved at four hexes: 2 shots', () => {
    const r = round({ attacker: ['rodney'], defender: ['bismarck'], range: 2, german: { withdrawAfterRound: 0 }, prepare: () => undefined });
    // Not withdrawing, keeping the range at two hexes: 17 halved.
    expect(r.by('bismarck').map((x) => x.shots)).toEqual([8]);
    const w = round({ attacker: ['rodney'], defender: ['bismarck'], range: 2, german: { withdrawAtMidships: 1 }, prepare: (s) => { s.ships.bismarck.midshipsHits = 1; } });
    expect(w.by('bismarck').map((x) => `${x.range} ${x.band} ${x.shots}`)).toEqual(['4 B 2']);
  });
});
