/**
 * One panel of a map picture (issue 12 §1): the board's public layers and a viewer's overlay
 * inside a frame. The panel is a nested <svg> whose viewBox is the frame in the board's plane, so
 * every shape is written in board units; sizes meant in pixels (symbols, text) are divided by the
 * panel's scale. Labels scale with the zoom: every zone id is written at a size its zone can hold.
 */
import type { Point } from '../board/grid.js';
import type { Box } from './projection.js';
import { clipRing } from './clip.js';
import { zoneShape, type BoardGeometry } from './geometry.js';
import { linePath, num, polygonPath, tag, text } from './svg.js';
import type { BaseLayers, MapMark, MapOverlay, MarkSymbol } from './types.js';

export const FONT = 'DejaVu Sans, sans-serif';
const SEA = '#d6e6f2';
const LAND = '#ece3cc';
const COAST = '#8c7b55';
const GRID = '#a9c1d3';
const ZONE_ID = '#3d5a73';
export const OVERVIEW_LABELS_MAX = 24;
/** A panel draws the grid only where a cell is at least this many pixels across. */
export const GRID_MIN_CELL_PX = 36;
const LINE_COLOURS = { canal: '#b03a2e', strait: '#6c3483', route: '#1e8449' } as const;

export interface PanelSpec {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The part of the board shown, in the board's plane. */
  readonly frame: Box;
  /** The close-up draws every label; the overview leaves out those marked closeUpOnly. */
  readonly closeUp: boolean;
}

/** A mark's symbol centred on (x, y), radius r. */
export function symbolShape(symbol: MarkSymbol, x: number, y: number, r: number, color: string, stroke: string, sw: number): string {
  const common = { fill: color, stroke, 'stroke-width': sw };
  switch (symbol) {
    case 'circle': return tag('circle', { cx: x, cy: y, r, ...common });
    case 'square': return tag('rect', { x: x - r, y: y - r, width: 2 * r, height: 2 * r, ...common });
    case 'diamond': return tag('path', { d: polygonPath([[x, y - r * 1.25], [x + r * 1.25, y], [x, y + r * 1.25], [x - r * 1.25, y]]), ...common });
    case 'triangle': return tag('path', { d: polygonPath([[x, y - r * 1.3], [x + r * 1.2, y + r * 0.8], [x - r * 1.2, y + r * 0.8]]), ...common });
    case 'cross': {
      const a = r * 0.45;
      return tag('path', { d: polygonPath([[x - a, y - r], [x + a, y - r], [x + a, y - a], [x + r, y - a], [x + r, y + a], [x + a, y + a], [x + a, y + r], [x - a, y + r], [x - a, y + a], [x - r, y + a], [x - r, y - a], [x - a, y - a]]), ...common });
    }
    case 'star': {
      const pts: Point[] = [];
      for (let i = 0; i < 10; i++) {
        const rr = i % 2 ? r * 0.5 : r * 1.3;
        const a = (Math.PI / 5) * i - Math.PI / 2;
        pts.push([x + rr * Math.cos(a), y + rr * Math.sin(a)]);
      }
      return tag('path', { d: polygonPath(pts), ...common });
    }
  }
}

/**
 * Text positions put on the panel's whole pixels (issue 12 §1, smaller PNGs): the same label at
 * the same sub-pixel phase rasterises to the same pixels, so the hundreds of zone ids along a row
 * repeat exactly and the PNG's compression finds them (about a tenth of a map's bytes). Half a
 * pixel at most, which no reader sees.
 */
export interface PixelGrid { readonly x: (v: number) => number; readonly y: (v: number) => number }

export function pixelGrid(f: Box, px: number): PixelGrid {
  return { x: (v) => f.x0 + Math.round((v - f.x0) / px) * px, y: (v) => f.y0 + Math.round((v - f.y0) / px) * px };
}

/** Text with a pale halo, so it reads over the grid and the land; placed on whole pixels. */
function haloText(g: PixelGrid, content: string, x: number, y: number, size: number, fill: string, extra: Record<string, string | number> = {}): string {
  return text(content, { x: g.x(x), y: g.y(y), 'font-size': size, fill, stroke: '#ffffff', 'stroke-width': size * 0.25, 'stroke-linejoin': 'round', 'paint-order': 'stroke', ...extra });
}

function inFrame(f: Box, [x, y]: Point, pad: number): boolean {
  return x >= f.x0 - pad && x <= f.x1 + pad && y >= f.y0 - pad && y <= f.y1 + pad;
}

/** The board's public layers in a frame: sea, regions, grid, land, lines, zone ids, places. */
function baseLayers(geo: BoardGeometry, base: BaseLayers, f: Box, px: number, closeUp: boolean): string {
  const w = geo.cellWidth;
  const g = pixelGrid(f, px);
  const out: string[] = [tag('rect', { x: f.x0, y: f.y0, width: f.x1 - f.x0, height: f.y1 - f.y0, fill: SEA })];
  const visible = (shape: readonly Point[] | undefined): shape is readonly Point[] => !!shape && inFrame(f, shape[0], w * 2);
  // Regions (weather zones): each cell tinted once, by the region of its first zone.
  const tinted = new Set<string>();
  for (const r of base.regions) {
    const d: string[] = [];
    for (const z of r.zones) {
      const cell = geo.board.zones[z]?.cell;
      const shape = zoneShape(geo, z);
      if (!cell || tinted.has(cell) || !visible(shape)) continue;
      tinted.add(cell);
      d.push(polygonPath(shape));
    }
    if (d.length) out.push(tag('path', { d: d.join(''), fill: r.fill, stroke: 'none' }));
  }
  // The grid: outlines of the cells that hold water, under the land so it stops at the coast.
  const grid: string[] = [];
  // A panel whose cells are too small to read as cells (the Mediterranean overview) leaves the grid
  // out: the zone ids alone show where each zone is, and the grid's thousands of short lines were
  // a fair part of a picture's bytes (issue 12 §1, smaller PNGs).
  if (w / px >= GRID_MIN_CELL_PX) for (const [id, shape] of geo.cellShape) if (geo.board.cells[id].zones.length && visible(shape)) grid.push(polygonPath(shape));
  // Crisp edges: a 1-pixel grid line anti-aliased is two rows of blended pixels, which the PNG's
  // palette and compression pay for across the whole board (issue 12 §1, smaller PNGs).
  if (grid.length) out.push(tag('path', { d: grid.join(''), fill: 'none', stroke: GRID, 'stroke-width': 1 * px, 'shape-rendering': 'crispEdges' }));
  // Land and coast.
  const land: string[] = [];
  const cut = { x0: f.x0 - 20 * px, y0: f.y0 - 20 * px, x1: f.x1 + 20 * px, y1: f.y1 + 20 * px };
  for (const ring of base.land) {
    const pts: Point[] = [];
    for (let i = 0; i < ring.length; i += 2) pts.push([ring[i], ring[i + 1]]);
    const inside = clipRing(pts, cut);
    if (inside.length) land.push(polygonPath(inside));
  }
  out.push(tag('path', { d: land.join(''), fill: LAND, stroke: COAST, 'stroke-width': 0.8 * px, 'stroke-linejoin': 'round' }));
  // Region names, large and pale, at the mean of their zones' centres.
  for (const r of base.regions) {
    const c = regionCentre(geo, r.zones);
    if (!c || !inFrame(f, c, 0)) continue;
    const [cx, cy] = c;
    const size = (closeUp ? 15 : 12) * px;
    out.push(text(r.name, { x: g.x(cx), y: g.y(cy), 'font-size': size, 'font-weight': 'bold', fill: '#1f4e79', 'fill-opacity': 0.45, 'text-anchor': 'middle' }));
  }
  // Straits and canals.
  for (const l of base.lines) {
    const pts = l.zones.map((z) => geo.zoneAt.get(z)).filter((p): p is Point => !!p);
    if (!pts.length || !pts.some((p) => inFrame(f, p, w))) continue;
    const color = LINE_COLOURS[l.kind];
    if (pts.length > 1) out.push(tag('path', { d: linePath(pts), fill: 'none', stroke: color, 'stroke-width': 3 * px, 'stroke-dasharray': `${num(6 * px)} ${num(3 * px)}`, 'stroke-opacity': 0.8 }));
    else out.push(tag('circle', { cx: pts[0][0], cy: pts[0][1], r: 0.42 * w, fill: 'none', stroke: color, 'stroke-width': 2 * px, 'stroke-dasharray': `${num(4 * px)} ${num(2 * px)}` }));
    if (closeUp) out.push(haloText(g, l.name, pts[0][0], pts[0][1] - 0.45 * w, 10 * px, color, { 'text-anchor': 'middle', 'font-style': 'italic' }));
  }
  // Zone ids: every one, sized to its cell at this zoom.
  const idSize = Math.min(closeUp ? 0.22 * w : 0.27 * w, 13 * px);
  const ids: string[] = [];
  for (const [id, p] of geo.zoneAt) {
    if (!inFrame(f, p, w)) continue;
    ids.push(text(id, { x: g.x(p[0]), y: g.y(p[1] + idSize * 0.35) }));
  }
  out.push(tag('g', { 'font-size': idSize, fill: ZONE_ID, 'text-anchor': 'middle' }, ...ids));
  // Ports, by owner.
  for (const p of base.places) {
    const at = p.at ? geo.project(p.at) : geo.zoneAt.get(p.zone);
    if (!at || !inFrame(f, at, w)) continue;
    const r = (p.major ? 4.5 : 3.2) * px;
    out.push(tag('rect', { x: at[0] - r, y: at[1] - r, width: 2 * r, height: 2 * r, fill: p.color, stroke: '#222', 'stroke-width': 0.8 * px }));
    out.push(haloText(g, p.name, at[0] + r * 1.6, at[1] + r, (closeUp ? 11 : 8) * px, '#222', p.major ? { 'font-weight': 'bold' } : {}));
  }
  return out.join('');
}

/** Where a region's name is written: the mean of its zones' centres. */
function regionCentre(geo: BoardGeometry, zones: readonly string[]): Point | null {
  const pts = zones.map((z) => geo.zoneAt.get(z)).filter((p): p is Point => !!p);
  if (!pts.length) return null;
  return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
}

/** The viewer's overlay: region notes, shaded zones, plotted routes, marks with labels. */
function overlayLayers(geo: BoardGeometry, base: BaseLayers, o: MapOverlay, f: Box, px: number, closeUp: boolean): string {
  const w = geo.cellWidth;
  const g = pixelGrid(f, px);
  const out: string[] = [];
  for (const n of o.regionNotes ?? []) {
    const r = base.regions.find((x) => x.id === n.region);
    const c = r && regionCentre(geo, r.zones);
    if (!c || !inFrame(f, c, 0)) continue;
    const size = (closeUp ? 15 : 12) * px;
    out.push(haloText(g, n.text, c[0], c[1] + size, size * 0.8, '#1f4e79', { 'text-anchor': 'middle' }));
  }
  for (const s of o.shades) {
    const shape = zoneShape(geo, s.zone);
    if (shape && inFrame(f, shape[0], 2 * w)) out.push(tag('path', { d: polygonPath(shape), fill: s.fill, 'fill-opacity': s.opacity ?? 0.35, stroke: s.fill, 'stroke-width': 1.2 * px }));
  }
  for (const r of o.routes) {
    const pts = r.zones.map((z) => geo.zoneAt.get(z)).filter((p): p is Point => !!p);
    if (pts.length < 2) continue;
    out.push(tag('path', {
      d: linePath(pts), fill: 'none', stroke: r.color, 'stroke-width': (closeUp ? 3 : 2) * px, 'stroke-linejoin': 'round', 'stroke-linecap': 'round',
      'stroke-dasharray': r.dashed ? `${num(6 * px)} ${num(4 * px)}` : undefined,
    }));
    // An arrowhead on the last leg shows which way the plot runs.
    const [a, b] = [pts[pts.length - 2], pts[pts.length - 1]];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const [ux, uy] = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
    const s = (closeUp ? 9 : 6) * px;
    out.push(tag('path', { d: polygonPath([b, [b[0] - ux * s - uy * s * 0.6, b[1] - uy * s + ux * s * 0.6], [b[0] - ux * s + uy * s * 0.6, b[1] - uy * s - ux * s * 0.6]]), fill: r.color }));
    if (closeUp && r.stepLabels) {
      r.zones.forEach((z, i) => {
        const p = geo.zoneAt.get(z);
        const label = r.stepLabels?.[i];
        if (p && label && inFrame(f, p, w)) out.push(haloText(g, label, p[0] + 0.18 * w, p[1] - 0.18 * w, 9 * px, r.color, { 'font-weight': 'bold' }));
      });
    }
  }
  // Marks: several in one zone are spread along a short row above its centre.
  const byZone = new Map<string, MapMark[]>();
  for (const m of o.marks) if (geo.zoneAt.has(m.zone)) byZone.set(m.zone, [...(byZone.get(m.zone) ?? []), m]);
  const r = (closeUp ? 7 : 5) * px;
  // An overview with more labels than this shows the symbols alone: the labels would cover one
  // another (and each costs drawing time); the close-up and the legend still name them.
  const crowded = !closeUp && o.marks.filter((m) => m.label && !m.closeUpOnly).length > OVERVIEW_LABELS_MAX;
  for (const [zone, marks] of byZone) {
    const [zx, zy] = geo.zoneAt.get(zone)!;
    // Outside the frame a mark is clipped away; writing it would only cost time.
    if (!inFrame(f, [zx, zy], 2 * w)) continue;
    marks.forEach((m, i) => {
      const x = zx + (i - (marks.length - 1) / 2) * r * 2.4;
      const y = zy - 0.22 * w;
      out.push(symbolShape(m.symbol, x, y, r, m.color, '#111', 0.9 * px));
      if (m.label && (closeUp || (!m.closeUpOnly && !crowded))) {
        const size = (closeUp ? 11 : 8) * px;
        out.push(haloText(g, m.label, x + r * 1.4, y - r * 0.2 - i * size * 1.05, size, '#111'));
      }
    });
  }
  return out.join('');
}

/**
 * One panel: the frame drawn at the panel's size, clipped to it, with a border. `baseImage` (a
 * data: URI of the panel's base layers already rendered at this size) stands in for them: the
 * overview's base is the same in every picture, and drawing it once saves most of the time.
 * `overlay` null: the base layers alone (what such an image is rendered from).
 */
export function panel(base: BaseLayers, overlay: MapOverlay | null, geo: BoardGeometry, p: PanelSpec, baseImage?: string): string {
  const fw = p.frame.x1 - p.frame.x0;
  const fh = p.frame.y1 - p.frame.y0;
  const px = Math.max(fw / p.width, fh / p.height);
  // The image goes outside the nested viewBox, at the panel's own pixels: copied, not resampled.
  const image = baseImage ? tag('image', { href: baseImage, x: p.x, y: p.y, width: p.width, height: p.height, preserveAspectRatio: 'none' }) : '';
  const body = (baseImage ? '' : baseLayers(geo, base, p.frame, px, p.closeUp)) + (overlay ? overlayLayers(geo, base, overlay, p.frame, px, p.closeUp) : '');
  return image + tag('svg', { x: p.x, y: p.y, width: p.width, height: p.height, viewBox: `${num(p.frame.x0)} ${num(p.frame.y0)} ${num(fw)} ${num(fh)}`, preserveAspectRatio: 'xMidYMid slice', 'font-family': FONT }, body)
    + tag('rect', { x: p.x, y: p.y, width: p.width, height: p.height, fill: 'none', stroke: '#333', 'stroke-width': 1 });
}

