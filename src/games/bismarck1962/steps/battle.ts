/** Exchange 4, only when a battleship sighted the Bismarck: the battle by standing orders (battle/run.ts), asking no one. */
import type { TurnStep } from '../../../kernel/step.js';
import type { B62Data } from '../data/types.js';
import type { B62Orders } from '../orders-types.js';
import type { B62State } from '../state.js';
import { fightBattle } from '../battle/run.js';

export const battleStep: TurnStep<B62Data, B62State, B62Orders> = {
  name: 'battle',
  rule: 'How to Play, Steps 6-10',
  run(ctx) {
    ctx.state.search.battleFought = true;
    const end = fightBattle(ctx);
    // The Bismarck is not in port until a withdrawal or every British battleship on the board is sunk (How to Search).
    if (end === 'time' || end === 'sunk') ctx.state.bismarck.enteredPort = false;
    ctx.state.phase = 'close';
  },
};
