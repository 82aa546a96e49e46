/**
 * The contract between the engine and a game's steps: what a step sees and may do (emit events,
 * roll dice), and what one resolution returns. The engine itself is exchange.ts.
 */
import type { MacFactory } from './rng.js';
import type { ExchangeSpec } from './ask.js';
import type { Audience, GameEvent, Modifier, RollData } from './events.js';
import type { CardOps } from './cards.js';

/**
 * What the dice of an exchange come from: its key (64 hex digits; see rng.ts and docs/dice.md),
 * or, to replay a turn journalled under the first scheme, that campaign's seed.
 */
export type DiceKey = string | { readonly legacySeed: string };

export interface EmitInput<D = unknown> {
  readonly type: string;
  readonly audience: Audience;
  readonly data: D;
  /** Defaults to the step's rule. */
  readonly rule?: string;
}

export interface RollRequest {
  /** Table consulted, e.g. "Search Table". */
  readonly table: string;
  readonly purpose: string;
  readonly audience: Audience;
  readonly dice?: number;
  readonly sides?: number;
  readonly modifiers?: readonly Modifier[];
  /** Reads the table: from the modified total (and the natural dice) to a result in words. */
  readonly read?: (total: number, dice: readonly number[]) => string;
  readonly rule?: string;
  /** A sub-stream within the step, e.g. a zone id, so rolls elsewhere in the step do not shift it. */
  readonly stream?: string;
}

export interface Roll extends RollData {
  readonly eventSeq: number;
}

export interface StepContext<Data, State, Orders> {
  readonly data: Data;
  /** The working copy of the state; steps change it in place. */
  readonly state: State;
  /** The answers of the seats asked; a seat absent or undefined stayed silent (seam rule 3). */
  readonly orders: Readonly<Record<string, Orders | undefined>>;
  readonly turn: number;
  /** The exchange within the turn, from 1 (seam §2). */
  readonly exchange: number;
  /** What was asked, and of whom: the asks' context holds the choices the answers chose from. */
  readonly spec: ExchangeSpec;
  readonly step: TurnStep<Data, State, Orders>;
  emit<D>(event: EmitInput<D>): GameEvent<D>;
  roll(request: RollRequest): Roll;
  /** Shuffle, draw, move and reveal the cards of `state.piles` (seam §4; kernel/cards.ts). */
  readonly cards: CardOps;
}

export interface TurnStep<Data, State, Orders> {
  readonly name: string;
  /** Rule sections the step applies, e.g. "5.4–5.47". */
  readonly rule: string;
  readonly run: (ctx: StepContext<Data, State, Orders>) => void;
}

export interface TurnResult<State> {
  readonly state: State;
  readonly events: readonly GameEvent[];
}

export interface ResolveOptions {
  /**
   * The caller hands its copy of the state over (it was just parsed from the store and is not
   * used again), so the engine works on it directly instead of copying it first.
   */
  readonly consumeState?: boolean;
  /**
   * The HMAC-SHA256 the dice streams are computed with (rng.ts): the host's native one where it
   * has one. The same bytes whichever is given, so the same dice; only the cost differs.
   */
  readonly mac?: MacFactory;
}
