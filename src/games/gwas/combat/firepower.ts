/**
 * Pure combat arithmetic: hit counting (6.1, 6.3, 6.4, 7.5, 7.81), current firepower after
 * damage (7.5 example: a marked primary box is one die fewer next round), what the weather and
 * range allow (6.1, 11.73), Bombardment halving (5.2) and torpedo readiness (7.83–7.85).
 */
import type { Modifier } from '../../../kernel/events.js';
import type { ShipClassData } from '../data/types.js';
import type { GwasData } from '../data.js';
import { isCapital, shipSpeed, speedRank } from '../fleet.js';
import type { ShipState } from '../state.js';
import { groupCap, groupSize, groupTorpedoValue } from './group.js';

export type Gun = 'primary' | 'secondary' | 'tertiary';
export const GUNS: readonly Gun[] = ['primary', 'secondary', 'tertiary'];
export type Range = 'long' | 'short';

export interface Firepower { primary: number; secondary: number; tertiary: number }

/**
 * 6.1/6.3/7.5: a gunnery die hits on a modified 6; the modified roll is capped at 6 (6.3
 * translator's note), so no modifier can make a die worth more than one hit. Italic ships fire
 * with +1 (hits on 5–6).
 */
export function countHits(dice: readonly number[], modifiers: readonly Modifier[] | number = 0, italic = false): number {
  const sum = (typeof modifiers === 'number' ? modifiers : modifiers.reduce((a, m) => a + m.value, 0)) + (italic ? 1 : 0);
  return dice.filter((d) => Math.max(1, Math.min(6, d + sum)) >= 6).length;
}

/** 7.81: a torpedo die hits on a modified 6 or more. */
export function countTorpedoHits(dice: readonly number[], modifiers: readonly Modifier[] | number = 0): number {
  const sum = typeof modifiers === 'number' ? modifiers : modifiers.reduce((a, m) => a + m.value, 0);
  return dice.filter((d) => d + sum >= 6).length;
}

/** Gun values left after damage: one die per unmarked box (8.0, 7.5 example). */
export function currentFirepower(data: GwasData, ship: ShipState): Firepower {
  const cls = data.ships[ship.id];
  return { primary: gunsLeft(data, ship, cls, 'primary'), secondary: gunsLeft(data, ship, cls, 'secondary'), tertiary: gunsLeft(data, ship, cls, 'tertiary') };
}

/**
 * One gun type's dice left: its unmarked boxes, and in a group counter (9.4) never more than the
 * ships still afloat carry (combat/group.ts). A function of its own, not a closure made at every
 * call: target scoring asks for firepower thousands of times a battle turn (issue 17).
 */
function gunsLeft(data: GwasData, ship: ShipState, cls: ShipClassData, g: Gun): number {
  return Math.min(Math.max(0, cls.gunnery[g] - ship.damage[g]), groupCap(data, ship, cls.gunnery[g]));
}

export function totalDice(f: Firepower): number {
  return f.primary + f.secondary + f.tertiary;
}

export function isSmallCraft(cls: ShipClassData): boolean {
  return cls.type === 'DD' || cls.type === 'TB';
}

/**
 * The dice a ship may roll this round:
 * 6.1 no tertiary at long range; 11.73 squall/storm (4–5) no secondary or tertiary, gale (6)
 * also no gunnery at all for destroyers and torpedo boats; 5.2 Bombardment: halved, rounded
 * down by gun type, in its first firing round of the first battle.
 */
export function usableFirepower(data: GwasData, ship: ShipState, range: Range, weather: number, halve: boolean): Firepower {
  const f = currentFirepower(data, ship);
  const cls = data.ships[ship.id];
  if (range === 'long') f.tertiary = 0;
  if (weather >= 4) { f.secondary = 0; f.tertiary = 0; }
  if (weather >= 6 && isSmallCraft(cls)) f.primary = 0;
  if (halve) for (const g of GUNS) f[g] = Math.floor(f[g] / 2);
  return f;
}

/** 7.83–7.85, 11.73: the torpedo value a ship may fire now (0 if it may not). */
export function torpedoReady(data: GwasData, ship: ShipState, weather: number): number {
  const cls = data.ships[ship.id];
  if (!cls.torpedo || ship.sunk || ship.torpedoesFired) return 0; // 7.84 once per scenario
  if (groupSize(cls) === 1 && ship.damage.torpedo > 0) return 0; // 7.85 tubes destroyed
  if (shipSpeed(data, ship) === '0') return 0; // 7.83
  if (weather >= 4) return 0; // 11.73 squall, storm, gale
  return groupTorpedoValue(data, ship); // 9.4: a group fires the tubes its ships afloat still have
}

/** 7.81 modifiers (Basic Combat: short range is adjacent, never the same hex). */
export function torpedoModifiers(data: GwasData, firer: ShipState, target: ShipState, targetInTow = false): Modifier[] {
  const f = data.ships[firer.id];
  const t = data.ships[target.id];
  const mods: Modifier[] = [];
  if (isCapital(t) || t.type === 'F') mods.push({ name: 'target is a capital ship', value: 1, rule: '7.81' });
  if (target.unableToManoeuvre) mods.push({ name: 'target unable to manoeuvre', value: 1, rule: '7.81' });
  if (targetInTow) mods.push({ name: 'target under tow or towing', value: 1, rule: '7.81, 11.2' });
  if (isCapital(f)) mods.push({ name: 'firing ship is a capital ship', value: -1, rule: '7.81' });
  if (f.torpedo?.tube === 'fixed') mods.push({ name: 'fixed torpedo tube', value: -1, rule: '7.81' });
  return mods;
}

/** 6.3, 6.4, 7.5, 11.2, 11.31 gunnery modifiers (italics are added by countHits). */
export function gunneryModifiers(range: Range, night: boolean, targetSpeedZero: boolean, italic: boolean, targetInTow = false): Modifier[] {
  const mods: Modifier[] = [];
  if (italic) mods.push({ name: 'firing ship in italics', value: 1, rule: '6.1, 7.5' });
  if (range === 'short') mods.push({ name: 'short range', value: 1, rule: '6.3' });
  if (night) mods.push({ name: 'night', value: -1, rule: '6.4' });
  if (targetSpeedZero) mods.push({ name: 'target unable to manoeuvre or in port', value: 1, rule: '7.5, 11.31' });
  // 7.5 lists this apart from "unable to manoeuvre": a towed ship takes both (+2 before the 6.3 cap).
  if (targetInTow) mods.push({ name: 'target under tow or towing', value: 1, rule: '7.5, 11.2' });
  return mods;
}

/** 11.73: destroyers and torpedo boats make speed 1 in squall, storm and gale. */
export function battleSpeedRank(data: GwasData, ship: ShipState, weather: number, inPort: boolean): number {
  if (inPort) return 0;
  const rank = speedRank(shipSpeed(data, ship));
  if (weather >= 4 && isSmallCraft(data.ships[ship.id])) return Math.min(rank, speedRank('1'));
  return rank;
}
