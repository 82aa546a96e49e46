/**
 * 4.1 Weather Phase; 11.71–11.74. One die per weather zone (11.72). On the Mediterranean map
 * (11.74) the weather falls a level on 1–3; a 6 calls for a second roll, and only 4–6 on that
 * roll raises it a level. The table is data (tables/weather.yaml) so a group can swap it.
 *
 * At the table the Weather Phase comes before the Orders Phase (4.1, 4.2): orders are written
 * knowing the weather. By mail the orders are written between two resolutions, so the weather
 * of the turn about to be played is rolled at the end of the previous resolution (this step
 * runs last, after the turn has advanced) and told in that report; turn 1's is rolled when the
 * campaign is created (`openingWeather`). No roll once the scenario is over.
 */
import { sidesOnly, umpireOnly } from '../../../kernel/events.js';
import type { GwasStep } from './step.js';
import { activeFleets, type GwasState } from '../state.js';
import { resolveTurn, type GameModule, type TurnResult } from '../../../kernel/turn.js';
import type { GwasData } from '../data.js';
import type { GwasOrders } from '../orders-types.js';
import { weatherZoneOf } from '../geography.js';

export const weatherStep: GwasStep = {
  name: 'weather',
  rule: '4.1, 11.71–11.74',
  run(ctx) {
    const { data, state } = ctx;
    if (state.over) return;
    const table = data.tables.weather;
    const top = Math.max(...table.levels.map((l) => l.level));
    const bottom = Math.min(...table.levels.map((l) => l.level));
    const name = (level: number) => table.levels.find((l) => l.level === level)?.name ?? String(level);
    const fleets = activeFleets(state);
    for (const wz of Object.keys(state.weather).sort()) {
      const before = state.weather[wz];
      const first = ctx.roll({
        table: table.id, purpose: `weather change in ${wz} for turn ${state.turn}`, audience: umpireOnly, stream: wz, rule: '11.71, 11.74',
        read: (t) => (table.fallOn.includes(t) ? 'falls' : table.confirmOn.includes(t) ? 'roll again' : 'no change'),
      });
      let after = before;
      if (first.result === 'falls') after = Math.max(bottom, before - 1);
      else if (first.result === 'roll again') {
        const second = ctx.roll({
          table: table.id, purpose: `weather rise confirmation in ${wz} for turn ${state.turn}`, audience: umpireOnly, stream: wz, rule: '11.74',
          read: (t) => (table.riseOnConfirm.includes(t) ? 'rises' : 'no change'),
        });
        if (second.result === 'rises') after = Math.min(top, before + 1);
      }
      state.weather[wz] = after;
      // Weather is told to each side with ships in the zone, one event per side: an audience
      // naming both would tell each that the enemy is there. The umpire sees every zone.
      const told = { weatherZone: wz, forTurn: state.turn, before, after, name: name(after), previous: name(before) };
      const sides = [...new Set(fleets.filter((f) => weatherZoneOf(data, f.zone) === wz).map((f) => f.side))].sort();
      for (const side of sides) ctx.emit({ type: 'gwas.weather', audience: sidesOnly(side), data: told });
      if (!sides.length) ctx.emit({ type: 'gwas.weather', audience: umpireOnly, data: told });
    }
  },
};

/**
 * 4.1 for turn 1, at campaign creation: the same roll through the kernel's seeded streams, as a
 * resolution of "turn 0" with this one step (stream `weather/<zone>` of turn 0), so its dice are
 * events with their audience like any other and the opening report tells the weather.
 */
export function openingWeather(data: GwasData, state: GwasState, seed: string): TurnResult<GwasState> {
  const opening: GameModule<GwasData, GwasState, GwasOrders> = { ...gwasModuleShape, steps: [weatherStep], turnOf: () => 0, isOver: (s) => s.over };
  return resolveTurn(opening, data, state, {}, seed);
}

const gwasModuleShape = { id: 'gwas-mediterranean', version: 'opening', sides: ['allied', 'central'] } as const;
