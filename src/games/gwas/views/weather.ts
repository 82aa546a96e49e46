/** Weather (11.7) as a view shows it: each weather zone's level, and its change when told of the roll. */
import type { GameEvent } from '../../../kernel/events.js';
import type { GwasData } from '../data.js';
import type { WeatherView } from './types.js';

/** A `gwas.weather` event's data, as the weather step emits it. */
interface WeatherData { weatherZone: string; before: number; after: number; name: string; previous: string }

function levelName(data: GwasData, level: number): string {
  return data.tables.weather.levels.find((l) => l.level === level)?.name ?? String(level);
}

export function weatherViews(data: GwasData, weather: Readonly<Record<string, number>>, events: readonly GameEvent[], turn: number): WeatherView[] {
  return Object.keys(weather).sort().map((wz) => {
    const told = events.find((e) => e.turn === turn && e.type === 'gwas.weather' && (e.data as WeatherData).weatherZone === wz);
    const before = told ? (told.data as WeatherData).before : null;
    return {
      weatherZone: wz,
      name: data.map.weatherZones[wz]?.name ?? wz,
      level: weather[wz],
      levelName: levelName(data, weather[wz]),
      previousName: before !== null && before !== weather[wz] ? levelName(data, before) : null,
    };
  });
}
