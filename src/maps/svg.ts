/**
 * SVG as text, built by small pure helpers (issue 12 §1). Numbers are written with a fixed number
 * of decimals, so the same picture is always the same bytes (golden images, digests); every text
 * and attribute value is escaped, because fleet names come from players.
 */
import type { Point } from '../board/grid.js';

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A coordinate or length: one decimal, no "-0". */
export function num(x: number): string {
  const r = Math.round(x * 10) / 10;
  return String(r === 0 ? 0 : r);
}

export type Attrs = Readonly<Record<string, string | number | undefined>>;

function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) if (v !== undefined) out += ` ${k}="${typeof v === 'number' ? num(v) : esc(v)}"`;
  return out;
}

/** An element; children are already SVG text. */
export function tag(name: string, a: Attrs = {}, ...children: string[]): string {
  return children.length ? `<${name}${attrs(a)}>${children.join('')}</${name}>` : `<${name}${attrs(a)}/>`;
}

/** A text element (content escaped). */
export function text(content: string, a: Attrs): string {
  return `<text${attrs(a)}>${esc(content)}</text>`;
}

/** Path data of a closed polygon. */
export function polygonPath(points: readonly Point[]): string {
  return points.length ? `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z` : '';
}

/** Path data of an open line through the points. */
export function linePath(points: readonly Point[]): string {
  return points.length ? `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}` : '';
}
