/**
 * 7.31 by mail (option `tacticalByMail`): what one impulse's written orders say about a group's
 * move or a ship's target. Pure look-ups over `run.orders`; a ship the orders do not name is left
 * to its fleet's standing battle orders (seam rule 3: silence is the standing orders).
 */
import type { ImpulseMove } from '../orders-types.js';
import type { ShipState, SideId } from '../state.js';
import type { TacticalRun } from './types.js';

/**
 * 7.3: a group moves as one, so the move written for any of its ships moves the group (the check,
 * impulse-check.ts, refuses two different moves for one group); undefined when none is written.
 */
export function orderedMove(run: TacticalRun, side: SideId, ships: readonly ShipState[]): ImpulseMove | undefined {
  const moves = run.orders?.[side]?.moves;
  if (!moves) return undefined;
  for (const s of ships) if (Object.hasOwn(moves, s.id)) return moves[s.id];
  return undefined;
}

/**
 * 7.5, 7.8: the written target of a ship's guns or torpedoes: 'hold' (it does not fire), the named
 * enemy ship when it is among those it may fire on now, or undefined (not written, or the named
 * ship out of reach or sight this step: the standing priorities choose, as a captain would).
 */
export function orderedTarget(run: TacticalRun, side: SideId, weapon: 'fire' | 'torpedoes', ship: string, candidates: readonly ShipState[]): ShipState | 'hold' | undefined {
  const written = run.orders?.[side]?.[weapon];
  if (!written || !Object.hasOwn(written, ship)) return undefined;
  const t = written[ship];
  if (t === 'hold') return 'hold';
  return candidates.find((c) => c.id === t);
}
