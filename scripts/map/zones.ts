// Water components ("zones") inside each hex cell, and adjacency between them, computed on the
// land raster. Two zones touch when a water pixel of one is 4-adjacent to a water pixel of the
// other across the shared hex edge, so no move ever crosses a land neck.
import type { Raster } from './geo.js';

export interface Component {
  cell: number;
  count: number;
  sumX: number;
  sumY: number;
  firstPixel: number;
  touchesLand: boolean;
  kept: boolean;
}

export interface ZoneAnalysis {
  label: Int32Array; // pixel -> component index, -1 for land / off-map
  comps: Component[];
  adj: Map<number, Set<number>>; // component graph, all components
}

/** pixelCell: pixel -> included cell index or -1. */
export function findComponents(r: Raster, pixelCell: Int32Array): ZoneAnalysis {
  const { w, h, land } = r;
  const n = w * h;
  const label = new Int32Array(n).fill(-1);
  const comps: Component[] = [];
  const stack = new Int32Array(n);
  for (let p = 0; p < n; p++) {
    if (land[p] || label[p] !== -1) continue;
    const cell = pixelCell[p];
    if (cell < 0) continue;
    const id = comps.length;
    const comp: Component = { cell, count: 0, sumX: 0, sumY: 0, firstPixel: p, touchesLand: false, kept: true };
    comps.push(comp);
    let sp = 0;
    stack[sp++] = p;
    label[p] = id;
    while (sp > 0) {
      const q = stack[--sp];
      const x = q % w;
      const y = (q - x) / w;
      comp.count++;
      comp.sumX += x;
      comp.sumY += y;
      // 4-neighbours
      for (let k = 0; k < 4; k++) {
        let nx = x, ny = y;
        if (k === 0) nx--; else if (k === 1) nx++; else if (k === 2) ny--; else ny++;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const nq = ny * w + nx;
        if (land[nq]) { comp.touchesLand = true; continue; }
        if (label[nq] !== -1 || pixelCell[nq] !== cell) continue;
        label[nq] = id;
        stack[sp++] = nq;
      }
    }
  }
  const adj = new Map<number, Set<number>>();
  const link = (a: number, b: number) => {
    if (!adj.has(a)) adj.set(a, new Set());
    if (!adj.has(b)) adj.set(b, new Set());
    adj.get(a)!.add(b);
    adj.get(b)!.add(a);
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const a = label[p];
      if (a < 0) continue;
      if (x + 1 < w) { const b = label[p + 1]; if (b >= 0 && b !== a) link(a, b); }
      if (y + 1 < h) { const b = label[p + w]; if (b >= 0 && b !== a) link(a, b); }
    }
  }
  return { label, comps, adj };
}

function keptNeighbours(za: ZoneAnalysis, c: number): number[] {
  return [...(za.adj.get(c) ?? [])].filter((d) => za.comps[d].kept).sort((a, b) => a - b);
}

/** Keep only components connected to the seed; returns dropped components (lakes, lagoons, cut-off bays). */
export function keepConnected(za: ZoneAnalysis, seed: number): number[] {
  const seen = new Uint8Array(za.comps.length);
  const queue = [seed];
  seen[seed] = 1;
  while (queue.length) {
    const c = queue.shift()!;
    for (const d of za.adj.get(c) ?? []) if (!seen[d]) { seen[d] = 1; queue.push(d); }
  }
  const dropped: number[] = [];
  za.comps.forEach((comp, i) => { if (!seen[i]) { comp.kept = false; dropped.push(i); } });
  return dropped;
}

/**
 * Drop slivers: components smaller than minPx that are dead ends (at most one neighbour) or whose
 * neighbours stay connected within two steps without them. Slivers that carry a passage (a strait
 * crossing a hex corner) are kept. Smallest first, ties by first pixel: deterministic.
 */
export function pruneSlivers(za: ZoneAnalysis, minPx: number): number[] {
  const cands = za.comps
    .map((c, i) => i)
    .filter((i) => za.comps[i].kept && za.comps[i].count < minPx)
    .sort((a, b) => za.comps[a].count - za.comps[b].count || za.comps[a].firstPixel - za.comps[b].firstPixel);
  const dropped: number[] = [];
  for (const c of cands) {
    const nb = keptNeighbours(za, c);
    let redundant = true;
    if (nb.length >= 2) {
      for (let i = 0; i < nb.length && redundant; i++) {
        const reach = new Set<number>([nb[i]]);
        for (const d of keptNeighbours(za, nb[i])) {
          if (d === c) continue;
          reach.add(d);
          for (const e of keptNeighbours(za, d)) if (e !== c) reach.add(e);
        }
        for (let j = i + 1; j < nb.length; j++) if (!reach.has(nb[j])) { redundant = false; break; }
      }
    }
    if (redundant) {
      za.comps[c].kept = false;
      dropped.push(c);
    }
  }
  return dropped;
}

/** Nearest pixel (Euclidean, ties by pixel index) within maxPx whose label is a kept component. */
export function nearestKept(za: ZoneAnalysis, r: Raster, px: number, py: number, maxPx: number): { comp: number; pixel: number; distPx: number } | null {
  let best: { comp: number; pixel: number; distPx: number } | null = null;
  const x0 = Math.floor(px), y0 = Math.floor(py);
  for (let rad = 0; rad <= maxPx; rad++) {
    if (best && best.distPx < rad - 1) break;
    for (let dy = -rad; dy <= rad; dy++) {
      for (let dx = -rad; dx <= rad; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== rad) continue;
        const x = x0 + dx, y = y0 + dy;
        if (x < 0 || y < 0 || x >= r.w || y >= r.h) continue;
        const p = y * r.w + x;
        const l = za.label[p];
        if (l < 0 || !za.comps[l].kept) continue;
        const d = Math.hypot(x + 0.5 - px, y + 0.5 - py);
        if (!best || d < best.distPx - 1e-9 || (Math.abs(d - best.distPx) <= 1e-9 && p < best.pixel)) best = { comp: l, pixel: p, distPx: d };
      }
    }
  }
  return best;
}
