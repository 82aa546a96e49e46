// The exchange of a one-exchange turn (src/kernel/turn.ts; docs/design/seam.md §2, rule 2): every
// side asked, each as its own single seat, for its orders on the game's `orders` form, the
// exchange labelled "turn N" as the seam's ExchangeSpec names a turn. Great War at Sea's `next`
// asks exactly this between its impulses, and the pipeline stores it as the pending exchange.
// Issue 18: written for the kernel's second mutation group; only kind, timing and the asks'
// seats and kinds were pinned (tests/kernel/exchange.test.ts).
import { describe, expect, it } from 'vitest';
import { turnExchange } from '../../src/kernel/turn.js';

describe('seam §2: a turn of one exchange asks every side for its orders', () => {
  it('every side, in the order given, is asked for its orders for the turn on the orders form', () => {
    expect(turnExchange(['allied', 'central'], 7)).toEqual({
      kind: 'turn',
      label: 'turn 7',
      timing: 'turn',
      asks: [
        { seat: 'allied', kind: 'orders', form: 'orders', prompt: 'orders for turn 7' },
        { seat: 'central', kind: 'orders', form: 'orders', prompt: 'orders for turn 7' },
      ],
    });
  });
});
