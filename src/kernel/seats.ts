/**
 * Seats: a seat is a role within a side (docs/design/seam.md §3), the unit that receives reports,
 * answers asks and holds a secret.
 *
 * Rule 2 of the seam: a side with one seat names that seat by the side id itself (`allied`);
 * other seats are `side/role` (`british/admiral`). So every secret, token and submission keyed
 * by a side id before seats existed is keyed by the right seat id without any rewrite.
 */

/** `allied`, `british/admiral`. A plain string, so side-keyed records stay valid seat-keyed ones. */
export type SeatId = string;

/** The viewer that sees every event: never a seat, never a side (a seat id may not spell it). */
export const UMPIRE = 'umpire';

/** One part of a seat id: a side id or a role. Lower case, as config keys and mail subjects are written. */
const PART = '[a-z][a-z0-9-]{0,31}';
const SEAT_ID = new RegExp(`^(${PART})(?:/(${PART}))?$`);

/** True for `side` and `side/role`; false for the umpire, empty parts, upper case and deeper paths. */
export function isSeatId(text: string): text is SeatId {
  const m = SEAT_ID.exec(text);
  return m !== null && m[1] !== UMPIRE;
}

/** The side a seat belongs to: the text before the `/` (rule 2: a one-seat side's seat is the side). */
export function sideOf(seat: SeatId): string {
  const slash = seat.indexOf('/');
  return slash < 0 ? seat : seat.slice(0, slash);
}

/** The role within its side, or null for the single seat of a one-seat side. */
export function roleOf(seat: SeatId): string | null {
  const slash = seat.indexOf('/');
  return slash < 0 ? null : seat.slice(slash + 1);
}

/** The seat id of a role within a side; a null role is the side's single seat (rule 2). */
export function seatOf(side: string, role: string | null): SeatId {
  const seat = role === null ? side : `${side}/${role}`;
  if (!isSeatId(seat)) throw new RangeError(`not a seat id: ${JSON.stringify(seat)}`);
  return seat;
}
