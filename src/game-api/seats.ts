/**
 * The seats a game declares, as the shared layers read them (docs/design/seam.md §3).
 *
 * A game lists its seat ids in `GameAdapter.sides` (the ids the CLI, the config and the mail
 * accept). Seam rule 2 makes a seat id carry its side and role (`british/admiral`: side
 * `british`, role `admiral`; `allied`: side `allied`, no role), so the side of every seat and
 * the seats of every side follow from that one list, and a game of one seat a side (GWAS,
 * Ferry) declares nothing new.
 */
import { roleOf, sideOf, type SeatId } from '../kernel/seats.js';

export interface SeatDef {
  readonly id: SeatId;
  readonly side: string;
  /** null for the single seat of a one-seat side (its id is the side id). */
  readonly role: string | null;
}

/** Every seat of the game, in the game's order. */
export function gameSeats(game: { readonly sides: readonly SeatId[] }): SeatDef[] {
  return game.sides.map((id) => ({ id, side: sideOf(id), role: roleOf(id) }));
}

/** The game's sides, each once, in the order their first seat is listed. */
export function gameSides(game: { readonly sides: readonly SeatId[] }): string[] {
  return [...new Set(game.sides.map(sideOf))];
}

/** The seats of one side, in the game's order (empty for an unknown side). */
export function seatsOfSide(game: { readonly sides: readonly SeatId[] }, side: string): SeatId[] {
  return game.sides.filter((s) => sideOf(s) === side);
}

/**
 * What a name given by a person (`--side`, a moderator command) means (seam §3 CLI): a seat id is
 * that seat; a side id names its seat when the side has exactly one; a side of several seats is
 * ambiguous and the caller lists `seats`; anything else is unknown.
 */
export type SeatLookup =
  | { readonly kind: 'seat'; readonly seat: SeatId }
  | { readonly kind: 'ambiguous'; readonly side: string; readonly seats: readonly SeatId[] }
  | { readonly kind: 'unknown' };

export function lookupSeat(game: { readonly sides: readonly SeatId[] }, name: string): SeatLookup {
  if (game.sides.includes(name)) return { kind: 'seat', seat: name };
  const seats = seatsOfSide(game, name);
  if (seats.length === 1) return { kind: 'seat', seat: seats[0]! };
  if (seats.length > 1) return { kind: 'ambiguous', side: name, seats };
  return { kind: 'unknown' };
}
