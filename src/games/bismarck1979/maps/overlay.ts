/**
 * A viewer's layers of the Bismarck (1979) search board (issue 12 §1), from its view alone: its
 * ships at sea grouped by zone and task force (5.4), its air units aloft and at base (6.1), the
 * contacts it holds with when it last had word of them (7.23, 8.1), and this turn's fights (9.1,
 * 9.2, 10.1). The umpire's view has both sides and both sides' contacts, so its map shows them.
 */
import type { LegendEntry, MapMark, MapOverlay } from '../../../maps/types.js';
import type { B79MapContact, B79MapView } from './view.js';

export const SIDE_COLOURS: Record<string, string> = { british: '#1f4fb4', german: '#222222' };
export const CONTACT_COLOUR = '#e74c3c';
export const BATTLE_COLOUR = '#f39c12';
const SIDE_NAMES: Record<string, string> = { british: 'British', german: 'German' };
const sideName = (s: string): string => SIDE_NAMES[s] ?? s;

/** An air unit's zone as the view writes it ("I24 (at base)" for one at its base). */
const airZone = (z: string): { zone: string; atBase: boolean } => ({ zone: z.replace(/ \(at base\)$/, ''), atBase: z.endsWith('(at base)') });

/** One side's ships at sea, one mark per zone (a task force named), and its air units. */
function unitMarks(view: B79MapView, side: string, marks: MapMark[], focus: string[]): void {
  const color = SIDE_COLOURS[side] ?? '#555';
  const atSea = view.ships.filter((s) => s.side === side && s.status === 'sea' && s.zone !== '-');
  const byZone = new Map<string, string[]>();
  for (const s of atSea) byZone.set(s.zone, [...(byZone.get(s.zone) ?? []), s.tf ? `${s.name} (${s.tf})` : s.name]);
  for (const [zone, names] of [...byZone].sort(([a], [b]) => (a < b ? -1 : 1))) {
    marks.push({ zone, symbol: 'circle', color, label: names.join(', ') });
    focus.push(zone);
  }
  for (const a of view.air.filter((x) => x.side === side && (x.status === 'air' || x.status === 'base'))) {
    const { zone, atBase } = airZone(a.zone);
    if (zone === '-') continue;
    if (atBase) marks.push({ zone, symbol: 'triangle', color, label: `${a.name} (at base)`, closeUpOnly: true });
    else { marks.push({ zone, symbol: 'triangle', color, label: `${a.name} (aloft)` }); focus.push(zone); }
  }
}

function contactLabel(c: B79MapContact): string {
  // null: held from the set-up; absent: a report stored before contacts carried it.
  const when = c.seen ? `, last seen turn ${c.seen.turn} (${c.seen.clock})` : c.seen === null ? ', known from the start' : '';
  return `contact ${c.id}${c.by ? ` (${sideName(c.by)})` : ''}: ${c.types}${c.taskForce ? ' in task force' : ''}${when}`;
}

export function b79Overlay(view: B79MapView): MapOverlay {
  const umpire = view.kind === 'umpire';
  const marks: MapMark[] = [];
  const focus: string[] = [];
  const legend: LegendEntry[] = [];
  const sides = umpire ? ['british', 'german'] : [view.viewer];
  for (const side of sides) {
    unitMarks(view, side, marks, focus);
    legend.push({ symbol: 'circle', color: SIDE_COLOURS[side] ?? '#555', label: `${sideName(side)} ships at sea (task force in brackets)` });
    legend.push({ symbol: 'triangle', color: SIDE_COLOURS[side] ?? '#555', label: `${sideName(side)} air units (aloft or at base)` });
  }
  const contacts = umpire ? view.allContacts ?? [] : view.contacts;
  for (const c of contacts) { marks.push({ zone: c.zone, symbol: 'diamond', color: CONTACT_COLOUR, label: contactLabel(c) }); focus.push(c.zone); }
  if (contacts.length) legend.push({ symbol: 'diamond', color: CONTACT_COLOUR, label: 'contact: enemy as last seen (7.23, 8.1)' });
  const battles = view.battles ?? [];
  for (const b of battles) { marks.push({ zone: b.zone, symbol: 'star', color: BATTLE_COLOUR, label: `${b.kind}, turn ${b.turn}` }); focus.push(b.zone); }
  if (battles.length) legend.push({ symbol: 'star', color: BATTLE_COLOUR, label: "this turn's fights (9.1, 9.2, 10.1)" });
  legend.push({ symbol: 'dashed', color: '#1e8449', label: 'convoy routes, British patrol line' });
  const who = umpire ? "umpire's map" : sideName(view.viewer);
  return {
    title: `${view.game}: ${who}, ${view.over ? 'game over' : `turn ${view.turn}`} (${view.clock})`,
    subtitle: umpire
      ? `Campaign ${view.campaign}. Both sides, everything. Not for the players.`
      : `Campaign ${view.campaign}. What the ${sideName(view.viewer)} know: own ships and air units, contacts with when last seen, this turn's fights.`,
    shades: [], routes: [], marks, legend, focus,
  };
}
