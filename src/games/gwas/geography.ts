/**
 * Sea-zone graph queries on the operational map (5.1 movement, 11.3 ports). The graph walks are
 * the shared board's (src/board/, seam §5); what is GWAS here is ports and their standing.
 */
import * as board from '../../board/graph.js';
import { nearestZone as nearestBoardZone } from '../../board/geo.js';
import type { GwasData } from './data.js';
import type { SideId } from './state.js';
import type { Scenario } from './data/types.js';

export function isZone(data: GwasData, zone: string): boolean {
  return Object.prototype.hasOwnProperty.call(data.board.zones, zone);
}

export function adjacent(data: GwasData, a: string, b: string): boolean {
  return board.adjacent(data.board, a, b);
}

/** Zones reachable from `from` in at most `steps` moves, excluding `from` itself, sorted. */
export function reachable(data: GwasData, from: string, steps: number): string[] {
  return board.reachable(data.board, from, steps);
}

/** Shortest distance in zones from `from` to every zone (breadth-first). */
export function distancesFrom(data: GwasData, from: string): Map<string, number> {
  return board.distances(data.board, from);
}

/** One shortest path from `from` to the nearest of `targets` (zones), or null. Ties break by zone id. */
export function shortestPath(data: GwasData, from: string, targets: ReadonlySet<string>): string[] | null {
  return board.shortestPath(data.board, from, targets);
}

/** Nations a side may use ports of in this scenario. */
export function sideNations(scenario: Scenario, side: SideId): readonly string[] {
  return scenario.sides[side]?.nations ?? [];
}

export type PortStanding = 'friendly' | 'neutral' | 'enemy';

/** 11.3, 11.33: is a port friendly, neutral or enemy to a side? */
export function portStanding(data: GwasData, scenario: Scenario, side: SideId, portId: string): PortStanding {
  const port = data.map.ports[portId];
  if (!port) return 'enemy';
  if (sideNations(scenario, side).includes(port.nation)) return 'friendly';
  if (scenario.neutral.includes(port.nation)) return 'neutral';
  return 'enemy';
}

/** 11.33: a fleet may not enter an enemy's or a neutral's major base. */
export function mayEnterPort(data: GwasData, scenario: Scenario, side: SideId, portId: string): boolean {
  const port = data.map.ports[portId];
  if (!port) return false;
  const standing = portStanding(data, scenario, side, portId);
  if (standing === 'friendly') return true;
  return !port.majorBase;
}

/** Ports whose zone is `zone`. */
export function portsInZone(data: GwasData, zone: string): string[] {
  return Object.entries(data.map.ports).filter(([, p]) => p.zone === zone).map(([id]) => id).sort();
}

/** Resolve a port named in a plot (id or name, any case) to its id. */
export function findPort(data: GwasData, key: string): string | null {
  if (data.map.ports[key]) return key;
  for (const [id, p] of Object.entries(data.map.ports)) {
    if (p.name.toLowerCase().replace(/\s+/g, '-') === key) return id;
  }
  return null;
}

export function weatherZoneOf(data: GwasData, zone: string): string {
  return data.board.zones[zone]?.groups.weather ?? 'default';
}

/** Nearest zone centre to a [lon, lat] position (great-circle), for scenario positions. */
export function nearestZone(data: GwasData, position: readonly [number, number]): string {
  return nearestBoardZone(data.board, position)?.zone ?? '';
}
