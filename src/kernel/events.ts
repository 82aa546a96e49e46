/**
 * Events: everything that happens in a turn, each addressed when it is created.
 *
 * The audience is decided by the rule that creates the event, never later by a report
 * writer: a seat's view is built only from the events addressed to it.
 */
import { isSeatId, sideOf, UMPIRE, type SeatId } from './seats.js';

/**
 * Who may see an event (docs/design/seam.md §3). `sides` reaches every seat of the sides named;
 * `seats` reaches exactly the seats named, which is how a wall inside a side is drawn (a staff
 * department's findings go to that department, not to its admiral).
 */
export type Audience =
  | { readonly to: 'all' }
  | { readonly to: 'umpire' }
  | { readonly to: 'sides'; readonly sides: readonly string[] }
  | { readonly to: 'seats'; readonly seats: readonly SeatId[] };

export const everyone: Audience = { to: 'all' };
export const umpireOnly: Audience = { to: 'umpire' };
export function sidesOnly(...sides: string[]): Audience {
  // Nearly every call names one side (a turn makes hundreds): that list is already unique and sorted.
  if (sides.length === 1) return { to: 'sides', sides: [sides[0]] };
  return { to: 'sides', sides: [...new Set(sides)].sort() };
}
/**
 * An audience of exactly these seats, each named once and in order, so equal audiences serialise
 * equally (as sidesOnly). A misspelt seat would silently hide the event from everyone: refused.
 */
export function seatsOnly(...seats: SeatId[]): Audience {
  for (const seat of seats) if (!isSeatId(seat)) throw new RangeError(`not a seat id: ${JSON.stringify(seat)}`);
  return { to: 'seats', seats: [...new Set(seats)].sort() };
}

export interface GameEvent<D = unknown> {
  /** Position in the turn's event list, from 0. */
  readonly seq: number;
  readonly turn: number;
  /**
   * The exchange within the turn (seam §2), present only from 2 on: rule 1 of the seam, exchange 1
   * is the default and is never written, so every event of a one-exchange turn (every Great War at
   * Sea event) keeps the bytes it had before exchanges existed.
   */
  readonly exchange?: number;
  /** The turn step that created the event. */
  readonly step: string;
  /** Rule section the event applies, e.g. "5.4". */
  readonly rule: string;
  /** Namespaced type, e.g. "roll", "gwas.contact". */
  readonly type: string;
  readonly audience: Audience;
  readonly data: D;
}

/**
 * True when the viewer may see the event (seam §3). The viewer is a seat id or 'umpire'; a side
 * id is a seat id too (rule 2), so a side's view is the view of the seat spelt like the side:
 * - everyone sees `all`; only the umpire sees `umpire`, and the umpire sees everything;
 * - `sides` is seen by every seat of a side named (by sideOf), so `british/ops` sees `british`;
 * - `seats` is seen only by the seats named, exactly: a side's view (`british`) does not see what
 *   is addressed to `british/ops`, and `british/admiral` does not either (the wall inside a side).
 *   The single seat of a one-seat side is the side id, so there the two coincide.
 */
export function canSee(event: Pick<GameEvent, 'audience'>, viewer: SeatId | typeof UMPIRE): boolean {
  if (viewer === UMPIRE) return true;
  const a = event.audience;
  if (a.to === 'all') return true;
  if (a.to === 'umpire') return false;
  if (a.to === 'sides') return a.sides.includes(sideOf(viewer));
  return a.seats.includes(viewer);
}

export function eventsFor<E extends Pick<GameEvent, 'audience'>>(events: readonly E[], viewer: SeatId | typeof UMPIRE): E[] {
  return events.filter((e) => canSee(e, viewer));
}

/** A die roll as recorded: the table consulted, the dice, every modifier and the result. */
export interface RollData {
  /** The stream the dice came from: the step's name, or "<step>/<sub-stream>" (rng.ts STREAM_NAME). */
  readonly stream: string;
  /** Index of the stream's first 32-bit word this roll drew (absent in turns of the first dice scheme). */
  readonly position?: number;
  readonly table: string;
  readonly dice: readonly number[];
  readonly sides: number;
  readonly modifiers: readonly Modifier[];
  readonly natural: number;
  readonly total: number;
  /** The table's answer, in words (e.g. "contact", "no change"). */
  readonly result: string;
  /** What the roll was for, in words a player understands. */
  readonly purpose: string;
}

export interface Modifier {
  readonly name: string;
  readonly value: number;
  /** Rule section that grants the modifier. */
  readonly rule?: string;
}
