/**
 * 4.3 Fleet Movement Phase; 5.3 simultaneous movement. Every fleet follows its log sheet for
 * the turn. Escort fleets move with the fleet they escort (5.2). Weather (11.73) and damage
 * (8.51) can leave a fleet short of its plot: the zones not reached are kept in order and
 * sailed next (official FAQ: destroyers in bad weather keep their plotted path at one zone a turn).
 */
import { sidesOnly } from '../../../kernel/events.js';
import { adjacent, findPort, mayEnterPort, weatherZoneOf } from '../geography.js';
import { fleetZonesPerTurn } from '../fleet.js';
import { hasItem, parsePlot, zonesOf } from '../plot.js';
import { activeFleets, type FleetState } from '../state.js';
import type { GwasContext, GwasStep } from './step.js';

export const movementStep: GwasStep = {
  name: 'movement',
  rule: '4.3, 5.1, 5.3',
  run(ctx) {
    const { state } = ctx;
    const fleets = activeFleets(state);
    for (const fleet of fleets) if (fleet.mission !== 'escort' || !fleet.escorting) moveFleet(ctx, fleet);
    // Escorts after the fleets they escort: they copy the escorted fleet's movement.
    for (const fleet of fleets) {
      if (fleet.mission !== 'escort' || !fleet.escorting) continue;
      const lead = state.fleets[fleet.escorting];
      if (!lead || lead.gone) { moveFleet(ctx, fleet); continue; }
      const line = lead.log[lead.log.length - 1];
      const from = fleet.zone;
      fleet.zone = lead.zone;
      fleet.port = lead.port;
      fleet.log.push({ turn: ctx.turn, from, path: line?.turn === ctx.turn ? [...line.path] : [], port: fleet.port, note: `escorting ${lead.id}` });
      report(ctx, fleet);
    }
    placeDividedFleets(ctx);
  },
};

function moveFleet(ctx: GwasContext, fleet: FleetState): void {
  const { data, state } = ctx;
  const scenario = data.scenarios[state.scenario];
  const items = parsePlot(fleet.plan[String(ctx.turn)] ?? '');
  const divideAt = items.findIndex((i) => i.kind === 'divide');
  const wanted = [...fleet.backlog, ...zonesOf(divideAt >= 0 ? items.slice(0, divideAt) : items)];
  while (wanted.length && wanted[0] === fleet.zone) wanted.shift();
  // A Divide box with a zone before it (5.25): the fleet moves, then divides, and stops there.
  const capacity = fleetZonesPerTurn(data, state, fleet, state.weather[weatherZoneOf(data, fleet.zone)] ?? 1);
  // A plot written before a contact moved the fleet (5.41) may start from a zone it is no longer
  // in: it sails only as far as the plot still joins up, and its player is told to re-plot (7.37).
  const joined = joinedPrefix(data, fleet.zone, wanted);
  const broken = joined.length < wanted.length ? wanted[joined.length] : null;
  const path = joined.slice(0, capacity);
  fleet.backlog = joined.slice(capacity);
  const from = fleet.zone;
  if (path.length) { fleet.zone = path[path.length - 1]; fleet.port = null; }
  let note: string | undefined;
  const portItem = items.find((i) => i.kind === 'port');
  if (portItem && portItem.kind === 'port' && fleet.backlog.length === 0) {
    const portId = findPort(data, portItem.port);
    if (portId && data.map.ports[portId].zone === fleet.zone && mayEnterPort(data, scenario, fleet.side, portId)) fleet.port = portId;
    else note = `could not enter ${portItem.text}`;
  } else if (portItem) note = `delayed: ${fleet.backlog.join('/')} still to sail before ${portItem.text}`;
  for (const action of ['bombard', 'load', 'unload', 'search', 'divide', 'pursuit'] as const) {
    if (hasItem(items, action)) note = note ? `${note}; ${action}` : action;
  }
  if (fleet.backlog.length && !note) note = `slowed: ${fleet.backlog.join('/')} still to sail`;
  if (broken) note = `${note ? `${note}; ` : ''}plot broken: ${broken} is not next to ${path.at(-1) ?? from}; re-plot (7.37)`;
  fleet.log.push({ turn: ctx.turn, from, path, port: fleet.port, note });
  report(ctx, fleet);
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

/** Fleets formed by Divide this turn appear where their parent stopped. */
function placeDividedFleets(ctx: GwasContext): void {
  for (const [side, orders] of Object.entries(ctx.orders)) {
    for (const [parentId, fo] of Object.entries(orders?.fleets ?? {})) {
      const parent = ctx.state.fleets[parentId];
      if (!parent || parent.side !== side) continue;
      for (const d of fo.divide ?? []) {
        const child = ctx.state.fleets[d.id];
        if (!child || child.missionSince !== ctx.turn || child.log.length) continue;
        child.log.push({ turn: ctx.turn, from: child.zone, path: [], port: parent.port, note: `divided from ${parentId}` });
        child.zone = parent.zone;
        child.port = parent.port;
      }
    }
  }
}
