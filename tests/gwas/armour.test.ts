/** 8.2: a hit that armour stops is ignored entirely — no boxes, no speed, no manoeuvre lost. */
import { describe, expect, it } from 'vitest';
import { applyHit } from '../../src/games/gwas/combat/damage.js';
import { withScenario } from '../helpers/gwas.js';
import { scriptedContext, two } from './scripted-dice.js';

function setup() {
  return withScenario(`
allied:
  - { id: med, mission: intercept, at: { zone: AB40 }, ships: [indomitable, glasgow] }
central:
  - { id: mm, mission: raid, at: { zone: AB40 }, ships: [goeben, breslau] }
`);
}

describe('8.2 armour penetration: a stopped hit is ignored', () => {
  it('8.2 a secondary hit rolling "2 hull, speed −1" on Goeben\'s heavy hull costs no speed', () => {
    const { data, state } = setup();
    const ctx = scriptedContext(data, state, [two(11)]);
    const goeben = state.ships.goeben;
    const out = applyHit(ctx, goeben, { weapon: 'secondary', identified: true });
    expect(goeben.damage.hull).toBe(0);
    expect(goeben.speedLoss).toBe(0);
    expect(out.speedLost).toBe(0);
    expect(out.ignored.map((i) => i.rule)).toContain('8.2');
  });

  it('8.2 a secondary critical 12 (hull and primary behind heavy armour) leaves Goeben able to manoeuvre', () => {
    const { data, state } = setup();
    const ctx = scriptedContext(data, state, [two(12), two(12)]);
    const goeben = state.ships.goeben;
    applyHit(ctx, goeben, { weapon: 'secondary', identified: true });
    expect(goeben.unableToManoeuvre).toBe(false);
    expect(goeben.damage).toEqual({ hull: 0, primary: 0, secondary: 0, tertiary: 0, torpedo: 0 });
  });

  it('8.2 a secondary critical 10 (one hull, speed −1) on heavy armour: nothing', () => {
    const { data, state } = setup();
    const ctx = scriptedContext(data, state, [two(2), two(10)]);
    const goeben = state.ships.goeben;
    applyHit(ctx, goeben, { weapon: 'secondary', identified: true });
    expect([goeben.damage.hull, goeben.speedLoss]).toEqual([0, 0]);
  });

  it('8.2 the same results from a primary hit do cost speed (the rule applies only to stopped hits)', () => {
    const { data, state } = setup();
    const ctx = scriptedContext(data, state, [two(11)]);
    const goeben = state.ships.goeben;
    applyHit(ctx, goeben, { weapon: 'primary', identified: true });
    expect([goeben.damage.hull, goeben.speedLoss]).toEqual([2, 1]);
  });
});
