/**
 * Issue 8 items 4–6 from the players' YAML orders: one search a box (10.21), which ports a fleet
 * may enter (11.3, 11.33), and Abort routes home, to a neutral home port too (5.2 Abort).
 */
import { describe, expect, it } from 'vitest';
import { check, codes, gameData, play, withScenario } from '../helpers/gwas.js';
import { setupState } from '../../src/games/gwas/setup.js';
import { distancesFrom, shortestPath } from '../../src/games/gwas/geography.js';

const o = (side: string, fleets: string, turn = 1) => `side: ${side}\nturn: ${turn}\nfleets:\n${fleets}`;

describe('10.21 a fleet searches one zone a turn, "not both"', () => {
  const scenario = `
central:
  - { id: raiders, mission: raid, at: { zone: N23 }, ships: [breslau] }
`;
  it('10.21 two searches in one box are refused, never half carried out', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'central', o('central', '  raiders:\n    plot:\n      1: Search 1/Search 1\n')))).toEqual(['GW2066']);
    expect(codes(check(data, state, 'central', o('central', '  raiders:\n    plot:\n      1: Search 2/Search 2\n')))).toEqual(['GW2066']);
    expect(codes(check(data, state, 'central', o('central', '  raiders:\n    plot:\n      1: Search 1/M23/Search 1\n')))).toEqual(['GW2066']);
  });
  it('10.21 the diagnostic underlines the second search', () => {
    const { data, state } = withScenario(scenario);
    const [d] = check(data, state, 'central', o('central', '  raiders:\n    plot:\n      1: Search 1/M23/Search 1\n'));
    expect(d.source).toBe('      1: Search 1/M23/Search 1');
    expect(d.column).toBe('      1: Search 1/M23/'.length + 1);
    expect(d.rule).toBe('10.21');
  });
  it('10.21 one search, of the zone left or the zone entered, is accepted', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'central', o('central', '  raiders:\n    plot:\n      1: Search 1/M23\n')))).toEqual([]);
    expect(codes(check(data, state, 'central', o('central', '  raiders:\n    plot:\n      1: M23/Search 1\n')))).toEqual([]);
  });
});

describe('11.3, 11.33 ports: friendly ports, neutral and enemy minor ports, major bases', () => {
  const scenario = `
central:
  - { id: raiders, mission: intercept, at: { zone: Y26 }, ships: [breslau] }
  - { id: northern, mission: intercept, at: { zone: Y38 }, ships: [goeben] }
  - { id: southern, mission: intercept, at: { zone: AC38 }, ships: [hamidieh] }
`;
  it('11.3 an enemy minor port (Philippeville) may be entered, with a warning that it is not friendly', () => {
    const { data, state } = withScenario(scenario);
    const text = o('central', '  raiders:\n    plot:\n      1: Z25/Philippeville\n');
    const d = check(data, state, 'central', text);
    expect(d.map((x) => [x.code, x.severity])).toEqual([['GW2067', 'warning']]);
    expect(d[0].message).toContain('enemy minor port');
    const r = play(data, state, { central: text });
    expect(r.state.fleets.raiders.port).toBe('philippeville');
    // Not a friendly port: no turns counted towards a new mission (5.23).
    expect(play(data, r.state, {}).state.fleets.raiders.turnsInPort).toBe(0);
  });
  it('11.3 a neutral minor port (Messina, 1914) may be entered, with the neutral-port warning', () => {
    const { data, state } = withScenario(scenario);
    const d = check(data, state, 'central', o('central', '  northern:\n    plot:\n      1: X38/Messina\n'));
    expect(d.map((x) => [x.code, x.severity])).toEqual([['GW2064', 'warning']]);
    expect(d[0].message).toContain('neutral minor port');
  });
  it('11.33 an enemy major base (Malta) is refused; a friendly minor port needs no word', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'central', o('central', '  southern:\n    plot:\n      1: AC37/Malta\n')))).toEqual(['GW2056']);
    const { data: d2, state: s2 } = withScenario(`
allied:
  - { id: cruisers, mission: intercept, at: { zone: Y26 }, ships: [gloucester] }
`);
    expect(codes(check(d2, s2, 'allied', o('allied', '  cruisers:\n    plot:\n      1: Z25/Philippeville\n')))).toEqual([]);
  });
});

describe('5.2 Abort: the shortest route to a home port, neutral ones included', () => {
  /** The Goeben scenario: the Germans' only home port is the Dardanelles, an Ottoman (neutral) port. */
  function goeben() {
    const data = gameData();
    const state = setupState(data, 'goeben-1914');
    const from = state.fleets.mittelmeerdivision.zone;
    const route = shortestPath(data, from, new Set([data.map.ports.dardanelles.zone]))!;
    return { data, state, route };
  }
  /** Boxes from turn `first`, two zones a turn, entering the Dardanelles in the last. */
  function boxes(route: string[], first: number, pauseAt?: number): string {
    const out: string[] = [];
    let turn = first;
    for (let i = 0; i < route.length; i += 2) {
      if (turn === pauseAt) out.push(`      ${turn++}: stay`);
      out.push(`      ${turn++}: ${route.slice(i, i + 2).join('/')}${i + 2 >= route.length ? '/Dardanelles' : ''}`);
    }
    return out.join('\n');
  }
  const abort = (plot: string) => o('central', `  mittelmeerdivision:\n    mission: abort\n    plot:\n${plot}\n`);

  it('5.2 Abort to a neutral home port (the Dardanelles) by the shortest route is accepted', () => {
    const { data, state, route } = goeben();
    expect(route.length).toBeGreaterThan(10);
    // Turns 1 and 2 stand as plotted (the fleet has none: it stays), the way home starts at turn 3.
    expect(codes(check(data, state, 'central', abort(boxes(route, 3))))).toEqual([]);
  });
  it('5.2 Abort to a neutral home port by a longer route is refused', () => {
    const { data, state, route } = goeben();
    // A detour: first one zone that leads no nearer home, then the shortest way from there.
    const home = data.map.ports.dardanelles.zone;
    const here = state.fleets.mittelmeerdivision.zone;
    const dist = distancesFrom(data, home);
    const aside = data.map.zones[here].neighbours.find((z) => (dist.get(z) ?? 0) >= dist.get(here)!)!;
    const onward = shortestPath(data, aside, new Set([home]))!;
    const detour = `      3: ${aside}\n${boxes(onward, 4)}`;
    expect(codes(check(data, state, 'central', abort(detour)))).toEqual(['GW2070']);
  });
  it('5.2 an Abort fleet may not stay on its way home', () => {
    const { data, state, route } = goeben();
    expect(codes(check(data, state, 'central', abort(boxes(route, 3, 6))))).toEqual(['GW2072']);
  });
  it('5.2 an Abort plan that never reaches the neutral home port is refused', () => {
    const { data, state, route } = goeben();
    expect(codes(check(data, state, 'central', abort(`      3: ${route.slice(0, 2).join('/')}`)))).toEqual(['GW2071']);
  });
});
