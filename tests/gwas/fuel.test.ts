/**
 * 12.0 Fuel and Range, a campaign option (`fuel: true`), from the players' YAML orders through the
 * real turn. Zones: AC37 holds Malta; N42 holds Cattaro; X38 holds Messina (neutral Italy).
 * The route AB36 … Q30 runs north-west from Malta, one zone after another.
 */
import { describe, expect, it } from 'vitest';
import { check, codes, ofType, play, withScenario } from '../helpers/gwas.js';
import { gwasModule } from '../../src/games/gwas/module.js';
import { battleStep } from '../../src/games/gwas/steps/battle.js';
import { fuelStep } from '../../src/games/gwas/fuel/step.js';
import { boxesLeft, margin, turnBurn, turnsOfSteaming } from '../../src/games/gwas/fuel/rules.js';
import { resolveTurn } from '../../src/kernel/turn.js';
import { setupState } from '../../src/games/gwas/setup.js';
import { gameData } from '../helpers/gwas.js';
import { scriptedContext } from './scripted-dice.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState, SideId } from '../../src/games/gwas/state.js';
import { FORM_WIDTH, ordersForm } from '../../src/games/gwas/forms/orders-form.js';
import { redactState } from '../../src/games/gwas/views/redact.js';
import { buildSideView } from '../../src/games/gwas/views/index.js';
import { renderReport } from '../../src/reports/render.js';
import { GWAS_TEMPLATES } from '../../src/games/gwas/views/templates.js';

const FUEL = { fuel: true } as const;
const o = (side: string, fleets: string, turn = 1) => `side: ${side}\nturn: ${turn}\nfleets:\n${fleets}`;
const left = (data: GwasData, state: GwasState, ship: string) => boxesLeft(data.ships[ship].fuel, state.ships[ship].fuel!.used);

/** The boxes of the route, turn by turn: five single zones, then four turns of two (the 12.1 example). */
const NOVARA_ROUTE = ['AB36', 'AA36', 'Z35', 'Y35', 'Y34', 'X33/W33', 'V32/U32', 'T31/S31', 'R30/Q30'];

/**
 * Plays `boxes` turn by turn as an Intercept player writes them (4.2): at turn 1 the boxes of
 * turns 1–3, then each turn the box two turns ahead. Returns the state after each turn.
 */
function sail(data: GwasData, start: GwasState, fleet: string, side: 'allied' | 'central', boxes: readonly string[]): GwasState[] {
  const states: GwasState[] = [];
  let s = start;
  for (let t = 1; t <= boxes.length; t++) {
    const write = t === 1 ? [1, 2, 3] : [t + 2];
    const lines = write.filter((n) => n <= boxes.length).map((n) => `      ${n}: ${boxes[n - 1]}\n`).join('');
    const orders = lines ? o(side, `  ${fleet}:\n    plot:\n${lines}`, t) : undefined;
    s = play(data, s, { [side]: orders }).state;
    states.push(s);
  }
  return states;
}

describe('12.0 fuel is a campaign option', () => {
  it('12.0 without the option no ship carries fuel and the state has no options: a default campaign is unchanged', () => {
    const { state } = withScenario(`central:\n  - { id: raider, mission: intercept, at: { zone: AC37 }, ships: [novara] }\n`);
    expect(state.options).toBeUndefined();
    expect(state.ships.novara.fuel).toBeUndefined();
  });
  it('12.0 without the option a "Fuel" box is refused (GW2501), quoting the line', () => {
    const { data, state } = withScenario(`central:\n  - { id: raider, mission: intercept, at: { port: cattaro }, ships: [novara] }\n`);
    const d = check(data, state, 'central', o('central', '  raider:\n    plot:\n      1: Fuel\n'));
    expect(codes(d)).toEqual(['GW2501']);
    expect(JSON.stringify(d[0])).toContain('1: Fuel');
  });
  it('12.0 with the option every ship starts with her data sheet\'s boxes, or the scenario\'s start (Goeben 11 of 15)', () => {
    const data = gameData();
    const state = setupState(data, 'goeben-1914', FUEL);
    expect(state.options).toEqual({ fuel: true });
    expect(left(data, state, 'goeben')).toBe(11);
    expect(left(data, state, 'breslau')).toBe(data.ships.breslau.fuel);
    expect(left(data, state, 'indomitable')).toBe(data.ships.indomitable.fuel);
  });
});

describe('12.1 fuel consumption', () => {
  it('12.1 the Novara example: one zone a turn for five turns, then two: a box marked on turn 7 with 5 carried, and again on turn 9 with 5', () => {
    const { data, state } = withScenario(`central:\n  - { id: raider, mission: intercept, at: { zone: AC37 }, ships: [novara] }\n`, FUEL);
    const states = sail(data, state, 'raider', 'central', NOVARA_ROUTE);
    const used = states.map((s) => s.ships.novara.fuel!.used);
    expect(used).toEqual([1, 2, 3, 4, 5, 11, 17, 23, 29]);
    expect(states.map((s) => left(data, s, 'novara'))).toEqual([10, 10, 10, 10, 10, 10, 9, 9, 8]);
    expect(margin(used[6])).toBe(5);
    expect(margin(used[8])).toBe(5);
    expect(states[8].fleets.raider.zone).toBe('Q30');
  });
  it('12.11 a ship that stays in her zone at sea burns as if she had moved one zone; 12.12 in port she burns nothing', () => {
    const { data, state } = withScenario(`
central:
  - { id: at-sea, mission: intercept, at: { zone: AC37 }, ships: [novara] }
  - { id: in-port, mission: intercept, at: { port: cattaro }, ships: [helgoland] }
`, FUEL);
    let s = state;
    for (let t = 1; t <= 3; t++) s = play(data, s, {}).state;
    expect(s.ships.novara.fuel!.used).toBe(3);
    expect(s.ships.helgoland.fuel!.used).toBe(0);
    expect(turnBurn(0, false)).toBe(1);
    expect(turnBurn(0, true)).toBe(0);
    expect(turnBurn(2, false)).toBe(6);
  });
});

describe('12.2 running out of fuel', () => {
  const scenario = `
central:
  - { id: raider, mission: intercept, at: { zone: AC37 }, ships: [novara] }
fuel:
  start: { novara: 1 }
`;
  it('12.2 the last box marked off leaves the ship unable to manoeuvre; her side alone is told; she moves no further', () => {
    const { data, state } = withScenario(scenario, FUEL);
    let s = play(data, state, { central: o('central', '  raider:\n    plot:\n      1: AB36/AA36\n      2: Z35/Y35\n      3: Y34\n') }).state;
    expect(left(data, s, 'novara')).toBe(1);
    const r = play(data, s, {});
    s = r.state;
    expect(left(data, s, 'novara')).toBe(0);
    expect(s.ships.novara.unableToManoeuvre).toBe(true);
    const [out] = ofType(r.events, 'gwas.out-of-fuel');
    expect(out.audience).toEqual({ to: 'sides', sides: ['central'] });
    expect(out.data).toMatchObject({ ship: 'novara', boxesLeft: 0 });
    const after = play(data, s, {}).state;
    expect(after.fleets.raider.zone).toBe('Y35');
  });
  it('12.2, 11.27 an empty bunker is not damage: no emergency repair is rolled for it', () => {
    const { data, state } = withScenario(scenario, FUEL);
    state.fleets.raider.mission = 'abort';
    state.ships.novara.fuel!.used = data.ships.novara.fuel * 12;
    state.ships.novara.fuel!.out = true;
    state.ships.novara.unableToManoeuvre = true;
    const r = play(data, state, {});
    expect(ofType(r.events, 'gwas.repair')).toEqual([]);
    expect(r.state.ships.novara.unableToManoeuvre).toBe(true);
  });
  it('4.2, 12.2 orders that move a ship with no fuel are warned (GW2504): she cannot move', () => {
    const { data, state } = withScenario(scenario, FUEL);
    state.ships.novara.fuel!.used = data.ships.novara.fuel * 12;
    state.ships.novara.fuel!.out = true;
    state.ships.novara.unableToManoeuvre = true;
    expect(codes(check(data, state, 'central', o('central', '  raider:\n    plot:\n      1: AB36\n')))).toContain('GW2504');
  });
  it('4.2, 12.2 a plot that empties a ship is warned at the box where her last box goes (GW2505)', () => {
    const { data, state } = withScenario(scenario, FUEL);
    const d = check(data, state, 'central', o('central', '  raider:\n    plot:\n      1: AB36/AA36\n      2: Z35/Y35\n      3: Y34\n'));
    expect(codes(d)).toEqual(['GW2505']);
    expect(d[0].message).toContain('turn 2');
    expect(JSON.stringify(d[0])).toContain('2: Z35/Y35');
  });
  it('12.2, 5.2 Abort: a way home that runs the fleet dry is an error (GW2506); with fuel for it, none', () => {
    const yaml = (boxes: number) => `
central:
  - { id: raider, mission: intercept, at: { zone: N40 }, ships: [novara] }
fuel:
  start: { novara: ${boxes} }
`;
    const orders = (s: GwasState) => {
      // Turn 1 is the setup: the Abort is plotted home from turn 3 (5.2 Abort), by the shortest way.
      const home = s.fleets.raider.zone;
      return o('central', `  raider:\n    mission: abort\n    plot:\n      3: ${home}/N41\n      4: N42/Cattaro\n`);
    };
    const dry = withScenario(yaml(1), FUEL);
    dry.state.ships.novara.fuel!.used += 11; // 1 zone's worth left
    const wet = withScenario(yaml(3), FUEL);
    expect(codes(check(dry.data, dry.state, 'central', orders(dry.state)))).toContain('GW2506');
    expect(codes(check(wet.data, wet.state, 'central', orders(wet.state))).filter((c) => c.startsWith('GW25'))).toEqual([]);
  });
});

describe('12.3 refuelling in port', () => {
  it('12.3 the Novara example: one box left in Cattaro, "Fuel" on the next two turns, three boxes after', () => {
    const { data, state } = withScenario(`
central:
  - { id: raider, mission: intercept, at: { port: cattaro }, ships: [novara] }
fuel:
  start: { novara: 1 }
`, FUEL);
    const r1 = play(data, state, { central: o('central', '  raider:\n    plot:\n      1: Fuel\n      2: Fuel\n') });
    expect(left(data, r1.state, 'novara')).toBe(2);
    const [told] = ofType(r1.events, 'gwas.refuelled');
    expect(told.audience).toEqual({ to: 'sides', sides: ['central'] });
    expect(told.data).toMatchObject({ fleet: 'raider', refused: null, ships: [{ ship: 'novara', boxes: 1, boxesLeft: 2 }] });
    const r2 = play(data, r1.state, {});
    expect(left(data, r2.state, 'novara')).toBe(3);
  });
  it('12.3 an oil-burner takes on three boxes a turn (the Acorns burn oil: tables/fuel-kinds.yaml)', () => {
    const { data, state } = withScenario(`
allied:
  - { id: flotilla, mission: intercept, at: { port: malta }, ships: [acorn-class-dd] }
fuel:
  start: { acorn-class-dd: 1 }
`, FUEL);
    expect(data.tables.fuelKinds.ships['acorn-class-dd'].burns).toBe('oil');
    const r = play(data, state, { allied: o('allied', '  flotilla:\n    plot:\n      1: Fuel\n') });
    expect(left(data, r.state, 'acorn-class-dd')).toBe(4);
  });
  it('12.3, 12.2 a ship that ran dry and is refuelled can move again', () => {
    const { data, state } = withScenario(`central:\n  - { id: raider, mission: intercept, at: { port: cattaro }, ships: [novara] }\n`, FUEL);
    state.ships.novara.fuel!.used = data.ships.novara.fuel * 12;
    state.ships.novara.fuel!.out = true;
    state.ships.novara.unableToManoeuvre = true;
    const r = play(data, state, { central: o('central', '  raider:\n    plot:\n      1: Fuel\n      3: N41\n') });
    expect(r.state.ships.novara.unableToManoeuvre).toBe(false);
    expect(r.state.ships.novara.fuel!.out).toBe(false);
  });
  it('12.3 ships refuel only in a port where their side may: not at sea, not in a neutral port (GW2503)', () => {
    const { data, state } = withScenario(`
central:
  - { id: at-sea, mission: intercept, at: { zone: AC37 }, ships: [novara] }
  - { id: neutral, mission: intercept, at: { port: messina }, ships: [helgoland] }
`, FUEL);
    expect(codes(check(data, state, 'central', o('central', '  at-sea:\n    plot:\n      1: Fuel\n')))).toEqual(['GW2503']);
    expect(codes(check(data, state, 'central', o('central', '  neutral:\n    plot:\n      1: Fuel\n')))).toEqual(['GW2503']);
  });
  it('4.2, 12.3 a "Fuel" box sent back as recorded, for a fleet that damage, weather or a minefield kept at sea, is no error: the form sent back unchanged is taken, and the refuel is refused at resolution (found playing Otranto by mail)', () => {
    const { data, state } = withScenario(`central:\n  - { id: raider, mission: intercept, at: { zone: N41 }, ships: [novara] }\n`, FUEL);
    const s = play(data, state, { central: o('central', '  raider:\n    plot:\n      1: stay\n') }).state;
    // Recorded when the fleet was to be in Cattaro by turn 3; it is at sea in N41 instead.
    s.fleets.raider.plan = { '2': 'stay', '3': 'Fuel' };
    const sentBack = o('central', '  raider:\n    plot:\n      2: stay\n      3: Fuel\n', 2);
    expect(codes(check(data, s, 'central', sentBack))).toEqual([]);
    // The box the player may write (turn 4) is still judged: Fuel at sea is refused (GW2503).
    expect(codes(check(data, s, 'central', o('central', '  raider:\n    plot:\n      2: stay\n      3: Fuel\n      4: Fuel\n', 2)))).toEqual(['GW2503']);
    // So too when a battle or a minefield's halt reopened the boxes (7.37, 13.24) and the player keeps them.
    const reopened = structuredClone(s);
    reopened.fleets.raider.mineHalt = 1;
    expect(codes(check(data, reopened, 'central', sentBack))).toEqual([]);
    expect(codes(check(data, reopened, 'central', o('central', '  raider:\n    plot:\n      2: stay\n      3: stay\n      4: Fuel\n', 2)))).toEqual(['GW2503']);
    const t2 = play(data, s, { central: sentBack }).state;
    const t3 = play(data, t2, {});
    const refuel = ofType(t3.events, 'gwas.refuelled');
    expect(refuel.map((e) => [e.data.fleet, e.data.ships])).toEqual([['raider', []]]);
    expect(refuel[0].data.refused).toEqual(expect.any(String));
  });
  it('12.3 the Goeben scenario opens Messina to the Central Powers: Goeben coals there, one box a turn', () => {
    const data = gameData();
    const state = setupState(data, 'goeben-1914', FUEL);
    const f = state.fleets.mittelmeerdivision;
    f.zone = 'X38';
    f.port = 'messina';
    f.plan = {};
    const orders = o('central', '  mittelmeerdivision:\n    plot:\n      1: Fuel\n      2: Fuel\n');
    expect(codes(check(data, state, 'central', orders)).filter((c) => c.startsWith('GW25'))).toEqual([]);
    const r = play(data, state, { central: orders });
    expect(left(data, r.state, 'goeben')).toBe(12);
    // The Allies may not coal in neutral Messina.
    const allied = setupState(data, 'goeben-1914', FUEL);
    allied.fleets['messina-watch'].zone = 'X38';
    allied.fleets['messina-watch'].port = 'messina';
    expect(codes(check(data, allied, 'allied', o('allied', '  messina-watch:\n    plot:\n      1: Fuel\n')))).toContain('GW2503');
  });
  it('12.3, 11.3 sailing into Messina in the Goeben scenario, the Central Powers\' warning (GW2064) no longer says they may not refuel there; the Allies\' still does (found playing Goeben by mail)', () => {
    const data = gameData();
    const message = (side: 'allied' | 'central', options: Record<string, boolean>, fleet: string) => {
      const state = setupState(data, 'goeben-1914', options);
      state.fleets[fleet].zone = 'W38';
      state.fleets[fleet].port = null;
      state.fleets[fleet].plan = {};
      return check(data, state, side, o(side, `  ${fleet}:\n    plot:\n      1: X38/Messina\n`)).find((d) => d.code === 'GW2064')!.message;
    };
    expect(message('central', FUEL, 'mittelmeerdivision')).toContain('the scenario lets your side refuel here, 12.3');
    expect(message('central', FUEL, 'mittelmeerdivision')).not.toContain('no refuelling');
    expect(message('allied', FUEL, 'messina-watch')).toContain('no refuelling');
    // Without the fuel rules nothing is refuelled anywhere: the warning stays as it was.
    expect(message('central', {}, 'mittelmeerdivision')).toContain('no refuelling');
  });
});

describe('12.4 a ship refuelling does not move or fight', () => {
  it('12.4 "Fuel" with movement in the same box is refused (GW2502)', () => {
    const { data, state } = withScenario(`central:\n  - { id: raider, mission: intercept, at: { port: cattaro }, ships: [novara] }\n`, FUEL);
    expect(codes(check(data, state, 'central', o('central', '  raider:\n    plot:\n      1: N41/Fuel\n')))).toContain('GW2502');
  });
  it('12.4 a fleet attacked in port that turn recovers no fuel', () => {
    const { data, state } = withScenario(`central:\n  - { id: raider, mission: intercept, at: { port: cattaro }, ships: [novara] }\n`, FUEL);
    state.ships.novara.fuel!.used = 60;
    state.fleets.raider.plan = { '1': 'Fuel' };
    state.contacts.push({ id: 'C1-1', turn: 1, zone: 'N42', fleets: { allied: ['x'], central: ['raider'] }, automatic: true, chance: false });
    const ctx = scriptedContext(data, state, []);
    fuelStep.run(ctx);
    expect(state.ships.novara.fuel!.used).toBe(60);
    expect(ofType(ctx.events, 'gwas.refuelled')[0].data.refused).toBe('the fleet was attacked (12.4)');
  });
});

describe('7.39 fuel burnt in battle', () => {
  it('7.39 each side rolls one die per fleet that fought; every ship of it burns that many twelfths of a box, told to her side only', () => {
    const { data, state } = withScenario(`
allied:
  - { id: hunters, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
central:
  - { id: raider, mission: intercept, at: { zone: AB40 }, ships: [novara, helgoland] }
`, FUEL);
    state.contacts.push({ id: 'C1-1', turn: 1, zone: 'AB40', fleets: { allied: ['hunters'], central: ['raider'] }, automatic: true, chance: false });
    const r = resolveTurn({ ...gwasModule, steps: [battleStep] }, data, state, {}, 'fuel-battle');
    const burnt = ofType(r.events, 'gwas.battle-fuel');
    expect(burnt.map((e) => e.audience)).toEqual([{ to: 'sides', sides: ['allied'] }, { to: 'sides', sides: ['central'] }]);
    for (const e of burnt) {
      expect(e.data.twelfths).toBeGreaterThanOrEqual(1);
      expect(e.data.twelfths).toBeLessThanOrEqual(6);
    }
    const central = burnt.find((e) => e.data.fleet === 'raider')!.data.twelfths;
    for (const ship of ['novara', 'helgoland']) if (!r.state.ships[ship].sunk) expect(r.state.ships[ship].fuel!.used).toBe(central);
    expect(r.state.ships.gloucester.sunk || r.state.ships.gloucester.fuel!.used === burnt.find((e) => e.data.fleet === 'hunters')!.data.twelfths).toBe(true);
  });
  it('7.39 without the fuel option a battle rolls no fuel die', () => {
    const { data, state } = withScenario(`
allied:
  - { id: hunters, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
central:
  - { id: raider, mission: intercept, at: { zone: AB40 }, ships: [novara] }
`);
    state.contacts.push({ id: 'C1-1', turn: 1, zone: 'AB40', fleets: { allied: ['hunters'], central: ['raider'] }, automatic: true, chance: false });
    const r = resolveTurn({ ...gwasModule, steps: [battleStep] }, data, state, {}, 'fuel-battle');
    expect(ofType(r.events, 'gwas.battle-fuel')).toEqual([]);
    expect(ofType(r.events, 'roll').filter((e) => e.data.table === 'battle fuel (7.39)')).toEqual([]);
  });
});

describe('4.2 fuel on the orders form', () => {
  it('4.2 turns of steaming at each speed: one zone a turn burns 1, two zones 6', () => {
    expect(turnsOfSteaming(15, 48)).toEqual({ one: 132, two: 22 });
    expect(turnsOfSteaming(1, 7)).toEqual({ one: 5, two: 0 });
  });
});

describe('4.2, 12.0 a side sees its own fuel only', () => {
  const data = gameData();
  const state = setupState(data, 'goeben-1914', FUEL);
  const form = (side: SideId) => ordersForm({ data, state: redactState(state, side, data), viewer: side, campaign: 'fuel' });
  const report = (side: SideId) => renderReport(buildSideView({ data, state: redactState(state, side, data), events: [], viewer: side, campaign: 'fuel', deadline: null, dice: { commitment: null } } as never), 'text', GWAS_TEMPLATES);

  it('4.2 the orders form gives each ship her fuel left and the turns it carries her at one zone a turn and at two', () => {
    const central = form('central').replace(/\n\s*#\s*/g, ' ');
    expect(central).toContain('Goeben 11/15 boxes coal (+0/12): 132 turns at one zone, 22 at two');
    expect(central).toContain(`Breslau ${data.ships.breslau.fuel}/${data.ships.breslau.fuel} boxes coal`);
    expect(form('central').split('\n').filter((l) => l.length > FORM_WIDTH)).toEqual([]);
  });
  it('4.2 in a port where the side may refuel the form says how ("Fuel"); the enemy\'s form never shows Goeben\'s fuel', () => {
    const s = structuredClone(state);
    s.fleets.mittelmeerdivision.zone = 'X38';
    s.fleets.mittelmeerdivision.port = 'messina';
    const central = ordersForm({ data, state: redactState(s, 'central', data), viewer: 'central', campaign: 'fuel' }).replace(/\n\s*#\s*/g, ' ');
    expect(central).toContain('In Messina the fleet may refuel: write "Fuel" alone in a box');
    const allied = form('allied').replace(/\n\s*#\s*/g, ' ');
    expect(allied).not.toMatch(/(Goeben|Breslau) \d+\/\d+ boxes/);
    expect(allied).toContain('Indomitable 8/8 boxes coal');
  });
  it('12.0 the report shows the side its own ships\' fuel and none of the enemy\'s', () => {
    const central = report('central');
    const allied = report('allied');
    expect(central).toMatch(/fuel \(coal\): 11 of 15 boxes/);
    expect(allied).not.toMatch(/11 of 15 boxes/);
    expect(allied).toMatch(/fuel \(coal\): 8 of 8 boxes/);
    expect(central).not.toMatch(/8 of 8 boxes/);
  });
});

describe('12.7 re-arming', () => {
  const yaml = `central:\n  - { id: raider, mission: intercept, at: { port: cattaro }, ships: [novara] }\n`;
  it('12.7 a ship that fired her torpedoes has them back after three turns in a friendly port; her side is told', () => {
    const { data, state } = withScenario(yaml, FUEL);
    state.ships.novara.torpedoesFired = true;
    let s = state;
    const told = [];
    for (let t = 1; t <= 3; t++) {
      const r = play(data, s, {});
      s = r.state;
      told.push(...ofType(r.events, 'gwas.rearmed'));
      expect(s.ships.novara.torpedoesFired).toBe(t < 3);
    }
    expect(told.map((e) => e.audience)).toEqual([{ to: 'sides', sides: ['central'] }]);
  });
  it('12.7, 12.4 leaving port starts the count again; without the fuel option nothing is re-armed', () => {
    const { data, state } = withScenario(yaml, FUEL);
    state.ships.novara.torpedoesFired = true;
    let s = play(data, state, { central: o('central', '  raider:\n    plot:\n      2: N41\n      3: N42/Cattaro\n') }).state;
    // Turn 1 in port, turn 2 at sea, turn 3 back into Cattaro (moving): the count starts on turn 4.
    for (let t = 2; t <= 5; t++) s = play(data, s, {}).state;
    expect(s.ships.novara.torpedoesFired).toBe(true);
    s = play(data, s, {}).state;
    expect(s.ships.novara.torpedoesFired).toBe(false);
    const off = withScenario(yaml);
    off.state.ships.novara.torpedoesFired = true;
    let t = off.state;
    for (let i = 1; i <= 4; i++) t = play(off.data, t, {}).state;
    expect(t.ships.novara.torpedoesFired).toBe(true);
  });
});

describe('12.5, 12.6 colliers and oilers', () => {
  // AC37 (Malta's zone) is coastal; AB40 is open sea. The XIX Corps transports stand in as a collier and an oiler (12.53, 12.63).
  const yaml = (zone = 'AC37') => `
allied:
  - { id: cruisers, mission: intercept, at: { zone: ${zone} }, ships: [gloucester, dublin] }
  - { id: flotilla, mission: intercept, at: { zone: ${zone} }, ships: [acorn-class-dd] }
  - { id: train, mission: intercept, at: { zone: ${zone} }, ships: [xix-corps-transports-1, xix-corps-transports-2] }
fuel:
  colliers: [xix-corps-transports-1]
  oilers: [xix-corps-transports-2]
  start: { gloucester: 2, dublin: 2, acorn-class-dd: 1 }
`;
  it('12.5, 12.51 "Coal" in a coastal zone with a collier: one ship takes one box as the collier marks one off; one ship a collier a turn; she burns nothing (12.12)', () => {
    const { data, state } = withScenario(yaml(), FUEL);
    const orders = o('allied', '  cruisers:\n    plot:\n      1: Coal\n');
    expect(codes(check(data, state, 'allied', orders)).filter((c) => c.startsWith('GW25'))).toEqual([]);
    const r = play(data, state, { allied: orders });
    expect(left(data, r.state, 'gloucester')).toBe(3);
    expect(left(data, r.state, 'dublin')).toBe(2);
    // One collier, one ship (12.51): Dublin got nothing, and burnt a zone's worth staying at sea (12.11).
    expect(r.state.ships.dublin.fuel!.used - state.ships.dublin.fuel!.used).toBe(1);
    const collier = r.state.ships['xix-corps-transports-1'].fuel!.used;
    expect(collier).toBe(12 + 1); // one box given, and a zone's worth burnt staying at sea (12.11)
    const [told] = ofType(r.events, 'gwas.refuelled-at-sea');
    expect(told.audience).toEqual({ to: 'sides', sides: ['allied'] });
    expect(told.data.transfers).toEqual([{ ship: 'gloucester', from: 'xix-corps-transports-1', boxes: 1 }]);
  });
  it('12.6, 12.61 "Oil" with an oiler: the oil-burner takes three boxes, the oiler marks off three', () => {
    const { data, state } = withScenario(yaml(), FUEL);
    const r = play(data, state, { allied: o('allied', '  flotilla:\n    plot:\n      1: Oil\n') });
    expect(left(data, r.state, 'acorn-class-dd')).toBe(4);
    expect(r.state.ships['xix-corps-transports-2'].fuel!.used).toBe(36 + 1);
  });
  it('12.5 only in a coastal zone (GW2508), without moving (GW2502); without the option refused (GW2501)', () => {
    const sea = withScenario(yaml('AB40'), FUEL);
    expect(codes(check(sea.data, sea.state, 'allied', o('allied', '  cruisers:\n    plot:\n      1: Coal\n')))).toEqual(['GW2508']);
    const coast = withScenario(yaml(), FUEL);
    expect(codes(check(coast.data, coast.state, 'allied', o('allied', '  cruisers:\n    plot:\n      1: AB36/Coal\n')))).toContain('GW2502');
    const off = withScenario(yaml());
    expect(codes(check(off.data, off.state, 'allied', o('allied', '  cruisers:\n    plot:\n      1: Coal\n')))).toEqual(['GW2501']);
  });
  it('12.5, 12.6 the refusals name the tender as a player reads it: "a collier", "an oiler"', () => {
    const sea = withScenario(yaml('AB40'), FUEL);
    const [coal] = check(sea.data, sea.state, 'allied', o('allied', '  cruisers:\n    plot:\n      1: Coal\n'));
    expect(coal.message).toContain('ships refuel from a collier only in a coastal zone');
    const [oil] = check(sea.data, sea.state, 'allied', o('allied', '  flotilla:\n    plot:\n      1: Oil\n'));
    expect(oil.message).toContain('ships refuel from an oiler only in a coastal zone');
    const coast = withScenario(yaml(), FUEL);
    const moving = check(coast.data, coast.state, 'allied', o('allied', '  flotilla:\n    plot:\n      1: AB36/Oil\n')).find((d) => d.code === 'GW2502');
    expect(moving?.message).toContain('A ship refuelling from an oiler "may not move" that turn (12.4)');
  });
  it('12.5 a collier may not enter a zone holding an enemy port (GW2510): Cattaro, once Austria-Hungary is at war', () => {
    const { data, state } = withScenario(`
neutral: [italy, greece, ottoman, spain]
${yaml('N41').trim()}
`, FUEL);
    expect(codes(check(data, state, 'allied', o('allied', '  train:\n    plot:\n      1: N42\n')))).toContain('GW2510');
    expect(codes(check(data, state, 'allied', o('allied', '  cruisers:\n    plot:\n      1: N42\n')))).not.toContain('GW2510');
  });
  it('12.52, 12.62 in a friendly port a collier takes on two boxes a turn, an oiler six', () => {
    const { data, state } = withScenario(`
allied:
  - { id: train, mission: intercept, at: { port: malta }, ships: [xix-corps-transports-1, xix-corps-transports-2] }
fuel:
  colliers: [xix-corps-transports-1]
  oilers: [xix-corps-transports-2]
  start: { xix-corps-transports-1: 1, xix-corps-transports-2: 1 }
`, FUEL);
    const r = play(data, state, { allied: o('allied', '  train:\n    plot:\n      1: Fuel\n') });
    expect(left(data, r.state, 'xix-corps-transports-1')).toBe(3);
    expect(left(data, r.state, 'xix-corps-transports-2')).toBe(7);
  });
  it('12.64 an oiler hit in battle explodes on a 6; a collier never rolls', async () => {
    const { oilerHit } = await import('../../src/games/gwas/fuel/oiler-hit.js');
    const { data, state } = withScenario(yaml(), FUEL);
    let ctx = scriptedContext(data, state, [[5]]);
    oilerHit(ctx, state.ships['xix-corps-transports-2'], 'B1-1', 'o');
    expect(state.ships['xix-corps-transports-2'].sunk).toBe(false);
    ctx = scriptedContext(data, state, [[6]]);
    oilerHit(ctx, state.ships['xix-corps-transports-2'], 'B1-1', 'o');
    expect(state.ships['xix-corps-transports-2'].sunk).toBe(true);
    ctx = scriptedContext(data, state, []);
    oilerHit(ctx, state.ships['xix-corps-transports-1'], 'B1-1', 'o');
    expect(ctx.rolls()).toEqual([]);
  });
});
