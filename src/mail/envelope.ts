/**
 * What a player writes around the orders, and how it is read.
 *
 * Which campaign, side and turn — in the subject, or in a line of the body (the line wins):
 *
 *     Subject: [med-1914] central turn 3 orders          (Re:/Fwd: and other words are fine)
 *     Subject: [bis] british/ops turn 3.2 orders         (a seat of a side; turn 3, exchange 2)
 *     Admiralty: med-1914 central 3                      (a line of its own; '# ' before it is fine)
 *
 * The seat and turn may be left out: the seat is then the sender's (the one the reply address
 * or passphrase names, or the one the address holds), the turn the current one.
 *
 * Envelope lines taken out of the orders (each at the start of a line):
 *
 *     passphrase: kqzpa-7xmrt-…     the player's secret, when not replying to Admiralty's mail
 *     final: false                  hold an early run: more orders may follow
 *
 * Ignored: lines quoted with '>', everything from the quoted original on (an "On … wrote:"
 * line in any of the languages of reply-headers.ts, Outlook's From:/Sent: block, "-----Original
 * Message-----"), everything from a signature separator ('-- ') on, and a phone's signature
 * ("Sent from my iPhone") as the last line written.
 */
import { quoteStart } from './reply-headers.js';

export interface Envelope {
  readonly campaign?: string;
  /** The seat or side named: `central`, `british/ops` (the intake decides which it is). */
  readonly side?: string;
  readonly turn?: number;
  /** The exchange named with the turn (`turn 3.2`); absent when only the turn is named. */
  readonly exchange?: number;
  readonly moderator: boolean;
}

export interface ExtractedOrders {
  /** The orders text: removed lines are left blank so line numbers match what the player sent. */
  readonly text: string;
  readonly passphrase?: string;
  /** false when the player wrote `final: false`. */
  readonly final: boolean;
  /** The body had nothing that looks like YAML orders. */
  readonly empty: boolean;
  /** Where the orders came from: 'body' or an attachment's file name. */
  readonly origin: string;
}

// The seat is a side id or `side/role` (seam §3: `[med] british/ops turn 3 orders`); the turn may
// name its exchange, `turn 3.2` (exchange 1 is `turn 3`, seam rule 1).
const SUBJECT = /\[([a-z0-9][a-z0-9-]{0,62})\]\s*(?:(?!turn\b)([a-z][a-z0-9_-]{0,30}(?:\/[a-z][a-z0-9-]{0,31})?))?\s*(?:turn\s+([0-9]{1,5})(?:\.([0-9]{1,3}))?)?/i;
const LINE = /^[ \t]*(?:#[ \t]*)?Admiralty:[ \t]*([a-z0-9][a-z0-9-]{0,62})(?:[ \t]+([a-z][a-z0-9_-]{0,30}(?:\/[a-z][a-z0-9-]{0,31})?))?(?:[ \t]+(?:turn[ \t]+)?([0-9]{1,5})(?:\.([0-9]{1,3}))?)?[ \t]*$/im;

export function readEnvelope(subject: string, body: string): Envelope {
  const fromLine = LINE.exec(body);
  const m = fromLine ?? SUBJECT.exec(subject);
  if (!m) return { moderator: false };
  const word = m[2]?.toLowerCase();
  const moderator = word === 'moderator';
  const side = word && !moderator && word !== 'turn' && word !== 'orders' ? word : undefined;
  return {
    campaign: m[1]!.toLowerCase(), side, turn: m[3] !== undefined ? Number(m[3]) : undefined,
    ...(m[4] !== undefined ? { exchange: Number(m[4]) } : {}), moderator,
  };
}

/**
 * The line a phone's mail app puts under every mail, with no separator above it, in the languages
 * of reply-headers.ts. At the start of the last line written it cannot be YAML (a word with no
 * colon after the orders), so it would make every orders mail from the phone a syntax error.
 */
const PHONE_SIGNATURES: readonly string[] = [
  'Sent from my [^:]{1,40}', // iPhone, iPad, Galaxy, "Samsung Galaxy smartphone."
  'Sent from (?:Yahoo Mail|Mail|Outlook)(?: [^:]{1,40})?', // "Sent from Yahoo Mail on Android", "Sent from Mail for Windows"
  'Get Outlook for (?:iOS|Android)', // Outlook's apps, often with a link after it
  'Von meinem [^:]{1,40} gesendet\\.?', 'Envoy[ée] de mon [^:]{1,40}', 'Enviado desde mi [^:]{1,40}', 'Inviato da(?:l mio)? [^:]{1,40}',
  'Verstuurd vanaf mijn [^:]{1,40}', 'Enviado do meu [^:]{1,40}', 'Wys[łl]ane z [^:]{1,40}', 'Skickat fr[åa]n min [^:]{1,40}',
];
const PHONE_SIGNATURE = new RegExp(`^(?:${PHONE_SIGNATURES.join('|')})(?:[ \\t]*<https?://[^\\s>]{1,200}>)?$`, 'i');

/** Cuts quoted replies and signatures off a mail body (keeps line numbering of what is left). */
export function stripQuotesAndSignature(body: string): string {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const quoted = quoteStart(lines);
  const end = quoted < 0 ? lines.length : quoted;
  const out: string[] = [];
  for (let i = 0; i < end; i++) {
    const line = lines[i]!;
    if (line === '-- ' || line === '--' || /^_{10,}$/.test(line.trim())) break;
    out.push(/^>/.test(line) ? '' : line);
  }
  let last = out.length - 1;
  while (last >= 0 && !out[last]!.trim()) last--;
  // At the start of its line: an indented one may go on a YAML value above it.
  if (last >= 0 && PHONE_SIGNATURE.test(out[last]!.trimEnd())) out[last] = '';
  return out.join('\n');
}

export function extractOrders(body: string, attachments: readonly { filename: string; text: string }[]): ExtractedOrders {
  const fromAttachment = attachments[0];
  const cleanedBody = stripQuotesAndSignature(body);
  let text = fromAttachment ? fromAttachment.text.replace(/\r\n?/g, '\n') : cleanedBody;
  let passphrase: string | undefined;
  let final = true;
  // The envelope may sit in the body even when the orders are attached.
  const scan = fromAttachment ? `${cleanedBody}\n${text}` : text;
  for (const m of scan.matchAll(/^passphrase:[ \t]*([A-Za-z0-9-]{1,100})[ \t]*$/gim)) passphrase = m[1]!.toLowerCase();
  if (/^final:[ \t]*(false|no|off)[ \t]*(#.*)?$/im.test(scan)) final = false;
  text = text.split('\n').map((l) => (
    /^passphrase:/i.test(l) || /^final:[ \t]*(true|false|yes|no|on|off)[ \t]*(#.*)?$/i.test(l) || LINE.test(l) ? '' : l
  )).join('\n').replace(/\s*$/, '\n');
  const empty = !/^[ \t\u00a0]*[-A-Za-z0-9_'"\u2018\u2019\u201c\u201d]+[ \t\u00a0]*:/m.test(text);
  return { text, passphrase, final, empty, origin: fromAttachment ? fromAttachment.filename : 'body' };
}

/** The plus-address tokens in a list of recipients for the given referee address. */
export function plusTokens(recipients: readonly string[], referee: string): string[] {
  const [local, domain] = referee.toLowerCase().split('@');
  const out: string[] = [];
  for (const r of recipients) {
    const [l, d] = r.toLowerCase().split('@');
    if (d !== domain || !l) continue;
    const plus = l.indexOf('+');
    if (plus > 0 && l.slice(0, plus) === local) out.push(l.slice(plus + 1));
  }
  return out;
}
