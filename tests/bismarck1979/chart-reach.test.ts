// Issue 13 "each chart entry reached by a test": every value of the authored charts
// (games/bismarck1979/tables/) is read by the game's own code in one of the drives below. The
// tables are wrapped so that each read of a value is recorded; the phases (visibility 7.1,
// chance 10.1, air attack 9.1, evasion repair 9.7, end of turn 11.2, 12.1) run with dice that go
// through every face in turn, the battle board (9.3–9.9) with ships at every evasion band, and
// the shadow rules (8.1) for every British unit. An entry never read would be a value no rule
// uses: a group replacing the file would change nothing there.
import { describe, expect, it } from 'vitest';
import { d, start } from './helpers.js';
import type { B79Data } from '../../src/games/bismarck1979/data/types.js';
import type { B79State } from '../../src/games/bismarck1979/state.js';
import type { Ctx } from '../../src/games/bismarck1979/steps/context.js';
import type { RollRequest } from '../../src/kernel/step.js';
import { visibility } from '../../src/games/bismarck1979/steps/opening.js';
import { chancePhase } from '../../src/games/bismarck1979/steps/chance.js';
import { airAttacks, sunkPoints } from '../../src/games/bismarck1979/steps/air-attack.js';
import { evasionRepair } from '../../src/games/bismarck1979/steps/movement.js';
import { endOfTurn } from '../../src/games/bismarck1979/steps/end.js';
import { fightBattle, type BattleIO } from '../../src/games/bismarck1979/rules/battle.js';
import { holdNumber, shadowModifiers } from '../../src/games/bismarck1979/rules/shadow.js';
import { forcesOf } from '../../src/games/bismarck1979/units.js';
import { fogged } from '../../src/games/bismarck1979/rules/search.js';
import { setupState } from '../../src/games/bismarck1979/setup.js';
import { clockLabel, isCTurn, isNight } from '../../src/games/bismarck1979/time.js';
import { BRITISH_STANDING, GERMAN_STANDING } from '../../src/games/bismarck1979/setup.js';

/** Every value (leaf) of the tables, by path; the derivations are prose, not chart entries. */
function leaves(v: unknown, path: string, out: string[]): string[] {
  if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (k !== 'derivation') leaves(x, path ? `${path}.${k}` : k, out); }
  else out.push(path);
  return out;
}

/** The tables, each read of a value recorded by its path. */
function traced(tables: object, read: Set<string>): object {
  const wrap = (o: object, path: string): object => new Proxy(o, {
    get(t, k, r) {
      const v = Reflect.get(t, k, r);
      if (typeof k !== 'string') return v;
      const p = path ? `${path}.${k}` : k;
      if (v && typeof v === 'object') return wrap(v, p);
      if (typeof v !== 'function') read.add(p);
      return v;
    },
  });
  return wrap(tables, '');
}

/** Dice that show every face in turn, per table: 2..12 for two dice, 1..n for one. */
function cyclingDice() {
  const at = new Map<string, number>();
  return (table: string, dice: number, sides: number): number[] => {
    const i = at.get(table) ?? 0;
    at.set(table, i + 1);
    if (dice === 2) { const sum = 2 + (i % 11); return [Math.min(6, sum - 1), sum - Math.min(6, sum - 1)]; }
    return Array.from({ length: dice }, () => 1 + (i % sides));
  };
}

/** A step context with the traced data and cycling dice (a test double of the kernel's). */
function ctxFor(data: B79Data, state: B79State, orders: Ctx['orders'] = {}): Ctx {
  const faces = cyclingDice();
  return {
    data, state, orders, turn: state.turn, exchange: 1, spec: { kind: 'move', label: 'test', timing: 'turn', asks: [] }, step: { name: 'test', rule: '', run: () => {} },
    emit: (e) => ({ ...e, turn: state.turn, step: 'test', rule: '', seq: 0 }) as never,
    roll: (r: RollRequest) => {
      const dice = faces(r.table, r.dice ?? 1, r.sides ?? 6);
      const total = dice.reduce((a, b) => a + b, 0) + (r.modifiers ?? []).reduce((a, m) => a + m.value, 0);
      return { table: r.table, purpose: r.purpose, dice, modifiers: r.modifiers ?? [], total, result: r.read?.(total, dice) ?? '', eventSeq: 0 } as never;
    },
    cards: undefined as never,
  };
}

const put = (s: B79State, zone: string, ...ids: string[]) => { for (const id of ids) { s.ships[id].zone = zone; s.ships[id].tf = null; s.ships[id].convoy = null; } };

describe("issue 13: each authored chart entry is reached by the game's code", () => {
  it('7.1, 8.1, 9.1, 9.3–9.9, 10.1, 11.1, 11.2, 12.1: every value of games/bismarck1979/tables is read', () => {
    const read = new Set<string>();
    const td = { ...d, tables: traced(structuredClone(d.tables), read) } as B79Data;

    // 7.1: from a middle box every sum of the change roll; from every box its modifier.
    for (const level of td.tables.visibility.track) {
      for (let k = 0; k < 11; k++) {
        const s = start('may-1941'); s.turn = 2; s.time = 1; s.visibility = { level, fog: false };
        const c = ctxFor(td, s);
        for (let j = 0; j < k; j++) c.roll({ table: 'Visibility Change Table', purpose: 'advance the dice', audience: { to: 'umpire' } as never, dice: 2 });
        visibility(c);
      }
    }
    // 7.31: fog: a zone of the last fog row and a zone of no fog row.
    const sf = start('may-1941'); sf.visibility = { level: '4', fog: true };
    fogged(td, sf, 'I24'); fogged(td, sf, 'L12');
    // 11.1, 11.2: every turn's clock, 'C' turns and night, on both sides of the 55 line.
    for (let t = 0; t < 31; t++) { clockLabel(td, t); isCTurn(td, t); isNight(td, t, td.board.zones.S22); isNight(td, t, td.board.zones.E14); }
    setupState(td, 'may-1941'); setupState(td, 'denmark-strait');

    // 8.1: every British ship and air unit's number; every modifier (a two-zone move, night, poor visibility).
    const s8 = start('may-1941'); s8.time = 3; s8.visibility = { level: '7', fog: false };
    for (const x of Object.values(td.ships)) if (x.side === 'british') holdNumber(td, x.id, s8);
    for (const a of Object.values(td.airUnits)) if (a.side === 'british') holdNumber(td, a.id, s8);
    shadowModifiers(td, s8, forcesOf(s8, 'german')[0], true);

    // 10.1: the chance rolls in a zone of each column (A, B, C), by day, the ship on patrol and moving.
    for (const zone of ['L11', 'Q14', 'M19']) for (const mode of ['patrol', 'move'] as const) {
      const s = start('may-1941'); s.turn = 2; s.time = 1; s.visibility = { level: '2', fog: false };
      put(s, zone, 'bismarck', 'prinz-eugen'); s.ships.bismarck.tf = 1; s.ships['prinz-eugen'].tf = 1;
      s.ships.bismarck.mode = mode; s.ships['prinz-eugen'].mode = mode;
      const c = ctxFor(td, s);
      for (let k = 0; k < 11; k++) { s.contacts.british = []; s.convoyDay = null; chancePhase(c); }
    }

    // 9.1: torpedo and level bombers strike located ships, every sum of their tables and of the special damage they may cause.
    for (let k = 0; k < 40; k++) {
      const s = start('may-1941'); s.turn = 2; s.time = 1; s.visibility = { level: '4', fog: false };
      put(s, 'L12', 'bismarck', 'prinz-eugen', 'hood', 'suffolk');
      s.contacts.british.push({ id: 'C1', zone: 'L12', types: ['BB'], taskForce: false, how: 'search', ships: ['bismarck', 'prinz-eugen'] });
      s.contacts.german.push({ id: 'K1', zone: 'L12', types: ['BC'], taskForce: false, how: 'search', ships: ['hood', 'suffolk'] });
      Object.assign(s.air['beaufort-42'], { status: 'air', zone: 'L12', launched: 2, mode: 'attack' });
      Object.assign(s.air['ju88-stavanger'], { status: 'air', zone: 'L12', launched: 2, mode: 'attack' });
      const c = ctxFor(td, s);
      for (let j = 0; j < k; j++) { c.roll({ table: 'Bomber Table (torpedo-bomber)', purpose: '', audience: { to: 'umpire' } as never, dice: 2 }); c.roll({ table: 'Bomber Table (level-bomber)', purpose: '', audience: { to: 'umpire' } as never, dice: 2 }); }
      airAttacks(c);
    }

    // 9.7: evasion repair, every face of its die.
    for (let k = 0; k < 6; k++) {
      const s = start('may-1941'); s.ships.bismarck.tempLoss = 9;
      const c = ctxFor(td, s);
      for (let j = 0; j < k; j++) c.roll({ table: 'Evasion Rating Repair Table', purpose: '', audience: { to: 'umpire' } as never, dice: 1 });
      evasionRepair(c);
    }

    // 9.3–9.9: battles from every set-up die, ships in every band of the Combat Movement Chart,
    // cruisers and battleships hit (Special Damage A and B), a waiting force reinforcing. One set of
    // dice for all the battles, so each table goes on through its faces from battle to battle.
    const faces = cyclingDice();
    for (let k = 0; k < 12; k++) {
      const s = start('may-1941');
      put(s, 'L12', 'bismarck', 'prinz-eugen', 'king-george-v', 'rodney', 'suffolk', 'kenya', 'hood');
      s.ships.rodney.tempLoss = 6;        // 23 - 6 = 17: the 16–19 band
      s.ships['prinz-eugen'].tempLoss = 20; // 32 - 20 = 12: the 7–15 band
      s.ships.kenya.tempLoss = 27;        // 32 - 27 = 5: cannot move
      const io: BattleIO = { roll: (table, _p, n, sides = 6) => { const f = faces(table, n, sides); return { total: f.reduce((a, b) => a + b, 0), dice: f }; }, emit: () => {} };
      const f = (...ids: string[]) => ({ key: ids[0], side: s.ships[ids[0]].side, zone: 'L12', ships: ids.map((id) => s.ships[id]) });
      fightBattle(td, s, { id: `t${k}`, attacker: { ...f('king-george-v', 'rodney', 'suffolk', 'kenya'), key: 'TF9' }, defender: { ...f('bismarck', 'prinz-eugen'), key: 'TF1' },
        waiting: { british: [f('hood')], german: [] }, orders: { british: { ...BRITISH_STANDING, range: 'close', withdrawAtMidships: 0 }, german: { ...GERMAN_STANDING, range: 'keep', withdrawAtMidships: 0 } }, night: false }, io);
    }

    // 12.1 and the victory schedule: a ship of each type sunk, both German ships home damaged, a convoy, time out, an air unit lost.
    const sv = start('may-1941');
    const cv = ctxFor(td, sv);
    for (const id of ['hood', 'king-george-v', 'victorious', 'suffolk', 'kenya', 'bismarck', 'prinz-eugen']) { sv.ships[id].status = 'sunk'; sunkPoints(cv, id); }
    const home = start('may-1941'); home.turn = home.lastTurn;
    for (const id of ['bismarck', 'prinz-eugen']) { home.ships[id].zone = td.board.places.brest.zone; home.ships[id].tf = null; home.ships[id].leftPort = true; home.ships[id].midshipsHits = 1; }
    endOfTurn(ctxFor(td, home));
    const late = start('may-1941'); late.turn = late.lastTurn; put(late, 'Q10', 'bismarck');
    endOfTurn(ctxFor(td, late));
    const lost = start('may-1941'); Object.assign(lost.air['catalina-209'], { status: 'air', zone: 'A9', launched: 1, mode: 'movement' }); lost.turn = 5; lost.time = 4;
    airAttacks(ctxFor(td, lost));
    const convoy = start('may-1941'); convoy.turn = 2; convoy.time = 1; put(convoy, 'P8', 'bismarck', 'prinz-eugen'); convoy.ships.bismarck.tf = 1; convoy.ships['prinz-eugen'].tf = 1;
    const cc = ctxFor(td, convoy); for (let k = 0; k < 11 && convoy.vp.german === 0; k++) chancePhase(cc);

    const all = leaves(structuredClone(d.tables), '', []);
    // Read when the data is loaded, not in play: the time record's last turn bounds every scenario (11.2, data/build.ts).
    const atLoad = new Set(['time.last.day', 'time.last.hour']);
    const unread = all.filter((p) => !read.has(p) && !atLoad.has(p));
    expect(all.length).toBeGreaterThan(200);
    expect(unread).toEqual([]);
  });
});
