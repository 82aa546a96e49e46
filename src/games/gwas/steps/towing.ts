/**
 * 11.2 Towing and emergency repair.
 *
 * `towingStep` (Orders Phase, after the orders are written): applies each fleet's `tow:` list
 * (11.21), re-checked with the same rule as at submission (operations/towing.ts). A tow by a ship
 * of another fleet in the same zone moves the disabled ship into the tower's fleet. Tows end by
 * themselves when either ship sinks or the towed ship can move again. Movement then gives a
 * towing fleet one zone per three turns (11.22; steps/movement.ts). The 11.22 first-round no-fire
 * rule belongs to the battle. Before the tows, `letGo` carries out the orders that take ships out
 * of a fleet (checked at submission, check-tow-orders.ts; the orders step already took them off
 * the fleet's list): 8.5 scuttling (the enemy scores the ship as sunk, as for a ship scuttled in
 * battle), 11.26 releasing a disabled ship (left where it lies as a fleet of its own on Abort,
 * id `<fleet>-<ship>`), and 11.25 a tow forming its own fleet on Abort, plotted home by the
 * shortest route from two turns ahead (5.2 Abort), one zone a box (the tow's one zone per three
 * turns, 11.22, holds the rest back as in movement).
 *
 * `emergencyRepairStep` (end of turn, 11.27): once at the end of every turn in which it was not in
 * combat, each ship unable to manoeuvre in a fleet on Abort rolls one die: 1, it moves again at
 * speed 1s (and its tow is released); 5–6, no further attempt is ever made. Fuel is not yet in
 * play, so every ship unable to manoeuvre was disabled by combat. Owner only.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { rollEmergencyRepair, type RepairResult } from '../repair.js';
import { foughtThisTurn, retireIfSunk } from '../operations/common.js';
import { noteCode } from '../../../codes/registry.js';
import { towProblem } from '../operations/towing.js';
import { activeFleets, liveShips, otherSide, SIDES, type FleetState, type SideId } from '../state.js';
import type { GwasContext, GwasStep } from './step.js';
import type { FleetOrders } from '../orders-types.js';
import { sinkShip } from '../combat/damage-boxes.js';
import { shortestPath } from '../geography.js';
import { heldByDamage } from '../unable.js';

export interface TowData {
  readonly fleet: string;
  readonly ship: string;
  readonly towedBy: string | null;
  readonly status: 'taken in tow' | 'refused' | 'released';
  readonly note: string | null;
}

export interface RepairData {
  readonly fleet: string;
  readonly ship: string;
  readonly result: RepairResult;
  readonly roll: number;
}

export const towingStep: GwasStep = {
  name: 'towing',
  rule: '11.21, 11.22, 11.24',
  run(ctx) {
    const { data, state } = ctx;
    // Tows that have ended: the towed ship moves again, or either ship has sunk.
    for (const ship of Object.values(state.ships)) {
      if (!ship.towedBy) continue;
      const tower = state.ships[ship.towedBy];
      if (ship.sunk || !ship.unableToManoeuvre || !tower || tower.sunk || tower.fleet !== ship.fleet) {
        const was = ship.towedBy;
        ship.towedBy = null;
        if (!ship.sunk) ctx.emit<TowData>({ type: 'gwas.tow', audience: sidesOnly(ship.side), data: { fleet: ship.fleet, ship: ship.id, towedBy: was, status: 'released', note: null } });
      }
    }
    for (const side of SIDES) {
      const fleets = ctx.orders[side]?.fleets ?? {};
      for (const fleetId of Object.keys(fleets).sort()) letGo(ctx, side, fleetId, fleets[fleetId]);
      for (const fleetId of Object.keys(fleets).sort()) {
        for (const t of fleets[fleetId].tow ?? []) {
          if (t.newFleet) continue; // 11.25: formed by letGo
          const fleetOf = (id: string) => {
            const s = state.ships[id];
            const f = s ? state.fleets[s.fleet] : undefined;
            return f && !f.gone && f.ships.includes(id) ? f.id : null;
          };
          const zoneOf = (id: string) => state.fleets[id]?.zone ?? null;
          const problem = towProblem(data, state, side, fleetId, t.ship, t.towedBy, fleetOf, zoneOf);
          if (problem) {
            noteCode(problem.code);
            ctx.emit<TowData>({ type: 'gwas.tow', audience: sidesOnly(side), data: { fleet: fleetId, ship: t.ship, towedBy: t.towedBy, status: 'refused', note: `${problem.code}: ${problem.message}` } });
            continue;
          }
          const ship = state.ships[t.ship];
          const towerFleet = state.fleets[state.ships[t.towedBy].fleet];
          let note: string | null = null;
          if (towerFleet.id !== fleetId) {
            const from = state.fleets[fleetId];
            from.ships = from.ships.filter((s) => s !== t.ship);
            towerFleet.ships.push(t.ship);
            ship.fleet = towerFleet.id;
            note = `joins fleet '${towerFleet.id}' under tow`;
            if (from.ships.length === 0) from.gone = 'merged';
            else retireIfSunk(state, from);
          }
          ship.towedBy = t.towedBy;
          ctx.emit<TowData>({ type: 'gwas.tow', audience: sidesOnly(side), data: { fleet: towerFleet.id, ship: t.ship, towedBy: t.towedBy, status: 'taken in tow', note } });
        }
      }
    }
  },
};

export const emergencyRepairStep: GwasStep = {
  name: 'emergency-repair',
  rule: '11.27',
  run(ctx) {
    const { data, state } = ctx;
    for (const fleet of activeFleets(state)) {
      if (fleet.mission !== 'abort' || foughtThisTurn(state, fleet.id, ctx.turn)) continue;
      for (const ship of liveShips(state, fleet)) {
        // 11.27: only damage can be repaired, never an empty bunker (12.2).
        if (!heldByDamage(ship) || ship.repairBarred || ship.aground) continue; // 7.43: aground is no damage to repair
        const { result, roll } = rollEmergencyRepair(ctx, ship, `emergency repair of ${data.ships[ship.id]?.name ?? ship.id}`);
        ctx.emit<RepairData>({ type: 'gwas.repair', audience: sidesOnly(ship.side), data: { fleet: fleet.id, ship: ship.id, result, roll } });
      }
    }
  },
};

/** 8.5, 11.25, 11.26: the ships a fleet's orders take out of it this turn. */
function letGo(ctx: GwasContext, side: SideId, fleetId: string, fo: FleetOrders): void {
  const { data, state } = ctx;
  const parent = state.fleets[fleetId];
  if (!parent || parent.side !== side) return;
  const own = (id: string) => state.ships[id] && state.ships[id].side === side && !state.ships[id].sunk && state.ships[id].fleet === fleetId && !parent.ships.includes(id);
  for (const id of fo.scuttle ?? []) {
    if (!own(id)) continue;
    const ship = state.ships[id];
    sinkShip(data, ship);
    ship.towedBy = null;
    const points = data.scenarios[state.scenario].victory.sunk[data.ships[id].type] ?? 0;
    state.vp[otherSide(side)] += points;
    ctx.emit({ type: 'gwas.scuttled', audience: sidesOnly(side), rule: '8.5', data: { fleet: fleetId, ship: id, zone: parent.zone, enemyPoints: points } });
  }
  for (const id of fo.release ?? []) {
    if (!own(id)) continue;
    const newId = `${fleetId}-${id}`;
    state.ships[id].towedBy = null;
    addFleet(ctx, parent, newId, [id], {});
    ctx.emit<TowData>({ type: 'gwas.tow', audience: sidesOnly(side), rule: '11.26', data: { fleet: newId, ship: id, towedBy: null, status: 'released', note: `left behind in ${parent.zone} as fleet '${newId}'` } });
  }
  for (const t of fo.tow ?? []) {
    if (!t.newFleet || !own(t.ship) || !own(t.towedBy)) continue;
    state.ships[t.ship].towedBy = t.towedBy;
    addFleet(ctx, parent, t.newFleet, [t.ship, t.towedBy], homePlan(ctx, parent));
    ctx.emit<TowData>({ type: 'gwas.tow', audience: sidesOnly(side), rule: '11.25', data: { fleet: t.newFleet, ship: t.ship, towedBy: t.towedBy, status: 'taken in tow', note: `forms fleet '${t.newFleet}' on Abort (11.25)` } });
  }
  retireIfSunk(state, parent);
  if (!parent.gone && liveShips(state, parent).length === 0) parent.gone = 'merged';
}

function addFleet(ctx: GwasContext, parent: FleetState, id: string, ships: string[], plan: Record<string, string>): void {
  const { state } = ctx;
  state.fleets[id] = {
    id, name: id, side: parent.side, mission: 'abort', missionSince: state.turn, zone: parent.zone, port: parent.port,
    ships: [...ships], escorting: null, plan, log: [], hidden: false, turnsInPort: parent.turnsInPort, arrives: 0,
    backlog: [], battle: { ...parent.battle }, leader: null, gone: null,
  };
  for (const s of ships) state.ships[s].fleet = id;
}

/** 5.2 Abort: home by the shortest route, written from two turns ahead, one zone a box. */
function homePlan(ctx: GwasContext, parent: FleetState): Record<string, string> {
  const { data, state } = ctx;
  const ports = (data.scenarios[state.scenario].sides[parent.side]?.homePorts ?? []).filter((p) => data.map.ports[p]);
  if (parent.port && ports.includes(parent.port)) return {};
  const zones = new Set(ports.map((p) => data.map.ports[p].zone));
  const route = shortestPath(data, parent.zone, zones);
  if (!route) return {};
  const last = route.at(-1) ?? parent.zone;
  const port = ports.find((p) => data.map.ports[p].zone === last);
  const plan: Record<string, string> = {};
  const boxes = route.length ? route : [];
  boxes.forEach((z, i) => { plan[String(state.turn + 2 + i)] = i === boxes.length - 1 && port ? `${z}/${port}` : z; });
  if (!boxes.length && port) plan[String(state.turn + 2)] = port;
  for (const key of Object.keys(plan)) if (Number(key) > state.lastTurn) delete plan[key];
  return plan;
}
