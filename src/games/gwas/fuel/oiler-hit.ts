/** 12.64 (fuel option): an oiler hit by gunnery or a torpedo in battle rolls one die; a 6 and she explodes and sinks. */
import { sidesOnly } from '../../../kernel/events.js';
import { sinkShip } from '../combat/damage-boxes.js';
import type { ShipState } from '../state.js';
import type { GwasContext } from '../steps/step.js';
import { tenderKind } from './rules.js';

export function oilerHit(ctx: GwasContext, ship: ShipState, battle: string, stream: string): void {
  if (!ctx.state.options?.fuel || ship.sunk || tenderKind(ctx.data, ctx.state.scenario, ship.id) !== 'oiler') return;
  const roll = ctx.roll({
    table: 'Oiler hit (12.64)', purpose: `${battle}: does ${ctx.data.ships[ship.id]?.name ?? ship.id} explode?`, audience: sidesOnly(ship.side),
    stream, rule: '12.64', read: (t) => (t === 6 ? 'explodes: sunk' : 'no explosion'),
  });
  if (roll.total !== 6) return;
  sinkShip(ctx.data, ship);
  ctx.emit({ type: 'gwas.oiler-exploded', rule: '12.64', audience: sidesOnly(ship.side), data: { battle, ship: ship.id, roll: roll.eventSeq } });
}
