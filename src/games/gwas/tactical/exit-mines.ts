/**
 * 13.23 (options `mines` and `tactical`): "a ship exiting the tactical map (7.33) across a sea-zone
 * boundary where a minefield is laid must also check for minefield damage."
 *
 * The boundary is the one between the battle's zone and the zone beyond the edge the ship left
 * by (map.ts `exits`). The check is made as 13.2's (mines/strike.ts `strikeShips`: two dice a
 * ship, one die of damage a strike), for every ship that left the map and is still afloat, fleet
 * by fleet, once the battle has ended: a ship that left is out of the battle, so the moment
 * changes nothing in it, and a ship sunk by the mines scores once, for the layer (13.21).
 * 13.22: only the enemy's minefields, active this turn. 13.24: the fleet is not halted and may not
 * re-plan for it (its exit already placed it). Fog as 13.2: the moving side learns of the
 * minefield and its own rolls; the layer learns an enemy crossed it and what the mines did, not who.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { retireIfSunk } from '../operations/common.js';
import { activeEnemyFields, boundary, boundaryText } from '../mines/rules.js';
import { strikeShips } from '../mines/strike.js';
import type { GwasContext } from '../steps/step.js';
import { otherSide, SIDES } from '../state.js';
import { DIRECTIONS } from './hexes.js';
import type { TacticalRun } from './types.js';

export function exitMinefields(ctx: GwasContext, run: TacticalRun): void {
  const { state } = ctx;
  if (!state.options?.mines || !state.options?.tactical || !state.minefields?.length) return;
  for (const side of SIDES) {
    for (const fleet of run.fleets[side]) {
      for (const edge of DIRECTIONS) {
        const zone = run.map.exits[edge];
        const ships = run.ships[side].filter((s) => s.fleet === fleet.id && !s.sunk && run.places[s.id]?.exited === edge);
        if (!zone || !ships.length) continue;
        const fields = activeEnemyFields(state, side, run.zone, zone, ctx.turn);
        if (!fields.length) continue;
        const between = boundary(run.zone, zone);
        const where = boundaryText(between);
        // 13.2: the layer reveals the minefield to the side whose ships crossed it.
        for (const f of fields) if (!f.known.includes(side)) f.known.push(side);
        const owner = otherSide(side);
        const results = strikeShips(ctx, ships, fields.length, where, owner, '13.23');
        fleet.ships = fleet.ships.filter((id) => !state.ships[id]?.sunk);
        if (!fleet.ships.length) fleet.gone = 'sunk';
        else retireIfSunk(state, fleet);
        ctx.emit({ type: 'gwas.tactical-mines', rule: '13.23, 13.2, 13.21', audience: sidesOnly(side), data: { battle: run.id, fleet: fleet.id, between: [...between], fields: fields.length, zone, ships: results } });
        ctx.emit({
          type: 'gwas.minefield-crossed', rule: '13.23', audience: sidesOnly(owner),
          data: { between: [...between], fields: fields.length, struck: results.filter((r) => r.struck).length, sunk: results.filter((r) => r.sunk).length },
        });
      }
    }
  }
}
