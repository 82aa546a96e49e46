/**
 * 13.23 (options `mines` and `tactical`): a ship leaving the tactical map (7.33) across a sea-zone
 * boundary where an enemy minefield is laid checks for mines as 13.2 does: two dice a ship on the
 * Minefield Table (+2 at speed 2 or more), one die a strike on the Minefield Damage Table. The
 * fleet is not halted and may not re-plan (13.24's exception). Fog as 13.2.
 * Orders are the players' YAML, applied by the real Orders Phase; dice are given.
 */
import { describe, expect, it } from 'vitest';
import type { RollRequest } from '../../src/kernel/turn.js';
import { withScenario } from '../helpers/gwas.js';
import { scriptedContext } from './scripted-dice.js';
import { applyOrders, orders, sideOf, tacticalRun } from './tactical-helpers.js';
import { fightTactical } from '../../src/games/gwas/tactical/battle.js';
import { afterTactical } from '../../src/games/gwas/tactical/after.js';
import { battleStep } from '../../src/games/gwas/steps/battle.js';
import type { GwasOptions, Minefield, SideId } from '../../src/games/gwas/state.js';
import { tacticalWords } from '../../src/games/gwas/tactical/words.js';

const MINES_AND_TACTICAL: GwasOptions = { tactical: true, mines: true };
// N37, open sea; the Central Powers turn away at once and leave by the west edge into N36 (7.33).
const yaml = `
victory: { sunk: { BC: 6, CL: 2 }, merchant: 0.5, conditions: [], text: '' }
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [courbet] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben, breslau] }
`;
const field = (side: SideId, between: [string, string], activeFrom = 1): Minefield => ({ id: side === 'allied' ? 'AM1' : 'CM1', side, between, laid: 0, activeFrom, known: [side] });

function battle(options: GwasOptions, fields: Minefield[], dice: number[][]) {
  const { data, state } = withScenario(yaml, options);
  applyOrders(data, state, { central: orders('central', '  mittelmeer:\n    battle:\n      turnAway: at-once\n') });
  state.fleets.mittelmeer.log.push({ turn: state.turn, from: 'N36', path: ['N37'], port: null });
  state.minefields = fields;
  const ctx = scriptedContext(data, state, dice);
  const run = tacticalRun(ctx, 'N37', 'central');
  afterTactical(ctx, run, fightTactical(ctx, run));
  return { data, state, ctx };
}

describe('13.23 leaving the tactical map across a mined boundary', () => {
  it('13.23 each ship that left across an Allied minefield on N36/N37 rolls two dice (+2, speed 2 or more): Goeben 11 + 2 strikes and rolls 5 on the damage table; Breslau 2 + 2 passes', () => {
    const s = battle(MINES_AND_TACTICAL, [field('allied', ['N36', 'N37'])], [[6, 5], [5], [1, 1]]);
    const rolls = s.ctx.rolls();
    expect(rolls.map((r) => [r.data.table, r.data.total, r.data.result, r.rule])).toEqual([
      ['Minefield Table', 13, 'strikes a mine', '13.23'],
      ['Minefield Damage Table', 5, expect.any(String), '13.21'],
      ['Minefield Table', 4, 'clear', '13.23'],
    ]);
    expect(rolls[0].data.modifiers.map((m: { name: string }) => m.name)).toEqual(['speed 2 or higher']);
    expect(s.state.ships.goeben).toMatchObject({ unableToManoeuvre: true, sunk: false });
    expect(s.state.ships.goeben.damage.hull).toBe(5);
    // 7.33 still places the fleet beyond the edge; 13.24: no halt, no re-plan.
    expect(s.state.fleets.mittelmeer.zone).toBe('N36');
    expect(s.state.fleets.mittelmeer.mineHalt).toBeUndefined();
    // Fog as 13.2: the minefield is revealed to the side that crossed it; the layer learns that
    // an enemy crossed and what the mines did, not which ships.
    expect(s.state.minefields![0].known).toEqual(['allied', 'central']);
    const own = s.ctx.events.find((e) => e.type === 'gwas.tactical-mines');
    expect(sideOf(own!)).toBe('central');
    expect(own!.data).toMatchObject({ battle: 'B1-1', fleet: 'mittelmeer', between: ['N36', 'N37'], zone: 'N36', ships: [{ ship: 'goeben', struck: true }, { ship: 'breslau', struck: false }] });
    const layer = s.ctx.events.filter((e) => e.type === 'gwas.minefield-crossed');
    expect(layer.map((e) => [sideOf(e), e.data])).toEqual([['allied', { between: ['N36', 'N37'], fields: 1, struck: 1, sunk: 0 }]]);
    expect(JSON.stringify(layer)).not.toMatch(/goeben|breslau|mittelmeer/);
    expect(tacticalWords((id) => s.data.ships[id!].name)(own!)).toBe('  Goeben struck a mine: 5 hull, unable to manoeuvre; Breslau passed clear: leaving the map across the minefield at N36/N37 (13.23).');
    expect(rolls.every((r) => sideOf(r) === 'central')).toBe(true);
  });

  it('13.23 two minefields on the boundary add 1; the other boundaries, the side\'s own minefield (13.22) and one not yet active (13.35) are not checked', () => {
    const two = battle(MINES_AND_TACTICAL, [field('allied', ['N36', 'N37']), { ...field('allied', ['N36', 'N37']), id: 'AM2' }], [[1, 1], [1, 1]]);
    expect(two.ctx.rolls()[0].data.modifiers.map((m: { name: string; value: number }) => [m.name, m.value])).toEqual([['1 more minefield on the boundary', 1], ['speed 2 or higher', 2]]);
    for (const fields of [[field('allied', ['N37', 'N38'])], [field('central', ['N36', 'N37'])], [field('allied', ['N36', 'N37'], 2)]]) {
      const s = battle(MINES_AND_TACTICAL, fields, []);
      expect(s.ctx.rolls()).toEqual([]);
      expect(s.state.fleets.mittelmeer.zone).toBe('N36');
    }
  });

  it('13.23 without the mines option a minefield in the state is never checked on leaving the map', () => {
    const s = battle({ tactical: true }, [field('allied', ['N36', 'N37'])], []);
    expect(s.ctx.rolls()).toEqual([]);
    expect(s.ctx.events.filter((e) => e.type === 'gwas.tactical-mines' || e.type === 'gwas.minefield-crossed')).toEqual([]);
  });

  it('13.23, 13.21 a ship sunk by the mines as she leaves scores once, for the layer: the whole battle step, 6 for Goeben', () => {
    const { data, state } = withScenario(yaml, MINES_AND_TACTICAL);
    applyOrders(data, state, { central: orders('central', '  mittelmeer:\n    battle:\n      turnAway: at-once\n') });
    state.fleets.mittelmeer.log.push({ turn: state.turn, from: 'N36', path: ['N37'], port: null });
    state.minefields = [field('allied', ['N36', 'N37'])];
    state.contacts.push({ id: 'C1-1', turn: state.turn, zone: 'N37', fleets: { allied: ['med'], central: ['mittelmeer'] }, automatic: true, chance: false });
    const dice = (r: RollRequest): number[] => {
      if (r.table === 'Minefield Table') return r.purpose.includes('Goeben') ? [6, 5] : [1, 1];
      if (r.table === 'Minefield Damage Table') return [6];
      return [3]; // the initiative die: 3, the Central Powers (7.1)
    };
    const ctx = scriptedContext(data, state, [], dice);
    battleStep.run(ctx);
    expect(state.ships.goeben.sunk).toBe(true);
    expect(state.vp).toEqual({ allied: 6, central: 0 });
    expect(state.fleets.mittelmeer.ships).toEqual(['breslau']);
    expect(state.fleets.mittelmeer.zone).toBe('N36');
  });
});
