/**
 * Small differs for the amended replay: a structural diff of plain JSON (paths with before and
 * after) and a line diff of two texts (longest common subsequence, with a little context).
 */

export interface Change {
  /** e.g. "fleets.milne.zone", "ships.goeben.damage.hull", "vp.allied". */
  readonly path: string;
  readonly before: unknown;
  readonly after: unknown;
}

const MISSING = Symbol('missing');

function pathOf(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? (/^[A-Za-z_$][\w$-]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`) : key;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Every leaf that differs between two JSON values. Arrays of scalars that differ are reported
 * whole (a fleet's path [X26, W27] → [X26, X27] reads better than element by element).
 */
export function diffJson(before: unknown, after: unknown, path = ''): Change[] {
  const out: Change[] = [];
  walk(before, after, path, out);
  return out;
}

function walk(a: unknown, b: unknown, path: string, out: Change[]): void {
  if (a === b) return;
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) {
      const x = k in a ? a[k] : MISSING;
      const y = k in b ? b[k] : MISSING;
      if (x === MISSING) out.push({ path: pathOf(path, k), before: undefined, after: y });
      else if (y === MISSING) out.push({ path: pathOf(path, k), before: x, after: undefined });
      else walk(x, y, pathOf(path, k), out);
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const scalars = [...a, ...b].every((v) => typeof v !== 'object' || v === null);
    if (scalars || a.length !== b.length) {
      if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ path, before: a, after: b });
      return;
    }
    for (let i = 0; i < a.length; i++) walk(a[i], b[i], pathOf(path, i), out);
    return;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ path, before: a, after: b });
}

function show(v: unknown): string {
  if (v === undefined) return '(absent)';
  const s = JSON.stringify(v);
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
}

export function formatChanges(changes: readonly Change[], limit = 200): string[] {
  const lines = changes.slice(0, limit).map((c) => `  ${c.path}: ${show(c.before)} → ${show(c.after)}`);
  if (changes.length > limit) lines.push(`  … and ${changes.length - limit} more`);
  return lines;
}

/**
 * A unified-style line diff ("-" before only, "+" after only, " " context), hunks separated by
 * "@@"; empty when the texts are equal.
 */
export function lineDiff(before: string, after: string, context = 2): string[] {
  if (before === after) return [];
  const a = before.split('\n');
  const b = after.split('\n');
  // Trim the common head and tail, then LCS on what is left (reports differ in a few places).
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const n = x.length;
  const m = y.length;
  const ops: { op: ' ' | '-' | '+'; line: string; ai: number }[] = [];
  if (n * m > 4_000_000) {
    for (const l of x) ops.push({ op: '-', line: l, ai: 0 });
    for (const l of y) ops.push({ op: '+', line: l, ai: 0 });
  } else {
    const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && x[i] === y[j]) { ops.push({ op: ' ', line: x[i], ai: i }); i++; j++; }
      else if (j < m && (i >= n || lcs[i][j + 1] >= lcs[i + 1][j])) { ops.push({ op: '+', line: y[j], ai: i }); j++; }
      else { ops.push({ op: '-', line: x[i], ai: i }); i++; }
    }
  }
  const full = [
    ...a.slice(Math.max(0, head - context), head).map((line) => ({ op: ' ' as const, line })),
    ...ops,
    ...a.slice(a.length - tail, a.length - tail + context).map((line) => ({ op: ' ' as const, line })),
  ];
  // Keep changed lines and `context` lines around them.
  const keep = new Array(full.length).fill(false);
  full.forEach((o, k) => { if (o.op !== ' ') for (let d = -context; d <= context; d++) if (k + d >= 0 && k + d < full.length) keep[k + d] = true; });
  const out: string[] = [];
  let gap = false;
  full.forEach((o, k) => {
    if (!keep[k]) { gap = true; return; }
    if (gap && out.length) out.push('@@');
    gap = false;
    out.push(`${o.op}${o.line}`);
  });
  return out;
}
