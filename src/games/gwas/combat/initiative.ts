/**
 * 7.1 A, 11.6, 16.2 tactical initiative. Basic Combat (6.1) has the Central Powers declare
 * targets first whatever the initiative, and results are simultaneous, so the only use of
 * initiative in a Basic Combat battle is this: the initiative side's fire is declared and
 * rolled first in the event record. We roll it anyway (it is a rule the players expect to see)
 * and use it for that order, keeping 6.1's "Central Powers declare first" when Central wins.
 */
import type { Modifier } from '../../../kernel/events.js';
import type { ShipClassData } from '../data/types.js';
import { nationalities } from '../fleet.js';
import type { SideId } from '../state.js';

/**
 * 11.6: a multinational Allied fleet subtracts 1 per nationality beyond the first (the text says
 * "per nationality involved"; its example of four nations subtracts 3), a multinational
 * Central fleet adds 1 likewise (German ships count as any nationality; Canadian and
 * Australian as British). 16.2: a Central leader −1, an Allied leader +1.
 */
export function initiativeModifiers(allied: readonly ShipClassData[], central: readonly ShipClassData[], leaders: Record<SideId, boolean>): Modifier[] {
  const mods: Modifier[] = [];
  const a = nationalities(allied).length;
  const c = nationalities(central).length;
  // The 11.6 example: four nations subtract 3 — one per nationality beyond the first.
  if (a > 1) mods.push({ name: `Allied fleet of ${a} nationalities`, value: -(a - 1), rule: '11.6' });
  if (c > 1) mods.push({ name: `Central Powers fleet of ${c} nationalities`, value: c - 1, rule: '11.6' });
  if (leaders.allied) mods.push({ name: 'Allied leader present', value: 1, rule: '16.2' });
  if (leaders.central) mods.push({ name: 'Central Powers leader present', value: -1, rule: '16.2' });
  return mods;
}

/** 7.1 A: on a modified 3 or less the Central Powers take the initiative. */
export function initiativeFromTotal(total: number): SideId {
  return total <= 3 ? 'central' : 'allied';
}
