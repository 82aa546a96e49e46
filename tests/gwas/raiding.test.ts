/**
 * 10.2–10.24 merchant raiding, from the players' YAML orders through the real turn.
 * Zones on our map: N23 is on a major route (traffic 4), M23 next to it (2); S43 is the Otranto
 * drifter line (map 1, scenario override 4, Allied).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { check, codes, ofType, play, withScenario } from '../helpers/gwas.js';
import { canSee } from '../../src/kernel/events.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState } from '../../src/games/gwas/state.js';

const o = (side: string, fleets: string, turn = 1) => `side: ${side}\nturn: ${turn}\nfleets:\n${fleets}`;
const raider = (ships = '[goeben, breslau]', at = 'N23') => `
central:
  - { id: raider, mission: raid, at: { zone: ${at} }, ships: ${ships} }
allied:
  - { id: home, mission: intercept, at: { port: toulon }, ships: [ernest-renan] }
`;
const searchRolls = (events: ReturnType<typeof play>['events']) => ofType(events, 'roll').filter((e) => e.step === 'raiding');

function raidOnce(data: GwasData, state: GwasState, box: string, seed = 'raid-seed') {
  return play(data, state, { central: o('central', `  raider:\n    plot:\n      1: "${box}"\n`) }, seed);
}

describe('10.21 which zone is searched, and with which MLT column', () => {
  it('10.21 a fleet that stays and writes Search 2 searches its zone on column "rating/2"', () => {
    const { data, state } = withScenario(raider());
    const { events } = raidOnce(data, state, 'Search 2');
    const [raid] = ofType(events, 'gwas.raid');
    expect(raid.data).toMatchObject({ fleet: 'raider', zone: 'N23', column: '4/2', rating: 4, points: 2, dice: 2 });
    expect(searchRolls(events).map((r) => r.data.table)).toEqual(['merchant-location column 4/2', 'merchant-location column 4/2']);
  });
  it('10.21 "M23/Search 1" moves one zone and searches the zone entered on column 1', () => {
    const { data, state } = withScenario(raider());
    const { events, state: after } = raidOnce(data, state, 'M23/Search 1');
    expect(after.fleets.raider.zone).toBe('M23');
    expect(ofType(events, 'gwas.raid')[0].data).toMatchObject({ zone: 'M23', column: '2/1', points: 1 });
  });
  it('10.21 "Search 1/M23" searches the zone left, on column 1', () => {
    const { data, state } = withScenario(raider());
    const { events } = raidOnce(data, state, 'Search 1/M23');
    expect(ofType(events, 'gwas.raid')[0].data).toMatchObject({ zone: 'N23', column: '4/1' });
  });
  it('10.21 search and two zones together exceed a speed-2 fleet (GW2058); Search outside Raid is refused (GW2057)', () => {
    const { data, state } = withScenario(raider());
    expect(codes(check(data, state, 'central', o('central', '  raider:\n    plot:\n      1: M23/L23/Search 1\n')))).toContain('GW2058');
    const other = withScenario(`
central:
  - { id: hunters, mission: intercept, at: { zone: N23 }, ships: [breslau] }
`);
    expect(codes(check(other.data, other.state, 'central', o('central', '  hunters:\n    plot:\n      1: Search 2\n')))).toEqual(['GW2057']);
  });
});

describe('10.23 one die per warship able to fire, +1 at night', () => {
  it('10.23 a ship whose guns are all destroyed and torpedoes spent does not roll', () => {
    const { data, state } = withScenario(raider());
    const b = state.ships.breslau;
    const cls = data.ships.breslau;
    b.damage = { ...b.damage, primary: cls.boxes.primary.length, secondary: cls.boxes.secondary.length, tertiary: cls.boxes.tertiary.length };
    b.torpedoesFired = true;
    const { events } = raidOnce(data, state, 'Search 2');
    expect(ofType(events, 'gwas.raid')[0].data.dice).toBe(1);
    expect(searchRolls(events)).toHaveLength(1);
  });
  it('10.23 a group counter is that many warships: three dice for three destroyers', () => {
    const { data, state } = withScenario(raider('[tatra-class-dd]'));
    const group = data.ships['tatra-class-dd'].group ?? 1;
    const { events } = raidOnce(data, state, 'Search 2');
    expect(group).toBe(3);
    expect(ofType(events, 'gwas.raid')[0].data.dice).toBe(3);
  });
  it('10.23 by day no modifier; at night +1 on every die', () => {
    const day = withScenario(raider());
    const dayRolls = searchRolls(raidOnce(day.data, day.state, 'Search 2').events);
    expect(dayRolls.every((r) => r.data.modifiers.length === 0)).toBe(true);
    const night = withScenario(`startHour: 22\n${raider()}`);
    const nightRolls = searchRolls(raidOnce(night.data, night.state, 'Search 2').events);
    expect(nightRolls).toHaveLength(2);
    for (const r of nightRolls) {
      expect(r.data.modifiers).toEqual([{ name: 'night', value: 1, rule: '10.23' }]);
      expect(r.data.total).toBe(r.data.natural + 1);
    }
  });
});

describe('10.22 and 10.24 whose shipping, the score, and what the victim is told', () => {
  it('10.24 merchants sunk score victory.merchant each; the raider is revealed; the victim learns zone and count only', () => {
    let found = false;
    for (let i = 0; i < 40 && !found; i++) {
      const { data, state } = withScenario(`startHour: 22\n${raider('[goeben, breslau]')}`);
      const { events, state: after } = raidOnce(data, state, 'Search 2', `seed-${i}`);
      const raid = ofType(events, 'gwas.raid')[0].data;
      const sunkByDice = searchRolls(events).map((r) => Number.parseInt(r.data.result, 10)).reduce((a, b) => a + b, 0);
      expect(raid.sunk).toBe(sunkByDice);
      const told = ofType(events, 'gwas.raid-reported');
      if (raid.sunk === 0) {
        expect(after.fleets.raider.hidden).toBe(true);
        expect(told).toHaveLength(0);
        continue;
      }
      found = true;
      expect(after.merchantsSunk.central).toBe(raid.sunk);
      expect(after.vp.central).toBe(raid.sunk * 0.5);
      expect(after.fleets.raider.hidden).toBe(false);
      expect(told).toHaveLength(1);
      expect(told[0].audience).toEqual({ to: 'sides', sides: ['allied'] });
      expect(told[0].data).toEqual({ zone: 'N23', sunk: raid.sunk, merchantName: 'merchants' });
      // The dice and the raid's details stay with the raider.
      for (const e of [...searchRolls(events), ...ofType(events, 'gwas.raid')]) expect(canSee(e, 'allied')).toBe(false);
    }
    expect(found).toBe(true);
  });
  it('10.22 in the Mediterranean only Allied shipping is found: an Allied raider rolls nothing (and is warned, GW2409)', () => {
    const { data, state } = withScenario(`
allied:
  - { id: raider, mission: raid, at: { zone: N23 }, ships: [gloucester] }
`);
    const orders = o('allied', '  raider:\n    plot:\n      1: Search 2\n');
    expect(codes(check(data, state, 'allied', orders))).toEqual(['GW2409']);
    const { events } = play(data, state, { allied: orders });
    expect(searchRolls(events)).toHaveLength(0);
    expect(ofType(events, 'gwas.raid')[0].data.note).toMatch(/own side/);
  });
  it('10.22 the Otranto drifter line: the scenario override (rating 4, Allied) wins over the map (1)', () => {
    const { data, state } = withScenario(raider('[novara, saida, helgoland]', 'S43'));
    expect(data.map.zones.S43.traffic).toBe(1);
    const otranto = data.scenarios['otranto-1917'];
    const d = { ...data, scenarios: { ...data.scenarios, test: { ...data.scenarios.test, traffic: otranto.traffic, merchantName: otranto.merchantName } } } as GwasData;
    const { events } = raidOnce(d, state, 'Search 2');
    const raid = ofType(events, 'gwas.raid')[0].data;
    expect(raid).toMatchObject({ zone: 'S43', column: '4/2', rating: 4, dice: 3, merchantName: 'drifters' });
  });
  it('10.2 a raider that made contact this turn fought instead of searching', () => {
    let seen = false;
    for (let i = 0; i < 40 && !seen; i++) {
      const { data, state } = withScenario(`
central:
  - { id: raider, mission: raid, at: { zone: N23 }, ships: [breslau] }
allied:
  - { id: hunters, mission: intercept, at: { zone: N23 }, ships: [gloucester], battle: {} }
`);
      state.fleets.raider.hidden = false; // a raider on the map can be found (series summary)
      const { events } = raidOnce(data, state, 'Search 2', `contact-${i}`);
      if (ofType(events, 'gwas.contact').length === 0) continue;
      seen = true;
      expect(searchRolls(events)).toHaveLength(0);
      expect(ofType(events, 'gwas.raid')[0].data.note).toMatch(/contact/);
    }
    expect(seen).toBe(true);
  });
});

describe('10.24 property: a raid never tells the victim the raider\'s ships or fleet', () => {
  it('no event the Allied side may see names a Central raider ship or its fleet', () => {
    const ships = ['goeben', 'breslau', 'novara', 'saida', 'helgoland', 'tatra-class-dd'];
    const told: Record<string, number> = {};
    fc.assert(fc.property(
      fc.subarray(ships, { minLength: 1, maxLength: 3 }),
      fc.constantFrom('Search 2', 'M23/Search 1', 'Search 1/M23'),
      fc.boolean(),
      fc.integer({ min: 0, max: 10_000 }),
      (chosen, box, night, seed) => {
        const { data, state } = withScenario(`${night ? 'startHour: 22\n' : ''}
central:
  - { id: secret-raider, mission: raid, at: { zone: N23 }, ships: [${chosen.join(', ')}] }
allied:
  - { id: home, mission: intercept, at: { port: toulon }, ships: [ernest-renan] }
`);
        const { events } = play(data, state, { central: o('central', `  secret-raider:\n    plot:\n      1: "${box}"\n`) }, `p-${seed}`);
        const seen = events.filter((e) => canSee(e, 'allied') && e.audience.to !== 'all');
        for (const e of seen) told[e.type] = (told[e.type] ?? 0) + 1;
        const text = JSON.stringify(events.filter((e) => canSee(e, 'allied')));
        for (const s of chosen) {
          expect(text).not.toContain(s);
          expect(text).not.toContain(data.ships[s].name);
        }
        expect(text).not.toContain('secret-raider');
      },
    ), { numRuns: 25 });
    // The claim is tested only by runs where the Allies are told of a raid: 18 of 25 when
    // measured (random seeds; fast-check names the seed of a failing run).
    expect(told['gwas.raid-reported'] ?? 0).toBeGreaterThanOrEqual(8);
  });
});
