/**
 * Telling the players a deadline binds that it moved (extend, pause, resume, rollback): each in
 * their own zone, with the calendar file of the same event (same UID, higher SEQUENCE). Queued in
 * the transaction of the act itself. Only the seats the pending exchange asks have a deadline; a
 * seat not asked is not told of one (seam §2: it may not know the exchange exists).
 */
import { renderText } from '../mail/templates.js';
import type { DaemonContext } from './context.js';
import { pendingAsk } from './exchange.js';
import { deadlineContext, deadlineIcs, isPaused, mailPlayer } from './mailer.js';

/** `what` is the first paragraph ("The moderator extended the deadline by 24h."); `act` keeps Message-IDs apart. */
export function announceDeadline(ctx: DaemonContext, campaign: string, turn: number, what: string, act: string): string[] {
  const paused = isPaused(ctx, campaign);
  const ids: string[] = [];
  const pending = pendingAsk(ctx, campaign);
  const asked = new Set(pending.spec && pending.turn === turn ? pending.asked : ctx.store.listPlayers(campaign).map((p) => p.seat));
  for (const p of ctx.store.listPlayers(campaign).filter((x) => asked.has(x.seat))) {
    const dl = deadlineContext(ctx, campaign, turn, p.timeZone);
    const id = mailPlayer(ctx, {
      kind: 'deadline', campaign, side: p.seat, turn, discriminator: act,
      subject: paused ? `[${campaign}] ${p.seat}: paused — no deadline for turn ${turn} for now` : `[${campaign}] ${p.seat}: new deadline for turn ${turn}`,
      text: renderText('deadline', { name: p.name, campaign, side: p.seat, turn, what, paused, deadlineWas: dl.deadlineUtc?.replace(/^.*\(it was (.*)\)$/, '$1'), ...dl }),
      attachments: [deadlineIcs(ctx, campaign, turn)],
    });
    if (id) ids.push(id);
  }
  return ids;
}
