// Generates games/gwas-mediterranean/map.json and map-summary.md from Natural Earth 1:10m land.
// Usage: npm run map:mediterranean   (node --import tsx scripts/generate-map.ts)
// Deterministic: same input data -> same output bytes.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  HEX_WIDTH_KM, HEX_SIZE_KM, ROW_SPACING_KM, PROJECTION_SPEC, HexGrid, makeProjection, inBox, rowCode,
  loadProjectedLand, rasterise, carve, greatCircleKm,
} from './map/geo.js';
import { BOX, EXCLUDE_BOXES, LAND_CLIP, PORTS, STRAITS, CANALS, ROUTES, WEATHER_ZONES, weatherZoneOf } from './map/data.js';
import { findComponents, keepConnected, pruneSlivers, nearestKept } from './map/zones.js';
import { writeMapJson, writeSummary } from './map/output.js';
import type { GameMap, MapCell, MapZone, MapPort, MapRoute, MapCanal } from '../src/games/gwas/data/map-types.js';

const RES_KM = 1; // raster pixel size
const SLIVER_KM2 = 30; // water pieces smaller than this are dropped unless they carry a passage
const LAKE_WARN_KM2 = 1500; // pitfall 7: cut-off water bodies larger than this are reported

const t0 = Date.now();
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(root, 'games/gwas-mediterranean');
const round = (v: number, d: number) => { const f = 10 ** d; return Math.round(v * f) / f; };
const log = (...a: unknown[]) => console.error('[map]', ...a);

// ------------------------------------------------------------------ grid
const proj = makeProjection();
const inv = (x: number, y: number): [number, number] => proj.invert!([x, y]) as [number, number];
let xmin = Infinity, xmax = -Infinity, ymin = Infinity, ymax = -Infinity;
for (let i = 0; i <= 400; i++) {
  const t = i / 400;
  for (const ll of [[BOX.west + t * (BOX.east - BOX.west), BOX.south], [BOX.west + t * (BOX.east - BOX.west), BOX.north],
    [BOX.west, BOX.south + t * (BOX.north - BOX.south)], [BOX.east, BOX.south + t * (BOX.north - BOX.south)]] as [number, number][]) {
    const [x, y] = proj(ll)!;
    xmin = Math.min(xmin, x); xmax = Math.max(xmax, x); ymin = Math.min(ymin, y); ymax = Math.max(ymax, y);
  }
}
const x0 = Math.floor(xmin), y0 = Math.floor(ymin);
const nRows = Math.ceil((ymax - y0) / ROW_SPACING_KM) + 1;
const nCols = Math.ceil((xmax - x0) / HEX_WIDTH_KM) + 1;
const grid = new HexGrid(x0, y0, nRows, nCols);

interface CellRec { r: number; c: number; id: string; idx: number }
const cells: CellRec[] = [];
const cellAt = new Int32Array(nRows * nCols).fill(-1);
for (let r = 0; r < nRows; r++) {
  for (let c = 0; c < nCols; c++) {
    const [cx, cy] = grid.center(r, c);
    const ctr = inv(cx, cy);
    if (EXCLUDE_BOXES.some((b) => inBox(ctr[0], ctr[1], b))) continue;
    const inside = inBox(ctr[0], ctr[1], BOX) || grid.corners(r, c).some(([x, y]) => { const ll = inv(x, y); return inBox(ll[0], ll[1], BOX); });
    if (!inside) continue;
    cellAt[r * nCols + c] = cells.length;
    cells.push({ r, c, id: `${rowCode(r)}${c + 1}`, idx: cells.length });
  }
}
const cellIndexOf = (r: number, c: number) => (r < 0 || c < 0 || r >= nRows || c >= nCols ? -1 : cellAt[r * nCols + c]);
log(`grid ${nRows} rows x ${nCols} cols, ${cells.length} cells`);

// ------------------------------------------------------------------ raster
let rx0 = Infinity, ry0 = Infinity, rx1 = -Infinity, ry1 = -Infinity;
for (const cell of cells) for (const [x, y] of grid.corners(cell.r, cell.c)) {
  rx0 = Math.min(rx0, x); ry0 = Math.min(ry0, y); rx1 = Math.max(rx1, x); ry1 = Math.max(ry1, y);
}
rx0 = Math.floor(rx0) - 2; ry0 = Math.floor(ry0) - 2;
const rw = Math.ceil((rx1 + 2 - rx0) / RES_KM), rh = Math.ceil((ry1 + 2 - ry0) / RES_KM);
const rings = loadProjectedLand(proj, LAND_CLIP);
const raster = rasterise(rings, rx0, ry0, RES_KM, rw, rh);
for (const s of STRAITS) if (s.carve) {
  const n = carve(raster, s.line.map((ll) => proj(ll)! as [number, number]), 1);
  log(`carved ${s.id}: ${n} px`);
}
log(`raster ${rw}x${rh} from ${rings.length} rings (${Date.now() - t0} ms)`);

const pixelCell = new Int32Array(rw * rh);
const landPx = new Int32Array(cells.length), totalPx = new Int32Array(cells.length);
for (let y = 0; y < rh; y++) {
  const py = ry0 + (y + 0.5) * RES_KM;
  for (let x = 0; x < rw; x++) {
    const [r, c] = grid.locate(rx0 + (x + 0.5) * RES_KM, py);
    const ci = cellIndexOf(r, c);
    const p = y * rw + x;
    pixelCell[p] = ci;
    if (ci >= 0) { totalPx[ci]++; if (raster.land[p]) landPx[ci]++; }
  }
}
// pitfall 3: any cell the coastline passes through is coastal, even if no pixel centre is land
const hasCoast = new Uint8Array(cells.length);
for (const ring of rings) for (let i = 0; i < ring.length; i += 2) {
  const [r, c] = grid.locate(ring[i], ring[i + 1]);
  const ci = cellIndexOf(r, c);
  if (ci >= 0) hasCoast[ci] = 1;
}

// ------------------------------------------------------------------ zones
const za = findComponents(raster, pixelCell);
const toPixel = (ll: [number, number]): [number, number] => { const [x, y] = proj(ll)!; return [(x - rx0) / RES_KM, (y - ry0) / RES_KM]; };
const compAtLonLat = (ll: [number, number], maxPx = 3) => { const [px, py] = toPixel(ll); return nearestKept(za, raster, px, py, maxPx); };
const seed = compAtLonLat([-5.6, 35.96]);
if (!seed) throw new Error('no water at the Strait of Gibraltar');
const cutOff = keepConnected(za, seed.comp);
const pxKm2 = RES_KM * RES_KM;
const bigCutOff: string[] = [];
for (const i of cutOff) {
  const c = za.comps[i];
  if (c.count * pxKm2 >= LAKE_WARN_KM2) {
    const ll = inv(rx0 + (c.sumX / c.count + 0.5) * RES_KM, ry0 + (c.sumY / c.count + 0.5) * RES_KM);
    bigCutOff.push(`${c.count * pxKm2} km2 in ${cells[c.cell].id} near ${ll.map((v) => v.toFixed(2))}`);
  }
}
// a large cut-off body means a strait closed on the raster: carve it (see STRAITS) rather than lose a sea
if (bigCutOff.length) throw new Error(`water cut off from the Mediterranean (a strait closed?):\n${bigCutOff.slice(0, 10).join('\n')}`);
const slivers = pruneSlivers(za, SLIVER_KM2 / pxKm2);
log(`components ${za.comps.length}, cut off ${cutOff.length}, slivers dropped ${slivers.length}`);

// name zones: per cell, kept components by area (largest first)
const compsByCell: number[][] = cells.map(() => []);
za.comps.forEach((c, i) => { if (c.kept) compsByCell[c.cell].push(i); });
const zoneIdOfComp = new Map<number, string>();
for (const cell of cells) {
  const list = compsByCell[cell.idx].sort((a, b) => za.comps[b].count - za.comps[a].count || za.comps[a].firstPixel - za.comps[b].firstPixel);
  if (list.length > 26) throw new Error(`too many zones in ${cell.id}`);
  list.forEach((ci, k) => zoneIdOfComp.set(ci, list.length === 1 ? cell.id : cell.id + String.fromCharCode(97 + k)));
}
const zid = (comp: number) => zoneIdOfComp.get(comp)!;

// zone centres: centroid, moved to the nearest own pixel when the centroid is not in the zone
const centrePix = new Map<number, { p: number; d: number; cx: number; cy: number }>();
for (const ci of zoneIdOfComp.keys()) {
  const c = za.comps[ci];
  const cx = c.sumX / c.count, cy = c.sumY / c.count;
  const p = Math.floor(cy) * rw + Math.floor(cx);
  centrePix.set(ci, { p: za.label[p] === ci ? p : -1, d: za.label[p] === ci ? 0 : Infinity, cx, cy });
}
for (let p = 0; p < za.label.length; p++) {
  const l = za.label[p];
  if (l < 0) continue;
  const e = centrePix.get(l);
  if (!e || e.d === 0) continue;
  const x = p % rw, y = (p - x) / rw;
  const d = Math.hypot(x - e.cx, y - e.cy);
  if (d < e.d) { e.d = d; e.p = p; }
}
const pixLonLat = (p: number): [number, number] => {
  const x = p % rw, y = (p - x) / rw;
  const ll = inv(rx0 + (x + 0.5) * RES_KM, ry0 + (y + 0.5) * RES_KM);
  return [round(ll[0], 4), round(ll[1], 4)];
};

const zones: Record<string, MapZone> = {};
const compOfZone = new Map<string, number>();
const droppedSet = new Set<number>([...cutOff, ...slivers]);
for (const [ci, id] of zoneIdOfComp) {
  const c = za.comps[ci];
  const nbs = [...(za.adj.get(ci) ?? [])];
  const touchesDropped = nbs.some((d) => droppedSet.has(d));
  const coastal = c.touchesLand || touchesDropped || (hasCoast[c.cell] === 1 && compsByCell[c.cell].length === 1);
  const center = pixLonLat(centrePix.get(ci)!.p);
  zones[id] = {
    cell: cells[c.cell].id,
    center,
    coastal,
    areaKm2: Math.round(c.count * pxKm2),
    neighbours: nbs.filter((d) => za.comps[d].kept).map(zid),
    weatherZone: weatherZoneOf(center[0], center[1]),
    traffic: 0,
    route: null,
    features: [],
  };
  compOfZone.set(id, ci);
}

// canals: explicit links (pitfall 6)
const canals: MapCanal[] = CANALS.map((k) => {
  const a = compAtLonLat(k.ends[0], 5), b = compAtLonLat(k.ends[1], 5);
  if (!a || !b) throw new Error(`canal ${k.id} end not in water`);
  const za1 = zid(a.comp), zb = zid(b.comp);
  if (za1 === zb) throw new Error(`canal ${k.id} ends in one zone`);
  zones[za1].neighbours.push(zb);
  zones[zb].neighbours.push(za1);
  zones[za1].features.push(`canal:${k.id}`);
  zones[zb].features.push(`canal:${k.id}`);
  return { id: k.id, name: k.name, opened: k.opened, zones: [za1, zb], note: k.note };
});

// straits: tag every zone the centreline passes through
for (const s of STRAITS) {
  for (let i = 0; i + 1 < s.line.length; i++) {
    const [a, b] = [s.line[i], s.line[i + 1]];
    const steps = Math.ceil(greatCircleKm(a, b) / (RES_KM / 2));
    for (let k = 0; k <= steps; k++) {
      const ll: [number, number] = [a[0] + ((b[0] - a[0]) * k) / steps, a[1] + ((b[1] - a[1]) * k) / steps];
      const hit = compAtLonLat(ll, 3);
      if (!hit) continue;
      const f = zones[zid(hit.comp)].features;
      if (!f.includes(`strait:${s.id}`)) f.push(`strait:${s.id}`);
    }
  }
}

// ------------------------------------------------------------------ ports
const ports: Record<string, MapPort> = {};
for (const p of PORTS) {
  const hit = compAtLonLat([p.lon, p.lat], 40);
  if (!hit) throw new Error(`port ${p.id}: no water within 40 km`);
  const id = zid(hit.comp);
  zones[id].features.push(`port:${p.id}`);
  ports[p.id] = { name: p.name, nation: p.nation, majorBase: p.majorBase, lon: p.lon, lat: p.lat, zone: id, note: p.note };
}

// ------------------------------------------------------------------ routes and traffic (10.22)
const zoneIds = Object.keys(zones);
const dist = (a: string, b: string) => greatCircleKm(zones[a].center, zones[b].center);
function shortestPath(from: string, to: string): string[] {
  // Dijkstra on zone-centre distances, ties broken by zone id; canal links are not used by routes
  const canalEdge = (a: string, b: string) => canals.some((k) => k.zones.includes(a) && k.zones.includes(b));
  const d = new Map<string, number>([[from, 0]]);
  const prev = new Map<string, string>();
  const done = new Set<string>();
  while (true) {
    let best: string | null = null;
    for (const [z, v] of d) if (!done.has(z) && (best === null || v < d.get(best)! || (v === d.get(best)! && z < best))) best = z;
    if (best === null) throw new Error(`no path ${from} -> ${to}`);
    if (best === to) break;
    done.add(best);
    for (const n of zones[best].neighbours) {
      if (done.has(n) || canalEdge(best, n)) continue;
      const nd = d.get(best)! + dist(best, n);
      if (!d.has(n) || nd < d.get(n)! - 1e-9) { d.set(n, nd); prev.set(n, best); }
    }
  }
  const path = [to];
  while (path[0] !== from) path.unshift(prev.get(path[0])!);
  return path;
}
const routes: MapRoute[] = ROUTES.map((rt) => {
  const wz = rt.waypoints.map((w) => {
    if (typeof w === 'string') {
      if (!ports[w]) throw new Error(`route ${rt.id}: unknown port ${w}`);
      return ports[w].zone;
    }
    const hit = compAtLonLat(w, 25);
    if (!hit) throw new Error(`route ${rt.id}: waypoint ${w} not near water`);
    return zid(hit.comp);
  });
  const waypoints = rt.waypoints.map((w): [number, number] => (typeof w === 'string' ? [ports[w].lon, ports[w].lat] : w));
  const path: string[] = [wz[0]];
  for (let i = 1; i < wz.length; i++) path.push(...shortestPath(path[path.length - 1], wz[i]).slice(1));
  return { id: rt.id, name: rt.name, kind: rt.kind, side: rt.side, note: rt.note, waypoints, zones: path };
});
const rank = { major: 2, minor: 1 } as const;
for (const rt of routes) for (const z of rt.zones) {
  const cur = zones[z].route;
  if (cur === null || rank[rt.kind] > rank[cur]) zones[z].route = rt.kind;
}
for (const id of zoneIds) {
  const z = zones[id];
  let t = z.route === 'major' ? 4 : z.route === 'minor' ? 3 : 0;
  for (const n of z.neighbours) {
    const r = zones[n].route;
    if (r === 'major') t = Math.max(t, 2);
    else if (r === 'minor') t = Math.max(t, 1);
  }
  z.traffic = t;
}

// ------------------------------------------------------------------ cells
const outCells: Record<string, MapCell> = {};
for (const cell of cells) {
  const [cx, cy] = grid.center(cell.r, cell.c);
  const ll = inv(cx, cy);
  const zs = compsByCell[cell.idx].map(zid);
  const lf = totalPx[cell.idx] ? landPx[cell.idx] / totalPx[cell.idx] : 0;
  const kind = zs.length === 0 ? 'land' : lf === 0 && !hasCoast[cell.idx] ? 'sea' : 'coastal';
  outCells[cell.id] = { row: rowCode(cell.r), col: cell.c + 1, center: [round(ll[0], 4), round(ll[1], 4)], landFraction: round(lf, 3), kind, zones: zs };
}
for (const z of Object.values(zones)) {
  z.neighbours = [...new Set(z.neighbours)].sort(compareIds);
  z.features.sort();
}

function compareIds(a: string, b: string): number {
  const ma = /^([A-Z]+)(\d+)([a-z]?)$/.exec(a)!, mb = /^([A-Z]+)(\d+)([a-z]?)$/.exec(b)!;
  return ma[1].length - mb[1].length || (ma[1] < mb[1] ? -1 : ma[1] > mb[1] ? 1 : 0) || Number(ma[2]) - Number(mb[2]) || (ma[3] < mb[3] ? -1 : ma[3] > mb[3] ? 1 : 0);
}
const sortObj = <T>(o: Record<string, T>, cmp: (a: string, b: string) => number): Record<string, T> =>
  Object.fromEntries(Object.keys(o).sort(cmp).map((k) => [k, o[k]]));

const map: GameMap = {
  id: 'gwas-mediterranean',
  name: 'Great War at Sea: The Mediterranean - operational map',
  source: 'Natural Earth 1:10m land (world-atlas 2.0.2), generated by scripts/generate-map.ts',
  hexSizeNm: 32,
  grid: {
    orientation: 'pointy-top',
    offset: 'odd-r',
    note: 'Rows run west-east and are lettered from the north (A..Z, AA..); columns are numbered from 1 at the west. Odd-numbered rows in 0-based terms (B, D, F, ...) are shifted half a hex east. Neighbours of (row r, col c): same row c-1 and c+1; rows r-1 and r+1 at columns c-1 and c when r is even (A, C, ...), c and c+1 when r is odd.',
    projection: PROJECTION_SPEC,
    originKm: [x0, y0],
    hexWidthKm: round(HEX_WIDTH_KM, 4),
    hexSizeKm: round(HEX_SIZE_KM, 4),
    rowSpacingKm: round(ROW_SPACING_KM, 4),
    rows: nRows,
    columns: nCols,
    firstRow: rowCode(0),
    lastRow: rowCode(nRows - 1),
    box: BOX,
    excludeBoxes: EXCLUDE_BOXES,
    rasterResolutionKm: RES_KM,
    sliverKm2: SLIVER_KM2,
  },
  cells: sortObj(outCells, compareIds),
  zones: sortObj(zones, compareIds),
  ports: sortObj(ports, (a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  weatherZones: WEATHER_ZONES,
  routes,
  canals,
  straits: STRAITS.map((s) => ({ id: s.id, name: s.name, zones: zoneIds.filter((z) => zones[z].features.includes(`strait:${s.id}`)).sort(compareIds), carved: s.carve })),
};

mkdirSync(outDir, { recursive: true });
writeFileSync(resolve(outDir, 'map.json'), writeMapJson(map));
writeFileSync(resolve(outDir, 'map-summary.md'), writeSummary(map));
log(`${Object.keys(map.cells).length} cells, ${zoneIds.length} zones, ${Object.keys(ports).length} ports in ${Date.now() - t0} ms`);
