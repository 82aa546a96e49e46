/**
 * Diagnostics shaped like the TypeScript compiler's: a stable code, a severity, a message, a
 * 1-based line and column in the player's YAML, and the offending line echoed with `~` under the
 * fault. Nothing a player writes throws; problems are gathered as diagnostics.
 */
import { ordersCodes as codes, type OrdersCode } from '../codes/adm.js';
import { codeInfo, message as codeMessage, type CodeParams, type Severity } from '../codes/registry.js';
import type { SourceDoc, YamlPath } from './source-doc.js';

export type { Severity };

export interface Diagnostic {
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  /** 1-based line in the (normalized) orders text. */
  readonly line: number;
  /** 1-based column (UTF-16 code units) in that line. */
  readonly column: number;
  /** Characters to underline, at least 1. */
  readonly length: number;
  /** The whole offending line's text. */
  readonly source?: string;
  /** Rule section cited, e.g. "5.1". */
  readonly rule?: string;
  readonly hint?: string;
}

export interface DiagnosticAtOptions {
  /** Underline the key or the value of the last path element (default: value). */
  readonly part?: 'key' | 'value';
  /** Underline only this text inside the located scalar (first whole-token match). */
  readonly substring?: string;
  /** Which match of `substring` to underline when it appears more than once (from 0). */
  readonly occurrence?: number;
  readonly hint?: string;
  readonly rule?: string;
}

/** Builds a diagnostic positioned at a YAML path such as ['fleets', 'mittelmeer', 'plot', '4']. */
export function diagnosticAt(
  source: SourceDoc,
  path: YamlPath,
  code: string,
  severity: Severity,
  message: string,
  opts: DiagnosticAtOptions = {},
): Diagnostic {
  const loc = source.locate(path, opts.part ?? 'value', opts.substring, opts.occurrence);
  return {
    code,
    severity,
    message,
    line: loc.line,
    column: loc.column,
    length: loc.length,
    source: source.lines[loc.line - 1] ?? '',
    ...(opts.rule !== undefined ? { rule: opts.rule } : {}),
    ...(opts.hint !== undefined ? { hint: opts.hint } : {}),
  };
}

/**
 * Like `diagnosticAt`, but the severity, message, rule and hint come from the code registry
 * (`defineCodes`): `codedDiagnosticAt(src, path, 'GW2203', { fleet: 'mittelmeer', ... })`.
 */
export function codedDiagnosticAt(
  source: SourceDoc,
  path: YamlPath,
  code: string,
  params: CodeParams = {},
  opts: DiagnosticAtOptions = {},
): Diagnostic {
  const info = codeInfo(code);
  const hint = opts.hint ?? (info?.hint ? codeMessageHint(info.hint, params) : undefined);
  return diagnosticAt(source, path, code, info?.severity ?? 'error', codeMessage(code, params), {
    ...opts,
    ...(hint !== undefined ? { hint } : {}),
    ...((opts.rule ?? info?.rule) !== undefined ? { rule: opts.rule ?? info?.rule } : {}),
  });
}

function codeMessageHint(template: string, params: CodeParams): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (w, n: string) => (params[n] === undefined ? w : String(params[n])));
}

/** A diagnostic at an explicit position in a list of lines (clamped into the text). */
export function diagnosticAtPosition(
  lines: readonly string[],
  line: number,
  column: number,
  length: number,
  code: string,
  severity: Severity,
  message: string,
  extra: { rule?: string; hint?: string } = {},
): Diagnostic {
  const l = Math.min(Math.max(1, Math.floor(line) || 1), Math.max(1, lines.length));
  const text = lines[l - 1] ?? '';
  const c = Math.min(Math.max(1, Math.floor(column) || 1), text.length + 1);
  const len = Math.max(1, Math.min(Math.floor(length) || 1, text.length - c + 1));
  return {
    code, severity, message, line: l, column: c, length: len, source: text,
    ...(extra.rule !== undefined ? { rule: extra.rule } : {}),
    ...(extra.hint !== undefined ? { hint: extra.hint } : {}),
  };
}

/**
 * A parser-level (ADM) diagnostic at a character offset of the text: for faults found before
 * there is a path to point at (size, syntax, aliases).
 */
export function diagnosticAtOffset(source: SourceDoc, offset: number, length: number, code: OrdersCode, params: Record<string, string | number> = {}, severity?: Severity): Diagnostic {
  const { line, column } = source.position(offset);
  return diagnosticAtPosition(source.lines, line, column, length, code, severity ?? codes[code].severity, codeMessage(code, params));
}

/** Echoes a line safely: tabs and control characters become one space each, so carets align. */
function echo(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ');
}

/**
 * One diagnostic in `tsc --pretty false` style, plus the echoed line:
 *
 *     orders.yaml:7:10 - error GW2203: Fleet 'mittelmeer' cannot enter K40 … (5.1).
 *
 *     7       4: K40
 *                ~~~
 *       Did you mean 'K41'?
 */
export function formatDiagnostic(d: Diagnostic, fileName: string): string {
  const header = `${fileName}:${d.line}:${d.column} - ${d.severity} ${d.code}: ${d.message}`;
  const out = [header];
  if (d.source !== undefined) {
    const gutter = String(d.line);
    const text = echo(d.source).replace(/\s+$/, '');
    const col = Math.max(1, d.column);
    const len = Math.max(1, Math.min(d.length, Math.max(1, text.length - col + 1)));
    out.push('');
    out.push(`${gutter} ${text}`);
    out.push(`${' '.repeat(gutter.length)} ${' '.repeat(col - 1)}${'~'.repeat(len)}`);
  }
  if (d.hint) out.push(`  ${d.hint}`);
  return out.join('\n');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "Found 2 errors and 1 warning." (infos are counted too, when there are any). */
export function summaryLine(list: readonly Diagnostic[]): string {
  const errors = list.filter((d) => d.severity === 'error').length;
  const warnings = list.filter((d) => d.severity === 'warning').length;
  const infos = list.filter((d) => d.severity === 'info').length;
  const parts: string[] = [];
  if (errors > 0 || (warnings === 0 && infos === 0)) parts.push(plural(errors, 'error'));
  if (warnings > 0) parts.push(plural(warnings, 'warning'));
  if (infos > 0) parts.push(plural(infos, 'note'));
  const text = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `Found ${text}.`;
}

/** All diagnostics (sorted by position), separated by blank lines, then the summary line. */
export function formatDiagnostics(list: readonly Diagnostic[], fileName: string): string {
  const sorted = sortDiagnostics(list);
  const blocks = sorted.map((d) => formatDiagnostic(d, fileName));
  blocks.push(summaryLine(sorted));
  return `${blocks.join('\n\n')}\n`;
}

export function hasErrors(list: readonly Diagnostic[]): boolean {
  return list.some((d) => d.severity === 'error');
}

/** Plain JSON-ready objects with a fixed key order (for receipts, logs and the API). */
export function diagnosticsToJson(list: readonly Diagnostic[]): Diagnostic[] {
  return list.map((d) => ({
    code: d.code,
    severity: d.severity,
    message: d.message,
    line: d.line,
    column: d.column,
    length: d.length,
    ...(d.source !== undefined ? { source: d.source } : {}),
    ...(d.rule !== undefined ? { rule: d.rule } : {}),
    ...(d.hint !== undefined ? { hint: d.hint } : {}),
  }));
}

const severityRank: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** A new list ordered by line, then column, then severity, then code (stable otherwise). */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return list
    .map((d, i) => ({ d, i }))
    .sort((a, b) =>
      a.d.line - b.d.line ||
      a.d.column - b.d.column ||
      severityRank[a.d.severity] - severityRank[b.d.severity] ||
      (a.d.code < b.d.code ? -1 : a.d.code > b.d.code ? 1 : 0) ||
      a.i - b.i)
    .map((x) => x.d);
}
