import { describe, expect, it } from 'vitest';
import { check, codes, ofType, play, withScenario } from '../helpers/gwas.js';

// Open Ionian Sea, south-east of Sicily, on our generated map: AB40's neighbours are
// AA40 AA41 AB39 AB41 AC40 AC41.
const SCENARIO = `
allied:
  - { id: cruisers, mission: intercept, at: { zone: AC41 }, ships: [gloucester, chatham] }
  - { id: battle-fleet, mission: intercept, at: { zone: AC40 }, ships: [courbet, jean-bart] }
central:
  - { id: raiders, mission: intercept, at: { zone: AB39 }, ships: [breslau] }
`;

const orders = (side: string, fleets: string) => `side: ${side}\nturn: 1\nfleets:\n${fleets}`;

describe('5.1 movement plans (the rulebook example: a speed-2 and a speed-1 fleet)', () => {
  it('5.1 a fleet of speed-2 ships may enter two zones, written "AB40/AA40"', () => {
    const { data, state } = withScenario(SCENARIO);
    const allied = orders('allied', '  cruisers:\n    plot:\n      1: AB41/AA41\n');
    expect(codes(check(data, state, 'allied', allied))).toEqual([]);
    const after = play(data, state, { allied }).state;
    expect(after.fleets.cruisers.zone).toBe('AA41');
    expect(after.fleets.cruisers.log.at(-1)).toMatchObject({ turn: 1, from: 'AC41', path: ['AB41', 'AA41'] });
  });

  it('5.1 a fleet with a speed-1 ship enters one zone a turn, and two is refused', () => {
    const { data, state } = withScenario(SCENARIO);
    expect(codes(check(data, state, 'allied', orders('allied', '  battle-fleet:\n    plot:\n      1: AB40\n')))).toEqual([]);
    const two = check(data, state, 'allied', orders('allied', '  battle-fleet:\n    plot:\n      1: AB40/AA40\n'));
    expect(codes(two)).toEqual(['GW2052']);
    expect(two[0].source).toContain('AB40/AA40');
    // The caret is under the zone the fleet cannot reach.
    expect(two[0].source!.slice(two[0].column - 1, two[0].column - 1 + two[0].length)).toBe('AA40');
  });

  it('5.1 a fleet is never required to move: no plot, it stays', () => {
    const { data, state } = withScenario(SCENARIO);
    const after = play(data, state, {}).state;
    expect(after.fleets['battle-fleet'].zone).toBe('AC40');
  });

  it('5.1 zones must be adjacent, and land or off-map ids are refused', () => {
    const { data, state } = withScenario(SCENARIO);
    expect(codes(check(data, state, 'allied', orders('allied', '  cruisers:\n    plot:\n      1: AA41/Z40\n')))).toEqual(['GW2051']);
    expect(codes(check(data, state, 'allied', orders('allied', '  cruisers:\n    plot:\n      1: ZZ99\n')))).toEqual(['GW2050']);
  });

  it('5.1 the log sheet carries on: turn 2 is checked from where turn 1 ends', () => {
    const { data, state } = withScenario(SCENARIO);
    const ok = orders('allied', '  cruisers:\n    plot:\n      1: AB41\n      2: AA41/Z41\n');
    expect(codes(check(data, state, 'allied', ok))).toEqual([]);
    const bad = orders('allied', '  cruisers:\n    plot:\n      1: AB41\n      2: AB39\n');
    expect(codes(check(data, state, 'allied', bad))).toEqual(['GW2051']);
  });

  it('11.73 storm slows destroyers to one zone; the rest of the plot is sailed next turn (official FAQ)', () => {
    // Storm (5) can only become squall, storm or gale this turn (11.74): at least squall either way.
    const { data, state } = withScenario(`
weather: { default: 5 }
allied:
  - { id: flotilla, mission: intercept, at: { zone: AC41 }, ships: [beagle-class-dd] }
`);
    const r = play(data, state, { allied: orders('allied', '  flotilla:\n    plot:\n      1: AB41/AA41\n') });
    expect(r.state.weather[data.map.zones.AC41.weatherZone]).toBeGreaterThanOrEqual(4);
    expect(r.state.fleets.flotilla.zone).toBe('AB41');
    expect(r.state.fleets.flotilla.backlog).toEqual(['AA41']);
    const next = play(data, r.state, {});
    expect(next.state.fleets.flotilla.log.at(-1)!.path).toEqual(['AA41']);
  });

  it('11.73 a warning, not an error, when bad weather will slow the destroyers', () => {
    const { data, state } = withScenario(`
weather: { default: 5 }
allied:
  - { id: flotilla, mission: intercept, at: { zone: AC41 }, ships: [beagle-class-dd] }
`);
    const d = check(data, state, 'allied', orders('allied', '  flotilla:\n    plot:\n      1: AB41/AA41\n'));
    expect(d.map((x) => [x.code, x.severity])).toEqual([['GW2053', 'warning']]);
  });
});
