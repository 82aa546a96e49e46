/**
 * Turn reports: a view (games/gwas/views/index.ts) rendered as plain text, HTML or JSON.
 *
 * Templates live in the game's folder, src/games/gwas/templates/, and are compiled once, on first
 * use, by a private Handlebars instance per format. The text template is compiled with `noEscape`; the
 * HTML template is autoescaped, because fleet names and the like come from players. Output
 * depends only on the view: no clock, no random numbers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import { canonicalJson } from '../kernel/canonical.js';
import type { GwasView } from '../games/gwas/views/index.js';
import { GWAS_HELPERS } from '../games/gwas/views/helpers.js';
import { wrapText } from './wrap-text.js';

export type ReportFormat = 'text' | 'html' | 'json';

const TEMPLATE_DIR = fileURLToPath(new URL('../games/gwas/templates/', import.meta.url));

type Template = (context: unknown) => string;

function helpers(hb: typeof Handlebars): void {
  hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  hb.registerHelper('ne', (a: unknown, b: unknown) => a !== b);
  hb.registerHelper('pad', (value: unknown, width: number) => String(value ?? '').padEnd(typeof width === 'number' ? width : 0));
  hb.registerHelper('join', (list: unknown, sep: unknown) => (Array.isArray(list) ? list.map(String).join(typeof sep === 'string' ? sep : ', ') : ''));
  hb.registerHelper('plural', (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`);
  hb.registerHelper('upper', (s: string) => String(s ?? '').toUpperCase());
  // The game's own helpers (seam §8: they live with its views).
  for (const [name, fn] of Object.entries(GWAS_HELPERS)) hb.registerHelper(name, fn);
}

interface Compiled { text: Template; html: Template }
let compiled: Compiled | null = null;

function compileFormat(ext: 'txt' | 'html'): Template {
  const hb = Handlebars.create();
  helpers(hb);
  const options = ext === 'txt' ? { noEscape: true, strict: false } : { strict: false };
  const partialDir = `${TEMPLATE_DIR}partials/`;
  for (const file of readdirSync(partialDir).sort()) {
    const suffix = `.${ext}.hbs`;
    if (!file.endsWith(suffix)) continue;
    hb.registerPartial(file.slice(0, -suffix.length), hb.compile(readFileSync(partialDir + file, 'utf8'), options));
  }
  return hb.compile(readFileSync(`${TEMPLATE_DIR}report.${ext}.hbs`, 'utf8'), options);
}

function templates(): Compiled {
  if (!compiled) compiled = { text: compileFormat('txt'), html: compileFormat('html') };
  return compiled;
}

/** Pretty JSON with object keys sorted, so the same view always gives the same bytes. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(JSON.parse(canonicalJson(value)), null, 2)}\n`;
}

export function renderReport(view: GwasView, format: ReportFormat): string {
  if (format === 'json') return stableJson(view);
  const context = { ...view, isUmpire: view.kind === 'umpire' };
  // Text lines stay within what mail clients leave alone (issue 9: no re-wrapping).
  const out = format === 'text' ? wrapText(templates().text(context)) : templates().html(context);
  // Tidy: no trailing spaces, at most one blank line in a row, one final newline.
  return `${out.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
