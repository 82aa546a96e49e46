/**
 * Putting mail in the outbox. Every function here only writes to the store, so callers run it in
 * the same transaction as the change the mail reports (a submission, a turn); the sender loop
 * (outbox.ts) delivers it later. Message-IDs are deterministic, so writing the same mail twice
 * is a no-op.
 */
import { buildSpec, deterministicMessageId, type MailAttachmentSpec } from '../mail/compose.js';
import { icsEvent } from '../mail/ics.js';
import { renderHtml } from '../mail/templates.js';
import { newCampaignKey, playerPassphrase, playerToken } from '../mail/tokens.js';
import type { PlayerRow } from '../store/types.js';
import { roleOf } from '../kernel/seats.js';
import { campaignConfig, refereeDomain, type DaemonContext } from './context.js';
import { deadlineDisplay } from './deadlines.js';
import { deadlineOf } from './exchange.js';

export function campaignKey(ctx: DaemonContext, campaign: string): string {
  const row = ctx.store.getCampaignMail(campaign);
  if (row) return row.secretKey;
  const key = newCampaignKey();
  ctx.store.upsertCampaignMail({ campaign, secretKey: key, pausedAt: null });
  return key;
}

/**
 * A seat's token and passphrase: HMACs over the seat id (seam §3). A one-seat side's seat id is
 * the side id (rule 2), so every secret issued before seats existed still opens its seat.
 */
export function secretsFor(ctx: DaemonContext, campaign: string, seat: string): { token: string; passphrase: string } {
  const key = campaignKey(ctx, campaign);
  const gen = ctx.store.getPlayerMail(campaign, seat).generation;
  return { token: playerToken(key, campaign, seat, gen), passphrase: playerPassphrase(key, campaign, seat, gen) };
}

export function moderatorSecrets(ctx: DaemonContext, campaign: string): { token: string; passphrase: string } {
  const key = campaignKey(ctx, campaign);
  return { token: playerToken(key, campaign, '#moderator', 1), passphrase: playerPassphrase(key, campaign, '#moderator', 1) };
}

/**
 * The link to a seat's pages (src/pages/), or the moderator's ('#moderator'), when the
 * configuration says where the pages are reached (`web.url`); undefined otherwise, and the mails
 * read as before. The link carries the same token as the Reply-To.
 */
export function pagesLink(ctx: DaemonContext, campaign: string, seat: string): string | undefined {
  const url = ctx.config.web?.url;
  if (!url) return undefined;
  return seat === '#moderator' ? `${url}/m/${moderatorSecrets(ctx, campaign).token}` : `${url}/p/${secretsFor(ctx, campaign, seat).token}`;
}

export function plusAddress(ctx: DaemonContext, token: string): string {
  const [local, domain] = ctx.config.referee.split('@');
  return `${local}+${token}@${domain}`;
}

export function player(ctx: DaemonContext, campaign: string, side: string): PlayerRow | undefined {
  return ctx.store.listPlayers(campaign).find((p) => p.seat === side);
}

/** The deadline of `turn`: of its pending exchange while it is the campaign's turn (seam §2). */
export function currentDue(ctx: DaemonContext, campaign: string, turn: number): number | null {
  const d = deadlineOf(ctx, campaign, turn);
  return d ? Date.parse(d.dueAt) : null;
}

export function isPaused(ctx: DaemonContext, campaign: string): boolean {
  return ctx.store.getCampaignHead(campaign)?.status === 'paused';
}

/** `deadlineLocal` and `deadlineUtc` for a mail template; while paused, that there is none yet. */
export function deadlineContext(ctx: DaemonContext, campaign: string, turn: number, timeZone: string | null): Record<string, string> {
  const due = currentDue(ctx, campaign, turn);
  if (due === null) return { deadlineLocal: 'not set', deadlineUtc: '' };
  const shown = deadlineDisplay(due, timeZone);
  if (!isPaused(ctx, campaign)) return shown;
  return {
    ...shown, paused: 'yes',
    deadlineLocal: 'none while the campaign is paused; the new deadline',
    deadlineUtc: `is mailed when it resumes (it was ${shown.deadlineUtc})`,
  };
}

/**
 * The calendar file of a turn's deadline. The UID is fixed per campaign and turn; SEQUENCE counts
 * the moderator's acts on the campaign (extend, pause, resume, rollback are all logged), so every
 * change reaches a calendar as an update of the same event, never as a second one.
 */
export function deadlineIcs(ctx: DaemonContext, campaign: string, turn: number): MailAttachmentSpec | null {
  const due = currentDue(ctx, campaign, turn);
  if (due === null) return null;
  const paused = isPaused(ctx, campaign);
  // A later exchange's deadline is its own calendar event (seam §2); a turn's first keeps its UID.
  const x = deadlineOf(ctx, campaign, turn)?.exchange ?? 1;
  const cal = icsEvent({
    uid: `${campaign}.${turn}${x > 1 ? `.x${x}` : ''}.deadline@${refereeDomain(ctx)}`, startMs: due, durationMinutes: 15, stampMs: ctx.clock.now().getTime(),
    summary: `Admiralty: orders due for ${campaign} turn ${turn}${paused ? ' (paused)' : ''}`,
    description: paused ? `The campaign ${campaign} is paused: this deadline will move when it resumes.` : `Orders for ${campaign}, turn ${turn}, are due at this time.`,
    sequence: ctx.store.listModeratorLog(campaign).length,
    status: paused ? 'TENTATIVE' : 'CONFIRMED',
  });
  return { filename: `deadline-turn-${turn}.ics`, content: cal, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

export interface PlayerMail {
  readonly kind: string;
  readonly campaign: string;
  /** The seat the mail is for (seam §3): its holder is the recipient, its token the Reply-To. */
  readonly side: string;
  readonly turn: number;
  /** Makes the Message-ID unique among mails of the same kind, turn and recipient. */
  readonly discriminator: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments?: readonly (MailAttachmentSpec | null)[];
  readonly inReplyTo?: string | null;
  readonly references?: readonly string[];
}

/**
 * Queues a mail to a seat's player of record; returns its Message-ID (null: no address). Each seat
 * has its own secret (the Reply-To's token names the seat) and its own mail, even when one
 * address holds several seats of a side.
 */
export function mailPlayer(ctx: DaemonContext, m: PlayerMail): string | null {
  const p = player(ctx, m.campaign, m.side);
  if (!p?.email) return null;
  const { token } = secretsFor(ctx, m.campaign, m.side);
  return enqueue(ctx, {
    kind: m.kind, campaign: m.campaign, turn: m.turn, to: { name: p.name, address: p.email }, replyTo: plusAddress(ctx, token),
    discriminator: seatDiscriminator(m.side, m.discriminator), subject: m.subject, text: m.text, html: m.html, attachments: m.attachments,
    inReplyTo: m.inReplyTo ?? undefined, references: m.references,
  });
}

/**
 * The Message-ID discriminator of a seat's mail. The Message-ID is keyed by the recipient's
 * address, and one address may hold several seats of a side (seam §3), so a seat with a role
 * (`north/lookout`) adds its id: its briefing, acknowledgement or report is never taken for
 * another seat's and dropped as already queued. A one-seat side's seat (`allied`) cannot share
 * an address (ML4907), so its Message-IDs stay what they always were (seam rule 2).
 */
export function seatDiscriminator(seat: string, discriminator: string): string {
  return roleOf(seat) === null ? discriminator : `${seat}/${discriminator}`;
}

/**
 * Queues a mail to the campaign's moderator (none configured: logged only). A reply names the
 * mail it answers (`inReplyTo`) after that mail's own `references`, so clients keep the thread.
 */
export function mailModerator(ctx: DaemonContext, campaign: string, turn: number, kind: string, discriminator: string, subject: string, body: string, inReplyTo?: string | null, references: readonly string[] = []): string | null {
  const mod = campaignConfig(ctx, campaign)?.moderator;
  ctx.log.log('info', `moderator: ${subject}`, { campaign, turn });
  if (!mod) return null;
  const { token } = moderatorSecrets(ctx, campaign);
  const link = pagesLink(ctx, campaign, '#moderator');
  const text = `Moderator of ${campaign},\n\n${body.replace(/\s+$/, '')}\n${link ? `\nYour pages (every campaign you moderate; the link carries your secret):\n  ${link}\n` : ''}`;
  return enqueue(ctx, {
    kind, campaign, turn, to: { name: 'Moderator', address: mod }, replyTo: plusAddress(ctx, token), discriminator,
    subject: `[${campaign}] moderator: ${subject}`, text, inReplyTo: inReplyTo ?? undefined, references: inReplyTo ? [...references, inReplyTo] : undefined,
  });
}

interface EnqueueArgs {
  kind: string; campaign: string; turn: number; to: { name?: string; address: string }; replyTo: string; discriminator: string;
  subject: string; text: string; html?: string; attachments?: readonly (MailAttachmentSpec | null)[]; inReplyTo?: string; references?: readonly string[];
}

function enqueue(ctx: DaemonContext, a: EnqueueArgs): string {
  const messageId = deterministicMessageId(campaignKey(ctx, a.campaign), refereeDomain(ctx), a.campaign, a.turn, a.kind, a.to.address, a.discriminator);
  const now = ctx.clock.now().toISOString();
  const spec = buildSpec({
    messageId, date: now, from: { name: ctx.config.refereeName, address: ctx.config.referee }, replyTo: a.replyTo, to: a.to,
    subject: a.subject, text: a.text, html: a.html ?? renderHtml(a.subject, a.text),
    inReplyTo: a.inReplyTo, references: a.references ?? (a.inReplyTo ? [a.inReplyTo] : undefined),
    attachments: (a.attachments ?? []).filter((x): x is MailAttachmentSpec => x !== null),
  });
  const added = ctx.store.enqueueOutbox({
    messageId, campaign: a.campaign, turn: a.turn, kind: a.kind, recipient: a.to.address, specJson: JSON.stringify(spec), createdAt: now, nextAttemptAt: now,
  });
  if (added) ctx.log.log('info', `queued ${a.kind} for ${a.to.address}`, { campaign: a.campaign, turn: a.turn, messageId });
  return messageId;
}
