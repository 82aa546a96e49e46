import { describe, expect, it } from 'vitest';
import { canSee } from '../../src/kernel/events.js';
import { check, codes, ofType, play, withScenario } from '../helpers/gwas.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState } from '../../src/games/gwas/state.js';

const orders = (side: string, fleets: string, turn = 1) => `side: ${side}\nturn: ${turn}\nfleets:\n${fleets}`;

/** Plays one turn under successive seeds until `want` holds; returns that seed's result. */
function seedWhere(data: GwasData, state: GwasState, o: { allied?: string; central?: string }, want: (r: ReturnType<typeof play>) => boolean) {
  for (let i = 0; i < 300; i++) {
    const r = play(data, state, o, `seed-${i}`);
    if (want(r)) return r;
  }
  throw new Error('no seed in 300 gave the wanted outcome');
}

// Our map's version of the rulebook's 5.42 example (M69 → L69 → K70 and M70 → L69 → K69):
// the Central fleet goes AC40 → AB40 → AA40, the Allied fleet AC41 → AB40 → AA41.
// Fog (no weather modifier, and it cannot reach Clear this turn) and both sides avoiding
// contact (no declared modifiers): contact on a plain 4+.
const PASSING = `
weather: { default: 3 }
allied:
  - { id: cruisers, mission: intercept, at: { zone: AC41 }, ships: [gloucester, chatham] }
central:
  - { id: raiders, mission: intercept, at: { zone: AC40 }, ships: [breslau] }
`;
const passingOrders = {
  allied: orders('allied', '  cruisers:\n    plot:\n      1: AB40/AA41\n    battle: { contact: avoid }\n'),
  central: orders('central', '  raiders:\n    plot:\n      1: AB40/AA40\n    battle: { contact: avoid }\n'),
};

describe('5.4 contact', () => {
  it('5.42 two fleets passing through the same zone: the Central Powers roll in AB40', () => {
    const { data, state } = withScenario(PASSING);
    const r = play(data, state, passingOrders);
    const rolls = ofType(r.events, 'roll').filter((e) => e.data.table === 'search');
    expect(rolls).toHaveLength(1);
    expect(rolls[0].data.purpose).toContain('AB40');
  });

  it('5.41 on contact both fleets are returned to the zone where it occurred', () => {
    const { data, state } = withScenario(PASSING);
    const r = seedWhere(data, state, passingOrders, (x) => x.state.contacts.length > 0);
    expect(r.state.fleets.cruisers.zone).toBe('AB40');
    expect(r.state.fleets.raiders.zone).toBe('AB40');
    expect(r.state.contacts[0]).toMatchObject({ zone: 'AB40', fleets: { allied: ['cruisers'], central: ['raiders'] } });
  });

  it('7.37 a plot written before the contact that no longer joins up: the fleet holds and is told to re-plot', () => {
    const { data, state } = withScenario(PASSING);
    const o2 = { ...passingOrders, allied: orders('allied', '  cruisers:\n    plot:\n      1: AB40/AA41\n      2: Z41\n    battle: { contact: avoid }\n') };
    const r = seedWhere(data, state, o2, (x) => x.state.contacts.length > 0 && !x.state.over);
    const warned = check(data, r.state, 'allied', orders('allied', '  cruisers: {}\n', 2));
    expect(warned.map((d) => [d.code, d.severity])).toEqual([['GW2065', 'warning']]);
    const next = play(data, r.state, {});
    expect(next.state.fleets.cruisers.zone).toBe('AB40');
    expect(next.state.fleets.cruisers.log.at(-1)!.note).toContain('plot broken');
  });

  it('5.42 without contact each fleet carries on to its plotted zone', () => {
    const { data, state } = withScenario(PASSING);
    const r = seedWhere(data, state, passingOrders, (x) => x.state.contacts.length === 0);
    expect(r.state.fleets.cruisers.zone).toBe('AA41');
    expect(r.state.fleets.raiders.zone).toBe('AA40');
  });

  it('5.4 crossing the same boundary: contact is checked in both zones, and only once it is made', () => {
    const { data, state } = withScenario(`
weather: { default: 3 }
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [gloucester, chatham] }
central:
  - { id: raiders, mission: intercept, at: { zone: AB41 }, ships: [breslau] }
`);
    const avoid = '    battle: { contact: avoid }\n';
    const o = { allied: orders('allied', `  cruisers:\n    plot:\n      1: AB41\n${avoid}`), central: orders('central', `  raiders:\n    plot:\n      1: AB40\n${avoid}`) };
    const missed = seedWhere(data, state, o, (x) => x.state.contacts.length === 0);
    expect(ofType(missed.events, 'roll').filter((e) => e.data.table === 'search').map((e) => e.data.purpose.split(' ')[2])).toEqual(['AB41', 'AB40']);
    const met = seedWhere(data, state, o, (x) => ofType(x.events, 'roll').filter((e) => e.data.table === 'search').length === 1 && x.state.contacts.length === 1);
    expect(met.state.contacts[0].zone).toBe('AB41');
  });

  it('FAQ: contact is checked when two opposing fleets stay in the same zone', () => {
    const { data, state } = withScenario(`
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
central:
  - { id: raiders, mission: intercept, at: { zone: AB40 }, ships: [breslau] }
`);
    const r = play(data, state, {});
    expect(ofType(r.events, 'roll').filter((e) => e.data.table === 'search')).toHaveLength(1);
  });

  it('FAQ: a hidden Raid fleet is not checked while it passes an enemy fleet', () => {
    const { data, state } = withScenario(`
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
central:
  - { id: raiders, mission: raid, at: { zone: AC40 }, ships: [breslau] }
`);
    expect(state.fleets.raiders.hidden).toBe(true);
    const r = play(data, state, { central: orders('central', '  raiders:\n    plot:\n      1: AB40/AA40\n') });
    expect(ofType(r.events, 'roll').filter((e) => e.data.table === 'search')).toHaveLength(0);
    // Ending its move beside the enemy, it is checked.
    const r2 = play(data, state, { central: orders('central', '  raiders:\n    plot:\n      1: AB40\n') });
    expect(ofType(r2.events, 'roll').filter((e) => e.data.table === 'search')).toHaveLength(1);
  });

  it('5.43 weather and 5.44 declared modifiers are applied to the Search Table roll', () => {
    const { data, state } = withScenario(`
weather: { default: 1 }
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
central:
  - { id: raiders, mission: raid, at: { zone: AB40 }, ships: [breslau] }
`);
    const r = seedWhere(data, state, {}, (x) => x.state.weather[data.map.zones.AB40.weatherZone] === 1);
    const roll = ofType(r.events, 'roll').find((e) => e.data.table === 'search')!;
    const mods = Object.fromEntries(roll.data.modifiers.map((m: { name: string; value: number }) => [m.name, m.value]));
    // Clear +1 (5.43); Intercept +2 declared by the Allies who seek contact; the raider avoids it: −1 (5.44).
    expect(mods).toEqual({ 'weather: Clear': 1, 'Intercept mission (allied)': 2, 'Raid mission (central)': -1 });
    expect(roll.data.total).toBe(roll.data.dice[0] + 2);
  });

  it('11.4 at night contact needs a higher roll (night column)', () => {
    const { data, state } = withScenario(`
startHour: 22
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
central:
  - { id: raiders, mission: intercept, at: { zone: AB40 }, ships: [breslau] }
`);
    const r = play(data, state, {});
    const roll = ofType(r.events, 'roll').find((e) => e.data.table === 'search')!;
    expect(roll.data.purpose).toContain('night');
    const t = data.tables.search;
    const natural = roll.data.dice[0];
    const met = natural === t.natural.contact || (natural !== t.natural.miss && roll.data.total >= t.contactOn.night);
    expect(roll.data.result).toBe(met ? 'contact' : 'no contact');
  });

  it('5.4 a failed search roll is the umpire\'s alone; a contact is told to both sides without enemy names', () => {
    const { data, state } = withScenario(PASSING);
    const missed = seedWhere(data, state, passingOrders, (x) => x.state.contacts.length === 0);
    for (const e of missed.events.filter((x) => x.type === 'roll' || x.type.startsWith('gwas.contact'))) {
      expect(canSee(e, 'allied') || canSee(e, 'central')).toBe(false);
    }
    const met = seedWhere(data, state, passingOrders, (x) => x.state.contacts.length > 0);
    const told = ofType(met.events, 'gwas.contact');
    expect(told.map((e) => e.audience)).toEqual([{ to: 'sides', sides: ['allied'] }, { to: 'sides', sides: ['central'] }]);
    expect(JSON.stringify(told[0].data)).not.toMatch(/raiders|breslau/i);
    expect(told[0].data.enemy).toEqual({ ships: 1, capital: 0, light: 1, other: 0 });
  });

  it('FAQ: a fleet bombarding makes contact with an enemy in its zone without a roll', () => {
    const { data, state } = withScenario(`
allied:
  - { id: bombarders, mission: bombardment, at: { zone: AB40 }, ships: [courbet], plan: { '1': Bombard } }
central:
  - { id: raiders, mission: intercept, at: { zone: AB41 }, ships: [breslau] }
`);
    const r = play(data, state, { central: orders('central', '  raiders:\n    plot:\n      1: AB40\n') });
    expect(r.state.contacts).toHaveLength(1);
    expect(r.state.contacts[0].automatic).toBe(true);
    expect(ofType(r.events, 'roll').filter((e) => e.data.table === 'search')).toHaveLength(0);
  });

  it('5.2 Escort: the escort moves with the escorted fleet and shares its contacts; its own plot is refused', () => {
    const { data, state } = withScenario(`
allied:
  - { id: convoy, mission: transport, at: { zone: AC41 }, ships: [xix-corps-transports-1], plan: { '1': AB41 } }
  - { id: escort, mission: escort, escorting: convoy, at: { zone: AC41 }, ships: [bisson-class-dd] }
`);
    const r = play(data, state, {});
    expect(r.state.fleets.escort.zone).toBe('AB41');
    expect(codes(check(data, state, 'allied', orders('allied', '  escort:\n    plot:\n      1: AC40\n')))).toEqual(['GW2031']);
  });
});
