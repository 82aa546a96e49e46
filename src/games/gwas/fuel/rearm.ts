/**
 * 12.7 Re-arming (fuel option, the rest of section 12): a ship that has fired her torpedoes (7.84)
 * gets them back by spending three turns in a friendly port; 12.4: not a turn she moves or fights.
 * Turns are counted per ship, consecutively; leaving port or fighting starts the count again.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { portStanding } from '../geography.js';
import { foughtThisTurn } from '../operations/common.js';
import { activeFleets, liveShips } from '../state.js';
import type { GwasStep } from '../steps/step.js';

export const REARM_TURNS = 3;

export const rearmStep: GwasStep = {
  name: 'rearm',
  rule: '12.7, 12.4',
  run(ctx) {
    const { data, state } = ctx;
    if (!state.options?.fuel) return;
    const scenario = data.scenarios[state.scenario];
    for (const fleet of activeFleets(state)) {
      const moved = (fleet.log.find((l) => l.turn === ctx.turn)?.path.length ?? 0) > 0;
      const inPort = fleet.port !== null && portStanding(data, scenario, fleet.side, fleet.port) === 'friendly' && !moved && !foughtThisTurn(state, fleet.id, ctx.turn);
      for (const ship of liveShips(state, fleet)) {
        if (!ship.torpedoesFired) { delete ship.rearming; continue; }
        ship.rearming = inPort ? (ship.rearming ?? 0) + 1 : 0;
        if (ship.rearming < REARM_TURNS) continue;
        ship.torpedoesFired = false;
        delete ship.rearming;
        ctx.emit({ type: 'gwas.rearmed', rule: '12.7', audience: sidesOnly(fleet.side), data: { fleet: fleet.id, ship: ship.id, port: fleet.port } });
      }
    }
  },
};
