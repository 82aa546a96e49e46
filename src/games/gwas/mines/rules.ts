/**
 * 13.0 Mine Warfare, the pieces every mine step and check reads: boundaries, who lays and sweeps,
 * which minefields bite whom, the Minefield Table's modifiers, and the distance from the coast.
 */
import type { GwasData } from '../data.js';
import { distancesFrom } from '../geography.js';
import { shipSpeed, speedRank } from '../fleet.js';
import type { FleetState, GwasState, Minefield, ShipState, SideId } from '../state.js';

/** 13.1: a boundary is named by its two zones; sorted, so A/B and B/A are one boundary. */
export function boundary(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

export function boundaryText(between: readonly [string, string]): string {
  return `${between[0]}/${between[1]}`;
}

export function sameBoundary(f: Minefield, a: string, b: string): boolean {
  const [x, y] = boundary(a, b);
  return f.between[0] === x && f.between[1] === y;
}

/** 13.2, 13.22, 13.31, 13.35: the minefields on a boundary that affect a fleet of `side` on `turn`. */
export function activeEnemyFields(state: GwasState, side: SideId, a: string, b: string, turn: number): Minefield[] {
  return (state.minefields ?? []).filter((f) => f.side !== side && f.activeFrom <= turn && sameBoundary(f, a, b));
}

/**
 * 13.3, 13.52, 13.6: a ship able to lay mines: a minelayer (ML), or one the scenario names;
 * 13.51: not once she has jettisoned her mines.
 */
export function canLayMines(data: GwasData, scenarioId: string, shipId: string, ship?: ShipState): boolean {
  if (ship?.minesJettisoned) return false;
  return data.ships[shipId]?.type === 'ML' || (data.scenarios[scenarioId]?.mines?.layers ?? []).includes(shipId);
}

/** 13.7: a ship able to sweep: a minesweeper (MS), or one the scenario designates. */
export function canSweepMines(data: GwasData, scenarioId: string, shipId: string): boolean {
  return data.ships[shipId]?.type === 'MS' || (data.scenarios[scenarioId]?.mines?.sweepers ?? []).includes(shipId);
}

/**
 * 13.5, 13.52, 13.6: a ship at risk of her mines exploding when hit: a dedicated minelayer (ML)
 * always; a ship the scenario lets lay mines (a warship or an auxiliary minelayer transport) only
 * while her fleet is on the Minelaying mission.
 */
export function actsAsMinelayer(data: GwasData, state: GwasState, ship: ShipState, fleet: FleetState | undefined): boolean {
  if (ship.minesJettisoned) return false; // 13.51
  if (data.ships[ship.id]?.type === 'ML') return true;
  return fleet?.mission === 'minelaying' && canLayMines(data, state.scenario, ship.id);
}

/**
 * APPENDIX Minefield Table modifiers: +1 for each minefield beyond the first on the boundary (at
 * most +5), +2 when the moving ship's speed is 2 or higher.
 */
export function strikeModifiers(data: GwasData, ship: ShipState, fields: number): { name: string; value: number }[] {
  const { perAdditionalMinefield: per, maxAdditionalMinefieldModifier: max, speed2OrHigher: fast } = data.tables.minefieldStrike.modifiers;
  const out: { name: string; value: number }[] = [];
  if (fields > 1) out.push({ name: `${fields - 1} more minefield${fields > 2 ? 's' : ''} on the boundary`, value: Math.min(max, per * (fields - 1)) });
  if (speedRank(shipSpeed(data, ship)) >= speedRank('2')) out.push({ name: 'speed 2 or higher', value: fast });
  return out;
}

/** The Minefield Table's threshold (11 or more strikes). */
export function strikeOn(data: GwasData): number {
  return data.tables.minefieldStrike.strikeOn;
}

/**
 * 13.34: how many zones a zone lies from the nearest coastline (a coastal zone is 0). Every
 * coastal zone touches land; the map does not tell islands from mainland, so an island's zone
 * counts as coastline too (see the README's table of rules).
 */
export function zonesFromCoast(data: GwasData, zone: string): number {
  if (data.map.zones[zone]?.coastal) return 0;
  let best = Infinity;
  for (const [z, d] of distancesFrom(data, zone)) if (data.map.zones[z]?.coastal && d < best) best = d;
  return best;
}

/** Ids count each side's own minefields only ("CM3"), so an id never tells how many the enemy laid. */
export function nextMinefieldId(fields: readonly Minefield[], side: SideId): string {
  const prefix = side === 'allied' ? 'AM' : 'CM';
  const n = fields.reduce((m, f) => Math.max(m, f.id.startsWith(prefix) ? Number(f.id.slice(2)) || 0 : 0), 0);
  return `${prefix}${n + 1}`;
}

/** 13.34: no minefield more than three zones from the nearest coastline. */
export const MAX_ZONES_FROM_COAST = 3;

/** 13.31: four consecutive turns without moving lay a minefield; 13.73: two turns sweep one. */
export const TURNS_TO_LAY = 4;
export const TURNS_TO_SWEEP = 2;
