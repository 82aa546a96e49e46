/**
 * A whole map picture (issue 12 §1): a title, the overview of the board, a close-up around the
 * viewer's forces and a legend, as one SVG. Game-neutral: the game hands over the board, its
 * public layers and one viewer's overlay (built from that viewer's view alone).
 */
import type { Board } from '../board/types.js';
import { boardGeometry } from './geometry.js';
import { BATTLE_H, battlePanel } from './battle-panel.js';
import { FONT, panel, symbolShape } from './panel.js';
import { boxAround, type Box } from './projection.js';
import { tag, text } from './svg.js';
import type { BaseLayers, LegendEntry, MapOverlay } from './types.js';

/** Picture width in pixels; the overview spans it. */
export const MAP_WIDTH = 2000;
const HEADER = 54;
const GAP = 10;
const CLOSE_W = 1300;
const CLOSE_H = 860;
/** The close-up shows at least this many cells across, and this many beyond the outermost focus zone. */
const CLOSE_MIN_CELLS = 12;
const CLOSE_MARGIN_CELLS = 2.5;

/**
 * At most this many cells across: a wider close-up writes so many zone ids so small that it is
 * neither legible nor quick to draw (text is most of a picture's time).
 */
const CLOSE_MAX_CELLS = 24;

/** The point with the most others within rx across and ry up or down (ties: the first), for framing a crowd. */
function densest(points: readonly (readonly [number, number])[], rx: number, ry: number): readonly [number, number] {
  let best = points[0];
  let most = -1;
  for (const p of points) {
    let n = 0;
    for (const q of points) if (Math.abs(p[0] - q[0]) <= rx && Math.abs(p[1] - q[1]) <= ry) n++;
    if (n > most) { most = n; best = p; }
  }
  return best;
}

/** Grow a box about its centre to the aspect ratio width:height. */
function fitAspect(b: Box, width: number, height: number): Box {
  const [w, h] = [b.x1 - b.x0, b.y1 - b.y0];
  const want = width / height;
  const [nw, nh] = w / h > want ? [w, w / want] : [h * want, h];
  const [cx, cy] = [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];
  return { x0: cx - nw / 2, y0: cy - nh / 2, x1: cx + nw / 2, y1: cy + nh / 2 };
}

function legend(entries: readonly LegendEntry[], x: number, y: number, width: number): string {
  const out: string[] = [tag('rect', { x, y, width, height: CLOSE_H, fill: '#fbfbf7', stroke: '#333', 'stroke-width': 1 }), text('Legend', { x: x + 14, y: y + 26, 'font-size': 17, 'font-weight': 'bold', fill: '#111' })];
  const rowH = 24;
  entries.forEach((e, i) => {
    const cy = y + 52 + i * rowH;
    if (cy > y + CLOSE_H - 10) return;
    const cx = x + 26;
    if (e.symbol === 'line' || e.symbol === 'dashed') {
      out.push(tag('path', { d: `M${cx - 12} ${cy}L${cx + 12} ${cy}`, stroke: e.color, 'stroke-width': 3, 'stroke-dasharray': e.symbol === 'dashed' ? '6 4' : undefined }));
    } else if (e.symbol === 'area') {
      out.push(tag('rect', { x: cx - 11, y: cy - 8, width: 22, height: 16, fill: e.color, 'fill-opacity': 0.6, stroke: '#555', 'stroke-width': 0.8 }));
    } else out.push(symbolShape(e.symbol, cx, cy, 7, e.color, '#111', 1));
    out.push(text(e.label, { x: x + 50, y: cy + 5, 'font-size': 13, fill: '#111' }));
  });
  return tag('g', { 'font-family': FONT }, ...out);
}

export interface DrawOptions {
  /**
   * SVG to PNG. With it, the overview's base layers (the same in every picture of the board) are
   * rendered once per base and put in as an image; without it, the picture is all vectors.
   */
  readonly raster?: (svg: string) => Buffer;
}

const overviewImages = new WeakMap<BaseLayers, string>();

function overviewSize(board: Board): { height: number; frame: Box } {
  const whole = boardGeometry(board).bounds;
  const height = Math.round((MAP_WIDTH * (whole.y1 - whole.y0)) / (whole.x1 - whole.x0));
  return { height, frame: fitAspect(whole, MAP_WIDTH, height) };
}

/** The overview's base layers rendered once (per base object) as a data: URI. */
function overviewImage(board: Board, base: BaseLayers, raster: (svg: string) => Buffer): string {
  let uri = overviewImages.get(base);
  if (!uri) {
    const { height, frame } = overviewSize(board);
    const svg = tag('svg', { xmlns: 'http://www.w3.org/2000/svg', width: MAP_WIDTH, height, viewBox: `0 0 ${MAP_WIDTH} ${height}` },
      panel(base, null, boardGeometry(board), { x: 0, y: 0, width: MAP_WIDTH, height, frame, closeUp: false }));
    uri = `data:image/png;base64,${raster(svg).toString('base64')}`;
    overviewImages.set(base, uri);
  }
  return uri;
}

/** The picture as SVG text. Same inputs, same bytes. */
export function drawMap(board: Board, base: BaseLayers, overlay: MapOverlay, options: DrawOptions = {}): string {
  const geo = boardGeometry(board);
  const whole = geo.bounds;
  const { height: overviewH, frame: overviewFrame } = overviewSize(board);
  const focusPts = overlay.focus.map((z) => geo.zoneAt.get(z)).filter((p): p is NonNullable<typeof p> => !!p);
  let close = focusPts.length ? boxAround(focusPts, CLOSE_MARGIN_CELLS * geo.cellWidth) : whole;
  const maxW = CLOSE_MAX_CELLS * geo.cellWidth;
  const maxH = maxW * (CLOSE_H / CLOSE_W);
  if (close.x1 - close.x0 > maxW || close.y1 - close.y0 > maxH) {
    // Forces spread wider than a close-up can show legibly: frame where most of them are.
    const [cx, cy] = densest(focusPts, maxW / 2, maxH / 2);
    close = { x0: cx - maxW / 2, y0: cy - maxH / 2, x1: cx + maxW / 2, y1: cy + maxH / 2 };
  }
  const minW = CLOSE_MIN_CELLS * geo.cellWidth;
  if (close.x1 - close.x0 < minW) close = { ...close, x0: (close.x0 + close.x1) / 2 - minW / 2, x1: (close.x0 + close.x1) / 2 + minW / 2 };
  // A board smaller than a close-up (the 1962 Search Board is 16 zones across) is framed whole.
  if (close.x1 - close.x0 >= whole.x1 - whole.x0 && close.y1 - close.y0 >= whole.y1 - whole.y0) close = whole;
  close = fitAspect(close, CLOSE_W, CLOSE_H);
  const overviewY = HEADER;
  const closeY = overviewY + overviewH + GAP;
  // A battle board (fought this turn, or being fought by mail) goes below, as a second panel.
  const battleY = closeY + CLOSE_H + GAP;
  const height = overlay.battle ? battleY + BATTLE_H : closeY + CLOSE_H;
  // Where the close-up lies on the overview.
  const sx = MAP_WIDTH / (overviewFrame.x1 - overviewFrame.x0);
  const boxOnOverview = tag('rect', {
    x: (close.x0 - overviewFrame.x0) * sx, y: overviewY + (close.y0 - overviewFrame.y0) * sx, width: (close.x1 - close.x0) * sx, height: (close.y1 - close.y0) * sx,
    fill: 'none', stroke: '#c0392b', 'stroke-width': 2, 'stroke-dasharray': '8 4',
  });
  const parts = [
    tag('rect', { x: 0, y: 0, width: MAP_WIDTH, height, fill: '#ffffff' }),
    text(overlay.title, { x: 12, y: 24, 'font-size': 20, 'font-weight': 'bold', fill: '#111', 'font-family': FONT }),
    text(overlay.subtitle, { x: 12, y: 45, 'font-size': 14, fill: '#333', 'font-family': FONT }),
    panel(base, overlay, geo, { x: 0, y: overviewY, width: MAP_WIDTH, height: overviewH, frame: overviewFrame, closeUp: false }, options.raster ? overviewImage(board, base, options.raster) : undefined),
    boxOnOverview,
    panel(base, overlay, geo, { x: 0, y: closeY, width: CLOSE_W, height: CLOSE_H, frame: close, closeUp: true }),
    legend([...overlay.legend, ...base.owners.map((o): LegendEntry => ({ symbol: 'square', color: o.color, label: `port of ${o.name}` }))], CLOSE_W + GAP, closeY, MAP_WIDTH - CLOSE_W - GAP),
    overlay.battle ? battlePanel(overlay.battle, 0, battleY, MAP_WIDTH) : '',
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${tag('svg', { xmlns: 'http://www.w3.org/2000/svg', width: MAP_WIDTH, height, viewBox: `0 0 ${MAP_WIDTH} ${height}` }, ...parts)}\n`;
}
