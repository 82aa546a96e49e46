/**
 * Basic Combat's arithmetic, rule by rule (src/games/gwas/combat/firepower.ts): which die hits
 * (6.1, 6.3, 6.4, 7.5, 7.81), the modifiers as the players read them in their reports, the dice a
 * ship may roll after damage, range, weather and Bombardment (7.5, 6.1, 11.73, 5.2), when a ship
 * may fire torpedoes (7.83–7.85, 11.73) and how fast small craft are in heavy weather (11.73).
 * Each threshold is met and missed by one; ships are the Mediterranean data sheet's.
 */
import { describe, expect, it } from 'vitest';
import type { Modifier } from '../../src/kernel/events.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { ShipClassData } from '../../src/games/gwas/data/types.js';
import {
  battleSpeedRank, countHits, countTorpedoHits, currentFirepower, gunneryModifiers, isSmallCraft, torpedoModifiers, torpedoReady, totalDice,
  usableFirepower,
} from '../../src/games/gwas/combat/firepower.js';
import { speedRank } from '../../src/games/gwas/fleet.js';
import { withScenario } from '../helpers/gwas.js';

const mod = (name: string, value: number): Modifier => ({ name, value });
const SHORT = mod('short range', 1);
const NIGHT = mod('night', -1);

/** Both sides' ships for the tests below (Basic Combat, one zone). */
function ships() {
  return withScenario(`
allied:
  - { id: a, mission: intercept, at: { zone: AB40 }, ships: [indomitable, gloucester, bespokoiny, beagle-class-dd] }
  - { id: t, mission: transport, at: { zone: AB40 }, ships: [xix-corps-transports-1] }
central:
  - { id: c, mission: raid, at: { zone: AB40 }, ships: [goeben, breslau, tb-250t-class] }
`);
}

/** The same data with one class changed: what a data sheet could say that the Mediterranean's does not. */
function withClass(data: GwasData, id: string, change: Partial<ShipClassData>): GwasData {
  return { ...data, ships: { ...data.ships, [id]: { ...data.ships[id], ...change } } } as GwasData;
}

describe('6.1, 6.3, 6.4, 7.5 a gunnery die hits on a modified 6', () => {
  it('6.1 unmodified: a 6 hits, a 5 misses', () => {
    expect(countHits([5, 6])).toBe(1);
    expect(countHits([5, 6], [])).toBe(1);
  });
  it('6.3 short range (+1) as the fire step passes it: a 5 hits, a 4 misses', () => {
    expect(countHits([4, 5], [SHORT])).toBe(1);
  });
  it('6.4 night (−1) alone: even a 6 misses', () => {
    expect(countHits([6, 6], [NIGHT])).toBe(0);
  });
  it('6.3, 7.5 modifiers add up: short range and a target unable to manoeuvre (+2) hit on a 4, not a 3', () => {
    expect(countHits([3, 4], [SHORT, mod('target unable to manoeuvre or in port', 1)])).toBe(1);
  });
  it('6.1, 6.4 a ship in italics at night: +1 −1, only a 6 hits', () => {
    expect(countHits([5, 6], [NIGHT], true)).toBe(1);
  });
  it('6.3 translator\'s note: a die is worth one hit at most, however large the modifier', () => {
    expect(countHits([6, 6, 1], 4)).toBe(2);
  });
});

describe('7.81 a torpedo die hits on a modified 6 or more', () => {
  it('7.81 unmodified: a 6 hits, a 5 misses', () => {
    expect(countTorpedoHits([5, 6])).toBe(1);
  });
  it('7.81 +1 (a capital target): a 5 hits, a 4 misses', () => {
    expect(countTorpedoHits([4, 5], [mod('target is a capital ship', 1)])).toBe(1);
    expect(countTorpedoHits([4, 5], 1)).toBe(1);
  });
  it('7.81 −2 (a capital ship with a fixed tube): a 6 misses', () => {
    expect(countTorpedoHits([6], [mod('firing ship is a capital ship', -1), mod('fixed torpedo tube', -1)])).toBe(0);
  });
  it('7.81 +3 against a capital ship unable to manoeuvre and under tow: a 3 hits, a 2 misses, a 6 is one hit', () => {
    expect(countTorpedoHits([2, 3, 6], 3)).toBe(2);
  });
});

describe('7.5, 8.0 the dice a ship has left: one a box unmarked', () => {
  it('7.5 example: Goeben (5, 3, 1) with two primary boxes and one secondary marked fires 3, 2, 1', () => {
    const { data, state } = ships();
    const goeben = state.ships.goeben;
    expect(currentFirepower(data, goeben)).toEqual({ primary: 5, secondary: 3, tertiary: 1 });
    expect(totalDice(currentFirepower(data, goeben))).toBe(9);
    goeben.damage.primary = 2;
    goeben.damage.secondary = 1;
    expect(currentFirepower(data, goeben)).toEqual({ primary: 3, secondary: 2, tertiary: 1 });
    expect(totalDice(currentFirepower(data, goeben))).toBe(6);
  });
  it('8.0 every gun box marked: no dice', () => {
    const { data, state } = ships();
    const breslau = state.ships.breslau;
    breslau.damage.tertiary = 2;
    expect(currentFirepower(data, breslau)).toEqual({ primary: 0, secondary: 0, tertiary: 0 });
    expect(totalDice(currentFirepower(data, breslau))).toBe(0);
  });
});

describe('6.1, 11.73, 5.2 the dice a ship may roll this round', () => {
  it('6.1 tertiary guns fire at short range only: Goeben 5, 3, 1 at short range, 5, 3, 0 at long', () => {
    const { data, state } = ships();
    expect(usableFirepower(data, state.ships.goeben, 'short', 3, false)).toEqual({ primary: 5, secondary: 3, tertiary: 1 });
    expect(usableFirepower(data, state.ships.goeben, 'long', 3, false)).toEqual({ primary: 5, secondary: 3, tertiary: 0 });
  });
  it('11.73 rough (3) keeps secondary and tertiary; squall (4) leaves primary only', () => {
    const { data, state } = ships();
    expect(usableFirepower(data, state.ships.goeben, 'short', 3, false).secondary).toBe(3);
    expect(usableFirepower(data, state.ships.goeben, 'short', 4, false)).toEqual({ primary: 5, secondary: 0, tertiary: 0 });
  });
  it('11.73 gale (6): a capital ship still fires her primary guns', () => {
    const { data, state } = ships();
    expect(usableFirepower(data, state.ships.goeben, 'short', 6, false)).toEqual({ primary: 5, secondary: 0, tertiary: 0 });
  });
  it('11.73 a destroyer with primary guns fires them in a storm (5) but not in a gale (6)', () => {
    const { data: base, state } = ships();
    const data = withClass(base, 'bespokoiny', { gunnery: { primary: 2, secondary: 0, tertiary: 1 }, boxes: { ...base.ships.bespokoiny.boxes, primary: 'NN' } });
    expect(usableFirepower(data, state.ships.bespokoiny, 'short', 5, false)).toEqual({ primary: 2, secondary: 0, tertiary: 0 });
    expect(usableFirepower(data, state.ships.bespokoiny, 'short', 6, false)).toEqual({ primary: 0, secondary: 0, tertiary: 0 });
  });
  it('5.2 Bombardment halves each gun type, rounded down: Goeben 5, 3, 1 fires 2, 1, 0', () => {
    const { data, state } = ships();
    expect(usableFirepower(data, state.ships.goeben, 'short', 1, true)).toEqual({ primary: 2, secondary: 1, tertiary: 0 });
    expect(usableFirepower(data, state.ships.indomitable, 'short', 1, true)).toEqual({ primary: 2, secondary: 0, tertiary: 1 });
  });
  it('11.73 destroyers and torpedo boats are the small craft; a light cruiser and a transport are not', () => {
    const { data } = ships();
    expect(isSmallCraft(data.ships.bespokoiny)).toBe(true);
    expect(isSmallCraft(data.ships['tb-250t-class'])).toBe(true);
    expect(isSmallCraft(data.ships.breslau)).toBe(false);
    expect(isSmallCraft(data.ships['xix-corps-transports-1'])).toBe(false);
  });
});

describe('7.83–7.85, 11.73 when a ship may fire torpedoes', () => {
  it('7.81 Bespokoiny fires her value of 3, Goeben her 1', () => {
    const { data, state } = ships();
    expect(torpedoReady(data, state.ships.bespokoiny, 3)).toBe(3);
    expect(torpedoReady(data, state.ships.goeben, 1)).toBe(1);
  });
  it('11.73 rough (3) allows torpedoes; squall (4) does not', () => {
    const { data, state } = ships();
    expect(torpedoReady(data, state.ships.bespokoiny, 3)).toBe(3);
    expect(torpedoReady(data, state.ships.bespokoiny, 4)).toBe(0);
  });
  it('7.84 once per scenario: a ship that has fired has nothing left', () => {
    const { data, state } = ships();
    state.ships.bespokoiny.torpedoesFired = true;
    expect(torpedoReady(data, state.ships.bespokoiny, 1)).toBe(0);
  });
  it('8.5 a sunk ship fires nothing', () => {
    const { data, state } = ships();
    state.ships.bespokoiny.sunk = true;
    expect(torpedoReady(data, state.ships.bespokoiny, 1)).toBe(0);
  });
  it('7.85 tubes destroyed: one tube box marked leaves an ordinary ship nothing', () => {
    const { data, state } = ships();
    state.ships.bespokoiny.damage.torpedo = 1;
    expect(torpedoReady(data, state.ships.bespokoiny, 1)).toBe(0);
  });
  it('7.83 a ship unable to manoeuvre (speed 0) cannot fire torpedoes', () => {
    const { data, state } = ships();
    state.ships.bespokoiny.unableToManoeuvre = true;
    expect(torpedoReady(data, state.ships.bespokoiny, 1)).toBe(0);
  });
  it('7.83 a ship slowed by damage but still moving fires', () => {
    const { data, state } = ships();
    state.ships.bespokoiny.speedLoss = 3; // 2+ to 1s
    expect(torpedoReady(data, state.ships.bespokoiny, 1)).toBe(3);
  });
});

describe('7.81 torpedo modifiers, as the players read them', () => {
  const r = '7.81';
  it('7.81 +1 against a capital ship (Bespokoiny on Goeben); nothing against a light cruiser (on Breslau)', () => {
    const { data, state } = ships();
    expect(torpedoModifiers(data, state.ships.bespokoiny, state.ships.goeben)).toEqual([{ name: 'target is a capital ship', value: 1, rule: r }]);
    expect(torpedoModifiers(data, state.ships.bespokoiny, state.ships.breslau)).toEqual([]);
  });
  it('7.81 +1 against a large merchant (F) as against a capital ship; none against a transport (AP)', () => {
    const { data: base, state } = ships();
    const data = withClass(base, 'xix-corps-transports-1', { type: 'F' });
    expect(torpedoModifiers(data, state.ships.breslau, state.ships['xix-corps-transports-1'])).toEqual([
      { name: 'target is a capital ship', value: 1, rule: r }, { name: 'fixed torpedo tube', value: -1, rule: r },
    ]);
    expect(torpedoModifiers(base, state.ships.breslau, state.ships['xix-corps-transports-1'])).toEqual([{ name: 'fixed torpedo tube', value: -1, rule: r }]);
  });
  it('7.81 +1 against a ship unable to manoeuvre, +1 more if she is under tow (11.2)', () => {
    const { data, state } = ships();
    state.ships.breslau.unableToManoeuvre = true;
    expect(torpedoModifiers(data, state.ships.bespokoiny, state.ships.breslau)).toEqual([{ name: 'target unable to manoeuvre', value: 1, rule: r }]);
    expect(torpedoModifiers(data, state.ships.bespokoiny, state.ships.breslau, true)).toEqual([
      { name: 'target unable to manoeuvre', value: 1, rule: r }, { name: 'target under tow or towing', value: 1, rule: '7.81, 11.2' },
    ]);
  });
  it('7.81 −1 for a capital ship firing and −1 for a fixed tube (Indomitable on Breslau: −2)', () => {
    const { data, state } = ships();
    expect(torpedoModifiers(data, state.ships.indomitable, state.ships.breslau)).toEqual([
      { name: 'firing ship is a capital ship', value: -1, rule: r }, { name: 'fixed torpedo tube', value: -1, rule: r },
    ]);
  });
  it('7.81 a light cruiser with a fixed tube takes only the tube\'s −1 (Gloucester on Breslau)', () => {
    const { data, state } = ships();
    expect(torpedoModifiers(data, state.ships.gloucester, state.ships.breslau)).toEqual([{ name: 'fixed torpedo tube', value: -1, rule: r }]);
  });
});

describe('6.3, 6.4, 7.5, 11.2, 11.31 gunnery modifiers, as the players read them', () => {
  it('6.1 long range by day, a target under way, no italics: no modifier', () => {
    expect(gunneryModifiers('long', false, false, false)).toEqual([]);
  });
  it('6.3, 6.4, 7.5, 11.2 every modifier at once, each with its rule', () => {
    expect(gunneryModifiers('short', true, true, true, true)).toEqual([
      { name: 'firing ship in italics', value: 1, rule: '6.1, 7.5' },
      { name: 'short range', value: 1, rule: '6.3' },
      { name: 'night', value: -1, rule: '6.4' },
      { name: 'target unable to manoeuvre or in port', value: 1, rule: '7.5, 11.31' },
      { name: 'target under tow or towing', value: 1, rule: '7.5, 11.2' },
    ]);
  });
  it('6.3, 6.4, 7.5, 11.2 each modifier alone', () => {
    const names = (m: Modifier[]) => m.map((x) => x.name);
    expect(names(gunneryModifiers('long', false, false, true))).toEqual(['firing ship in italics']);
    expect(names(gunneryModifiers('short', false, false, false))).toEqual(['short range']);
    expect(names(gunneryModifiers('long', true, false, false))).toEqual(['night']);
    expect(names(gunneryModifiers('long', false, true, false))).toEqual(['target unable to manoeuvre or in port']);
    expect(names(gunneryModifiers('long', false, false, false, true))).toEqual(['target under tow or towing']);
  });
});

describe('11.73 speed in battle: destroyers and torpedo boats make speed 1 in squall, storm and gale', () => {
  it('11.73 Bespokoiny (2+) makes 2+ in rough weather (3) and 1 in a squall (4)', () => {
    const { data, state } = ships();
    expect(battleSpeedRank(data, state.ships.bespokoiny, 3, false)).toBe(speedRank('2+'));
    expect(battleSpeedRank(data, state.ships.bespokoiny, 4, false)).toBe(speedRank('1'));
    expect(battleSpeedRank(data, state.ships['tb-250t-class'], 6, false)).toBe(speedRank('1'));
  });
  it('11.73 a destroyer already slowed below 1 (to 1s) stays at 1s in a squall', () => {
    const { data, state } = ships();
    state.ships.bespokoiny.speedLoss = 3;
    expect(battleSpeedRank(data, state.ships.bespokoiny, 4, false)).toBe(speedRank('1s'));
  });
  it('11.73 a capital ship keeps her speed in a gale (Goeben: 2)', () => {
    const { data, state } = ships();
    expect(battleSpeedRank(data, state.ships.goeben, 6, false)).toBe(speedRank('2'));
  });
  it('11.31 a ship in port has speed 0', () => {
    const { data, state } = ships();
    expect(battleSpeedRank(data, state.ships.goeben, 1, true)).toBe(0);
    expect(battleSpeedRank(data, state.ships.goeben, 1, false)).toBe(speedRank('2'));
  });
});
