/**
 * Pieces of a Great War at Sea map overlay shared by the side's, the umpire's and the orders
 * form's maps (issue 12 §1): a fleet's mark and its plotted course (5.1 log sheet), the legend.
 * Everything is read from a FleetView, which is the fleet as its own side knows it.
 */
import type { LegendEntry, MapMark, MapRoute } from '../../../maps/types.js';
import { MISSION_NAMES } from '../views/helpers.js';
import { parsePlot } from '../plot.js';
import type { FleetView } from '../views/types.js';

/** Distinct colours for a side's fleets, in fleet id order (reused past the end). */
export const FLEET_COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#17becf', '#8c564b', '#e377c2', '#bcbd22', '#393b79', '#637939', '#843c39'];

export const fleetColour = (i: number): string => FLEET_COLOURS[i % FLEET_COLOURS.length];

/** Fleets on the board now: not yet arrived ones (3.3 reinforcements) have no position to draw. */
export const onBoard = (f: FleetView): boolean => !f.status.startsWith('arrives');

export function missionName(m: string): string {
  return MISSION_NAMES[m] ?? m;
}

/**
 * The fleet's course as plotted (5.1): its zone, then the zones still owed from earlier turns
 * (backlog), then each coming box's zones; each step is labelled with its turn.
 */
export function plottedRoute(f: FleetView, color: string): MapRoute | null {
  const zones = [f.zone];
  const labels = [''];
  for (const z of f.backlog) { zones.push(z); labels.push('owed'); }
  for (const p of f.plan) {
    for (const item of parsePlot(p.entry)) {
      if (item.kind === 'zone' && item.zone !== zones[zones.length - 1]) { zones.push(item.zone); labels.push(`T${p.turn}`); }
    }
  }
  return zones.length > 1 ? { zones, color, stepLabels: labels } : null;
}

export function fleetMark(f: FleetView, color: string): MapMark {
  const where = f.port ? `, in ${f.port.name}` : '';
  return { zone: f.zone, symbol: f.port ? 'square' : 'circle', color, label: `${f.name} (${missionName(f.mission)}${where})` };
}

export function fleetLegend(f: FleetView, color: string): LegendEntry {
  return { symbol: 'circle', color, label: `${f.name}: ${missionName(f.mission)}, ${f.zone}` };
}
