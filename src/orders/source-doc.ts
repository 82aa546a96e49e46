/**
 * A parsed orders document that remembers where everything is: line and column of an offset,
 * the node at a YAML path, and the span to underline for a diagnostic about that path.
 */
import { isAlias, isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import { DEFAULT_LIMITS, type SourceLimits } from './source-limits.js';

export type YamlPath = readonly (string | number)[];

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
  locate(path: YamlPath, part?: 'key' | 'value', substring?: string, occurrence?: number): Location;
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

  const locate = (path: YamlPath, part: 'key' | 'value' = 'value', substring?: string, occurrence = 0): Location => {
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
      const idx = tokenIndexOf(raw, substring, occurrence);
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

/**
 * Index of `needle` in `hay` where it stands as a whole token (the `occurrence`-th such, from 0,
 * when the same text appears twice, as in "Search 1/M23/Search 1"); else the first occurrence.
 */
function tokenIndexOf(hay: string, needle: string, occurrence = 0): number {
  if (!needle) return -1;
  const word = /[A-Za-z0-9_]/;
  let i = hay.indexOf(needle);
  const first = i;
  let seen = 0;
  let firstToken = -1;
  while (i !== -1) {
    const before = i > 0 ? hay[i - 1] : '';
    const after = hay[i + needle.length] ?? '';
    if (!word.test(before) && !word.test(after)) {
      if (firstToken < 0) firstToken = i;
      if (seen++ === occurrence) return i;
    }
    i = hay.indexOf(needle, i + 1);
  }
  return firstToken >= 0 ? firstToken : first;
}
