/**
 * 14.0 Aircraft (the aircraft campaign option): the numbers of the rule, in one place. The rulebook
 * prints them in its text, not in a table, so they are code constants citing their sections.
 */
import type { Modifier } from '../../../kernel/events.js';
import type { Scenario } from '../data/types.js';
import type { GwasData } from '../data.js';
import type { AircraftState, FleetState, GwasState, SideId } from '../state.js';

/** 14.12: a launch accident on a 1; 14.52: a landing accident on a 1 or 2. */
export const LAUNCH_ACCIDENT_ON = 1;
export const LANDING_ACCIDENT_ON = 2;
/** 14.2: zones flown on the turn after launch, and on each later turn. */
export const FIRST_FLIGHT_ZONES = 4;
export const LATER_FLIGHT_ZONES = 1;
/** 14.5: the turn after launch an aircraft must come back, and how far its mother ship may be. */
export const RETURN_AFTER = 3;
export const RECOVERY_RANGE = 4;
/** 14.53: turns after landing before it may launch again. */
export const RELAUNCH_AFTER = 4;
/** 14.6: the missions whose fleets may launch and recover. */
export const AIR_MISSIONS: readonly string[] = ['raid', 'intercept', 'bombardment'];
/** 11.73 weather levels: Fog 3, Squall 4, Storm 5, Gale 6. */
export const GALE = 6;

/** 14.0: the scenario's aircraft counters, all aboard their mother ships at the start. */
export function setupAircraft(data: GwasData, scenario: Scenario): Record<string, AircraftState> {
  const out: Record<string, AircraftState> = {};
  for (const a of scenario.aircraft ?? []) {
    const side = (['allied', 'central'] as SideId[]).find((s) => scenario.sides[s]?.fleets.some((f) => f.ships.includes(a.carrier)));
    if (!side || !data.ships[a.carrier]) continue;
    out[a.id] = { id: a.id, side, carrier: a.carrier, status: 'aboard', zone: null, launched: null, landed: null };
  }
  return out;
}

/**
 * 11.73: "Subtract 1 [Fog], 2 [Squall], 3 [Storm] from the aircraft takeoff/landing die roll";
 * in a Gale aircraft "cannot take off, land, or spot enemy fleets" (null).
 */
export function weatherAirModifier(level: number): Modifier | null | 'gale' {
  if (level >= GALE) return 'gale';
  const value = level === 5 ? -3 : level === 4 ? -2 : level === 3 ? -1 : 0;
  return value ? { name: `weather level ${level}`, value, rule: '11.73' } : null;
}

/** 14.12: the launch die's modifiers (night −2, from a CV +1, weather 11.73). */
export function launchModifiers(night: boolean, carrierType: string, weather: Modifier | null): Modifier[] {
  const mods: Modifier[] = [];
  if (night) mods.push({ name: 'launching at night', value: -2, rule: '14.12' });
  if (carrierType === 'CV') mods.push({ name: 'launching from an aircraft carrier (CV)', value: 1, rule: '14.12' });
  if (weather) mods.push(weather);
  return mods;
}

/** 14.52: the landing die's modifiers (night −3, weather 11.73). */
export function landingModifiers(night: boolean, weather: Modifier | null): Modifier[] {
  const mods: Modifier[] = [];
  if (night) mods.push({ name: 'landing at night', value: -3, rule: '14.52' });
  if (weather) mods.push(weather);
  return mods;
}

/** 14.2: how many zones the aircraft may fly this turn (none on the launch turn or the return turn). */
export function flightAllowance(a: AircraftState, turn: number): number {
  if (a.status !== 'aloft' || a.launched === null) return 0;
  const since = turn - a.launched;
  if (since <= 0 || since >= RETURN_AFTER) return 0;
  return since === 1 ? FIRST_FLIGHT_ZONES : LATER_FLIGHT_ZONES;
}

/** 14.53: aboard, and four turns since it last landed. */
export function readyToLaunch(a: AircraftState, turn: number): boolean {
  return a.status === 'aboard' && (a.landed === null || turn - a.landed >= RELAUNCH_AFTER);
}

/** The carriers (CVS, CV) of a fleet with an aircraft counter of the scenario. */
export function fleetCarriers(data: GwasData, state: GwasState, fleet: Pick<FleetState, 'ships'>): string[] {
  const carriers = new Set(Object.values(state.aircraft ?? {}).map((a) => a.carrier));
  return fleet.ships.filter((id) => carriers.has(id) && !state.ships[id]?.sunk && ['CVS', 'CV'].includes(data.ships[id]?.type ?? ''));
}

/**
 * 14.14: a seaplane carrier cannot move the turn it launches (an aircraft carrier may); 14.5: no
 * mother ship moves the turn it recovers. The fleet holds still when a ship of it may not move.
 */
export function airOperationHolds(data: GwasData, state: GwasState, fleet: Pick<FleetState, 'ships'>, kinds: readonly string[]): boolean {
  if (!state.options?.aircraft) return false;
  const carriers = fleetCarriers(data, state, fleet);
  if (!carriers.length) return false;
  if (kinds.includes('recover')) return true;
  return kinds.includes('launch') && carriers.some((id) => data.ships[id].type === 'CVS');
}
