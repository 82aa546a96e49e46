/** Fleet composition queries: speed (5.1), ship classes (5.21), nationality (5.2, 11.6). */
import type { ShipClassData, Speed } from './data/types.js';
import type { GwasData } from './data.js';
import type { FleetState, GwasState, ShipState } from './state.js';

const SPEED_LEVELS: readonly (Speed | '0')[] = ['0', '1s', '1', '2', '2+'];

/** 5.21 capital ships. */
const CAPITAL = new Set(['BB', 'B', 'BC', 'BCV', 'CV', 'CD', 'CA', 'CVS', 'AMC']);
/** 5.21 light ships. */
const LIGHT = new Set(['CL', 'DL', 'DD', 'TB', 'GB', 'ML', 'MS']);
/** 5.21: colliers, oilers and auxiliary minelayers count as warships for mission restrictions. */
const WARSHIP_LIKE = new Set(['AO']);

export function isCapital(ship: ShipClassData): boolean { return CAPITAL.has(ship.type); }
export function isLight(ship: ShipClassData): boolean { return LIGHT.has(ship.type); }
export function isWarshipForMissions(ship: ShipClassData): boolean {
  return CAPITAL.has(ship.type) || LIGHT.has(ship.type) || WARSHIP_LIKE.has(ship.type);
}

/** A ship's speed after damage (8.51); "0" when unable to manoeuvre (8.5). */
export function shipSpeed(data: GwasData, ship: ShipState): Speed | '0' {
  if (ship.unableToManoeuvre) return '0';
  const base = SPEED_LEVELS.indexOf(data.ships[ship.id].speed);
  return SPEED_LEVELS[Math.max(0, base - ship.speedLoss)];
}

export function speedRank(speed: Speed | '0'): number {
  return SPEED_LEVELS.indexOf(speed);
}

/**
 * 5.1: a fleet may enter two zones a turn only if every ship is speed 2 or 2+; otherwise one.
 * 11.73: in squall, storm or gale destroyers and torpedo boats move at speed 1.
 * A fleet with a ship unable to manoeuvre cannot move (8.5) until towing lands with the battle issue.
 */
export function fleetZonesPerTurn(data: GwasData, state: GwasState, fleet: FleetState, weatherLevel: number): number {
  const ships = fleet.ships.map((id) => state.ships[id]).filter((s) => s && !s.sunk);
  if (ships.length === 0) return 0;
  let zones = 2;
  for (const s of ships) {
    const speed = shipSpeed(data, s);
    if (speed === '0') return 0;
    const cls = data.ships[s.id];
    const slowedByWeather = weatherLevel >= 4 && (cls.type === 'DD' || cls.type === 'TB');
    if (speedRank(speed) < speedRank('2') || slowedByWeather) zones = 1;
  }
  return zones;
}

/** How many ships a counter stands for (9.2: group counters). */
export function shipCount(data: GwasData, ship: ShipState): number {
  return data.ships[ship.id].group ?? 1;
}

export function fleetShipCount(data: GwasData, state: GwasState, fleet: FleetState): number {
  return fleet.ships.map((id) => state.ships[id]).filter((s) => s && !s.sunk).reduce((n, s) => n + shipCount(data, s), 0);
}

/** Capital and light ship counts, as reconnaissance reveals them (14.3, 15.2). */
export function fleetProfile(data: GwasData, state: GwasState, fleet: FleetState): { ships: number; capital: number; light: number; other: number } {
  const out = { ships: 0, capital: 0, light: 0, other: 0 };
  for (const id of fleet.ships) {
    const s = state.ships[id];
    if (!s || s.sunk) continue;
    const n = shipCount(data, s);
    const cls = data.ships[s.id];
    out.ships += n;
    if (isCapital(cls)) out.capital += n;
    else if (isLight(cls)) out.light += n;
    else out.other += n;
  }
  return out;
}

/**
 * 5.2: fleets of more than four ships must be of one nationality; German ships count as any
 * nationality, Canadian and Australian ships as British.
 */
export function nationalities(ships: readonly ShipClassData[]): string[] {
  const set = new Set<string>();
  for (const s of ships) {
    if (s.nation === 'germany') continue;
    set.add(s.nation === 'canada' || s.nation === 'australia' ? 'britain' : s.nation);
  }
  return [...set].sort();
}

export function violatesNationalityRule(ships: readonly ShipClassData[], count: number): boolean {
  return count > 4 && nationalities(ships).length > 1;
}

export function onlyDestroyers(data: GwasData, state: GwasState, fleet: FleetState): boolean {
  const ships = fleet.ships.map((id) => state.ships[id]).filter((s) => s && !s.sunk);
  return ships.length > 0 && ships.every((s) => ['DD', 'TB'].includes(data.ships[s.id].type));
}
