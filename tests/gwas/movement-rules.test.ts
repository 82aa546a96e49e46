/**
 * 4.3 the Fleet Movement Phase, rule by rule, on the movement step alone (tests/gwas/movement-step.ts):
 * each fleet follows its log sheet's box for the turn (5.1), as far as its speed and the weather
 * allow (11.73), the zones it owes waiting in order (the FAQ's backlog); a plot that no longer joins
 * up (5.41, 7.37); zones lost to a long battle (7.38); the actions that hold a fleet still; ports
 * entered, refused or delayed (11.3). Each test pins the fleet's zone, port, backlog, its log line
 * and the gwas.fleet-moved event only its own side is told.
 * Escorts, towing and Divide: movement-escorts-tows.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { GwasState } from '../../src/games/gwas/state.js';
import { ofType, play, withScenario } from '../helpers/gwas.js';
import { runMovement, toSide } from './movement-step.js';

// AB40's neighbours: AA40 AA41 AB39 AB41 AC40 AC41; AB41's: AA41 AA42 AB40 AB42 AC41 AC42.
// Malta (allied major base) lies in AC37, next to AC38; Pola (Austro-Hungarian major base) in I36, next to H35.
const setWeather = (state: GwasState, level: number) => { for (const z of Object.keys(state.weather)) state.weather[z] = level; };

describe('5.1 a fleet follows its log sheet', () => {
  it('5.1 a fleet sails the zones of its box; a fleet with nothing plotted stays; each side is told of its own fleets only', () => {
    const { data, state } = withScenario(`
allied:
  - { id: cruisers, mission: intercept, at: { zone: AC41 }, ships: [gloucester, chatham], plan: { '1': AB41/AA41 } }
  - { id: harbour, mission: intercept, at: { port: malta }, ships: [dublin] }
central:
  - { id: raiders, mission: intercept, at: { zone: AB39 }, ships: [breslau] }
`);
    const moved = runMovement(data, state);
    expect(moved.events).toHaveLength(3);
    const c = state.fleets.cruisers;
    expect([c.zone, c.port, c.backlog, c.towTurns]).toEqual(['AA41', null, [], 0]);
    expect(c.log).toEqual([{ from: 'AC41', path: ['AB41', 'AA41'], port: null, turn: 1 }]);
    const e = moved.of('cruisers');
    expect(e.audience).toEqual(toSide('allied'));
    expect(e.data).toEqual({ fleet: 'cruisers', from: 'AC41', path: ['AB41', 'AA41'], zone: 'AA41', port: null, note: null });
    // 5.1 "a fleet is never required to move": the one in Malta stays in port, the raiders at sea.
    expect(state.fleets.harbour).toMatchObject({ zone: 'AC37', port: 'malta', backlog: [] });
    expect(state.fleets.harbour.log).toEqual([{ from: 'AC37', path: [], port: 'malta', turn: 1 }]);
    expect(moved.of('harbour').data).toEqual({ fleet: 'harbour', from: 'AC37', path: [], zone: 'AC37', port: 'malta', note: null });
    expect(state.fleets.raiders.log).toEqual([{ from: 'AB39', path: [], port: null, turn: 1 }]);
    expect(moved.of('raiders').audience).toEqual(toSide('central'));
  });

  it('5.1 a box that begins with the zone the fleet is in sails on from there', () => {
    const { data, state } = withScenario(`
allied:
  - { id: cruisers, mission: intercept, at: { zone: AC41 }, ships: [gloucester], plan: { '1': AC41/AB41 } }
`);
    runMovement(data, state);
    expect(state.fleets.cruisers.zone).toBe('AB41');
    expect(state.fleets.cruisers.log).toEqual([{ from: 'AC41', path: ['AB41'], port: null, turn: 1 }]);
  });

  it('5.1, 8.51 a ship slowed to speed 1 holds the fleet to one zone; the rest of the box is sailed next turn', () => {
    const { data, state } = withScenario(`
allied:
  - { id: cruisers, mission: intercept, at: { zone: AC41 }, ships: [gloucester, chatham], plan: { '1': AB41/AA41 } }
`);
    state.ships.gloucester.speedLoss = 1; // hit after the plot was written: speed 2 -> 1
    const first = runMovement(data, state);
    const c = state.fleets.cruisers;
    expect([c.zone, c.backlog]).toEqual(['AB41', ['AA41']]);
    expect(c.log.at(-1)).toEqual({ from: 'AC41', note: 'slowed: AA41 still to sail', path: ['AB41'], port: null, turn: 1 });
    expect(first.of('cruisers').data.note).toBe('slowed: AA41 still to sail');
    state.turn = 2; // nothing plotted for turn 2: the zone owed is sailed
    const second = runMovement(data, state);
    expect([c.zone, c.backlog]).toEqual(['AA41', []]);
    expect(c.log.at(-1)).toEqual({ from: 'AB41', path: ['AA41'], port: null, turn: 2 });
    expect(second.of('cruisers').data).toEqual({ fleet: 'cruisers', from: 'AB41', path: ['AA41'], zone: 'AA41', port: null, note: null });
  });

  it('11.73 in a storm destroyers make one zone a turn: the zones owed are sailed first, the rest wait in order (official FAQ)', () => {
    const { data, state } = withScenario(`
allied:
  - { id: flotilla, mission: intercept, at: { zone: AC40 }, ships: [beagle-class-dd], plan: { '2': AC38/AC37 } }
`);
    state.turn = 2;
    state.fleets.flotilla.backlog = ['AC39']; // left over from turn 1's storm
    setWeather(state, 5);
    runMovement(data, state);
    const f = state.fleets.flotilla;
    expect([f.zone, f.backlog]).toEqual(['AC39', ['AC38', 'AC37']]);
    expect(f.log).toEqual([{ from: 'AC40', note: 'slowed: AC38/AC37 still to sail', path: ['AC39'], port: null, turn: 2 }]);
  });

  it('11.73 in calm weather the same destroyers make two zones', () => {
    const { data, state } = withScenario(`
allied:
  - { id: flotilla, mission: intercept, at: { zone: AC40 }, ships: [beagle-class-dd], plan: { '2': AC38/AC37 } }
`);
    state.turn = 2;
    state.fleets.flotilla.backlog = ['AC39'];
    runMovement(data, state);
    expect([state.fleets.flotilla.zone, state.fleets.flotilla.backlog]).toEqual(['AC38', ['AC37']]);
  });
});

describe('4.3 the Fleet Movement Phase in the turn', () => {
  it('4.3 the movement events of a played turn are the step "movement" citing 4.3, 5.1 and 5.3', () => {
    const { data, state } = withScenario(`
allied:
  - { id: cruisers, mission: intercept, at: { zone: AC41 }, ships: [gloucester], plan: { '1': AB41 } }
`);
    const [e] = ofType(play(data, state, {}).events, 'gwas.fleet-moved');
    expect([e.step, e.rule, e.data.zone]).toEqual(['movement', '4.3, 5.1, 5.3', 'AB41']);
  });
});

describe('5.41, 7.37 a plot that no longer joins up', () => {
  it('7.37 the fleet sails as far as its plot joins up and its player is told to re-plot', () => {
    const { data, state } = withScenario(`
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [gloucester], plan: { '1': AB41/AA40 } }
`);
    const moved = runMovement(data, state);
    const c = state.fleets.cruisers;
    const note = 'plot broken: AA40 is not next to AB41; re-plot (7.37)';
    expect([c.zone, c.backlog]).toEqual(['AB41', []]);
    expect(c.log).toEqual([{ from: 'AB40', note, path: ['AB41'], port: null, turn: 1 }]);
    expect(moved.of('cruisers').data).toEqual({ fleet: 'cruisers', from: 'AB40', path: ['AB41'], zone: 'AB41', port: null, note });
  });

  it('5.41 a fleet a contact moved sails nothing of a plot written from its old zone; the note follows the others', () => {
    // Plotted from AC41 (AC42, then search); a battle left the raider in AB40, which is not next to AC42.
    const { data, state } = withScenario(`
central:
  - { id: raider, mission: raid, at: { zone: AB40 }, ships: [breslau], plan: { '1': AC42/Search 1 } }
`);
    runMovement(data, state);
    expect(state.fleets.raider.zone).toBe('AB40');
    expect(state.fleets.raider.log).toEqual([
      { from: 'AB40', note: 'search; plot broken: AC42 is not next to AB40; re-plot (7.37)', path: [], port: null, turn: 1 },
    ]);
  });
});

describe('7.38 zones lost to a long battle', () => {
  it('7.38 the fleet sails that many zones fewer on the turn given; the rest of its route waits', () => {
    const { data, state } = withScenario(`
allied:
  - { id: cruisers, mission: intercept, at: { zone: AC41 }, ships: [gloucester, chatham], plan: { '1': AB41/AA41 } }
central:
  - { id: raider, mission: raid, at: { zone: AB40 }, ships: [breslau], plan: { '1': AB41/Search 1 } }
`);
    state.fleets.cruisers.lostZones = { turn: 1, zones: 1 };
    state.fleets.raider.lostZones = { turn: 1, zones: 1 };
    const moved = runMovement(data, state);
    const c = state.fleets.cruisers;
    expect([c.zone, c.backlog]).toEqual(['AB41', ['AA41']]);
    expect(c.log).toEqual([{ from: 'AC41', note: '1 zone(s) lost to the long battle (7.38)', path: ['AB41'], port: null, turn: 1 }]);
    expect(moved.of('cruisers').data.note).toBe('1 zone(s) lost to the long battle (7.38)');
    // The raider could sail one zone (its search takes the other): it sails none.
    expect([state.fleets.raider.zone, state.fleets.raider.backlog]).toEqual(['AB40', ['AB41']]);
    expect(state.fleets.raider.log.at(-1)!.note).toBe('search; 1 zone(s) lost to the long battle (7.38)');
  });

  it('7.38 zones lost on an earlier turn cost nothing now', () => {
    const { data, state } = withScenario(`
allied:
  - { id: cruisers, mission: intercept, at: { zone: AC41 }, ships: [gloucester, chatham], plan: { '2': AB41/AA41 } }
`);
    state.turn = 2;
    state.fleets.cruisers.lostZones = { turn: 1, zones: 1 };
    runMovement(data, state);
    expect(state.fleets.cruisers.log).toEqual([{ from: 'AC41', path: ['AB41', 'AA41'], port: null, turn: 2 }]);
  });
});

describe('11.5, 11.1, 12.4, 13.31, 13.72, 13.73 a fleet at work stays where it is', () => {
  // Each box as a player writes it, and the note the log line carries.
  const work: [string, string][] = [
    ['Load', 'load'], ['Unload', 'unload'], ['Bombard', 'bombard'], ['Fuel', 'fuel'], ['Coal', 'coal'],
    ['Oil', 'oil'], ['Mine AB41', 'mine'], ['Detect', 'detect'], ['Sweep AB41', 'sweep'],
  ];
  it.each(work)('"%s": the fleet stays in its zone and the zone it still owes waits (note "%s")', (box, note) => {
    const { data, state } = withScenario(`
allied:
  - { id: squadron, mission: intercept, at: { zone: AB40 }, ships: [gloucester], plan: { '2': '${box}' } }
`);
    state.turn = 2;
    state.fleets.squadron.backlog = ['AB41'];
    const moved = runMovement(data, state);
    expect([state.fleets.squadron.zone, state.fleets.squadron.backlog]).toEqual(['AB40', ['AB41']]);
    expect(state.fleets.squadron.log).toEqual([{ from: 'AB40', note, path: [], port: null, turn: 2 }]);
    expect(moved.of('squadron').data).toEqual({ fleet: 'squadron', from: 'AB40', path: [], zone: 'AB40', port: null, note });
  });

  it('11.5, 12.3 two things done in one turn are both noted, in the rulebook\'s order', () => {
    const { data, state } = withScenario(`
allied:
  - { id: convoy, mission: transport, at: { port: malta }, ships: [xix-corps-transports-1], plan: { '1': Fuel/Load } }
`);
    runMovement(data, state);
    expect(state.fleets.convoy.log).toEqual([{ from: 'AC37', note: 'load; fuel', path: [], port: 'malta', turn: 1 }]);
  });
});

describe('11.3 ports', () => {
  it('11.3 a fleet enters a port of its side in the zone it reaches', () => {
    const { data, state } = withScenario(`
allied:
  - { id: cruisers, mission: intercept, at: { zone: AC38 }, ships: [gloucester], plan: { '1': AC37/Malta } }
`);
    const moved = runMovement(data, state);
    expect([state.fleets.cruisers.zone, state.fleets.cruisers.port]).toEqual(['AC37', 'malta']);
    expect(state.fleets.cruisers.log).toEqual([{ from: 'AC38', path: ['AC37'], port: 'malta', turn: 1 }]);
    expect(moved.of('cruisers').data).toEqual({ fleet: 'cruisers', from: 'AC38', path: ['AC37'], zone: 'AC37', port: 'malta', note: null });
  });

  it('11.3 a port is entered only from its own zone', () => {
    const { data, state } = withScenario(`
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [gloucester], plan: { '1': AB41/Malta } }
`);
    runMovement(data, state);
    expect([state.fleets.cruisers.zone, state.fleets.cruisers.port]).toEqual(['AB41', null]);
    expect(state.fleets.cruisers.log).toEqual([{ from: 'AB40', note: 'could not enter Malta', path: ['AB41'], port: null, turn: 1 }]);
  });

  it('11.3 an enemy major base is refused', () => {
    const { data, state } = withScenario(`
allied:
  - { id: cruisers, mission: intercept, at: { zone: H35 }, ships: [gloucester], plan: { '1': I36/Pola } }
`);
    runMovement(data, state);
    expect([state.fleets.cruisers.zone, state.fleets.cruisers.port]).toEqual(['I36', null]);
    expect(state.fleets.cruisers.log.at(-1)!.note).toBe('could not enter Pola');
  });

  it('11.3, 11.73 a fleet slowed short of its port enters it only once the zones it owes are sailed', () => {
    const { data, state } = withScenario(`
allied:
  - { id: flotilla, mission: intercept, at: { zone: AC40 }, ships: [beagle-class-dd], plan: { '2': AC38/AC37/Malta } }
`);
    state.turn = 2;
    state.fleets.flotilla.backlog = ['AC39'];
    setWeather(state, 5);
    runMovement(data, state);
    const f = state.fleets.flotilla;
    expect([f.zone, f.port, f.backlog]).toEqual(['AC39', null, ['AC38', 'AC37']]);
    expect(f.log.at(-1)!.note).toBe('delayed: AC38/AC37 still to sail before Malta');
  });
});
