/**
 * 7.39: once a naval battle ends, each player rolls one die for each of his fleets that took part;
 * that many twelfths of a box are burnt, on top of movement. Each ship of the fleet burns it.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { SIDES } from '../state.js';
import type { BattleRun } from '../combat/types.js';
import type { GwasContext } from '../steps/step.js';
import { burnFuel } from './burn.js';

export function burnBattleFuel(ctx: GwasContext, run: BattleRun): void {
  if (!ctx.state.options?.fuel) return;
  for (const side of SIDES) {
    for (const fleet of run.fleets[side]) {
      const ships = fleet.ships.map((id) => ctx.state.ships[id]).filter((s) => s && !s.sunk);
      if (!ships.length) continue;
      const roll = ctx.roll({
        table: 'battle fuel (7.39)', purpose: `${run.id} fuel burnt in battle by ${fleet.id}, in twelfths of a box`,
        audience: sidesOnly(side), stream: `${run.id}:fuel:${fleet.id}`, rule: '7.39',
      });
      for (const ship of ships) burnFuel(ctx, ship, roll.total, '7.39');
      ctx.emit({ type: 'gwas.battle-fuel', rule: '7.39', audience: sidesOnly(side), data: { battle: run.id, fleet: fleet.id, twelfths: roll.total, roll: roll.eventSeq } });
    }
  }
}
