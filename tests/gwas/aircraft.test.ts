/**
 * 14.0 Aircraft, a campaign option (`aircraft: true`), from the players' YAML orders. Orders are
 * checked and applied by the real orders step; the aircraft step then runs with given dice so each
 * entry of 14.12 and 14.52 is reached on purpose. Zones: R42 lies east of Brindisi (R41); R43 is next
 * to R42; R44 is an all-land hex of the Albanian coast, which has no sea zone (14.4).
 */
import { describe, expect, it } from 'vitest';
import { check, codes, gameData, ofType, play, withScenario } from '../helpers/gwas.js';
import { scriptedContext, type ScriptedContext } from './scripted-dice.js';
import { setupState } from '../../src/games/gwas/setup.js';
import { checkGwasText } from '../../src/games/gwas/check-text.js';
import { ordersStep } from '../../src/games/gwas/steps/orders.js';
import { movementStep } from '../../src/games/gwas/steps/movement.js';
import { aircraftStep } from '../../src/games/gwas/aircraft/step.js';
import { airWithin } from '../../src/games/gwas/aircraft/airspace.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasOrders } from '../../src/games/gwas/orders-types.js';
import type { GwasOptions, GwasState } from '../../src/games/gwas/state.js';

const AIR: GwasOptions = { aircraft: true };
const o = (side: string, body: string, turn = 1) => `side: ${side}\nturn: ${turn}\n${body}`;

/** Europa with one aircraft counter in R42; Helgoland in R43, next to her. */
const scene = (allied = '  - { id: seaplanes, mission: intercept, at: { zone: R42 }, ships: [europa] }', extra = '') => `
allied:
${allied}
central:
  - { id: scouts, mission: intercept, at: { zone: R43 }, ships: [helgoland] }
aircraft:
  - { id: e1, name: Europa's flight, carrier: europa }
${extra}`;

/** The side's YAML orders, checked (they must be valid) and parsed. */
function parsed(data: GwasData, state: GwasState, side: 'allied' | 'central', yaml: string): GwasOrders {
  const r = checkGwasText(data, state, side, yaml);
  if (!r.orders) throw new Error(r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
  return r.orders;
}

/** One turn's orders step, movement and aircraft step, with the aircraft step's dice given. */
function airTurn(data: GwasData, state: GwasState, orders: { allied?: string; central?: string }, dice: number[][]): ScriptedContext {
  const ctx = scriptedContext(data, state, dice);
  const all: Record<string, GwasOrders> = {};
  for (const side of ['allied', 'central'] as const) if (orders[side]) all[side] = parsed(data, state, side, orders[side]!);
  Object.assign(ctx, { orders: all });
  ordersStep.run(ctx);
  movementStep.run(ctx);
  aircraftStep.run(ctx);
  return ctx;
}

const events = (ctx: ScriptedContext, type: string) => ctx.events.filter((e) => e.type === type) as { data: any; audience: any; rule: string }[];

/** The same scene with an aircraft carrier (CV) of our own making in Europa's place: no CV is in our ship data. */
function withCv() {
  const { data } = withScenario(scene(), AIR);
  const sc = data.scenarios.test;
  const scenario = {
    ...sc, aircraft: [{ id: 'e1', name: 'CV flight', carrier: 'test-cv' }],
    sides: { ...sc.sides, allied: { ...sc.sides.allied, fleets: sc.sides.allied.fleets.map((f) => ({ ...f, ships: ['test-cv'] })) } },
  };
  const cv = { ...data.ships.europa, id: 'test-cv', name: 'Test CV', type: 'CV' as const };
  const withIt = { ...data, ships: { ...data.ships, 'test-cv': cv }, scenarios: { ...data.scenarios, test: scenario } } as GwasData;
  return { data: withIt, state: setupState(withIt, 'test', AIR) };
}

/** Launches e1 on turn 1 with a good die, and moves the state on to `turn`. */
function aloft(yaml = scene(), options: GwasOptions = AIR) {
  const { data, state } = withScenario(yaml, options);
  airTurn(data, state, { allied: o('allied', 'fleets:\n  seaplanes:\n    plot:\n      1: Launch\n') }, [[6]]);
  expect(state.aircraft!.e1.status).toBe('aloft');
  return { data, state };
}

describe('14.0 aircraft are a campaign option', () => {
  it('14.0 without the option a "Launch" box and an "aircraft:" block are refused (GW2801), and no aircraft is set up', () => {
    const { data, state } = withScenario(scene());
    expect(state.aircraft).toBeUndefined();
    expect(codes(check(data, state, 'allied', o('allied', 'fleets:\n  seaplanes:\n    plot:\n      1: Launch\n')))).toEqual(['GW2801']);
    expect(codes(check(data, state, 'allied', o('allied', 'aircraft:\n  e1: R43\n')))).toEqual(['GW2801']);
  });
  it('14.0 Otranto: Europa and her two aircraft counters are in play only with the option (the seaplane carrier of [H11])', () => {
    const data = gameData();
    const plain = setupState(data, 'otranto-1917');
    expect(plain.fleets['europa-valona']).toBeUndefined();
    expect(plain.ships.europa).toBeUndefined();
    const air = setupState(data, 'otranto-1917', AIR);
    expect(air.fleets['europa-valona']).toMatchObject({ side: 'allied', port: 'valona', ships: ['europa'], mission: 'intercept' });
    expect(data.ships.europa.type).toBe('CVS');
    expect(Object.values(air.aircraft!).map((a) => [a.id, a.carrier, a.status])).toEqual([['europa-1', 'europa', 'aboard'], ['europa-2', 'europa', 'aboard']]);
  });
});

describe('14.1 launching', () => {
  it('14.11 "Launch" written in the turn\'s box launches through the whole turn: the die decides, the aircraft follows it', () => {
    const { data, state } = withScenario(scene(), AIR);
    const r = play(data, state, { allied: o('allied', 'fleets:\n  seaplanes:\n    plot:\n      1: Launch\n') });
    const roll = ofType(r.events, 'roll').find((e) => e.data.table === 'aircraft launch')!;
    expect(roll.rule).toBe('14.12');
    expect(r.state.aircraft!.e1.status).toBe(roll.data.result === 'launched' ? 'aloft' : 'lost');
  });
  it('14.12 a 1 is an accident: the counter is removed from play', () => {
    const { data, state } = withScenario(scene(), AIR);
    const ctx = airTurn(data, state, { allied: o('allied', 'fleets:\n  seaplanes:\n    plot:\n      1: Launch\n') }, [[1]]);
    expect(state.aircraft!.e1).toMatchObject({ status: 'lost', lost: 'an accident during launch (14.12)' });
    expect(events(ctx, 'gwas.aircraft-lost')[0].rule).toBe('14.12');
  });
  it('14.12 a 2 launches by day', () => {
    const { data, state } = withScenario(scene(), AIR);
    airTurn(data, state, { allied: o('allied', 'fleets:\n  seaplanes:\n    plot:\n      1: Launch\n') }, [[2]]);
    expect(state.aircraft!.e1.status).toBe('aloft');
  });
  it('14.12 subtract 2 at night: a 3 is an accident on a night turn', () => {
    const { data, state } = withScenario(`startHour: 22\n${scene()}`, AIR);
    const ctx = airTurn(data, state, { allied: o('allied', 'fleets:\n  seaplanes:\n    plot:\n      1: Launch\n') }, [[3]]);
    expect(ctx.rolls()[0].data.modifiers).toEqual([{ name: 'launching at night', value: -2, rule: '14.12' }]);
    expect(state.aircraft!.e1.status).toBe('lost');
  });
  it('14.12 add 1 from an aircraft carrier (CV): a 1 launches', () => {
    const { data, state } = withCv();
    const ctx = airTurn(data, state, { allied: o('allied', 'fleets:\n  seaplanes:\n    plot:\n      1: Launch\n') }, [[1]]);
    expect(ctx.rolls()[0].data.modifiers).toEqual([{ name: 'launching from an aircraft carrier (CV)', value: 1, rule: '14.12' }]);
    expect(state.aircraft!.e1.status).toBe('aloft');
  });
  it('14.13 a launched aircraft is placed over its mother ship\'s zone', () => {
    const { state } = aloft();
    expect(state.aircraft!.e1).toMatchObject({ zone: 'R42', launched: 1 });
  });
  it('14.14 a seaplane carrier cannot move the turn it launches (GW2803); an aircraft carrier may', () => {
    const { data, state } = withScenario(scene(), AIR);
    expect(codes(check(data, state, 'allied', o('allied', 'fleets:\n  seaplanes:\n    plot:\n      1: R43/Launch\n')))).toEqual(['GW2803']);
    const { data: data2, state: state2 } = withCv();
    expect(codes(check(data2, state2, 'allied', o('allied', 'fleets:\n  seaplanes:\n    plot:\n      1: R43/Launch\n')))).toEqual([]);
    airTurn(data2, state2, { allied: o('allied', 'fleets:\n  seaplanes:\n    plot:\n      1: R43/Launch\n') }, [[4]]);
    expect(state2.fleets.seaplanes.zone).toBe('R43');
    expect(state2.aircraft!.e1.zone).toBe('R43');
  });
  it('14.14 the diagnostic points at "Launch" on its line of the YAML (GW2803, rule 14.14)', () => {
    const { data, state } = withScenario(scene(), AIR);
    const yaml = o('allied', 'fleets:\n  seaplanes:\n    plot:\n      1: R43/Launch\n');
    const [d] = check(data, state, 'allied', yaml);
    const line = yaml.split('\n')[d.line - 1];
    expect(d).toMatchObject({ code: 'GW2803', rule: '14.14', severity: 'error' });
    expect(line.slice(d.column - 1, d.column - 1 + d.length)).toBe('Launch');
  });
  it('14.1 a fleet with no carrier has nothing to launch (GW2802)', () => {
    const { data, state } = withScenario(scene(), AIR);
    expect(codes(check(data, state, 'central', o('central', 'fleets:\n  scouts:\n    plot:\n      1: Launch\n')))).toEqual(['GW2802']);
  });
});

describe('14.2 flight', () => {
  it('14.2 the turn after launch it flies up to 4 zones from where it was launched, after fleet movement', () => {
    const { data, state } = aloft();
    state.turn = 2;
    const yaml = o('allied', 'aircraft:\n  e1: R43/Q44/P44/O44\n', 2);
    expect(codes(check(data, state, 'allied', yaml))).toEqual([]);
    airTurn(data, state, { allied: yaml }, []);
    expect(state.aircraft!.e1.zone).toBe('O44');
  });
  it('14.2 five zones the turn after launch, or two on a later turn, are refused (GW2807)', () => {
    const { data, state } = aloft();
    state.turn = 2;
    expect(codes(check(data, state, 'allied', o('allied', 'aircraft:\n  e1: R43/Q44/P44/O44/N44\n', 2)))).toEqual(['GW2807']);
    state.turn = 3;
    expect(codes(check(data, state, 'allied', o('allied', 'aircraft:\n  e1: R43/Q44\n', 3)))).toEqual(['GW2807']);
    expect(codes(check(data, state, 'allied', o('allied', 'aircraft:\n  e1: R43\n', 3)))).toEqual([]);
  });
  it('14.2 a zone not next to the last is refused (GW2807); an aircraft not aloft has no flight (GW2806)', () => {
    const { data, state } = aloft();
    state.turn = 2;
    expect(codes(check(data, state, 'allied', o('allied', 'aircraft:\n  e1: R43/O44\n', 2)))).toEqual(['GW2807']);
    const fresh = withScenario(scene(), AIR);
    expect(codes(check(fresh.data, fresh.state, 'allied', o('allied', 'aircraft:\n  e1: R43\n')))).toEqual(['GW2806']);
    expect(codes(check(data, state, 'central', o('central', 'aircraft:\n  e1: R43\n', 2)))).toEqual(['GW2806']);
  });
  it('14.2 movement is never plotted in advance: without a flight in the orders the aircraft stays where it is', () => {
    const { data, state } = aloft();
    state.turn = 2;
    airTurn(data, state, {}, []);
    expect(state.aircraft!.e1.zone).toBe('R42');
  });
});

describe('14.3 reconnaissance', () => {
  it('14.3 an aircraft entering an enemy fleet\'s zone learns its number of ships, capital and light, and nothing more', () => {
    const { data, state } = aloft();
    state.turn = 2;
    const ctx = airTurn(data, state, { allied: o('allied', 'aircraft:\n  e1: R43\n', 2) }, []);
    const recon = events(ctx, 'gwas.air-recon');
    expect(recon).toHaveLength(1);
    expect(recon[0].audience).toEqual({ to: 'sides', sides: ['allied'] });
    expect(recon[0].data).toEqual({ kind: 'aircraft', by: 'e1', from: 'R43', zone: 'R43', fleets: [{ ships: 1, capital: 0, light: 1 }] });
    expect(JSON.stringify(recon[0].data)).not.toMatch(/helgoland|scouts/i);
  });
  it('14.3 the enemy, who must reveal the counts, is told his fleet was seen; nothing is told when nothing is found', () => {
    const { data, state } = aloft();
    state.turn = 2;
    const ctx = airTurn(data, state, { allied: o('allied', 'aircraft:\n  e1: R43\n', 2) }, []);
    expect(events(ctx, 'gwas.air-seen').map((e) => [e.audience, e.data])).toEqual([[{ to: 'sides', sides: ['central'] }, { kind: 'aircraft', zone: 'R43', fleet: 'scouts' }]]);
    const away = aloft();
    away.state.turn = 2;
    const quiet = airTurn(away.data, away.state, { allied: o('allied', 'aircraft:\n  e1: Q42\n', 2) }, []);
    expect(quiet.events.filter((e) => e.type === 'gwas.air-seen' || e.type === 'gwas.air-recon')).toEqual([]);
  });
});

describe('14.4 aircraft fly over land', () => {
  it('14.4 an aircraft enters an all-land hex (R44, no sea zone of our map) but not beyond the map', () => {
    const { data, state } = aloft();
    state.turn = 2;
    const yaml = o('allied', 'aircraft:\n  e1: R43/R44\n', 2);
    expect(codes(check(data, state, 'allied', yaml))).toEqual([]);
    expect(data.map.zones.R44).toBeUndefined();
    airTurn(data, state, { allied: yaml }, []);
    expect(state.aircraft!.e1.zone).toBe('R44');
    expect(codes(check(data, state, 'allied', o('allied', 'aircraft:\n  e1: ZZ99\n', 2)))).toEqual(['GW2807']);
  });
});

describe('14.5 recovery', () => {
  /** e1 launched on turn 1 from R42; in turn 2 the Intercept fleet writes box 4 (5.2) as `box4`; the state at turn 4, three turns after launch. */
  function due(yaml = scene(), box4 = 'Recover') {
    const { data, state } = aloft(yaml);
    state.turn = 2;
    airTurn(data, state, { allied: o('allied', `fleets:\n  seaplanes:\n    plot:\n      4: ${box4}\n`, 2) }, []);
    state.turn = 4;
    return { data, state };
  }
  it('14.5, 14.51 three turns after launch "Recover" in the mother ship\'s box brings it back aboard (a 3 lands)', () => {
    const { data, state } = due();
    const ctx = airTurn(data, state, {}, [[3]]);
    expect(state.aircraft!.e1).toMatchObject({ status: 'aboard', landed: 4, zone: null });
    expect(ctx.rolls()[0].data.table).toBe('aircraft landing');
  });
  it('14.51 without "Recover" in the box the aircraft does not come back and is lost', () => {
    const { data, state } = due(scene(), 'stay');
    airTurn(data, state, {}, []);
    expect(state.aircraft!.e1.status).toBe('lost');
    expect(state.aircraft!.e1.lost).toMatch(/did not write "Recover"/);
  });
  it('14.5 a mother ship more than 4 zones from the aircraft loses it', () => {
    const { data, state } = aloft();
    state.turn = 2;
    airTurn(data, state, { allied: o('allied', 'aircraft:\n  e1: Q42/P42/O42/N42\nfleets:\n  seaplanes:\n    plot:\n      4: Recover\n', 2) }, []);
    state.turn = 3;
    airTurn(data, state, { allied: o('allied', 'aircraft:\n  e1: M42\n', 3) }, []);
    expect(state.aircraft!.e1.zone).toBe('M42');
    state.turn = 4;
    airTurn(data, state, {}, []);
    expect(state.aircraft!.e1.lost).toMatch(/more than 4 zones/);
  });
  it('14.5 the mother ship may not move the turn it recovers (GW2804)', () => {
    const { data, state } = aloft();
    state.turn = 2;
    expect(codes(check(data, state, 'allied', o('allied', 'fleets:\n  seaplanes:\n    plot:\n      4: Q42/Recover\n', 2)))).toEqual(['GW2804']);
  });
  it('14.52 a 2 damages it in landing (removed from the scenario)', () => {
    const { data, state } = due();
    airTurn(data, state, {}, [[2]]);
    expect(state.aircraft!.e1).toMatchObject({ status: 'lost', lost: 'damaged in landing (14.52)' });
  });
  it('14.52 subtract 3 for a night landing: a 5 is damaged at night', () => {
    // 22:00 on turn 1: turns 1, 2 are night, 3 is 06:00, 4 is 10:00 — start at 10:00 so turn 4 is 22:00.
    const { data, state } = due(`startHour: 10\n${scene()}`);
    const ctx = airTurn(data, state, {}, [[5]]);
    expect(ctx.rolls()[0].data.modifiers).toEqual([{ name: 'landing at night', value: -3, rule: '14.52' }]);
    expect(state.aircraft!.e1.status).toBe('lost');
  });
  it('14.52 with 11.73: a Storm subtracts 3 from the landing die (a 5 is damaged); in a Gale it cannot land and is lost', () => {
    const storm = due();
    for (const wz of Object.keys(storm.state.weather)) storm.state.weather[wz] = 5;
    const ctx = airTurn(storm.data, storm.state, {}, [[5]]);
    expect(ctx.rolls()[0].data.modifiers).toEqual([{ name: 'weather level 5', value: -3, rule: '11.73' }]);
    expect(storm.state.aircraft!.e1.lost).toBe('damaged in landing (14.52)');
    const gale = due();
    // A gale over the carrier's weather zone only: the aircraft waits in a zone of another weather zone, within 4 zones.
    const home = gale.data.map.zones.R42.weatherZone;
    const elsewhere = airWithin(gale.data, 'R42', 4).find((z) => gale.data.map.zones[z] && gale.data.map.zones[z].weatherZone !== home)!;
    gale.state.aircraft!.e1.zone = elsewhere;
    gale.state.weather[home] = 6;
    const g = airTurn(gale.data, gale.state, {}, []);
    expect(g.rolls()).toEqual([]);
    expect(gale.state.aircraft!.e1.lost).toBe('could not land in the gale (11.73)');
    expect(gale.state.aircraft!.e1.status).toBe('lost');
  });
  it('14.53 it may launch again once four turns have passed since it landed', () => {
    const { data, state } = due();
    airTurn(data, state, {}, [[6]]);
    state.turn = 7;
    state.fleets.seaplanes.plan['7'] = '';
    const early = airTurn(data, state, { allied: o('allied', 'fleets:\n  seaplanes:\n    plot:\n      9: Launch\n', 7) }, []);
    expect(early.events.filter((e) => e.type === 'gwas.aircraft-launched')).toEqual([]);
    state.fleets.seaplanes.plan['7'] = 'Launch';
    const refused = airTurn(data, state, {}, []);
    expect(events(refused, 'gwas.aircraft-not-launched')[0].rule).toBe('14.53');
    state.turn = 8;
    state.fleets.seaplanes.plan['8'] = 'Launch';
    airTurn(data, state, {}, [[6]]);
    expect(state.aircraft!.e1).toMatchObject({ status: 'aloft', launched: 8 });
  });
});

describe('14.6 air operations and missions', () => {
  it('14.6 only a fleet on Raid, Intercept or Bombardment launches or recovers (GW2805; refused at resolution too)', () => {
    const yaml = scene('  - { id: seaplanes, mission: abort, at: { zone: R42 }, ships: [europa] }');
    const { data, state } = withScenario(yaml, AIR);
    const intercept = withScenario(scene(), AIR);
    intercept.state.turn = 2;
    expect(codes(check(intercept.data, intercept.state, 'allied', o('allied', 'fleets:\n  seaplanes:\n    mission: abort\n    plot:\n      4: Launch\n', 2)))).toContain('GW2805');
    state.fleets.seaplanes.plan['1'] = 'Launch';
    const ctx = airTurn(data, state, {}, []);
    expect(events(ctx, 'gwas.aircraft-not-launched')[0].rule).toBe('14.6');
    expect(state.aircraft!.e1.status).toBe('aboard');
  });
});

describe('11.73 weather and aircraft', () => {
  it('11.73 Fog −1, Squall −2, Storm −3 on the launch die; in a Gale nothing takes off', () => {
    for (const [level, mod, die, result] of [[3, -1, 2, 'lost'], [4, -2, 3, 'lost'], [5, -3, 5, 'aloft'], [5, -3, 4, 'lost']] as const) {
      const { data, state } = withScenario(scene(), AIR);
      for (const wz of Object.keys(state.weather)) state.weather[wz] = level;
      const ctx = airTurn(data, state, { allied: o('allied', 'fleets:\n  seaplanes:\n    plot:\n      1: Launch\n') }, [[die]]);
      expect(ctx.rolls()[0].data.modifiers).toEqual([{ name: `weather level ${level}`, value: mod, rule: '11.73' }]);
      expect(state.aircraft!.e1.status).toBe(result);
    }
    const { data, state } = withScenario(scene(), AIR);
    for (const wz of Object.keys(state.weather)) state.weather[wz] = 6;
    const ctx = airTurn(data, state, { allied: o('allied', 'fleets:\n  seaplanes:\n    plot:\n      1: Launch\n') }, []);
    expect(events(ctx, 'gwas.aircraft-not-launched')[0].rule).toBe('11.73');
  });
  it('11.73 a Gale destroys every aircraft aloft', () => {
    const { data, state } = aloft();
    state.turn = 2;
    for (const wz of Object.keys(state.weather)) state.weather[wz] = 6;
    airTurn(data, state, {}, []);
    expect(state.aircraft!.e1).toMatchObject({ status: 'lost', lost: 'destroyed by the gale (11.73)' });
  });
  it('14.0 an aircraft aboard a carrier that sinks goes down with her', () => {
    const { data, state } = withScenario(scene(), AIR);
    state.ships.europa.sunk = true;
    airTurn(data, state, {}, []);
    expect(state.aircraft!.e1.status).toBe('lost');
  });
});

describe('14.0 in the Otranto scenario', () => {
  it('14.11-14.52 Europa launches from Valona, her seaplanes scout the Strait and come back, every die read as the rules say (whole turns from YAML orders)', () => {
    const data = gameData();
    let flown = 0;
    for (let i = 1; i <= 6; i++) {
      let state = setupState(data, 'otranto-1917', AIR);
      const r1 = play(data, state, { allied: o('allied', 'fleets:\n  europa-valona:\n    plot:\n      1: Launch\n') }, `otranto-air-${i}`);
      state = r1.state;
      const launches = ofType(r1.events, 'roll').filter((e) => e.data.table === 'aircraft launch');
      expect(launches).toHaveLength(2);
      for (const roll of launches) {
        const id = roll.data.purpose.split(' ')[0];
        expect(state.aircraft![id].status).toBe(roll.data.result === 'launched' ? 'aloft' : 'lost');
      }
      const up = Object.values(state.aircraft!).filter((a) => a.status === 'aloft').map((a) => a.id);
      if (!up.length) continue;
      flown++;
      // Valona lies in S44b; the drifter line's eastern half in S43. Turn 2: four zones; the carrier writes "Recover" for turn 4.
      const flight = (zones: string) => up.map((id) => `  ${id}: ${zones}`).join('\n');
      const r2 = play(data, state, { allied: o('allied', `aircraft:\n${flight('S43/R43/R42/S43')}\nfleets:\n  europa-valona:\n    plot:\n      4: Recover\n`, 2) }, `otranto-air-${i}-2`);
      state = r2.state;
      for (const id of up) expect(state.aircraft![id].zone).toBe('S43');
      const r3 = play(data, state, { allied: o('allied', `aircraft:\n${flight('S44b')}\n`, 3) }, `otranto-air-${i}-3`);
      state = r3.state;
      const r4 = play(data, state, {}, `otranto-air-${i}-4`);
      const landings = ofType(r4.events, 'roll').filter((e) => e.data.table === 'aircraft landing');
      expect(landings).toHaveLength(up.length);
      for (const roll of landings) {
        const id = roll.data.purpose.split(' ')[0];
        expect(r4.state.aircraft![id].status).toBe(roll.data.result === 'landed' ? 'aboard' : 'lost');
      }
    }
    expect(flown).toBeGreaterThan(0);
  });
});

