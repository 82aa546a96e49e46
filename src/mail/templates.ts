/** Mail bodies from Handlebars templates in templates/mail/: `<kind>.txt.hbs`, plus an HTML alternative. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';

const DIR = fileURLToPath(new URL('../../templates/mail/', import.meta.url));
const hbs = Handlebars.create();
const cache = new Map<string, Handlebars.TemplateDelegate>();

function template(file: string, escape: boolean): Handlebars.TemplateDelegate {
  const key = `${file}:${escape}`;
  let t = cache.get(key);
  if (!t) {
    t = hbs.compile(readFileSync(`${DIR}${file}`, 'utf8'), { noEscape: !escape, strict: false });
    cache.set(key, t);
  }
  return t;
}

export type MailKind = 'ack' | 'diagnostics' | 'refusal' | 'help' | 'report' | 'briefing' | 'reminder' | 'moderator' | 'deadline';

export function renderText(kind: MailKind, context: Record<string, unknown>): string {
  return template(`${kind}.txt.hbs`, false)(context).replace(/\n{3,}/g, '\n\n');
}

/** The HTML alternative: the same text, escaped, in a simple page (reports bring their own HTML). */
export function renderHtml(title: string, text: string): string {
  return template('layout.html.hbs', true)({ title, text });
}
