/**
 * A side's map after a turn (issue 12 §1), drawn from its SideView alone, never from the state:
 * its own fleets with name, mission and plotted course (5.1); the contacts it was told of (4.0),
 * each with what it learnt of the enemy force and the turn it was seen; this turn's battles (6.0)
 * and raids and bombardments (10.24, 11.1) as they were reported to it. The view has no enemy
 * fleet, ship or position other than these, so neither can the map.
 */
import type { LegendEntry, MapMark, MapOverlay, MapRoute } from '../../../maps/types.js';
import type { SideView } from '../views/types.js';
import { fleetColour, fleetLegend, fleetMark, onBoard, plottedRoute } from './common.js';
import { minefieldLayers } from './minefields.js';
import { airLayers } from './air.js';

/** Contacts older than this many turns before the one just resolved are left off the map. */
export const CONTACT_TURNS_SHOWN = 4;
export const CONTACT_COLOUR = '#e74c3c';
export const BATTLE_COLOUR = '#f39c12';
export const RAID_COLOUR = '#a04000';

/** The marks every side's map (and the orders map) shares: contacts, battles, raids. */
export function intelligenceMarks(view: SideView): { marks: MapMark[]; legend: LegendEntry[] } {
  const marks: MapMark[] = [];
  const legend: LegendEntry[] = [];
  const turn = view.resolved?.turn ?? 0;
  const seen = new Set<string>();
  // Newest first: a zone shows the latest contact made there.
  for (const c of view.contacts) {
    if (c.turn < turn - CONTACT_TURNS_SHOWN + 1 || seen.has(c.zone)) continue;
    seen.add(c.zone);
    const e = c.enemy;
    marks.push({ zone: c.zone, symbol: 'diamond', color: CONTACT_COLOUR, label: `${c.enemySideName}: ${e.ships} ship${e.ships === 1 ? '' : 's'} (${e.capital} capital, ${e.light} light), seen turn ${c.turn}` });
  }
  if (seen.size) legend.push({ symbol: 'diamond', color: CONTACT_COLOUR, label: `contact: enemy as last seen (last ${CONTACT_TURNS_SHOWN} turns)` });
  for (const b of view.battles) marks.push({ zone: b.zone, symbol: 'star', color: BATTLE_COLOUR, label: `battle ${b.id}, turn ${b.turn}` });
  if (view.battles.length) legend.push({ symbol: 'star', color: BATTLE_COLOUR, label: "this turn's battles" });
  const raids = view.operations.filter((o) => (o.kind === 'raid' || o.kind === 'bombardment') && o.zone);
  for (const o of raids) marks.push({ zone: o.zone!, symbol: 'triangle', color: RAID_COLOUR, label: `${o.kind}, turn ${o.turn}`, closeUpOnly: true });
  if (raids.length) legend.push({ symbol: 'triangle', color: RAID_COLOUR, label: "this turn's raids and bombardments" });
  return { marks, legend };
}

export function ownFleetLayers(view: SideView): { marks: MapMark[]; routes: MapRoute[]; legend: LegendEntry[]; focus: string[] } {
  const fleets = view.fleets.filter(onBoard);
  const marks: MapMark[] = [];
  const routes: MapRoute[] = [];
  const legend: LegendEntry[] = [];
  fleets.forEach((f, i) => {
    const c = fleetColour(i);
    marks.push(fleetMark(f, c));
    const r = plottedRoute(f, c);
    if (r) routes.push(r);
    legend.push(fleetLegend(f, c));
  });
  if (routes.length) legend.push({ symbol: 'line', color: '#555', label: 'plotted course (Tn: the box of turn n)' });
  return { marks, routes, legend, focus: fleets.flatMap((f) => [f.zone, ...(plottedRoute(f, '')?.zones ?? [])]) };
}

export function sideOverlay(view: SideView): MapOverlay {
  const own = ownFleetLayers(view);
  const intel = intelligenceMarks(view);
  const mines = minefieldLayers(view.minefields);
  const air = airLayers(view.air);
  const turn = view.resolved ? `after turn ${view.resolved.turn} (${view.resolved.start})` : 'before the first turn';
  return {
    title: `${view.game.name}: ${view.sideName}, ${turn}`,
    subtitle: `Campaign ${view.campaign}, ${view.scenario.name}. What the ${view.sideName} know: own fleets and plots, contacts, this turn's battles and raids.`,
    shades: [],
    routes: [...own.routes, ...mines.routes],
    marks: [...intel.marks, ...own.marks, ...air.marks],
    legend: [...own.legend, ...intel.legend, ...mines.legend, ...air.legend],
    focus: [...own.focus, ...intel.marks.filter((m) => m.symbol === 'star').map((m) => m.zone)],
  };
}
