/**
 * Parses orders text into a YAML document that remembers where everything is, under limits
 * that make hostile input (YAML bombs, deep nesting, huge mail) a coded error rather than a
 * crash or a hang. `parseSource` never throws.
 *
 * Order of checks, cheapest and most protective first:
 *   1. size (before any parsing);
 *   2. nesting depth on the CST (the yaml Parser is iterative, but its Composer recurses: deep
 *      input must be refused before composing, or it can exhaust the stack);
 *   3. parseDocument: syntax errors and duplicate keys;
 *   4. aliases: count, unresolved, recursive, expanded depth / keys / size — all computed on the
 *      AST with memoization, so a "billion laughs" costs time linear in the text, not the bomb.
 */
import {
  Alias, CST, isAlias, isMap, isPair, isScalar, isSeq, LineCounter, Parser, parseDocument, visit,
  type Document, type Node, type ParsedNode, type YAMLError,
} from 'yaml';
import { codes, message } from './codes.js';
import { diagnosticAtPosition, type Diagnostic, type Severity } from './diagnostic.js';

export type YamlPath = readonly (string | number)[];

export interface SourceLimits {
  /** Largest text accepted, in UTF-8 bytes. */
  readonly maxBytes: number;
  /** Deepest nesting of mappings and sequences (the top-level mapping is depth 1). */
  readonly maxDepth: number;
  /** Most alias nodes (`*name`) in a document. */
  readonly maxAliases: number;
  /** Most mapping keys, counted after aliases are expanded. */
  readonly maxKeys: number;
  /** Most values after aliases are expanded (only reached through aliases). */
  readonly maxExpandedNodes: number;
  /** Most diagnostics reported from one parse. */
  readonly maxDiagnostics: number;
}

export const DEFAULT_LIMITS: SourceLimits = Object.freeze({
  maxBytes: 64 * 1024,
  maxDepth: 12,
  maxAliases: 20,
  maxKeys: 2000,
  maxExpandedNodes: 20000,
  maxDiagnostics: 50,
});

/** Beyond this CST depth the yaml composer is never called, whatever the configured limit. */
const HARD_DEPTH_CAP = 200;

export interface Location {
  readonly line: number;
  readonly column: number;
  readonly length: number;
}

export interface FoundNode {
  /** The value node at the deepest existing path element (null for an empty document). */
  readonly node: Node | null;
  /** The key node of the pair holding `node`, when `node` is a mapping value. */
  readonly key: Node | null;
  /** How many path elements were found (path.length when the whole path exists). */
  readonly depth: number;
}

export interface SourceDoc {
  /** The text parsed (normalized when it came through parseOrders). */
  readonly text: string;
  /** `text` split into lines (without line terminators). */
  readonly lines: readonly string[];
  readonly doc: Document.Parsed;
  readonly lineCounter: LineCounter;
  readonly limits: SourceLimits;
  /** 1-based line and column of a character offset in `text` (clamped into the text). */
  position(offset: number): { line: number; column: number };
  /** The deepest existing node on a path (mapping keys as strings or numbers, sequence indexes). */
  find(path: YamlPath): FoundNode;
  /**
   * Where to underline for a path: the value (default) or the key of its last element. A missing
   * key falls back to its parent's key; an empty or block-collection value to its key. With
   * `substring`, only that text inside the scalar (first whole-token match).
   */
  locate(path: YamlPath, part?: 'key' | 'value', substring?: string): Location;
}

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
    return { source, diagnostics: [at(source, 0, 1, 'ADM1099', { detail })] };
  }
}

function emptyDoc(): Document.Parsed {
  return parseDocument('', PARSE_OPTIONS);
}

function at(source: SourceDoc, offset: number, length: number, code: keyof typeof codes, params: Record<string, string | number> = {}, severity?: Severity): Diagnostic {
  const { line, column } = source.position(offset);
  return diagnosticAtPosition(source.lines, line, column, length, code, severity ?? codes[code].severity, message(code, params));
}

function parseChecked(text: string, lim: SourceLimits): ParseSourceResult {
  // 1. Size, before any parsing work.
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > lim.maxBytes) {
    const source = makeSource(text, emptyDoc(), new LineCounter(), lim);
    return { source, diagnostics: [at(source, 0, 1, 'ADM1006', { size: bytes, limit: lim.maxBytes })] };
  }

  // 2. Nesting depth on the CST (iterative; protects the recursive composer).
  const cap = Math.min(HARD_DEPTH_CAP, Math.max(1, lim.maxDepth));
  const deep = cstTooDeep(text, cap);
  if (deep !== undefined) {
    const source = makeSource(text, emptyDoc(), new LineCounter(), lim);
    return { source, diagnostics: [at(source, deep, 1, 'ADM1005', { limit: lim.maxDepth })] };
  }

  // 3. Parse.
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { ...PARSE_OPTIONS, lineCounter });
  const source = makeSource(text, doc, lineCounter, lim);
  const diagnostics: Diagnostic[] = [];
  for (const e of doc.errors) diagnostics.push(yamlErrorToDiagnostic(source, e, 'error'));
  for (const w of doc.warnings) diagnostics.push(yamlErrorToDiagnostic(source, w, 'warning'));

  // 4. Aliases and expanded size (only on a document that parsed).
  if (doc.errors.length === 0) diagnostics.push(...checkAliasesAndSize(source, lim));

  return { source, diagnostics: capDiagnostics(source, diagnostics, lim.maxDiagnostics) };
}

export function capDiagnostics(source: SourceDoc, list: Diagnostic[], max: number): Diagnostic[] {
  if (list.length <= max) return list;
  const kept = list.slice(0, Math.max(0, max));
  const last = kept[kept.length - 1];
  kept.push(diagnosticAtPosition(source.lines, last?.line ?? 1, last?.column ?? 1, 1, 'ADM1098',
    codes.ADM1098.severity, message('ADM1098', { limit: max })));
  return kept;
}

/** Offset of the first collection deeper than `cap` in the CST, or undefined. */
function cstTooDeep(text: string, cap: number): number | undefined {
  const stack: { token: unknown; depth: number }[] = [];
  for (const token of new Parser().parse(text)) stack.push({ token, depth: 0 });
  while (stack.length > 0) {
    const { token, depth } = stack.pop()!;
    if (!token || typeof token !== 'object') continue;
    const t = token as CST.Token;
    let d = depth;
    if (t.type === 'block-map' || t.type === 'block-seq' || t.type === 'flow-collection') {
      d = depth + 1;
      if (d > cap) return t.offset;
    }
    if (t.type === 'document') stack.push({ token: t.value, depth: d });
    if (t.type === 'block-map' || t.type === 'block-seq' || t.type === 'flow-collection') {
      for (const item of t.items as { key?: unknown; value?: unknown }[]) {
        if (item.key) stack.push({ token: item.key, depth: d });
        if (item.value) stack.push({ token: item.value, depth: d });
      }
    }
  }
  return undefined;
}

function yamlErrorToDiagnostic(source: SourceDoc, e: YAMLError, severity: Severity): Diagnostic {
  const [start, end] = Array.isArray(e.pos) ? e.pos : [0, 1];
  const length = Math.max(1, (end ?? start + 1) - start);
  const detail = cleanYamlMessage(e.message);
  switch (e.code) {
    case 'DUPLICATE_KEY': {
      const key = keyTextAt(source.text, start);
      return at(source, start, key.length || length, 'ADM1002', { key: key || '?' });
    }
    case 'MULTIPLE_DOCS':
      return at(source, start, 3, 'ADM1010');
    case 'RESOURCE_EXHAUSTION':
      return at(source, start, 1, 'ADM1005', { limit: source.limits.maxDepth });
    default:
      if (severity === 'warning') return at(source, start, length, 'ADM1011', { detail });
      return at(source, start, length, 'ADM1001', { detail });
  }
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

interface Measure {
  height: number;
  keys: number;
  nodes: number;
}

function checkAliasesAndSize(source: SourceDoc, lim: SourceLimits): Diagnostic[] {
  const doc = source.doc;
  const aliases: Alias[] = [];
  visit(doc, { Alias: (_k, node) => { aliases.push(node); } });
  if (aliases.length > lim.maxAliases) {
    const a = aliases[lim.maxAliases];
    const r = a.range ?? [0, 1];
    return [at(source, r[0], r[1] - r[0], 'ADM1004', {
      detail: `${aliases.length} aliases, at most ${lim.maxAliases} allowed`,
    })];
  }
  const diags: Diagnostic[] = [];
  const targets = new Map<Alias, Node | undefined>();
  for (const a of aliases) {
    const target = a.resolve(doc) as Node | undefined;
    targets.set(a, target);
    if (!target) {
      const r = a.range ?? [0, 1];
      diags.push(at(source, r[0], r[1] - r[0], 'ADM1012', { name: a.source }));
    }
  }
  if (diags.length > 0) return diags;

  // Memoized measures of the expanded tree: cost linear in the AST, whatever the expansion.
  const memo = new Map<unknown, Measure>();
  const inProgress = new Set<unknown>();
  let recursive: Alias | undefined;
  const measure = (node: unknown): Measure => {
    if (!node || typeof node !== 'object') return { height: 0, keys: 0, nodes: 0 };
    const cached = memo.get(node);
    if (cached) return cached;
    if (inProgress.has(node)) {
      return { height: Infinity, keys: Infinity, nodes: Infinity };
    }
    inProgress.add(node);
    let m: Measure;
    if (isAlias(node)) {
      const target = targets.get(node);
      if (target && inProgress.has(target)) {
        recursive ??= node;
        m = { height: Infinity, keys: Infinity, nodes: Infinity };
      } else {
        m = measure(target);
      }
    } else if (isMap(node) || isSeq(node)) {
      let height = 0;
      let keys = 0;
      let nodes = 1;
      for (const item of node.items as unknown[]) {
        if (isPair(item)) {
          const k = measure(item.key);
          const v = measure(item.value);
          height = Math.max(height, k.height, v.height);
          keys += 1 + k.keys + v.keys;
          nodes += k.nodes + v.nodes;
        } else {
          const v = measure(item);
          height = Math.max(height, v.height);
          keys += v.keys;
          nodes += v.nodes;
        }
      }
      m = { height: height + 1, keys, nodes };
    } else {
      m = { height: 0, keys: 0, nodes: 1 };
    }
    inProgress.delete(node);
    memo.set(node, m);
    return m;
  };
  const root = measure(doc.contents);
  if (recursive) {
    const r = recursive.range ?? [0, 1];
    return [at(source, r[0], r[1] - r[0], 'ADM1013', { name: recursive.source })];
  }
  if (root.height > lim.maxDepth) {
    // Walk down along the deepest branch to the first node beyond the limit.
    let node: unknown = doc.contents;
    let depth = 1;
    let reportAt: Node | undefined;
    while (node && depth <= lim.maxDepth) {
      const h = measure(node).height;
      const collection: unknown = isAlias(node) ? targets.get(node) : node;
      if (isAlias(node)) reportAt ??= node;
      if (!(isMap(collection) || isSeq(collection))) break;
      let next: unknown;
      for (const item of collection.items as unknown[]) {
        const candidates = isPair(item) ? [item.key, item.value] : [item];
        for (const c of candidates) if (!next && c && measure(c).height === h - 1) next = c;
      }
      if (!next) break;
      node = next;
      depth++;
    }
    const target = (reportAt ?? node) as Node | undefined;
    const r = target?.range ?? [0, 1];
    return [at(source, r[0], 1, 'ADM1005', { limit: lim.maxDepth })];
  }
  if (root.keys > lim.maxKeys) {
    return [at(source, 0, 1, 'ADM1007', { count: root.keys, limit: lim.maxKeys })];
  }
  if (aliases.length > 0 && root.nodes > lim.maxExpandedNodes) {
    const r = aliases[0].range ?? [0, 1];
    return [at(source, r[0], r[1] - r[0], 'ADM1004', {
      detail: `the aliases expand to ${root.nodes} values, at most ${lim.maxExpandedNodes} allowed`,
    })];
  }
  return [];
}

/** Builds the SourceDoc (line index and path lookup) around a parsed document. */
export function makeSource(text: string, doc: Document.Parsed, lineCounter: LineCounter, limits: SourceLimits = DEFAULT_LIMITS): SourceDoc {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));

  const position = (offset: number): { line: number; column: number } => {
    const off = Math.min(Math.max(0, Math.floor(offset) || 0), text.length);
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= off) lo = mid;
      else hi = mid - 1;
    }
    const column = Math.min(off - lineStarts[lo] + 1, (lines[lo]?.length ?? 0) + 1);
    return { line: lo + 1, column };
  };

  const resolve = (node: unknown): unknown => {
    if (isAlias(node)) {
      try {
        return node.resolve(doc);
      } catch {
        return undefined;
      }
    }
    return node;
  };

  const find = (path: YamlPath): FoundNode => {
    let node: Node | null = (doc.contents as Node | null) ?? null;
    let key: Node | null = null;
    let depth = 0;
    for (const seg of path) {
      const cur = resolve(node);
      let next: { node: Node | null; key: Node | null } | undefined;
      if (isMap(cur)) {
        for (const pair of cur.items) {
          if (keyMatches(pair.key, seg)) {
            next = { node: (pair.value as Node | null) ?? null, key: (pair.key as Node | null) ?? null };
            break;
          }
        }
      } else if (isSeq(cur)) {
        const index = typeof seg === 'number' ? seg : /^[0-9]+$/.test(seg) ? Number(seg) : -1;
        const item = index >= 0 ? cur.items[index] : undefined;
        if (item !== undefined) next = { node: (item as Node | null) ?? null, key: null };
      }
      if (!next) break;
      node = next.node;
      key = next.key;
      depth++;
    }
    return { node, key, depth };
  };

  const spanOf = (node: Node | null | undefined): [number, number] | undefined => {
    const r = node?.range;
    if (!r) return undefined;
    return [r[0], r[1]];
  };

  const toLocation = (start: number, end: number): Location => {
    const { line, column } = position(start);
    const lineText = lines[line - 1] ?? '';
    const lineEnd = lineStarts[line - 1] + lineText.length;
    const length = Math.max(1, Math.min(end, lineEnd) - Math.min(start, lineEnd));
    return { line, column, length };
  };

  const isBlockCollection = (node: unknown): boolean =>
    (isMap(node) || isSeq(node)) && !(node as { flow?: boolean }).flow;

  const locate = (path: YamlPath, part: 'key' | 'value' = 'value', substring?: string): Location => {
    const found = find(path);
    const complete = found.depth === path.length;
    let target: Node | null = found.node;
    const valueSpan = spanOf(found.node);
    const emptyValue = !valueSpan || valueSpan[1] <= valueSpan[0] ||
      (isScalar(found.node) && found.node.value === null && (found.node as { source?: string }).source === '');
    if (found.key && (!complete || part === 'key' || emptyValue || isBlockCollection(found.node))) {
      target = found.key;
    }
    if (!found.key && isMap(target) && target.items.length > 0 && !target.flow) {
      // The whole document (or a sequence item that is a mapping): point at its first key.
      target = (target.items[0].key as Node | null) ?? target;
    }
    const span = spanOf(target);
    if (!span) return { line: 1, column: 1, length: Math.max(1, Math.min(1, (lines[0] ?? '').length)) };
    if (substring && complete && target === found.node) {
      const raw = text.slice(span[0], span[1]);
      const idx = tokenIndexOf(raw, substring);
      if (idx >= 0) return toLocation(span[0] + idx, span[0] + idx + substring.length);
    }
    return toLocation(span[0], span[1]);
  };

  return { text, lines, doc, lineCounter, limits, position, find, locate };
}

function keyMatches(key: unknown, seg: string | number): boolean {
  if (!isScalar(key)) return false;
  const s = String(seg);
  if (String(key.value) === s) return true;
  const src = (key as { source?: unknown }).source;
  return typeof src === 'string' && src === s;
}

/** Index of `needle` in `hay` where it stands as a whole token; else the first occurrence. */
function tokenIndexOf(hay: string, needle: string): number {
  if (!needle) return -1;
  const word = /[A-Za-z0-9_]/;
  let i = hay.indexOf(needle);
  const first = i;
  while (i !== -1) {
    const before = i > 0 ? hay[i - 1] : '';
    const after = hay[i + needle.length] ?? '';
    if (!word.test(before) && !word.test(after)) return i;
    i = hay.indexOf(needle, i + 1);
  }
  return first;
}

/** For tests and tools: the parse options every orders document is read with. */
export const yamlParseOptions = PARSE_OPTIONS;

// Re-exported for semantic checks that walk the document themselves.
export type { ParsedNode };
