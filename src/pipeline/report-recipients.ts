/**
 * Who is sent a report after a chain of exchanges (docs/design/seam.md §2 "Chains"): each seat
 * that has new visible events in the chain, or is asked by the exchange now pending; every seat
 * when the game is over (the final report and the dice ledger).
 *
 * Why not everyone: in a game of several exchanges a turn, whether an exchange happens at all can
 * be hidden information (a shadow that holds, a contact the other side does not know of). A mail
 * to a seat that was neither told anything nor asked anything would tell it that something
 * happened. Reports are still stored for every viewer; this only decides who is mailed.
 */
import { canSee, type GameEvent } from '../kernel/events.js';
import type { SeatId } from '../kernel/seats.js';

export function reportRecipients(
  seats: readonly SeatId[],
  chainEvents: readonly Pick<GameEvent, 'audience'>[],
  askedNext: readonly SeatId[],
  over: boolean,
): SeatId[] {
  if (over) return [...seats];
  const asked = new Set(askedNext);
  return seats.filter((seat) => asked.has(seat) || chainEvents.some((e) => canSee(e, seat)));
}
