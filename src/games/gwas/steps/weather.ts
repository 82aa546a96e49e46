/**
 * 4.1 Weather Phase; 11.71–11.74. One die per weather zone (11.72). On the Mediterranean map
 * (11.74) the weather falls a level on 1–3; a 6 calls for a second roll, and only 4–6 on that
 * roll raises it a level. The table is data (tables/weather.yaml) so a group can swap it.
 */
import { sidesOnly, umpireOnly } from '../../../kernel/events.js';
import type { GwasStep } from './step.js';
import { activeFleets } from '../state.js';
import { weatherZoneOf } from '../geography.js';

export const weatherStep: GwasStep = {
  name: 'weather',
  rule: '4.1, 11.71–11.74',
  run(ctx) {
    const { data, state } = ctx;
    const table = data.tables.weather;
    const top = Math.max(...table.levels.map((l) => l.level));
    const bottom = Math.min(...table.levels.map((l) => l.level));
    const name = (level: number) => table.levels.find((l) => l.level === level)?.name ?? String(level);
    const fleets = activeFleets(state);
    for (const wz of Object.keys(state.weather).sort()) {
      const before = state.weather[wz];
      const first = ctx.roll({
        table: table.id, purpose: `weather change in ${wz}`, audience: umpireOnly, stream: wz, rule: '11.71, 11.74',
        read: (t) => (table.fallOn.includes(t) ? 'falls' : table.confirmOn.includes(t) ? 'roll again' : 'no change'),
      });
      let after = before;
      if (first.result === 'falls') after = Math.max(bottom, before - 1);
      else if (first.result === 'roll again') {
        const second = ctx.roll({
          table: table.id, purpose: `weather rise confirmation in ${wz}`, audience: umpireOnly, stream: wz, rule: '11.74',
          read: (t) => (table.riseOnConfirm.includes(t) ? 'rises' : 'no change'),
        });
        if (second.result === 'rises') after = Math.min(top, before + 1);
      }
      state.weather[wz] = after;
      // Weather is told to each side with ships in the zone, one event per side: an audience
      // naming both would tell each that the enemy is there. The umpire sees every zone.
      const told = { weatherZone: wz, before, after, name: name(after), previous: name(before) };
      const sides = [...new Set(fleets.filter((f) => weatherZoneOf(data, f.zone) === wz).map((f) => f.side))].sort();
      for (const side of sides) ctx.emit({ type: 'gwas.weather', audience: sidesOnly(side), data: told });
      if (!sides.length) ctx.emit({ type: 'gwas.weather', audience: umpireOnly, data: told });
    }
  },
};
