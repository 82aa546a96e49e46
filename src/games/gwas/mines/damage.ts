/**
 * 13.21: a mine strike's damage, read on the Minefield Damage Table (one die) and marked on the
 * ship. Mines are not gunfire: the hull boxes are marked whatever the armour (combat/damage-boxes
 * `markHull`). A ship sunk by a mine scores for the side that laid it (scenario victory points).
 */
import { sidesOnly } from '../../../kernel/events.js';
import { describeResult, lookup } from '../combat/damage-table.js';
import { loseSpeed, markHull, sinkShip } from '../combat/damage-boxes.js';
import type { GwasContext } from '../steps/step.js';
import type { ShipState, SideId } from '../state.js';
import { disableByDamage } from '../unable.js';

export function mineDamage(ctx: GwasContext, ship: ShipState, owner: SideId, stream: string, label: string): { text: string; sunk: boolean; roll: number } {
  const { data, state } = ctx;
  const table = data.tables.minefield;
  const roll = ctx.roll({
    table: table.name, purpose: `${label}: mine damage to ${data.ships[ship.id]?.name ?? ship.id}`, audience: sidesOnly(ship.side),
    stream, rule: '13.21', read: (t) => describeResult(lookup(table, t)),
  });
  const r = lookup(table, roll.total);
  const wasSunk = ship.sunk;
  if (r.sunk) sinkShip(data, ship);
  else {
    if (r.hull) markHull(data, ship, r.hull);
    if (r.speed && !ship.sunk) loseSpeed(data, ship, Math.abs(r.speed));
    if (r.unableToManoeuvre && !ship.sunk) disableByDamage(ship);
  }
  const sunk = !wasSunk && ship.sunk;
  if (sunk) {
    const type = data.ships[ship.id].type;
    state.vp[owner] += data.scenarios[state.scenario].victory.sunk[type] ?? 0;
  }
  return { text: describeResult(r), sunk, roll: roll.eventSeq };
}
