/**
 * What a ship or a force can do now, from its data and its damage: current evasion (9.7), the
 * speed that evasion allows (9.7 bands), forces (a task force or a single ship, 5.4), and the
 * general type a force is identified by (7.23, 9.2).
 */
import type { B79Data, ShipData, SideId } from './data/types.js';
import type { B79State, ShipState } from './state.js';

export function evasionOf(d: B79Data, s: ShipState): number {
  return d.ships[s.id].evasion - s.permLoss - s.tempLoss;
}

/**
 * 9.7: evasion 16–24 moves at most one zone, 7–15 by emergency movement, 6 or less not at all;
 * 5.2: no fuel left means emergency movement too. Returns the zones it may move this turn kind.
 */
export function speedBand(d: B79Data, s: ShipState): 'normal' | 'one' | 'emergency' | 'none' {
  const e = evasionOf(d, s);
  const data = d.ships[s.id];
  if (e <= 6) return 'none';
  if (e <= 15) return 'emergency';
  const fuelled = data.type === 'CA' || data.type === 'CL' || s.fuel > 0;
  if (!fuelled) return 'emergency';
  if (e <= 24 || data.maxSpeed === 1) return 'one';
  return 'normal';
}

/** General type for announcing (7.23: battleship, aircraft carrier or cruiser). */
export function generalType(t: ShipData['type']): 'battleship' | 'cruiser' | 'carrier' {
  return t === 'BB' || t === 'BC' ? 'battleship' : t === 'CV' ? 'carrier' : 'cruiser';
}

const RANK = { battleship: 0, cruiser: 1, carrier: 2 } as const;

/** 9.2: a task force is identified by its most powerful ship: battleship, cruiser, then carrier. */
export function forceType(d: B79Data, ships: readonly ShipState[]): 'battleship' | 'cruiser' | 'carrier' {
  return ships.map((s) => generalType(d.ships[s.id].type)).sort((a, b) => RANK[a] - RANK[b])[0];
}

/** A force: a task force (key `TF<n>`) or a single ship (its id), with its afloat ships at sea. */
export interface Force { key: string; side: SideId; zone: string; ships: ShipState[] }

export function forcesOf(state: B79State, side: SideId): Force[] {
  const byKey = new Map<string, Force>();
  for (const s of Object.values(state.ships)) {
    if (s.side !== side || s.status !== 'sea' || s.zone === null) continue;
    const key = s.tf !== null ? `TF${s.tf}` : s.id;
    const f = byKey.get(key) ?? { key, side, zone: s.zone, ships: [] };
    f.ships.push(s);
    byKey.set(key, f);
  }
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export function forceOfShip(state: B79State, id: string): Force | undefined {
  const s = state.ships[id];
  return s ? forcesOf(state, s.side).find((f) => f.ships.some((x) => x.id === id)) : undefined;
}

/** 8.1, 9.2: a defending force's evasion is its slowest ship's; an attacking force's its fastest. */
export function slowest(d: B79Data, f: Force): number {
  return Math.min(...f.ships.map((s) => evasionOf(d, s)));
}
export function fastest(d: B79Data, f: Force): number {
  return Math.max(...f.ships.map((s) => evasionOf(d, s)));
}

/** What the opponent is told of a force (7.23): its ships' general types, and whether it is a task force. */
export function describeForce(d: B79Data, f: Force): { types: string[]; taskForce: boolean } {
  return { types: f.ships.map((s) => generalType(d.ships[s.id].type)).sort(), taskForce: f.key.startsWith('TF') && f.ships.length > 1 };
}

/** Is this ship in one of its own side's ports (7.2: found only by air search)? */
export function inPort(d: B79Data, s: ShipState): boolean {
  if (!s.zone) return false;
  const nation = s.side === 'german' ? 'germany' : 'britain';
  return Object.values(d.board.places).some((p) => p.zone === s.zone && p.tags.includes('port') && p.tags.includes(`nation:${nation}`));
}
