/**
 * 12.0 Fuel and Range, the arithmetic: what a turn burns, what a box holds, what a port gives
 * back, how far the fuel left will carry a ship. Pure numbers; the steps and checks apply them.
 *
 * The unit is one sea zone's worth of fuel (12.1): twelve make a box, and a battle's die (7.39)
 * is counted in twelfths of a box, the same unit.
 */
import type { GwasData } from '../data.js';
import type { ShipFuel } from '../state.js';

/** 12.1: "mark off one fuel box for every 12 sea zones a ship moves". */
export const ZONES_PER_BOX = 12;

/** 12.1: two zones in one turn count three zones' worth each. */
export const TWO_ZONE_FACTOR = 3;

/**
 * 12.1, 12.11, 12.12: zones' worth a ship burns in a turn. In port (or refuelling) nothing; at sea
 * staying still as much as one zone; one zone one; two zones in the turn 3 each (6).
 */
export function turnBurn(zonesMoved: number, inPortOrRefuelling: boolean): number {
  if (inPortOrRefuelling && zonesMoved === 0) return 0;
  if (zonesMoved <= 1) return 1;
  return zonesMoved * TWO_ZONE_FACTOR;
}

/** Boxes marked off: every full twelve zones' worth used (12.1). */
export function boxesMarked(used: number): number {
  return Math.floor(used / ZONES_PER_BOX);
}

/** Boxes still blank on the data sheet (never below 0). */
export function boxesLeft(capacity: number, used: number): number {
  return Math.max(0, capacity - boxesMarked(used));
}

/** The margin of the log sheet (12.1): zones' worth carried towards the next box. */
export function margin(used: number): number {
  return used % ZONES_PER_BOX;
}

/** 12.2: every box marked off. */
export function isEmpty(capacity: number, used: number): boolean {
  return boxesLeft(capacity, used) === 0;
}

/** Zones' worth a ship may still burn before her last box is marked off. */
export function fuelRemaining(capacity: number, used: number): number {
  return Math.max(0, capacity * ZONES_PER_BOX - used);
}

/**
 * Turns of steaming left at each speed, for the orders form (4.2 "check their ships' remaining
 * fuel"): at one zone a turn (or staying at sea) and at two zones a turn, the turns before the
 * last box is marked off.
 */
export function turnsOfSteaming(capacity: number, used: number): { one: number; two: number } {
  const left = fuelRemaining(capacity, used);
  return { one: Math.floor(left / turnBurn(1, false)), two: Math.floor(left / turnBurn(2, false)) };
}

/**
 * 12.3: restore marked-off boxes. Only marked boxes come back; the margin carried over stays.
 * Returns the boxes actually restored.
 */
export function restoreBoxes(fuel: ShipFuel, boxes: number): number {
  const restored = Math.min(boxes, boxesMarked(fuel.used));
  fuel.used -= restored * ZONES_PER_BOX;
  return restored;
}

/** 12.3: a coal-burner restores one box a turn in port, an oil-burner three. */
export const PORT_REFUEL_BOXES: Readonly<Record<'coal' | 'oil', number>> = { coal: 1, oil: 3 };

/** The ship's fuel kind (tables/fuel-kinds.yaml, authored per ship). */
export function fuelKind(data: GwasData, shipId: string): 'coal' | 'oil' {
  return data.tables.fuelKinds.ships[shipId]?.burns ?? 'coal';
}

/** 12.53, 12.63: the scenario's colliers and oilers (transport counters). */
export function tenderKind(data: GwasData, scenarioId: string, shipId: string): 'collier' | 'oiler' | null {
  const fuel = data.scenarios[scenarioId]?.fuel;
  if ((fuel?.colliers ?? []).includes(shipId)) return 'collier';
  if ((fuel?.oilers ?? []).includes(shipId)) return 'oiler';
  return null;
}

/** 12.5, 12.6: boxes a collier gives a coal-burner in a turn, an oiler an oil-burner. */
export const TENDER_BOXES: Readonly<Record<'collier' | 'oiler', number>> = { collier: 1, oiler: 3 };

/**
 * 12.3: boxes a ship restores in one turn in a port where she may refuel; a collier twice a
 * coal-burner's (12.52: 2), an oiler twice an oil-burner's (12.62: 6).
 */
export function portRefuelBoxes(data: GwasData, shipId: string, scenarioId?: string): number {
  const tender = scenarioId ? tenderKind(data, scenarioId, shipId) : null;
  if (tender === 'collier') return 2 * PORT_REFUEL_BOXES.coal;
  if (tender === 'oiler') return 2 * PORT_REFUEL_BOXES.oil;
  return PORT_REFUEL_BOXES[fuelKind(data, shipId)];
}

/** Zones' worth used at the start: full unless the scenario says she starts with fewer boxes. */
export function startingUsed(capacity: number, startBoxes: number | undefined): number {
  if (startBoxes === undefined || startBoxes >= capacity) return 0;
  return (capacity - Math.max(0, startBoxes)) * ZONES_PER_BOX;
}
