/**
 * The umpire's map (issue 12 §1): everything. Both sides' fleets with their plotted courses,
 * every contact made and missed, this turn's battles and every raid and bombardment.
 */
import type { LegendEntry, MapMark, MapOverlay, MapRoute } from '../../../maps/types.js';
import type { UmpireView } from '../views/types.js';
import { fleetMark, onBoard, plottedRoute } from './common.js';
import { ENEMY_MINES_COLOUR, minefieldLayers, OWN_MINES_COLOUR } from './minefields.js';
import { airLayers } from './air.js';
import { BATTLE_COLOUR, CONTACT_COLOUR, CONTACT_TURNS_SHOWN, RAID_COLOUR } from './side-map.js';

const SIDE_COLOURS: Record<string, string> = { allied: '#1f4fb4', central: '#222222' };

export function umpireOverlay(view: UmpireView): MapOverlay {
  const marks: MapMark[] = [];
  const routes: MapRoute[] = [];
  const legend: LegendEntry[] = [];
  const focus: string[] = [];
  const turn = view.resolved?.turn ?? 0;
  for (const s of view.sides) {
    const color = SIDE_COLOURS[s.side] ?? '#555';
    legend.push({ symbol: 'circle', color, label: `${s.sideName} fleet (square: in port)` });
    for (const f of s.fleets.filter(onBoard)) {
      marks.push(fleetMark(f, color));
      const r = plottedRoute(f, color);
      if (r) routes.push({ ...r, dashed: s.side !== 'allied' });
      focus.push(f.zone);
    }
  }
  const recent = view.contacts.filter((c) => c.turn > turn - CONTACT_TURNS_SHOWN);
  for (const c of recent) marks.push({ zone: c.zone, symbol: 'diamond', color: CONTACT_COLOUR, label: `contact ${c.id}, turn ${c.turn}` });
  if (recent.length) legend.push({ symbol: 'diamond', color: CONTACT_COLOUR, label: `contact made (last ${CONTACT_TURNS_SHOWN} turns)` });
  const missed = view.missed.filter((m) => m.turn === turn);
  for (const m of missed) marks.push({ zone: m.zone, symbol: 'cross', color: '#7f8c8d', label: `missed, turn ${m.turn}`, closeUpOnly: true });
  if (missed.length) legend.push({ symbol: 'cross', color: '#7f8c8d', label: "contact rolls missed this turn" });
  for (const b of view.battles) marks.push({ zone: b.zone, symbol: 'star', color: BATTLE_COLOUR, label: `battle, turn ${b.turn}` });
  if (view.battles.length) legend.push({ symbol: 'star', color: BATTLE_COLOUR, label: "this turn's battles" });
  const raids = view.operations.filter((o) => (o.kind === 'raid' || o.kind === 'bombardment') && o.zone);
  for (const o of raids) marks.push({ zone: o.zone!, symbol: 'triangle', color: RAID_COLOUR, label: `${o.kind}, turn ${o.turn}`, closeUpOnly: true });
  if (raids.length) legend.push({ symbol: 'triangle', color: RAID_COLOUR, label: "this turn's raids and bombardments" });
  if (routes.length) legend.push({ symbol: 'dashed', color: '#222', label: 'plotted course (dashed: Central Powers)' });
  // 13.1: every minefield, each side's own.
  for (const s of view.sides) {
    const m = minefieldLayers(s.minefields && { own: s.minefields.own, enemy: [] }, `${s.sideName} minefields (13.1)`);
    routes.push(...m.routes.map((r) => ({ ...r, color: s.side === 'allied' ? OWN_MINES_COLOUR : ENEMY_MINES_COLOUR })));
    legend.push(...m.legend.map((l) => ({ ...l, color: s.side === 'allied' ? OWN_MINES_COLOUR : ENEMY_MINES_COLOUR })));
    // 14.0, 17.0: each side's aircraft and airships aloft.
    const air = airLayers(s.air, s.side === 'allied' ? OWN_MINES_COLOUR : ENEMY_MINES_COLOUR, s.sideName);
    marks.push(...air.marks);
    legend.push(...air.legend);
  }
  return {
    title: `${view.game.name}: umpire's map, ${view.resolved ? `after turn ${view.resolved.turn} (${view.resolved.start})` : 'before the first turn'}`,
    subtitle: `Campaign ${view.campaign}, ${view.scenario.name}. Both sides, everything. Not for the players.`,
    shades: [], routes, marks, legend, focus,
  };
}
