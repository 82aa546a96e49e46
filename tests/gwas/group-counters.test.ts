/**
 * 9.4 Group counters in battle: damage reduces a group as its ships are hit (each ship owns a
 * share of the counter's boxes; the hits fall on the most damaged ship, our standing choice for
 * the owner's decision). Three Beagles: 6 hull boxes (2 a ship), tertiary 3, torpedo 3 (9.4
 * example: 1 each).
 */
import { describe, expect, it } from 'vitest';
import { applyHit, markBoxes } from '../../src/games/gwas/combat/damage.js';
import { currentFirepower, torpedoReady } from '../../src/games/gwas/combat/firepower.js';
import { groupShipsAfloat } from '../../src/games/gwas/combat/group.js';
import { withScenario } from '../helpers/gwas.js';
import { scriptedContext, two } from './scripted-dice.js';

function beagles() {
  const { data, state } = withScenario(`
allied:
  - { id: flotilla, mission: intercept, at: { zone: AB40 }, ships: [beagle-class-dd, gloucester] }
central:
  - { id: mm, mission: raid, at: { zone: AB40 }, ships: [goeben] }
`);
  return { data, state, group: state.ships['beagle-class-dd'], one: state.ships.gloucester };
}

describe('9.4 group counters: damage reduces the group ship by ship', () => {
  it('9.4 the 9.4 example: an undamaged group of three Beagles fires tertiary 3 and torpedo 3', () => {
    const { data, group } = beagles();
    expect(currentFirepower(data, group).tertiary).toBe(3);
    expect(torpedoReady(data, group, 1)).toBe(3);
  });

  it('9.4, 8.62 one torpedo-tube hit takes one ship\'s torpedoes, not the whole group\'s', () => {
    const { data, state, group } = beagles();
    applyHit(scriptedContext(data, state, [two(3)]), group, { weapon: 'tertiary', identified: true });
    expect(torpedoReady(data, group, 1)).toBe(2);
    expect(group.damage.hull).toBe(0);
  });

  it('9.4 five of six hull boxes: two ships sunk, the last one fires alone (tertiary 1, torpedo 1)', () => {
    const { data, group } = beagles();
    markBoxes(data, group, 'hull', 5, 'primary');
    expect(group.sunk).toBe(false);
    expect(groupShipsAfloat(data, group)).toBe(1);
    expect(currentFirepower(data, group).tertiary).toBe(1);
    expect(torpedoReady(data, group, 1)).toBe(1);
  });

  it('9.4 two hull boxes sink one ship: the group fires two dice', () => {
    const { data, group } = beagles();
    markBoxes(data, group, 'hull', 2, 'primary');
    expect(currentFirepower(data, group).tertiary).toBe(2);
  });

  it('9.4 tube hits beyond the ships afloat with tubes go to the hull (8.0)', () => {
    const { data, state, group } = beagles();
    markBoxes(data, group, 'hull', 4, 'primary'); // two ships sunk
    applyHit(scriptedContext(data, state, [two(3)]), group, { weapon: 'tertiary', identified: true }); // the last ship's tubes
    expect(torpedoReady(data, group, 1)).toBe(0);
    applyHit(scriptedContext(data, state, [two(3)]), group, { weapon: 'tertiary', identified: true }); // nothing left: the hull
    expect(group.damage.hull).toBe(5);
  });

  it('8.62 an ordinary ship still loses its whole torpedo value to one tube hit', () => {
    const { data, state, one } = beagles();
    applyHit(scriptedContext(data, state, [two(3), [1]]), one, { weapon: 'primary', identified: true });
    expect(torpedoReady(data, one, 1)).toBe(0);
  });
});
