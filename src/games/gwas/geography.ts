/** Sea-zone graph queries on the operational map (5.1 movement, 11.3 ports). */
import type { GwasData } from './data.js';
import type { SideId } from './state.js';
import type { Scenario } from './data/types.js';

export function isZone(data: GwasData, zone: string): boolean {
  return Object.prototype.hasOwnProperty.call(data.map.zones, zone);
}

export function adjacent(data: GwasData, a: string, b: string): boolean {
  return data.map.zones[a]?.neighbours.includes(b) ?? false;
}

/** Zones reachable from `from` in at most `steps` moves, excluding `from` itself, sorted. */
export function reachable(data: GwasData, from: string, steps: number): string[] {
  const seen = new Set([from]);
  let frontier = [from];
  for (let i = 0; i < steps; i++) {
    const next: string[] = [];
    for (const z of frontier) for (const n of data.map.zones[z]?.neighbours ?? []) {
      if (!seen.has(n)) { seen.add(n); next.push(n); }
    }
    frontier = next;
  }
  seen.delete(from);
  return [...seen].sort();
}

/** Shortest distance in zones from `from` to every zone (breadth-first). */
export function distancesFrom(data: GwasData, from: string): Map<string, number> {
  const dist = new Map([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const z = queue[i];
    for (const n of data.map.zones[z]?.neighbours ?? []) {
      if (!dist.has(n)) { dist.set(n, dist.get(z)! + 1); queue.push(n); }
    }
  }
  return dist;
}

/** One shortest path from `from` to the nearest of `targets` (zones), or null. Ties break by zone id. */
export function shortestPath(data: GwasData, from: string, targets: ReadonlySet<string>): string[] | null {
  if (targets.has(from)) return [];
  const prev = new Map<string, string>([[from, '']]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const z = queue[i];
    for (const n of [...(data.map.zones[z]?.neighbours ?? [])].sort()) {
      if (prev.has(n)) continue;
      prev.set(n, z);
      if (targets.has(n)) {
        const path = [n];
        for (let p = z; p !== from; p = prev.get(p)!) path.unshift(p);
        return path;
      }
      queue.push(n);
    }
  }
  return null;
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
  return data.map.zones[zone]?.weatherZone ?? 'default';
}

/** Nearest zone centre to a [lon, lat] position (great-circle), for scenario positions. */
export function nearestZone(data: GwasData, position: readonly [number, number]): string {
  const rad = Math.PI / 180;
  const [lon, lat] = position;
  let best = '';
  let bestD = Infinity;
  for (const id of Object.keys(data.map.zones).sort()) {
    const [zl, za] = data.map.zones[id].center;
    const h = Math.sin(((za - lat) * rad) / 2) ** 2
      + Math.cos(lat * rad) * Math.cos(za * rad) * Math.sin(((zl - lon) * rad) / 2) ** 2;
    if (h < bestD) { bestD = h; best = id; }
  }
  return best;
}
