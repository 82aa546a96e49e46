/**
 * 4.3 Fleet Movement Phase; 5.3 simultaneous movement. Every fleet follows its log sheet for
 * the turn. Escort fleets move with the fleet they escort (5.2). Weather (11.73) and damage
 * (8.51) can leave a fleet short of its plot: the zones not reached are kept in order and
 * sailed next (official FAQ: destroyers in bad weather keep their plotted path at one zone a turn).
 */
import { sidesOnly } from '../../../kernel/events.js';
import { airOperationHolds } from '../aircraft/rules.js';
import { adjacent, findPort, mayEnterPort, weatherZoneOf } from '../geography.js';
import { fleetZonesPerTurn } from '../fleet.js';
import { fleetTowing } from '../operations/towing.js';
import { hasItem, parsePlot, zonesOf } from '../plot.js';
import { activeFleets, type FleetState } from '../state.js';
import type { GwasContext, GwasStep } from './step.js';

export const movementStep: GwasStep = {
  name: 'movement',
  rule: '4.3, 5.1, 5.3',
  run(ctx) {
    const { state } = ctx;
    // 5.25: a fleet formed by Divide this turn does not sail on its own; it is placed where the
    // fleet it came from stops (placeDividedFleets), after that fleet has moved.
    const divided = dividedThisTurn(ctx);
    const fleets = activeFleets(state).filter((f) => !divided.has(f.id));
    for (const fleet of fleets) if (fleet.mission !== 'escort' || !fleet.escorting) moveFleet(ctx, fleet);
    // Escorts after the fleets they escort: they copy the escorted fleet's movement.
    for (const fleet of fleets) {
      if (fleet.mission !== 'escort' || !fleet.escorting) continue;
      const lead = state.fleets[fleet.escorting];
      if (!lead || lead.gone) { moveFleet(ctx, fleet); continue; }
      const from = fleet.zone;
      fleet.zone = lead.zone;
      fleet.port = lead.port;
      fleet.log.push({ from, note: `escorting ${lead.id}`, path: pathThisTurn(lead, ctx.turn), port: fleet.port, turn: ctx.turn });
      report(ctx, fleet);
    }
    placeDividedFleets(ctx, divided);
  },
};

/** The zones `lead` sailed this turn: none when its last log line is of another turn. */
function pathThisTurn(lead: FleetState, turn: number): string[] {
  const line = lead.log[lead.log.length - 1];
  return line?.turn === turn ? [...line.path] : [];
}

function moveFleet(ctx: GwasContext, fleet: FleetState): void {
  const { data, state } = ctx;
  const scenario = data.scenarios[state.scenario];
  const items = parsePlot(fleet.plan[String(ctx.turn)] ?? '');
  const divideAt = items.findIndex((i) => i.kind === 'divide');
  const wanted = [...fleet.backlog, ...zonesOf(divideAt >= 0 ? items.slice(0, divideAt) : items)];
  while (wanted.length && wanted[0] === fleet.zone) wanted.shift();
  // A Divide box with a zone before it (5.25): the fleet moves, then divides, and stops there.
  const weather = state.weather[weatherZoneOf(data, fleet.zone)] ?? 1;
  const towing = fleetTowing(state, fleet.ships);
  let capacity = towing ? towCapacity(data, state, fleet, weather) : fleetZonesPerTurn(data, state, fleet, weather);
  // 11.5, 11.1, 12.4, 13.31, 13.72, 13.73: a fleet loading, unloading, bombarding, refuelling, laying,
  // detecting or sweeping mines stays where it is; zones it still owes wait.
  // 14.14, 14.5 (aircraft option): a seaplane carrier launching, or any carrier recovering, does not move.
  const holds = items.some((i) => ['load', 'unload', 'bombard', 'fuel', 'coal', 'oil', 'mine', 'detect', 'sweep'].includes(i.kind))
    || airOperationHolds(data, state, fleet, items.map((i) => i.kind));
  if (holds) capacity = 0;
  // A plot written before a contact moved the fleet (5.41) may start from a zone it is no longer
  // in: it sails only as far as the plot still joins up, and its player is told to re-plot (7.37).
  const joined = joinedPrefix(data, fleet.zone, wanted);
  const broken = joined.length < wanted.length ? wanted[joined.length] : null;
  let sail = Math.min(capacity, joined.length);
  // 7.38 extended battle: the fleet sails that many zones fewer this turn; the route is unchanged.
  const lost = fleet.lostZones && fleet.lostZones.turn === ctx.turn ? fleet.lostZones.zones : 0;
  if (lost > 0) sail = Math.max(0, sail - lost);
  // 11.22: a tow and its tower make one zone per three turns of trying.
  if (towing && !holds && joined.length > 0) {
    fleet.towTurns = (fleet.towTurns ?? 0) + 1;
    if (fleet.towTurns >= TOW_TURNS_PER_ZONE) fleet.towTurns = 0;
    else sail = 0;
  } else if (!towing) fleet.towTurns = 0;
  const path = joined.slice(0, sail);
  fleet.backlog = joined.slice(sail);
  const from = fleet.zone;
  if (path.length) { fleet.zone = path[path.length - 1]; fleet.port = null; }
  let note: string | undefined;
  const portItem = items.find((i) => i.kind === 'port');
  if (portItem && portItem.kind === 'port' && fleet.backlog.length === 0) {
    const portId = findPort(data, portItem.port);
    if (portId && data.map.ports[portId].zone === fleet.zone && mayEnterPort(data, scenario, fleet.side, portId)) fleet.port = portId;
    else note = `could not enter ${portItem.text}`;
  } else if (portItem) note = `delayed: ${fleet.backlog.join('/')} still to sail before ${portItem.text}`;
  for (const action of ['bombard', 'load', 'unload', 'search', 'divide', 'pursuit', 'fuel', 'coal', 'oil', 'mine', 'detect', 'sweep', 'launch', 'recover'] as const) {
    if (hasItem(items, action)) note = note ? `${note}; ${action}` : action;
  }
  if (lost > 0) note = note ? `${note}; ${lost} zone(s) lost to the long battle (7.38)` : `${lost} zone(s) lost to the long battle (7.38)`;
  if (towing) note = note ? `${note}; towing (11.22: one zone per three turns)` : 'towing (11.22: one zone per three turns)';
  if (fleet.backlog.length && !note) note = `slowed: ${fleet.backlog.join('/')} still to sail`;
  if (broken) note = `${note ? `${note}; ` : ''}plot broken: ${broken} is not next to ${path.at(-1) ?? from}; re-plot (7.37)`;
  // Keys in sorted order, as in every log line written here: canonical JSON (kernel/canonical.ts)
  // then writes the line as it stands, where a line out of order was copied sorted, and with it
  // its log, its fleet and the state around them, every fleet every turn (issue 17: replay).
  fleet.log.push({ from, note, path, port: fleet.port, turn: ctx.turn });
  report(ctx, fleet);
}

/** 11.22: turns a towing fleet spends per zone. */
export const TOW_TURNS_PER_ZONE = 3;

/** A towing fleet moves one zone at a time (every three turns), if its other ships can move. */
function towCapacity(data: GwasContext['data'], state: GwasContext['state'], fleet: FleetState, weather: number): number {
  const free = fleet.ships.filter((id) => {
    const s = state.ships[id];
    return s && !s.sunk && !(s.unableToManoeuvre && s.towedBy);
  });
  return fleetZonesPerTurn(data, state, { ...fleet, ships: free }, weather) > 0 ? 1 : 0;
}

function joinedPrefix(data: GwasContext['data'], from: string, zones: readonly string[]): string[] {
  const out: string[] = [];
  let at = from;
  for (const z of zones) {
    if (!adjacent(data, at, z)) break;
    out.push(z);
    at = z;
  }
  return out;
}

function report(ctx: GwasContext, fleet: FleetState): void {
  const line = fleet.log[fleet.log.length - 1];
  ctx.emit({
    type: 'gwas.fleet-moved',
    audience: sidesOnly(fleet.side),
    data: { fleet: fleet.id, from: line.from, path: line.path, zone: fleet.zone, port: fleet.port, note: line.note ?? null },
  });
}

/** 5.25: the fleets formed by Divide in this turn's orders (the orders step made them), each with the fleet it came from. */
function dividedThisTurn(ctx: GwasContext): Map<string, FleetState> {
  const out = new Map<string, FleetState>();
  for (const [side, orders] of Object.entries(ctx.orders)) {
    for (const [parentId, fo] of Object.entries(orders?.fleets ?? {})) {
      const parent = ctx.state.fleets[parentId];
      if (!parent || parent.side !== side) continue;
      for (const d of fo.divide ?? []) {
        const child = ctx.state.fleets[d.id];
        if (child && child.missionSince === ctx.turn && !child.log.length) out.set(d.id, parent);
      }
    }
  }
  return out;
}

/**
 * 5.25: a fleet formed by Divide this turn appears where its parent stopped: with it in its zone
 * and port, having sailed the parent's path with it ("the fleet may move one sea zone and then
 * divide"); its own plot starts next turn.
 */
function placeDividedFleets(ctx: GwasContext, divided: ReadonlyMap<string, FleetState>): void {
  for (const [childId, parent] of divided) {
    const child = ctx.state.fleets[childId];
    child.log.push({ from: child.zone, note: `divided from ${parent.id}`, path: pathThisTurn(parent, ctx.turn), port: parent.port, turn: ctx.turn });
    child.zone = parent.zone;
    child.port = parent.port;
    report(ctx, child);
  }
}
