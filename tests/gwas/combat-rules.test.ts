/**
 * Combat rules found wanting in acceptance testing (issue 8): 7.84 the fired torpedo box,
 * 5.2 Bombardment halving in the scenario's first naval battle, 11.22 no gunnery in the first
 * round with a tow in the battle, 7.5 / 7.81 +1 against a ship under tow or towing.
 * Dice are given (scripted) where the outcome depends on them; whole battles through the kernel
 * are used only for counts that no die can change.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/kernel/events.js';
import { applyHit } from '../../src/games/gwas/combat/damage.js';
import { gunnery, torpedoes } from '../../src/games/gwas/combat/fire.js';
import type { BattleRun } from '../../src/games/gwas/combat/types.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import { fight, ofType, withScenario } from '../helpers/gwas.js';
import { scriptedContext, two } from './scripted-dice.js';



/** A Basic Combat battle record over every ship of the scenario, for calling the fire steps directly. */
function runOf(data: GwasData, state: GwasState, range: 'long' | 'short'): BattleRun {
  const fleets = { allied: Object.values(state.fleets).filter((f) => f.side === 'allied'), central: Object.values(state.fleets).filter((f) => f.side === 'central') };
  const ships = { allied: fleets.allied.flatMap((f) => f.ships.map((id) => state.ships[id])), central: fleets.central.flatMap((f) => f.ships.map((id) => state.ships[id])) };
  void data;
  return {
    id: 'B1-1', zone: 'AB40', night: false, weather: 3, fleets, ships,
    identified: { allied: new Set(ships.central.map((s) => s.id)), central: new Set(ships.allied.map((s) => s.id)) },
    halving: new Set(), round: 1, range,
  };
}

const to = (e: GameEvent, side: string) => e.audience.to === 'sides' && e.audience.sides.includes(side);

describe('7.84 the fired torpedo box', () => {
  it('7.84 a ship that fires marks off its tube box; a later tube hit then goes to the hull (8.0)', () => {
    const { data, state } = withScenario(`
weather: { default: 3 }
allied:
  - { id: cl, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
central:
  - { id: mm, mission: raid, at: { zone: AB40 }, ships: [goeben] }
`);
    state.fleets.mm.battle = { torpedoes: 'hold' };
    const ctx = scriptedContext(data, state, [[1]]); // Gloucester's one torpedo die misses
    torpedoes(ctx, runOf(data, state, 'short'));
    const glo = state.ships.gloucester;
    expect(glo.torpedoesFired).toBe(true);
    expect(glo.damage.torpedo).toBe(1);
    // Gunnery Damage Table 3: one torpedo-tube box; the box is marked off, so the hull takes it.
    applyHit(scriptedContext(data, state, [two(3), [1]]), glo, { weapon: 'primary', identified: true });
    expect(glo.damage.hull).toBeGreaterThanOrEqual(1);
  });
});

describe('5.2 Bombardment: halved fire in the scenario\'s first naval battle', () => {
  const yaml = `
allied:
  - { id: bcs, mission: intercept, at: { zone: AB40 }, ships: [indomitable], battle: { disengage: never } }
central:
  - { id: mm, mission: bombardment, at: { zone: AB40 }, ships: [goeben], battle: { disengage: never } }
`;
  const goebenPrimary = (events: readonly GameEvent[]) =>
    ofType(events, 'gwas.fire').filter((f) => to(f, 'central') && f.data.firer === 'goeben' && f.data.weapon === 'primary');

  it('5.2 the first naval battle of the scenario: Goeben fires 2 dice (5 halved) in her first firing round', () => {
    const { events, state } = fight(yaml);
    expect(goebenPrimary(events)[0].data.dice.length).toBe(2);
    expect(state.firstBattleTurn).toBe(1);
  });

  it('5.2 a Bombardment fleet\'s first battle that is not the scenario\'s first: full fire', () => {
    const { events } = fight(yaml, (s) => { s.firstBattleTurn = 0; });
    const fire = goebenPrimary(events);
    expect(fire[0].data.dice.length).toBe(5);
    expect(fire[0].data.halved).toBe(false);
  });
});

describe('11.22 and 7.5 / 7.81 towing in battle', () => {
  const yaml = `
weather: { default: 3 }
allied:
  - { id: bcs, mission: intercept, at: { zone: AB40 }, ships: [indomitable], battle: { disengage: never, range: short } }
central:
  - { id: mm, mission: raid, at: { zone: AB40 }, ships: [goeben, breslau], battle: { disengage: never, range: short } }
`;
  const towing = (s: GwasState) => {
    s.ships.breslau.unableToManoeuvre = true;
    s.ships.breslau.towedBy = 'goeben';
  };

  it('11.22 with a ship under tow in the battle, neither side fires gunnery in the first round', () => {
    const { events } = fight(yaml, towing);
    const firstRound = ofType(events, 'gwas.battle-round').filter((e) => e.data.round === 1);
    expect(firstRound.every((e) => e.data.gunnery === false)).toBe(true);
    const gunFire = ofType(events, 'gwas.fire').filter((f) => f.data.weapon !== 'torpedo');
    expect(gunFire.some((f) => f.data.round === 1)).toBe(false);
    expect(gunFire.some((f) => f.data.round === 2)).toBe(true);
  });

  it('11.22 without a tow, gunnery is fired in the first round', () => {
    const { events } = fight(yaml);
    expect(ofType(events, 'gwas.fire').some((f) => f.data.round === 1 && f.data.weapon !== 'torpedo')).toBe(true);
  });

  it('7.5 +1 to hit a ship under tow and one towing it', () => {
    const { data, state } = withScenario(yaml);
    towing(state);
    state.fleets.bcs.battle = { targets: ['goeben'] };
    const ctx = scriptedContext(data, state, [], (r) => Array(r.dice ?? 1).fill(1));
    gunnery(ctx, runOf(data, state, 'long'));
    const atGoeben = ofType(ctx.events, 'gwas.fire').find((e) => e.data.firer === 'indomitable' && e.data.weapon === 'primary' && e.data.role === 'own')!;
    expect(atGoeben.data.target).toBe('goeben');
    expect(atGoeben.data.modifiers).toContainEqual(expect.objectContaining({ name: 'target under tow or towing', value: 1 }));
  });

  it('7.81 +1 to a torpedo die against a ship under tow', () => {
    const { data, state } = withScenario(yaml);
    towing(state);
    state.fleets.bcs.battle = { targets: ['breslau'] };
    const ctx = scriptedContext(data, state, [], (r) => Array(r.dice ?? 1).fill(1));
    torpedoes(ctx, runOf(data, state, 'short'));
    const mine = ofType(ctx.events, 'gwas.fire').find((e) => e.data.firer === 'indomitable' && e.data.weapon === 'torpedo' && e.data.role === 'own')!;
    expect(mine.data.target).toBe('breslau');
    const names = mine.data.modifiers.map((m: { name: string }) => m.name);
    expect(names).toContain('target under tow or towing');
    expect(names).toContain('target unable to manoeuvre');
  });
});
