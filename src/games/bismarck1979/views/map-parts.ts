/**
 * The parts of a Bismarck (1979) side's view that only the maps read (issue 12 §1): the battle
 * board of the latest turn's naval combat as the viewer was told of it (9.3–9.9, ours a one-line
 * board, rules/battle.ts), and each own force's zones in reach for the next orders (5.1–5.4).
 * Both come from what the viewer may know: the battle's public events (the enemy named by general
 * type only, 7.23), and its own ships.
 */
import type { GameEvent } from '../../../kernel/events.js';
import type { B79Data } from '../data/types.js';
import type { B79State, SideId } from '../state.js';
import { checkForceMove, shipsOfKey } from '../rules/ship-move.js';
import { generalType } from '../units.js';

type Data = Record<string, unknown>;

/** A ship on the one-line board: its label (own ships by name, the enemy's by general type) and position in hexes. */
export interface B79BoardShip { readonly label: string; readonly side: SideId; readonly pos: number }
export interface B79Board { readonly zone: string; readonly turn: number; readonly rounds: number; readonly ended: boolean; readonly ships: readonly B79BoardShip[] }

/** The last naval combat of the latest turn the viewer was told of, as its last move left the line. */
export function boardOf(d: B79Data, seen: readonly GameEvent[], side: SideId | null): B79Board | undefined {
  const last = seen.reduce((t, e) => Math.max(t, e.turn), 0);
  let start = -1;
  seen.forEach((e, i) => { if (e.type === 'b79.battle-start' && e.turn === last) start = i; });
  if (start < 0) return undefined;
  const first = seen[start].data as Data;
  const battle = first.battle;
  const zone = seen.find((e) => e.type === 'b79.combat' && (e.data as Data).battle === battle)?.data as Data | undefined;
  const pos = new Map<string, { side: SideId; pos: number }>();
  for (const s of first.ships as { id: string; side: SideId; pos: number }[]) pos.set(s.id, { side: s.side, pos: s.pos });
  let rounds = 0;
  let ended = false;
  for (const e of seen.slice(start + 1)) {
    const x = e.data as Data;
    if (x.battle !== battle) continue;
    if (e.type === 'b79.battle-move') {
      rounds = Number(x.round);
      for (const s of x.ships as { id: string; pos: number }[]) { const p = pos.get(s.id); if (p) p.pos = s.pos; }
    } else if (e.type === 'b79.battle-reinforce') {
      for (const id of x.ships as string[]) pos.set(id, { side: x.side as SideId, pos: Number(x.pos) });
    } else if (e.type === 'b79.battle-withdrawn') pos.delete(String(x.ship));
    else if (e.type === 'b79.battle-end') { ended = true; break; }
  }
  // A ship sunk this turn stays where the line left it, marked so (a sinking is told to everyone).
  const sunk = new Set(seen.slice(start + 1).filter((e) => e.type === 'b79.sunk' && e.turn === last).map((e) => String((e.data as Data).ship)));
  const ships = [...pos].map(([id, p]) => ({
    label: `${side === null || p.side === side ? d.ships[id].name : `${p.side === 'german' ? 'German' : 'British'} ${generalType(d.ships[id].type)}`}${sunk.has(id) ? ' (sunk)' : ''}`,
    side: p.side, pos: p.pos,
  })).sort((a, b) => a.pos - b.pos || (a.label < b.label ? -1 : 1));
  return { zone: typeof zone?.zone === 'string' ? zone.zone : '?', turn: last, rounds, ended, ships };
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
export function reachOf(d: B79Data, state: B79State, side: SideId): B79Reach[] {
  if (state.over || state.combat) return [];
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
