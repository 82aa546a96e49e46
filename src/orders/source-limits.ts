/**
 * Limits on orders text that make hostile input (YAML bombs, deep nesting, huge mail) a coded
 * error rather than a crash or a hang, and the checks that measure a text against them. The
 * alias checks work on the AST with memoization, so a "billion laughs" costs time linear in the
 * text, not the bomb.
 */
import { Alias, CST, isAlias, isMap, isPair, isSeq, Parser, visit, type Node } from 'yaml';
import { ordersCodes as codes } from '../codes/adm.js';
import { message } from '../codes/registry.js';
import { diagnosticAtOffset, diagnosticAtPosition, type Diagnostic } from './diagnostic.js';
import type { SourceDoc } from './source-doc.js';

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
export const HARD_DEPTH_CAP = 200;

/** The first `max` diagnostics, and one more saying the rest were left out (ADM1098). */
export function capDiagnostics(source: SourceDoc, list: Diagnostic[], max: number): Diagnostic[] {
  if (list.length <= max) return list;
  const kept = list.slice(0, Math.max(0, max));
  const last = kept[kept.length - 1];
  kept.push(diagnosticAtPosition(source.lines, last?.line ?? 1, last?.column ?? 1, 1, 'ADM1098',
    codes.ADM1098.severity, message('ADM1098', { limit: max })));
  return kept;
}

/** Offset of the first collection deeper than `cap` in the CST, or undefined. */
export function cstTooDeep(text: string, cap: number): number | undefined {
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

/** A subtree after aliases are expanded: its height, mapping keys and values. */
interface Measure {
  height: number;
  keys: number;
  nodes: number;
}

/** Aliases (count, unresolved, recursive) and the expanded depth, keys and size of a parsed document. */
export function checkAliasesAndSize(source: SourceDoc, lim: SourceLimits): Diagnostic[] {
  const doc = source.doc;
  const aliases: Alias[] = [];
  visit(doc, { Alias: (_k, node) => { aliases.push(node); } });
  if (aliases.length > lim.maxAliases) {
    const a = aliases[lim.maxAliases];
    const r = a.range ?? [0, 1];
    return [diagnosticAtOffset(source, r[0], r[1] - r[0], 'ADM1004', {
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
      diags.push(diagnosticAtOffset(source, r[0], r[1] - r[0], 'ADM1012', { name: a.source }));
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
    return [diagnosticAtOffset(source, r[0], r[1] - r[0], 'ADM1013', { name: recursive.source })];
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
    return [diagnosticAtOffset(source, r[0], 1, 'ADM1005', { limit: lim.maxDepth })];
  }
  if (root.keys > lim.maxKeys) {
    return [diagnosticAtOffset(source, 0, 1, 'ADM1007', { count: root.keys, limit: lim.maxKeys })];
  }
  if (aliases.length > 0 && root.nodes > lim.maxExpandedNodes) {
    const r = aliases[0].range ?? [0, 1];
    return [diagnosticAtOffset(source, r[0], r[1] - r[0], 'ADM1004', {
      detail: `the aliases expand to ${root.nodes} values, at most ${lim.maxExpandedNodes} allowed`,
    })];
  }
  return [];
}
