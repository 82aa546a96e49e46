/**
 * One exchange a turn: the shape every game had before exchanges (docs/design/seam.md §2), kept
 * so every caller of `resolveTurn` works unchanged. A `GameModule` is a list of steps run once a
 * turn with every side asked; `resolveTurn` resolves that turn as its exchange 1 through
 * `resolveExchange`, whose rule 1 keeps every event byte-identical to what it was.
 */
import type { ExchangeSpec } from './ask.js';
import { resolveExchange } from './exchange.js';
import type { DiceKey, ResolveOptions, TurnResult, TurnStep } from './step.js';

export type { DiceKey, EmitInput, ResolveOptions, Roll, RollRequest, StepContext, TurnResult, TurnStep } from './step.js';

export interface GameModule<Data, State, Orders> {
  readonly id: string;
  /** Bumped whenever a rule changes what a turn produces; recorded in every journal entry. */
  readonly version: string;
  readonly sides: readonly string[];
  readonly steps: readonly TurnStep<Data, State, Orders>[];
  turnOf(state: State): number;
  isOver(state: State): boolean;
}

/** The exchange of a one-exchange turn: every side (each its own single seat, rule 2) asked for orders. */
export function turnExchange(sides: readonly string[], turn: number): ExchangeSpec {
  return {
    kind: 'turn',
    label: `turn ${turn}`,
    timing: 'turn',
    asks: sides.map((seat) => ({ seat, kind: 'orders', form: 'orders', prompt: `orders for turn ${turn}` })),
  };
}

/**
 * Runs the module's steps as the turn's exchange 1, every side asked (`turnExchange`). The steps
 * are `game.steps`, never the module's `exchanges`: callers resolve part of a turn by spreading a
 * module with fewer steps (`{ ...gwasModule, steps: [battleStep] }`), and the pipeline resolves
 * games of more exchanges a turn through `resolveExchange` and the game's `next` (seam §10 commit 8).
 */
export function resolveTurn<Data, State, Orders>(
  game: GameModule<Data, State, Orders>,
  data: Data,
  before: State,
  orders: Readonly<Record<string, Orders | undefined>>,
  dice: DiceKey,
  options: ResolveOptions = {},
): TurnResult<State> {
  const turn = game.turnOf(before);
  const spec = turnExchange(game.sides, turn);
  return resolveExchange({ id: game.id, turnOf: () => turn, exchanges: { turn: { steps: game.steps } } }, data, before,
    { turn, exchange: 1, spec, orders, keys: { dice } }, options);
}
