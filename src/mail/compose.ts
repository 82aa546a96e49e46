/**
 * Outgoing mail as data (`MailSpec`, kept in the outbox as JSON) and its composition into RFC 822
 * bytes with nodemailer's MailComposer at send time. Everything a player controls is passed
 * through `headerSafe` when a spec is built, so no CR/LF ever reaches a header.
 */
import { createHmac } from 'node:crypto';
import { base32 } from './tokens.js';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';

export interface MailAddress { readonly name?: string; readonly address: string }

/**
 * An attachment as the outbox keeps it (JSON): text as it is, or binary (a map picture) as base64
 * with `encoding: 'base64'`. With `cid` it is an inline part the HTML refers to as `cid:<cid>`.
 */
export interface MailAttachmentSpec {
  readonly filename: string;
  readonly content: string;
  readonly contentType: string;
  readonly encoding?: 'base64';
  readonly cid?: string;
}

export interface MailSpec {
  readonly messageId: string;
  readonly date: string;
  readonly from: MailAddress;
  readonly replyTo?: string;
  readonly to: MailAddress;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly inReplyTo?: string;
  readonly references?: readonly string[];
  readonly attachments?: readonly MailAttachmentSpec[];
}

/** Removes CR, LF and other control characters, so a value can never start a new header. */
export function headerSafe(value: string, max = 200): string {
  return value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').replace(/\s{2,}/g, ' ').trim().slice(0, max);
}

/** A bare address, or null when it is not one (no spaces, brackets, quotes or control characters). */
export function safeAddress(value: string): string | null {
  const v = value.trim().toLowerCase();
  return /^[^\s<>"()\\,;:@\u0000-\u001f\u007f]{1,64}@[a-z0-9.-]{1,190}$/.test(v) ? v : null;
}

/**
 * `<campaign.turn.kind.mac@domain>`: the same mail always gets the same id (a restart neither
 * loses nor repeats mail). The mac is HMAC-SHA256 under the campaign's secret key (hex) of the
 * discriminators (recipient, an inbound row id, …), 130 bits in base32: without the key nobody
 * can test a guess, so the id reveals no store-wide counter (issue 9.11).
 */
export function deterministicMessageId(key: string, domain: string, campaign: string, turn: number | string, kind: string, ...discriminators: string[]): string {
  const mac = createHmac('sha256', Buffer.from(key, 'hex')).update(['message-id', campaign, String(turn), kind, ...discriminators].join('\u0000')).digest();
  return `<${campaign}.${turn}.${kind}.${base32(mac, 26)}@${domain}>`;
}

export function buildSpec(s: MailSpec): MailSpec {
  const clean = (a: MailAddress): MailAddress => ({ name: a.name === undefined ? undefined : headerSafe(a.name, 80), address: a.address });
  return {
    ...s,
    from: clean(s.from), to: clean(s.to), subject: headerSafe(s.subject, 250),
    inReplyTo: s.inReplyTo && /^<[^<>\s]{1,250}>$/.test(s.inReplyTo) ? s.inReplyTo : undefined,
    references: s.references?.filter((r) => /^<[^<>\s]{1,250}>$/.test(r)).slice(-10),
    attachments: s.attachments?.map((a) => ({
      ...a, filename: headerSafe(a.filename, 80).replace(/[^A-Za-z0-9._-]/g, '_'),
      ...(a.cid !== undefined ? { cid: a.cid.replace(/[^A-Za-z0-9._@-]/g, '_').slice(0, 120) } : {}),
    })),
  };
}

export function compose(spec: MailSpec, referee: string): Promise<Buffer> {
  const composer = new MailComposer({
    messageId: spec.messageId,
    date: new Date(spec.date),
    from: spec.from,
    to: spec.to,
    replyTo: spec.replyTo,
    subject: spec.subject,
    text: spec.text,
    html: spec.html,
    inReplyTo: spec.inReplyTo,
    references: spec.references ? [...spec.references] : undefined,
    attachments: spec.attachments?.map((a) => ({
      filename: a.filename, content: a.content, contentType: a.contentType,
      ...(a.encoding ? { encoding: a.encoding } : {}), ...(a.cid ? { cid: a.cid } : {}),
    })),
    headers: {
      'Auto-Submitted': 'auto-replied',
      'X-Auto-Response-Suppress': 'All',
      'X-Loop': referee,
    },
  });
  return new Promise((resolve, reject) => {
    composer.compile().build((err, message) => (err ? reject(err) : resolve(message)));
  });
}
