/**
 * Orders text → typed value, or diagnostics saying exactly where and why not:
 *   normalize (mail damage) → parseSource (YAML, limits) → shape checks → commented-out plot
 *   lines → schema check → value.
 * Each stage runs only when the one before found no errors, so a player sees the first real
 * problem, not its echoes. Never throws.
 */
import { isMap, isPair, isScalar, visit, type Node } from 'yaml';
import { ordersCodes as codes } from '../codes/adm.js';
import { message } from '../codes/registry.js';
import { diagnosticAt, diagnosticAtPosition, hasErrors, sortDiagnostics, type Diagnostic } from './diagnostic.js';
import { normalizeText, TAB_WIDTHS } from './normalize.js';
import { checkAgainstSchema } from './schema-check.js';
import { parseSource } from './source.js';
import { makeSource, type SourceDoc } from './source-doc.js';
import { DEFAULT_LIMITS, type SourceLimits } from './source-limits.js';
import { LineCounter, parseDocument } from 'yaml';

export interface ParseOrdersResult<T> {
  /** Present only when there are no errors (warnings allowed). */
  readonly value?: T;
  readonly source: SourceDoc;
  /** Sorted by line and column. */
  readonly diagnostics: Diagnostic[];
}

export function parseOrders<T>(text: string, schema: object, limits: Partial<SourceLimits> = {}): ParseOrdersResult<T> {
  const str = typeof text === 'string' ? text : String(text ?? '');
  try {
    return parseOrdersUnsafe<T>(str, schema, limits);
  } catch (err) {
    const lim = { ...DEFAULT_LIMITS, ...limits };
    const source = makeSource(str, parseDocument(''), new LineCounter(), lim);
    const detail = (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 200);
    return {
      source,
      diagnostics: [diagnosticAtPosition(source.lines, 1, 1, 1, 'ADM1099', 'error', message('ADM1099', { detail }))],
    };
  }
}

/**
 * Orders indented with tabs are read with a tab as 2 spaces; when they do not parse that way
 * (a YAML or schema error), as 4 and then 8, and the first width at which they parse is taken,
 * its warning (ADM1003) naming it. When none does, the errors are those of the first width: the
 * player sees the same report as before, and the warning says how the tabs were read.
 */
function parseOrdersUnsafe<T>(text: string, schema: object, limits: Partial<SourceLimits>): ParseOrdersResult<T> {
  const first = parseAtTabWidth<T>(text, schema, limits, TAB_WIDTHS[0]);
  if (first.tabbed === 0 || first.result.value !== undefined) return first.result;
  for (const width of TAB_WIDTHS.slice(1)) {
    const other = parseAtTabWidth<T>(text, schema, limits, width);
    if (other.result.value !== undefined) return other.result;
  }
  return first.result;
}

function parseAtTabWidth<T>(text: string, schema: object, limits: Partial<SourceLimits>, tabWidth: number): { result: ParseOrdersResult<T>; tabbed: number } {
  const normalized = Buffer.byteLength(text, 'utf8') > { ...DEFAULT_LIMITS, ...limits }.maxBytes * 4 ? undefined : normalizeText(text, tabWidth);
  return { result: parseNormalized<T>(text, normalized, schema, limits), tabbed: normalized?.changes.tabLines ?? 0 };
}

function parseNormalized<T>(text: string, normalized: ReturnType<typeof normalizeText> | undefined, schema: object, limits: Partial<SourceLimits>): ParseOrdersResult<T> {
  const lim: SourceLimits = { ...DEFAULT_LIMITS, ...limits };
  // Oversized mail is refused before it is even normalized (parseAtTabWidth; normalizing keeps the byte count close).
  const parsed = parseSource(normalized?.text ?? text, lim);
  const source = parsed.source;
  const diagnostics: Diagnostic[] = [...(normalized?.diagnostics ?? []), ...parsed.diagnostics];
  const done = (value?: T): ParseOrdersResult<T> => ({
    ...(value !== undefined ? { value } : {}),
    source,
    diagnostics: sortDiagnostics(diagnostics),
  });
  if (hasErrors(diagnostics)) return done();

  const contents = source.doc.contents as Node | null;
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    const firstContent = source.lines.findIndex((l) => l.trim() !== '' && !l.trim().startsWith('#'));
    diagnostics.push(diagnosticAtPosition(source.lines, firstContent >= 0 ? firstContent + 1 : 1, 1, 1,
      'ADM1008', codes.ADM1008.severity, message('ADM1008')));
    return done();
  }
  if (!isMap(contents)) {
    const actual = isScalar(contents)
      ? typeof contents.value === 'string' ? `the text '${truncate(contents.value)}'` : `the value ${truncate(String(contents.value))}`
      : 'a list';
    diagnostics.push(diagnosticAt(source, [], 'ADM1009', codes.ADM1009.severity, message('ADM1009', { actual })));
    return done();
  }

  diagnostics.push(...commentedOutPlotLines(source));

  let value: unknown;
  try {
    value = source.doc.toJS({ maxAliasCount: Math.max(lim.maxAliases * 50, 100) });
  } catch (err) {
    const detail = (err instanceof Error ? err.message : String(err)).slice(0, 200);
    const code = /alias/i.test(detail) ? 'ADM1004' : 'ADM1014';
    diagnostics.push(diagnosticAt(source, [], code, 'error', message(code, { detail })));
    return done();
  }

  diagnostics.push(...checkAgainstSchema(source, schema, value));
  if (hasErrors(diagnostics)) return done();
  return done(value as T);
}

function truncate(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 40 ? `${one.slice(0, 37)}...` : one;
}

const PLOT_LINE = /^([0-9]{1,3})\s*:\s*([A-Za-z][A-Za-z0-9 '/-]{0,79})\s*$/;

/**
 * Warns about comment lines inside a block `plot:` mapping that read like plot entries
 * (`# 4: K40`, or `#      4: K40` from an editor's toggle-comment): probably commented out by
 * mistake, and silently ignored otherwise.
 */
export function commentedOutPlotLines(source: SourceDoc): Diagnostic[] {
  const out: Diagnostic[] = [];
  visit(source.doc, {
    Pair: (_k, pair) => {
      if (!isPair(pair) || !isScalar(pair.key) || pair.key.value !== 'plot') return;
      const value = pair.value as Node | null;
      const blockMap = isMap(value) && !value.flow;
      const empty = value === null || (isScalar(value) && value.value === null);
      if (!blockMap && !empty) return;
      const range = pair.key.range;
      if (!range) return;
      const { line: keyLine, column: keyColumn } = source.position(range[0]);
      const keyIndent = keyColumn - 1;
      for (let i = keyLine; i < source.lines.length; i++) {
        const text = source.lines[i];
        const trimmed = text.trim();
        if (trimmed === '') continue;
        const indent = text.length - text.trimStart().length;
        if (trimmed.startsWith('#')) {
          const m = PLOT_LINE.exec(trimmed.replace(/^#+/, '').trim());
          if (m) {
            out.push(diagnosticAtPosition(source.lines, i + 1, indent + 1, trimmed.length, 'ADM1040',
              codes.ADM1040.severity, message('ADM1040'), { hint: `Remove the '#' to plot '${m[1]}: ${m[2].trim()}'.` }));
          }
          continue;
        }
        if (indent <= keyIndent) break;
      }
    },
  });
  return out;
}
