/**
 * One incoming message read into the facts the daemon acts on. mailparser does the MIME work;
 * this file decides what the message is (auto-reply, list, bounce …), who sent it, where it was
 * addressed (plus-address tokens), and which text holds the orders. Nothing here touches the
 * store: it is pure but for mailparser's asynchronous API.
 */
import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { htmlToText } from './html-text.js';

export interface YamlAttachment { readonly filename: string; readonly text: string }

export interface MailFacts {
  readonly messageId: string | null;
  /** The From address, lower-cased; null when there is none or more than one. */
  readonly from: string | null;
  /** Every recipient address (To, Cc, Delivered-To, X-Original-To, Resent-To …), lower-cased. */
  readonly recipients: readonly string[];
  readonly subject: string;
  readonly inReplyTo: string | null;
  readonly references: readonly string[];
  /** Why the message must not be answered (auto-submitted, bulk, list …), or null. */
  readonly autoReason: string | null;
  readonly isBounce: boolean;
  /**
   * An upstream filter marked the message as spam (`X-Spam-Flag: YES`). Not a reason to drop it:
   * a player's orders are processed when the secret holds; otherwise it is quarantined unanswered.
   */
  readonly spamFlagged: boolean;
  /** Addresses a bounce reports as failed. */
  readonly bounceRecipients: readonly string[];
  /** Body text: the plain part, or text recovered from the HTML part. */
  readonly text: string;
  readonly yamlAttachments: readonly YamlAttachment[];
  readonly attachmentCount: number;
}

/** Headers that say who sent a mail and where it was addressed (a plus-address is the secret). */
const SENDER_AND_RECIPIENTS = new Set(['message-id', 'from', 'sender', 'to', 'cc', 'delivered-to', 'x-original-to', 'envelope-to', 'resent-to', 'resent-cc']);

/**
 * What makes two deliveries the same mail from the same sender, with the same secret: sha256
 * over the Message-ID, From, every recipient header and the body. Transport headers (Received,
 * Return-Path, spam scores) are left out, so a message re-delivered after a crash keeps its
 * key; a copy from another sender, or redirected to the secret address, or with a passphrase
 * added, does not. Whether a key match is a duplicate also needs the first copy's sender to
 * have been authenticated (daemon/intake.ts).
 */
export function dedupeKey(raw: Buffer): string {
  let split = raw.indexOf('\r\n\r\n');
  let skip = 4;
  const lf = raw.indexOf('\n\n');
  if (split < 0 || (lf >= 0 && lf < split)) { split = lf; skip = 2; }
  const head = (split < 0 ? raw : raw.subarray(0, split)).subarray(0, 256 * 1024).toString('latin1');
  const body = split < 0 ? Buffer.alloc(0) : raw.subarray(split + skip);
  const hash = createHash('sha256');
  const fields = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  for (const line of fields) {
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim().toLowerCase() : '';
    if (SENDER_AND_RECIPIENTS.has(name)) hash.update(`${name}:${line.slice(colon + 1).replace(/\s+/g, ' ').trim()}\u0000`);
  }
  return hash.update('\u0001').update(split < 0 ? raw : body).digest('hex');
}

/** A Message-ID only if it looks like one (no CR/LF, no spaces, in angle brackets). */
export function cleanMessageId(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = v.trim();
  return /^<[^<>\s]{1,250}>$/.test(s) ? s : null;
}

function addresses(v: AddressObject | AddressObject[] | undefined): string[] {
  if (!v) return [];
  const list = Array.isArray(v) ? v : [v];
  const out: string[] = [];
  const walk = (items: AddressObject['value']): void => {
    for (const a of items) {
      if (a.address) out.push(a.address.toLowerCase());
      if (a.group) walk(a.group);
    }
  };
  for (const o of list) walk(o.value ?? []);
  return out;
}

/**
 * A text header's value, its repeats joined by a blank, or ''. Only for the headers mailparser
 * leaves as text: the address headers it parses (From, To, Cc, Delivered-To …) are read with
 * `addresses`, and Content-Type by its parsed value.
 */
function headerText(h: ParsedMail['headers'], name: string): string {
  const v = h.get(name);
  if (typeof v === 'string') return v;
  return Array.isArray(v) ? (v as string[]).join(' ') : '';
}

/**
 * A header's text as the message wrote it, the first of its name, or ''; folds are left in (blanks
 * to whoever reads it). For headers mailparser turns into address objects, where the written form
 * matters: `Return-Path: <>` becomes an address object with an empty address, never `<>`.
 */
function rawHeader(parsed: ParsedMail, name: string): string {
  const line = parsed.headerLines.find((l) => l.key === name)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
}

const YAML_TYPES = /^(application|text)\/(x-)?yaml$/i;

export async function readMail(raw: Buffer, referee: string): Promise<MailFacts> {
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true, maxHtmlLengthToParse: 2_000_000 });
  const h = parsed.headers;
  const fromList = addresses(parsed.from);
  const recipients = [
    // Delivered-To, one a hop, is parsed by mailparser like To: its addresses, not a display name.
    ...addresses(parsed.to), ...addresses(parsed.cc), ...addresses(h.get('delivered-to') as AddressObject | AddressObject[] | undefined),
    ...['x-original-to', 'envelope-to', 'resent-to', 'resent-cc'].flatMap((k) => headerText(h, k).match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? []).map((a) => a.toLowerCase()),
  ];
  const refs = Array.isArray(parsed.references) ? parsed.references : [parsed.references]; // none: [undefined], cleaned away

  const autoSubmitted = headerText(h, 'auto-submitted').trim().toLowerCase();
  const precedence = headerText(h, 'precedence').trim().toLowerCase();
  const loop = headerText(h, 'x-loop').toLowerCase();
  let autoReason: string | null = null;
  if (autoSubmitted && autoSubmitted !== 'no') autoReason = `Auto-Submitted: ${autoSubmitted.slice(0, 40)}`;
  else if (/^(bulk|junk|list|auto_reply)\b/.test(precedence)) autoReason = `Precedence: ${precedence.slice(0, 20)}`;
  else if (h.has('list')) autoReason = 'mailing list'; // mailparser files every List-* header (RFC 2369, 2919) under 'list'
  else if (h.has('x-autoreply') || h.has('x-autorespond') || /^(oof|autoreply)/i.test(headerText(h, 'x-auto-response-suppress'))) autoReason = 'auto-reply';
  else if (loop.includes(referee.toLowerCase())) autoReason = 'mail loop (X-Loop)';

  const ct = h.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  const contentType = (ct?.value ?? '').toLowerCase();
  const ctParams = ct?.params ?? {};
  // The null reverse-path (RFC 5321 4.5.5): what the delivering server writes for a bounce.
  const returnPath = rawHeader(parsed, 'return-path');
  const fromLocal = (fromList[0] ?? '').split('@')[0]!;
  const dsn = parsed.attachments.filter((a) => /^message\/(delivery-status|global-delivery-status)$/i.test(a.contentType));
  const isBounce = (contentType.includes('multipart/report') && /delivery-status/i.test(ctParams['report-type'] ?? 'delivery-status'))
    || dsn.length > 0 || /^(mailer-daemon|postmaster)$/i.test(fromLocal) || /^"?<\s*>"?$/.test(returnPath);
  let text = typeof parsed.text === 'string' ? parsed.text : '';
  if (!text.trim() && typeof parsed.html === 'string') text = htmlToText(parsed.html);
  const bounceRecipients: string[] = [];
  if (isBounce) {
    // The delivery-status part, wherever mailparser put it: the raw message (UTF-8, as an SMTPUTF8
    // report writes its addresses, RFC 6533), the text (an inline status part sent base64 or
    // quoted-printable is decoded into it) and the status parts it made attachments.
    for (const src of [raw.subarray(0, 256 * 1024).toString(), text, ...dsn.map((a) => a.content.toString())]) {
      for (const m of src.matchAll(/^(?:Final|Original)-Recipient:\s*[a-z0-9-]+;\s*<?([^\s<>]+@[^\s<>]+)>?/gim)) bounceRecipients.push(m[1]!.toLowerCase());
    }
    for (const a of headerText(h, 'x-failed-recipients').match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? []) bounceRecipients.push(a.toLowerCase());
  }

  const yamlAttachments = parsed.attachments
    .filter((a) => /\.ya?ml$/i.test(a.filename ?? '') || YAML_TYPES.test(a.contentType))
    .map((a) => ({ filename: (a.filename ?? 'orders.yaml').replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 80), text: a.content.toString('utf8') }));

  return {
    messageId: cleanMessageId(parsed.messageId),
    from: fromList.length === 1 ? fromList[0]! : null,
    recipients: [...new Set(recipients)],
    subject: (parsed.subject ?? '').replace(/[\r\n]+/g, ' ').slice(0, 500),
    inReplyTo: cleanMessageId(parsed.inReplyTo),
    references: refs.map(cleanMessageId).filter((x): x is string => x !== null).slice(-20),
    autoReason,
    isBounce,
    spamFlagged: /^yes/i.test(headerText(h, 'x-spam-flag').trim()),
    bounceRecipients: [...new Set(bounceRecipients)],
    text,
    yamlAttachments,
    attachmentCount: parsed.attachments.length,
  };
}
