/**
 * The turn engine: resolution is a pure function of (game data, state, orders, turn key).
 *
 * A game supplies an ordered list of named steps, each citing its rule section. The engine
 * copies the state, runs the steps in order with a dice stream named after each step, and
 * returns the new state and the events the steps emitted. It knows nothing of hexes, fleets
 * or missions: those belong to the game module.
 */
import type { Audience, GameEvent, Modifier, RollData } from './events.js';
import { Stream, streamKeyer } from './rng.js';
import { LegacyStream, legacyStreamKey } from './rng-legacy.js';

/**
 * What the dice of a turn come from: the turn key (64 hex digits; see rng.ts and docs/dice.md),
 * or, to replay a turn journalled under the first scheme, that campaign's seed.
 */
export type DiceKey = string | { readonly legacySeed: string };

interface DrawSource { readonly position: number; die(sides: number): number }

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
  readonly orders: Readonly<Record<string, Orders | undefined>>;
  readonly turn: number;
  readonly step: TurnStep<Data, State, Orders>;
  emit<D>(event: EmitInput<D>): GameEvent<D>;
  roll(request: RollRequest): Roll;
}

export interface TurnStep<Data, State, Orders> {
  readonly name: string;
  /** Rule sections the step applies, e.g. "5.4–5.47". */
  readonly rule: string;
  readonly run: (ctx: StepContext<Data, State, Orders>) => void;
}

export interface GameModule<Data, State, Orders> {
  readonly id: string;
  /** Bumped whenever a rule changes what a turn produces; recorded in every journal entry. */
  readonly version: string;
  readonly sides: readonly string[];
  readonly steps: readonly TurnStep<Data, State, Orders>[];
  turnOf(state: State): number;
  isOver(state: State): boolean;
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
}

export function resolveTurn<Data, State, Orders>(
  game: GameModule<Data, State, Orders>,
  data: Data,
  before: State,
  orders: Readonly<Record<string, Orders | undefined>>,
  dice: DiceKey,
  options: ResolveOptions = {},
): TurnResult<State> {
  // By default never touch the caller's state: a turn can be re-run from the same inputs.
  // States are plain JSON (they are digested and stored as such); a JSON round trip copies them.
  const state = options.consumeState ? before : (JSON.parse(JSON.stringify(before)) as State);
  const turn = game.turnOf(before);
  const events: GameEvent[] = [];
  const streams = new Map<string, DrawSource>();
  const keyOf = typeof dice === 'string' ? streamKeyer(dice) : null;
  const open = (name: string): DrawSource => (typeof dice === 'string'
    ? new Stream(keyOf!(name))
    : new LegacyStream(legacyStreamKey(dice.legacySeed, turn, name)));

  for (const step of game.steps) {
    const emit = <D>(e: EmitInput<D>): GameEvent<D> => {
      const event: GameEvent<D> = {
        seq: events.length,
        turn,
        step: step.name,
        rule: e.rule ?? step.rule,
        type: e.type,
        audience: e.audience,
        data: e.data,
      };
      events.push(event);
      return event;
    };
    const roll = (r: RollRequest): Roll => {
      const name = r.stream ? `${step.name}/${r.stream}` : step.name;
      let stream = streams.get(name);
      if (!stream) {
        stream = open(name);
        streams.set(name, stream);
      }
      const sides = r.sides ?? 6;
      // Where in its stream the roll starts, so anyone holding the turn key can check this one
      // roll alone (a side sees only some of a stream's rolls). The first scheme recorded none.
      const position = typeof dice === 'string' ? stream.position : undefined;
      const faces = Array.from({ length: r.dice ?? 1 }, () => stream.die(sides));
      const natural = faces.reduce((a, b) => a + b, 0);
      const modifiers = r.modifiers ?? [];
      const total = natural + modifiers.reduce((a, m) => a + m.value, 0);
      const data: RollData = {
        stream: name,
        ...(position === undefined ? {} : { position }),
        table: r.table,
        dice: faces,
        sides,
        modifiers,
        natural,
        total,
        result: r.read ? r.read(total, faces) : String(total),
        purpose: r.purpose,
      };
      const event = emit({ type: 'roll', audience: r.audience, data, rule: r.rule });
      return { ...data, eventSeq: event.seq };
    };
    step.run({ data, state, orders, turn, step, emit, roll });
  }
  return { state, events };
}
