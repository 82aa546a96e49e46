/**
 * What each viewer sees (seam §3): the table is in the open (ships, their damage markers and the
 * cards turned), a side sees its hands, a department only its own pile, a commander his
 * Send Signals card and his own orders; the umpire sees everything. The state carries no secret
 * outside `piles`, so the view is the public state plus visiblePiles and the seat's events.
 */
import { eventsFor, type GameEvent } from '../../kernel/events.js';
import { visiblePiles } from '../../kernel/cards.js';
import type { ReportMeta } from '../../game-api/adapter.js';
import type { StbData } from './data/types.js';
import { kindOf } from './cards.js';
import { nameOf } from './context.js';
import type { StbState } from './state.js';
import { tableView, type StbTableView } from './table-view.js';

type Data = Record<string, unknown>;

/** One event in words, for the report. */
export function describe(d: StbData, e: GameEvent): string {
  const x = e.data as Data;
  const n = (id: unknown): string => nameOf(d, String(id));
  switch (e.type) {
    case 'stb.hand': return `${n(x.ship)}'s hand: ${(x.cards as string[]).map(kindOf).join(', ') || 'no cards'} (from ${(x.from as string[]).map((s) => s.toUpperCase()).join(' and ') || 'no department'})${(x.refused as string[]).length ? `; refused ${(x.refused as string[]).map((s) => s.toUpperCase()).join(', ')}: two departments at most` : ''}.`;
    case 'stb.hand-size': return `${n(x.ship)} has ${x.count} card(s) face down.`;
    case 'stb.ordered': return `Your order for ${n(x.ship)}: ${(x.cards as { card: string }[]).map((c) => c.card).join(', ')}${x.ifTorpedo ? `; if a torpedo is launched at her, turn ${(x.ifTorpedo as Data).to}` : ''}.`;
    case 'stb.reacted': return `${n(x.ship)}: torpedo launched at her, your instruction turns her ${(x.order as Data).to}${(x.order as Data).hard ? ' hard over' : ''}.`;
    case 'stb.forfeit': return `${n(x.ship)}'s commander was late: she turns no card in round ${x.round} (Game Description).`;
    case 'stb.round': return `Round: ${Object.entries(x.cards as Record<string, string>).map(([s, k]) => `${n(s)} ${k}`).join(', ')}.`;
    case 'stb.torpedo': return x.launched ? `${n(x.ship)} launches a torpedo at ${n(x.target)}.` : `${n(x.ship)}'s torpedo card launches nothing: ${x.why}.`;
    case 'stb.torpedo-run': return `${n(x.by)}'s torpedo against ${n(x.target)}: ${x.distance} units from the launch point after ${x.turns} turn(s): ${x.onTarget ? 'on target' : 'misses'}.`;
    case 'stb.swordfish': return x.launched ? `${n(x.ship)}'s Swordfish (${x.result === 'damaged' ? 'damaged by anti-aircraft fire' : 'through the defences'}) launches its torpedo at ${n(x.target)} from ${x.units} units.` : `${n(x.ship)}'s Swordfish is shot down by ${n(x.target)}.`;
    case 'stb.no-fuel': return `${n(x.ship)} has ${x.fuel} fuel unit(s), ${x.needed} needed: she does not move.`;
    case 'stb.smoke': return `${n(x.ship)} lays a smoke screen.`;
    case 'stb.salvo': return x.fired ? `${n(x.ship)} fires turret(s) ${(x.turrets as number[]).join(', ')} at ${n(x.target)} at ${x.distance} units, needs ${x.need}: ${(x.dice as number[]).join(' ')}, ${x.hits} hit(s).` : `${n(x.ship)} does not fire: ${x.why}.`;
    case 'stb.hit': return `${n(x.ship)} hit (${x.zone}): ${x.effect}${x.turret ? `, turret ${x.turret}` : ''}.`;
    case 'stb.fire': return `Fire aboard ${n(x.ship)}.`;
    case 'stb.hull': return `${n(x.ship)} holed by ${x.cause} (hull hit ${x.hull}).`;
    case 'stb.sunk': return `${x.name} sinks (${x.how}).`;
    case 'stb.scout': return `${n(x.ship)}'s scout plane: ${x.effect}${x.target ? ` ${n(x.target)}` : ''}.`;
    case 'stb.moved': return `${n(x.ship)}: ${x.how}, now at (${x.x}, ${x.y}) heading ${x.heading}.`;
    case 'stb.collision': return `Collision: ${(x.ships as string[]).map(n).join(' and ')}.`;
    case 'stb.mine': return `${n(x.ship)} lays a mine field marker at (${x.x}, ${x.y}).`;
    case 'stb.repair': return `${n(x.ship)} repair team (${x.what}): ${x.effect}.`;
    case 'stb.signals': return `${n(x.ship)}'s commander plays Send Signals${x.after ? ` after ${x.after} card(s)` : ''}: the Flag Staff confers.`;
    case 'stb.restaffed': return `Send Signals: ${n(x.ship)}'s cards left are now ${(x.cards as string[]).join(', ') || 'none'}${(x.changed as string[]).length ? ` (changed by ${(x.changed as string[]).map((s) => s.toUpperCase()).join(' and ')})` : ' (unchanged)'}${(x.refused as string[]).length ? `; refused ${(x.refused as string[]).map((s) => s.toUpperCase()).join(', ')}: two departments at most` : ''}.`;
    case 'stb.line': return `Your cards left in ${n(x.ship)}'s hand, in the order you turn them: ${(x.cards as { card: string }[]).map((c) => c.card).join(', ') || 'none'}.`;
    case 'stb.message': return `Message from ${x.from} to ${(x.to as string[]).join(', ')}: "${x.text}"`;
    case 'stb.staff': {
      const parts = x.parts as { dept: string; seat: string; answered: boolean; offers: Record<string, string[]> }[];
      if (x.what === 'command') return `Your Flag Captain's orders for his ship (${parts[0].seat}): ${parts[0].answered ? 'in' : 'none came in (late, or a seat the referee plays): the standing orders played for him'}.`;
      const said = parts.map((p) => `${p.dept.toUpperCase()} DEPT ${p.answered ? (Object.keys(p.offers).length ? `offered ${Object.entries(p.offers).map(([ship, k]) => `${n(ship)} ${k.join(' ') || 'nothing'}`).join('; ')}` : 'answered, no offer') : 'sent nothing (late, or a seat the referee plays): the standing orders played for it'}`);
      return `Your staff (${x.what === 'signals' ? 'Send Signals' : 'Planning Phase'}): ${said.join('; ')}. ${(x.missing as string[]).length ? `Missing: ${(x.missing as string[]).join(', ')}.` : 'Every department answered.'}`;
    }
    case 'stb.battle': return `${x.after}: ${x.name} follows (an extended game); ${(x.carried as string[]).map(n).join(', ')} as the last battle left her; ${(x.left as string[]).join(', ') || 'no ship'} leave(s) the table.`;
    case 'stb.hand-ends': return `End of hand ${x.hand}: points British ${(x.points as Data).british}, German ${(x.points as Data).german}.`;
    case 'stb.game-over': return `The battle ends (${x.reason}): ${x.winner === 'draw' ? 'a draw' : `the ${x.winner} side wins`}.`;
    case 'roll': return `Dice: ${x.table}, ${x.purpose}: ${(x.dice as number[]).join(' ')} (${x.result}).`;
    case 'cards.move': case 'cards.draw': return `Cards ${(x.cards as string[]).join(' ')}: ${x.from} to ${x.to} (${x.purpose}).`;
    default: return e.type;
  }
}

export interface StbView {
  readonly game: string;
  readonly viewer: string;
  readonly campaign: string;
  readonly deadline: string | null;
  readonly hand: number;
  readonly points: { british: number; german: number };
  readonly ships: { id: string; name: string; side: string; x: number; y: number; heading: number; sunk: boolean; turrets: string; boiler: number; fire: boolean; hull: number; plane: string; commander: string; ammo: string | null; fuel: number | null }[];
  readonly piles: { id: string; cards: string; count: number }[];
  readonly over: boolean;
  readonly result: unknown;
  readonly lines: string[];
  readonly dice: { commitment: string | null; turnKey: string | null };
  /** The table top for the tactical picture (issue 12 §1; table-view.ts). */
  readonly table: StbTableView;
}

/** Card events only as counts in the report's words; the piles section lists what the viewer may see. */
const REPORTED = (e: GameEvent): boolean => e.type !== 'cards.count' && e.type !== 'cards.shuffle' && e.type !== 'cards.reveal';

export function buildView(d: StbData, s: StbState, events: readonly GameEvent[], viewer: string, meta: ReportMeta): StbView {
  const seen = viewer === 'umpire' ? events : eventsFor(events, viewer);
  const piles = visiblePiles(s.piles, viewer);
  return {
    game: d.id, viewer, campaign: meta.campaign, deadline: meta.deadline, hand: s.turn, points: { ...s.points },
    ships: d.ships.filter((x) => s.ships[x.id]).map((x) => {
      const st = s.ships[x.id];
      return { id: x.id, name: x.name, side: x.side, x: st.x, y: st.y, heading: st.heading, sunk: st.sunk, turrets: st.turrets.join('/'), boiler: st.boiler, fire: st.fire, hull: st.hull, plane: st.plane, commander: s.commanders[x.id] ?? '', ammo: st.ammo ? st.ammo.join('/') : null, fuel: st.fuel ?? null };
    }),
    piles: Object.values(piles).filter((p) => !p.hidden).map((p) => ({ id: p.id, cards: p.cards.map(kindOf).join(' ') || '(none)', count: p.count })),
    over: s.over, result: s.result,
    lines: seen.filter(REPORTED).map((e) => `${e.turn}${e.exchange ? `.${e.exchange}` : ''} ${describe(d, e)}`),
    dice: { commitment: meta.diceCommitment ?? null, turnKey: meta.diceTurnKey ?? null },
    table: tableView(d, s, seen),
  };
}
