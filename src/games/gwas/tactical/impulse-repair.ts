/**
 * 11.27 emergency repair at the end of each Advanced Tactical Impulse (option `tactical`): an
 * impulse is one pass through the twenty steps of 7.31. Each player rolls one die for each of his
 * ships on the tactical map unable to manoeuvre by combat damage: 1, she moves again at speed 1s
 * (never more); 5 or 6, no further attempt is ever made for her (`repairBarred`, which the
 * end-of-turn roll, steps/towing.ts, reads too); once per impulse. Not rolled for: a ship out of
 * fuel (12.2: not damage), a ship beached (7.44: she is not to move again), one already barred.
 * A ship aground (7.42) may roll: the repair mends her engines, she stays aground.
 * A battle that ends inside an impulse (7.36: one side all sunk or gone) ends it unfinished: no
 * roll (RULINGS 11.27). Each roll and its result go to the ship's owner only; the enemy learns of
 * it only by seeing her move.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { rollEmergencyRepair } from '../repair.js';
import type { GwasContext } from '../steps/step.js';
import { SIDES } from '../state.js';
import { onTheMap } from './sighting.js';
import type { TacticalRun } from './types.js';
import { heldByDamage } from '../unable.js';

export function impulseRepair(ctx: GwasContext, run: TacticalRun): void {
  const { data } = ctx;
  for (const side of SIDES) {
    for (const ship of onTheMap(run, side).sort((a, b) => (a.id < b.id ? -1 : 1))) {
      // 11.27: only damage can be repaired, never an empty bunker (12.2).
      if (!heldByDamage(ship) || ship.repairBarred || run.places[ship.id].beached) continue;
      const { result, roll } = rollEmergencyRepair(ctx, ship, `${run.id} end of pass ${run.sequence}: emergency repair of ${data.ships[ship.id]?.name ?? ship.id}`);
      ctx.emit({ type: 'gwas.tactical-repair', audience: sidesOnly(ship.side), rule: '11.27', data: { battle: run.id, sequence: run.sequence, step: 20, fleet: ship.fleet, ship: ship.id, result, roll } });
    }
  }
}
