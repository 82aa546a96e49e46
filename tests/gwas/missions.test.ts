/**
 * 5.2 Missions, each rule both obeyed and broken, from the players' YAML orders.
 * Zone ids are on our generated map: Malta lies in AC37, Messina in X38, Taranto in S41.
 */
import { describe, expect, it } from 'vitest';
import { check, codes, play, withScenario } from '../helpers/gwas.js';
import { shortestPath } from '../../src/games/gwas/geography.js';

const o = (side: string, fleets: string, turn = 1) => `side: ${side}\nturn: ${turn}\nfleets:\n${fleets}`;

describe('5.2 Transport, Bombardment and Minelaying: the whole plan before the start, then only Abort', () => {
  const scenario = `
allied:
  - { id: convoy, mission: transport, at: { zone: AC41 }, ships: [xix-corps-transports-1], plan: { '1': AB41, '2': AA41 } }
`;
  it('5.2 a plan the scenario left to the player is recorded before the scenario begins (turn 1)', () => {
    // A plan the scenario itself records is fixed from the start: tests/gwas/orders-plotting.test.ts.
    const { data, state } = withScenario(`
allied:
  - { id: convoy, mission: transport, at: { zone: AC41 }, ships: [xix-corps-transports-1] }
`);
    expect(codes(check(data, state, 'allied', o('allied', '  convoy:\n    plot:\n      1: AB41\n      2: AA41\n      3: Z41\n')))).toEqual([]);
  });
  it('5.2 after the start the plan cannot be changed', () => {
    const { data, state } = withScenario(scenario);
    const s2 = play(data, state, {}).state;
    expect(codes(check(data, s2, 'allied', o('allied', '  convoy:\n    plot:\n      3: AB40\n', 2)))).toEqual(['GW2044']);
  });
  it('5.2 a Transport fleet with no plan at the start is refused', () => {
    const { data, state } = withScenario(`
allied:
  - { id: convoy, mission: transport, at: { zone: AC41 }, ships: [xix-corps-transports-1] }
`);
    expect(codes(check(data, state, 'allied', o('allied', '  convoy: {}\n')))).toEqual(['GW2046']);
  });
  it('5.2 Bombardment: only warships; Bombard only while staying put (11.1)', () => {
    const { data, state } = withScenario(`
allied:
  - { id: bombarders, mission: bombardment, at: { zone: AC37 }, ships: [courbet] }
`);
    // AC37 is coastal (Malta): a bombardment needs a coastal zone (11.1, GW2410).
    expect(codes(check(data, state, 'allied', o('allied', '  bombarders:\n    plot:\n      1: Bombard\n')))).toEqual([]);
    expect(codes(check(data, state, 'allied', o('allied', '  bombarders:\n    plot:\n      1: AC36/Bombard\n')))).toEqual(['GW2059']);
  });
});

describe('5.2 Intercept and Raid: plotted only two turns ahead', () => {
  const scenario = `
allied:
  - { id: hunters, mission: intercept, at: { zone: AB40 }, ships: [gloucester], plan: { '1': AB41, '2': AA41 } }
`;
  it('5.2 in turn 1 an Intercept fleet may plot up to turn 3', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'allied', o('allied', '  hunters:\n    plot:\n      3: Z41\n')))).toEqual([]);
  });
  it('5.2 plotting turn 4 in turn 1 is too far ahead', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'allied', o('allied', '  hunters:\n    plot:\n      3: Z41\n      4: Y41\n')))).toEqual(['GW2042']);
  });
  it('4.2 a box already written cannot be rewritten', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'allied', o('allied', '  hunters:\n    plot:\n      2: AB39\n')))).toEqual(['GW2043']);
  });
  it('4.2 a turn already played cannot be plotted', () => {
    const { data, state } = withScenario(scenario);
    const s2 = play(data, state, {}).state;
    expect(codes(check(data, s2, 'allied', o('allied', '  hunters:\n    plot:\n      1: AB41\n', 2)))).toEqual(['GW2040']);
  });
});

describe('5.2 Abort: re-plotted from two turns ahead by the shortest route home', () => {
  // Gloucester at AB37, two zones from Malta (AC37 is adjacent to AB37... one zone).
  const scenario = `
allied:
  - { id: hunters, mission: intercept, at: { zone: AB39 }, ships: [gloucester], plan: { '1': AB38, '2': AB37 } }
`;
  it('5.2 a valid Abort: turns 1–2 stand, turn 3 enters Malta by the shortest way', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'allied', o('allied', '  hunters:\n    mission: abort\n    plot:\n      3: AC37/Malta\n')))).toEqual([]);
  });
  it('5.2 Abort cannot change the next two turns', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'allied', o('allied', '  hunters:\n    mission: abort\n    plot:\n      2: AB38\n      3: AC37/Malta\n')))).toContain('GW2045');
  });
  it('5.2 Abort must take the shortest route', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'allied', o('allied', '  hunters:\n    mission: abort\n    plot:\n      3: AC38/AC37\n      4: Malta\n')))).toEqual(['GW2070']);
  });
  it('5.2 Abort must reach a home port', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'allied', o('allied', '  hunters:\n    mission: abort\n    plot:\n      3: AC37\n')))).toEqual(['GW2071']);
  });
});

describe('5.23, 5.26 and 5.21: new missions, one Raid fleet, ship types', () => {
  const inPort = `
allied:
  - { id: squadron, mission: intercept, at: { port: malta }, ships: [gloucester, chatham] }
  - { id: convoy, mission: transport, at: { port: malta }, ships: [xix-corps-transports-1], plan: { '1': stay } }
  - { id: raider, mission: raid, at: { zone: AB40 }, ships: [dublin] }
`;
  it('5.23 a new mission only after six consecutive turns in a friendly port', () => {
    const { data, state } = withScenario(inPort);
    expect(codes(check(data, state, 'allied', o('allied', '  squadron:\n    mission: bombardment\n')))).toEqual(['GW2020']);
    let s = state;
    for (let t = 1; t <= 6; t++) s = play(data, s, {}).state;
    expect(s.fleets.squadron.turnsInPort).toBe(6);
    // 5.2: the Bombardment plan is recorded when the mission is given (from two turns ahead, 4.2).
    expect(codes(check(data, s, 'allied', o('allied', '  squadron:\n    mission: bombardment\n    plot:\n      9: Bombard\n', 7)))).toEqual([]);
  });
  it('5.26 only one fleet per scenario may be given the Raid mission', () => {
    const { data, state } = withScenario(inPort);
    let s = state;
    for (let t = 1; t <= 6; t++) s = play(data, s, {}).state;
    expect(codes(check(data, s, 'allied', o('allied', '  squadron:\n    mission: raid\n', 7)))).toEqual(['GW2022']);
  });
  it('5.2 a transport (not a warship) cannot be given the Intercept mission', () => {
    const { data, state } = withScenario(inPort);
    let s = state;
    for (let t = 1; t <= 6; t++) s = play(data, s, {}).state;
    expect(codes(check(data, s, 'allied', o('allied', '  convoy:\n    mission: intercept\n', 7)))).toEqual(['GW2021']);
  });
  it('5.2 Abort may be ordered at any time', () => {
    const { data, state } = withScenario(inPort);
    // The shortest way from AB40 to Malta, two zones a turn from turn 3 (computed on our map).
    const route = shortestPath(data, 'AB40', new Set([data.map.ports.malta.zone]))!;
    const boxes = [];
    for (let i = 0; i < route.length; i += 2) boxes.push(`      ${3 + i / 2}: ${route.slice(i, i + 2).join('/')}${i + 2 >= route.length ? '/Malta' : ''}`);
    expect(codes(check(data, state, 'allied', o('allied', `  raider:\n    mission: abort\n    plot:\n${boxes.join('\n')}\n`)))).toEqual([]);
  });
});

describe('11.33 major bases', () => {
  const scenario = `
central:
  - { id: raiders, mission: intercept, at: { zone: AC38 }, ships: [breslau] }
  - { id: northern, mission: intercept, at: { zone: Y38 }, ships: [goeben] }
`;
  it('11.33 a fleet may not enter an enemy major base (Malta)', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'central', o('central', '  raiders:\n    plot:\n      1: AC37/Malta\n')))).toEqual(['GW2056']);
  });
  it('11.3 a neutral minor port may be entered (Messina, 1914)', () => {
    const { data, state } = withScenario(scenario);
    // Entered with a warning that it is not a friendly port (11.3; tests/gwas/orders-search-ports-abort.test.ts).
    expect(codes(check(data, state, 'central', o('central', '  northern:\n    plot:\n      1: X38/Messina\n')))).toEqual(['GW2064']);
    const r = play(data, state, { central: o('central', '  northern:\n    plot:\n      1: X38/Messina\n') });
    expect(r.state.fleets.northern.port).toBe('messina');
  });
  it('11.3 the port must lie in the zone the fleet reaches', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'central', o('central', '  northern:\n    plot:\n      1: Y39/Messina\n')))).toEqual(['GW2055']);
  });
});

describe('10.2 Search for merchants', () => {
  const scenario = `
central:
  - { id: raiders, mission: raid, at: { zone: N23 }, ships: [breslau] }
  - { id: slow-raider, mission: intercept, at: { zone: AB41 }, ships: [hamidieh] }
`;
  it('10.21 a speed-2 raider may move one zone and Search 1, or stay and Search 2', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'central', o('central', '  raiders:\n    plot:\n      1: M23/Search 1\n      2: Search 2\n')))).toEqual([]);
    expect(codes(check(data, state, 'central', o('central', '  raiders:\n    plot:\n      1: M23/Search 2\n')))).toEqual(['GW2058']);
  });
  it('10.2 only a Raid fleet may search', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'central', o('central', '  slow-raider:\n    plot:\n      1: Search 1\n')))).toEqual(['GW2057']);
  });
});

describe('5.25 Divide and 5.22 merging', () => {
  const scenario = `
allied:
  - { id: squadron, mission: intercept, at: { zone: AB40 }, ships: [gloucester, chatham, dublin] }
  - { id: second, mission: intercept, at: { zone: AB40 }, ships: [weymouth] }
  - { id: distant, mission: intercept, at: { zone: AC41 }, ships: [bristol] }
  - { id: convoy, mission: transport, at: { zone: AB40 }, ships: [xix-corps-transports-1], plan: { '1': stay } }
`;
  it('5.25 a Raid or Intercept fleet divides; the new fleet keeps the mission and moves from next turn', () => {
    const { data, state } = withScenario(scenario);
    const text = o('allied', '  squadron:\n    plot:\n      1: Divide\n    divide:\n      - { id: squadron-2, ships: [dublin] }\n  squadron-2:\n    plot:\n      2: AB41\n');
    expect(codes(check(data, state, 'allied', text))).toEqual([]);
    const r = play(data, state, { allied: text });
    expect(r.state.fleets['squadron-2']).toMatchObject({ mission: 'intercept', zone: 'AB40', ships: ['dublin'] });
    expect(r.state.fleets.squadron.ships).toEqual(['gloucester', 'chatham']);
    expect(r.state.ships.dublin.fleet).toBe('squadron-2');
    expect(play(data, r.state, {}).state.fleets['squadron-2'].zone).toBe('AB41');
  });
  it('5.25 divide rules broken: ship not in the fleet, nothing left behind, bad id, no Divide box', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'allied', o('allied', '  squadron:\n    plot:\n      1: Divide\n    divide:\n      - { id: squadron-2, ships: [weymouth] }\n')))).toEqual(['GW2081']);
    expect(codes(check(data, state, 'allied', o('allied', '  squadron:\n    plot:\n      1: Divide\n    divide:\n      - { id: squadron-2, ships: [gloucester, chatham, dublin] }\n')))).toEqual(['GW2082']);
    expect(codes(check(data, state, 'allied', o('allied', '  squadron:\n    plot:\n      1: Divide\n    divide:\n      - { id: other, ships: [dublin] }\n')))).toEqual(['GW2083']);
    expect(codes(check(data, state, 'allied', o('allied', '  squadron:\n    divide:\n      - { id: squadron-2, ships: [dublin] }\n')))).toEqual(['GW2061']);
    expect(codes(check(data, state, 'allied', o('allied', '  convoy:\n    plot:\n      1: Divide\n    divide:\n      - { id: convoy-2, ships: [xix-corps-transports-1] }\n')))).toContain('GW2080');
  });
  it('5.22 fleets with the same mission in the same zone merge', () => {
    const { data, state } = withScenario(scenario);
    const text = o('allied', '  squadron:\n    merge: [second]\n');
    expect(codes(check(data, state, 'allied', text))).toEqual([]);
    const r = play(data, state, { allied: text });
    expect(r.state.fleets.squadron.ships).toEqual(['gloucester', 'chatham', 'dublin', 'weymouth']);
    expect(r.state.fleets.second.gone).toBe('merged');
  });
  it('5.22 merging is refused across zones or missions', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'allied', o('allied', '  squadron:\n    merge: [distant]\n')))).toEqual(['GW2091']);
    expect(codes(check(data, state, 'allied', o('allied', '  squadron:\n    merge: [convoy]\n')))).toEqual(['GW2092']);
  });
  it('5.2 a fleet of more than four ships is of one nationality', () => {
    const { data, state } = withScenario(`
allied:
  - { id: british, mission: intercept, at: { zone: AB40 }, ships: [gloucester, chatham, dublin] }
  - { id: french, mission: intercept, at: { zone: AB40 }, ships: [courbet, jean-bart] }
  - { id: french-two, mission: intercept, at: { zone: AB40 }, ships: [danton] }
`);
    expect(codes(check(data, state, 'allied', o('allied', '  british:\n    merge: [french]\n')))).toEqual(['GW2084']);
    expect(codes(check(data, state, 'allied', o('allied', '  french:\n    merge: [french-two]\n')))).toEqual([]);
  });
});

describe('orders for the wrong side or turn, and unknown fleets', () => {
  const scenario = `
allied:
  - { id: hunters, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
central:
  - { id: raiders, mission: raid, at: { zone: AC40 }, ships: [breslau] }
`;
  it('4.2 orders for another turn or side are refused', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'allied', o('allied', '  hunters: {}\n', 2)))).toEqual(['ADM1052']);
    expect(codes(check(data, state, 'allied', o('central', '  hunters: {}\n')))).toEqual(['ADM1051']);
  });
  it('an enemy fleet id is answered exactly like an unknown one (no leak)', () => {
    const { data, state } = withScenario(scenario);
    const enemy = check(data, state, 'allied', o('allied', '  raiders: {}\n'));
    const unknown = check(data, state, 'allied', o('allied', '  raidurs: {}\n'));
    expect(codes(enemy)).toEqual(['GW2010']);
    expect(enemy[0].message.replace('raiders', 'X')).toBe(unknown[0].message.replace('raidurs', 'X'));
    const typo = check(data, state, 'allied', o('allied', '  huntres: {}\n'));
    expect(typo[0].hint).toBe("Did you mean 'hunters'?");
  });
});

describe('5.2 Minelaying and Minesweeping (13.52, 13.71)', () => {
  const scenario = `
central:
  - { id: layer, mission: minelaying, at: { zone: AB40 }, ships: [nusret] }
  - { id: cruisers, mission: intercept, at: { port: pola }, ships: [hamidieh] }
`;
  it('5.2 a Minelaying plan is recorded before the start (turn 1) and fixed after it', () => {
    const { data, state } = withScenario(scenario);
    const plan = o('central', '  layer:\n    plot:\n      1: AB41\n      2: AA41\n');
    expect(codes(check(data, state, 'central', plan))).toEqual([]);
    const s2 = play(data, state, { central: plan }).state;
    expect(codes(check(data, s2, 'central', o('central', '  layer:\n    plot:\n      3: AA41\n', 2)))).toEqual(['GW2044']);
  });
  it('13.71 only minesweepers may be given the Minesweeping mission', () => {
    const { data, state } = withScenario(scenario);
    let s = state;
    for (let t = 1; t <= 6; t++) s = play(data, s, {}).state;
    expect(codes(check(data, s, 'central', o('central', '  cruisers:\n    mission: minesweeping\n', 7)))).toEqual(['GW2021']);
  });
  it('13.52 Minelaying by a ship that is not a minelayer is a warning, not an error', () => {
    const { data, state } = withScenario(scenario);
    let s = state;
    for (let t = 1; t <= 6; t++) s = play(data, s, {}).state;
    const d = check(data, s, 'central', o('central', '  cruisers:\n    mission: minelaying\n    plot:\n      9: stay\n', 7));
    expect(d.map((x) => [x.code, x.severity])).toEqual([['GW2024', 'warning']]);
  });
});
