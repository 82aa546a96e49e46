/**
 * A tactical picture (issue 12 §1): a table top without zones, where ships stand at points in
 * the rules' own distance units (Sink the Bismarck!: "generic 'unit distances'"), x east, y north.
 * Game-neutral: the game hands over a TacticalPicture built from one viewer's view; this draws
 * the plot (a unit grid, a scale bar and a north arrow), the ships as pointed counters on their
 * headings with the track each sailed, ranges, circles (gun ranges, smoke), markers (torpedoes,
 * aircraft, mines) and, to the right, the legend and the game's notes.
 */
import type { Point } from '../board/grid.js';
import { FONT, symbolShape } from './panel.js';
import { linePath, num, polygonPath, tag, text } from './svg.js';
import type { LegendEntry, MarkSymbol } from './types.js';

export interface TacticalShip {
  readonly x: number;
  readonly y: number;
  /** Compass degrees (0 north, 90 east). */
  readonly heading: number;
  readonly color: string;
  /** First line beside the counter (the name), then smaller lines (heading and speed). */
  readonly label: string;
  readonly details?: readonly string[];
  readonly sunk?: boolean;
  /** Drawn larger with a ring: the viewer's own ship. */
  readonly own?: boolean;
}

/** A line between two ships (by index) with its length written on it. */
export interface TacticalRange { readonly from: number; readonly to: number; readonly label: string; readonly color?: string }

/** A point with a symbol and a label: a torpedo's launch point, an aircraft, a mine field marker. */
export interface TacticalMarker { readonly x: number; readonly y: number; readonly symbol: MarkSymbol; readonly color: string; readonly label: string }

/** A circle in units: a gun's range (dashed, unfilled) or a smoke screen (filled). */
export interface TacticalCircle { readonly x: number; readonly y: number; readonly r: number; readonly color: string; readonly fill?: string; readonly dashed?: boolean }

/** A line through points in units: a ship's track, a torpedo's run (ending in an arrow when `arrow`). */
export interface TacticalLine { readonly points: readonly { x: number; y: number }[]; readonly color: string; readonly dashed?: boolean; readonly arrow?: boolean }

export interface TacticalPicture {
  readonly title: string;
  readonly subtitle: string;
  /** What the distances are in ("units"). */
  readonly unit: string;
  readonly ships: readonly TacticalShip[];
  readonly ranges: readonly TacticalRange[];
  readonly circles: readonly TacticalCircle[];
  readonly lines: readonly TacticalLine[];
  readonly markers: readonly TacticalMarker[];
  readonly legend: readonly LegendEntry[];
  /** Lines of text under the legend (points, the viewer's own orders). */
  readonly notes: readonly string[];
}

export const TACTICAL_WIDTH = 1400;
const HEADER = 54;
const PLOT = 860;
const SIDE_X = PLOT + 20;
/** The plot shows at least this many units across, and this many beyond the outermost item. */
const MIN_SPAN = 14;
const MARGIN = 2.5;
const SEA = '#d6e6f2';
const GRID = '#bcd2e3';
const GRID_MAJOR = '#93b1c8';

/** The plot's frame in units: a square around everything drawn (circles by their centres only: a gun range may run off it). */
function frameOf(p: TacticalPicture): { x0: number; y0: number; span: number } {
  const pts: { x: number; y: number }[] = [...p.ships, ...p.markers, ...p.lines.flatMap((l) => l.points), ...p.circles.filter((c) => c.fill).map((c) => ({ x: c.x, y: c.y }))];
  if (!pts.length) return { x0: -MIN_SPAN / 2, y0: -MIN_SPAN / 2, span: MIN_SPAN };
  const xs = pts.map((q) => q.x), ys = pts.map((q) => q.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(MIN_SPAN, x1 - x0 + 2 * MARGIN, y1 - y0 + 2 * MARGIN);
  return { x0: (x0 + x1) / 2 - span / 2, y0: (y0 + y1) / 2 - span / 2, span };
}

/** A scale bar's length: the largest of 1, 2, 5, 10 … units that fits in a fifth of the plot. */
export function scaleUnits(span: number): number {
  const steps = [1, 2, 5, 10, 20, 50, 100];
  return steps.filter((s) => s <= span / 5).pop() ?? 1;
}

function legendRows(entries: readonly LegendEntry[], x: number, y: number): string[] {
  const out: string[] = [];
  entries.forEach((e, i) => {
    const cy = y + i * 24;
    const cx = x + 14;
    if (e.symbol === 'line' || e.symbol === 'dashed') out.push(tag('path', { d: `M${cx - 12} ${cy}L${cx + 12} ${cy}`, stroke: e.color, 'stroke-width': 3, 'stroke-dasharray': e.symbol === 'dashed' ? '6 4' : undefined }));
    else if (e.symbol === 'area') out.push(tag('rect', { x: cx - 11, y: cy - 8, width: 22, height: 16, fill: e.color, stroke: '#555', 'stroke-width': 0.8 }));
    else out.push(symbolShape(e.symbol, cx, cy, 7, e.color, '#111', 1));
    out.push(text(e.label, { x: x + 36, y: cy + 5, 'font-size': 13, fill: '#111' }));
  });
  return out;
}

interface LabelSpot { readonly x: number; readonly y: number; readonly anchor: 'start' | 'end' }
type Rect = readonly [number, number, number, number];

const overlap = (a: Rect, b: Rect): number => Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0])) * Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));

/**
 * Where each label goes: right of its point, left, above or below, the first spot that stays in
 * the plot and covers no label or counter already placed (else the one covering least). Ships a
 * unit apart (a line abreast) and two Swordfish launching side by side would otherwise write over
 * one another. Text widths are estimated from the character count (DejaVu Sans: about 0.6 of the
 * size a character). Ships are placed first, so their names get the best spots.
 */
function labelPlacer(points: readonly Point[]): (at: Point, lines: readonly { text: string; size: number }[]) => LabelSpot {
  const taken: Rect[] = points.map(([x, y]) => [x - 14, y - 14, x + 14, y + 14]);
  return ([cx, cy], lines) => {
    const w = Math.max(...lines.map((l) => l.text.length * l.size * 0.6));
    const h = lines.reduce((sum, l) => sum + l.size + 2, 0);
    const top = lines[0].size - 2;
    const gap = 16;
    const spots: LabelSpot[] = [
      { x: cx + gap, y: cy + 4, anchor: 'start' }, { x: cx - gap, y: cy + 4, anchor: 'end' },
      { x: cx + gap, y: cy - gap - h + top, anchor: 'start' }, { x: cx + gap, y: cy + gap + top, anchor: 'start' },
      { x: cx - gap, y: cy - gap - h + top, anchor: 'end' }, { x: cx - gap, y: cy + gap + top, anchor: 'end' },
    ];
    const rectOf = (sp: LabelSpot): Rect => (sp.anchor === 'start' ? [sp.x, sp.y - top, sp.x + w, sp.y - top + h] : [sp.x - w, sp.y - top, sp.x, sp.y - top + h]);
    const cost = (sp: LabelSpot): number => {
      const r = rectOf(sp);
      const outside = (r[0] < 0 || r[2] > PLOT || r[1] < HEADER || r[3] > HEADER + PLOT) ? 1e9 : 0;
      return outside + taken.reduce((sum, t) => sum + overlap(r, t), 0);
    };
    let best = spots[0], bestCost = Infinity;
    for (const sp of spots) { const c = cost(sp); if (c < bestCost) { best = sp; bestCost = c; } if (c === 0) break; }
    taken.push(rectOf(best));
    return best;
  };
}

const halo = { stroke: '#ffffff', 'stroke-width': 3, 'stroke-linejoin': 'round', 'paint-order': 'stroke' } as const;

/** The picture as SVG text. Same inputs, same bytes. */
export function drawTactical(p: TacticalPicture): string {
  const { x0, y0, span } = frameOf(p);
  const k = PLOT / span;
  // Units to pixels: x east to the right, y north upwards.
  const at = (q: { x: number; y: number }): Point => [(q.x - x0) * k, HEADER + PLOT - (q.y - y0) * k];
  const out: string[] = [
    tag('rect', { x: 0, y: 0, width: TACTICAL_WIDTH, height: HEADER + PLOT + 10, fill: '#ffffff' }),
    text(p.title, { x: 12, y: 24, 'font-size': 20, 'font-weight': 'bold', fill: '#111' }),
    text(p.subtitle, { x: 12, y: 45, 'font-size': 14, fill: '#333' }),
  ];
  const plot: string[] = [tag('rect', { x: 0, y: HEADER, width: PLOT, height: PLOT, fill: SEA })];
  // The unit grid, every fifth line darker (crisp: the lines fall on pixels, see map-png.ts).
  const minor: string[] = [], major: string[] = [];
  for (let u = Math.ceil(x0); u <= x0 + span; u++) (u % 5 === 0 ? major : minor).push(`M${num((u - x0) * k)} ${HEADER}V${HEADER + PLOT}`);
  for (let u = Math.ceil(y0); u <= y0 + span; u++) (u % 5 === 0 ? major : minor).push(`M0 ${num(HEADER + PLOT - (u - y0) * k)}H${PLOT}`);
  plot.push(tag('path', { d: minor.join(''), stroke: GRID, 'stroke-width': 1, fill: 'none', 'shape-rendering': 'crispEdges' }));
  plot.push(tag('path', { d: major.join(''), stroke: GRID_MAJOR, 'stroke-width': 1, fill: 'none', 'shape-rendering': 'crispEdges' }));
  // Filled circles (smoke) under everything, then the dashed ones (gun ranges).
  for (const c of [...p.circles.filter((x) => x.fill), ...p.circles.filter((x) => !x.fill)]) {
    const [cx, cy] = at(c);
    plot.push(tag('circle', { cx, cy, r: c.r * k, fill: c.fill ?? 'none', stroke: c.color, 'stroke-width': c.fill ? 1 : 1.5, 'stroke-dasharray': c.dashed ? '8 5' : undefined }));
  }
  for (const l of p.lines) {
    const pts = l.points.map(at);
    if (pts.length < 2) continue;
    plot.push(tag('path', { d: linePath(pts), fill: 'none', stroke: l.color, 'stroke-width': 2, 'stroke-dasharray': l.dashed ? '6 4' : undefined, 'stroke-linejoin': 'round' }));
    if (l.arrow) {
      const [a, b] = [pts[pts.length - 2], pts[pts.length - 1]];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      const [ux, uy] = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
      plot.push(tag('path', { d: polygonPath([b, [b[0] - ux * 10 - uy * 5, b[1] - uy * 10 + ux * 5], [b[0] - ux * 10 + uy * 5, b[1] - uy * 10 - ux * 5]]), fill: l.color }));
    }
  }
  const shipAt = p.ships.map(at);
  for (const r of p.ranges) {
    const [a, b] = [shipAt[r.from], shipAt[r.to]];
    if (!a || !b) continue;
    plot.push(tag('path', { d: `M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`, stroke: r.color ?? '#7f8c8d', 'stroke-width': 1.2, 'stroke-dasharray': '4 4', fill: 'none' }));
    plot.push(text(r.label, { x: (a[0] + b[0]) / 2, y: (a[1] + b[1]) / 2 - 4, 'font-size': 12, fill: '#444', 'text-anchor': 'middle', ...halo }));
  }
  const place = labelPlacer([...shipAt, ...p.markers.map(at)]);
  const labels = p.ships.map((s, i) => place(shipAt[i], [{ text: s.label, size: 14 }, ...(s.details ?? []).map((d) => ({ text: d, size: 12 }))]));
  for (const m of p.markers) {
    const [x, y] = at(m);
    const spot = place([x, y], [{ text: m.label, size: 11 }]);
    plot.push(symbolShape(m.symbol, x, y, 6, m.color, '#111', 1));
    plot.push(text(m.label, { x: spot.x, y: spot.y, 'font-size': 11, fill: '#111', 'text-anchor': spot.anchor, ...halo }));
  }
  p.ships.forEach((s, i) => {
    const [cx, cy] = shipAt[i];
    const rad = s.own ? 11 : 9;
    if (s.sunk) {
      plot.push(symbolShape('cross', cx, cy, rad * 0.8, '#7f8c8d', '#111', 1));
    } else {
      const a = (s.heading * Math.PI) / 180;
      const [ux, uy] = [Math.sin(a), -Math.cos(a)];
      const bow: Point = [cx + ux * rad * 1.8, cy + uy * rad * 1.8];
      const port: Point = [cx - ux * rad - uy * rad * 0.75, cy - uy * rad + ux * rad * 0.75];
      const stbd: Point = [cx - ux * rad + uy * rad * 0.75, cy - uy * rad - ux * rad * 0.75];
      if (s.own) plot.push(tag('circle', { cx, cy, r: rad * 2, fill: 'none', stroke: s.color, 'stroke-width': 2 }));
      plot.push(tag('path', { d: polygonPath([bow, port, stbd]), fill: s.color, stroke: '#111', 'stroke-width': 1 }));
    }
    const { x: lx, y: ly, anchor } = labels[i];
    plot.push(text(s.label, { x: lx, y: ly, 'font-size': 14, 'font-weight': 'bold', fill: '#111', 'text-anchor': anchor, ...halo }));
    (s.details ?? []).forEach((d, j) => plot.push(text(d, { x: lx, y: ly + 16 + j * 14, 'font-size': 12, fill: '#222', 'text-anchor': anchor, ...halo })));
  });
  // The scale bar and the north arrow, bottom left and top right of the plot.
  const units = scaleUnits(span);
  const [sx, sy] = [20, HEADER + PLOT - 24];
  plot.push(tag('rect', { x: sx - 6, y: sy - 22, width: units * k + 70, height: 34, fill: '#ffffff', stroke: '#555', 'stroke-width': 1 }));
  plot.push(tag('path', { d: `M${sx} ${sy}H${num(sx + units * k)}M${sx} ${sy - 6}V${sy + 6}M${num(sx + units * k)} ${sy - 6}V${sy + 6}`, stroke: '#111', 'stroke-width': 2.5, fill: 'none' }));
  plot.push(text(`${units} ${p.unit}`, { x: sx + units * k + 8, y: sy + 5, 'font-size': 13, fill: '#111' }));
  plot.push(text(`scale: 1 grid square = 1 ${p.unit.replace(/s$/, '')}`, { x: sx, y: sy - 9, 'font-size': 10, fill: '#333' }));
  const [nx, ny] = [PLOT - 30, HEADER + 40];
  plot.push(tag('path', { d: polygonPath([[nx, ny - 22], [nx + 8, ny + 2], [nx, ny - 4], [nx - 8, ny + 2]]), fill: '#111' }));
  plot.push(text('N', { x: nx, y: ny + 18, 'font-size': 14, 'font-weight': 'bold', fill: '#111', 'text-anchor': 'middle' }));
  out.push(tag('svg', { x: 0, y: HEADER, width: PLOT, height: PLOT, viewBox: `0 ${HEADER} ${PLOT} ${PLOT}` }, ...plot));
  out.push(tag('rect', { x: 0, y: HEADER, width: PLOT, height: PLOT, fill: 'none', stroke: '#333', 'stroke-width': 1 }));
  // The legend and the notes.
  const side: string[] = [tag('rect', { x: SIDE_X, y: HEADER, width: TACTICAL_WIDTH - SIDE_X - 10, height: PLOT, fill: '#fbfbf7', stroke: '#333', 'stroke-width': 1 }),
    text('Legend', { x: SIDE_X + 14, y: HEADER + 26, 'font-size': 17, 'font-weight': 'bold', fill: '#111' }),
    ...legendRows(p.legend, SIDE_X + 12, HEADER + 52)];
  const notesY = HEADER + 52 + p.legend.length * 24 + 20;
  p.notes.forEach((n, i) => side.push(text(n, { x: SIDE_X + 14, y: notesY + i * 19, 'font-size': 13, fill: '#111' })));
  out.push(...side);
  const height = HEADER + PLOT + 10;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${tag('svg', { xmlns: 'http://www.w3.org/2000/svg', width: TACTICAL_WIDTH, height, viewBox: `0 0 ${TACTICAL_WIDTH} ${height}`, 'font-family': FONT }, ...out)}\n`;
}
