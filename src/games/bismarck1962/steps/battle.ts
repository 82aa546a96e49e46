/**
 * Exchange 4, only when a battleship sighted the Bismarck, asking no one. By standing orders
 * (the default) the whole battle (battle/run.ts); with the option `battle: rounds` only its
 * opening, the rounds following by mail (steps/rounds.ts).
 */
import type { TurnStep } from '../../../kernel/step.js';
import type { B62Data } from '../data/types.js';
import type { B62Orders } from '../orders-types.js';
import { battleMode, type B62State } from '../state.js';
import { fightBattle } from '../battle/run.js';
import { openRounds } from './rounds.js';

export const battleStep: TurnStep<B62Data, B62State, B62Orders> = {
  name: 'battle',
  rule: 'How to Play, Steps 6-10',
  run(ctx) {
    ctx.state.search.battleFought = true;
    if (battleMode(ctx.state) === 'rounds') { openRounds(ctx); return; }
    const end = fightBattle(ctx);
    // The Bismarck is not in port until a withdrawal or every British battleship on the board is sunk (How to Search).
    if (end === 'time' || end === 'sunk') ctx.state.bismarck.enteredPort = false;
    ctx.state.phase = 'close';
  },
};
