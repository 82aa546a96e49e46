// Generates games/bismarck1979/board.json and board-summary.md, the Bismarck (1979) search board,
// from Natural Earth 1:10m land and countries (world-atlas), on staggered squares ("bricks") of
// 90 statute miles (rulebook 2.2). Usage: npm run map:atlantic. Deterministic: same data, same bytes.
//
// What it decides, cell by cell (docs: games/bismarck1979/README.md):
//   terrain  sea (has a grid-coordinate: ships may enter, 2.2), ice (sea west of the pack-ice
//            edge: air only) or land (no grid-coordinate: air only);
//   coasts   which coasts it touches (coastal search 7.2, the Chance Table's columns);
//   edges    which of its six neighbours a ship may move to: open water must run along the shared
//            edge (5.1), so no ship crosses a land neck, and ports get their exits from geography
//            (the Terrain Effects Key's port restrictions);
//   places, lines and groups: ports and air bases, the convoy lines, the 55 line, the patrol line.
import { writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { geoConicConformal } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, FeatureCollection } from 'geojson';
import { inBox, loadProjectedLand, projectFeatures, rasterise, greatCircleKm } from './map/geo.js';
import { findComponents, keepConnected, nearestKept } from './map/zones.js';
import { cellCenter, offsetNeighbours, rowCode } from '../src/board/grid.js';
import type { Grid } from '../src/board/types.js';
import {
  ZONE_KM, PROJECTION_SPEC, BOX, EXCLUDE_BOXES, LAND_CLIP, OCEAN_SEED, MIN_SEA_SHARE, MIN_EDGE_WATER_KM, PLACES, ICE_EDGE,
  LINE_55_LAT, WHITE_CIRCLE_LON, PATROL_LINE_FIRST_ROW, CONVOY_LINES, IRISH_SEA, COASTS, SHETLAND_SOUTH_LAT,
} from './map-atlantic/data.js';
import { writeBoardJson, writeBoardSummary, type AtlanticBoard, type BoardZone } from './map-atlantic/output.js';

const RES_KM = 2;
const t0 = Date.now();
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(root, 'games/bismarck1979');
const round = (v: number, d: number) => { const f = 10 ** d; return Math.round(v * f) / f; };
const log = (...a: unknown[]) => console.error('[atlantic]', ...a);

// ------------------------------------------------------------------ projection and grid
const proj = geoConicConformal().rotate(PROJECTION_SPEC.rotate).parallels(PROJECTION_SPEC.parallels)
  .scale(PROJECTION_SPEC.scale).translate(PROJECTION_SPEC.translate).precision(0);
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
const W = ZONE_KM, H = ZONE_KM;
const grid0 = { kind: 'brick', offset: 'odd-r', cellKm: [W, H], originKm: [Math.floor(xmin) + W / 2, Math.floor(ymin) + H / 2] } as const;
const rowsAll = Math.ceil((ymax - ymin) / H) + 1;
const colsAll = Math.ceil((xmax - xmin) / W) + 1;
const fullGrid: Grid = { ...grid0, rows: rowsAll, columns: colsAll, cellKm: [W, H], originKm: [grid0.originKm[0], grid0.originKm[1]] };

// Which (row, col) are on the board: centre in the box, outside the exclude boxes.
const onBoard = (r: number, c: number): boolean => {
  const [x, y] = cellCenter(fullGrid, r, c);
  const [lon, lat] = inv(x, y);
  return inBox(lon, lat, BOX) && !EXCLUDE_BOXES.some((b) => inBox(lon, lat, b));
};
// Trim empty rows and columns so the grid starts at row A, column 1. Keep the row parity (odd-r).
let rMin = Infinity, rMax = -1, cMin = Infinity, cMax = -1;
for (let r = 0; r < rowsAll; r++) for (let c = 1; c <= colsAll; c++) if (onBoard(r, c)) {
  rMin = Math.min(rMin, r); rMax = Math.max(rMax, r); cMin = Math.min(cMin, c); cMax = Math.max(cMax, c);
}
if (rMin % 2 !== 0) rMin--; // the first row must be unshifted so odd-r still describes the stagger
const nRows = rMax - rMin + 1, nCols = cMax - cMin + 1;
if (nRows > 26) throw new Error(`${nRows} rows: a grid-coordinate is one letter (2.2), so at most 26`);
if (nCols > 99) throw new Error(`${nCols} columns: a grid-coordinate has at most two digits (2.2)`);
const originKm: [number, number] = [grid0.originKm[0] + (cMin - 1) * W, grid0.originKm[1] + rMin * H];
const grid: Grid = { kind: 'brick', offset: 'odd-r', rows: nRows, columns: nCols, cellKm: [round(W, 4), round(H, 4)], originKm: [round(originKm[0], 4), round(originKm[1], 4)], projection: PROJECTION_SPEC };
const gridExact: Grid = { ...grid, cellKm: [W, H], originKm } as Grid;

interface CellRec { r: number; c: number; id: string; idx: number }
const cells: CellRec[] = [];
const cellAt = new Int32Array(nRows * (nCols + 1)).fill(-1);
for (let r = 0; r < nRows; r++) for (let c = 1; c <= nCols; c++) {
  if (!onBoard(r + rMin, c + cMin - 1)) continue;
  cellAt[r * (nCols + 1) + c] = cells.length;
  cells.push({ r, c, id: `${rowCode(r)}${c}`, idx: cells.length });
}
const cellIndexOf = (r: number, c: number) => (r < 0 || c < 1 || r >= nRows || c > nCols ? -1 : cellAt[r * (nCols + 1) + c]);
/** The (row, col) of the brick holding projected point (x, y). */
function locate(x: number, y: number): [number, number] {
  const r = Math.floor((y - originKm[1]) / H + 0.5);
  const shift = (r & 1) === 1 ? 0.5 : 0;
  const c = Math.floor((x - originKm[0]) / W - shift + 0.5) + 1;
  return [r, c];
}
log(`grid ${nRows} rows x ${nCols} columns, ${cells.length} cells on the board`);

// ------------------------------------------------------------------ rasters: land and countries
let rx0 = Infinity, ry0 = Infinity, rx1 = -Infinity, ry1 = -Infinity;
for (const cell of cells) {
  const [cx, cy] = cellCenter(gridExact, cell.r, cell.c);
  rx0 = Math.min(rx0, cx - W / 2); ry0 = Math.min(ry0, cy - H / 2); rx1 = Math.max(rx1, cx + W / 2); ry1 = Math.max(ry1, cy + H / 2);
}
rx0 = Math.floor(rx0) - 2; ry0 = Math.floor(ry0) - 2;
const rw = Math.ceil((rx1 + 2 - rx0) / RES_KM), rh = Math.ceil((ry1 + 2 - ry0) / RES_KM);
const raster = rasterise(loadProjectedLand(proj, LAND_CLIP), rx0, ry0, RES_KM, rw, rh);

const require = createRequire(import.meta.url);
const topo = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8')) as Topology;
const countries = (feature(topo, topo.objects.countries as GeometryCollection) as unknown as FeatureCollection).features;
const coastIds = [...new Set(Object.values(COASTS))].sort();
coastIds.push('shetland', 'jan-mayen');
const countryOf = new Uint8Array(rw * rh); // 0 none, else 1 + index in coastIds
for (const name of Object.keys(COASTS).sort()) {
  const feats = countries.filter((f: Feature) => (f.properties as { name?: string } | null)?.name === name);
  if (feats.length === 0) throw new Error(`no country '${name}' in countries-10m`);
  const r = rasterise(projectFeatures(feats, proj, LAND_CLIP), rx0, ry0, RES_KM, rw, rh);
  const code = 1 + coastIds.indexOf(COASTS[name]);
  for (let p = 0; p < r.land.length; p++) if (r.land[p]) countryOf[p] = code;
}
const shetland = 1 + coastIds.indexOf('shetland'), gb = 1 + coastIds.indexOf('great-britain');
const janMayen = 1 + coastIds.indexOf('jan-mayen'), norway = 1 + coastIds.indexOf('norway');
log(`rasters ${rw}x${rh} at ${RES_KM} km (${Date.now() - t0} ms)`);

// ------------------------------------------------------------------ pixels to cells, water bodies
const pixelCell = new Int32Array(rw * rh);
const totalPx = new Int32Array(cells.length);
const landPx: Map<number, number>[] = cells.map(() => new Map());
for (let y = 0; y < rh; y++) {
  const py = ry0 + (y + 0.5) * RES_KM;
  for (let x = 0; x < rw; x++) {
    const px = rx0 + (x + 0.5) * RES_KM;
    const [r, c] = locate(px, py);
    const ci = cellIndexOf(r, c);
    const p = y * rw + x;
    pixelCell[p] = ci;
    if (ci < 0) continue;
    totalPx[ci]++;
    if (raster.land[p]) {
      let k = countryOf[p];
      if (k === gb && inv(px, py)[1] >= SHETLAND_SOUTH_LAT) k = shetland;
      // Jan Mayen is Norwegian in the data, but not "the coast of Norway" of 7.2 (it was never German).
      if (k === norway && inv(px, py)[0] < 0) k = janMayen;
      landPx[ci].set(k, (landPx[ci].get(k) ?? 0) + 1);
    }
  }
}
const za = findComponents(raster, pixelCell);
const toPixel = (ll: [number, number]): [number, number] => { const [x, y] = proj(ll)!; return [(x - rx0) / RES_KM, (y - ry0) / RES_KM]; };
const seed = nearestKept(za, raster, ...toPixel(OCEAN_SEED), 3);
if (!seed) throw new Error('no water at the ocean seed');
const cutOff = keepConnected(za, seed.comp);
log(`water bodies ${za.comps.length}, cut off from the ocean ${cutOff.length}`);

// Each cell's water: its largest open-water body; a port's cell takes the body nearest the port.
const mainComp = new Int32Array(cells.length).fill(-1);
za.comps.forEach((comp, i) => {
  if (!comp.kept) return;
  const cur = mainComp[comp.cell];
  if (cur < 0 || comp.count > za.comps[cur].count || (comp.count === za.comps[cur].count && comp.firstPixel < za.comps[cur].firstPixel)) mainComp[comp.cell] = i;
});
const portCell = new Set<number>();
const cellOfPort = new Map<string, number>();
for (const pl of PLACES) {
  if (pl.kind === 'air-base') continue;
  const hit = nearestKept(za, raster, ...toPixel(pl.at ? [pl.at[0], pl.at[1]] : [pl.lon, pl.lat]), 40);
  if (!hit) throw new Error(`port ${pl.id}: no open water within ${40 * RES_KM} km`);
  const ci = za.comps[hit.comp].cell;
  if (portCell.has(ci) && mainComp[ci] !== hit.comp) throw new Error(`port ${pl.id} shares its zone with another port on other water`);
  mainComp[ci] = hit.comp;
  portCell.add(ci);
  cellOfPort.set(pl.id, ci);
}

// ------------------------------------------------------------------ edges for ships (5.1)
const edgePx = new Map<string, number>();
const bump = (a: number, b: number) => { const k = a < b ? `${a},${b}` : `${b},${a}`; edgePx.set(k, (edgePx.get(k) ?? 0) + 1); };
for (let y = 0; y < rh; y++) for (let x = 0; x < rw; x++) {
  const p = y * rw + x;
  const a = za.label[p];
  if (a < 0 || mainComp[za.comps[a].cell] !== a) continue;
  for (const q of [x + 1 < rw ? p + 1 : -1, y + 1 < rh ? p + rw : -1]) {
    if (q < 0) continue;
    const b = za.label[q];
    if (b < 0 || b === a || mainComp[za.comps[b].cell] !== b) continue;
    bump(za.comps[a].cell, za.comps[b].cell);
  }
}

// ------------------------------------------------------------------ terrain
function iceEdgeLon(lat: number): number | null {
  for (let i = 0; i + 1 < ICE_EDGE.length; i++) {
    const [[lo0, la0], [lo1, la1]] = [ICE_EDGE[i], ICE_EDGE[i + 1]];
    if (lat >= la0 && lat <= la1) return lo0 + ((lat - la0) / (la1 - la0)) * (lo1 - lo0);
  }
  return null;
}
const centreOf = (cell: CellRec): [number, number] => { const [x, y] = cellCenter(gridExact, cell.r, cell.c); const ll = inv(x, y); return [round(ll[0], 3), round(ll[1], 3)]; };
const terrain: ('sea' | 'ice' | 'land')[] = cells.map((cell) => {
  const m = mainComp[cell.idx];
  const share = m < 0 ? 0 : za.comps[m].count / totalPx[cell.idx];
  if (!portCell.has(cell.idx) && share < MIN_SEA_SHARE) return 'land';
  const [lon, lat] = centreOf(cell);
  const edge = iceEdgeLon(lat);
  return edge !== null && lon < edge && !portCell.has(cell.idx) ? 'ice' : 'sea';
});

const zones: Record<string, BoardZone> = {};
for (const cell of cells) {
  const [lon, lat] = centreOf(cell);
  const neighbours = offsetNeighbours(gridExact, cell.r, cell.c).map(([r, c]) => cellIndexOf(r, c)).filter((i) => i >= 0);
  const ship = terrain[cell.idx] === 'sea'
    ? neighbours.filter((n) => terrain[n] === 'sea' && (edgePx.get(cell.idx < n ? `${cell.idx},${n}` : `${n},${cell.idx}`) ?? 0) * RES_KM >= MIN_EDGE_WATER_KM)
    : [];
  const coasts = [...landPx[cell.idx].entries()].filter(([k]) => k > 0).map(([k]) => coastIds[k - 1]).sort();
  const landShare = [...landPx[cell.idx].values()].reduce((a, b) => a + b, 0) / totalPx[cell.idx];
  const m = mainComp[cell.idx];
  const tags: string[] = [];
  if (inBox(lon, lat, IRISH_SEA) && terrain[cell.idx] === 'sea') tags.push('irish-sea');
  if (lat < LINE_55_LAT) tags.push('south-of-55');
  zones[cell.id] = {
    row: rowCode(cell.r), col: cell.c, center: [lon, lat], terrain: terrain[cell.idx],
    seaShare: round(m < 0 ? 0 : za.comps[m].count / totalPx[cell.idx], 3), landShare: round(landShare, 3),
    coasts, neighbours: neighbours.map((n) => cells[n].id), shipNeighbours: ship.map((n) => cells[n].id), tags,
  };
}

// ------------------------------------------------------------------ places
const places: AtlanticBoard['places'] = {};
for (const pl of PLACES) {
  let zone: string;
  if (pl.kind === 'air-base') {
    const [x, y] = proj([pl.lon, pl.lat])!;
    const ci = cellIndexOf(...locate(x, y));
    if (ci < 0) throw new Error(`air base ${pl.id} is off the board`);
    zone = cells[ci].id;
  } else {
    zone = cells[cellOfPort.get(pl.id)!].id;
  }
  places[pl.id] = { name: pl.name, nation: pl.nation, kind: pl.kind, zone, lon: pl.lon, lat: pl.lat, note: pl.note };
  if (pl.kind !== 'air-base') zones[zone].tags.push(`port:${pl.id}`);
  if (pl.kind !== 'port') zones[zone].tags.push(`base:${pl.id}`);
}
for (const z of Object.values(zones)) z.tags.sort();

// ------------------------------------------------------------------ lines and groups
const sea = (id: string) => zones[id].terrain === 'sea';
function zonesAlong(points: readonly [number, number][]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [a, b] = [points[i], points[i + 1]];
    const steps = Math.ceil(greatCircleKm(a, b) / RES_KM);
    for (let k = 0; k <= steps; k++) {
      const ll: [number, number] = [a[0] + ((b[0] - a[0]) * k) / steps, a[1] + ((b[1] - a[1]) * k) / steps];
      const [x, y] = proj(ll)!;
      const ci = cellIndexOf(...locate(x, y));
      if (ci < 0) continue;
      const id = cells[ci].id;
      if (sea(id) && !out.includes(id)) out.push(id);
    }
  }
  return out;
}
const lines: AtlanticBoard['lines'] = {};
for (const cl of CONVOY_LINES) lines[`convoy-${cl.id}`] = { name: cl.name, zones: zonesAlong(cl.points), tags: ['convoy-route'] };

const firstPatrolRow = PATROL_LINE_FIRST_ROW.charCodeAt(0) - 65;
const whiteCircles: string[] = [];
for (let r = firstPatrolRow; r < nRows; r++) {
  let best: { id: string; d: number } | null = null;
  for (const cell of cells) {
    if (cell.r !== r || !sea(cell.id)) continue;
    const d = Math.abs(zones[cell.id].center[0] - WHITE_CIRCLE_LON);
    if (!best || d < best.d) best = { id: cell.id, d };
  }
  if (best) whiteCircles.push(best.id);
}
for (const id of whiteCircles) zones[id].tags.push('white-circle'), zones[id].tags.sort();
lines['white-circles'] = { name: 'British patrol line (white circles)', zones: whiteCircles, tags: ['patrol-line'] };

const board: AtlanticBoard = {
  id: 'bismarck1979-search-board',
  name: 'Bismarck (1979) search board: the North Atlantic in 90-mile zones',
  source: 'Natural Earth 1:10m land and countries (world-atlas 2.0.2), generated by scripts/generate-atlantic-map.ts (npm run map:atlantic)',
  zoneKm: round(ZONE_KM, 4),
  grid,
  box: BOX,
  excludeBoxes: EXCLUDE_BOXES,
  parameters: { rasterResolutionKm: RES_KM, minSeaShare: MIN_SEA_SHARE, minEdgeWaterKm: MIN_EDGE_WATER_KM, line55Lat: LINE_55_LAT, whiteCircleLon: WHITE_CIRCLE_LON, patrolLineFirstRow: PATROL_LINE_FIRST_ROW, iceEdge: ICE_EDGE, irishSea: IRISH_SEA },
  zones,
  places,
  lines,
};

mkdirSync(outDir, { recursive: true });
writeFileSync(resolve(outDir, 'board.json'), writeBoardJson(board));
writeFileSync(resolve(outDir, 'board-summary.md'), writeBoardSummary(board));
log(`${cells.length} zones (${Object.values(zones).filter((z) => z.terrain === 'sea').length} sea, ${Object.values(zones).filter((z) => z.terrain === 'ice').length} ice), ${Object.keys(places).length} places in ${Date.now() - t0} ms`);
