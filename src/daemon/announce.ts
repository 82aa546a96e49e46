/**
 * Telling every player that a deadline moved (extend, pause, resume, rollback): each in their own
 * zone, with the calendar file of the same event (same UID, higher SEQUENCE). Queued in the
 * transaction of the act itself.
 */
import { renderText } from '../mail/templates.js';
import type { DaemonContext } from './context.js';
import { deadlineContext, deadlineIcs, isPaused, mailPlayer } from './mailer.js';

/** `what` is the first paragraph ("The moderator extended the deadline by 24h."); `act` keeps Message-IDs apart. */
export function announceDeadline(ctx: DaemonContext, campaign: string, turn: number, what: string, act: string): string[] {
  const paused = isPaused(ctx, campaign);
  const ids: string[] = [];
  for (const p of ctx.store.listPlayers(campaign)) {
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
