/**
 * The engine (docs/design/seam.md §2): the unit of resolution is an exchange inside a turn, and
 * resolving one is a pure function of (game data, state, the asked seats' answers, the
 * exchange's dice key).
 *
 * The game names its exchanges, each an ordered list of steps citing their rule sections. The
 * engine copies the state, runs the exchange's steps in order with a dice stream named after each
 * step, and returns the new state and the events the steps emitted. It knows nothing of hexes,
 * fleets or cards: those belong to the game.
 *
 * Two exchanges of one turn run the same stream names, so their dice differ only because their
 * keys do: the pipeline derives each exchange's key from the previous one (exchange-key.ts).
 */
import type { Ask, ExchangeSpec } from './ask.js';
import type { GameEvent, RollData } from './events.js';
import { Stream, streamKeyer } from './rng.js';
import { LegacyStream, legacyStreamKey } from './rng-legacy.js';
import type { DiceKey, EmitInput, ResolveOptions, Roll, RollRequest, TurnResult, TurnStep } from './step.js';
import type { SeatId } from './seats.js';
import { cardOps } from './cards.js';

export type { Ask, ExchangeSpec } from './ask.js';

export interface ExchangeDef<Data, State, Orders> {
  readonly steps: readonly TurnStep<Data, State, Orders>[];
}

/** What the engine needs of a game: the seam's game definition (§1) carries at least this. */
export interface ExchangeGame<Data, State, Orders> {
  readonly id: string;
  /** Bumped whenever a rule changes what a turn produces; recorded in every journal entry. */
  readonly version: string;
  turnOf(state: State): number;
  isOver(state: State): boolean;
  /** The exchange the state waits for, from the state alone; null once the game is over. */
  next(data: Data, state: State): ExchangeSpec | null;
  readonly exchanges: Readonly<Record<string, ExchangeDef<Data, State, Orders>>>;
}

export interface ExchangeInput<Orders> {
  readonly turn: number;
  /** 1 + the exchanges journalled this turn: the pipeline numbers them (seam §2). */
  readonly exchange: number;
  /** What the game asked (its `next` before this exchange). */
  readonly spec: ExchangeSpec;
  /** The asked seats' answers; a seat absent or undefined is silent, which every game must accept (rule 3). */
  readonly orders: Readonly<Record<SeatId, Orders | undefined>>;
  /**
   * The exchange's keys (seam §2, §4): the dice key, and the cards key its shuffles draw on
   * (docs/dice.md §10). A game without cards needs no cards key; without one, a shuffle throws.
   */
  readonly keys: { readonly dice: DiceKey; readonly cards?: string };
}

interface DrawSource { readonly position: number; die(sides: number): number }

export function resolveExchange<Data, State, Orders>(
  game: Pick<ExchangeGame<Data, State, Orders>, 'id' | 'turnOf' | 'exchanges'>,
  data: Data,
  before: State,
  input: ExchangeInput<Orders>,
  options: ResolveOptions = {},
): TurnResult<State> {
  const { exchange, spec, orders } = input;
  const dice = input.keys.dice;
  const def = Object.hasOwn(game.exchanges, spec.kind) ? game.exchanges[spec.kind] : undefined;
  if (!def) throw new RangeError(`${game.id} has no exchange '${spec.kind}'`);
  if (!Number.isInteger(exchange) || exchange < 1) throw new RangeError(`an exchange is numbered from 1, not ${exchange}`);
  const turn = game.turnOf(before);
  if (input.turn !== turn) throw new RangeError(`exchange ${input.turn}.${exchange} given a state of turn ${turn}`);
  // The first scheme keys a stream by (seed, turn, stream) alone, so a second exchange would roll
  // the first one's dice again (issue 11). It exists only to replay turns from before exchanges.
  if (typeof dice !== 'string' && exchange > 1) throw new RangeError(`exchange ${exchange}: the first dice scheme has no exchanges; it replays one-exchange turns only`);
  // Only an asked seat answers (the pipeline refuses the rest at intake, seam §2 submissions).
  const asked = new Set(spec.asks.map((a: Ask) => a.seat));
  for (const [seat, answer] of Object.entries(orders)) {
    if (answer !== undefined && !asked.has(seat)) throw new RangeError(`exchange ${turn}.${exchange} (${spec.kind}) did not ask ${seat}`);
  }

  // By default never touch the caller's state: an exchange can be re-run from the same inputs.
  // States are plain JSON (they are digested and stored as such); a JSON round trip copies them.
  const state = options.consumeState ? before : (JSON.parse(JSON.stringify(before)) as State);
  const events: GameEvent[] = [];
  const streams = new Map<string, DrawSource>();
  const keyOf = typeof dice === 'string' ? streamKeyer(dice, options.mac) : null;
  const open = (name: string): DrawSource => (typeof dice === 'string'
    ? new Stream(keyOf!(name), options.mac)
    : new LegacyStream(legacyStreamKey(dice.legacySeed, turn, name)));
  // Rule 1 of the seam: exchange 1 is never written, so one-exchange turns keep their bytes.
  const numbered = exchange > 1 ? { exchange } : {};
  // Card operations emit through the running step, and keep their shuffle streams for the whole
  // exchange (seam §4), so they are made once and pointed at each step's emit in turn.
  let stepEmit: <D>(e: EmitInput<D>) => GameEvent<D> = () => { throw new Error('no step is running'); };
  const cards = cardOps(input.keys.cards, (e) => stepEmit(e), () => (state as { piles?: unknown } | null)?.piles, options.mac);

  for (const step of def.steps) {
    const emit = <D>(e: EmitInput<D>): GameEvent<D> => {
      const event: GameEvent<D> = {
        seq: events.length,
        turn,
        ...numbered,
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
      // Where in its stream the roll starts, so anyone holding the key can check this one roll
      // alone (a seat sees only some of a stream's rolls). The first scheme recorded none.
      const position = typeof dice === 'string' ? stream.position : undefined;
      const faces: number[] = [];
      let natural = 0;
      // As many dice as Array.from({ length: r.dice }) made before: a fraction counts down.
      for (let i = 0, n = Math.trunc(r.dice ?? 1); i < n; i++) { const face = stream.die(sides); faces.push(face); natural += face; }
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
      const eventSeq = emit({ type: 'roll', audience: r.audience, data, rule: r.rule }).seq;
      // The roll as the step sees it: the event's data and its place in the list, written out
      // member by member in the data's own order (a spread of a ten-member object was a
      // measurable share of a battle turn: issue 17, a few hundred rolls a turn).
      return position === undefined
        ? { stream: data.stream, table: data.table, dice: data.dice, sides: data.sides, modifiers: data.modifiers, natural: data.natural, total: data.total, result: data.result, purpose: data.purpose, eventSeq }
        : { stream: data.stream, position, table: data.table, dice: data.dice, sides: data.sides, modifiers: data.modifiers, natural: data.natural, total: data.total, result: data.result, purpose: data.purpose, eventSeq };
    };
    stepEmit = emit;
    step.run({ data, state, orders, turn, exchange, spec, step, emit, roll, cards });
  }
  return { state, events };
}
