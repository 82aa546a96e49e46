/**
 * 17.0 Airships, a campaign option (`airships: true`), from the players' YAML orders through the
 * real turn. The test scenario gives the Allies a container of three airship counters based at
 * Brindisi (R41), of which two are drawn; Helgoland lies in R43, two zones east of Brindisi.
 */
import { describe, expect, it } from 'vitest';
import { check, codes, play, withScenario } from '../helpers/gwas.js';
import { scriptedContext } from './scripted-dice.js';
import { openingWithAirships } from '../../src/games/gwas/airships/draw.js';
import { airshipStep } from '../../src/games/gwas/airships/step.js';
import { contactStep } from '../../src/games/gwas/steps/contact.js';
import { checkGwasText } from '../../src/games/gwas/check-text.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasOrders } from '../../src/games/gwas/orders-types.js';
import type { GwasState } from '../../src/games/gwas/state.js';

const SHIPS = { airships: true } as const;
const o = (side: string, body: string, turn = 1) => `side: ${side}\nturn: ${turn}\n${body}`;

const scene = (central = '  - { id: scouts, mission: intercept, at: { zone: R43 }, ships: [helgoland] }') => `
allied:
  - { id: flotilla, mission: intercept, at: { port: brindisi }, ships: [acorn-class-dd] }
central:
${central}
airships:
  allied:
    draw: 2
    base: brindisi
    pool:
      - { id: m-1, name: M.1, speed: 2 }
      - { id: m-2, name: M.2, speed: 2 }
      - { id: m-3, name: M.3, speed: 3 }
`;

/** Set-up and the opening's draw (17.0) under `seed`. */
function opened(seed = 'airships', yaml = scene()) {
  const { data, state } = withScenario(yaml, SHIPS);
  const r = openingWithAirships(data, state, seed);
  return { data, state: r.state, events: r.events };
}

/** The airship step alone with the side's YAML orders (checked, they must be valid). */
function airshipTurn(data: GwasData, state: GwasState, allied?: string) {
  const ctx = scriptedContext(data, state, []);
  const orders: Record<string, GwasOrders> = {};
  if (allied) {
    const r = checkGwasText(data, state, 'allied', allied);
    if (!r.orders) throw new Error(r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
    orders.allied = r.orders;
  }
  Object.assign(ctx, { orders });
  airshipStep.run(ctx);
  return ctx;
}

/** The first drawn airship, with its speed. */
const first = (state: GwasState) => Object.values(state.airships!).sort((a, b) => (a.id < b.id ? -1 : 1))[0];

describe('17.0 airships are a campaign option, drawn at random at set-up', () => {
  it('17.0 the opening draws the number the scenario calls for from the container, with the seeded dice, over the base', () => {
    const { state, events } = opened();
    const drawn = Object.values(state.airships!);
    expect(drawn).toHaveLength(2);
    expect(new Set(drawn.map((a) => a.id)).size).toBe(2);
    for (const a of drawn) expect(a).toMatchObject({ side: 'allied', base: 'brindisi', zone: 'R41', status: 'aloft' });
    const rolls = events.filter((e) => e.type === 'roll' && (e.data as { table: string }).table === 'airship container');
    expect(rolls.map((e) => (e.data as { sides: number }).sides)).toEqual([3, 2]);
    expect(rolls.every((e) => JSON.stringify(e.audience) === JSON.stringify({ to: 'sides', sides: ['allied'] }))).toBe(true);
  });
  it('17.0 the same seed draws the same airships; over many seeds every counter is drawn sometimes', () => {
    expect(Object.keys(opened('s1').state.airships!)).toEqual(Object.keys(opened('s1').state.airships!));
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) for (const id of Object.keys(opened(`seed-${i}`).state.airships!)) seen.add(id);
    expect([...seen].sort()).toEqual(['m-1', 'm-2', 'm-3']);
  });
  it('17.0 without the option there are no airships, the opening is the weather alone, and "airships:" is refused (GW2811)', () => {
    const { data, state } = withScenario(scene());
    const r = openingWithAirships(data, state, 'x');
    expect(r.state.airships).toBeUndefined();
    expect(r.events.filter((e) => e.step !== 'weather')).toEqual([]);
    expect(codes(check(data, r.state, 'allied', o('allied', 'airships:\n  m-1:\n    "1": R42\n')))).toEqual(['GW2811']);
  });
  it('17.0 an airship not drawn is not the side\'s to plot (GW2812)', () => {
    const { data, state } = opened();
    const missing = ['m-1', 'm-2', 'm-3'].find((id) => !state.airships![id])!;
    expect(codes(check(data, state, 'allied', o('allied', `airships:\n  ${missing}:\n    "1": R42\n`)))).toEqual(['GW2812']);
    expect(codes(check(data, state, 'central', o('central', `airships:\n  ${first(state).id}:\n    "1": R42\n`)))).toEqual(['GW2812']);
  });
});

describe('17.1 airship movement is plotted like an Intercept fleet\'s', () => {
  it('17.1 at set-up boxes 1 to 3 may be written; box 4 is beyond the plotting limit (GW2813)', () => {
    const { data, state } = opened();
    const id = first(state).id;
    expect(codes(check(data, state, 'allied', o('allied', `airships:\n  ${id}:\n    "1": R42\n    "2": R43\n    "3": R42\n`)))).toEqual([]);
    expect(codes(check(data, state, 'allied', o('allied', `airships:\n  ${id}:\n    "4": R42\n`)))).toEqual(['GW2813']);
  });
  it('17.1 in turn 2 the box of turn 4 is written; turn 3\'s, left blank, is closed (GW2813)', () => {
    const { data, state } = opened();
    const id = first(state).id;
    state.turn = 2;
    expect(codes(check(data, state, 'allied', o('allied', `airships:\n  ${id}:\n    "4": R42\n`, 2)))).toEqual([]);
    expect(codes(check(data, state, 'allied', o('allied', `airships:\n  ${id}:\n    "3": R42\n`, 2)))).toEqual(['GW2813']);
  });
  it('17.1 it moves up to the number on its counter, zone to neighbouring zone (GW2814 beyond)', () => {
    const { data, state } = opened();
    const a = first(state);
    const path = ['R42', 'R43', 'Q44', 'P44'].slice(0, a.speed);
    const yaml = o('allied', `airships:\n  ${a.id}:\n    "1": ${path.join('/')}\n`);
    expect(codes(check(data, state, 'allied', yaml))).toEqual([]);
    expect(codes(check(data, state, 'allied', o('allied', `airships:\n  ${a.id}:\n    "1": ${['R42', 'R43', 'Q44', 'P44'].slice(0, a.speed + 1).join('/')}\n`)))).toEqual(['GW2814']);
    expect(codes(check(data, state, 'allied', o('allied', `airships:\n  ${a.id}:\n    "1": R43\n`)))).toEqual(['GW2814']);
    airshipTurn(data, state, yaml);
    expect(a.zone).toBe(path.at(-1));
    expect(a.plan['1']).toBe(path.join('/'));
  });
  it('17.1 the plot is carried out on the turn it is for, through the whole turn', () => {
    const { data, state } = opened();
    const a = first(state);
    const r = play(data, state, { allied: o('allied', `airships:\n  ${a.id}:\n    "1": R42\n    "2": R43\n`) });
    expect(r.state.airships![a.id].zone).toBe('R42');
    const r2 = play(data, r.state, { allied: o('allied', `airships:\n  ${a.id}:\n    "4": R42\n`, 2) });
    expect(r2.state.airships![a.id].zone).toBe('R43');
  });
});

describe('17.2 airships enter any zone, even all land', () => {
  it('17.2 from Brindisi (R41) an airship crosses the heel of Italy to Taranto\'s zone (S41), which no ship may reach in one zone', () => {
    const { data, state } = opened();
    const a = first(state);
    expect(data.map.zones.R41.neighbours).not.toContain('S41');
    const yaml = o('allied', `airships:\n  ${a.id}:\n    "1": S41\n`);
    expect(codes(check(data, state, 'allied', yaml))).toEqual([]);
    airshipTurn(data, state, yaml);
    expect(a.zone).toBe('S41');
  });
});

describe('17.3 airship reconnaissance', () => {
  it('17.3 an enemy fleet in a zone next to the airship is revealed by count, capital and light', () => {
    const { data, state } = opened();
    const a = first(state);
    const ctx = airshipTurn(data, state, o('allied', `airships:\n  ${a.id}:\n    "1": R42\n`));
    const recon = ctx.events.filter((e) => e.type === 'gwas.air-recon');
    expect(recon.map((e) => e.data)).toEqual([{ kind: 'airship', by: a.id, from: 'R42', zone: 'R43', fleets: [{ ships: 1, capital: 0, light: 1 }] }]);
    expect(ctx.events.filter((e) => e.type === 'gwas.air-seen').map((e) => e.audience)).toEqual([{ to: 'sides', sides: ['central'] }]);
  });
  it('17.3 with 11.73: in Fog only its own zone; in a Squall nothing', () => {
    for (const [level, seen] of [[3, 0], [4, 0], [1, 1]] as const) {
      const { data, state } = opened();
      for (const wz of Object.keys(state.weather)) state.weather[wz] = level;
      const a = first(state);
      const ctx = airshipTurn(data, state, o('allied', `airships:\n  ${a.id}:\n    "1": R42\n`));
      expect(ctx.events.filter((e) => e.type === 'gwas.air-recon')).toHaveLength(seen);
    }
    const { data, state } = opened('airships', scene('  - { id: scouts, mission: intercept, at: { zone: R42 }, ships: [helgoland] }'));
    for (const wz of Object.keys(state.weather)) state.weather[wz] = 3;
    const ctx = airshipTurn(data, state, o('allied', `airships:\n  ${first(state).id}:\n    "1": R42\n`));
    expect(ctx.events.filter((e) => e.type === 'gwas.air-recon')).toHaveLength(1);
  });
  it('11.73 in a Squall or Storm an airship moves 1 zone; a Gale destroys it', () => {
    const { data, state } = opened();
    for (const wz of Object.keys(state.weather)) state.weather[wz] = 4;
    const a = first(state);
    airshipTurn(data, state, o('allied', `airships:\n  ${a.id}:\n    "1": R42/R43\n`));
    expect(a.zone).toBe('R42');
    for (const wz of Object.keys(state.weather)) state.weather[wz] = 6;
    state.turn = 2;
    airshipTurn(data, state);
    expect(a).toMatchObject({ status: 'lost', lost: 'destroyed by the gale (11.73)' });
  });
  it('5.44 a friendly airship in the zone adds 2 to the contact roll of a side seeking contact', () => {
    const { data, state } = opened('airships', scene('  - { id: scouts, mission: intercept, at: { zone: R42 }, ships: [helgoland] }'));
    const a = first(state);
    a.zone = 'R42';
    state.fleets.flotilla.zone = 'R42';
    state.fleets.flotilla.port = null;
    const ctx = scriptedContext(data, state, [[3]]);
    contactStep.run(ctx);
    const mods = ctx.rolls()[0].data.modifiers as { name: string; value: number; rule: string }[];
    expect(mods).toContainEqual({ name: 'friendly airship present (allied)', value: 2, rule: '5.44' });
  });
});

describe('17.4 range', () => {
  it('17.4 an airship that ends its box with its base\'s name over the base lands and takes no further action (GW2812)', () => {
    const { data, state } = opened();
    const a = first(state);
    airshipTurn(data, state, o('allied', `airships:\n  ${a.id}:\n    "1": Brindisi\n`));
    expect(a.status).toBe('landed');
    state.turn = 2;
    expect(codes(check(data, state, 'allied', o('allied', `airships:\n  ${a.id}:\n    "4": R42\n`, 2)))).toEqual(['GW2812']);
  });
  it('17.4 it lands only at its base: another port is refused (GW2814)', () => {
    const { data, state } = opened();
    expect(codes(check(data, state, 'allied', o('allied', `airships:\n  ${first(state).id}:\n    "1": Otranto\n`)))).toEqual(['GW2814']);
  });
  it('17.4 an airship still out at the end of its sixtieth turn has crashed', () => {
    const { data, state } = opened('airships', `turns: 70\n${scene()}`);
    const a = first(state);
    state.turn = 59;
    airshipTurn(data, state);
    expect(a.status).toBe('aloft');
    state.turn = 60;
    airshipTurn(data, state);
    expect(a.status).toBe('lost');
    expect(a.lost).toMatch(/17\.4/);
  });
});
