/**
 * Events: everything that happens in a turn, each addressed when it is created.
 *
 * The audience is decided by the rule that creates the event, never later by a report
 * writer: a side's view is built only from the events addressed to it.
 */

export type Audience =
  | { readonly to: 'all' }
  | { readonly to: 'umpire' }
  | { readonly to: 'sides'; readonly sides: readonly string[] };

export const everyone: Audience = { to: 'all' };
export const umpireOnly: Audience = { to: 'umpire' };
export function sidesOnly(...sides: string[]): Audience {
  return { to: 'sides', sides: [...new Set(sides)].sort() };
}

export interface GameEvent<D = unknown> {
  /** Position in the turn's event list, from 0. */
  readonly seq: number;
  readonly turn: number;
  /** The turn step that created the event. */
  readonly step: string;
  /** Rule section the event applies, e.g. "5.4". */
  readonly rule: string;
  /** Namespaced type, e.g. "roll", "gwas.contact". */
  readonly type: string;
  readonly audience: Audience;
  readonly data: D;
}

/** True when the given viewer (a side id, or 'umpire') may see the event. */
export function canSee(event: Pick<GameEvent, 'audience'>, viewer: string): boolean {
  if (viewer === 'umpire') return true;
  const a = event.audience;
  if (a.to === 'all') return true;
  if (a.to === 'umpire') return false;
  return a.sides.includes(viewer);
}

export function eventsFor<E extends Pick<GameEvent, 'audience'>>(events: readonly E[], viewer: string): E[] {
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
