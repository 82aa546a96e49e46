/**
 * 17.0 Airships (the airships campaign option): the numbers of the rule and of 11.73's weather
 * effects on them, and 5.44's contact modifier for a friendly airship in the zone.
 */
import type { Modifier } from '../../../kernel/events.js';
import type { GwasData } from '../data.js';
import type { AirshipState, GwasState, SideId } from '../state.js';
import { airNeighbours } from '../aircraft/airspace.js';
import { airWeather } from '../aircraft/weather.js';

/** 17.4: turns an airship may stay up before it must be back at its base. */
export const AIRSHIP_RANGE_TURNS = 60;

/** 17.1 with 11.73: the counter's number; 1 in a Squall or Storm. */
export function airshipSpeed(a: AirshipState, weather: number): number {
  return weather === 4 || weather === 5 ? 1 : a.speed;
}

/** 17.3 with 11.73: the zone and its neighbours; only the zone in Fog; nothing in Squall, Storm or Gale. */
export function airshipSees(data: GwasData, state: GwasState, place: string): string[] {
  const w = airWeather(data, state, place);
  if (w >= 4) return [];
  if (w === 3) return [place];
  return [place, ...airNeighbours(data, place)];
}

/** 17.4: the last turn it may still be out (it went up on `since`). */
export function lastTurnOut(a: AirshipState): number {
  return a.since + AIRSHIP_RANGE_TURNS - 1;
}

/** 5.44: "Friendly airship present in the sea zone: +2" — not in a Squall, Storm or Gale (11.73). */
export function airshipContactModifier(data: GwasData, state: GwasState, side: SideId, zone: string, wants: 'seek' | 'avoid'): Modifier[] {
  if (!state.options?.airships || wants !== 'seek') return [];
  const value = data.tables.search.declaredModifiers.airship;
  const present = Object.values(state.airships ?? {}).some((a) => a.side === side && a.status === 'aloft' && a.zone === zone);
  if (!present || value === undefined || airWeather(data, state, zone) >= 4) return [];
  return [{ name: `friendly airship present (${side})`, value, rule: '5.44' }];
}
