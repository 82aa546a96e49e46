/**
 * The orders form's map (issue 12 §1): where each fleet may go in the box its player writes next.
 * From the end of the fleet's plotted course (the fleet's zone when nothing is plotted), the zones
 * it can enter in one turn at its present rate (5.1, 11.73) are shaded in the fleet's colour, and
 * the ports in those zones it may enter (11.33: no enemy or neutral major base) are marked.
 * Drawn from the side's view and the public map only.
 */
import { reachable } from '../../../board/graph.js';
import type { LegendEntry, MapMark, MapOverlay, ZoneShade } from '../../../maps/types.js';
import type { GwasData } from '../data.js';
import { mayEnterPort, portsInZone } from '../geography.js';
import type { SideId } from '../state.js';
import type { SideView } from '../views/types.js';
import { fleetColour, onBoard, plottedRoute } from './common.js';
import { intelligenceMarks, ownFleetLayers } from './side-map.js';
import { minefieldLayers } from './minefields.js';

export function ordersOverlay(data: GwasData, view: SideView): MapOverlay {
  const scenario = data.scenarios[view.scenario.id];
  const shades: ZoneShade[] = [];
  const marks: MapMark[] = [];
  const legend: LegendEntry[] = [];
  const fleets = view.fleets.filter(onBoard);
  const focus: string[] = [];
  fleets.forEach((f, i) => {
    const color = fleetColour(i);
    if (f.mission === 'escort' && f.escorting) return; // an Escort fleet has no plot of its own
    const route = plottedRoute(f, color);
    const start = route ? route.zones[route.zones.length - 1] : f.zone;
    const reach = reachable(data.board, start, f.zonesPerTurn);
    for (const z of reach) shades.push({ zone: z, fill: color, opacity: 0.3 });
    const ports = scenario ? [start, ...reach].flatMap((z) => portsInZone(data, z)).filter((p) => mayEnterPort(data, scenario, view.viewer as SideId, p)) : [];
    for (const p of [...new Set(ports)].sort()) marks.push({ zone: data.map.ports[p].zone, symbol: 'square', color, label: `may enter ${data.map.ports[p].name}`, closeUpOnly: true });
    focus.push(start, ...reach);
  });
  if (shades.length) legend.push({ symbol: 'area', color: '#888', label: "next turn's zones from the end of each plot (fleet's colour)" });
  if (marks.length) legend.push({ symbol: 'square', color: '#888', label: 'a port in reach the fleet may enter (11.33)' });
  const own = ownFleetLayers(view);
  const intel = intelligenceMarks(view);
  const mines = minefieldLayers(view.minefields);
  const next = view.next ? `orders for turn ${view.next.turn} (${view.next.start})` : 'the scenario is over';
  return {
    title: `${view.game.name}: ${view.sideName}, ${next}`,
    subtitle: `Campaign ${view.campaign}. Shaded: the zones each fleet can enter in one turn from where its plot ends; squares: ports in reach it may enter.`,
    shades, routes: [...own.routes, ...mines.routes], marks: [...intel.marks, ...own.marks, ...marks],
    legend: [...own.legend, ...legend, ...intel.legend, ...mines.legend],
    focus: [...own.focus, ...focus],
  };
}
