/**
 * A bound on refusals (issue 9.7). Forged mail in a player's name makes the referee answer the
 * real player; without a bound, 109 forgeries meant 104 refusals in his inbox. Each refusal is
 * counted per recipient address and clock hour in the store (`refusal_counts`), whether or not it
 * is mailed; past REFUSALS_PER_HOUR in an hour the rest are recorded only, and the moderator is
 * told once a day per address, with the count so far.
 */
import type { DaemonContext } from './context.js';
import { mailModerator } from './mailer.js';

export const REFUSALS_PER_HOUR = 5;
const DAY_MS = 24 * 3600_000;

/** ISO hour of `ms`, e.g. `2026-03-07T18`: the counting window. */
export function hourOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 13);
}

/**
 * Counts one refusal to `address`; true when it may be mailed. The first time the bound is passed
 * (and the moderator has not been told about this address in the last day) the moderator is told.
 */
export function allowRefusal(ctx: DaemonContext, address: string, campaign: string, turn: number, inboundId: number): boolean {
  const now = ctx.clock.now().getTime();
  const hour = hourOf(now);
  const { count } = ctx.store.countRefusal(address, hour);
  if (count <= REFUSALS_PER_HOUR) return true;
  const since = hourOf(now - DAY_MS);
  const told = ctx.store.listRefusalCounts(address).some((r) => r.moderatorTold && r.hour > since);
  if (!told) {
    ctx.store.markRefusalsTold(address, hour);
    mailModerator(ctx, campaign, turn, 'refusal-limit', `${address}.${hour}.${inboundId}`, `refusals to ${address} held back`,
      `More than ${REFUSALS_PER_HOUR} messages were refused in the name of ${address}\n`
      + `in the hour from ${hour}:00 UTC (${count} so far). Further refusals to\n`
      + 'this address are recorded, not mailed, until the hour is over; this\n'
      + 'notice is sent at most once a day per address. Someone may be forging\n'
      + "mail in this player's name: the store keeps every message raw.");
  }
  ctx.log.log('warn', `refusal to ${address} not mailed: ${count} this hour`, { campaign, turn });
  return false;
}
