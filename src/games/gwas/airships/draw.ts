/**
 * 17.0 (airships option): "the player whose side includes airships places all his airship counters
 * in an opaque container, then draws out, at random, the number of airship counters called for,
 * and deploys them as instructed by the scenario". Drawn with the opening's seeded dice (the
 * opening is "turn 0", after its weather), one die of as many faces as counters are left in the
 * container per draw, told to the drawing side only: the enemy learns nothing of the draw.
 * Deployed, as our scenarios instruct, over their base port's zone, ready to fly from turn 1.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { resolveTurn, type GameModule, type TurnResult } from '../../../kernel/turn.js';
import type { GwasData } from '../data.js';
import type { GwasOrders } from '../orders-types.js';
import { SIDES, type GwasState } from '../state.js';
import type { GwasStep } from '../steps/step.js';
import { weatherStep } from '../steps/weather.js';

export const airshipDrawStep: GwasStep = {
  name: 'airship-draw',
  rule: '17.0',
  run(ctx) {
    const { data, state } = ctx;
    if (!state.options?.airships) return;
    const scenario = data.scenarios[state.scenario];
    const drawn: NonNullable<GwasState['airships']> = {};
    for (const side of SIDES) {
      const spec = scenario.airships?.[side];
      if (!spec) continue;
      const container = [...spec.pool];
      const base = data.map.ports[spec.base];
      for (let i = 0; i < spec.draw && container.length; i++) {
        const roll = ctx.roll({
          table: 'airship container', purpose: `airship ${i + 1} of ${spec.draw} drawn from ${container.length} counters`, audience: sidesOnly(side),
          sides: container.length, stream: `airships/${side}`, rule: '17.0', read: (t) => container[t - 1]?.name ?? String(t),
        });
        const [counter] = container.splice(roll.dice[0] - 1, 1);
        drawn[counter.id] = { id: counter.id, side, speed: counter.speed, base: spec.base, status: 'aloft', zone: base.zone, plan: {}, since: 1 };
        ctx.emit({ type: 'gwas.airship-drawn', audience: sidesOnly(side), data: { airship: counter.id, name: counter.name, speed: counter.speed, base: spec.base, zone: base.zone } });
      }
    }
    state.airships = drawn;
  },
};

const shape = { id: 'gwas-mediterranean', version: 'opening', sides: ['allied', 'central'] } as const;

/**
 * The campaign's opening (4.1 weather for turn 1, and 17.0's draw with the airships option) as a
 * resolution of "turn 0". Without the option it is exactly the weather's opening, event for event.
 */
export function openingWithAirships(data: GwasData, state: GwasState, seed: string): TurnResult<GwasState> {
  const steps = state.options?.airships ? [weatherStep, airshipDrawStep] : [weatherStep];
  const opening: GameModule<GwasData, GwasState, GwasOrders> = { ...shape, steps, turnOf: () => 0, isOver: (s) => s.over };
  return resolveTurn(opening, data, state, {}, seed);
}
