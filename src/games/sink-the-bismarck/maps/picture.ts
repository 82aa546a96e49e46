/**
 * The Sink the Bismarck! tactical picture of one seat (issue 12 §1), from its view alone
 * (views.ts, table-view.ts): the table top in the rules' distance units (Game Description:
 * "generic 'unit distances'"), each ship on her heading with her last move (her speed) and the
 * track she sailed this hand, the ranges from the seat's ships to the enemy's, the seat's gun
 * ranges (Ship Characteristics: maximum range), smoke screens (Lay Smoke Screen), torpedoes
 * launched with their runs (Torpedo Attacks; Swordfish Air Attacks), scout planes aloft (Scout
 * Plane Operations), mine field markers (Deploy Mines), and for a commander his own orders. The
 * table is in the open, so every seat sees every ship; the umpire's picture shows every seat's
 * orders and everyone's gun ranges.
 */
import type { LegendEntry } from '../../../maps/types.js';
import type { TacticalCircle, TacticalLine, TacticalMarker, TacticalPicture, TacticalRange, TacticalShip } from '../../../maps/tactical.js';
import type { StbData } from '../data/types.js';
import type { StbView } from '../views.js';

export const SIDE_COLOURS: Readonly<Record<string, string>> = { british: '#1f4fb4', german: '#222222' };
const TORPEDO = '#e74c3c';
const SMOKE = '#c4c4c4';
const MINE = '#8e44ad';
const SIDE_NAMES: Readonly<Record<string, string>> = { british: 'British', german: 'German' };

const sideOf = (seat: string): string | null => (seat === 'umpire' ? null : seat.slice(0, seat.indexOf('/')));
const seatWords = (seat: string): string => {
  if (seat === 'umpire') return "umpire's picture";
  const [side, role] = seat.split('/');
  const roles: Record<string, string> = { admiral: 'Admiral', captain: 'Flag Captain', nav: 'NAV DEPT', ops: 'OPS DEPT', eng: 'ENG DEPT' };
  return `${SIDE_NAMES[side] ?? side} ${roles[role] ?? role}`;
};
const units = (n: number): string => `${(Math.round(n * 10) / 10).toFixed(1)} units`;

/** A report stored before the pictures has no table: its ships are drawn, with nothing of the hand. */
const noTable = (hand: number): StbView['table'] => ({ hand, tracks: [], torpedoes: [], smoke: [], planes: [], swordfishDown: [], mines: [], orders: [] });

export function stbPicture(d: StbData, view: StbView): TacticalPicture {
  const t = (view as Partial<StbView>).table ?? noTable(view.hand);
  const own = sideOf(view.viewer);
  const name = (id: string): string => view.ships.find((s) => s.id === id)?.name ?? id;
  const mine = (side: string): boolean => own === null || side === own;
  const index = new Map(view.ships.map((s, i) => [s.id, i]));
  const ships: TacticalShip[] = view.ships.map((s) => {
    const track = t.tracks.find((x) => x.ship === s.id);
    const move = track?.lastMove;
    const damage = [s.turrets.split('/').some((h) => h !== '0') ? `turret hits ${s.turrets}` : '', s.boiler ? `boiler ${s.boiler}` : '', s.hull ? `hull ${s.hull}` : '', s.fire ? 'FIRE' : ''].filter(Boolean);
    return {
      x: s.x, y: s.y, heading: s.heading, color: SIDE_COLOURS[s.side] ?? '#555', sunk: s.sunk,
      own: view.viewer !== 'umpire' && s.commander === view.viewer,
      label: s.sunk ? `${s.name} (sunk)` : s.name,
      details: s.sunk ? [] : [`heading ${Math.round(s.heading)}°, ${move ? `speed ${units(move.units)} a round (last move: ${move.how})` : 'no move this hand'}`, ...(damage.length ? [damage.join(', ')] : [])],
    };
  });
  // Ranges: from each of the seat's ships afloat to each enemy afloat (the umpire: British to German).
  const ranges: TacticalRange[] = [];
  for (const a of view.ships) {
    if (a.sunk || !(own === null ? a.side === 'british' : a.side === own)) continue;
    for (const b of view.ships) if (!b.sunk && b.side !== a.side) ranges.push({ from: index.get(a.id)!, to: index.get(b.id)!, label: units(Math.hypot(a.x - b.x, a.y - b.y)) });
  }
  const circles: TacticalCircle[] = [];
  for (const s of view.ships) {
    if (!s.sunk && mine(s.side)) circles.push({ x: s.x, y: s.y, r: d.ships.find((x) => x.id === s.id)?.maxRange ?? 0, color: SIDE_COLOURS[s.side] ?? '#555', dashed: true });
    if (t.smoke.includes(s.id)) circles.push({ x: s.x, y: s.y, r: 1, color: '#8a8a8a', fill: SMOKE });
  }
  const lines: TacticalLine[] = t.tracks.filter((x) => x.points.length > 1).map((x) => ({ points: x.points, color: SIDE_COLOURS[view.ships.find((s) => s.id === x.ship)?.side ?? ''] ?? '#555' }));
  const markers: TacticalMarker[] = [];
  for (const torp of t.torpedoes) {
    const target = view.ships.find((s) => s.id === torp.target);
    if (target) lines.push({ points: [{ x: torp.x, y: torp.y }, { x: target.x, y: target.y }], color: TORPEDO, dashed: true, arrow: true });
    markers.push({ x: torp.x, y: torp.y, symbol: 'diamond', color: TORPEDO, label: `${torp.aerial ? `${name(torp.by)}'s Swordfish` : name(torp.by)}: torpedo at ${name(torp.target)}, ${torp.result}` });
  }
  for (const p of t.planes) {
    const side = view.ships.find((s) => s.id === p.ship)?.side ?? '';
    markers.push({ x: p.x, y: p.y, symbol: 'triangle', color: SIDE_COLOURS[side] ?? '#555', label: `${name(p.ship)}'s scout plane` });
  }
  for (const m of t.mines) markers.push({ x: m.x, y: m.y, symbol: 'cross', color: MINE, label: `mine field (${SIDE_NAMES[m.side] ?? m.side})` });
  const legend: LegendEntry[] = [
    ...['british', 'german'].map((side): LegendEntry => ({ symbol: 'triangle', color: SIDE_COLOURS[side], label: `${SIDE_NAMES[side]} ship, pointing her heading` })),
    { symbol: 'line', color: '#555555', label: 'her track this hand' },
    { symbol: 'dashed', color: '#7f8c8d', label: `range to the enemy${own === null ? '' : ' from your ships'}` },
    { symbol: 'dashed', color: own ? SIDE_COLOURS[own] : '#555555', label: 'gun range circle (Ship Characteristics)' },
  ];
  if (view.ships.some((s) => s.commander === view.viewer)) legend.push({ symbol: 'circle', color: '#ffffff', label: 'ringed: the ship you command' });
  if (t.smoke.length) legend.push({ symbol: 'area', color: SMOKE, label: 'smoke screen laid this hand' });
  if (t.torpedoes.length) legend.push({ symbol: 'diamond', color: TORPEDO, label: 'torpedo launch point, run to target' });
  if (t.planes.length) legend.push({ symbol: 'triangle', color: '#555555', label: 'scout plane aloft, over its ship' });
  if (t.mines.length) legend.push({ symbol: 'cross', color: MINE, label: 'mine field marker' });
  if (view.ships.some((s) => s.sunk)) legend.push({ symbol: 'cross', color: '#7f8c8d', label: 'sunk' });
  const notes = [
    `Hand ${t.hand}. Points: British ${view.points.british}, German ${view.points.german}.`,
    ...(view.over ? ['The battle is over.'] : []),
    ...t.swordfishDown.map((x) => `${name(x.ship)}'s Swordfish shot down by ${name(x.target)}.`),
    ...t.orders.flatMap((o) => [own === null ? `${name(o.ship)}'s orders:` : `Your orders for ${name(o.ship)}:`, ...o.cards.map((c, i) => `  ${i + 1}. ${c}`)]),
  ];
  return {
    title: `Sink the Bismarck!: ${seatWords(view.viewer)}, hand ${t.hand}`,
    subtitle: own === null
      ? `Campaign ${view.campaign}. The table and every commander's orders. Not for the players.`
      : `Campaign ${view.campaign}. The table is in the open: every ship, move, torpedo, smoke screen and aircraft; ${view.ships.some((s) => s.commander === view.viewer) ? 'your orders are yours alone' : 'orders are the commanders\' alone'}.`,
    unit: 'units', ships, ranges, circles, lines, markers, legend, notes,
  };
}
