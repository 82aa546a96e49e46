/**
 * Movement on a board's zone graph (seam §5): adjacency, the zones a piece can reach, distances
 * and one shortest path. Every answer is deterministic: breadth-first in the order the zones list
 * their neighbours, except shortestPath, which tries neighbours in id order so its ties break by
 * zone id (GWAS 5.1: a tow or a scripted player's route must not depend on the data's order).
 * `canEnter` is the game's say over an edge (closed straits, port exits); without it every listed
 * neighbour may be entered.
 */
import type { Board, CanEnter } from './types.js';

/** Is `b` one move from `a`? */
export function adjacent(board: Board, a: string, b: string): boolean {
  return board.zones[a]?.neighbours.includes(b) ?? false;
}

/** The neighbours of `z` a piece may enter from it, in the zone's own order. */
function steps(board: Board, z: string, canEnter: CanEnter | undefined): readonly string[] {
  const here = board.zones[z];
  if (!here) return [];
  if (!canEnter) return here.neighbours;
  return here.neighbours.filter((n) => board.zones[n] !== undefined && canEnter(board.zones[n], here));
}

/** Zones reachable from `from` in at most `moves` moves, without `from` itself, sorted by id. */
export function reachable(board: Board, from: string, moves: number, canEnter?: CanEnter): string[] {
  const seen = new Set([from]);
  let frontier = [from];
  for (let i = 0; i < moves; i++) {
    const next: string[] = [];
    for (const z of frontier) for (const n of steps(board, z, canEnter)) {
      if (!seen.has(n)) { seen.add(n); next.push(n); }
    }
    frontier = next;
  }
  seen.delete(from);
  return [...seen].sort();
}

/** The fewest moves from `from` to every zone it can reach, in breadth-first order. */
export function distances(board: Board, from: string, canEnter?: CanEnter): Map<string, number> {
  const dist = new Map([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const z = queue[i];
    for (const n of steps(board, z, canEnter)) {
      if (!dist.has(n)) { dist.set(n, dist.get(z)! + 1); queue.push(n); }
    }
  }
  return dist;
}

/**
 * One shortest path from `from` to the nearest of `targets`: the zones entered, `from` excluded
 * ([] when `from` is a target), or null when none can be reached. Neighbours are tried in id
 * order, so among equally short paths the one through the lowest ids wins.
 */
export function shortestPath(board: Board, from: string, targets: ReadonlySet<string>, canEnter?: CanEnter): string[] | null {
  if (targets.has(from)) return [];
  const prev = new Map<string, string>([[from, '']]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const z = queue[i];
    for (const n of [...steps(board, z, canEnter)].sort()) {
      if (prev.has(n)) continue;
      prev.set(n, z);
      if (targets.has(n)) {
        const path = [n];
        for (let p = z; p !== from; p = prev.get(p)!) path.unshift(p);
        return path;
      }
      queue.push(n);
    }
  }
  return null;
}
