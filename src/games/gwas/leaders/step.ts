/**
 * 16.1 (leaders option): before anything moves, each leader is with the fleet that holds his
 * flagship (orders may have divided or merged fleets, tows formed new ones), so contact (5.44) and
 * initiative (16.2) read the right fleet. A leader whose flagship sank is out of the game.
 */
import { sidesOnly } from '../../../kernel/events.js';
import type { GwasStep } from '../steps/step.js';
import { syncLeaders } from './rules.js';

export const leaderStep: GwasStep = {
  name: 'leaders',
  rule: '16.1',
  run(ctx) {
    const { state } = ctx;
    if (!state.options?.leaders) return;
    for (const c of syncLeaders(state)) {
      const side = state.leaders![c.name].side;
      ctx.emit({ type: 'gwas.leader', audience: sidesOnly(side), data: { leader: c.name, from: c.from, to: c.to, lost: c.lost } });
    }
  },
};
