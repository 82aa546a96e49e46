/**
 * 8.0–8.62 Damage boxes: pure functions over a ShipState and its ShipClassData. No dice, so
 * flooding, mines and gales use them as well as hits.
 *
 * - `markBoxes(data, ship, location, n, cause)` marks boxes left to right (8.0) with armour
 *   (8.1, 8.2), substitution (8.6–8.62), overflow to the hull (8.0), speed loss past half the
 *   hull (8.51: of the ship hit, a group counter's ship by ship, 9.4) and sinking (8.5).
 * - `markHull(data, ship, n)` is markBoxes on the hull by an unarmoured-proof cause (flooding,
 *   mines, groundings): it returns whether the ship sank.
 *
 * Rule choices (documented here because the rules leave them open):
 * - The armour of the box that would be marked next decides (8.1); a box that the weapon cannot
 *   penetrate stops the rest of that part of the result (8.2 "the hit is ignored").
 * - A location with no boxes at all counts as destroyed (8.0) and the damage goes to the hull,
 *   except the 8.6/8.61/8.62 cases: primary → secondary → tertiary for a ship built without
 *   primary guns; tertiary ignored once destroyed or on a ship with bigger guns but no tertiary;
 *   tertiary → hull on a gunless ship; anything else on a gunless ship ignored; torpedo hits on a
 *   ship without tubes ignored, and one torpedo box hit destroys the whole torpedo value (8.62).
 * - Torpedo hits penetrate any armour (7.82).
 */
import type { ShipClassData } from '../data/types.js';
import type { GwasData } from '../data.js';
import { speedRank } from '../fleet.js';
import type { ShipState } from '../state.js';
import { groupShipSank, groupShipsLost, groupShipsWithTubes, groupSize, hullOfShipHit } from './group.js';
import { disableByDamage } from '../unable.js';

export type Weapon = 'primary' | 'secondary' | 'tertiary' | 'torpedo';
/** Not a weapon: flooding, mines, groundings, gales — damage that no armour stops. */
export type DamageCause = Weapon | 'other';
export type Location = 'hull' | 'primary' | 'secondary' | 'tertiary' | 'torpedo';
export const LOCATIONS: readonly Location[] = ['hull', 'primary', 'secondary', 'tertiary', 'torpedo'];
export type Armour = 'H' | 'L' | 'N';

export interface BoxMark {
  /** Location asked for by the result. */
  readonly asked: Location;
  /** Location actually marked after 8.0/8.6 substitution. */
  readonly location: Location;
  /** 1-based position of the box marked, from the left. */
  readonly box: number;
  readonly armour: Armour;
}

export interface IgnoredDamage {
  readonly asked: Location;
  readonly location: Location | null;
  readonly boxes: number;
  readonly reason: string;
  readonly rule: string;
}

export interface MarkOutcome {
  readonly marked: BoxMark[];
  readonly ignored: IgnoredDamage[];
  /** Speed levels lost through these marks (8.51). */
  speedLost: number;
  becameUnableToManoeuvre: boolean;
  sank: boolean;
  torpedoesDestroyed: boolean;
}

export interface MarkOptions {
  /** Critical 8: this many heavy-armour hull boxes a secondary hit may destroy. */
  heavyForSecondary?: number;
}

/** An outcome with nothing marked, to merge the parts of a hit into. */
export function emptyOutcome(): MarkOutcome {
  return { marked: [], ignored: [], speedLost: 0, becameUnableToManoeuvre: false, sank: false, torpedoesDestroyed: false };
}

/** Adds `from` to `into` (a hit's several locations, 8.3's extra box). */
export function mergeOutcome(into: MarkOutcome, from: MarkOutcome): MarkOutcome {
  into.marked.push(...from.marked);
  into.ignored.push(...from.ignored);
  into.speedLost += from.speedLost;
  into.becameUnableToManoeuvre ||= from.becameUnableToManoeuvre;
  into.sank ||= from.sank;
  into.torpedoesDestroyed ||= from.torpedoesDestroyed;
  return into;
}

export function boxCount(cls: ShipClassData, location: Location): number {
  return cls.boxes[location].length;
}

export function hasGuns(cls: ShipClassData): boolean {
  return boxCount(cls, 'primary') + boxCount(cls, 'secondary') + boxCount(cls, 'tertiary') > 0;
}

/** Boxes still unmarked at a location. */
export function remaining(data: GwasData, ship: ShipState, location: Location): number {
  return Math.max(0, boxCount(data.ships[ship.id], location) - ship.damage[location]);
}

/** 8.2 / 7.82: may this weapon damage a box of this armour? */
export function penetrates(cause: DamageCause, armour: Armour): boolean {
  if (cause === 'primary' || cause === 'torpedo' || cause === 'other') return true;
  if (cause === 'secondary') return armour !== 'H';
  return armour === 'N';
}

const ARMOUR_NAME: Record<Armour, string> = { H: 'heavy armour', L: 'light armour', N: 'no armour' };

type Resolved = { location: Location } | { ignore: string; rule: string; location: Location | null };

/** Where a box asked for at `asked` actually goes (8.0, 8.6–8.62). */
export function resolveLocation(data: GwasData, ship: ShipState, asked: Location): Resolved {
  const cls = data.ships[ship.id];
  const has = (l: Location) => boxCount(cls, l) > 0;
  const full = (l: Location) => ship.damage[l] >= boxCount(cls, l);
  switch (asked) {
    case 'hull':
      return { location: 'hull' };
    case 'primary':
      if (!hasGuns(cls)) return { ignore: 'the ship has no guns', rule: '8.61', location: null };
      if (!has('primary')) return resolveLocation(data, ship, has('secondary') ? 'secondary' : 'tertiary');
      return full('primary') ? { location: 'hull' } : { location: 'primary' };
    case 'secondary':
      if (!hasGuns(cls)) return { ignore: 'the ship has no guns', rule: '8.61', location: null };
      return has('secondary') && !full('secondary') ? { location: 'secondary' } : { location: 'hull' };
    case 'tertiary':
      if (!hasGuns(cls)) return { location: 'hull' };
      if (!has('tertiary')) return { ignore: 'the ship has no tertiary guns', rule: '8.61', location: null };
      return full('tertiary') ? { ignore: 'tertiary guns already destroyed', rule: '8.6', location: 'tertiary' } : { location: 'tertiary' };
    case 'torpedo':
      if (!cls.torpedo || !has('torpedo')) return { ignore: 'the ship has no torpedo tubes', rule: '8.62', location: null };
      // 9.4: a group's tubes are gone when the group fired (7.84) or no ship afloat has tubes left.
      if (groupSize(cls) > 1 && groupShipsWithTubes(data, ship) === 0) return { location: 'hull' };
      return full('torpedo') ? { location: 'hull' } : { location: 'torpedo' };
  }
}

/** 8.51 / speed results: lose levels; a ship brought below 1s is unable to manoeuvre. */
export function loseSpeed(data: GwasData, ship: ShipState, levels: number): { lost: number; unable: boolean } {
  if (levels <= 0 || ship.sunk) return { lost: 0, unable: false };
  const base = speedRank(data.ships[ship.id].speed);
  ship.speedLoss += levels;
  const was = ship.unableToManoeuvre;
  if (base - ship.speedLoss <= 0) disableByDamage(ship);
  return { lost: levels, unable: !was && ship.unableToManoeuvre };
}

/**
 * Marks up to n boxes asked for at `asked`, by `cause`, box by box (8.0–8.62). Mutates `ship`.
 */
export function markBoxes(data: GwasData, ship: ShipState, asked: Location, n: number, cause: DamageCause, options: MarkOptions = {}): MarkOutcome {
  const out = emptyOutcome();
  const cls = data.ships[ship.id];
  let heavy = options.heavyForSecondary ?? 0;
  for (let i = 0; i < n; i++) {
    if (ship.sunk) {
      out.ignored.push({ asked, location: null, boxes: n - i, reason: 'the ship has sunk', rule: '8.5' });
      break;
    }
    const where = resolveLocation(data, ship, asked);
    if ('ignore' in where) {
      out.ignored.push({ asked, location: where.location, boxes: n - i, reason: where.ignore, rule: where.rule });
      break;
    }
    const loc = where.location;
    const armour = (cls.boxes[loc][ship.damage[loc]] ?? 'N') as Armour;
    let pierces = penetrates(cause, armour);
    if (!pierces && cause === 'secondary' && armour === 'H' && loc === 'hull' && heavy > 0) {
      heavy--;
      pierces = true;
    }
    if (!pierces) {
      out.ignored.push({ asked, location: loc, boxes: n - i, reason: `a ${cause} hit cannot penetrate ${ARMOUR_NAME[armour]}`, rule: '8.2' });
      break;
    }
    if (loc === 'torpedo' && groupSize(cls) > 1) {
      // 9.4 with 8.62: the hit destroys one ship's tubes (its share of the torpedo value); the
      // box is marked off once no ship afloat has tubes left.
      // Count so that exactly one ship afloat loses its tubes (those already lost sink first).
      ship.tubesLost = groupSize(cls) - (groupShipsWithTubes(data, ship) - 1);
      out.marked.push({ asked, location: loc, box: ship.tubesLost, armour });
      if (groupShipsWithTubes(data, ship) === 0) {
        ship.damage.torpedo = boxCount(cls, 'torpedo');
        out.torpedoesDestroyed = true;
      }
      continue;
    }
    if (loc === 'torpedo') {
      // 8.62: a hit on the tubes destroys the whole torpedo value.
      const first = ship.damage.torpedo + 1;
      ship.damage.torpedo = boxCount(cls, 'torpedo');
      out.torpedoesDestroyed = true;
      out.marked.push({ asked, location: loc, box: first, armour });
      continue;
    }
    const lostBefore = groupShipsLost(data, ship);
    ship.damage[loc] += 1;
    out.marked.push({ asked, location: loc, box: ship.damage[loc], armour });
    if (loc === 'hull') mergeOutcome(out, afterHullMark(data, ship, lostBefore));
  }
  return out;
}

/**
 * 8.51 and 8.5 after a hull box is marked. `lostBefore`: a group's ships sunk before this box
 * (9.4); 8.51 reads the hull of the ship hit, not the group counter's whole track.
 */
function afterHullMark(data: GwasData, ship: ShipState, lostBefore: number): MarkOutcome {
  const out = emptyOutcome();
  const hull = boxCount(data.ships[ship.id], 'hull');
  if (ship.damage.hull >= hull) {
    ship.sunk = true;
    out.sank = true;
    return out;
  }
  if (groupShipsLost(data, ship) > lostBefore) groupShipSank(ship); // 9.5
  const own = hullOfShipHit(data, ship);
  if (own.marked * 2 > own.boxes && !ship.halfHullSlowed) {
    ship.halfHullSlowed = true;
    const s = loseSpeed(data, ship, 1);
    out.speedLost += s.lost;
    out.becameUnableToManoeuvre ||= s.unable;
  }
  return out;
}

/** Hull damage no armour stops (flooding 8.52, mines, gales): returns whether the ship sank. */
export function markHull(data: GwasData, ship: ShipState, n: number): boolean {
  const wasSunk = ship.sunk;
  markBoxes(data, ship, 'hull', n, 'other');
  return !wasSunk && ship.sunk;
}

/** Sinks a ship outright (magazine explosion, scuttling): every hull box marked. */
export function sinkShip(data: GwasData, ship: ShipState): void {
  ship.damage.hull = boxCount(data.ships[ship.id], 'hull');
  ship.sunk = true;
}
