/**
 * 11.27 Emergency Repair, the roll itself: one die for a ship unable to manoeuvre by combat damage.
 * 1, she moves again at speed 1s (never more); 5 or 6, no further attempt is ever made for her
 * (`repairBarred`). Rolled at the end of a turn without combat for ships on Abort
 * (steps/towing.ts) and at the end of each tactical impulse (tactical/impulse-repair.ts); the
 * callers decide which ships may roll.
 */
import { sidesOnly } from '../../kernel/events.js';
import { speedRank } from './fleet.js';
import type { ShipState } from './state.js';
import type { GwasContext } from './steps/step.js';
import { damageCleared } from './unable.js';

export type RepairResult = 'repaired' | 'no change' | 'beyond repair';

/** Rolls the ship's emergency repair (the owner alone sees it) and applies it; `purpose` says when. */
export function rollEmergencyRepair(ctx: GwasContext, ship: ShipState, purpose: string): { result: RepairResult; roll: number } {
  const roll = ctx.roll({
    table: 'Emergency repair (11.27)', purpose, audience: sidesOnly(ship.side), stream: `repair:${ship.id}`, rule: '11.27',
    read: (t) => (t === 1 ? 'repaired: speed 1s' : t >= 5 ? 'beyond emergency repair' : 'no change'),
  });
  let result: RepairResult = 'no change';
  if (roll.total === 1) {
    result = 'repaired';
    damageCleared(ship);
    // Speed 1s exactly (11.27: never more): the loss is whatever brings the ship's speed to 1s.
    ship.speedLoss = Math.max(0, speedRank(ctx.data.ships[ship.id].speed) - speedRank('1s'));
    ship.towedBy = null;
  } else if (roll.total >= 5) {
    result = 'beyond repair';
    ship.repairBarred = true;
  }
  return { result, roll: roll.eventSeq };
}
