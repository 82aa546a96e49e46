/**
 * 15.1 and 18.1: submarines and motor torpedo boats patrol one sea zone each, written on the log
 * sheet before the game begins and fixed thereafter. This module holds what both kinds share:
 * the boats a scenario gives a side (only with the option), where each may patrol, and writing
 * the patrol zones and standing choices of a side's orders into the state.
 */
import type { Scenario } from '../data/types.js';
import type { GwasData } from '../data.js';
import { distancesFrom, isZone, portStanding } from '../geography.js';
import type { GwasOrders, PatrolOrder } from '../orders-types.js';
import type { GwasOptions, GwasState, PatrolBoat, SideId } from '../state.js';

export type PatrolKind = PatrolBoat['kind'];

/** The orders' key and the scenario's key of each kind (the same word: `submarines:`, `mtbs:`). */
export const PATROL_KEY: Record<PatrolKind, 'submarines' | 'mtbs'> = { submarine: 'submarines', mtb: 'mtbs' };

/** 15.1: not a coastal zone within 2 zones of an enemy port. */
export const SUBMARINE_PORT_DISTANCE = 2;
/** 18.1: a coastal zone within 5 zones of a friendly port. */
export const MTB_PORT_DISTANCE = 5;

/** 3.0 Setup with the options: every boat of the scenario, not yet placed (its player writes the zone on turn 1). */
export function setupPatrols(scenario: Scenario, options: GwasOptions): PatrolBoat[] {
  const out: PatrolBoat[] = [];
  const add = (kind: PatrolKind) => {
    for (const b of scenario[PATROL_KEY[kind]]?.boats ?? []) {
      out.push({ id: b.ship, side: b.side as SideId, kind, zone: null, attack: 'any', ...(b.ace ? { ace: true as const } : {}), fired: false, sunk: false, known: [] });
    }
  };
  if (options.submarines) add('submarine');
  if (options.mtbs) add('mtb');
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Whether the campaign plays this kind's rules. */
export function kindInPlay(state: GwasState, kind: PatrolKind): boolean {
  return kind === 'submarine' ? Boolean(state.options?.submarines) : Boolean(state.options?.mtbs);
}

/** The nearest distance from `zone` to a port of the given standing to `side`, in zones (Infinity when none). */
function nearestPort(data: GwasData, scenario: Scenario, side: SideId, zone: string, standing: 'friendly' | 'enemy'): number {
  const dist = distancesFrom(data, zone);
  let best = Infinity;
  for (const [id, port] of Object.entries(data.map.ports)) {
    if (portStanding(data, scenario, side, id) !== standing) continue;
    best = Math.min(best, dist.get(port.zone) ?? Infinity);
  }
  return best;
}

/**
 * Why a zone may not be a boat's patrol zone, or null when it may: 15.1 any sea zone but a coastal
 * one within 2 of an enemy port; 18.1 only a coastal zone within 5 of a friendly port.
 */
export function patrolZoneFault(data: GwasData, scenario: Scenario, side: SideId, kind: PatrolKind, zone: string): 'unknown' | 'enemy-port' | 'not-coastal' | 'far' | null {
  if (!isZone(data, zone)) return 'unknown';
  const coastal = Boolean(data.map.zones[zone]?.coastal);
  if (kind === 'submarine') {
    return coastal && nearestPort(data, scenario, side, zone, 'enemy') <= SUBMARINE_PORT_DISTANCE ? 'enemy-port' : null;
  }
  if (!coastal) return 'not-coastal';
  return nearestPort(data, scenario, side, zone, 'friendly') <= MTB_PORT_DISTANCE ? null : 'far';
}

/**
 * 4.2 with 15.1, 18.1: a side's (already checked) orders written into its boats: on turn 1 the
 * patrol zone; every turn the standing choice (15.2, 18.4). The zone never changes afterwards.
 */
export function applyPatrolOrders(state: GwasState, side: SideId, orders: GwasOrders): void {
  for (const kind of ['submarine', 'mtb'] as const) {
    if (!kindInPlay(state, kind)) continue;
    const given: Readonly<Record<string, PatrolOrder>> = orders[PATROL_KEY[kind]] ?? {};
    for (const boat of state.patrols ?? []) {
      const o = given[boat.id];
      if (!o || boat.side !== side || boat.kind !== kind || boat.sunk) continue;
      if (o.zone && state.turn === 1) boat.zone = o.zone;
      if (o.attack) boat.attack = o.attack;
      if (o.targets && kind === 'mtb') boat.targets = [...o.targets];
    }
  }
}
