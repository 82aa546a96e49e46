/**
 * The Fleet Movement Phase (4.3) run on its own: the movement step on a test scenario's state,
 * with no dice (movement rolls none), and the gwas.fleet-moved events it emits, by fleet.
 */
import { expect } from 'vitest';
import type { GameEvent } from '../../src/kernel/events.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasOrders } from '../../src/games/gwas/orders-types.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import { movementStep } from '../../src/games/gwas/steps/movement.js';
import { scriptedContext } from './scripted-dice.js';

export interface Moved {
  readonly events: GameEvent<any>[];
  /** The one gwas.fleet-moved event of `fleet` (the test fails if there is not exactly one). */
  of(fleet: string): GameEvent<any>;
}

/** Runs the movement step for `state.turn` with the sides' (already applied) orders. */
export function runMovement(data: GwasData, state: GwasState, orders: Record<string, GwasOrders> = {}): Moved {
  const ctx = { ...scriptedContext(data, state, []), orders };
  movementStep.run(ctx);
  const events = ctx.events.filter((e) => e.type === 'gwas.fleet-moved') as GameEvent<any>[];
  return {
    events,
    of(fleet) {
      const mine = events.filter((e) => e.data.fleet === fleet);
      expect(mine).toHaveLength(1);
      return mine[0];
    },
  };
}

/** The audience of an event only `side` hears. */
export const toSide = (side: string) => ({ to: 'sides', sides: [side] });
