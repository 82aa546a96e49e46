/**
 * The Admiral's summary of his staff (issue 15, item 4: "the Admiral's report summarises what his
 * staff has submitted and what is still missing"). The Admiral is "in charge of the staff" (Game
 * Description), so after each exchange that asks his departments he is told, for each of them,
 * whether it answered and what it offered each ship, or that nothing came in time and the
 * referee's standing defaults stood in for it. The offers end in the side's hands, which the side
 * sees anyway; the summary goes to the Admiral's seat alone.
 */
import { seatsOnly } from '../../../kernel/events.js';
import type { Side } from '../data/types.js';
import { DEPARTMENTS } from '../cards.js';
import type { Ctx } from '../context.js';

/** One department's part: what it answered for each ship, or `silent`. */
export type StaffPart = { readonly dept: string; readonly seat: string; readonly answered: boolean; readonly offers: Readonly<Record<string, readonly string[]>> };

/** After x2 (`command` or `order`): whether his Flag Captain's orders came in time (the table's "ready commanders", Game Description); never what they were. */
export function tellAdmiralOfCaptain(ctx: Ctx, side: Side): void {
  const seat = `${side}/captain`;
  if (!ctx.spec.asks.some((a) => a.seat === seat)) return;
  const answered = ctx.orders[seat] !== undefined;
  ctx.emit({ type: 'stb.staff', audience: seatsOnly(`${side}/admiral`), rule: 'Game Description (the Admiral in charge of the staff)',
    data: { side, what: 'command', parts: [{ dept: 'captain', seat, answered, offers: {} }], missing: answered ? [] : [seat] } });
}

export function tellAdmiral(ctx: Ctx, side: Side, what: 'staff' | 'signals', ships: readonly string[]): void {
  const parts: StaffPart[] = DEPARTMENTS.map((dept) => {
    const seat = `${side}/${dept}`;
    const o = ctx.orders[seat];
    const offers: Record<string, readonly string[]> = {};
    for (const ship of ships) if (o?.offer?.[ship] !== undefined) offers[ship] = [...o.offer[ship]];
    return { dept, seat, answered: o !== undefined, offers };
  });
  ctx.emit({ type: 'stb.staff', audience: seatsOnly(`${side}/admiral`), rule: 'Game Description (the Admiral in charge of the staff)',
    data: { side, what, parts, missing: parts.filter((p) => !p.answered).map((p) => p.seat) } });
}
