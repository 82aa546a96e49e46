/**
 * 9.2–9.5 Ship-group counters in battle. A group counter's data sheet is the full complement
 * (9.2: three warships or four merchants), and each ship of the group owns an equal share of
 * each location. 9.4 lets the owner decide which ship of the group takes each hit; by mail
 * nobody can be asked, so the standing choice is that every hit falls on the group's most
 * damaged ship still afloat. Consequences (RULINGS.md):
 * - hull boxes sink the group's ships one by one: a ship is lost each time its share is marked;
 * - the group's fire is what its ships afloat carry (a share each), less the gun boxes marked;
 * - a torpedo-tube hit destroys one ship's tubes (8.62 applies per ship), not the group's;
 *   once every ship afloat has lost its tubes (or the group fired, 7.84), further tube hits go
 *   to the hull (8.0);
 * - 8.51 reads the hull boxes of the ship taking the hits (its share), not the counter's whole
 *   track; and since only that ship is ever damaged, the group's speed (9.5: its slowest ship's)
 *   is that ship's, until it sinks and leaves undamaged ships afloat.
 */
import type { ShipClassData } from '../data/types.js';
import type { GwasData } from '../data.js';
import type { ShipState } from '../state.js';
import { damageCleared } from '../unable.js';

/** Ships a counter stands for (9.2); 1 for an ordinary ship. */
export function groupSize(cls: ShipClassData): number {
  return Math.max(1, cls.group ?? 1);
}

/** Ships of the group sunk so far (hull boxes marked, a share per ship). */
export function groupShipsLost(data: GwasData, ship: ShipState): number {
  const cls = data.ships[ship.id];
  const n = groupSize(cls);
  if (ship.sunk) return n;
  if (n === 1) return 0;
  const share = cls.boxes.hull.length / n;
  return share > 0 ? Math.min(n, Math.floor(ship.damage.hull / share + 1e-9)) : 0;
}

export function groupShipsAfloat(data: GwasData, ship: ShipState): number {
  return groupSize(data.ships[ship.id]) - groupShipsLost(data, ship);
}

/** The most of a value (gun dice, torpedo value) the ships afloat can carry: a share each. */
export function groupCap(data: GwasData, ship: ShipState, value: number): number {
  const n = groupSize(data.ships[ship.id]);
  if (n === 1) return value;
  return Math.floor((value / n) * groupShipsAfloat(data, ship) + 1e-9);
}

/** Ships afloat whose tubes are still there (tube hits fall on the ships that sink first). */
export function groupShipsWithTubes(data: GwasData, ship: ShipState): number {
  const n = groupSize(data.ships[ship.id]);
  return Math.max(0, Math.min(groupShipsAfloat(data, ship), n - (ship.tubesLost ?? 0)));
}

/** 7.81 torpedo value of a group's ships with tubes (before the 7.84 once-only check). */
export function groupTorpedoValue(data: GwasData, ship: ShipState): number {
  const cls = data.ships[ship.id];
  const value = cls.torpedo?.value ?? 0;
  const n = groupSize(cls);
  return n === 1 ? value : Math.floor((value / n) * groupShipsWithTubes(data, ship) + 1e-9);
}

/**
 * 8.51 per ship: the hull boxes of the ship now taking the group's hits (the most damaged ship
 * afloat, the standing choice above) and how many of them are marked. An ordinary ship: its own.
 */
export function hullOfShipHit(data: GwasData, ship: ShipState): { boxes: number; marked: number } {
  const cls = data.ships[ship.id];
  const n = groupSize(cls);
  const boxes = cls.boxes.hull.length;
  if (n === 1) return { boxes, marked: ship.damage.hull };
  const share = boxes / n;
  return { boxes: share, marked: Math.max(0, ship.damage.hull - groupShipsLost(data, ship) * share) };
}

/**
 * 9.5: a group moves at its slowest ship's speed, and one ship unable to manoeuvre holds it
 * "unless that ship is sunk". Every hit fell on the ship that has just sunk, so the speed it
 * lost (8.51, critical results) and its being unable to manoeuvre go down with it: the ships
 * still afloat are undamaged and the group has their speed.
 */
export function groupShipSank(ship: ShipState): void {
  ship.speedLoss = 0;
  damageCleared(ship); // an empty bunker (12.2) still holds the group
  delete ship.halfHullSlowed;
  delete ship.repairBarred;
}
