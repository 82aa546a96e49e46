/**
 * 8.52 Flooding, at the end of the Fleet Movement Phase. Each ship with 75 % or more of its hull
 * boxes marked (a group counter's: its damaged ship's share, 9.4) rolls one die; a 6 or more marks one more hull box (combat/damage-boxes.ts markHull,
 * which applies 8.51 speed loss and sinking). +1 for a ship that moved two zones this turn;
 * weather (11.73): Squall +1, Storm +2, Gale +3. Ships in port roll too (the rule makes no
 * exception). Dice and results go to the owner only.
 */
import { sidesOnly } from '../../../kernel/events.js';
import type { Modifier } from '../../../kernel/events.js';
import { markHull } from '../combat/damage-boxes.js';
import { hullOfShipHit } from '../combat/group.js';
import { weatherZoneOf } from '../geography.js';
import { retireIfSunk, zonesMoved } from '../operations/common.js';
import { activeFleets, liveShips, otherSide } from '../state.js';
import type { GwasStep } from './step.js';

/** 11.73: flooding modifier by weather level (4 Squall, 5 Storm, 6 Gale). */
export const FLOODING_WEATHER: Readonly<Record<number, number>> = { 4: 1, 5: 2, 6: 3 };

export interface FloodingData {
  readonly ship: string;
  readonly fleet: string;
  readonly flooded: boolean;
  readonly sunk: boolean;
  readonly hull: { readonly marked: number; readonly total: number };
  readonly roll: number;
}

export const floodingStep: GwasStep = {
  name: 'flooding',
  rule: '8.52, 11.73',
  run(ctx) {
    const { data, state } = ctx;
    for (const fleet of activeFleets(state)) {
      const level = state.weather[weatherZoneOf(data, fleet.zone)] ?? 1;
      const levelName = data.tables.weather.levels.find((l) => l.level === level)?.name ?? String(level);
      for (const ship of liveShips(state, fleet)) {
        const total = data.ships[ship.id]?.boxes.hull.length ?? 0;
        // 8.52 is a ship's own hull; in a group counter (9.4), the share of the ship taking the
        // group's hits: a convoy with three transports sunk and the fourth untouched does not flood.
        const own = total ? hullOfShipHit(data, ship) : { boxes: 0, marked: 0 };
        if (own.boxes === 0 || own.marked * 4 < own.boxes * 3) continue;
        const modifiers: Modifier[] = [];
        if (zonesMoved(fleet, ctx.turn) >= 2) modifiers.push({ name: 'moved two zones', value: 1, rule: '8.52' });
        const w = FLOODING_WEATHER[level] ?? 0;
        if (w) modifiers.push({ name: `weather: ${levelName}`, value: w, rule: '11.73' });
        const roll = ctx.roll({
          table: 'Flooding check (8.52)', purpose: `flooding check for ${data.ships[ship.id].name}`, audience: sidesOnly(ship.side),
          stream: `flood:${ship.id}`, modifiers, rule: '8.52', read: (t) => (t >= 6 ? 'one more hull box' : 'holds'),
        });
        const flooded = roll.total >= 6;
        const sunk = flooded ? markHull(data, ship, 1) : false;
        ctx.emit<FloodingData>({
          type: 'gwas.flooding', audience: sidesOnly(ship.side),
          data: { ship: ship.id, fleet: fleet.id, flooded, sunk, hull: { marked: ship.damage.hull, total }, roll: roll.eventSeq },
        });
        if (sunk) {
          // Scenario victory: a ship sunk scores for the enemy, whatever sank her (as a minefield's
          // strike does, 13.21, or a ship scuttled under tow). The enemy is not told here (it did
          // not see her go down); its points show at the scenario's end.
          state.vp[otherSide(ship.side)] += data.scenarios[state.scenario].victory.sunk[data.ships[ship.id].type] ?? 0;
          retireIfSunk(state, fleet);
        }
      }
    }
  },
};
