/**
 * Turn reports: a view (games/gwas/views/index.ts) rendered as plain text, HTML or JSON.
 *
 * Templates live in the repository's templates/gwas/ and are compiled once, on first use, by
 * a private Handlebars instance per format. The text template is compiled with `noEscape`; the
 * HTML template is autoescaped, because fleet names and the like come from players. Output
 * depends only on the view: no clock, no random numbers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import { canonicalJson } from '../kernel/canonical.js';
import type { Modifier } from '../kernel/events.js';
import type { GwasView, LogLineView, ShipView, EnemyForceView } from '../games/gwas/views/index.js';
import { wrapText } from './wrap-text.js';

export type ReportFormat = 'text' | 'html' | 'json';

const TEMPLATE_DIR = fileURLToPath(new URL('../../templates/gwas/', import.meta.url));

type Template = (context: unknown) => string;

const MISSIONS: Record<string, string> = {
  transport: 'Transport', bombardment: 'Bombardment', escort: 'Escort', intercept: 'Intercept', raid: 'Raid',
  abort: 'Abort', minelaying: 'Minelaying', minesweeping: 'Minesweeping',
};

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `-${Math.abs(n)}` : '0';
}

function modifiersText(mods: readonly Modifier[] | undefined): string {
  if (!mods || mods.length === 0) return 'no modifiers';
  return mods.map((m) => `${signed(m.value)} ${m.name}${m.rule ? ` (${m.rule})` : ''}`).join(', ');
}

function damageText(ship: ShipView): string {
  return ship.damage.map((d) => `${d.location} ${d.marked}/${d.total}`).join(', ');
}

function pathText(line: LogLineView): string {
  const moved = line.path.length ? `${line.from} -> ${line.path.join('/')}` : `stayed in ${line.from}`;
  return line.portName ? `${moved}, in port at ${line.portName}` : moved;
}

function enemyText(e: EnemyForceView): string {
  const parts = [`${e.capital} capital`, `${e.light} light`];
  if (e.other) parts.push(`${e.other} other`);
  return `${e.ships} ship${e.ships === 1 ? '' : 's'} (${parts.join(', ')})`;
}

function helpers(hb: typeof Handlebars): void {
  hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  hb.registerHelper('ne', (a: unknown, b: unknown) => a !== b);
  hb.registerHelper('pad', (value: unknown, width: number) => String(value ?? '').padEnd(typeof width === 'number' ? width : 0));
  hb.registerHelper('join', (list: unknown, sep: unknown) => (Array.isArray(list) ? list.map(String).join(typeof sep === 'string' ? sep : ', ') : ''));
  hb.registerHelper('dice', (dice: unknown) => (Array.isArray(dice) ? dice.join(' + ') : ''));
  hb.registerHelper('mods', (mods: Modifier[] | undefined) => modifiersText(mods));
  hb.registerHelper('signed', (n: number) => signed(n));
  hb.registerHelper('mission', (m: string) => MISSIONS[m] ?? m);
  hb.registerHelper('since', (t: number) => (t > 0 ? `since turn ${t}` : 'since the start'));
  hb.registerHelper('damage', (s: ShipView) => damageText(s));
  // The ship column as wide as the fleet's longest name: with each ship's damage on a line of its
  // own, a row then fits the 76 columns a mail client keeps (src/reports/wrap-text.ts).
  hb.registerHelper('nameWidth', (ships: { name: string }[] | undefined) => Math.max(4, ...(ships ?? []).map((x) => x.name.length)));
  hb.registerHelper('logpath', (l: LogLineView) => pathText(l));
  hb.registerHelper('enemy', (e: EnemyForceView) => enemyText(e));
  hb.registerHelper('names', (list: { name: string; id: string }[] | undefined) => (list ?? []).map((f) => f.name).join(', '));
  hb.registerHelper('plural', (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`);
  hb.registerHelper('upper', (s: string) => String(s ?? '').toUpperCase());
  hb.registerHelper('battleOrders', (b: Record<string, unknown> | undefined) => {
    const entries = Object.entries(b ?? {}).sort(([x], [y]) => (x < y ? -1 : 1));
    return entries.length ? entries.map(([k, v]) => `${k} ${Array.isArray(v) ? v.join('/') : String(v)}`).join(', ') : 'none (defaults)';
  });
  hb.registerHelper('planText', (plan: { turn: number; entry: string }[] | undefined) =>
    plan && plan.length ? plan.map((p) => `${p.turn}: ${p.entry}`).join('; ') : 'nothing plotted');
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
