/** A side's own fleets and ships, as the side (or the umpire) sees them. */
import { SHOWN_LOG_LINES } from '../fleet-log.js';
import type { GwasData } from '../data.js';
import { fleetZonesPerTurn, shipSpeed } from '../fleet.js';
import type { FleetState, GwasState, LogLine, ShipState, SideId } from '../state.js';
import { byId } from './common.js';
import type { DamageView, FleetView, FuelView, LogLineView, ShipView } from './types.js';
import { boxesLeft, fuelKind, margin, turnsOfSteaming } from '../fuel/rules.js';

const LOG_LINES = SHOWN_LOG_LINES;
const LOCATIONS: readonly DamageView['location'][] = ['hull', 'primary', 'secondary', 'tertiary', 'torpedo'];

function shipView(data: GwasData, ship: ShipState): ShipView {
  const cls = data.ships[ship.id];
  return {
    id: ship.id,
    name: cls?.name ?? ship.id,
    class: cls?.class ?? '',
    type: cls?.type ?? '',
    nation: cls?.nation ?? '',
    speed: cls ? shipSpeed(data, ship) : '0',
    baseSpeed: cls?.speed ?? '0',
    group: cls?.group ?? 1,
    damage: LOCATIONS.map((location) => ({ location, marked: ship.damage[location], total: cls?.boxes[location].length ?? 0 }))
      .filter((d) => d.total > 0 || d.marked > 0),
    status: ship.sunk ? 'sunk' : ship.unableToManoeuvre ? 'unable to manoeuvre' : 'afloat',
    ...(ship.fuel && cls && !ship.sunk ? { fuel: fuelView(data, ship.id, cls.fuel, ship.fuel.used) } : {}),
  };
}

/** 12.0: the fuel line of a ship of the side's own (the state a side holds has no other ships' fuel). */
export function fuelView(data: GwasData, shipId: string, capacity: number, used: number): FuelView {
  const turns = turnsOfSteaming(capacity, used);
  const boxes = boxesLeft(capacity, used);
  return { burns: fuelKind(data, shipId), boxes, capacity, margin: boxes > 0 ? margin(used) : 0, turnsAtOne: turns.one, turnsAtTwo: turns.two, out: boxes === 0 };
}

function logLineView(data: GwasData, line: LogLine): LogLineView {
  return {
    turn: line.turn, from: line.from, path: [...line.path], port: line.port,
    portName: line.port ? data.map.ports[line.port]?.name ?? line.port : null, note: line.note ?? null,
  };
}

/**
 * A fleet as its own side (or the umpire) sees it. `ships` holds at least the fleet's ships;
 * `weather` the level of the fleet's weather zone.
 */
function fleetView(data: GwasData, ships: Readonly<Record<string, ShipState>>, fleet: FleetState, weather: Readonly<Record<string, number>>, nextTurn: number): FleetView {
  const wz = data.map.zones[fleet.zone]?.weatherZone ?? 'default';
  // fleetZonesPerTurn reads only the ships of the state: the side's own ships suffice.
  const zonesPerTurn = fleetZonesPerTurn(data, { ships } as unknown as GwasState, fleet, weather[wz] ?? 1);
  const plan = Object.keys(fleet.plan).map(Number).filter((t) => Number.isFinite(t) && t >= nextTurn).sort((a, b) => a - b)
    .map((t) => ({ turn: t, entry: fleet.plan[String(t)] }));
  return {
    id: fleet.id,
    name: fleet.name,
    side: fleet.side,
    mission: fleet.mission,
    missionSince: fleet.missionSince,
    zone: fleet.zone,
    weatherZone: wz,
    port: fleet.port ? { id: fleet.port, name: data.map.ports[fleet.port]?.name ?? fleet.port } : null,
    status: fleet.arrives > nextTurn ? `arrives on turn ${fleet.arrives}` : fleet.port ? 'in port' : 'at sea',
    hidden: fleet.hidden,
    escorting: fleet.escorting,
    zonesPerTurn,
    ships: fleet.ships.map((id) => ships[id]).filter((s): s is ShipState => Boolean(s)).map((s) => shipView(data, s)),
    plan,
    backlog: [...fleet.backlog],
    log: fleet.log.slice(-LOG_LINES).map((l) => logLineView(data, l)),
    battle: { ...fleet.battle },
  };
}

/** A side's fleets still in play, by id, as fleetView shows them. */
export function sideFleetViews(data: GwasData, fleets: Readonly<Record<string, FleetState>>, ships: Readonly<Record<string, ShipState>>, side: SideId, weather: Readonly<Record<string, number>>, nextTurn: number): FleetView[] {
  return Object.values(fleets).filter((f) => f.side === side && f.gone === null).sort(byId).map((f) => fleetView(data, ships, f, weather, nextTurn));
}
