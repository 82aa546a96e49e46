/**
 * 11.1 Naval Bombardment. A fleet on the Bombardment mission whose box this turn says Bombard
 * (or "shell") bombards the coastal zone it is in if it stayed there the whole turn without moving
 * or fighting. The bombarding side announces the zone and the number of ships (ship types and
 * names need not be disclosed): the enemy is told exactly that; the owner also sees its fleet and
 * ships. Completed bombardments are kept in `state.bombardments` for victory conditions
 * (`bombard: { zone }`, steps/victory.ts).
 */
import { sidesOnly } from '../../../kernel/events.js';
import { fleetShipCount } from '../fleet.js';
import { foughtThisTurn, zonesMoved } from '../operations/common.js';
import { hasItem, parsePlot } from '../plot.js';
import { activeFleets, liveShips, otherSide } from '../state.js';
import type { GwasStep } from './step.js';

export interface BombardmentData {
  readonly fleet: string;
  readonly zone: string;
  readonly ships: readonly string[];
  readonly count: number;
  readonly done: boolean;
  readonly note: string | null;
}

export interface BombardmentToldData {
  readonly zone: string;
  readonly count: number;
}

export const bombardmentStep: GwasStep = {
  name: 'bombardment',
  rule: '11.1',
  run(ctx) {
    const { data, state } = ctx;
    for (const fleet of activeFleets(state)) {
      if (!hasItem(parsePlot(fleet.plan[String(ctx.turn)] ?? ''), 'bombard')) continue;
      const ships = liveShips(state, fleet).map((s) => s.id);
      const count = fleetShipCount(data, state, fleet);
      let note: string | null = null;
      if (fleet.mission !== 'bombardment') note = 'only a fleet on the Bombardment mission bombards (5.2)';
      else if (!data.map.zones[fleet.zone]?.coastal) note = `${fleet.zone} is not a coastal zone (11.1)`;
      else if (zonesMoved(fleet, ctx.turn) > 0) note = 'the fleet moved this turn (11.1)';
      else if (foughtThisTurn(state, fleet.id, ctx.turn)) note = 'the fleet made contact this turn and fought (11.1)';
      else if (count === 0) note = 'no ship left afloat';
      const done = note === null;
      ctx.emit<BombardmentData>({ type: 'gwas.bombardment', audience: sidesOnly(fleet.side), data: { fleet: fleet.id, zone: fleet.zone, ships, count, done, note } });
      if (!done) continue;
      (state.bombardments ??= []).push({ turn: ctx.turn, side: fleet.side, fleet: fleet.id, zone: fleet.zone, ships: count });
      ctx.emit<BombardmentToldData>({ type: 'gwas.bombardment-announced', audience: sidesOnly(otherSide(fleet.side)), data: { zone: fleet.zone, count } });
    }
  },
};
