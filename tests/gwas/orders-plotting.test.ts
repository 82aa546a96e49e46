/**
 * The plotting delay (4.2, 5.1, 5.2) and the plans recorded when a mission is given (5.2, 7.37),
 * from the players' YAML orders. Issue 8 items 1 and 3, and item 12's 7.37 re-planning.
 * Zone ids are on our generated map: AB40–AB41–AA41–Z41 is open sea; Malta lies in AC37.
 */
import { describe, expect, it } from 'vitest';
import { check, codes, play, withScenario } from '../helpers/gwas.js';
import type { GwasState } from '../../src/games/gwas/state.js';

const o = (side: string, fleets: string, turn = 1) => `side: ${side}\nturn: ${turn}\nfleets:\n${fleets}`;

/** A battle fought last turn by these fleets (what the contact step records), for 7.37. */
function foughtIn(state: GwasState, turn: number, allied: string[], central: string[]): GwasState {
  state.contacts.push({ id: `C${turn}-1`, turn, zone: state.fleets[allied[0] ?? central[0]].zone, fleets: { allied, central }, automatic: true, chance: false });
  return state;
}

describe('4.2, 5.1 the plotting delay: the boxes of this turn and the next are closed', () => {
  const scenario = `
allied:
  - { id: hunters, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
central:
  - { id: raiders, mission: raid, at: { zone: N23 }, ships: [breslau] }
`;
  it('4.2 an Intercept fleet cannot fill in a blank box for the current turn (no zero-turn reaction)', () => {
    const { data, state } = withScenario(scenario);
    const s2 = play(data, state, {}).state;
    const d = check(data, s2, 'allied', o('allied', '  hunters:\n    plot:\n      2: AB41\n', 2));
    expect(codes(d)).toEqual(['GW2047']);
    expect(d[0].message).toContain('left blank, so the fleet stays');
  });
  it('4.2 nor the box of the next turn; the first open box is two turns ahead', () => {
    const { data, state } = withScenario(scenario);
    const s2 = play(data, state, {}).state;
    expect(codes(check(data, s2, 'allied', o('allied', '  hunters:\n    plot:\n      3: AB41\n', 2)))).toEqual(['GW2047']);
    expect(codes(check(data, s2, 'allied', o('allied', '  hunters:\n    plot:\n      4: AB41\n', 2)))).toEqual([]);
  });
  it('5.2 a Raid fleet is held to the same delay', () => {
    const { data, state } = withScenario(scenario);
    const s2 = play(data, state, {}).state;
    expect(codes(check(data, s2, 'central', o('central', '  raiders:\n    plot:\n      2: M23\n      3: M23\n', 2)))).toEqual(['GW2047', 'GW2047']);
    expect(codes(check(data, s2, 'central', o('central', '  raiders:\n    plot:\n      4: M23\n', 2)))).toEqual([]);
  });
  it('4.2 a blank box means the fleet stays where it is that turn', () => {
    const { data, state } = withScenario(scenario);
    const s2 = play(data, state, {}).state;
    const r = play(data, s2, { allied: o('allied', '  hunters:\n    plot:\n      4: AB41\n', 2) });
    expect(r.state.fleets.hunters.zone).toBe('AB40');
    const s4 = play(data, r.state, {}).state;
    expect(s4.fleets.hunters.zone).toBe('AB40');
    expect(play(data, s4, {}).state.fleets.hunters.zone).toBe('AB41');
  });
  it('3.3 at the start (turn 1) the boxes the scenario left blank are written up to two turns ahead', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'allied', o('allied', '  hunters:\n    plot:\n      1: AB41\n      2: AA41\n      3: Z41\n')))).toEqual([]);
    expect(codes(check(data, state, 'allied', o('allied', '  hunters:\n    plot:\n      4: Y41\n')))).toEqual(['GW2042']);
  });
  it('FAQ ships that arrive later plot three turns ahead: three boxes are closed, the fourth is open', () => {
    const { data, state } = withScenario(`
allied:
  - { id: reinforcement, mission: intercept, at: { zone: AB40 }, ships: [weymouth], arrives: 5 }
`);
    const s2 = play(data, state, {}).state;
    expect(codes(check(data, s2, 'allied', o('allied', '  reinforcement:\n    plot:\n      4: AB41\n', 2)))).toEqual(['GW2047']);
    expect(codes(check(data, s2, 'allied', o('allied', '  reinforcement:\n    plot:\n      5: AB41\n', 2)))).toEqual([]);
    expect(codes(check(data, s2, 'allied', o('allied', '  reinforcement:\n    plot:\n      6: AB41\n', 2)))).toEqual(['GW2042']);
  });
});

describe('5.2 Transport, Bombardment and Minelaying: the plan is recorded when the mission is given', () => {
  it('5.2 a fleet given Bombardment during the game records its whole plan then, from two turns ahead', () => {
    const { data, state } = withScenario(`
allied:
  - { id: squadron, mission: intercept, at: { port: malta }, ships: [courbet] }
`);
    let s = state;
    for (let t = 1; t <= 6; t++) s = play(data, s, {}).state;
    const given = o('allied', '  squadron:\n    mission: bombardment\n    plot:\n      9: Bombard\n      10: Bombard\n', 7);
    expect(codes(check(data, s, 'allied', given))).toEqual([]);
    // The boxes of turns 7 and 8 are closed by the plotting delay (4.2).
    expect(codes(check(data, s, 'allied', o('allied', '  squadron:\n    mission: bombardment\n    plot:\n      7: Bombard\n      9: Bombard\n', 7)))).toEqual(['GW2047']);
    // A Bombardment fleet with no plan at all is refused, mid-game as at the start.
    expect(codes(check(data, s, 'allied', o('allied', '  squadron:\n    mission: bombardment\n', 7)))).toEqual(['GW2046']);
    // Recorded, the plan is fixed from the next turn on, Abort aside.
    const s8 = play(data, s, { allied: given }).state;
    expect(s8.fleets.squadron).toMatchObject({ mission: 'bombardment', plan: { '9': 'Bombard', '10': 'Bombard' } });
    expect(codes(check(data, s8, 'allied', o('allied', '  squadron:\n    plot:\n      11: Bombard\n', 8)))).toEqual(['GW2044']);
  });
  it("5.2 at turn 1 the scenario's own convoy plan is fixed: it cannot be rewritten or extended", () => {
    const { data, state } = withScenario(`
allied:
  - { id: convoy, mission: transport, at: { zone: AC41 }, ships: [xix-corps-transports-1], plan: { '1': AB41, '2': AA41 } }
`);
    expect(codes(check(data, state, 'allied', o('allied', '  convoy:\n    plot:\n      2: AB40\n')))).toEqual(['GW2044']);
    expect(codes(check(data, state, 'allied', o('allied', '  convoy:\n    plot:\n      3: Z41\n')))).toEqual(['GW2044']);
  });
  it('5.2 Abort aside: at turn 1 the convoy may abort and sail home from turn 3 by the shortest route', async () => {
    const { shortestPath } = await import('../../src/games/gwas/geography.js');
    const { data, state } = withScenario(`
allied:
  - { id: convoy, mission: transport, at: { zone: AC41 }, ships: [xix-corps-transports-1], plan: { '1': AB41, '2': AA41 } }
`);
    // Speed 1s: one zone a turn from AA41, where turns 1 and 2 leave it, into Malta.
    const route = shortestPath(data, 'AA41', new Set([data.map.ports.malta.zone]))!;
    const boxes = route.map((z, i) => `      ${3 + i}: ${z}${i === route.length - 1 ? '/Malta' : ''}`).join('\n');
    expect(codes(check(data, state, 'allied', o('allied', `  convoy:\n    mission: abort\n    plot:\n${boxes}\n`)))).toEqual([]);
  });
  it('5.2 the real Goeben scenario: the XIX Corps convoy plan cannot be rewritten at turn 1', async () => {
    const { gameData } = await import('../helpers/gwas.js');
    const { setupState } = await import('../../src/games/gwas/setup.js');
    const data = gameData();
    const state = setupState(data, 'goeben-1914');
    expect(codes(check(data, state, 'allied', o('allied', '  xix-corps-convoy:\n    plot:\n      1: stay\n')))).toEqual(['GW2044']);
  });
});

describe('7.37 after a battle a fleet re-plans all its movement for the rest of the scenario', () => {
  const scenario = `
allied:
  - { id: bombarders, mission: bombardment, at: { zone: AC37 }, ships: [courbet], plan: { '1': Bombard, '2': Bombard, '3': Bombard } }
  - { id: hunters, mission: intercept, at: { zone: AB40 }, ships: [gloucester], plan: { '1': stay, '2': stay } }
`;
  it('7.37 a Bombardment fleet that fought may re-plan beyond two turns ahead', () => {
    const { data, state } = withScenario(scenario);
    const s2 = foughtIn(play(data, state, {}).state, 1, ['bombarders'], []);
    expect(codes(check(data, s2, 'allied', o('allied', '  bombarders:\n    plot:\n      2: AC38\n      3: stay\n      6: AB38\n', 2)))).toEqual([]);
  });
  it('7.37 an Intercept fleet that fought re-plans within its mission: up to two turns ahead', () => {
    const { data, state } = withScenario(scenario);
    const s2 = foughtIn(play(data, state, {}).state, 1, ['hunters'], []);
    expect(codes(check(data, s2, 'allied', o('allied', '  hunters:\n    plot:\n      2: AB41\n      3: AA41\n', 2)))).toEqual([]);
    expect(codes(check(data, s2, 'allied', o('allied', '  hunters:\n    plot:\n      5: AB41\n', 2)))).toEqual(['GW2042']);
  });
  it('7.37 a fleet that did not fight keeps its fixed plan', () => {
    const { data, state } = withScenario(scenario);
    const s2 = play(data, state, {}).state;
    expect(codes(check(data, s2, 'allied', o('allied', '  bombarders:\n    plot:\n      6: AB38\n', 2)))).toEqual(['GW2044']);
  });
});

describe('4.2 the orders form offers only the boxes that are open', () => {
  it('4.2 after turn 1 an Intercept fleet with nothing plotted is offered only the box two turns ahead', async () => {
    const { ordersForm } = await import('../../src/games/gwas/forms/orders-form.js');
    const { redactState } = await import('../../src/games/gwas/views/redact.js');
    const { data, state } = withScenario(`
allied:
  - { id: hunters, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
`);
    const s2 = play(data, state, {}).state;
    const form = ordersForm({ data, state: redactState(s2, 'allied', data), viewer: 'allied', campaign: 'test' });
    expect(form).toContain('You may write turn 4 (Intercept: 2 turns ahead, 5.2). Turns 2 to 3');
    expect(form).toContain('"plot:" and under it "4: AB40"');
    expect(form).not.toMatch(/under it "2: /);
  });
});

describe('7.37 an Abort fleet that fought re-plans its way home from this turn', () => {
  it('7.37 the new route home is checked (shortest, no stops) from the current turn', () => {
    const { data, state } = withScenario(`
allied:
  - { id: hunters, mission: abort, at: { zone: AB38 }, ships: [gloucester], plan: { '1': stay, '2': stay, '3': AB37/AC37, '4': Malta } }
`);
    const s2 = foughtIn(play(data, state, {}).state, 1, ['hunters'], []);
    expect(codes(check(data, s2, 'allied', o('allied', '  hunters:\n    plot:\n      2: AB37/AC37/Malta\n', 2)))).toEqual([]);
    expect(codes(check(data, s2, 'allied', o('allied', '  hunters:\n    plot:\n      2: stay\n      3: AB37/AC37/Malta\n', 2)))).toEqual(['GW2072']);
    // Reaching Malta's zone on turn 2 but entering the port only on turn 3 is a stop on the way.
    expect(codes(check(data, s2, 'allied', o('allied', '  hunters:\n    plot:\n      2: AB37/AC37\n      3: Malta\n', 2)))).toEqual(['GW2072']);
  });
});
