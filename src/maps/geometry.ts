/**
 * The board in the drawing plane, computed once per board (issue 12 §1): zone centres projected,
 * cell outlines, and the box of the whole board. Pure; cached by the board object.
 */
import type { Point } from '../board/grid.js';
import type { Board } from '../board/types.js';
import { boxAround, cellOutline, projector, type Box } from './projection.js';

export interface BoardGeometry {
  readonly board: Board;
  readonly project: (pt: readonly [number, number]) => Point;
  /** Zone id → its centre in the plane. */
  readonly zoneAt: ReadonlyMap<string, Point>;
  /** Cell id → its outline in the plane (cells of boards without grid arithmetic have none). */
  readonly cellShape: ReadonlyMap<string, readonly Point[]>;
  /** Everything drawn: every cell, or every zone centre on a graph board. */
  readonly bounds: Box;
  /** A typical zone's width in the plane: sizes symbols and labels. */
  readonly cellWidth: number;
}

const cache = new WeakMap<Board, BoardGeometry>();

export function boardGeometry(board: Board): BoardGeometry {
  const hit = cache.get(board);
  if (hit) return hit;
  const project = projector(board);
  const zoneAt = new Map<string, Point>();
  for (const id of Object.keys(board.zones).sort()) zoneAt.set(id, project(board.zones[id].center));
  const cellShape = new Map<string, readonly Point[]>();
  for (const id of Object.keys(board.cells).sort()) {
    const shape = cellOutline(board, id);
    if (shape) cellShape.set(id, shape);
  }
  const all = cellShape.size ? [...cellShape.values()].flat() : [...zoneAt.values()];
  const g = board.grid;
  const cellWidth = g.kind === 'hex' || g.kind === 'brick' ? g.cellKm[0] : g.kind === 'square' ? g.unit ?? 1 : Math.max(1, (boxAround(all).x1 - boxAround(all).x0) / 20);
  const geometry: BoardGeometry = { board, project, zoneAt, cellShape, bounds: boxAround(all), cellWidth };
  cache.set(board, geometry);
  return geometry;
}

/** The outline a zone is tinted with: its cell's (a split cell's zones share it), or none. */
export function zoneShape(geo: BoardGeometry, zone: string): readonly Point[] | undefined {
  const cell = geo.board.zones[zone]?.cell;
  return cell ? geo.cellShape.get(cell) : undefined;
}
