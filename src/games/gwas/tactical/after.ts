/**
 * After a tactical battle (option `tactical`):
 * - 7.33: a fleet every afloat ship of which left the map beyond the enemy's sight is placed in the
 *   zone beyond the edge it left by (its first group's edge: our fleets make for one edge). A
 *   fleet only part of which left stays in the battle's zone, whole: fleets do not split in
 *   battle (6.2, 7.29), so the ships that left rejoin it there. Its owner alone is told.
 * - 7.42: a ship still aground when the battle ends stays aground: unable to manoeuvre until she
 *   refloats (7.43, refloat.ts); one beached on purpose (7.44, beach.ts) never does.
 * - 13.23: ships that left the map across a mined boundary check for mines first (exit-mines.ts).
 * - 7.29: then fleets still in the battle's zone exchange ships by their orders (swap.ts).
 */
import { sidesOnly } from '../../../kernel/events.js';
import type { GwasContext } from '../steps/step.js';
import { SIDES, type WrittenExchanges } from '../state.js';
import type { TacticalOutcome } from './battle.js';
import type { TacticalRun } from './types.js';
import { exitMinefields } from './exit-mines.js';
import { exchangeAfterBattle, writtenExchanges } from './swap.js';
import { heldByDamage } from '../unable.js';

export function afterTactical(ctx: GwasContext, run: TacticalRun, outcome: TacticalOutcome, written: WrittenExchanges | undefined = writtenExchanges(ctx.orders)): void {
  const { state } = ctx;
  exitMinefields(ctx, run); // 13.23, options mines and tactical
  for (const side of SIDES) {
    for (const fleet of run.fleets[side]) {
      const afloat = fleet.ships.map((id) => state.ships[id]).filter((s) => s && !s.sunk);
      const zone = outcome.left[fleet.id];
      if (!zone || !afloat.length || !afloat.every((s) => run.places[s.id]?.exited)) continue;
      fleet.zone = zone;
      fleet.port = null;
      ctx.emit({ type: 'gwas.tactical-left', audience: sidesOnly(side), rule: '7.33', data: { battle: run.id, fleet: fleet.id, zone } });
    }
    for (const s of run.ships[side]) {
      if (s.sunk || !run.places[s.id]?.aground) continue;
      s.aground = { wasUnable: heldByDamage(s) };
      s.unableToManoeuvre = true;
      if (run.places[s.id].beached) s.beached = { zone: run.zone, battle: run.id, turn: ctx.turn }; // 7.44
    }
  }
  exchangeAfterBattle(ctx, run, written); // 7.29
}
