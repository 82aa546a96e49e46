/**
 * 13.0 Mine Warfare, a campaign option (`mines: true`), from the players' YAML orders through the
 * real turn, and the tables through given dice. Zones: Brindisi lies in R41, with R42 to its east;
 * Cattaro in N42 with N41 next to it; AB42/AC42 is open sea five zones from any coast.
 */
import { describe, expect, it } from 'vitest';
import { check, codes, gameData, ofType, play, withScenario } from '../helpers/gwas.js';
import { scriptedContext, two } from './scripted-dice.js';
import { setupState } from '../../src/games/gwas/setup.js';
import { redactState } from '../../src/games/gwas/views/redact.js';
import { ordersForm } from '../../src/games/gwas/forms/orders-form.js';
import { minefieldStep } from '../../src/games/gwas/mines/strike.js';
import { mineWorkStep } from '../../src/games/gwas/mines/work.js';
import { minelayerHit } from '../../src/games/gwas/mines/explode.js';
import { actsAsMinelayer, zonesFromCoast } from '../../src/games/gwas/mines/rules.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState, Minefield } from '../../src/games/gwas/state.js';

const MINES = { mines: true } as const;
const o = (side: string, fleets: string, turn = 1) => `side: ${side}\nturn: ${turn}\nfleets:\n${fleets}`;
const field = (side: 'allied' | 'central', a: string, b: string, id = 'X1', activeFrom = 1): Minefield => ({ id, side, between: a < b ? [a, b] : [b, a], laid: 0, activeFrom, known: [] });

/** An Allied fleet in Brindisi and a Central minefield on R41/R42 (the Otranto scenario's). */
const brindisi = (ships = '[acorn-class-dd]') => `
allied:
  - { id: flotilla, mission: intercept, at: { port: brindisi }, ships: ${ships} }
central:
  - { id: scouts, mission: intercept, at: { port: cattaro }, ships: [helgoland] }
mines:
  fields:
    - { side: central, between: [R41, R42] }
`;

/** The strike step alone, with given dice, after `fleet` sailed `path` from `from` this turn. */
function strike(data: GwasData, state: GwasState, fleet: string, from: string, path: string[], dice: number[][]) {
  const f = state.fleets[fleet];
  f.log.push({ turn: state.turn, from, path, port: null });
  f.zone = path[path.length - 1];
  f.port = null;
  const ctx = scriptedContext(data, state, dice);
  minefieldStep.run(ctx);
  return ctx;
}

describe('13.0 mines are a campaign option', () => {
  it('13.0 without the option there are no minefields, and a "Mine" box is refused (GW2601)', () => {
    const { data, state } = withScenario(brindisi());
    expect(state.minefields).toBeUndefined();
    expect(state.options).toBeUndefined();
    expect(codes(check(data, state, 'allied', o('allied', '  flotilla:\n    plot:\n      1: Detect\n')))).toEqual(['GW2601']);
  });
  it('13.0 with the option the scenario\'s minefields are laid before the start: Otranto has UC-25\'s off Brindisi', () => {
    const data = gameData();
    const state = setupState(data, 'otranto-1917', MINES);
    expect(state.minefields).toEqual([{ id: 'CM1', side: 'central', between: ['R41', 'R42'], laid: 0, activeFrom: 1, known: [] }]);
    expect(setupState(data, 'otranto-1917').minefields).toBeUndefined();
  });
});

describe('13.1 a minefield is known only to its owner', () => {
  it('13.1 the owner\'s log sheet holds it; the other side\'s holds nothing of it', () => {
    const data = gameData();
    const state = setupState(data, 'otranto-1917', MINES);
    expect(redactState(state, 'central', data).minefields).toEqual({ own: [{ id: 'CM1', between: ['R41', 'R42'], laid: 0, activeFrom: 1, revealed: false }], enemy: [] });
    expect(redactState(state, 'allied', data).minefields).toEqual({ own: [], enemy: [] });
    expect(JSON.stringify(redactState(state, 'allied', data))).not.toContain('CM1');
  });
});

describe('13.2 entering a minefield', () => {
  it('13.2 an enemy fleet crossing the boundary halts in the zone it entered, rolls for each ship, and learns the minefield; the layer is told the boundary only', () => {
    const { data, state } = withScenario(brindisi('[acorn-class-dd, beagle-class-dd]'), MINES);
    const r = play(data, state, { allied: o('allied', '  flotilla:\n    plot:\n      1: R42/R43\n') });
    const f = r.state.fleets.flotilla;
    expect(f.zone).toBe('R42');
    expect(f.log.at(-1)!.path).toEqual(['R42']);
    const [entered] = ofType(r.events, 'gwas.minefield-entered');
    expect(entered.audience).toEqual({ to: 'sides', sides: ['allied'] });
    expect(entered.data.between).toEqual(['R41', 'R42']);
    expect(entered.data.ships.map((s: { ship: string }) => s.ship)).toEqual(['acorn-class-dd', 'beagle-class-dd']);
    const strikes = ofType(r.events, 'roll').filter((e) => e.data.table === 'Minefield Table');
    expect(strikes).toHaveLength(2);
    expect(strikes.every((e) => e.data.dice.length === 2)).toBe(true);
    const [told] = ofType(r.events, 'gwas.minefield-crossed');
    expect(told.audience).toEqual({ to: 'sides', sides: ['central'] });
    expect(JSON.stringify(told.data)).not.toContain('flotilla');
    expect(redactState(r.state, 'allied', data).minefields!.enemy).toEqual([{ between: ['R41', 'R42'], count: 1 }]);
    expect(redactState(r.state, 'central', data).minefields!.own[0].revealed).toBe(true);
  });
  it('13.2 Minefield Table: a modified 11 or more strikes; +1 for each further minefield on the boundary; +2 at speed 2 or more', () => {
    const { data, state } = withScenario(brindisi('[agamemnon]'), MINES);
    // Agamemnon is speed 1: a natural 10 is clear, an 11 strikes.
    let ctx = strike(data, structuredClone(state), 'flotilla', 'R41', ['R42'], [two(10)]);
    expect(ctx.rolls().map((e) => e.data.total)).toEqual([10]);
    const fresh = structuredClone(state);
    ctx = strike(data, fresh, 'flotilla', 'R41', ['R42'], [two(11), [1]]);
    expect(ctx.rolls().map((e) => e.data.table)).toEqual(['Minefield Table', 'Minefield Damage Table']);
    // Three minefields on the boundary (+2) and a speed-2+ ship (+2): a natural 7 makes 11.
    const fast = withScenario(brindisi('[acorn-class-dd]'), MINES);
    fast.state.minefields!.push(field('central', 'R41', 'R42', 'CM2'), field('central', 'R41', 'R42', 'CM3'));
    ctx = strike(data, fast.state, 'flotilla', 'R41', ['R42'], [two(7), [1]]);
    expect(ctx.rolls()[0].data.modifiers.map((m: { value: number }) => m.value)).toEqual([2, 2]);
    expect(ctx.rolls()[0].data.total).toBe(11);
  });
  it('13.2 the bonus for further minefields stops at +5', () => {
    const { data, state } = withScenario(brindisi('[agamemnon]'), MINES);
    for (let i = 2; i <= 8; i++) state.minefields!.push(field('central', 'R41', 'R42', `CM${i}`));
    const ctx = strike(data, state, 'flotilla', 'R41', ['R42'], [two(2)]);
    expect(ctx.rolls()[0].data.modifiers).toEqual([{ name: '7 more minefields on the boundary', value: 5 }]);
  });
  it('13.21 every entry of the Minefield Damage Table: 1–2 one hull, 3 two, 4 three and speed −1, 5 five and unable to manoeuvre, 6 sunk', () => {
    const seen: string[] = [];
    for (const die of [1, 2, 3, 4, 5, 6]) {
      const { data, state } = withScenario(brindisi('[agamemnon]'), MINES);
      strike(data, state, 'flotilla', 'R41', ['R42'], [two(12), [die]]);
      const s = state.ships.agamemnon;
      seen.push(`${die}: hull ${s.damage.hull}, speed -${s.speedLoss}${s.unableToManoeuvre ? ', unable' : ''}${s.sunk ? ', sunk' : ''}`);
    }
    expect(seen).toEqual([
      '1: hull 1, speed -0', '2: hull 1, speed -0', '3: hull 2, speed -0', '4: hull 3, speed -1',
      '5: hull 5, speed -0, unable', `6: hull ${gameData().ships.agamemnon.boxes.hull.length}, speed -0, sunk`,
    ]);
  });
  it('13.21 a ship sunk by a mine leaves her fleet and scores for the side that laid the minefield', () => {
    const { data, state } = withScenario(brindisi('[agamemnon]'), MINES);
    (data.scenarios.test.victory.sunk as Record<string, number>).B = 6;
    strike(data, state, 'flotilla', 'R41', ['R42'], [two(12), [6]]);
    expect(state.fleets.flotilla.gone).toBe('sunk');
    expect(state.vp.central).toBe(6);
  });
  it('13.22 a side\'s own minefield does not touch its fleets', () => {
    const { data, state } = withScenario(brindisi(), MINES);
    state.minefields = [field('allied', 'R41', 'R42', 'AM1')];
    const r = play(data, state, { allied: o('allied', '  flotilla:\n    plot:\n      1: R42/R43\n') });
    expect(r.state.fleets.flotilla.zone).toBe('R43');
    expect(ofType(r.events, 'gwas.minefield-entered')).toEqual([]);
  });
  it('13.24 a fleet a minefield halted may re-plot its next boxes, as after a battle (7.37)', () => {
    const { data, state } = withScenario(brindisi(), MINES);
    let s = play(data, state, { allied: o('allied', '  flotilla:\n    plot:\n      1: R42\n      2: R43\n      3: R43\n') }).state;
    expect(s.fleets.flotilla.mineHalt).toBe(1);
    // Turn 2's box was closed (4.2); after the halt it may be rewritten.
    expect(codes(check(data, s, 'allied', o('allied', '  flotilla:\n    plot:\n      2: R41\n      3: R41\n', 2)))).toEqual([]);
    s = structuredClone(s);
    s.fleets.flotilla.mineHalt = 0;
    expect(codes(check(data, s, 'allied', o('allied', '  flotilla:\n    plot:\n      2: R41\n      3: R41\n', 2)))).toContain('GW2043');
  });
  it('13.24 the orders form offers a fleet a minefield halted last turn its closed boxes to re-plot, as the check allows (found playing Otranto by mail)', () => {
    const { data, state } = withScenario(brindisi(), MINES);
    const s = play(data, state, { allied: o('allied', '  flotilla:\n    plot:\n      1: R42\n      2: R43\n      3: R43\n') }).state;
    expect(s.fleets.flotilla.mineHalt).toBe(1);
    const form = (st: GwasState) => ordersForm({ data, state: redactState(st, 'allied', data), viewer: 'allied', campaign: 'c' }).replace(/\n {4}# {3}/g, ' ');
    expect(form(s)).toContain("After last turn's halt at a minefield you may re-plan turns 2 to 4 (13.24).");
    expect(form(s)).toMatch(/You may write turns 2, 3, 4 \(Intercept/);
    // Without the halt, turns 2 and 3 stay closed (4.2).
    const unhalted = structuredClone(s);
    unhalted.fleets.flotilla.mineHalt = 0;
    expect(form(unhalted)).toMatch(/You may write turn 4 \(Intercept: 2 turns ahead, 5\.2\)\. Turns 2 to 3 are closed/);
  });
});

describe('13.3 laying minefields', () => {
  const layer = (plan = '') => `
central:
  - { id: layers, mission: minelaying, at: { zone: N41 }, ships: [breslau, novara]${plan} }
allied:
  - { id: watch, mission: intercept, at: { port: brindisi }, ships: [dartmouth] }
mines:
  layers: [breslau]
`;
  it('13.31 four turns of "Mine N42" without moving lay a minefield on N41/N42, active from the next turn; only the layer\'s side hears of it', () => {
    const { data, state } = withScenario(layer(), MINES);
    const orders = o('central', '  layers:\n    plot:\n      1: Mine N42\n      2: Mine N42\n      3: Mine N42\n      4: Mine N42\n');
    expect(codes(check(data, state, 'central', orders))).toEqual([]);
    let s = play(data, state, { central: orders }).state;
    const events = [];
    for (let t = 2; t <= 4; t++) { const r = play(data, s, {}); s = r.state; events.push(...r.events); }
    expect(s.minefields).toEqual([{ id: 'CM1', side: 'central', between: ['N41', 'N42'], laid: 4, activeFrom: 5, known: [] }]);
    const [laid] = ofType(events, 'gwas.minefield-laid');
    expect(laid.audience).toEqual({ to: 'sides', sides: ['central'] });
    expect(redactState(s, 'allied', data).minefields).toEqual({ own: [], enemy: [] });
  });
  it('13.31 moving during the four turns starts the count again', () => {
    const { data, state } = withScenario(layer(), MINES);
    let s = play(data, state, { central: o('central', '  layers:\n    plot:\n      1: Mine N42\n      2: Mine N42\n      3: N40\n      4: Mine N41\n') }).state;
    for (let t = 2; t <= 4; t++) s = play(data, s, {}).state;
    expect(s.minefields).toEqual([]);
    expect(s.fleets.layers.mineWork).toMatchObject({ kind: 'mine', zone: 'N40', toward: 'N41', turns: 1 });
  });
  it('13.32, 13.33 every ship able to lay mines lays one; a boundary may be mined again and again', () => {
    const { data, state } = withScenario(layer().replace('layers: [breslau]', 'layers: [breslau, novara]'), MINES);
    state.fleets.layers.mineWork = { kind: 'mine', zone: 'N41', toward: 'N42', turns: 3 };
    state.fleets.layers.plan = { '1': 'Mine N42' };
    const s = play(data, state, {}).state;
    expect(s.minefields!.map((f) => f.id)).toEqual(['CM1', 'CM2']);
    expect(s.minefields!.every((f) => f.between.join('/') === 'N41/N42')).toBe(true);
  });
  it('13.34 not more than three zones from the coast (GW2605); 13.1 only on a boundary of the fleet\'s zone (GW2604)', () => {
    const { data, state } = withScenario(layer().replace('at: { zone: N41 }', 'at: { zone: AB42 }'), MINES);
    expect(zonesFromCoast(data, 'AB42')).toBe(5);
    expect(codes(check(data, state, 'central', o('central', '  layers:\n    plot:\n      1: Mine AC42\n')))).toEqual(['GW2605']);
    expect(codes(check(data, state, 'central', o('central', '  layers:\n    plot:\n      1: Mine N42\n')))).toEqual(['GW2604']);
  });
  it('13.31 laying needs the Minelaying mission and a ship able to lay (GW2602) and a box without movement (GW2603)', () => {
    const { data, state } = withScenario(layer().replace('mission: minelaying', 'mission: intercept'), MINES);
    expect(codes(check(data, state, 'central', o('central', '  layers:\n    plot:\n      1: Mine N42\n')))).toEqual(['GW2602']);
    const again = withScenario(layer(), MINES);
    expect(codes(check(again.data, again.state, 'central', o('central', '  layers:\n    plot:\n      1: N42/Mine N41\n')))).toContain('GW2603');
  });
  it('13.35 "Mine N42 from 8" makes the minefield active from turn 8; before then enemy ships cross it unharmed; never before it is laid (GW2607)', () => {
    const { data, state } = withScenario(layer(), MINES);
    state.fleets.layers.mineWork = { kind: 'mine', zone: 'N41', toward: 'N42', from: 8, turns: 3 };
    state.fleets.layers.plan = { '1': 'Mine N42 from 8' };
    const s = play(data, state, {}).state;
    expect(s.minefields![0].activeFrom).toBe(8);
    const early = withScenario(layer(), MINES);
    expect(codes(check(early.data, early.state, 'central', o('central', '  layers:\n    plot:\n      1: Mine N42\n      2: Mine N42 from 1\n')))).toEqual(['GW2607']);
  });
  it('13.4 a minefield may be laid on a boundary of a major base\'s zone (Cattaro\'s N42 is three zones from nowhere: it is coastal)', () => {
    const { data, state } = withScenario(layer(), MINES);
    expect(data.map.ports.cattaro.majorBase).toBe(true);
    expect(codes(check(data, state, 'central', o('central', '  layers:\n    plot:\n      1: Mine N42\n')))).toEqual([]);
  });
});

describe('13.5 combat involving minelayers', () => {
  const yaml = `
central:
  - { id: layers, mission: minelaying, at: { zone: N41 }, ships: [breslau, nusret] }
  - { id: raiders, mission: intercept, at: { zone: N41 }, ships: [novara] }
mines:
  layers: [breslau, novara]
`;
  it('13.5 a minelayer hit rolls one die: a 6 detonates her mines and sinks her; anything else does not', () => {
    const { data, state } = withScenario(yaml, MINES);
    let ctx = scriptedContext(data, state, [[5]]);
    minelayerHit(ctx, state.ships.nusret, 'B1-1', 'b');
    expect(state.ships.nusret.sunk).toBe(false);
    ctx = scriptedContext(data, state, [[6]]);
    minelayerHit(ctx, state.ships.nusret, 'B1-1', 'b');
    expect(state.ships.nusret.sunk).toBe(true);
    expect(ofType(ctx.events, 'gwas.minelayer-exploded')[0].audience).toEqual({ to: 'sides', sides: ['central'] });
  });
  it('13.52 a dedicated minelayer (ML) always risks it; a ship the scenario lets lay mines only on the Minelaying mission; 13.6 so does an auxiliary minelayer', () => {
    const { data, state } = withScenario(yaml, MINES);
    const at = (id: string) => actsAsMinelayer(data, state, state.ships[id], state.fleets[state.ships[id].fleet]);
    expect(at('nusret')).toBe(true);
    expect(at('breslau')).toBe(true);
    expect(at('novara')).toBe(false); // named as a layer, but her fleet is on Intercept
    state.fleets.layers.mission = 'abort';
    expect(at('breslau')).toBe(false);
    expect(at('nusret')).toBe(true);
    const aux = withScenario(`allied:\n  - { id: aux, mission: minelaying, at: { zone: N41 }, ships: [xix-corps-transports-1] }\nmines:\n  layers: [xix-corps-transports-1]\n`, MINES);
    expect(actsAsMinelayer(aux.data, aux.state, aux.state.ships['xix-corps-transports-1'], aux.state.fleets.aux)).toBe(true);
  });
  it('13.5 without the mines option no minelayer die is rolled', () => {
    const { data, state } = withScenario(yaml);
    const ctx = scriptedContext(data, state, []);
    minelayerHit(ctx, state.ships.nusret, 'B1-1', 'b');
    expect(ctx.rolls()).toEqual([]);
  });
});

describe('13.7 minesweeping', () => {
  const yaml = (mission = 'minesweeping') => `
allied:
  - { id: sweepers, mission: ${mission}, at: { zone: R42 }, ships: [acorn-class-dd] }
central:
  - { id: scouts, mission: intercept, at: { port: cattaro }, ships: [helgoland] }
mines:
  sweepers: [acorn-class-dd]
  fields:
    - { side: central, between: [R41, R42], count: 2 }
    - { side: central, between: [N41, N42] }
`;
  it('13.7, 13.71 only minesweepers (or ships the scenario designates) on the Minesweeping mission find or sweep mines (GW2606)', () => {
    const { data, state } = withScenario(yaml('intercept'), MINES);
    expect(codes(check(data, state, 'allied', o('allied', '  sweepers:\n    plot:\n      1: Detect\n')))).toEqual(['GW2606']);
    const none = withScenario(yaml().replace('sweepers: [acorn-class-dd]', 'sweepers: []'), MINES);
    expect(codes(check(none.data, none.state, 'allied', o('allied', '  sweepers:\n    plot:\n      1: Detect\n')))).toEqual(['GW2606']);
  });
  it('13.72 "Detect" for a turn without moving reveals which boundaries of the zone hold enemy minefields, and how many; the layer is told', () => {
    const { data, state } = withScenario(yaml(), MINES);
    const r = play(data, state, { allied: o('allied', '  sweepers:\n    plot:\n      1: Detect\n') });
    const [found] = ofType(r.events, 'gwas.mines-detected');
    expect(found.data.boundaries).toEqual([{ between: 'R41/R42', count: 2 }]);
    expect(ofType(r.events, 'gwas.minefields-discovered')[0].audience).toEqual({ to: 'sides', sides: ['central'] });
    expect(redactState(r.state, 'allied', data).minefields!.enemy).toEqual([{ between: ['R41', 'R42'], count: 2 }]);
  });
  it('13.73 two turns of "Sweep R41" next to a found minefield: each sweeper rolls; 4–6 removes one minefield, 2–3 nothing, 1 sinks the sweeper', () => {
    const outcome = (die: number) => {
      const { data, state } = withScenario(yaml(), MINES);
      for (const f of state.minefields!) f.known.push('allied');
      state.fleets.sweepers.plan = { '1': 'Sweep R41' };
      state.fleets.sweepers.mineWork = { kind: 'sweep', zone: 'R42', toward: 'R41', turns: 1 };
      state.fleets.sweepers.log.push({ turn: 1, from: 'R42', path: [], port: null });
      const ctx = scriptedContext(data, state, [[die]]);
      mineWorkStep.run(ctx);
      return { left: state.minefields!.filter((f) => f.between.join('/') === 'R41/R42').length, sunk: state.ships['acorn-class-dd'].sunk };
    };
    expect([1, 2, 3, 4, 5, 6].map(outcome)).toEqual([
      { left: 2, sunk: true }, { left: 2, sunk: false }, { left: 2, sunk: false },
      { left: 1, sunk: false }, { left: 1, sunk: false }, { left: 1, sunk: false },
    ]);
  });
  it('13.72, 13.73 a minefield not yet found cannot be swept', () => {
    const { data, state } = withScenario(yaml(), MINES);
    state.fleets.sweepers.plan = { '1': 'Sweep R41' };
    state.fleets.sweepers.mineWork = { kind: 'sweep', zone: 'R42', toward: 'R41', turns: 1 };
    state.fleets.sweepers.log.push({ turn: 1, from: 'R42', path: [], port: null });
    const ctx = scriptedContext(data, state, [[6]]);
    mineWorkStep.run(ctx);
    expect(state.minefields!.length).toBe(3);
    expect(ofType(ctx.events, 'gwas.mines-swept')[0].data.results[0].result).toBe('nothing to sweep');
  });
  it('13.73 sweeping from orders: "Sweep R41" on turns 1 and 2 rolls once, at the end of the second turn', () => {
    const { data, state } = withScenario(yaml(), MINES);
    for (const f of state.minefields!) f.known.push('allied');
    const orders = o('allied', '  sweepers:\n    plot:\n      1: Sweep R41\n      2: Sweep R41\n');
    expect(codes(check(data, state, 'allied', orders))).toEqual([]);
    const r1 = play(data, state, { allied: orders });
    expect(ofType(r1.events, 'roll').filter((e) => e.data.table === 'Minesweeping (13.73)')).toHaveLength(0);
    const r2 = play(data, r1.state, {});
    expect(ofType(r2.events, 'roll').filter((e) => e.data.table === 'Minesweeping (13.73)')).toHaveLength(1);
  });
});

describe('13.1 the orders form', () => {
  it('13.1 lists the side\'s own minefields and the enemy\'s it has found, never one it has not', async () => {
    const { ordersForm } = await import('../../src/games/gwas/forms/orders-form.js');
    const data = gameData();
    const state = setupState(data, 'otranto-1917', MINES);
    const form = (side: 'allied' | 'central', s: GwasState) => ordersForm({ data, state: redactState(s, side, data), viewer: side, campaign: 'm' }).replace(/\n#\s*/g, ' ');
    expect(form('central', state)).toContain('Your minefields: R41/R42 (from turn 1)');
    expect(form('allied', state)).toContain('Your minefields: none. Enemy minefields you have found: none.');
    expect(form('allied', state)).not.toContain('R41/R42');
    state.minefields![0].known.push('allied');
    expect(form('allied', state)).toContain('Enemy minefields you have found: R41/R42 (1)');
    expect(form('central', state)).toContain('R41/R42 (from turn 1, known to the enemy)');
  });
});

describe('13.51 jettisoning mines', () => {
  const yaml = `
central:
  - { id: layers, mission: minelaying, at: { zone: N41 }, ships: [breslau, nusret], plan: { '1': Mine N42, '2': Mine N42, '3': Mine N42, '4': Mine N42 } }
  - { id: raiders, mission: intercept, at: { zone: N41 }, ships: [novara] }
mines:
  layers: [breslau]
`;
  const home = '    mission: abort\n    plot:\n      3: N42/Cattaro\n';
  it('13.51 the fleet goes on Abort, its minelayers no longer risk exploding (13.5) and lay no more; its side is told', () => {
    const { data, state } = withScenario(yaml, MINES);
    const orders = o('central', `  layers:\n    jettison: true\n${home}`);
    expect(codes(check(data, state, 'central', orders))).toEqual([]);
    const r = play(data, state, { central: orders });
    expect(r.state.fleets.layers.mission).toBe('abort');
    expect(r.state.ships.nusret.minesJettisoned).toBe(true);
    expect(r.state.ships.breslau.minesJettisoned).toBe(true);
    expect(actsAsMinelayer(data, r.state, r.state.ships.nusret, r.state.fleets.layers)).toBe(false);
    expect(ofType(r.events, 'gwas.mines-jettisoned')[0].audience).toEqual({ to: 'sides', sides: ['central'] });
    expect(r.state.minefields).toEqual([]);
  });
  it('13.51 jettisoning needs "mission: abort" (GW2609) and a ship carrying mines (GW2608)', () => {
    const { data, state } = withScenario(yaml, MINES);
    expect(codes(check(data, state, 'central', o('central', '  layers:\n    jettison: true\n')))).toEqual(['GW2609']);
    expect(codes(check(data, state, 'central', o('central', `  raiders:\n    jettison: true\n${home}`)))).toContain('GW2608');
  });
});

describe('13.1 the umpire sees every minefield', () => {
  it('13.1 the umpire\'s report lists each side\'s minefields; the Allied report of the same turn does not', async () => {
    const { buildSideView, buildUmpireView } = await import('../../src/games/gwas/views/index.js');
    const { renderReport } = await import('../../src/reports/render.js');
    const { GWAS_TEMPLATES } = await import('../../src/games/gwas/views/templates.js');
    const data = gameData();
    const state = setupState(data, 'otranto-1917', MINES);
    const dice = { commitment: null } as never;
    const umpire = renderReport(buildUmpireView(data, state, [], 'm', null, dice), 'text', GWAS_TEMPLATES);
    const allied = renderReport(buildSideView({ data, state: redactState(state, 'allied', data), events: [], viewer: 'allied', campaign: 'm', deadline: null, dice }), 'text', GWAS_TEMPLATES);
    expect(umpire).toContain('Minefield CM1 at R41/R42: laid before the start, active from turn 1');
    expect(allied).not.toContain('R41/R42');
    expect(allied).toContain('MINEFIELDS');
  });
});

describe('13.1 the maps', () => {
  it('13.1 a side\'s map draws its own minefield; the other side\'s map draws none until it has found it', async () => {
    const { gameById } = await import('../../src/pipeline/games.js');
    const { OWN_MINES_COLOUR, ENEMY_MINES_COLOUR } = await import('../../src/games/gwas/maps/minefields.js');
    const adapter = gameById('gwas-mediterranean')!;
    const state = adapter.setup('otranto-1917', { fuel: false, mines: true }) as GwasState;
    const draw = (s: GwasState, side: string) => adapter.maps!.draw(adapter.view(s, [], side, { campaign: 'm', deadline: null }), 'report', {});
    expect(draw(state, 'central')).toContain(OWN_MINES_COLOUR);
    const allied = draw(state, 'allied');
    expect(allied).not.toContain(OWN_MINES_COLOUR);
    expect(allied).not.toContain(ENEMY_MINES_COLOUR);
    const found = structuredClone(state);
    found.minefields![0].known.push('allied');
    expect(draw(found, 'allied')).toContain(ENEMY_MINES_COLOUR);
  });
});
