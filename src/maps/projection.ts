/**
 * Board geometry on the page (issue 12 §1): a board on real geography records the projection its
 * grid was laid on (d3-geo's names, board/types.ts Projection); zone centres are [lon, lat] and
 * cells are placed by grid arithmetic in projected km. The drawing needs both in the same plane, so
 * this is the forward projection, written out for the kinds the maps use (no d3 at run time).
 */
import { cellPolygon, parseCellId, type Point } from '../board/grid.js';
import type { Board, Projection } from '../board/types.js';

const RAD = Math.PI / 180;

/** Lambert conformal conic, as d3-geo's conicConformal with rotate, parallels, scale, translate (y down). */
function conicConformal(p: Projection): (lon: number, lat: number) => Point {
  const [phi0, phi1] = (p.parallels ?? [30, 30]).map((d) => d * RAD);
  const tany = (y: number) => Math.tan((Math.PI / 2 + y) / 2);
  const cy0 = Math.cos(phi0);
  const n = phi0 === phi1 ? Math.sin(phi0) : Math.log(cy0 / Math.cos(phi1)) / Math.log(tany(phi1) / tany(phi0));
  const f = (cy0 * Math.pow(tany(phi0), n)) / n;
  const k = p.scale ?? 1;
  const [tx, ty] = [p.translate?.[0] ?? 0, p.translate?.[1] ?? 0];
  const dLon = p.rotate?.[0] ?? 0;
  return (lon, lat) => {
    const x = (lon + dLon) * RAD;
    const r = f / Math.pow(tany(lat * RAD), n);
    return [tx + k * r * Math.sin(n * x), ty - k * (f - r * Math.cos(n * x))];
  };
}

/** [lon, lat] → the grid's plane; a board without a projection already is in its plane. */
export function projector(board: Board): (pt: readonly [number, number]) => Point {
  const g = board.grid;
  const proj = g.kind === 'hex' || g.kind === 'brick' ? g.projection : undefined;
  if (!proj) return (pt) => [pt[0], pt[1]];
  if (proj.type !== 'conicConformal') throw new Error(`maps: projection '${proj.type}' is not drawn yet`);
  const f = conicConformal(proj);
  return (pt) => f(pt[0], pt[1]);
}

/** A cell's outline in the grid's plane, or null when the board has no grid arithmetic. */
export function cellOutline(board: Board, cellId: string): Point[] | null {
  if (board.grid.kind === 'graph') return null;
  const rc = parseCellId(cellId);
  return rc ? cellPolygon(board.grid, rc[0], rc[1]) : null;
}

export interface Box { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number }

/** The smallest box holding the points, grown by `margin` on every side. */
export function boxAround(points: readonly Point[], margin = 0): Box {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const [x, y] of points) { x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y); }
  return { x0: x0 - margin, y0: y0 - margin, x1: x1 + margin, y1: y1 + margin };
}
