// Bismarck (1979): task forces, fuel, combat determination (9.2), withdrawal (9.9),
// reinforcements (9.4) and Rodney's turrets (9.8).
import { describe, it, expect } from 'vitest';
import { d, start, play, ofType } from './helpers.js';
import { checkB79Text } from '../../src/games/bismarck1979/check.js';
import { fightBattle, type BattleIO } from '../../src/games/bismarck1979/rules/battle.js';
import { fuelCost } from '../../src/games/bismarck1979/rules/ship-move.js';
import { BRITISH_STANDING, GERMAN_STANDING } from '../../src/games/bismarck1979/setup.js';
import type { B79State } from '../../src/games/bismarck1979/state.js';
import type { Force } from '../../src/games/bismarck1979/units.js';

const orders = (side: string, turn: number, body: string) => `game: bismarck1979\nside: ${side}\nturn: ${turn}\n${body}`;
const put = (s: B79State, zone: string, ...ids: string[]) => { for (const id of ids) { s.ships[id].zone = zone; s.ships[id].tf = null; s.ships[id].convoy = null; } };
const force = (s: B79State, key: string, ...ids: string[]): Force => ({ key, side: s.ships[ids[0]].side, zone: s.ships[ids[0]].zone!, ships: ids.map((id) => s.ships[id]) });

/** Scripted dice: one die shows `one`, two dice show `two` unless `byTable` says otherwise. */
function dice(events: { type: string; data: Record<string, unknown> }[], one: number, two: number, byTable: Record<string, number> = {}): BattleIO {
  return {
    roll: (table, _p, n) => ({ total: byTable[table] ?? (n === 1 ? one : two), dice: [] }),
    emit: (type, data) => { events.push({ type, data: data as Record<string, unknown> }); },
  };
}

describe('5.4, 5.2 task forces and fuel', () => {
  it('5.44 a task force moves at the speed of its slowest ship', () => {
    const s = start('may-1941');
    put(s, 'K20', 'king-george-v', 'rodney'); s.ships['king-george-v'].tf = 5; s.ships.rodney.tf = 5;
    expect(checkB79Text(d, s, 'british', orders('british', 1, 'ships:\n  TF5: { move: [K19, K18] }\n')).diagnostics.map((x) => x.code)).toContain('BM7907');
    expect(checkB79Text(d, s, 'british', orders('british', 1, 'ships:\n  TF5: { move: [K19] }\n')).orders).toBeDefined();
  });
  it('5.2 EXAMPLE: Bismarck slowed by damage to one zone pays no fuel for it, where Rodney pays one factor outside a C turn', () => {
    const s = start('may-1941');
    s.turn = 2; s.time = 1; // not a 'C' turn
    s.ships.bismarck.tempLoss = 8; // evasion 20: maximum speed 1 (9.7)
    expect(fuelCost(d, s, s.ships.bismarck, 1)).toBe(0);
    expect(fuelCost(d, s, s.ships.bismarck, 2)).toBeNull();
    expect(fuelCost(d, s, s.ships.rodney, 1)).toBe(1);
  });
  it('5.2 a carrier launching air units this turn cannot move two zones', () => {
    const s = start('may-1941');
    const r = checkB79Text(d, s, 'british', orders('british', 1, 'ships:\n  victorious: { move: [K20, J19] }\nair:\n  swordfish-825: { mode: attack, move: [K22] }\n'));
    expect(r.diagnostics.map((x) => x.code)).toContain('BM7916');
  });
});

describe('9.2 combat determination', () => {
  const meeting = (accept: boolean) => {
    const s = start('may-1941');
    s.ships['prinz-eugen'].tf = null; s.ships.bismarck.tf = null;
    put(s, 'L12', 'bismarck', 'rodney', 'suffolk', 'norfolk');
    s.ships.suffolk.mode = 'patrol'; s.ships.norfolk.mode = 'patrol'; // 6 + 6 by day: the zone is searched at any level but 'X'
    s.standing.german = { ...s.standing.german, accept };
    return s;
  };
  it('9.2 a slower force may not attack unless the enemy accepts: Rodney (23) against Bismarck (28)', () => {
    for (let k = 0; k < 20; k++) {
      const refused = play(meeting(false), {}, `slow-${k}`);
      if (!ofType(refused.events, 'b79.located').length) continue;
      expect(ofType(refused.events, 'b79.combat')).toHaveLength(0);
      expect(ofType(refused.events, 'b79.combat-refused')).toHaveLength(1);
      const accepted = play(meeting(true), {}, `slow-${k}`);
      expect(ofType(accepted.events, 'b79.combat')).toHaveLength(1);
      return;
    }
    throw new Error('never located');
  });
  it('9.2 aircraft carriers may never attack enemy ships', () => {
    const s = start('may-1941');
    s.ships['prinz-eugen'].tf = null; s.ships.bismarck.tf = null;
    put(s, 'L12', 'bismarck', 'victorious', 'suffolk');
    s.ships.suffolk.mode = 'patrol';
    s.standing.british = { ...s.standing.british, attackWith: 'cruiser' };
    s.standing.german = { ...s.standing.german, accept: true };
    const r = play(s, {}, 'carrier');
    for (const e of ofType(r.events, 'b79.battle-start')) {
      expect((e.data as { ships: { id: string }[] }).ships.map((x) => x.id)).not.toContain('victorious');
    }
  });

  /**
   * Bismarck and Prinz Eugen apart in L12 with King George V, Hood, Rodney and two cruisers on
   * patrol; the Germans accept a slower attacker, so every British battleship may attack either.
   * The British orders are the YAML given; the first dice key where the British locate both German
   * ships is used.
   */
  const twoTargets = (battle: string) => {
    for (let k = 0; k < 40; k++) {
      const s = start('may-1941');
      s.ships['prinz-eugen'].tf = null; s.ships.bismarck.tf = null;
      put(s, 'L12', 'bismarck', 'prinz-eugen', 'king-george-v', 'hood', 'rodney', 'suffolk', 'norfolk');
      s.ships.suffolk.mode = 'patrol'; s.ships.norfolk.mode = 'patrol';
      s.standing.german = { ...s.standing.german, accept: true };
      const r = play(s, { british: orders('british', 1, battle) }, `two-${k}`);
      // 7.23: the Germans are told which of their ships were found.
      const found = r.events.filter((e) => e.type === 'b79.found').flatMap((e) => (e.data as { ships: string[] }).ships);
      if (found.includes('bismarck') && found.includes('prinz-eugen')) return r;
    }
    throw new Error('never located both');
  };
  const combats = (r: ReturnType<typeof play>) => ofType(r.events, 'b79.combat').map((e) => (e.data as { battle: string }).battle);
  const records = (r: ReturnType<typeof play>) => r.events.filter((e) => e.type === 'b79.reinforce-record').map((e) => e.data as { side: string; force: string; battle: string });
  const defenders = (r: ReturnType<typeof play>) => Object.fromEntries(ofType(r.events, 'b79.battle-start').map((e) => {
    const x = e.data as { battle: string; ships: { id: string; side: string }[] };
    return [x.battle, x.ships.filter((y) => y.side === 'german').map((y) => y.id)];
  }));

  it('9.21 more than one naval action in one zone: with actions: 2 the British attack Bismarck, then Prinz Eugen, each action its own battle', () => {
    const r = twoTargets('battle: { actions: 2 }\n');
    expect(combats(r)).toEqual(['L12-british', 'L12-british-2']);
    expect(defenders(r)).toEqual({ 'L12-british': ['bismarck'], 'L12-british-2': ['prinz-eugen'] });
    // 9.2: a force selected for one action takes no part in the other.
    const starts = ofType(r.events, 'b79.battle-start').map((e) => (e.data as { ships: { id: string; side: string }[] }).ships.filter((y) => y.side === 'british').map((y) => y.id));
    expect(starts).toHaveLength(2);
    expect(starts[0].filter((id) => starts[1].includes(id))).toEqual([]);
  });

  it('9.21 one naval action a zone unless ordered otherwise: by the standing orders the British start one, and the other forces wait to reinforce it with no record (9.4)', () => {
    const r = twoTargets('battle: { attack: true }\n');
    expect(combats(r)).toEqual(['L12-british']);
    expect(records(r)).toEqual([]);
  });

  it('9.4 with two actions in a zone each waiting force is recorded to one before any combat: the first action unless reinforceAgainst names the enemy type of another', () => {
    const first = twoTargets('battle: { actions: 2 }\n');
    const cruiser = twoTargets('battle: { actions: 2, reinforceAgainst: cruiser }\n');
    for (const [r, want] of [[first, 'L12-british'], [cruiser, 'L12-british-2']] as const) {
      const british = records(r).filter((x) => x.side === 'british');
      // King George V, Hood and Rodney less the two chosen, and Suffolk and Norfolk: three forces wait.
      expect(british.map((x) => x.force).sort()).toHaveLength(3);
      for (const x of british) expect(x.battle, x.force).toBe(want);
      const firstBattle = r.events.findIndex((e) => e.type === 'b79.battle-start');
      for (const e of r.events.filter((x) => x.type === 'b79.reinforce-record')) expect(r.events.indexOf(e)).toBeLessThan(firstBattle);
    }
  });
});

describe('9.9 withdrawal and 9.4 reinforcements', () => {
  it('9.93 a ship faster than every opposing ship of its type or larger withdraws: Prinz Eugen (32) from Rodney (23)', () => {
    const s = start('may-1941');
    put(s, 'L12', 'prinz-eugen', 'rodney');
    const events: { type: string; data: Record<string, unknown> }[] = [];
    const out = fightBattle(d, s, { id: 't', attacker: force(s, 'rodney', 'rodney'), defender: force(s, 'prinz-eugen', 'prinz-eugen'), waiting: { british: [], german: [] },
      orders: { british: { ...BRITISH_STANDING }, german: { ...GERMAN_STANDING, withdrawAfterRound: 0, withdrawAtMidships: 0, range: 'open' } }, night: false }, dice(events, 6, 7));
    expect(out.withdrawn).toEqual([]); // it opens the range but was never ordered to withdraw
    const s2 = start('may-1941');
    put(s2, 'L12', 'prinz-eugen', 'rodney');
    const ev2: typeof events = [];
    const out2 = fightBattle(d, s2, { id: 't', attacker: force(s2, 'rodney', 'rodney'), defender: force(s2, 'prinz-eugen', 'prinz-eugen'), waiting: { british: [], german: [] },
      orders: { british: { ...BRITISH_STANDING }, german: { ...GERMAN_STANDING, withdrawAfterRound: 1 } }, night: false }, dice(ev2, 6, 7));
    expect(out2.withdrawn).toEqual(['prinz-eugen']);
  });
  it('9.93 a cruiser no faster than an opposing cruiser cannot withdraw: Prinz Eugen (32) against Kenya (32)', () => {
    const s = start('may-1941');
    put(s, 'L12', 'prinz-eugen', 'kenya');
    const events: { type: string; data: Record<string, unknown> }[] = [];
    const out = fightBattle(d, s, { id: 't', attacker: force(s, 'kenya', 'kenya'), defender: force(s, 'prinz-eugen', 'prinz-eugen'), waiting: { british: [], german: [] },
      orders: { british: { ...BRITISH_STANDING }, german: { ...GERMAN_STANDING, withdrawAfterRound: 1 } }, night: false }, dice(events, 6, 7));
    expect(out.withdrawn).toEqual([]);
    expect(events.some((e) => e.type === 'b79.battle-withdraw-blocked')).toBe(true);
  });
  it('9.41 from the end of round 3 a waiting force rolls to enter, on a 1, six hexes or more from every enemy', () => {
    const s = start('may-1941');
    put(s, 'L12', 'bismarck', 'king-george-v', 'hood');
    const events: { type: string; data: Record<string, unknown> }[] = [];
    fightBattle(d, s, { id: 't', attacker: force(s, 'king-george-v', 'king-george-v'), defender: force(s, 'bismarck', 'bismarck'), waiting: { british: [force(s, 'hood', 'hood')], german: [] },
      orders: { british: { ...BRITISH_STANDING, range: 'keep' }, german: { ...GERMAN_STANDING, range: 'keep', withdrawAtMidships: 0 } }, night: false }, dice(events, 1, 7));
    const rein = events.find((e) => e.type === 'b79.battle-reinforce')!;
    expect(rein.data.round).toBe(3);
    expect(Math.abs((rein.data.pos as number) - 0)).toBeGreaterThanOrEqual(6); // Bismarck stands at 0
    expect(events.some((e) => e.type === 'b79.battle-fire' && e.data.ship === 'hood')).toBe(true);
  });
});

describe('9.8 special restrictions', () => {
  it("9.81 Rodney's third turret fires only on the broadside, at half strength when her bow turrets fire in 'A' range", () => {
    const s = start('may-1941');
    put(s, 'L12', 'bismarck', 'rodney');
    const events: { type: string; data: Record<string, unknown> }[] = [];
    fightBattle(d, s, { id: 't', attacker: force(s, 'rodney', 'rodney'), defender: force(s, 'bismarck', 'bismarck'), waiting: { british: [], german: [] },
      orders: { british: { ...BRITISH_STANDING, range: 'keep' }, german: { ...GERMAN_STANDING, range: 'close', withdrawAtMidships: 0 } }, night: false }, dice(events, 1, 7, { 'Battle Board set-up': 1 }));
    // Range 6 then Bismarck closes: at 'B' range bow 12 + third turret 6 = 18, halved to 9; at 'A' range
    // (2 or 3 hexes) bow 12 + third turret 3 + secondary 3 = 18, halved to 9; adjacent, 18 shots.
    const fire = events.filter((e) => e.type === 'b79.battle-fire' && e.data.ship === 'rodney').map((e) => [e.data.range, e.data.shots]);
    expect(fire[0]).toEqual([4, 9]);
    expect(fire.find(([r]) => r === 1)?.[1]).toBe(18);
  });
});

describe('9.7 towing', () => {
  it('9.7 a ship of evasion 6 or less cannot move alone, but a battleship in its task force tows it one zone in a C turn', () => {
    const s = start('may-1941');
    put(s, 'K20', 'suffolk', 'king-george-v');
    s.ships.suffolk.permLoss = 25; // evasion 6
    expect(checkB79Text(d, s, 'british', orders('british', 1, 'ships:\n  suffolk: { move: [K19] }\n')).diagnostics.map((x) => x.code)).toContain('BM7907');
    s.ships.suffolk.tf = 4; s.ships['king-george-v'].tf = 4;
    expect(checkB79Text(d, s, 'british', orders('british', 1, 'ships:\n  TF4: { move: [K19] }\n')).orders).toBeDefined(); // turn 1 is a 'C' turn
    expect(checkB79Text(d, s, 'british', orders('british', 1, 'ships:\n  TF4: { move: [K19, K18] }\n')).diagnostics.map((x) => x.code)).toContain('BM7907');
    s.turn = 2; s.time = 1;
    expect(checkB79Text(d, s, 'british', orders('british', 2, 'ships:\n  TF4: { move: [K19] }\n')).diagnostics.map((x) => x.code)).toContain('BM7910');
  });
});
