/**
 * The parts of a Bismarck (1979) side's view that only the maps read (issue 12 §1): the battle
 * board of the latest turn's naval combat as the viewer was told of it (9.3–9.9, ours a one-line
 * board, rules/battle.ts), and each own force's zones in reach for the next orders (5.1–5.4).
 * Both come from what the viewer may know: the battle events of its own audience (a side's copies
 * name an enemy ship it has not identified only by its fog label, rules/battle-fog.ts, 9.2), and
 * its own ships.
 */
import type { GameEvent } from '../../../kernel/events.js';
import type { B79Data } from '../data/types.js';
import type { B79State, SideId } from '../state.js';
import { checkForceMove, shipsOfKey } from '../rules/ship-move.js';
import { asTheShipsMove } from '../rules/availability.js';

type Data = Record<string, unknown>;

/** A ship on the one-line board: its label (own ships by name, the enemy's as the viewer knows it) and position in hexes. */
export interface B79BoardShip { readonly label: string; readonly side: SideId; readonly pos: number }
export interface B79Board {
  readonly zone: string; readonly turn: number; readonly rounds: number; readonly ended: boolean; readonly ships: readonly B79BoardShip[];
  /** Which of the turn's naval actions this is (from 1), of how many begun so far (9.2). */
  readonly action: number; readonly actions: number;
}

const SIDE_WORD: Record<SideId, string> = { british: 'British', german: 'German' };

/**
 * One naval combat of the latest turn the viewer was told of (the one still being fought, else the
 * first), as its last move left the line.
 * `seen` is the viewer's own audience: the umpire's copies (every ship by id) or one side's (9.2:
 * an enemy ship not identified to it is its label, "enemy battleship 1"; one identified by its
 * fire, 9.1/9.71, is its id with that label beside it in `labels`). A ship is followed on the line
 * by its label where it has one, so it stays one piece when it is identified during the battle.
 */
export function boardOf(d: B79Data, seen: readonly GameEvent[]): B79Board | undefined {
  const last = seen.reduce((t, e) => Math.max(t, e.turn), 0);
  // 9.2: a turn may hold several naval actions, fought one after another: the panel shows the one
  // still being fought by mail if there is one, else the first of the turn (the first selected).
  const starts: number[] = [];
  seen.forEach((e, i) => { if (e.type === 'b79.battle-start' && e.turn === last) starts.push(i); });
  if (!starts.length) return undefined;
  const endedIds = new Set(seen.filter((e) => e.type === 'b79.battle-end' && e.turn === last).map((e) => (e.data as Data).battle));
  const start = starts.find((i) => !endedIds.has((seen[i].data as Data).battle)) ?? starts[0];
  const first = seen[start].data as Data;
  const battle = first.battle;
  const zone = seen.find((e) => e.type === 'b79.combat' && (e.data as Data).battle === battle)?.data as Data | undefined;
  /** key (fog label or id) → the ship as this viewer knows it; `id` once the viewer knows the name. */
  const line = new Map<string, { side: SideId; pos: number; id?: string }>();
  const keyOf = (x: Data, id: string): string => {
    const label = (x.labels as Record<string, string> | undefined)?.[id];
    if (label && line.has(label)) line.get(label)!.id = id; // identified: the label's ship has this name
    return label ?? id;
  };
  const place = (key: string, side: SideId, pos: number) => line.set(key, { side, pos, ...(d.ships[key] ? { id: key } : {}), ...(line.get(key)?.id ? { id: line.get(key)!.id } : {}) });
  for (const s of first.ships as { id: string; side: SideId; pos: number }[]) place(keyOf(first, s.id), s.side, s.pos);
  let rounds = 0;
  let ended = false;
  for (const e of seen.slice(start + 1)) {
    const x = e.data as Data;
    if (x.battle !== battle) continue;
    if (e.type === 'b79.battle-move') {
      rounds = Number(x.round);
      for (const s of x.ships as { id: string; pos: number }[]) { const p = line.get(keyOf(x, s.id)); if (p) p.pos = s.pos; }
    } else if (e.type === 'b79.battle-reinforce') {
      for (const id of x.ships as string[]) place(keyOf(x, id), x.side as SideId, Number(x.pos));
    } else if (e.type === 'b79.battle-withdrawn') line.delete(keyOf(x, String(x.ship)));
    else if (e.type === 'b79.battle-end') { ended = true; break; }
    else if (typeof x.ship === 'string') keyOf(x, x.ship); // a damage or a blocked withdrawal may identify the ship
  }
  // A ship sunk this turn stays where the line left it, marked so (a sinking is told to everyone by name, 11.1).
  const sunk = new Set(seen.slice(start + 1).filter((e) => e.type === 'b79.sunk' && e.turn === last).map((e) => String((e.data as Data).ship)));
  const ships = [...line].map(([key, p]) => ({
    // A ship known by name is written so; one known only by its fog label by the side it belongs to ("German battleship 1").
    label: `${p.id ? d.ships[p.id].name : key.replace(/^enemy /, `${SIDE_WORD[p.side]} `)}${p.id && sunk.has(p.id) ? ' (sunk)' : ''}`,
    side: p.side, pos: p.pos,
  })).sort((a, b) => a.pos - b.pos || (a.label < b.label ? -1 : 1));
  return { zone: typeof zone?.zone === 'string' ? zone.zone : '?', turn: last, rounds, ended, ships, action: starts.indexOf(start) + 1, actions: starts.length };
}

/**
 * An own force (a task force or a ship alone) and the zones it may end a move in, ring by ring:
 * `rings[0]` one zone away, `rings[1]` two (5.1, 5.2), further only on the German breakout turn.
 */
export interface B79Reach { readonly key: string; readonly from: string; readonly rings: readonly (readonly string[])[] }

/** No move is longer than the German breakout bonus's five zones (5.2). */
const MAX_ZONES = 5;

/**
 * The side's forces at sea and the zones each may legally move to, each judged by the orders
 * check itself (checkForceMove) on a path to it, ring by ring outwards: a zone first reached at n
 * steps is tried along the path that first reached it.
 */
export function reachOf(d: B79Data, now: B79State, side: SideId): B79Reach[] {
  if (now.over || now.combat) return [];
  // As the orders check judges them: with the units that become available this turn (4.1).
  const state = asTheShipsMove(d, now);
  const keys = new Set<string>();
  for (const s of Object.values(state.ships)) {
    if (s.side !== side || s.status !== 'sea' || !s.zone) continue;
    const inTf = s.tf !== null && Object.values(state.ships).some((o) => o !== s && o.side === side && o.tf === s.tf && o.status === 'sea');
    keys.add(inTf ? `TF${s.tf}` : s.id);
  }
  const ctx = { launching: new Set<string>(), shadowPhase: false };
  const out: B79Reach[] = [];
  for (const key of [...keys].sort()) {
    const from = shipsOfKey(state, side, key)![0].zone!;
    const reached = new Set([from]);
    const rings: string[][] = [];
    let frontier: { zone: string; path: string[] }[] = [{ zone: from, path: [] }];
    for (let n = 1; n <= MAX_ZONES && frontier.length; n++) {
      const next: { zone: string; path: string[] }[] = [];
      for (const f of frontier) {
        for (const z of d.board.zones[f.zone]?.neighbours ?? []) {
          if (reached.has(z)) continue;
          const path = [...f.path, z];
          if (checkForceMove(d, state, side, key, { move: path }, ctx).length) continue;
          reached.add(z);
          next.push({ zone: z, path });
        }
      }
      if (next.length) rings.push(next.map((x) => x.zone).sort());
      frontier = next;
    }
    out.push({ key, from, rings });
  }
  return out;
}
