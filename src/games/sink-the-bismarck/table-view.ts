/**
 * The table top as one seat may picture it (issue 12 §1, the tactical picture), part of the view
 * (views.ts). Everything on the table is in the open (ships, their moves, torpedoes launched,
 * smoke, scout planes, Swordfish, mine field markers: every such event goes to everyone), so it
 * is read from the state and from the events the seat saw; the one secret a picture may carry is
 * the seat's own orders (a commander's line of cards, told to him alone), read from his events.
 */
import type { GameEvent } from '../../kernel/events.js';
import type { StbData } from './data/types.js';
import type { CardOrder } from './orders-types.js';
import { distance, round3, type Point } from './geometry.js';
import { nameOf } from './context.js';
import type { StbState } from './state.js';

export interface StbTrack {
  readonly ship: string;
  /** Where she stood before the hand's first move, then after each move of the hand. */
  readonly points: readonly Point[];
  /** Her last move of the hand: how (the card as played) and the units she covered: her speed. */
  readonly lastMove: { readonly how: string; readonly units: number } | null;
}

export interface StbTorpedoMark {
  readonly by: string;
  readonly target: string;
  /** The launch point (Torpedo Attacks 2; a Swordfish's, Swordfish Air Attacks 2-3). */
  readonly x: number;
  readonly y: number;
  readonly aerial: boolean;
  /** How its run ended (Torpedo Attacks 4), or still in the water while the hand is played. */
  readonly result: 'in the water' | 'on target' | 'misses';
}

export interface StbTableView {
  /** The hand pictured: the latest in which the seat saw a card turned; else the current hand. */
  readonly hand: number;
  readonly tracks: readonly StbTrack[];
  readonly torpedoes: readonly StbTorpedoMark[];
  /** Ships that laid a smoke screen in that hand (Lay Smoke Screen 1-2). */
  readonly smoke: readonly string[];
  /** Scout planes aloft and where (Scout Plane Operations 1-2). */
  readonly planes: readonly { readonly ship: string; readonly x: number; readonly y: number }[];
  /** Swordfish shot down in that hand, at their target (Swordfish Air Attacks 2). */
  readonly swordfishDown: readonly { readonly ship: string; readonly target: string }[];
  readonly mines: readonly { readonly side: string; readonly x: number; readonly y: number }[];
  /** The seat's own orders of that hand (a commander's stb.ordered events; none for anyone else). */
  readonly orders: readonly { readonly ship: string; readonly cards: readonly string[] }[];
}

type Data = Record<string, unknown>;

/** A card as ordered, in a few words ("turn 90 to port then 1", "guns at bismarck"). */
function orderWords(d: StbData, o: CardOrder): string {
  const bits: string[] = [o.card];
  if (o.flank) bits.push('flank');
  if (o.units !== undefined) bits.push(String(o.units));
  if (o.hard) bits.push('hard over');
  if (o.degrees !== undefined) bits.push(String(o.degrees));
  if (o.to) bits.push(`to ${o.to}`);
  if (o.then !== undefined) bits.push(`then ${o.then}`);
  if (o.target) bits.push(o.target === 'recover' ? 'recover' : `at ${nameOf(d, o.target)}`);
  for (const [n, t] of Object.entries(o.turrets ?? {})) bits.push(`turret ${n} at ${nameOf(d, t)}`);
  if (o.repair) bits.push(o.repair);
  return bits.join(' ');
}

/** `seen`: the events the seat may see (the umpire: all of them). */
export function tableView(d: StbData, s: StbState, seen: readonly GameEvent[]): StbTableView {
  const played = seen.filter((e) => e.type === 'stb.round');
  const hand = played.length ? Math.max(...played.map((e) => e.turn)) : s.turn;
  const inHand = seen.filter((e) => e.turn === hand);
  const start = d.scenarios.find((x) => x.id === s.scenario)?.ships ?? {};
  const tracks: StbTrack[] = d.ships.filter((x) => s.ships[x.id]).map((x) => {
    const moves = seen.filter((e) => e.type === 'stb.moved' && (e.data as Data).ship === x.id);
    const before = moves.filter((e) => e.turn < hand).pop()?.data as Data | undefined;
    const from: Point = before ? { x: Number(before.x), y: Number(before.y) } : { x: start[x.id]?.x ?? s.ships[x.id].x, y: start[x.id]?.y ?? s.ships[x.id].y };
    const points: Point[] = [from, ...moves.filter((e) => e.turn === hand).map((e) => ({ x: Number((e.data as Data).x), y: Number((e.data as Data).y) }))];
    const last = moves.filter((e) => e.turn === hand).pop();
    const lastMove = last ? { how: String((last.data as Data).how), units: round3(distance(points[points.length - 2], points[points.length - 1])) } : null;
    return { ship: x.id, points, lastMove };
  });
  const runs = inHand.filter((e) => e.type === 'stb.torpedo-run').map((e) => e.data as Data);
  const torpedoes: StbTorpedoMark[] = inHand
    .filter((e) => (e.type === 'stb.torpedo' || e.type === 'stb.swordfish') && (e.data as Data).launched)
    .map((e) => {
      const x = e.data as Data;
      const i = runs.findIndex((r) => r.by === x.ship && r.target === x.target);
      const run = i >= 0 ? runs.splice(i, 1)[0] : undefined;
      return { by: String(x.ship), target: String(x.target), x: Number(x.x), y: Number(x.y), aerial: e.type === 'stb.swordfish', result: run ? (run.onTarget ? 'on target' : 'misses') : 'in the water' };
    });
  return {
    hand, tracks, torpedoes,
    smoke: [...new Set(inHand.filter((e) => e.type === 'stb.smoke').map((e) => String((e.data as Data).ship)))],
    planes: d.ships.filter((x) => s.ships[x.id]?.plane === 'aloft' && s.ships[x.id].planeAt).map((x) => ({ ship: x.id, x: s.ships[x.id].planeAt!.x, y: s.ships[x.id].planeAt!.y })),
    swordfishDown: inHand.filter((e) => e.type === 'stb.swordfish' && !(e.data as Data).launched).map((e) => ({ ship: String((e.data as Data).ship), target: String((e.data as Data).target) })),
    mines: s.mines.map((m) => ({ side: m.side, x: m.x, y: m.y })),
    orders: inHand.filter((e) => e.type === 'stb.ordered').map((e) => ({ ship: String((e.data as Data).ship), cards: ((e.data as Data).cards as CardOrder[]).map((o) => orderWords(d, o)) })),
  };
}
