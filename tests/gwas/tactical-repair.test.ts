/**
 * 11.27 emergency repair at the end of each Advanced Tactical Impulse (option `tactical`): one die
 * for each ship on the tactical map unable to manoeuvre by combat damage; 1, she moves again at
 * speed 1s; 5 or 6, no further attempt, ever; once per impulse (one pass through 7.31's twenty
 * steps). The owner alone is told. Orders are the players' YAML; dice are given.
 */
import { describe, expect, it } from 'vitest';
import type { RollRequest } from '../../src/kernel/turn.js';
import { withScenario } from '../helpers/gwas.js';
import { scriptedContext, type ScriptedContext } from './scripted-dice.js';
import { applyOrders, orders, sideOf, TACTICAL, tacticalRun } from './tactical-helpers.js';
import { fightTactical } from '../../src/games/gwas/tactical/battle.js';
import { impulseRepair } from '../../src/games/gwas/tactical/impulse-repair.js';
import { emergencyRepairStep } from '../../src/games/gwas/steps/towing.js';
import { shipSpeed } from '../../src/games/gwas/fleet.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import { tacticalWords } from '../../src/games/gwas/tactical/words.js';

const yaml = `
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [courbet, gloucester] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben, breslau] }
`;
const REPAIR = 'Emergency repair (11.27)';

function setup(prepare: (s: GwasState) => void, repairDice: number[], sideOrders: { allied?: string; central?: string } = {}) {
  const { data, state } = withScenario(yaml, TACTICAL);
  applyOrders(data, state, sideOrders);
  state.fleets.mittelmeer.log.push({ turn: state.turn, from: 'N36', path: ['N37'], port: null });
  prepare(state);
  const queue = [...repairDice];
  // Only the repair dice are the test's; any other roll of the battle is a 1.
  const dice = (r: RollRequest): number[] => (r.table === REPAIR ? [queue.shift() ?? 4] : [1]);
  const ctx = scriptedContext(data, state, [], dice);
  const run = tacticalRun(ctx, 'N37', 'central');
  return { data, state, ctx, run };
}
const repairs = (ctx: ScriptedContext) => ctx.rolls().filter((r) => r.data.table === REPAIR);

describe('11.27 emergency repair at the end of each tactical impulse', () => {
  it('11.27 a ship unable to manoeuvre by damage rolls at the end of the impulse: a 1 and she moves again at speed 1s; her owner alone is told', () => {
    const s = setup((st) => { st.ships.goeben.unableToManoeuvre = true; }, [1]);
    impulseRepair(s.ctx, s.run);
    expect(s.state.ships.goeben.unableToManoeuvre).toBe(false);
    expect(shipSpeed(s.data, s.state.ships.goeben)).toBe('1s');
    const [roll] = repairs(s.ctx);
    expect([sideOf(roll), roll.data.result]).toEqual(['central', 'repaired: speed 1s']);
    const told = s.ctx.events.filter((e) => e.type === 'gwas.tactical-repair');
    expect(told.map((e) => [sideOf(e), e.data])).toMatchObject([['central', { battle: 'B1-1', sequence: 1, step: 20, ship: 'goeben', result: 'repaired' }]]);
    expect(told.map(tacticalWords((id) => s.data.ships[id!].name))).toEqual(['  Pass 1, step 20: Goeben, emergency repair (11.27): she moves again at speed 1s.']);
  });

  it('11.27 a 2, 3 or 4 changes nothing and she rolls again at the end of the next impulse; a 5 or 6 ends every attempt, in this battle and after it', () => {
    const s = setup((st) => { st.ships.goeben.unableToManoeuvre = true; st.ships.breslau.unableToManoeuvre = true; }, [4, 2, 6, 5]);
    impulseRepair(s.ctx, s.run); // breslau 4, goeben 2 (ships in id order)
    expect(repairs(s.ctx).map((r) => String(r.data.purpose).replace(/.*repair of /, ''))).toEqual(['Breslau', 'Goeben']);
    expect([s.state.ships.breslau.repairBarred, s.state.ships.goeben.repairBarred]).toEqual([undefined, undefined]);
    s.run.sequence = 2;
    impulseRepair(s.ctx, s.run); // breslau 6, goeben 5
    expect([s.state.ships.breslau.repairBarred, s.state.ships.goeben.repairBarred]).toEqual([true, true]);
    expect(s.state.ships.goeben.unableToManoeuvre).toBe(true);
    s.run.sequence = 3;
    impulseRepair(s.ctx, s.run);
    expect(repairs(s.ctx)).toHaveLength(4);
    // The end-of-turn roll (a later turn, on Abort) is barred too.
    s.state.fleets.mittelmeer.mission = 'abort';
    const later = scriptedContext(s.data, s.state, []);
    (later as { turn: number }).turn = 2;
    emergencyRepairStep.run(later);
    expect(later.rolls()).toEqual([]);
  });

  it('11.27 not rolled for a ship that can move, one out of fuel (12.2), one beached (7.44), one that left the map, or a sunk one', () => {
    const s = setup((st) => {
      st.ships.goeben.unableToManoeuvre = true; st.ships.goeben.fuel = { used: 0, out: true };
      st.ships.breslau.unableToManoeuvre = true;
      st.ships.courbet.unableToManoeuvre = true;
      st.ships.gloucester.unableToManoeuvre = true; st.ships.gloucester.sunk = true;
    }, []);
    s.run.places.breslau.beached = true;
    s.run.places.courbet.exited = 'e';
    impulseRepair(s.ctx, s.run);
    expect(repairs(s.ctx)).toEqual([]);
  });

  it('11.27 in a battle fought by standing orders the roll comes once at the end of each pass (step 20); out of sight at its end, the battle stops', () => {
    // Goeben, disabled, lies at the west corner; the Allies are 12 hexes off at the east: out of sight all pass.
    const s = setup((st) => { st.ships.goeben.unableToManoeuvre = true; }, [3], { allied: orders('allied', '  med:\n    battle:\n      keepAt: 3\n') });
    s.run.places.goeben.hex = { q: -6, r: 0 };
    s.run.places.breslau.exited = 'w';
    s.run.places.courbet.hex = { q: 6, r: 0 };
    s.run.places.gloucester.hex = { q: 6, r: 0 };
    const out = fightTactical(s.ctx, s.run);
    expect(out.rounds).toBe(1);
    expect(repairs(s.ctx)).toHaveLength(1);
    expect(s.ctx.events.filter((e) => e.type === 'gwas.tactical-repair').map((e) => (e.data as { step: number }).step)).toEqual([20]);
  });

  it('11.27 a battle that ends inside an impulse (7.36: the enemy all gone) ends it unfinished: no roll', () => {
    const s = setup((st) => { st.ships.goeben.unableToManoeuvre = true; }, [1]);
    s.run.places.courbet.exited = 'e';
    s.run.places.gloucester.exited = 'e';
    s.run.left.med = 'e';
    const out = fightTactical(s.ctx, s.run);
    expect(out.reason).toBe('disengaged');
    expect(repairs(s.ctx)).toEqual([]);
    expect(s.state.ships.goeben.unableToManoeuvre).toBe(true);
  });
});
