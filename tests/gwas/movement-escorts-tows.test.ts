/**
 * 4.3 the Fleet Movement Phase, continued (movement-rules.test.ts has the plots, holds and ports):
 * escorts moving with the fleet they escort (5.2 Escort), a tow's one zone per three turns
 * (11.22), and fleets formed by Divide placed where the fleet they came from stops (5.25).
 * The movement step is run on its own (tests/gwas/movement-step.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkGwasText } from '../../src/games/gwas/check-text.js';
import type { GwasOrders } from '../../src/games/gwas/orders-types.js';
import { ordersStep } from '../../src/games/gwas/steps/orders.js';
import { withScenario } from '../helpers/gwas.js';
import { runMovement, toSide } from './movement-step.js';
import { scriptedContext } from './scripted-dice.js';

// AB40's neighbours: AA40 AA41 AB39 AB41 AC40 AC41. Fleet ids sort 'close-escort' before 'convoy':
// the escort comes first in the fleet list and must still wait for the fleet it escorts.
const CONVOY = `
allied:
  - { id: convoy, mission: transport, at: { zone: AB40 }, ships: [xix-corps-transports-1], plan: { '1': AB41 } }
  - { id: close-escort, mission: escort, escorting: convoy, at: { zone: AB40 }, ships: [gloucester], plan: { '1': AC41 } }
`;

describe('5.2 Escort: an escort moves with the fleet it escorts', () => {
  it('5.2 the escort ends where its fleet ends, its log line copies that fleet\'s path, and its side is told', () => {
    const { data, state } = withScenario(CONVOY);
    const moved = runMovement(data, state);
    const e = state.fleets['close-escort'];
    expect([e.zone, e.port, e.backlog]).toEqual(['AB41', null, []]);
    expect(e.log).toEqual([{ from: 'AB40', note: 'escorting convoy', path: ['AB41'], port: null, turn: 1 }]);
    const ev = moved.of('close-escort');
    expect(ev.audience).toEqual(toSide('allied'));
    expect(ev.data).toEqual({ fleet: 'close-escort', from: 'AB40', path: ['AB41'], zone: 'AB41', port: null, note: 'escorting convoy' });
    expect(state.fleets.convoy.log).toEqual([{ from: 'AB40', path: ['AB41'], port: null, turn: 1 }]);
    expect(moved.events).toHaveLength(2);
  });

  it('5.2 an escort follows its fleet into port', () => {
    const { data, state } = withScenario(CONVOY.replaceAll('AB40', 'AC38').replace("'1': AB41", "'1': AC37/Malta"));
    runMovement(data, state);
    expect([state.fleets['close-escort'].zone, state.fleets['close-escort'].port]).toEqual(['AC37', 'malta']);
    expect(state.fleets['close-escort'].log).toEqual([{ from: 'AC38', note: 'escorting convoy', path: ['AC37'], port: 'malta', turn: 1 }]);
  });

  it('5.2 an escort whose fleet is gone (sunk) sails its own plot', () => {
    const { data, state } = withScenario(CONVOY);
    state.fleets.convoy.gone = 'sunk';
    const moved = runMovement(data, state);
    expect(state.fleets['close-escort'].zone).toBe('AC41');
    expect(state.fleets['close-escort'].log).toEqual([{ from: 'AB40', path: ['AC41'], port: null, turn: 1 }]);
    expect(moved.of('close-escort').data.note).toBeNull();
  });

  it('5.2 an escort of a fleet not yet in play (FAQ: later arrivals) stays with it and sails nothing', () => {
    const { data, state } = withScenario(CONVOY);
    state.fleets.convoy.arrives = 3;
    runMovement(data, state);
    expect(state.fleets['close-escort'].log).toEqual([{ from: 'AB40', note: 'escorting convoy', path: [], port: null, turn: 1 }]);
    expect(state.fleets.convoy.log).toEqual([]);
  });

  it('5.2 only a fleet on the Escort mission with a fleet named follows one; otherwise its own plot is sailed', () => {
    const { data, state } = withScenario(`
allied:
  - { id: convoy, mission: transport, at: { zone: AB40 }, ships: [xix-corps-transports-1], plan: { '1': AB41 } }
  - { id: cover, mission: intercept, escorting: convoy, at: { zone: AB40 }, ships: [gloucester], plan: { '1': AC41 } }
  - { id: loose, mission: escort, at: { zone: AB40 }, ships: [chatham], plan: { '1': AA41 } }
`);
    const moved = runMovement(data, state);
    expect(state.fleets.cover.log).toEqual([{ from: 'AB40', path: ['AC41'], port: null, turn: 1 }]);
    expect(state.fleets.loose.log).toEqual([{ from: 'AB40', path: ['AA41'], port: null, turn: 1 }]);
    expect(moved.events).toHaveLength(3);
  });
});

const TOW = `
allied:
  - { id: tow, mission: intercept, at: { zone: AB40 }, ships: [gloucester, chatham, dublin], plan: { '1': AB41 } }
`;
const TOWING = 'towing (11.22: one zone per three turns)';

/** Chatham, unable to manoeuvre, under tow by Gloucester (11.21), in the fleet `tow`. */
function towScenario() {
  const all = withScenario(TOW);
  Object.assign(all.state.ships.chatham, { unableToManoeuvre: true, towedBy: 'gloucester' });
  return all;
}

describe('11.22 towing: a tow and its tower make one zone per three turns', () => {
  it('11.22 the first two turns of trying the fleet stays and its zone waits; the third it enters it', () => {
    const { data, state } = towScenario();
    const f = state.fleets.tow;
    for (const turn of [1, 2]) {
      state.turn = turn;
      const moved = runMovement(data, state);
      expect([f.zone, f.backlog, f.towTurns]).toEqual(['AB40', ['AB41'], turn]);
      expect(f.log.at(-1)).toEqual({ from: 'AB40', note: TOWING, path: [], port: null, turn });
      expect(moved.of('tow').data.note).toBe(TOWING);
    }
    state.turn = 3;
    runMovement(data, state);
    expect([f.zone, f.backlog, f.towTurns]).toEqual(['AB41', [], 0]);
    expect(f.log.at(-1)).toEqual({ from: 'AB40', note: TOWING, path: ['AB41'], port: null, turn: 3 });
  });

  it('11.22 a tow moves only if the fleet\'s other ships can: a second ship unable to manoeuvre holds it', () => {
    const { data, state } = towScenario();
    state.ships.dublin.unableToManoeuvre = true; // not under tow
    state.fleets.tow.towTurns = 2;
    runMovement(data, state);
    expect([state.fleets.tow.zone, state.fleets.tow.backlog, state.fleets.tow.towTurns]).toEqual(['AB40', ['AB41'], 0]);
  });

  it('11.22 a turn with no move plotted is not a turn of trying', () => {
    const { data, state } = towScenario();
    state.fleets.tow.plan = {};
    state.fleets.tow.towTurns = 1;
    runMovement(data, state);
    expect([state.fleets.tow.zone, state.fleets.tow.towTurns]).toEqual(['AB40', 1]);
    expect(state.fleets.tow.log).toEqual([{ from: 'AB40', note: TOWING, path: [], port: null, turn: 1 }]);
  });

  it('11.22, 7.38 a tow that loses its zone to a long battle on its third turn starts counting again; both are noted', () => {
    const { data, state } = towScenario();
    state.fleets.tow.towTurns = 2;
    state.fleets.tow.lostZones = { turn: 1, zones: 1 };
    runMovement(data, state);
    expect([state.fleets.tow.zone, state.fleets.tow.backlog, state.fleets.tow.towTurns]).toEqual(['AB40', ['AB41'], 0]);
    expect(state.fleets.tow.log.at(-1)!.note).toBe(`1 zone(s) lost to the long battle (7.38); ${TOWING}`);
  });

  it('11.22 once the tow is over (the ship repaired) the fleet sails at its speed and the count is cleared', () => {
    const { data, state } = withScenario(TOW.replace("'1': AB41", "'1': AB41/AA41"));
    state.fleets.tow.towTurns = 2;
    runMovement(data, state);
    expect([state.fleets.tow.zone, state.fleets.tow.towTurns]).toEqual(['AA41', 0]);
    expect(state.fleets.tow.log).toEqual([{ from: 'AB40', path: ['AB41', 'AA41'], port: null, turn: 1 }]);
  });
});

describe('5.25 Divide: a new fleet is placed where the fleet it came from stops', () => {
  const SQUADRON = `
allied:
  - { id: squadron, mission: intercept, at: { zone: AB40 }, ships: [gloucester, chatham, dublin] }
`;
  /** Applies `box` (turn 1) with dublin divided off as squadron-2 (the orders step), then moves. */
  function divide(box: string) {
    const { data, state } = withScenario(SQUADRON);
    const text = `side: allied\nturn: 1\nfleets:\n  squadron:\n    plot:\n      1: ${box}\n    divide:\n      - { id: squadron-2, ships: [dublin] }\n`;
    const orders = { allied: checkGwasText(data, state, 'allied', text).orders as GwasOrders };
    ordersStep.run({ ...scriptedContext(data, state, []), orders });
    return { state, moved: runMovement(data, state, orders) };
  }

  it('5.25 a fleet of speed-2 ships moves one zone and then divides: the new fleet is with it, having sailed that zone', () => {
    const { state, moved } = divide('AB41/Divide');
    expect(state.fleets.squadron.log).toEqual([{ from: 'AB40', note: 'divide', path: ['AB41'], port: null, turn: 1 }]);
    const child = state.fleets['squadron-2'];
    expect([child.zone, child.port, child.ships]).toEqual(['AB41', null, ['dublin']]);
    expect(child.log).toEqual([{ from: 'AB40', note: 'divided from squadron', path: ['AB41'], port: null, turn: 1 }]);
    const ev = moved.of('squadron-2');
    expect(ev.audience).toEqual(toSide('allied'));
    expect(ev.data).toEqual({ fleet: 'squadron-2', from: 'AB40', path: ['AB41'], zone: 'AB41', port: null, note: 'divided from squadron' });
  });

  it('5.25 a fleet that divides where it is: the new fleet stays with it and sails nothing', () => {
    const { state } = divide('Divide');
    expect(state.fleets['squadron-2'].zone).toBe('AB40');
    expect(state.fleets['squadron-2'].log).toEqual([{ from: 'AB40', note: 'divided from squadron', path: [], port: null, turn: 1 }]);
  });

  it('5.25 a fleet divides where it stops: zones written after Divide are not sailed', () => {
    const { data, state } = withScenario(`
allied:
  - { id: squadron, mission: intercept, at: { zone: AB40 }, ships: [gloucester, chatham], plan: { '1': AB41/Divide/AA41 } }
  - { id: second, mission: intercept, at: { zone: AB40 }, ships: [dublin, weymouth], plan: { '1': Divide/AB41 } }
`);
    // The orders check refuses such a box (GW2061, "nothing follows Divide"); the step sails none of it either.
    runMovement(data, state);
    expect(state.fleets.squadron.log).toEqual([{ from: 'AB40', note: 'divide', path: ['AB41'], port: null, turn: 1 }]);
    expect(state.fleets.second.log).toEqual([{ from: 'AB40', note: 'divide', path: [], port: null, turn: 1 }]);
    expect([state.fleets.squadron.backlog, state.fleets.second.backlog]).toEqual([[], []]);
  });

  it('5.25 only fleets formed by this turn\'s Divide are placed: not a fleet of the other side, nor one older or already sailing', () => {
    const { data, state } = withScenario(`
allied:
  - { id: squadron, mission: intercept, at: { zone: AB40 }, ships: [gloucester], plan: { '2': AB41 } }
  - { id: squadron-2, mission: intercept, at: { zone: AC41 }, ships: [chatham] }
  - { id: squadron-3, mission: intercept, at: { zone: AA41 }, ships: [dublin] }
  - { id: squadron-4, mission: intercept, at: { zone: AC40 }, ships: [weymouth] }
`);
    state.turn = 2;
    const s = state.fleets;
    // squadron-2 took a new mission this turn but sailed on turn 1; squadron-3 comes into play on
    // turn 3, its mission that of the start; squadron-4 took a new mission this turn and has not sailed yet.
    s['squadron-2'].missionSince = 2;
    s['squadron-2'].log = [{ from: 'AC41', path: [], port: null, turn: 1 }];
    s['squadron-3'].arrives = 3;
    s['squadron-4'].missionSince = 2;
    // Orders as they might stand in the turn's list without having been applied (refused, or forged).
    const orders = {
      allied: { fleets: { squadron: { divide: [{ id: 'squadron-2' }, { id: 'squadron-3' }, { id: 'squadron-9' }] } } },
      central: { fleets: { squadron: { divide: [{ id: 'squadron-4' }] } } },
    } as unknown as Record<string, GwasOrders>;
    runMovement(data, state, orders);
    expect(s.squadron.zone).toBe('AB41');
    expect([s['squadron-2'].zone, s['squadron-2'].log.at(-1)]).toEqual(['AC41', { from: 'AC41', path: [], port: null, turn: 2 }]);
    expect([s['squadron-3'].zone, s['squadron-3'].log]).toEqual(['AA41', []]);
    expect([s['squadron-4'].zone, s['squadron-4'].log]).toEqual(['AC40', [{ from: 'AC40', path: [], port: null, turn: 2 }]]);
  });
});
