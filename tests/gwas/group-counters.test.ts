/**
 * 9.4 Group counters in battle: damage reduces a group as its ships are hit (each ship owns a
 * share of the counter's boxes; the hits fall on the most damaged ship, our standing choice for
 * the owner's decision). Three Beagles: 6 hull boxes (2 a ship), tertiary 3, torpedo 3 (9.4
 * example: 1 each).
 */
import { describe, expect, it } from 'vitest';
import { applyHit, loseSpeed, markBoxes } from '../../src/games/gwas/combat/damage.js';
import { currentFirepower, torpedoReady } from '../../src/games/gwas/combat/firepower.js';
import { groupShipsAfloat } from '../../src/games/gwas/combat/group.js';
import { shipSpeed } from '../../src/games/gwas/fleet.js';
import { check, codes, play, withScenario } from '../helpers/gwas.js';
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

/**
 * 8.51 reads each ship's own hull boxes; 9.5 a group moves at its slowest ship's speed. With
 * every hit on the most damaged ship afloat, the group's speed is that ship's until it sinks.
 */
describe('8.51 with 9.4, 9.5: speed lost past half the hull, ship by ship in a group counter', () => {
  const orders = (fleets: string) => `side: allied\nturn: 1\nfleets:\n${fleets}`;

  it('8.51, 9.5 Beagles that lost two of three ships (4 of 6 hull boxes) still steam at 2+: the last ship is unhurt', () => {
    const { data, state } = withScenario(`
allied:
  - { id: flotilla, mission: intercept, at: { zone: AC41 }, ships: [beagle-class-dd] }
`);
    const group = state.ships['beagle-class-dd'];
    markBoxes(data, group, 'hull', 4, 'primary');
    expect(groupShipsAfloat(data, group)).toBe(1);
    expect(shipSpeed(data, group)).toBe('2+');
    // The player's log sheet: two zones in a turn (5.1), as an undamaged destroyer may.
    const plot = orders('  flotilla:\n    plot:\n      1: AB41/AA41\n');
    expect(codes(check(data, state, 'allied', plot))).toEqual([]);
    expect(play(data, state, { allied: plot }).state.fleets.flotilla.zone).toBe('AA41');
  });

  it('8.51, 9.5 a convoy that lost two of four transports (5 of 8 hull boxes) still sails its plan: the damaged one has half its hull, not more', () => {
    const { data, state } = withScenario(`
allied:
  - { id: convoy, mission: transport, at: { zone: AC41 }, ships: [xix-corps-transports-1], plan: { '1': AB41 } }
`);
    const group = state.ships['xix-corps-transports-1']; // 4 ships, 2 hull boxes each, speed 1s
    markBoxes(data, group, 'hull', 5, 'primary');
    expect(groupShipsAfloat(data, group)).toBe(2);
    expect(group.unableToManoeuvre).toBe(false);
    expect(shipSpeed(data, group)).toBe('1s');
    expect(play(data, state, {}).state.fleets.convoy.zone).toBe('AB41');
  });

  // No counter in our data has a share of more than two hull boxes (a ship sinks before it is
  // past half), so a class with three a ship shows the rule where it bites.
  function bigGroup() {
    const { data: base, state } = withScenario(`
allied:
  - { id: flotilla, mission: intercept, at: { zone: AC41 }, ships: [beagle-class-dd] }
`);
    const beagle = base.ships['beagle-class-dd'];
    const cls = { ...beagle, id: 'test-three-box-dd', boxes: { ...beagle.boxes, hull: 'NNNNNNNNN' } };
    const data = { ...base, ships: { ...base.ships, [cls.id]: cls } } as typeof base;
    const group = { ...state.ships['beagle-class-dd'], id: cls.id, damage: { ...state.ships['beagle-class-dd'].damage } };
    return { data, group };
  }

  it('8.51 a ship past half its own share (2 of 3 boxes) slows the group, though the counter has 2 of 9 marked', () => {
    const { data, group } = bigGroup();
    markBoxes(data, group, 'hull', 1, 'primary');
    expect(shipSpeed(data, group)).toBe('2+');
    const out = markBoxes(data, group, 'hull', 1, 'primary');
    expect(out.speedLost).toBe(1);
    expect(shipSpeed(data, group)).toBe('2');
  });

  it('9.5 the slowed ship sinks: the group is back at 2+, and the next ship slows it again past half its own share', () => {
    const { data, group } = bigGroup();
    markBoxes(data, group, 'hull', 2, 'primary'); // the first ship: 2 of 3
    expect(shipSpeed(data, group)).toBe('2');
    markBoxes(data, group, 'hull', 1, 'primary'); // the first ship: 3 of 3, sunk
    expect(groupShipsAfloat(data, group)).toBe(2);
    expect(shipSpeed(data, group)).toBe('2+');
    markBoxes(data, group, 'hull', 1, 'primary');
    expect(shipSpeed(data, group)).toBe('2+');
    markBoxes(data, group, 'hull', 1, 'primary'); // the second ship: 2 of 3
    expect(shipSpeed(data, group)).toBe('2');
  });

  it('9.5 a group held by a ship unable to manoeuvre moves again once that ship sinks', () => {
    const { data, group } = bigGroup();
    loseSpeed(data, group, 4); // 2+ to nothing: the ship hit is unable to manoeuvre (8.5)
    expect(shipSpeed(data, group)).toBe('0');
    markBoxes(data, group, 'hull', 3, 'primary');
    expect(group.sunk).toBe(false);
    expect(shipSpeed(data, group)).toBe('2+');
  });

  it('8.7, 9.5 a critical (10: hull 1, speed −1) that sinks the group\'s damaged ship takes its speed loss down with it: the next ship is not slowed', () => {
    const { data, state, group } = beagles();
    markBoxes(data, group, 'hull', 1, 'primary'); // the first Beagle: 1 of its 2 hull boxes
    const out = applyHit(scriptedContext(data, state, [two(2), two(10), [1]]), group, { weapon: 'primary', identified: true });
    expect(out.critical).toMatch(/speed/i);
    expect(groupShipsAfloat(data, group)).toBe(2);
    expect(out.speedLost).toBe(0);
    expect(out.ignored.map((i) => i.rule)).toContain('9.5');
    expect(shipSpeed(data, group)).toBe('2+');
  });

  it('8.7 the same critical on an undamaged group slows it: the ship hit is afloat with the loss', () => {
    const { data, state, group } = beagles();
    const out = applyHit(scriptedContext(data, state, [two(2), two(10), [1]]), group, { weapon: 'primary', identified: true });
    expect(groupShipsAfloat(data, group)).toBe(3);
    expect(out.speedLost).toBe(1);
    expect(shipSpeed(data, group)).not.toBe('2+');
  });

  it('8.51 an ordinary ship is slowed once it has more than half its own hull marked', () => {
    const { data, state } = beagles();
    const gloucester = state.ships.gloucester;
    const hull = data.ships.gloucester.boxes.hull.length;
    markBoxes(data, gloucester, 'hull', Math.floor(hull / 2), 'primary');
    expect(gloucester.speedLoss).toBe(0);
    markBoxes(data, gloucester, 'hull', 1, 'primary');
    expect(gloucester.speedLoss).toBe(1);
  });
});
