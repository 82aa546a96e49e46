// The OPERATIONS part of a report (src/games/gwas/views/operations.ts): raids (10.24),
// bombardments (11.1), landings (11.5), flooding (8.52), gales (11.73), tows (11.21), scuttling
// (8.5), repairs (11.27) and pursuits (5.24) of one turn, in words. The enemy's side of a raid or a
// bombardment carries only the zone and a number, and the words say no more. Events written out
// here so each case can be told apart (issue 18).
import { describe, expect, it } from 'vitest';
import { sidesOnly, type GameEvent } from '../src/kernel/events.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { operationViews } from '../src/games/gwas/views/operations.js';
import { loadGame } from '../src/pipeline/games.js';

const data = loadGame('gwas-mediterranean') as unknown as GwasData;
const fleetName = (id: string) => `name of ${id}`;
let seq = 0;
const event = (type: string, d: unknown, turn = 3, rule = '10.24'): GameEvent => ({ seq: seq++, turn, step: 'ops', rule, type, audience: sidesOnly('allied'), data: d });
const text = (type: string, d: Record<string, unknown>) => {
  const views = operationViews(data, [event(type, d)], 3, fleetName);
  expect(views).toHaveLength(1);
  return views[0].text;
};

describe('10.24 raids', () => {
  it('the raider\'s own account: the column, the dice, night, what it sank and the points, and whether it was revealed', () => {
    expect(text('gwas.raid', { fleet: 'mittelmeerdivision', zone: 'W30', column: 'B', dice: 2, night: true, sunk: 3, merchantName: 'merchants', vp: 1.5, revealed: true, note: 'a good night' }))
      .toBe('name of mittelmeerdivision searched W30 (MLT column B, 2 dice, night +1): 3 merchants sunk, 1.5 VP; the fleet is revealed and the enemy told the zone and number (10.24); a good night.');
    expect(text('gwas.raid', { fleet: 'mittelmeerdivision', zone: 'W30', column: 'A', dice: 1, night: false, sunk: 0, merchantName: 'merchants', vp: 0, revealed: false }))
      .toBe('name of mittelmeerdivision searched W30 (MLT column A, 1 die): 0 merchants sunk, 0 VP.');
    expect(text('gwas.raid', { fleet: 'mittelmeerdivision', zone: 'W30', note: 'in port' })).toBe('name of mittelmeerdivision did not search W30: in port.');
  });

  it('the side raided is told the zone and the number sunk only: no fleet, no ship', () => {
    expect(text('gwas.raid-reported', { zone: 'W30', sunk: 2, merchantName: 'merchants' })).toBe('An enemy raider sank 2 merchants in W30 (10.24).');
  });
});

describe('11.1 bombardments', () => {
  it('the bombarding side\'s account, done or not; the other side is told the zone and the number of ships', () => {
    expect(text('gwas.bombardment', { fleet: 'milne', zone: 'W30', done: true, count: 2 })).toBe('name of milne bombarded W30 with 2 ship(s); the enemy is told the zone and the number (11.1).');
    expect(text('gwas.bombardment', { fleet: 'milne', zone: 'W30', done: false, note: 'no coastal target' })).toBe('name of milne could not bombard W30: no coastal target.');
    expect(text('gwas.bombardment-announced', { zone: 'W30', count: 2 })).toBe('The enemy bombarded W30 with 2 ship(s) (11.1).');
  });
});

describe('11.5 landings', () => {
  it('its status, the turns of three while under way or complete, and a note', () => {
    expect(text('gwas.landing', { fleet: 'xix-corps-convoy', kind: 'troops', zone: 'Y20', status: 'under way', turns: 2 })).toBe('name of xix-corps-convoy: troops in Y20, under way (turn 2 of 3).');
    expect(text('gwas.landing', { fleet: 'xix-corps-convoy', kind: 'troops', zone: 'Y20', status: 'complete', turns: 3, note: 'landed' })).toBe('name of xix-corps-convoy: troops in Y20, complete (turn 3 of 3): landed.');
    expect(text('gwas.landing', { fleet: 'xix-corps-convoy', kind: 'troops', zone: 'Y20', status: 'interrupted', turns: 1 })).toBe('name of xix-corps-convoy: troops in Y20, interrupted.');
  });
});

describe('8.52, 11.73, 11.21, 8.5, 11.27, 5.24 the side\'s own ships and fleets', () => {
  it('8.52 flooding: one more hull box, and she sinks; or the hull holds', () => {
    expect(text('gwas.flooding', { ship: 'inflexible', fleet: 'milne', flooded: true, sunk: true })).toBe('Inflexible (name of milne) flooding check: one more hull box, and she sinks (8.52).');
    expect(text('gwas.flooding', { ship: 'inflexible', fleet: 'milne', flooded: true, sunk: false })).toBe('Inflexible (name of milne) flooding check: one more hull box (8.52).');
    expect(text('gwas.flooding', { ship: 'no-ship', fleet: 'milne', flooded: false })).toBe('no-ship (name of milne) flooding check: holds (8.52).');
  });

  it('11.73 a ship foundered in a gale', () => {
    expect(text('gwas.gale-loss', { ship: 'inflexible', fleet: 'milne', zone: 'W30' })).toBe('Inflexible (name of milne) foundered in the gale in W30 (11.73).');
  });

  it('11.21 a tow: its status, the towing ship by name, a note', () => {
    expect(text('gwas.tow', { ship: 'inflexible', status: 'under tow', towedBy: 'weymouth', note: 'slowly' })).toBe('Inflexible: under tow (Weymouth); slowly.');
    expect(text('gwas.tow', { ship: 'inflexible', status: 'cast off', towedBy: null })).toBe('Inflexible: cast off.');
  });

  it('8.5 a ship scuttled in the Orders Phase is told here; one scuttled in battle is told by the battle', () => {
    expect(text('gwas.scuttled', { ship: 'inflexible', fleet: 'milne', zone: 'W30' })).toBe('Inflexible (name of milne) scuttled in W30 (8.5).');
    expect(operationViews(data, [event('gwas.scuttled', { battle: 'B3-1', ship: 'inflexible' })], 3, fleetName)).toEqual([]);
  });

  it('11.27 emergency repair: succeeds (speed 1s), impossible, or fails this turn', () => {
    expect(text('gwas.repair', { ship: 'inflexible', result: 'repaired' })).toBe('Inflexible: emergency repair succeeds, speed 1s (11.27).');
    expect(text('gwas.repair', { ship: 'inflexible', result: 'beyond repair' })).toBe('Inflexible: emergency repair impossible; no further attempts (11.27).');
    expect(text('gwas.repair', { ship: 'inflexible', result: 'failed' })).toBe('Inflexible: emergency repair fails this turn (11.27).');
  });

  it('5.24 a pursuit, after its contact where it names one, with its result and note', () => {
    expect(text('gwas.pursuit', { fleet: 'milne', contact: 'C2-1', result: 'caught up', note: 'contact in W31' })).toBe('name of milne pursuit after contact C2-1: caught up; contact in W31.');
    expect(text('gwas.pursuit', { fleet: 'milne', result: 'lost touch' })).toBe('name of milne pursuit: lost touch.');
  });
});

describe('which events are operations', () => {
  it('only the turn asked for, each with its turn, kind, rule and zone (null where the event names none); others give none', () => {
    const views = operationViews(data, [
      event('gwas.raid-reported', { zone: 'W30', sunk: 1, merchantName: 'merchants' }, 2),
      event('gwas.raid-reported', { zone: 'W31', sunk: 1, merchantName: 'merchants' }),
      event('gwas.repair', { ship: 'inflexible', result: 'repaired' }, 3, '11.27'),
      event('gwas.contact', { zone: 'W30' }),
      event('gwas.aircraft-lost', { aircraft: 'a', why: 'gale' }, 3, '14.5'),
      event('gwas.out-of-fuel', { ship: 'inflexible' }, 3, '12.2'),
      event('gwas.raid-reported', { zone: 'W32', sunk: 1, merchantName: 'merchants' }, 4),
    ], 3, fleetName);
    expect(views.map((v) => [v.turn, v.kind, v.rule, v.zone])).toEqual([[3, 'raid', '10.24', 'W31'], [3, 'repair', '11.27', null], [3, 'air', '14.5', null], [3, 'fuel', '12.2', null]]);
    expect(views[2].text).toBe('Aircraft a is lost: gale.');
  });

  it('an event of the turn without data (JSON drops an undefined `data`, so a journalled event may have none) gives no operation and stops none of the others', () => {
    const bare = { seq: seq++, turn: 3, step: 'ops', rule: '4.0', type: 'kernel.note', audience: sidesOnly('allied') } as unknown as GameEvent;
    const views = operationViews(data, [bare, event('gwas.raid-reported', { zone: 'W30', sunk: 1, merchantName: 'merchants' })], 3, fleetName);
    expect(views.map((v) => [v.kind, v.zone])).toEqual([['raid', 'W30']]);
  });
});
