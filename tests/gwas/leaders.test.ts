/**
 * 16.0 Leaders in full, a campaign option (`leaders: true`), from the players' YAML orders through
 * the real turn. Without the option leaders stay as they were before it (the fleet's first ship
 * carries the leader; a fleet formed by Divide has none), so default campaigns play unchanged.
 */
import { describe, expect, it } from 'vitest';
import { gameData, ofType, play, withScenario } from '../helpers/gwas.js';
import { scriptedContext } from './scripted-dice.js';
import { setupState } from '../../src/games/gwas/setup.js';
import { leaderStep } from '../../src/games/gwas/leaders/step.js';
import { dropLeader, isFlagship } from '../../src/games/gwas/leaders/rules.js';
import { battleStep } from '../../src/games/gwas/steps/battle.js';
import { applyHit } from '../../src/games/gwas/combat/damage.js';
import { gwasModule } from '../../src/games/gwas/module.js';
import { resolveTurn } from '../../src/kernel/turn.js';
import type { GwasOptions, GwasState } from '../../src/games/gwas/state.js';
import type { GwasData } from '../../src/games/gwas/data.js';

const LEADERS: GwasOptions = { leaders: true };
const o = (side: string, fleets: string, turn = 1) => `side: ${side}\nturn: ${turn}\nfleets:\n${fleets}`;

/** Souchon's flag in Goeben, written after her although Breslau is listed first. */
const scene = `
central:
  - { id: division, mission: raid, at: { zone: K31 }, ships: [breslau, goeben], leader: Souchon, flagship: goeben }
allied:
  - { id: squadron, mission: intercept, at: { zone: K33 }, ships: [gloucester] }
`;
const divideGoeben = o('central', '  division:\n    plot:\n      1: Divide\n    divide:\n      - { id: division-flag, ships: [goeben] }\n');

/** The battle step alone over a contact of every fleet in K31. */
function battle(data: GwasData, state: GwasState) {
  const fleets = { allied: [] as string[], central: [] as string[] };
  for (const f of Object.values(state.fleets)) { f.zone = 'K31'; fleets[f.side].push(f.id); }
  state.contacts.push({ id: 'C1-1', turn: state.turn, zone: 'K31', fleets, automatic: true, chance: false });
  return resolveTurn({ ...gwasModule, steps: [battleStep] }, data, state, {}, 'leaders');
}
const initiativeMods = (events: readonly { type: string; data: any }[]) => ofType(events as never, 'roll').find((e) => e.data.table === 'tactical initiative (7.1)')!.data.modifiers;

describe('16.0 leaders are a campaign option', () => {
  it('16.0 without the option no leader record is kept and the fleet\'s first ship counts as the flagship, as before', () => {
    const { state } = withScenario(scene);
    expect(state.leaders).toBeUndefined();
    expect(state.fleets.division.leader).toBe('Souchon');
    expect(isFlagship(state, state.fleets.division, 'breslau')).toBe(true);
  });
  it('16.1 the scenarios name the flagships: Souchon in Goeben, Horthy in Novara', () => {
    const data = gameData();
    expect(setupState(data, 'goeben-1914', LEADERS).leaders).toEqual({ Souchon: { name: 'Souchon', side: 'central', flagship: 'goeben', lost: null } });
    expect(setupState(data, 'otranto-1917', LEADERS).leaders).toEqual({ Horthy: { name: 'Horthy', side: 'central', flagship: 'novara', lost: null } });
  });
});

describe('16.1 the flagship is fixed for the game', () => {
  it('16.1 with the option the leader\'s flagship is the ship the scenario names, not the first listed', () => {
    const { state } = withScenario(scene, LEADERS);
    expect(isFlagship(state, state.fleets.division, 'goeben')).toBe(true);
    expect(isFlagship(state, state.fleets.division, 'breslau')).toBe(false);
  });
  it('16.1 when Divide takes the flagship into a new fleet, the leader goes with her (a whole turn from YAML orders)', () => {
    const { data, state } = withScenario(scene, LEADERS);
    const r = play(data, state, { central: divideGoeben });
    expect(r.state.fleets['division-flag'].leader).toBe('Souchon');
    expect(r.state.fleets.division.leader).toBeNull();
    expect(ofType(r.events, 'gwas.leader').map((e) => [e.audience, e.data])).toEqual([[{ to: 'sides', sides: ['central'] }, { leader: 'Souchon', from: 'division', to: 'division-flag', lost: null }]]);
  });
  it('16.1 without the option the same Divide leaves the leader with the old fleet (the behaviour before the option)', () => {
    const { data, state } = withScenario(scene);
    const r = play(data, state, { central: divideGoeben });
    expect(r.state.fleets.division.leader).toBe('Souchon');
    expect(r.state.fleets['division-flag'].leader).toBeNull();
  });
  it('16.1 if the flagship is sunk the leader is removed from the game, and never comes back', () => {
    const { data, state } = withScenario(scene, LEADERS);
    state.ships.goeben.sunk = true;
    const ctx = scriptedContext(data, state, []);
    leaderStep.run(ctx);
    expect(state.leaders!.Souchon.lost).toBe('flagship sunk');
    expect(state.fleets.division.leader).toBeNull();
    state.ships.goeben.sunk = false;
    leaderStep.run(ctx);
    expect(state.fleets.division.leader).toBeNull();
  });
  it('16.1, 8.7 with the option a critical 4 kills the leader only on the named flagship (Goeben, listed second), not on Breslau, listed first', () => {
    const { data, state } = withScenario(scene, LEADERS);
    // Gunnery Damage Table 2 (critical), then Critical Damage Table 4 (leader killed): two dice each.
    const onBreslau = applyHit(scriptedContext(data, state, [[1, 1], [1, 3]]), state.ships.breslau, { weapon: 'primary', identified: true });
    expect(onBreslau.leaderKilled).toBe(false);
    expect(state.leaders!.Souchon.lost).toBeNull();
    const onGoeben = applyHit(scriptedContext(data, state, [[1, 1], [1, 3]]), state.ships.goeben, { weapon: 'primary', identified: true });
    expect(onGoeben.leaderKilled).toBe(true);
    expect(state.leaders!.Souchon.lost).toBe('killed (critical damage)');
  });
  it('16.1 a leader killed (critical damage) stays out of the game although his flagship floats', () => {
    const { data, state } = withScenario(scene, LEADERS);
    dropLeader(state, state.fleets.division, 'killed (critical damage)');
    leaderStep.run(scriptedContext(data, state, []));
    expect(state.leaders!.Souchon.lost).toBe('killed (critical damage)');
    expect(state.fleets.division.leader).toBeNull();
  });
});

describe('16.2 leaders and tactical initiative', () => {
  it('16.2 a Central Powers leader present subtracts 1 from the initiative die', () => {
    const { data, state } = withScenario(scene, LEADERS);
    expect(initiativeMods(battle(data, state).events)).toContainEqual({ name: 'Central Powers leader present', value: -1, rule: '16.2' });
  });
  it('16.2 an Allied leader present adds 1', () => {
    const { data, state } = withScenario(`
allied:
  - { id: squadron, mission: intercept, at: { zone: K31 }, ships: [gloucester, dublin], leader: Troubridge, flagship: dublin }
central:
  - { id: division, mission: raid, at: { zone: K31 }, ships: [breslau] }
`, LEADERS);
    expect(initiativeMods(battle(data, state).events)).toEqual([{ name: 'Allied leader present', value: 1, rule: '16.2' }]);
  });
  it('16.2 the fleet that fights without the flagship has no leader\'s modifier (the leader went with Goeben)', () => {
    const { data, state } = withScenario(scene, LEADERS);
    const r = play(data, state, { central: divideGoeben });
    const after = r.state;
    after.fleets['division-flag'].gone = 'exited'; // kept out of the battle
    const fought = battle(data, after);
    expect(initiativeMods(fought.events).some((m: { rule: string }) => m.rule === '16.2')).toBe(false);
  });
});
