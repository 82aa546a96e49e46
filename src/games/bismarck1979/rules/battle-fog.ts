/**
 * Fog on the battle board (9.2): "The names of the ships do not have to be revealed". A side knows
 * its own ships by name and an enemy ship by its general type (battleship, cruiser, carrier) and a
 * number on this board ("enemy battleship 1"), until the ship is identified to it. By the rule of
 * the hit record (9.1: "If damage is inflicted, the name of the ship must be revealed to the
 * attacking player so that he can maintain a record of damage"; 9.71 keeps the same Hit Record for
 * naval fire) a ship is identified to the side whose fire damages it; a sinking is told to both
 * sides by name anyway (11.1 scores it). The battle events are written once per audience: the
 * umpire's copy names every ship, each side's copy names only what that side may know.
 */
import type { B79Data } from '../data/types.js';
import type { SideId } from '../state.js';
import { generalType } from '../units.js';
import type { BattleBoard } from './battle.js';

/** The fog a board keeps: labels of its ships, and which enemy ships each side has identified. */
export interface BattleFog {
  /** Ship id → "enemy <type> <n>", numbered per side and type in the order the ships came on the board. */
  labels: Record<string, string>;
  /** Per side, the enemy ships it has identified (9.1, 9.71). */
  known: Record<SideId, string[]>;
}

/** The board's fog, created on first use (a board saved before fog existed has none), with a label for every ship on it. */
export function fogOf(d: B79Data, board: BattleBoard): BattleFog {
  const fog = (board.fog ??= { labels: {}, known: { british: [], german: [] } });
  for (const l of board.line) {
    if (fog.labels[l.id]) continue;
    const type = generalType(d.ships[l.id].type);
    const n = board.line.filter((o) => o.side === l.side && fog.labels[o.id] && generalType(d.ships[o.id].type) === type).length + 1;
    fog.labels[l.id] = `enemy ${type} ${n}`;
  }
  return fog;
}

/** 9.1/9.71: a ship damaged by the other side's fire is identified to that side. */
export function identify(d: B79Data, board: BattleBoard, ship: string, to: SideId): void {
  const fog = fogOf(d, board);
  if (!fog.known[to].includes(ship)) fog.known[to].push(ship);
}

/** The fields of battle events that carry ship ids (as strings, lists of strings, or lists of `{ id }`). */
const ONE = ['ship', 'target'] as const;
const MANY = ['ships', 'sunk', 'withdrawn'] as const;

/**
 * A battle event's data as one side may read it: every enemy ship it has not identified replaced
 * by its label; an identified one keeps its name, with its label beside it (`labels`) so the side
 * can match it to what it saw before.
 */
export function maskFor(d: B79Data, board: BattleBoard, side: SideId, data: Record<string, unknown>): Record<string, unknown> {
  const fog = fogOf(d, board);
  const sideOf = (id: string) => board.line.find((l) => l.id === id)?.side ?? (d.ships[id]?.side as SideId | undefined);
  const seen: Record<string, string> = {};
  const mask = (id: string): string => {
    if (!d.ships[id] || sideOf(id) === side) return id;
    if (fog.known[side].includes(id)) { seen[id] = fog.labels[id]; return id; }
    return fog.labels[id] ?? `enemy ${generalType(d.ships[id].type)}`;
  };
  const out: Record<string, unknown> = { ...data };
  for (const k of ONE) if (typeof out[k] === 'string') out[k] = mask(out[k] as string);
  for (const k of MANY) {
    const v = out[k];
    if (Array.isArray(v)) out[k] = v.map((x: unknown) => (typeof x === 'string' ? mask(x) : x && typeof x === 'object' && typeof (x as { id?: unknown }).id === 'string' ? { ...(x as object), id: mask((x as { id: string }).id) } : x));
  }
  if (Object.keys(seen).length) out.labels = seen;
  return out;
}

/** A side's copy of a battle event (its data carries `as`): the umpire reads the whole copy instead. */
export function isSideCopy(e: { data: unknown }): boolean {
  return typeof (e.data as { as?: unknown } | null)?.as === 'string';
}
