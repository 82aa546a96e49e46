/**
 * Replies as mail clients write them, from the templates in fixtures/replies/: the client's
 * MIME layout and headers in `<client>.eml`, its attribution line or Outlook header block per
 * language in `locales.yaml`. `{{NAME}}` is filled in; `{{qp-begin}}…{{qp-end}}` is then
 * quoted-printable encoded as the part's header says.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { encode, wrap } from 'nodemailer/lib/qp';

const DIR = join(import.meta.dirname, 'fixtures/replies');

export const CLIENTS = ['thunderbird', 'gmail', 'apple-mail', 'outlook-web', 'outlook-desktop'] as const;
export type Client = typeof CLIENTS[number];

interface Locale {
  re: string; outlookRe: string; thunderbird: string; gmail: string; apple: string;
  outlook: { from: string; sent: string; to: string; subject: string; date: string };
}
export const LOCALES = parse(readFileSync(join(DIR, 'locales.yaml'), 'utf8')) as Record<string, Locale>;
export const LANGUAGES = Object.keys(LOCALES);

/** The mail being replied to, as the player's client shows it. */
export interface Original { subject: string; messageId: string; text: string }

export interface Reply {
  client: Client; lang: string; from: string; replyTo: string; orders: string; original: Original;
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Leading spaces as &nbsp; (how HTML editors keep indentation). */
const nbspLine = (l: string): string => esc(l).replace(/^( +)/, (s) => '&nbsp;'.repeat(s.length));

export function replyMail(r: Reply): string {
  const loc = LOCALES[r.lang]!;
  const attribution = (r.client === 'thunderbird' ? loc.thunderbird : r.client === 'gmail' ? loc.gmail : loc.apple)
    .replace('{{REPLY_TO}}', r.replyTo).trimEnd();
  const o = loc.outlook;
  const refereeName = 'Admiralty referee';
  const to = r.from;
  const header = [
    `${o.from} ${refereeName} <${r.replyTo}>`, `${o.sent} ${o.date}`, `${o.to} ${to}`, `${o.subject} ${r.original.subject}`,
  ];
  const headerHtml = [
    `<b>${esc(o.from)}</b> ${refereeName} &lt;${r.replyTo}&gt;`, `<b>${esc(o.sent)}</b> ${esc(o.date)}`,
    `<b>${esc(o.to)}</b> ${esc(to)}`, `<b>${esc(o.subject)}</b> ${esc(r.original.subject)}`,
  ].join('<br>\r\n');
  const ordersLines = r.orders.replace(/\n$/, '').split('\n');
  const values: Record<string, string> = {
    RE: r.client.startsWith('outlook') ? loc.outlookRe : loc.re,
    SUBJECT: r.original.subject,
    LANG: r.lang,
    LANG_UPPER: r.lang.toUpperCase(),
    REPLY_TO: r.replyTo,
    FROM: r.from,
    IN_REPLY_TO: r.original.messageId,
    ORDERS: r.orders.replace(/\n$/, ''),
    ORDERS_HTML_DIVS: ordersLines.map((l) => `<div>${l ? nbspLine(l) : '<br>'}</div>`).join('\r\n'),
    ORDERS_HTML_MSO: ordersLines.map((l) => `<p class=MsoNormal>${l ? nbspLine(l) : '<o:p>&nbsp;</o:p>'}<o:p></o:p></p>`).join('\r\n'),
    ATTRIBUTION: attribution,
    ATTRIBUTION_HTML: esc(attribution).replace(/\n/g, ' '),
    QUOTED: r.original.text.replace(/\n$/, '').split('\n').map((l) => (l ? `> ${l}` : '>')).join('\n'),
    ORIGINAL: r.original.text.replace(/\n$/, ''),
    ORIGINAL_HTML: esc(r.original.text).replace(/\n/g, '<br>\r\n'),
    OUTLOOK_HEADER: header.join('\n'),
    OUTLOOK_HEADER_HTML: headerHtml,
  };
  let mail = readFileSync(join(DIR, `${r.client}.eml`), 'utf8');
  mail = mail.replace(/\{\{([A-Z_]+)\}\}/g, (m, k: string) => values[k] ?? m);
  mail = mail.replace(/\{\{qp-begin\}\}([\s\S]*?)\{\{qp-end\}\}/g, (_m, body: string) => wrap(encode(body.replace(/\r?\n/g, '\r\n')), 76));
  return mail.replace(/\r?\n/g, '\r\n');
}

/** The same reply with its plain part removed: what an HTML-only client sends. */
export function htmlOnly(mail: string): string {
  const boundary = /boundary="([^"]+)"/.exec(mail)![1]!;
  const parts = mail.split(`--${boundary}`);
  const html = parts.find((p) => /Content-Type: text\/html/i.test(p))!;
  const head = parts[0]!.replace(/Content-Type: multipart\/alternative;\s*boundary="[^"]+"\r\n/i, '').replace(/\r\n\r\n[\s\S]*$/, '\r\n');
  return `${head.trimEnd()}\r\n${html.replace(/^\r\n/, '')}`.replace(/\r\n$/, '') + '\r\n';
}
