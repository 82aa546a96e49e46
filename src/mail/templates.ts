/** Mail bodies from Handlebars templates in templates/mail/: `<kind>.txt.hbs`, plus an HTML alternative. */
import { DEFAULT_WORDS } from '../game-api/adapter.js';
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

export type MailKind = 'ack' | 'diagnostics' | 'refusal' | 'ignored' | 'help' | 'report' | 'briefing' | 'reminder' | 'moderator' | 'deadline';

export function renderText(kind: MailKind, context: Record<string, unknown>): string {
  return template(`${kind}.txt.hbs`, false)(context).replace(/\n{3,}/g, '\n\n');
}

/** The HTML alternative: the same text, escaped, in a simple page (reports bring their own HTML). */
export function renderHtml(title: string, text: string): string {
  return template('layout.html.hbs', true)({ title, text });
}

/**
 * Word-wraps prose (a coded message) to `width` columns, so every line of a mail stays within 76
 * characters however long the sentence. A word longer than the width stays whole on its line.
 */
export function wrapProse(text: string, width = 72): string {
  return text.split('\n').map((para) => {
    const lines: string[] = [];
    let line = '';
    for (const word of para.split(/ +/)) {
      if (line && line.length + 1 + word.length > width) { lines.push(line); line = word; } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
    return lines.join('\n');
  }).join('\n');
}

/**
 * Diagnostics for a mail: each `file:line:col - error CODE: message` header is wrapped (its
 * continuation indented); the echoed orders line and its caret underline are left exactly as they
 * are, since re-wrapping them would move the caret.
 */
export function wrapDiagnostics(text: string, width = 76): string {
  return text.split('\n').map((line) => (
    line.length > width && /^\S+:\d+:\d+ - [a-z]+ [A-Z]+\d+: /.test(line) ? wrapProse(line, width - 4).replace(/\n/g, '\n    ') : line
  )).join('\n');
}

/**
 * The game's own words for the shared mails (GameAdapter.words), wrapped as the templates place
 * them: the reminder's sentence on silence, and the help reply's line on the attached form (a
 * continuation of a list item, indented two spaces).
 */
export function gameWords(words: { readonly silence?: string; readonly form?: string } | undefined, turn: number): { silence: string; formWords: string } {
  const silence = wrapProse(`If no orders arrive, ${words?.silence ?? DEFAULT_WORDS.silence}`, 70);
  const form = wrapProse(`The attached form orders-turn-${turn}.yaml ${words?.form ?? DEFAULT_WORDS.form}`, 68).split('\n').map((l) => `  ${l}`).join('\n');
  return { silence, formWords: form };
}
