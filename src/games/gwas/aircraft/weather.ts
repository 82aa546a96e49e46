/**
 * The weather an aircraft or airship flies in (11.73): its zone's weather zone; over an all-land
 * hex, which belongs to no weather zone, the worst weather of the waters around it.
 */
import type { GwasData } from '../data.js';
import { weatherZoneOf } from '../geography.js';
import type { GwasState } from '../state.js';
import { airNeighbours } from './airspace.js';

export function airWeather(data: GwasData, state: GwasState, place: string): number {
  if (data.map.zones[place]) return state.weather[weatherZoneOf(data, place)] ?? 1;
  const around = airNeighbours(data, place).filter((p) => data.map.zones[p]).map((z) => state.weather[weatherZoneOf(data, z)] ?? 1);
  return around.length ? Math.max(...around) : 1;
}
