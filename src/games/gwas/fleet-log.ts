/**
 * The fleet log in the state (issue 17: a turn's cost must not grow with the campaign's length).
 *
 * Each turn adds a line to every fleet's log (movement, contact, pursuit, mines write it). The
 * rules read only the current turn's lines; a side's report and orders form show the last
 * SHOWN_LOG_LINES. A whole log kept in the state made it three quarters of a 100-turn stress
 * state, copied, digested and stored every turn. Under the campaign option `fleetLog: recent`
 * (state.logKeep) the end of each turn drops the older lines and counts them in `logEarlier`,
 * so every report and form reads as before; the dropped lines are in the side's earlier reports.
 */
import type { GwasState } from './state.js';

/** Lines of a fleet's log a side's report (views/fleets.ts) and orders form show. */
export const SHOWN_LOG_LINES = 4;

/** What `fleetLog: recent` keeps: never fewer lines than a report or form shows. */
export const RECENT_LOG_LINES = SHOWN_LOG_LINES;

/** End of turn (after the last step that writes a log line this turn): drop lines beyond logKeep. */
export function trimFleetLogs(state: GwasState): void {
  const keep = state.logKeep;
  if (keep === undefined) return;
  for (const fleet of Object.values(state.fleets)) {
    const over = fleet.log.length - keep;
    if (over <= 0) continue;
    fleet.log.splice(0, over);
    fleet.logEarlier = (fleet.logEarlier ?? 0) + over;
  }
}

/** Log lines a fleet has had but the state no longer holds (fleetLog: recent). */
export function earlierLogLines(fleet: { readonly logEarlier?: number }): number {
  return fleet.logEarlier ?? 0;
}
