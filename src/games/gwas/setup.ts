/** 3.0 Setup: the opening state of a scenario, with every fleet where the scenario places it. */
import { RECENT_LOG_LINES } from './fleet-log.js';
import type { ScenarioFleet } from './data/types.js';
import type { GwasData } from './data.js';
import { nearestZone } from './geography.js';
import { SIDES, type FleetState, type GwasOptions, type GwasState, type Minefield, type ShipState, type SideId } from './state.js';
import { boundary, nextMinefieldId } from './mines/rules.js';
import { startingUsed } from './fuel/rules.js';
import { setupPatrols } from './submarines/patrol.js';
import { setupLeaders } from './leaders/rules.js';
import { setupAircraft } from './aircraft/rules.js';

export function fleetStart(data: GwasData, at: ScenarioFleet['at']): { zone: string; port: string | null } {
  if ('port' in at) {
    const port = data.map.ports[at.port];
    if (!port) throw new Error(`scenario places a fleet in unknown port '${at.port}'`);
    return { zone: port.zone, port: at.port };
  }
  if ('zone' in at) return { zone: at.zone, port: null };
  return { zone: nearestZone(data, at.position), port: null };
}

/** The campaign options, in the order the state keeps them. */
export const OPTION_KEYS = ['fuel', 'mines', 'submarines', 'mtbs', 'aircraft', 'leaders', 'airships', 'tactical', 'tacticalByMail'] as const;

/** Choices that are not rules options (state.options): how the state keeps its records. */
export interface StateKeeping {
  /** Issue 17: `recent` keeps the last RECENT_LOG_LINES of each fleet's log (state.logKeep). */
  readonly fleetLog?: 'recent' | 'full';
}

export function setupState(data: GwasData, scenarioId: string, options: GwasOptions = {}, keeping: StateKeeping = {}): GwasState {
  const scenario = data.scenarios[scenarioId];
  if (!scenario) throw new Error(`unknown scenario '${scenarioId}'`);
  const fleets: Record<string, FleetState> = {};
  const ships: Record<string, ShipState> = {};
  for (const side of SIDES) {
    for (const f of scenario.sides[side]?.fleets ?? []) {
      if (f.option && !options[f.option]) continue; // a fleet the scenario brings only with an option (14.0's carriers)
      // The loader resolves a scenario's [lon, lat] positions to zones (startZone); use its answer.
      const start = f.startZone && !('port' in f.at) ? { zone: f.startZone, port: null } : fleetStart(data, f.at);
      for (const shipId of f.ships) {
        if (!data.ships[shipId]) throw new Error(`scenario fleet '${f.id}' names unknown ship '${shipId}'`);
        ships[shipId] = {
          id: shipId, side: side as SideId, fleet: f.id,
          damage: { hull: 0, primary: 0, secondary: 0, tertiary: 0, torpedo: 0 },
          speedLoss: 0, unableToManoeuvre: false, sunk: false, torpedoesFired: false,
          // 12.0: full bunkers unless the scenario starts the ship short (fuel option only).
          ...(options.fuel ? { fuel: { used: startingUsed(data.ships[shipId].fuel, scenario.fuel?.start?.[shipId]) } } : {}),
        };
      }
      fleets[f.id] = {
        id: f.id, name: f.name, side: side as SideId, mission: f.mission, missionSince: 0,
        zone: start.zone, port: start.port, ships: [...f.ships], escorting: f.escorting ?? null,
        plan: { ...(f.plan ?? {}) }, log: [],
        // Series summary: the Raid fleet's counter is removed from the map; it is hidden until found.
        hidden: f.mission === 'raid',
        turnsInPort: 0, arrives: f.arrives ?? 0, backlog: [], battle: {}, leader: f.leader ?? null, gone: null,
      };
    }
  }
  const weather: Record<string, number> = {};
  for (const wz of Object.keys(data.map.weatherZones).sort()) {
    weather[wz] = scenario.weather[wz] ?? scenario.weather.default ?? 1;
  }
  // 13.0: minefields the scenario lays before the start (mines option only), active at once.
  const minefields: Minefield[] = [];
  if (options.mines) {
    for (const f of scenario.mines?.fields ?? []) {
      for (let i = 0; i < (f.count ?? 1); i++) {
        minefields.push({ id: nextMinefieldId(minefields, f.side as SideId), side: f.side as SideId, between: boundary(f.between[0], f.between[1]), laid: 0, activeFrom: 1, known: [] });
      }
    }
  }
  const chosen: GwasOptions = Object.fromEntries(OPTION_KEYS.filter((k) => options[k]).map((k) => [k, true]));
  return {
    game: 'gwas-mediterranean', scenario: scenarioId, turn: 1, lastTurn: scenario.turns, over: false,
    weather, fleets, ships, vp: { allied: 0, central: 0 }, contacts: [],
    merchantsSunk: { allied: 0, central: 0 }, scored: [],
    // Only options that differ from the defaults are kept (seam §1): a default campaign's state is unchanged.
    ...(Object.keys(chosen).length ? { options: chosen } : {}),
    ...(keeping.fleetLog === 'recent' ? { logKeep: RECENT_LOG_LINES } : {}),
    ...(options.mines ? { minefields } : {}),
    // 15.0, 18.0: the scenario's submarines and MTBs, placed by their players' turn-1 orders (15.1, 18.1).
    ...(options.submarines || options.mtbs ? { patrols: setupPatrols(scenario, options) } : {}),
    // 14.0, 16.1 (aircraft, leaders options); 17.0's airships are drawn with the opening dice (airships/draw.ts).
    ...(options.aircraft ? { aircraft: setupAircraft(data, scenario) } : {}),
    ...(options.leaders ? { leaders: setupLeaders(scenario) } : {}),
    ...(options.airships ? { airships: {} } : {}),
  };
}
