/**
 * Scenario rule "not yet at war" (The Flight of the Goeben: Britain declared war on Germany at
 * 23:00 GMT on 4 August 1914; until then British ships could shadow Goeben but not fire).
 * A scenario's `peace` list names pairs of nations and the moment (UTC) war begins. Reading
 * chosen (RULINGS.md): a turn is at peace when it ends at or before that moment; the turn in
 * which the hour strikes is at war (most of it is). Scenario times are UTC.
 */
import type { Scenario } from '../data/types.js';
import type { GwasData } from '../data.js';
import type { ShipState } from '../state.js';

/** The moment a turn ends, in ms since the epoch (UTC arithmetic only: no clock). */
function turnEnd(scenario: Scenario, turn: number): number {
  const [y, m, d] = scenario.date.split('-').map(Number);
  return Date.UTC(y, m - 1, d, scenario.startHour + 4 * turn);
}

function nationsAtPeace(scenario: Scenario, turn: number, a: string, b: string): boolean {
  for (const p of scenario.peace ?? []) {
    const [x, y] = p.nations;
    if (!((x === a && y === b) || (x === b && y === a))) continue;
    if (turnEnd(scenario, turn) <= Date.parse(p.until)) return true;
  }
  return false;
}

/** Whether `firer` may fire on `target` this turn under the scenario's peace rule. */
export function mayFireOn(data: GwasData, scenario: Scenario, turn: number, firer: ShipState, target: ShipState): boolean {
  if (!scenario.peace?.length) return true;
  const a = data.ships[firer.id]?.nation;
  const b = data.ships[target.id]?.nation;
  return !(a && b && nationsAtPeace(scenario, turn, a, b));
}

/** The scenario's peace rule that holds between these ships this turn, for the reports. */
export function peaceText(data: GwasData, scenario: Scenario, turn: number, firer: ShipState, target: ShipState): string | null {
  const a = data.ships[firer.id]?.nation;
  const b = data.ships[target.id]?.nation;
  const p = (scenario.peace ?? []).find((q) => q.nations.includes(a ?? '') && q.nations.includes(b ?? '') && a !== b);
  return p && nationsAtPeace(scenario, turn, a!, b!) ? p.text : null;
}
