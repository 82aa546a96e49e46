/** The step context of this game, and the audiences its events go to. */
import type { StepContext } from '../../../kernel/step.js';
import { sidesOnly, type Audience } from '../../../kernel/events.js';
import type { B79Data } from '../data/types.js';
import type { B79State, SideId } from '../state.js';
import type { B79Orders } from '../orders-types.js';

export type Ctx = StepContext<B79Data, B79State, B79Orders>;

export const SIDES: readonly SideId[] = ['british', 'german'];
export const other = (side: SideId): SideId => (side === 'british' ? 'german' : 'british');
export const own = (side: SideId): Audience => sidesOnly(side);

/** A 1–n die from the kernel's stream (a "pull it out of a cup" choice among n, 9.2). */
export function pick(ctx: Ctx, n: number, purpose: string, rule: string, audience: Audience, stream?: string): number {
  if (n <= 1) return 0;
  return ctx.roll({ table: 'Random choice', purpose, audience, sides: n, dice: 1, rule, ...(stream ? { stream } : {}) }).total - 1;
}
