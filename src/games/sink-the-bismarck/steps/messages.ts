/**
 * Messages between the seats of a Flag Staff, through the referee (issue 15: "messages between
 * seats go through the referee and are logged"; seam §3: relayed as seat-addressed events, so
 * they are journalled, replayed and fog-tested like the rest).
 *
 * When the wall inside a side is open (ours, read from the rules):
 * - the Planning Phase (x1 `staff`, and x2 `command`/`order`): "Staff selects four cards for each
 *   ship" and "admirals and their staffs have only three minutes to select and order all their
 *   cards" (Game Description): the staff plans together until the hand is put into play;
 * - a round's answer that plays Send Signals (Send Signals 2: the commander "send[s] a signal to
 *   [his] staff"), and the staff's answers in the `signals` exchange that follows (Send Signals 3:
 *   "the Flag Staff has one minute to confer").
 * It is closed in a round's answer without Send Signals (Send Signals 1: "neither the Admiral nor
 * Flag Captain can confer with any other member of the staff while turning over cards"). To the
 * enemy it is never open. The check (check.ts) refuses what the wall stops; this step relays the
 * rest, to the sender and the recipients (and the umpire, who sees every event).
 */
import { seatsOnly } from '../../../kernel/events.js';
import type { TurnStep } from '../../../kernel/step.js';
import type { StbData } from '../data/types.js';
import type { StbMessage, StbOrders } from '../orders-types.js';
import { SEATS, sideOfSeat, type StbState } from '../state.js';

/** Is the wall inside the side open for this seat's orders now (see above)? */
export function wallOpen(s: StbState, orders: Pick<StbOrders, 'signals'>): boolean {
  if (s.phase === 'round') return orders.signals === true;
  return true;
}

/** A message's recipients as a list, as written. */
export const recipientsOf = (m: StbMessage): readonly string[] => (typeof m.to === 'string' ? [m.to] : m.to);

/** Why a recipient may not be written to by `seat`, or null when he may. */
export function refusedRecipient(seat: string, to: string): 'unknown' | 'self' | 'enemy' | null {
  if (!SEATS.includes(to)) return 'unknown';
  if (to === seat) return 'self';
  return sideOfSeat(to) === sideOfSeat(seat) ? null : 'enemy';
}

export const relayMessages: TurnStep<StbData, StbState, StbOrders> = {
  name: 'messages', rule: 'Planning Phase 1-3; Send Signals 1-3',
  run: (ctx) => {
    const s = ctx.state;
    for (const seat of Object.keys(ctx.orders).sort()) {
      const o = ctx.orders[seat];
      if (!o?.messages?.length || !wallOpen(s, o)) continue;
      for (const m of o.messages) {
        const to = [...new Set(recipientsOf(m))].filter((x) => refusedRecipient(seat, x) === null).sort();
        if (to.length === 0) continue;
        ctx.emit({ type: 'stb.message', audience: seatsOnly(seat, ...to), data: { from: seat, to, text: m.text } });
      }
    }
  },
};
