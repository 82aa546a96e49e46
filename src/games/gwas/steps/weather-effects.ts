/**
 * 11.73 weather effects outside battle, right after the Weather Phase (4.1) so the turn's moves,
 * contacts and flooding see the survivors. Gale (level 6): each player rolls one die for each of
 * his destroyers and torpedo boats at sea; a 6 sinks it. A group counter (9.2) rolls one die for
 * the counter and a 6 sinks the whole counter: the state tracks a counter, not the ships in it,
 * and one die per counter keeps a flotilla's odds the printed 1 in 6. Ships in port are safe.
 * Speed limits for squall and worse are in fleet.ts (fleetZonesPerTurn); aircraft and airships
 * are not in play in this version. Dice and losses are told to the owner only.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { sinkShip } from '../combat/damage-boxes.js';
import { weatherZoneOf } from '../geography.js';
import { isDestroyerForWeather } from '../operations/ships.js';
import { retireIfSunk } from '../operations/common.js';
import { activeFleets, liveShips } from '../state.js';
import type { GwasStep } from './step.js';

export const GALE = 6;

export interface GaleLossData {
  readonly ship: string;
  readonly fleet: string;
  readonly zone: string;
  readonly roll: number;
}

export const weatherEffectsStep: GwasStep = {
  name: 'weather-effects',
  rule: '11.73',
  run(ctx) {
    const { data, state } = ctx;
    for (const fleet of activeFleets(state)) {
      if (fleet.port !== null) continue;
      if ((state.weather[weatherZoneOf(data, fleet.zone)] ?? 1) < GALE) continue;
      for (const ship of liveShips(state, fleet)) {
        const cls = data.ships[ship.id];
        if (!cls || !isDestroyerForWeather(cls)) continue;
        const roll = ctx.roll({
          table: 'Gale (11.73)', purpose: `gale: does ${cls.name} founder?`, audience: sidesOnly(ship.side),
          stream: `gale:${ship.id}`, rule: '11.73', read: (t) => (t >= 6 ? 'sinks' : 'survives'),
        });
        if (roll.total < 6) continue;
        sinkShip(data, ship);
        ctx.emit<GaleLossData>({ type: 'gwas.gale-loss', audience: sidesOnly(ship.side), data: { ship: ship.id, fleet: fleet.id, zone: fleet.zone, roll: roll.eventSeq } });
      }
      retireIfSunk(state, fleet);
    }
  },
};
