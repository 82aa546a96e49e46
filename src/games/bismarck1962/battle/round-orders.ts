/**
 * A battle round's moves by mail (campaign option `battle: rounds`, seam §2): what each side's
 * silence does, and how written moves become squares and headings. Pure; shared by the steps
 * (steps/rounds.ts), the orders check (check.ts) and the orders form (form.ts), so that the form
 * pre-fills exactly what silence does and a form sent back unchanged is silence.
 *
 * A ship's order is `move` (stay, or one of the eight compass directions: one square, How to Move
 * Ships on Battle Board 1-3) and `face` (the heading after movement, How to Face 1; 10: ships may
 * turn completely around). A helpless ship "must attempt to elude the enemy" (How to Resolve
 * Battle 3d): the referee moves it by the evade rule whatever is written (RULINGS.md).
 */
import type { B62Data } from '../data/types.js';
import type { B62State, OnBoard, Square } from '../state.js';
import { britishOnBoard, standingBismarckMove, standingBritishMoves } from './run.js';
import { HEADING_NAMES, HEADINGS, step } from './geometry.js';
import { mayStand } from './moves.js';
import type { ShipRoundOrder } from '../orders-types.js';

export const MOVES = ['stay', ...HEADING_NAMES] as const;
export type MoveName = (typeof MOVES)[number];

type Input = { data: B62Data; state: B62State };

/** The move name that takes a ship from `from` to `to` (one square or none). */
export function moveName(from: Square, to: Square): MoveName {
  const h = HEADINGS.findIndex(([dx, dy]) => from.x + dx === to.x && from.y + dy === to.y);
  return h < 0 ? 'stay' : HEADING_NAMES[h];
}

/** The square a move name leads to. */
export const squareAfter = (from: Square, move: MoveName): Square => step(from, HEADING_NAMES.indexOf(move as (typeof HEADING_NAMES)[number]));

/** Why a written move may not be made (rules 4, 5, 7), or null. */
export type RoundMoveProblem = { kind: 'off-board' } | { kind: 'enemy-square' } | { kind: 'a-before-b'; enemy: string };

export function roundMoveProblem(to: Square, enemies: readonly { id: string; at: Square }[], foughtB: ReadonlySet<string>): RoundMoveProblem | null {
  if (mayStand(to, enemies, foughtB)) return null;
  if (to.x < 0 || to.y < 0 || to.x > 6 || to.y > 6) return { kind: 'off-board' };
  const on = enemies.find((e) => e.at.x === to.x && e.at.y === to.y);
  if (on) return { kind: 'enemy-square' };
  return { kind: 'a-before-b', enemy: enemies.find((e) => !foughtB.has(e.id) && Math.max(Math.abs(e.at.x - to.x), Math.abs(e.at.y - to.y)) === 1)?.id ?? 'bismarck' };
}

/** The enemies a ship moves among, and the ones it has fought from B-range (How to Move Ships on Battle Board 4). */
export function enemiesOf(s: B62State, d: B62Data, id: string): { enemies: { id: string; at: Square }[]; foughtB: Set<string> } {
  const b = s.battle!;
  if (id === 'bismarck') return { enemies: britishOnBoard({ data: d, state: s }).map((x) => ({ id: x, at: b.ships[x].at })), foughtB: new Set(b.foughtB) };
  return { enemies: [{ id: 'bismarck', at: b.ships.bismarck.at }], foughtB: b.foughtB.includes(id) ? new Set(['bismarck']) : new Set() };
}

/** Is the ship's written order overridden by the rules (helpless: 3d; the Bismarck's jammed steering: Chance Table 6)? */
export function ordersOverridden(s: B62State, id: string): 'helpless' | 'steering' | null {
  const helpless = id === 'bismarck' ? s.bismarck.helpless : s.british[id]?.helpless;
  if (helpless) return 'helpless';
  if (id === 'bismarck' && s.battle?.steeringJammed) return 'steering';
  return null;
}

/**
 * The positions a side's round orders give its ships: each listed ship as written (unless the
 * rules override it), every other ship as its standing orders move it. Illegal moves are the
 * check's business (check.ts refuses them); here they fall back to the standing move.
 */
export function roundPositions(x: Input, side: 'blue' | 'red', written: Readonly<Record<string, ShipRoundOrder>> = {}): Record<string, OnBoard> {
  const s = x.state;
  const standing: Record<string, OnBoard> = side === 'blue' ? standingBritishMoves(x) : {};
  const bismarck = side === 'red' ? standingBismarckMove(x) : null;
  if (bismarck) standing.bismarck = bismarck;
  const out: Record<string, OnBoard> = {};
  for (const [id, dflt] of Object.entries(standing)) {
    const o = written[id];
    if (!o || ordersOverridden(s, id)) { out[id] = dflt; continue; }
    const from = s.battle!.ships[id].at;
    let at = dflt.at;
    if (o.move !== undefined) {
      const to = squareAfter(from, o.move as MoveName);
      const { enemies, foughtB } = enemiesOf(s, x.data, id);
      if (o.move === 'stay' || !roundMoveProblem(to, enemies, foughtB)) at = to;
    }
    // No `face`: the heading the standing orders give.
    const heading = o.face !== undefined ? HEADING_NAMES.indexOf(o.face as (typeof HEADING_NAMES)[number]) : dflt.heading;
    out[id] = { at, heading };
  }
  return out;
}
