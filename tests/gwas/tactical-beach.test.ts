/**
 * 7.44 deliberate beaching (option `tactical`): the fleet's standing order `beach: { hullLeft: N }`
 * runs a ship able to move, beside land, into the land hex; she is never refloated (7.43); still
 * beached at the scenario's end she counts as sunk, her points doubled in enemy-controlled waters
 * and cut to 75 % in her own (RULINGS 7.44: control read from the zone's ports).
 * Orders are the players' YAML, applied by the real Orders Phase; dice are given where they decide.
 */
import { describe, expect, it } from 'vitest';
import { check, codes, withScenario } from '../helpers/gwas.js';
import { scriptedContext } from './scripted-dice.js';
import { applyOrders, hexOf, orders, sideOf, TACTICAL, tacticalRun } from './tactical-helpers.js';
import { moveStep } from '../../src/games/gwas/tactical/movement.js';
import { fightTactical } from '../../src/games/gwas/tactical/battle.js';
import { afterTactical } from '../../src/games/gwas/tactical/after.js';
import { refloatStep } from '../../src/games/gwas/tactical/refloat.js';
import { beachFactor, controlOf } from '../../src/games/gwas/tactical/beach-victory.js';
import { victoryStep } from '../../src/games/gwas/steps/victory.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import { tacticalWords } from '../../src/games/gwas/tactical/words.js';

// N42 (Cattaro, an Austro-Hungarian port): the east, north-east and north-west edges are land;
// (5, 0) lies beside the east corner (6, 0), which is land. One turn, so its end is the scenario's.
const yaml = `
turns: 1
victory: { sunk: { BC: 6, DD: 1 }, merchant: 0.5, conditions: [], text: '' }
allied:
  - { id: med, mission: intercept, at: { zone: N42 }, ships: [indomitable] }
central:
  - { id: k-u-k, mission: raid, at: { zone: N42 }, ships: [tatra-class-dd] }
`;
const beachAt = (fleet: string, n: number) => `  ${fleet}:\n    battle:\n      beach: { hullLeft: ${n} }\n`;

function setup(sideOrders: { allied?: string; central?: string }, prepare: (s: GwasState) => void, dice: number[][] = []) {
  const { data, state } = withScenario(yaml, TACTICAL);
  applyOrders(data, state, sideOrders);
  state.fleets['k-u-k'].log.push({ turn: state.turn, from: 'N41', path: ['N42'], port: null });
  prepare(state);
  const ctx = scriptedContext(data, state, dice);
  const run = tacticalRun(ctx, 'N42', 'central');
  return { data, state, ctx, run };
}

describe('7.44 deliberate beaching by standing order', () => {
  it('7.44 a ship with hullLeft hull boxes or fewer left, beside land, is run into the land hex in a step she may move: no die is rolled, and the enemy in sight is told which ship and where', () => {
    const s = setup({ allied: orders('allied', beachAt('med', 2)) }, (st) => { st.ships.indomitable.damage.hull = 8; });
    s.run.places.indomitable.hex = { q: 5, r: 0 };
    s.run.places['tatra-class-dd'].hex = { q: 3, r: 0 };
    moveStep(s.ctx, s.run, 'allied', 3); // 7.31 step 6: speed 2 moves, Indomitable's speed
    expect(hexOf(s.run, 'indomitable')).toEqual([6, 0]);
    expect(s.run.places.indomitable).toMatchObject({ aground: true, beached: true });
    expect(s.ctx.rolls()).toEqual([]); // "no die roll check is required"
    const told = s.ctx.events.filter((e) => e.type === 'gwas.tactical-beached');
    expect(told.map((e) => [sideOf(e), e.data])).toMatchObject([
      ['allied', { ship: 'indomitable', from: { q: 5, r: 0 }, hex: { q: 6, r: 0 } }],
      ['central', { ship: 'indomitable', hex: { q: 6, r: 0 }, enemy: true }],
    ]);
    moveStep(s.ctx, s.run, 'allied', 1);
    expect(hexOf(s.run, 'indomitable')).toEqual([6, 0]); // beached: she never moves again
    // Each side's battle account says it in words, from its own event.
    const words = tacticalWords((id) => (id ? s.data.ships[id].name : 'an unidentified ship'));
    expect(told.map(words)).toEqual([
      '  Pass 1, step 1: Indomitable was run aground on purpose at (6, 0): beached, she will not be refloated (7.44).',
      '  Pass 1, step 1: the enemy beached Indomitable at (6, 0) (7.44).',
    ]);
  });

  it('7.44 out of the enemy\'s sight the beaching is announced, but not which ship or where (7.27)', () => {
    const s = setup({ allied: orders('allied', beachAt('med', 2)) }, (st) => { st.ships.indomitable.damage.hull = 8; });
    s.run.places.indomitable.hex = { q: 5, r: 0 };
    s.run.places['tatra-class-dd'].hex = { q: -6, r: 3 };
    moveStep(s.ctx, s.run, 'allied', 1);
    const enemy = s.ctx.events.find((e) => e.type === 'gwas.tactical-beached' && sideOf(e) === 'central');
    expect(enemy?.data).toMatchObject({ ship: null, hex: null, enemy: true });
  });

  it('7.44 a ship with more hull left, one not beside land, one too slow for the step, and one unable to manoeuvre (she cannot move into the land) do not beach', () => {
    // Three hull boxes left: she does not beach, but steams on along the coast, rolling for grounding (7.42): a 1, clear.
    const more = setup({ allied: orders('allied', beachAt('med', 2)) }, (st) => { st.ships.indomitable.damage.hull = 7; }, [[1]]);
    more.run.places.indomitable.hex = { q: 5, r: 0 };
    moveStep(more.ctx, more.run, 'allied', 1);
    expect(more.run.places.indomitable.beached).toBeUndefined();
    expect(more.ctx.events.filter((e) => e.type === 'gwas.tactical-beached')).toEqual([]);

    const sea = setup({ allied: orders('allied', beachAt('med', 2)) }, (st) => { st.ships.indomitable.damage.hull = 8; });
    sea.run.places.indomitable.hex = { q: 2, r: 0 };
    moveStep(sea.ctx, sea.run, 'allied', 1);
    expect(sea.run.places.indomitable.beached).toBeUndefined();
    expect(sea.ctx.events.filter((e) => e.type === 'gwas.tactical-beached')).toEqual([]);

    const slow = setup({ allied: orders('allied', beachAt('med', 2)) }, (st) => { st.ships.indomitable.damage.hull = 8; });
    slow.run.places.indomitable.hex = { q: 5, r: 0 };
    moveStep(slow.ctx, slow.run, 'allied', 4); // 7.31 step 2: speed 2+ only; Indomitable is speed 2
    expect(slow.run.places.indomitable.beached).toBeUndefined();

    const disabled = setup({ allied: orders('allied', beachAt('med', 2)) }, (st) => { st.ships.indomitable.damage.hull = 8; st.ships.indomitable.unableToManoeuvre = true; });
    disabled.run.places.indomitable.hex = { q: 5, r: 0 };
    moveStep(disabled.ctx, disabled.run, 'allied', 1);
    expect(disabled.run.places.indomitable.beached).toBeUndefined();
  });

  it('7.44, 7.43 after the battle a beached ship stays aground and unable to manoeuvre, and in the Weather Phase no refloating is rolled for her', () => {
    const s = setup({ allied: orders('allied', beachAt('med', 2)) }, (st) => { st.ships.indomitable.damage.hull = 8; });
    s.run.places.indomitable.hex = { q: 5, r: 0 };
    s.run.places['tatra-class-dd'].exited = 'w';
    s.run.left['k-u-k'] = 'w';
    moveStep(s.ctx, s.run, 'allied', 1);
    const out = fightTactical(s.ctx, s.run);
    afterTactical(s.ctx, s.run, out);
    expect(s.state.ships.indomitable).toMatchObject({ unableToManoeuvre: true, aground: { wasUnable: false }, beached: { zone: 'N42', battle: 'B1-1', turn: 1 } });
    const weather = scriptedContext(s.data, s.state, []);
    refloatStep.run(weather); // would throw for want of dice if she rolled
    expect(weather.rolls()).toEqual([]);
    expect(s.state.ships.indomitable.aground).toBeDefined();
  });

  it('7.44 at the scenario\'s end a ship still beached counts as sunk; beached in enemy-controlled waters (Cattaro\'s zone, Central Powers) her owner concedes double: 2 × 6 for a battlecruiser', () => {
    const s = setup({ allied: orders('allied', beachAt('med', 2)) }, (st) => { st.ships.indomitable.damage.hull = 8; });
    s.run.places.indomitable.hex = { q: 5, r: 0 };
    s.run.places['tatra-class-dd'].exited = 'w';
    s.run.left['k-u-k'] = 'w';
    moveStep(s.ctx, s.run, 'allied', 1);
    afterTactical(s.ctx, s.run, fightTactical(s.ctx, s.run));
    const end = scriptedContext(s.data, s.state, []);
    victoryStep.run(end);
    expect(s.state.ships.indomitable.sunk).toBe(true);
    expect(s.state.vp).toEqual({ allied: 0, central: 12 });
    const vp = end.events.filter((e) => e.type === 'gwas.victory-points');
    expect(vp.map((e) => [sideOf(e), (e.data as { points: number; control: string; factor: number })])).toMatchObject([
      ['allied', { points: 12, control: 'central', factor: 2, side: 'central' }],
      ['central', { points: 12, control: 'central', factor: 2, side: 'central' }],
    ]);
    expect(end.events.find((e) => e.type === 'gwas.scenario-end')?.data).toMatchObject({ vp: { allied: 0, central: 12 }, winner: 'central' });
  });

  it('7.44 beached in waters her own side controls, the opponent receives 75 %; in waters nobody controls (N36: land, no port) the ordinary points', () => {
    const own = setup({ central: orders('central', beachAt('k-u-k', 1)) }, (st) => { st.ships['tatra-class-dd'].damage.hull = 5; });
    own.run.places['tatra-class-dd'].hex = { q: 5, r: 0 };
    own.run.places.indomitable.hex = { q: -6, r: 3 };
    moveStep(own.ctx, own.run, 'central', 1);
    own.run.places.indomitable.exited = 'w';
    own.run.left.med = 'w';
    afterTactical(own.ctx, own.run, fightTactical(own.ctx, own.run));
    expect(own.state.ships['tatra-class-dd'].beached?.zone).toBe('N42');
    victoryStep.run(scriptedContext(own.data, own.state, []));
    expect(own.state.vp).toEqual({ allied: 0.75, central: 0 });

    const { data, state } = withScenario(yaml, TACTICAL);
    expect([controlOf(data, state, 'N42'), controlOf(data, state, 'N36'), controlOf(data, state, 'N37')]).toEqual(['central', null, null]);
    state.ships['tatra-class-dd'].beached = { zone: 'N36', battle: 'B1-1', turn: 1 };
    victoryStep.run(scriptedContext(data, state, []));
    expect(state.vp).toEqual({ allied: 1, central: 0 });
    expect([beachFactor('allied', 'central'), beachFactor('allied', 'allied'), beachFactor('allied', null)]).toEqual([2, 0.75, 1]);
  });

  it('7.44 before the scenario\'s end a beached ship scores nothing and is not sunk', () => {
    const { data, state } = withScenario(yaml.replace('turns: 1', 'turns: 3'), TACTICAL);
    state.ships.indomitable.beached = { zone: 'N42', battle: 'B1-1', turn: 1 };
    victoryStep.run(scriptedContext(data, state, []));
    expect(state.vp).toEqual({ allied: 0, central: 0 });
    expect(state.ships.indomitable.sunk).toBe(false);
  });
});

describe('7.44 a beached ship stays ashore', () => {
  it('7.44, 7.33 when the map is re-centred a beached ship stays on her land hex; the ships afloat move', () => {
    const s = setup({ allied: orders('allied', beachAt('med', 2)), central: orders('central', '  k-u-k:\n    battle:\n      turnAway: at-once\n') }, (st) => { st.ships.indomitable.damage.hull = 8; });
    s.run.places.indomitable.hex = { q: 5, r: 0 };
    moveStep(s.ctx, s.run, 'allied', 1);
    expect(s.run.places.indomitable.beached).toBe(true);
    // The destroyer reaches the south-east edge 3 hexes from Indomitable, in her sight: no exit, the map is re-centred.
    s.run.places['tatra-class-dd'].hex = { q: 3, r: 3 };
    s.run.away['k-u-k'] = 'se';
    moveStep(s.ctx, s.run, 'central', 1);
    expect(s.ctx.events.find((e) => e.type === 'gwas.tactical-recentred')?.data).toMatchObject({ edge: 'se', hexes: 3 });
    expect(hexOf(s.run, 'indomitable')).toEqual([6, 0]);
    expect(hexOf(s.run, 'tatra-class-dd')).toEqual([3, 0]);
  });

  it('7.44 GW2910: a beached ship cannot be towed off, in the orders or by the towing step', () => {
    const { data, state } = withScenario(`
allied:
  - { id: med, mission: abort, at: { zone: N42 }, ships: [indomitable, inflexible] }
`, TACTICAL);
    state.ships.indomitable.unableToManoeuvre = true;
    state.ships.indomitable.aground = { wasUnable: false };
    state.ships.indomitable.beached = { zone: 'N42', battle: 'B1-1', turn: 1 };
    const tow = orders('allied', '  med:\n    tow:\n      - { ship: indomitable, towedBy: inflexible }\n');
    expect(codes(check(data, state, 'allied', tow))).toEqual(['GW2910']);
    delete state.ships.indomitable.beached; // merely aground (7.42) she may be: the rule is 7.44's
    expect(codes(check(data, state, 'allied', tow))).toEqual([]);
  });
});

describe('7.44 beach order diagnostics', () => {
  const battleOrder = (n: number) => orders('allied', beachAt('med', n));
  it('7.44 GW2901: a beach order in a campaign that fights Basic Combat is never read', () => {
    const { data, state } = withScenario(yaml);
    expect(codes(check(data, state, 'allied', battleOrder(2)))).toEqual(['GW2901']);
  });
  it('7.44 GW2909: beaching at as many hull boxes left as a ship has in all beaches her undamaged at the first hex beside land', () => {
    const { data, state } = withScenario(yaml, TACTICAL);
    expect(codes(check(data, state, 'allied', battleOrder(10)))).toEqual(['GW2909']);
    expect(codes(check(data, state, 'allied', battleOrder(9)))).toEqual([]);
  });
});
