/**
 * Turn reports: a game's view rendered as plain text, HTML or JSON, with the game's templates
 * (seam §1 ViewsDef.templates; GWAS: src/games/gwas/views/templates.ts).
 *
 * The templates are read from the game's folder and compiled once per game, on first use, by a
 * private Handlebars instance per format, with the shared helpers below and the game's own. The
 * text template is compiled with `noEscape`; the HTML template is autoescaped, because fleet
 * names and the like come from players. Output depends only on the view: no clock, no random
 * numbers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import { canonicalJson } from '../kernel/canonical.js';
import type { ReportTemplates } from '../game-api/adapter.js';
import { wrapText } from './wrap-text.js';

export type ReportFormat = 'text' | 'html' | 'json';

/** Template folders are named from the repository root (two levels above src/reports). */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

type Template = (context: unknown) => string;

/** Helpers any game's templates may use; a game's own helpers are registered after them. */
function helpers(hb: typeof Handlebars, game: ReportTemplates['helpers']): void {
  hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  hb.registerHelper('ne', (a: unknown, b: unknown) => a !== b);
  hb.registerHelper('pad', (value: unknown, width: number) => String(value ?? '').padEnd(typeof width === 'number' ? width : 0));
  hb.registerHelper('join', (list: unknown, sep: unknown) => (Array.isArray(list) ? list.map(String).join(typeof sep === 'string' ? sep : ', ') : ''));
  hb.registerHelper('plural', (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`);
  hb.registerHelper('upper', (s: string) => String(s ?? '').toUpperCase());
  for (const [name, fn] of Object.entries(game)) hb.registerHelper(name, fn);
}

interface Compiled { text: Template; html: Template }
/** Keyed by the game's templates object, so each game compiles once. */
const compiled = new WeakMap<ReportTemplates, Compiled>();

/** One format's template; partials are the files of the partials folder named `<name>.<ext>.hbs`. */
function compileFormat(t: ReportTemplates, ext: 'txt' | 'html'): Template {
  const hb = Handlebars.create();
  helpers(hb, t.helpers);
  const options = ext === 'txt' ? { noEscape: true, strict: false } : { strict: false };
  const dir = join(REPO_ROOT, t.dir);
  if (t.partials) {
    const partialDir = join(dir, t.partials);
    for (const file of readdirSync(partialDir).sort()) {
      const suffix = `.${ext}.hbs`;
      if (!file.endsWith(suffix)) continue;
      hb.registerPartial(file.slice(0, -suffix.length), hb.compile(readFileSync(join(partialDir, file), 'utf8'), options));
    }
  }
  return hb.compile(readFileSync(join(dir, ext === 'txt' ? t.text : t.html), 'utf8'), options);
}

function templates(t: ReportTemplates): Compiled {
  let c = compiled.get(t);
  if (!c) compiled.set(t, (c = { text: compileFormat(t, 'txt'), html: compileFormat(t, 'html') }));
  return c;
}

/** Pretty JSON with object keys sorted, so the same view always gives the same bytes. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(JSON.parse(canonicalJson(value)), null, 2)}\n`;
}

/** A view (plain JSON, with `kind: 'umpire'` for the umpire's) in one format, with the game's templates. */
export function renderReport(view: object, format: ReportFormat, t: ReportTemplates): string {
  if (format === 'json') return stableJson(view);
  const context = { ...view, isUmpire: (view as { kind?: unknown }).kind === 'umpire' };
  // Text lines stay within what mail clients leave alone (issue 9: no re-wrapping).
  const out = format === 'text' ? wrapText(templates(t).text(context)) : templates(t).html(context);
  // Tidy: no trailing spaces, at most one blank line in a row, one final newline.
  return `${out.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
