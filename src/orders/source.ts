/**
 * Parses orders text into a YAML document that remembers where everything is, under limits
 * that make hostile input (YAML bombs, deep nesting, huge mail) a coded error rather than a
 * crash or a hang. `parseSource` never throws.
 *
 * The limits and the checks that measure against them are in source-limits.ts, the document's
 * line index and path lookup in source-doc.ts; this module runs the checks in order, cheapest
 * and most protective first:
 *   1. size (before any parsing);
 *   2. nesting depth on the CST (the yaml Parser is iterative, but its Composer recurses: deep
 *      input must be refused before composing, or it can exhaust the stack);
 *   3. parseDocument: syntax errors and duplicate keys;
 *   4. aliases: count, unresolved, recursive, expanded depth / keys / size — all computed on the
 *      AST with memoization, so a "billion laughs" costs time linear in the text, not the bomb.
 */
import { LineCounter, parseDocument, type Document, type ParsedNode, type YAMLError } from 'yaml';
import { diagnosticAtOffset, type Diagnostic, type Severity } from './diagnostic.js';
import { makeSource, type SourceDoc } from './source-doc.js';
import { checkAliasesAndSize, capDiagnostics, cstTooDeep, DEFAULT_LIMITS, HARD_DEPTH_CAP, type SourceLimits } from './source-limits.js';

export interface ParseSourceResult {
  readonly source: SourceDoc;
  readonly diagnostics: Diagnostic[];
}

const PARSE_OPTIONS = { prettyErrors: false, uniqueKeys: true, strict: true } as const;

export function parseSource(text: string, limits: Partial<SourceLimits> = {}): ParseSourceResult {
  const lim: SourceLimits = { ...DEFAULT_LIMITS, ...limits };
  const str = typeof text === 'string' ? text : String(text ?? '');
  try {
    return parseChecked(str, lim);
  } catch (err) {
    // Defensive: nothing here should throw, but a player must get an answer, not a crash.
    const source = makeSource(str, emptyDoc(), new LineCounter(), lim);
    const detail = err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 200) : 'unknown';
    return { source, diagnostics: [diagnosticAtOffset(source, 0, 1, 'ADM1099', { detail })] };
  }
}

function emptyDoc(): Document.Parsed {
  return parseDocument('', PARSE_OPTIONS);
}

function parseChecked(text: string, lim: SourceLimits): ParseSourceResult {
  // 1. Size, before any parsing work.
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > lim.maxBytes) {
    const source = makeSource(text, emptyDoc(), new LineCounter(), lim);
    return { source, diagnostics: [diagnosticAtOffset(source, 0, 1, 'ADM1006', { size: bytes, limit: lim.maxBytes })] };
  }

  // 2. Nesting depth on the CST (iterative; protects the recursive composer).
  const cap = Math.min(HARD_DEPTH_CAP, Math.max(1, lim.maxDepth));
  const deep = cstTooDeep(text, cap);
  if (deep !== undefined) {
    const source = makeSource(text, emptyDoc(), new LineCounter(), lim);
    return { source, diagnostics: [diagnosticAtOffset(source, deep, 1, 'ADM1005', { limit: lim.maxDepth })] };
  }

  // 3. Parse.
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { ...PARSE_OPTIONS, lineCounter });
  const source = makeSource(text, doc, lineCounter, lim);
  const diagnostics: Diagnostic[] = [];
  for (const e of doc.errors) {
    const d = yamlErrorToDiagnostic(source, e, 'error');
    // Several parser errors can trace back to one unclosed bracket: report it once.
    if (!diagnostics.some((x) => x.code === d.code && x.line === d.line && x.column === d.column)) diagnostics.push(d);
  }
  for (const w of doc.warnings) diagnostics.push(yamlErrorToDiagnostic(source, w, 'warning'));

  // 4. Aliases and expanded size (only on a document that parsed).
  if (doc.errors.length === 0) diagnostics.push(...checkAliasesAndSize(source, lim));

  return { source, diagnostics: capDiagnostics(source, diagnostics, lim.maxDiagnostics) };
}

function yamlErrorToDiagnostic(source: SourceDoc, e: YAMLError, severity: Severity): Diagnostic {
  const [start, end] = Array.isArray(e.pos) ? e.pos : [0, 1];
  const length = Math.max(1, (end ?? start + 1) - start);
  const detail = cleanYamlMessage(e.message);
  switch (e.code) {
    case 'DUPLICATE_KEY': {
      const key = keyTextAt(source.text, start);
      return diagnosticAtOffset(source, start, key.length || length, 'ADM1002', { key: key || '?' });
    }
    case 'MULTIPLE_DOCS':
      return diagnosticAtOffset(source, start, 3, 'ADM1010');
    case 'RESOURCE_EXHAUSTION':
      return diagnosticAtOffset(source, start, 1, 'ADM1005', { limit: source.limits.maxDepth });
    default: {
      if (severity === 'warning') return diagnosticAtOffset(source, start, length, 'ADM1011', { detail });
      // The parser notices an unclosed flow list or map only where the text ends or dedents,
      // often lines later: point at the bracket that was never closed instead.
      const closer = /end with an? ([\]}])/.exec(e.message)?.[1];
      const opener = closer ? unclosedBracket(source.text, start, closer === ']' ? '[' : '{') : undefined;
      if (opener !== undefined) return diagnosticAtOffset(source, opener, 1, 'ADM1015', { open: source.text[opener], close: closer! });
      return diagnosticAtOffset(source, start, length, 'ADM1001', { detail });
    }
  }
}

/**
 * The offset of the last `open` bracket before `end` that is never closed, skipping quoted
 * strings and comments; undefined if there is none.
 */
export function unclosedBracket(text: string, end: number, open: '[' | '{'): number | undefined {
  const stack: { ch: string; at: number }[] = [];
  let quote: string | null = null;
  for (let i = 0; i < Math.min(end + 1, text.length); i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\' && quote === '"') i++;
      else if (ch === quote) quote = null;
      else if (ch === '\n' && quote === "'") quote = null;
      continue;
    }
    if (ch === '#' && (i === 0 || /\s/.test(text[i - 1]))) {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if ((ch === '"' || ch === "'") && (i === 0 || /[\s,[{:]/.test(text[i - 1]))) quote = ch;
    else if (ch === '[' || ch === '{') stack.push({ ch, at: i });
    else if ((ch === ']' || ch === '}') && stack.length && stack[stack.length - 1].ch === (ch === ']' ? '[' : '{')) stack.pop();
  }
  for (let j = stack.length - 1; j >= 0; j--) if (stack[j].ch === open) return stack[j].at;
  return undefined;
}

function cleanYamlMessage(m: string): string {
  const first = String(m).split('\n')[0].trim();
  const text = first.length > 160 ? `${first.slice(0, 157)}...` : first;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The plain key text starting at an offset (up to ':' or end of line). */
function keyTextAt(text: string, offset: number): string {
  const rest = text.slice(offset, offset + 200).split('\n')[0];
  const m = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^:#]*?)\s*(?::|$)/.exec(rest);
  return (m?.[1] ?? rest).trim();
}

/** For tests and tools: the parse options every orders document is read with. */
export const yamlParseOptions = PARSE_OPTIONS;

// Re-exported for semantic checks that walk the document themselves.
export type { ParsedNode };
