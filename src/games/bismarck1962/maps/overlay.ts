/**
 * A viewer's layers of the Bismarck (1962) Search Board (issue 12 §1), from its view alone: Red
 * sees the Bismarck's zone, Blue his ships' zones (How to Play: each side's counters are its
 * secret); each sees what it was told of the enemy (intel: sightings, areas called out, what the
 * Chance Table disclosed, battles, the Bismarck in port), each with its turn. The umpire's view
 * has every counter.
 */
import type { LegendEntry, MapMark, MapOverlay, ZoneShade } from '../../../maps/types.js';
import type { B62View, IntelItem } from '../views.js';

export const RED = '#b03a2e';
export const BLUE = '#1f4fb4';
export const INTEL = '#e74c3c';
export const BATTLE = '#f39c12';

/** The zones of an area that carry a letter (the ones a counter may be in). */
export type AreaZones = (area: string) => readonly string[];

function intelMark(i: IntelItem, viewer: string): MapMark | null {
  if (!i.zone) return null;
  switch (i.what) {
    case 'sighted':
      // Red learns where the sighting British ships were; Blue where the Bismarck was.
      return viewer === 'red'
        ? { zone: i.zone, symbol: 'diamond', color: INTEL, label: `British: ${i.by.join(', ')}, seen turn ${i.turn}` }
        : { zone: i.zone, symbol: 'diamond', color: INTEL, label: `Bismarck sighted, turn ${i.turn}` };
    case 'disclosed': return viewer === 'red' ? null : { zone: i.zone, symbol: 'diamond', color: INTEL, label: `Bismarck's zone disclosed, turn ${i.turn}` };
    case 'in-port': return { zone: i.zone, symbol: 'square', color: INTEL, label: `Bismarck in port, turn ${i.turn}` };
    case 'battle': return { zone: i.zone, symbol: 'star', color: BATTLE, label: `battle, turn ${i.turn}` };
    default: return null;
  }
}

export function b62Overlay(view: B62View, areaZones: AreaZones): MapOverlay {
  const umpire = view.viewer === 'umpire';
  const marks: MapMark[] = [];
  const shades: ZoneShade[] = [];
  const legend: LegendEntry[] = [];
  const focus: string[] = [];
  if (view.bismarck.zone) {
    marks.push({ zone: view.bismarck.zone, symbol: 'circle', color: RED, label: `Bismarck${view.bismarck.sunk ? ' (sunk)' : ''}` });
    focus.push(view.bismarck.zone);
    legend.push({ symbol: 'circle', color: RED, label: 'the Bismarck' });
  }
  const byZone = new Map<string, string[]>();
  for (const b of view.british) if (b.zone) byZone.set(b.zone, [...(byZone.get(b.zone) ?? []), b.name]);
  for (const [zone, names] of [...byZone].sort(([a], [b]) => (a < b ? -1 : 1))) { marks.push({ zone, symbol: 'circle', color: BLUE, label: names.join(', ') }); focus.push(zone); }
  if (byZone.size) legend.push({ symbol: 'circle', color: BLUE, label: 'British ships' });
  // What the viewer was told; the umpire's map has the counters themselves, and the battles.
  // A report stored before the maps has no intel: nothing is drawn of it.
  const intel = view.intel ?? [];
  const told = umpire ? intel.filter((i) => i.what === 'battle') : intel;
  for (const i of told) {
    const m = intelMark(i, view.viewer);
    if (m) { marks.push(m); focus.push(m.zone); }
    // Blue's area search (How to Search) and the disclosed area narrow where she can be.
    if (!umpire && view.viewer === 'blue' && i.area && ((i.what === 'area-called' && i.found) || (i.what === 'disclosed' && !i.zone))) {
      for (const z of areaZones(i.area)) shades.push({ zone: z, fill: INTEL, opacity: 0.2 });
    }
  }
  if (marks.some((m) => m.symbol === 'diamond')) legend.push({ symbol: 'diamond', color: INTEL, label: 'the enemy as last told (turn given)' });
  if (shades.length) legend.push({ symbol: 'area', color: INTEL, label: 'an area the Bismarck was found in (area search, disclosure)' });
  if (marks.some((m) => m.symbol === 'star')) legend.push({ symbol: 'star', color: BATTLE, label: 'battles' });
  if (view.battle) {
    marks.push({ zone: view.battle.zone, symbol: 'star', color: BATTLE, label: `battle on, round ${view.battle.round}` });
    focus.push(view.battle.zone);
  }
  const who = umpire ? "umpire's map" : view.viewer === 'red' ? 'Red (the Bismarck)' : 'Blue (the British)';
  const when = view.time.date ? `${view.time.date} ${String(view.time.hour ?? 0).padStart(2, '0')}:00` : `box ${view.time.box} of ${view.time.of}`;
  return {
    title: `Bismarck (1962): ${who}, ${view.over ? 'game over' : `turn ${view.turn}`} (${when})`,
    subtitle: umpire ? `Campaign ${view.campaign}. Every counter. Not for the players.` : `Campaign ${view.campaign}. Own counters, and what the other side's were told to be, with the turn.`,
    shades, routes: [], marks, legend, focus,
  };
}
