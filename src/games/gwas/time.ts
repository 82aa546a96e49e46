/**
 * Game time (4.0, 11.4): each turn is four hours; day, dusk and night turns come from the log
 * sheet's pattern, and dusk counts as night in the winter months.
 */
import type { GwasData } from './data.js';
import type { Scenario } from './data/types.js';

export type TurnKind = 'day' | 'dusk' | 'night';

/** The moment a turn begins, as an ISO date-time (UTC arithmetic only: no clock). */
export function turnStart(scenario: Scenario, turn: number): string {
  const [y, m, d] = scenario.date.split('-').map(Number);
  const ms = Date.UTC(y, m - 1, d, scenario.startHour + 4 * (turn - 1));
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

export function turnKind(data: GwasData, scenario: Scenario, turn: number): TurnKind {
  const hour = (scenario.startHour + 4 * (turn - 1)) % 24;
  const kind = data.info.turnKinds[String(hour)] ?? data.info.turnKinds[String(hour).padStart(2, '0')];
  return kind ?? 'day';
}

export function month(scenario: Scenario): number {
  return Number(scenario.date.split('-')[1]);
}

/** 11.4: night turns, and dusk turns in November–February. */
export function isNight(data: GwasData, scenario: Scenario, turn: number): boolean {
  const kind = turnKind(data, scenario, turn);
  if (kind === 'night') return true;
  return kind === 'dusk' && data.info.winterMonths.includes(month(scenario));
}
