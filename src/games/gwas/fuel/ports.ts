/** 12.3: where a side may refuel: its friendly ports, and any port the scenario opens to it. */
import type { Scenario } from '../data/types.js';
import type { GwasData } from '../data.js';
import { portStanding } from '../geography.js';
import type { SideId } from '../state.js';

export function mayRefuelAt(data: GwasData, scenario: Scenario, side: SideId, portId: string): boolean {
  if (portStanding(data, scenario, side, portId) === 'friendly') return true;
  return (scenario.fuel?.ports?.[side] ?? []).includes(portId);
}
