/**
 * 17.1: "Airship movement is plotted in the same way as for a fleet on Intercept mission" (5.2:
 * recorded only two turns in advance). In turn T's Orders Phase the box of turn T+2 is written;
 * at turn 1 (the set-up, 3.3) the boxes of turns 1 to 3. Returns why a box may not be written, or null.
 */
import type { AirshipState } from '../state.js';

export const AIRSHIP_PLOT_AHEAD = 2;

export function mayPlotAirship(a: Pick<AirshipState, 'plan'>, turn: number, box: number, lastTurn: number, entry?: string): string | null {
  if (entry !== undefined && (a.plan[String(box)] ?? '') === entry && entry !== '') return null; // the box as already written
  if (!Number.isInteger(box) || box < turn) return `turn ${box} has already been played`;
  if (box > lastTurn) return `the scenario ends with turn ${lastTurn}`;
  if (box > turn + AIRSHIP_PLOT_AHEAD) return `an airship is plotted like an Intercept fleet: in turn ${turn} up to turn ${turn + AIRSHIP_PLOT_AHEAD} (17.1, 5.2)`;
  if (box === turn + AIRSHIP_PLOT_AHEAD) return null;
  if (turn === 1 && (a.plan[String(box)] ?? '') === '') return null;
  return `turn ${box}'s box is closed: in turn ${turn} you write turn ${turn + AIRSHIP_PLOT_AHEAD} (17.1, 4.2, 5.1)`;
}
