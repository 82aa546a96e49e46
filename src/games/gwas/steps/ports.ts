/**
 * 11.3 Ports and 5.23: a fleet counts consecutive turns in a friendly port, after six of which it
 * may be given a new mission.
 */
import { portStanding } from '../geography.js';
import { activeFleets } from '../state.js';
import type { GwasStep } from './step.js';

export const portsStep: GwasStep = {
  name: 'ports',
  rule: '11.3, 5.23',
  run(ctx) {
    const { data, state } = ctx;
    const scenario = data.scenarios[state.scenario];
    for (const fleet of activeFleets(state)) {
      const friendly = fleet.port !== null && portStanding(data, scenario, fleet.side, fleet.port) === 'friendly';
      fleet.turnsInPort = friendly ? fleet.turnsInPort + 1 : 0;
    }
  },
};
