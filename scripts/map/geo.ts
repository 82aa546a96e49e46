// Projection, hex-grid arithmetic and land rasterisation for the map generator.
// Everything here is deterministic: fixed constants, no randomness, no clock.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoConicConformal, type GeoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { MultiPolygon, Polygon, Feature, FeatureCollection } from 'geojson';

export const EARTH_RADIUS_KM = 6371;
/** 32 nautical miles, flat side to flat side (1 nm = 1.852 km). */
export const HEX_WIDTH_KM = 32 * 1.852;
/** Hex circumradius (centre to corner). */
export const HEX_SIZE_KM = HEX_WIDTH_KM / Math.sqrt(3);
export const ROW_SPACING_KM = 1.5 * HEX_SIZE_KM;

export const PROJECTION_SPEC = {
  type: 'conicConformal',
  rotate: [-15, 0] as [number, number],
  parallels: [33, 43] as [number, number],
  scale: EARTH_RADIUS_KM,
  translate: [0, 0] as [number, number],
  units: 'km; x grows east, y grows south',
};

export function makeProjection(): GeoProjection {
  return geoConicConformal()
    .rotate(PROJECTION_SPEC.rotate)
    .parallels(PROJECTION_SPEC.parallels)
    .scale(PROJECTION_SPEC.scale)
    .translate(PROJECTION_SPEC.translate)
    .precision(0);
}

export interface Box { west: number; east: number; south: number; north: number }

export function inBox(lon: number, lat: number, b: Box): boolean {
  return lon >= b.west && lon <= b.east && lat >= b.south && lat <= b.north;
}

/** Pointy-top hexes in rows; odd rows (B, D, ...) are shifted half a hex east ("odd-r"). */
export class HexGrid {
  constructor(readonly x0: number, readonly y0: number, readonly rows: number, readonly cols: number) {}

  center(r: number, c: number): [number, number] {
    return [this.x0 + (c + (r & 1) * 0.5) * HEX_WIDTH_KM, this.y0 + r * ROW_SPACING_KM];
  }

  corners(r: number, c: number): [number, number][] {
    const [cx, cy] = this.center(r, c);
    const out: [number, number][] = [];
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 180) * (60 * i - 30);
      out.push([cx + HEX_SIZE_KM * Math.cos(a), cy + HEX_SIZE_KM * Math.sin(a)]);
    }
    return out;
  }

  /** Offset (row, col) of the hex containing projected point (x, y); may be outside the grid. */
  locate(x: number, y: number): [number, number] {
    const px = x - this.x0;
    const py = y - this.y0;
    const q = ((Math.sqrt(3) / 3) * px - py / 3) / HEX_SIZE_KM;
    const rr = ((2 / 3) * py) / HEX_SIZE_KM;
    // cube rounding
    const cx = q, cz = rr, cy = -cx - cz;
    let rx = Math.round(cx), ry = Math.round(cy), rz = Math.round(cz);
    const dx = Math.abs(rx - cx), dy = Math.abs(ry - cy), dz = Math.abs(rz - cz);
    if (dx > dy && dx > dz) rx = -ry - rz;
    else if (dy > dz) ry = -rx - rz;
    else rz = -rx - ry;
    const row = rz;
    const col = rx + (row - (row & 1)) / 2;
    return [row, col];
  }

  /** The six neighbouring (row, col) pairs, whether or not they exist. */
  static neighbours(r: number, c: number): [number, number][] {
    const odd = r & 1;
    return [
      [r, c - 1], [r, c + 1],
      [r - 1, c - 1 + odd], [r - 1, c + odd],
      [r + 1, c - 1 + odd], [r + 1, c + odd],
    ];
  }
}

// Row codes are the board's (src/board/grid.ts): the map and the engine must name cells alike.
export { rowCode, rowIndex } from '../../src/board/grid.js';

// ---------------------------------------------------------------- land polygons

type Ring = [number, number][];

/** Sutherland-Hodgman clip of one lon/lat ring against a lon/lat rectangle. */
function clipRing(ring: Ring, b: Box): Ring {
  let pts = ring;
  const edges: [(p: [number, number]) => boolean, (a: [number, number], c: [number, number]) => [number, number]][] = [
    [(p) => p[0] >= b.west, (a, c) => { const t = (b.west - a[0]) / (c[0] - a[0]); return [b.west, a[1] + t * (c[1] - a[1])]; }],
    [(p) => p[0] <= b.east, (a, c) => { const t = (b.east - a[0]) / (c[0] - a[0]); return [b.east, a[1] + t * (c[1] - a[1])]; }],
    [(p) => p[1] >= b.south, (a, c) => { const t = (b.south - a[1]) / (c[1] - a[1]); return [a[0] + t * (c[0] - a[0]), b.south]; }],
    [(p) => p[1] <= b.north, (a, c) => { const t = (b.north - a[1]) / (c[1] - a[1]); return [a[0] + t * (c[0] - a[0]), b.north]; }],
  ];
  for (const [inside, cut] of edges) {
    if (pts.length === 0) break;
    const out: Ring = [];
    for (let i = 0; i < pts.length; i++) {
      const cur = pts[i];
      const prev = pts[(i + pts.length - 1) % pts.length];
      const ci = inside(cur), pi = inside(prev);
      if (ci) {
        if (!pi) out.push(cut(prev, cur));
        out.push(cur);
      } else if (pi) {
        out.push(cut(prev, cur));
      }
    }
    pts = out;
  }
  return pts;
}

/**
 * Land rings from Natural Earth 1:10m, clipped to a generous lon/lat box and projected to km.
 * Pitfall 1 (reversed rings) does not bite here: the raster uses the even-odd rule in the
 * plane, which ignores ring orientation entirely.
 */
export function loadProjectedLand(proj: GeoProjection, clip: Box): Float64Array[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve('world-atlas/land-10m.json');
  const topo = JSON.parse(readFileSync(file, 'utf8')) as Topology;
  const fc = feature(topo, topo.objects.land as GeometryCollection) as unknown as FeatureCollection | Feature;
  return projectFeatures('features' in fc ? fc.features : [fc], proj, clip);
}

/**
 * Polygon rings of some Natural Earth features (the land, or one country), clipped to a lon/lat
 * box and projected to km, with long edges densified. Shared by the Mediterranean and Atlantic maps.
 */
export function projectFeatures(feats: readonly Feature[], proj: GeoProjection, clip: Box): Float64Array[] {
  const rings: Float64Array[] = [];
  for (const f of feats) {
    const g = f.geometry as MultiPolygon | Polygon;
    const polys = g.type === 'MultiPolygon' ? g.coordinates : [g.coordinates];
    for (const poly of polys) {
      for (const raw of poly) {
        let minLon = Infinity, maxLon = -Infinity, minLat = Infinity, maxLat = -Infinity;
        for (const p of raw) {
          if (p[0] < minLon) minLon = p[0];
          if (p[0] > maxLon) maxLon = p[0];
          if (p[1] < minLat) minLat = p[1];
          if (p[1] > maxLat) maxLat = p[1];
        }
        if (maxLon < clip.west || minLon > clip.east || maxLat < clip.south || minLat > clip.north) continue;
        // A ring across the antimeridian (Afro-Eurasia holds Chukotka at about -170°) would be
        // clipped to a band along the box's west edge: move its far-west points past +180 first.
        const unwrap = maxLon - minLon > 180 ? (lon: number) => (lon < -150 ? lon + 360 : lon) : (lon: number) => lon;
        const ring = clipRing(raw.slice(0, -1).map((p) => [unwrap(p[0]), p[1]] as [number, number]), clip);
        if (ring.length < 3) continue;
        // densify long (clip-boundary) edges so straight lon/lat edges stay close to their true projection
        const dense: number[] = [];
        for (let i = 0; i < ring.length; i++) {
          const a = ring[i];
          const b = ring[(i + 1) % ring.length];
          const steps = Math.max(1, Math.ceil(Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1])) / 0.25));
          for (let s = 0; s < steps; s++) {
            const t = s / steps;
            const xy = proj([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])])!;
            dense.push(xy[0], xy[1]);
          }
        }
        rings.push(Float64Array.from(dense));
      }
    }
  }
  return rings;
}

export interface Raster {
  x0: number; y0: number; res: number; w: number; h: number;
  /** 1 = land, 0 = water */
  land: Uint8Array;
}

/** Even-odd scanline fill of projected rings; a pixel is land if its centre is inside. */
export function rasterise(rings: Float64Array[], x0: number, y0: number, res: number, w: number, h: number): Raster {
  const rowsX: number[][] = Array.from({ length: h }, () => []);
  for (const ring of rings) {
    const n = ring.length / 2;
    for (let i = 0; i < n; i++) {
      const ax = ring[2 * i], ay = ring[2 * i + 1];
      const j = (i + 1) % n;
      const bx = ring[2 * j], by = ring[2 * j + 1];
      if (ay === by) continue;
      const ylo = Math.min(ay, by), yhi = Math.max(ay, by);
      // pixel rows whose centre y is in [ylo, yhi)
      let r0 = Math.ceil((ylo - y0) / res - 0.5);
      let r1 = Math.ceil((yhi - y0) / res - 0.5) - 1;
      if (r0 < 0) r0 = 0;
      if (r1 > h - 1) r1 = h - 1;
      for (let r = r0; r <= r1; r++) {
        const yc = y0 + (r + 0.5) * res;
        const t = (yc - ay) / (by - ay);
        rowsX[r].push(ax + t * (bx - ax));
      }
    }
  }
  const land = new Uint8Array(w * h);
  for (let r = 0; r < h; r++) {
    const xs = rowsX[r].sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      // pixels with centre in [xs[k], xs[k+1])
      let c0 = Math.ceil((xs[k] - x0) / res - 0.5);
      let c1 = Math.ceil((xs[k + 1] - x0) / res - 0.5) - 1;
      if (c0 < 0) c0 = 0;
      if (c1 > w - 1) c1 = w - 1;
      for (let c = c0; c <= c1; c++) land[r * w + c] ^= 1;
    }
  }
  return { x0, y0, res, w, h, land };
}

/** Burn a water channel along a projected polyline (used to keep sub-pixel straits open). */
export function carve(r: Raster, pts: [number, number][], halfWidthPx = 0): number {
  let changed = 0;
  for (let i = 0; i + 1 < pts.length; i++) {
    const [ax, ay] = pts[i];
    const [bx, by] = pts[i + 1];
    const len = Math.hypot(bx - ax, by - ay);
    const steps = Math.max(1, Math.ceil((len / r.res) * 4));
    for (let s = 0; s <= steps; s++) {
      const x = ax + ((bx - ax) * s) / steps;
      const y = ay + ((by - ay) * s) / steps;
      const cc = Math.floor((x - r.x0) / r.res);
      const rr = Math.floor((y - r.y0) / r.res);
      for (let dy = -halfWidthPx; dy <= halfWidthPx; dy++) {
        for (let dx = -halfWidthPx; dx <= halfWidthPx; dx++) {
          const c = cc + dx, q = rr + dy;
          if (c < 0 || q < 0 || c >= r.w || q >= r.h) continue;
          if (r.land[q * r.w + c]) { r.land[q * r.w + c] = 0; changed++; }
        }
      }
    }
  }
  return changed;
}

export function greatCircleKm(a: [number, number], b: [number, number]): number {
  const toR = Math.PI / 180;
  const dLat = (b[1] - a[1]) * toR;
  const dLon = (b[0] - a[0]) * toR;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * toR) * Math.cos(b[1] * toR) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
