/**
 * Pages from the Handlebars templates in templates/pages/. Every value is HTML-escaped by
 * Handlebars ({{x}}); the only unescaped insertion is the page body into the layout, and the body
 * is itself the output of an escaping template.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';

const DIR = fileURLToPath(new URL('../../templates/pages/', import.meta.url));
const hbs = Handlebars.create();
for (const f of readdirSync(`${DIR}partials`)) {
  if (f.endsWith('.hbs')) hbs.registerPartial(f.replace(/\.hbs$/, ''), readFileSync(`${DIR}partials/${f}`, 'utf8'));
}
/** `{{utc iso}}`: a stored instant as "1914-08-03 06:00:00 UTC" (the store keeps ISO strings). */
hbs.registerHelper('utc', (iso: unknown) => {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return iso ?? '';
  return `${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
});
const cache = new Map<string, Handlebars.TemplateDelegate>();

function template(name: string): Handlebars.TemplateDelegate {
  let t = cache.get(name);
  if (!t) {
    t = hbs.compile(readFileSync(`${DIR}${name}.html.hbs`, 'utf8'), { strict: false });
    cache.set(name, t);
  }
  return t;
}

export type PageName = 'moderator' | 'campaign' | 'turn' | 'mail' | 'player' | 'player-turn';

export interface PageFrame {
  readonly title: string;
  /** The token's root path (`/m/<token>` or `/p/<token>`): links and assets hang from it. */
  readonly base: string;
  /** The link text back to the root. */
  readonly home: string;
  readonly crumb?: string;
}

export function renderPage(name: PageName, frame: PageFrame, context: Record<string, unknown>): string {
  const body = template(name)({ ...context, base: frame.base });
  return template('layout')({ ...frame, body });
}

/** A static asset (pages.css, local-time.js); null for any other name. */
export function asset(name: string): { body: string; type: string } | null {
  const types: Record<string, string> = { 'pages.css': 'text/css; charset=utf-8', 'local-time.js': 'text/javascript; charset=utf-8' };
  const type = types[name];
  return type ? { body: readFileSync(`${DIR}assets/${name}`, 'utf8'), type } : null;
}
