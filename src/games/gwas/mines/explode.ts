/**
 * 13.5 (mines option): a minelayer hit by gunnery or a torpedo in battle rolls one die; on a 6 her
 * mines detonate and she sinks. 13.52: a dedicated minelayer (ML) always, another ship only while
 * her fleet is on Minelaying; 13.6: auxiliary minelayers (transports the scenario names) likewise.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { sinkShip } from '../combat/damage-boxes.js';
import type { ShipState } from '../state.js';
import type { GwasContext } from '../steps/step.js';
import { actsAsMinelayer } from './rules.js';

/** Called after each gunnery or torpedo hit on `ship`; `stream` keeps the battle's own dice in place. */
export function minelayerHit(ctx: GwasContext, ship: ShipState, battle: string, stream: string): void {
  if (!ctx.state.options?.mines || ship.sunk) return;
  if (!actsAsMinelayer(ctx.data, ctx.state, ship, ctx.state.fleets[ship.fleet])) return;
  const roll = ctx.roll({
    table: 'Minelayer hit (13.5)', purpose: `${battle}: do ${ctx.data.ships[ship.id]?.name ?? ship.id}'s mines detonate?`, audience: sidesOnly(ship.side),
    stream, rule: '13.5', read: (t) => (t === 6 ? 'the mines detonate: sunk' : 'no detonation'),
  });
  if (roll.total !== 6) return;
  sinkShip(ctx.data, ship);
  ctx.emit({ type: 'gwas.minelayer-exploded', rule: '13.5', audience: sidesOnly(ship.side), data: { battle, ship: ship.id, roll: roll.eventSeq } });
}
