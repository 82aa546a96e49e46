/**
 * Land rings cut to a panel's frame (Sutherland–Hodgman against a rectangle). A close-up drawn
 * with the whole coast would make the renderer walk every coast point at a large zoom: that was
 * most of a picture's time. The cut runs a little outside the frame, so the edges it adds along
 * the cut are never seen.
 */
import type { Point } from '../board/grid.js';
import type { Box } from './projection.js';

type Inside = (p: Point) => boolean;
type Cross = (a: Point, b: Point) => Point;

function clipEdge(pts: Point[], inside: Inside, cross: Cross): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    const ai = inside(a), bi = inside(b);
    if (ai) out.push(a);
    if (ai !== bi) out.push(cross(a, b));
  }
  return out;
}

/** The part of a closed ring inside the box ([] when none). */
export function clipRing(ring: readonly Point[], b: Box): Point[] {
  let pts = [...ring];
  const atX = (x: number): Cross => (p, q) => [x, p[1] + ((q[1] - p[1]) * (x - p[0])) / (q[0] - p[0])];
  const atY = (y: number): Cross => (p, q) => [p[0] + ((q[0] - p[0]) * (y - p[1])) / (q[1] - p[1]), y];
  pts = clipEdge(pts, (p) => p[0] >= b.x0, atX(b.x0));
  if (pts.length) pts = clipEdge(pts, (p) => p[0] <= b.x1, atX(b.x1));
  if (pts.length) pts = clipEdge(pts, (p) => p[1] >= b.y0, atY(b.y0));
  if (pts.length) pts = clipEdge(pts, (p) => p[1] <= b.y1, atY(b.y1));
  return pts.length >= 3 ? pts : [];
}
