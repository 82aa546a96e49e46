/**
 * Search Board movement (How to Move Counters on the Search Board 1–9, 11): a counter's orders
 * list the zones it enters, in order. Each must be a lettered zone (7) next to the one before
 * (3: any direction), and no more of them than the movement factor (1, 4, 5, 11); counters may
 * stack (6) and pass through occupied zones (8); the board edge is the end of the board (9).
 */
import type { B62Data } from './data/types.js';
import type { B62State } from './state.js';

export type MoveProblem =
  | { kind: 'not-a-zone'; index: number; zone: string }
  | { kind: 'no-letter'; index: number; zone: string }
  | { kind: 'not-adjacent'; index: number; zone: string; from: string }
  | { kind: 'too-far'; index: number; zone: string; factor: number };

/** The movement factor of the Bismarck this turn: six the first turn, two after (11); four after a slip (Search Board Chance Table 5, authored). */
export function bismarckFactor(d: B62Data, s: B62State): number {
  if (!s.bismarck.firstMoveDone) return d.bismarck.firstMove;
  return s.bismarck.slip ? d.bismarck.move * 2 : d.bismarck.move;
}

/** The first problem of a path from `from`, or null when the counter may move along it. */
export function pathProblem(d: B62Data, from: string, path: readonly string[], factor: number): MoveProblem | null {
  let here = from;
  for (let i = 0; i < path.length; i++) {
    const z = path[i];
    const zone = d.board.zones[z];
    if (!zone) return { kind: 'not-a-zone', index: i, zone: z };
    if (!zone.enterable) return { kind: 'no-letter', index: i, zone: z };
    if (!d.board.zones[here].neighbours.includes(z)) return { kind: 'not-adjacent', index: i, zone: z, from: here };
    if (i >= factor) return { kind: 'too-far', index: i, zone: z, factor };
    here = z;
  }
  return null;
}

/**
 * The lettered zones a counter may end its move in (How to Move 1, 3, 7): every zone some legal
 * path of one to `factor` zones from `from` ends in, the start left out (staying needs no move).
 * Built by widening rings of neighbours, so it agrees with pathProblem step for step.
 */
export function zonesInReach(d: B62Data, from: string, factor: number): string[] {
  const reached = new Set<string>();
  let ring = [from];
  for (let step = 0; step < factor && ring.length; step++) {
    const next: string[] = [];
    for (const z of ring) {
      for (const n of d.board.zones[z]?.neighbours ?? []) {
        if (!d.board.zones[n]?.enterable || reached.has(n)) continue;
        reached.add(n);
        next.push(n);
      }
    }
    ring = next;
  }
  reached.delete(from);
  return [...reached].sort();
}
