/**
 * A battle board as a panel of a map picture (issue 12 §1): the game's squares as a grid, each
 * ship a coloured counter (pointed the way it faces where the game models facing), the ranges
 * between the ships as dashed lines with their range written on them, and the game's notes to
 * the right. Game-neutral: the game hands over a BattlePanel built from one viewer's view.
 */
import type { Point } from '../board/grid.js';
import { FONT } from './panel.js';
import { polygonPath, tag, text } from './svg.js';
import type { BattlePanel } from './types.js';

/** The panel's height in pixels (the picture grows by this and a gap). */
export const BATTLE_H = 640;
const TITLE_H = 40;
/** A square is at most this many pixels, so a small board does not fill the picture with empty sea. */
const MAX_SQUARE = 80;
const BOARD_W = 1300;

export function battlePanel(b: BattlePanel, x: number, y: number, width: number): string {
  const inner = BATTLE_H - TITLE_H - 40;
  const sq = Math.min(MAX_SQUARE, inner / Math.max(1, b.rows), (BOARD_W - 40) / Math.max(1, b.columns));
  const ox = x + 20;
  const oy = y + TITLE_H;
  const out: string[] = [
    tag('rect', { x, y, width, height: BATTLE_H, fill: '#fbfbf7', stroke: '#333', 'stroke-width': 1 }),
    text(b.title, { x: x + 14, y: y + 27, 'font-size': 18, 'font-weight': 'bold', fill: '#111' }),
  ];
  // The squares.
  for (let r = 0; r < b.rows; r++) {
    for (let c = 0; c < b.columns; c++) out.push(tag('rect', { x: ox + c * sq, y: oy + r * sq, width: sq, height: sq, fill: '#d6e6f2', stroke: '#a9c1d3', 'stroke-width': 1 }));
  }
  (b.columnLabels ?? []).forEach((l, c) => out.push(text(l, { x: ox + (c + 0.5) * sq, y: oy + b.rows * sq + 16, 'font-size': 11, fill: '#3d5a73', 'text-anchor': 'middle' })));
  // Where each piece is drawn: several in one square are spread across it.
  const here = new Map<string, number[]>();
  b.pieces.forEach((p, i) => here.set(`${p.x},${p.y}`, [...(here.get(`${p.x},${p.y}`) ?? []), i]));
  const at: Point[] = b.pieces.map((p, i) => {
    const group = here.get(`${p.x},${p.y}`)!;
    const k = group.indexOf(i);
    const dx = group.length > 1 ? ((k / (group.length - 1)) - 0.5) * sq * 0.5 : 0;
    return [ox + (p.x + 0.5) * sq + dx, oy + (p.y + 0.5) * sq];
  });
  for (const r of b.ranges) {
    const [a, c] = [at[r.from], at[r.to]];
    if (!a || !c) continue;
    out.push(tag('path', { d: `M${a[0]} ${a[1]}L${c[0]} ${c[1]}`, stroke: '#7f8c8d', 'stroke-width': 1.5, 'stroke-dasharray': '5 4', fill: 'none' }));
    out.push(text(r.label, { x: (a[0] + c[0]) / 2, y: (a[1] + c[1]) / 2 - 4, 'font-size': 11, fill: '#555', 'text-anchor': 'middle', stroke: '#ffffff', 'stroke-width': 3, 'paint-order': 'stroke' }));
  }
  const rad = Math.min(12, sq * 0.22);
  b.pieces.forEach((p, i) => {
    const [cx, cy] = at[i];
    if (p.heading === undefined) out.push(tag('circle', { cx, cy, r: rad, fill: p.color, stroke: '#111', 'stroke-width': 1 }));
    else {
      // A pointed counter: the bow towards the heading (compass degrees, y grows southwards).
      const a = (p.heading * Math.PI) / 180;
      const [ux, uy] = [Math.sin(a), -Math.cos(a)];
      const bow: Point = [cx + ux * rad * 1.6, cy + uy * rad * 1.6];
      const port: Point = [cx - ux * rad - uy * rad * 0.8, cy - uy * rad + ux * rad * 0.8];
      const stbd: Point = [cx - ux * rad + uy * rad * 0.8, cy - uy * rad - ux * rad * 0.8];
      out.push(tag('path', { d: polygonPath([bow, port, stbd]), fill: p.color, stroke: '#111', 'stroke-width': 1 }));
    }
    out.push(text(p.label, { x: cx, y: cy + rad + 13, 'font-size': 11, fill: '#111', 'text-anchor': 'middle', stroke: '#ffffff', 'stroke-width': 3, 'paint-order': 'stroke' }));
  });
  const nx = Math.max(ox + b.columns * sq + 30, x + BOARD_W);
  b.notes.forEach((n, i) => out.push(text(n, { x: nx, y: oy + 16 + i * 20, 'font-size': 13, fill: '#111' })));
  return tag('g', { 'font-family': FONT }, ...out);
}
