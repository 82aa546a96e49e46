/**
 * Plays a registered game through its adapter alone, as the pipeline would: exchange by exchange
 * (seam §2), each asking the seats `next()` names, but with the dice keys fixed by the test (seam
 * §9: "with the exchange keys fixed"), so that two games differ only in what the players wrote.
 * One seat per side, each seat's id its side's (seam rule 2).
 */
import { createHash } from 'node:crypto';
import type { GameAdapter, ReportMeta } from '../../src/game-api/adapter.js';
import type { ExchangeSpec } from '../../src/kernel/ask.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { digestOf } from '../../src/pipeline/digest.js';
import { askedSeats } from '../../src/pipeline/pending.js';
import type { ConformanceFixture } from './fixture.js';
import { seeded } from './random.js';

/** A cards key of its own for an exchange, fixed like its dice key (a game without cards never uses it). */
export const cardsKeyFor = (dice: string): string => createHash('sha256').update(`cards\0${dice}`).digest('hex');

/** The dice key of an exchange (turn 0, exchange 1: the opening). */
export type KeyOf = (turn: number, exchange: number) => string;

export interface PlayOptions {
  readonly scenario: string;
  readonly campaign: string;
  readonly keyOf: KeyOf;
  /** The seed an asked seat's player draws with in this exchange; null: the seat is silent. */
  readonly answerSeed: (seat: string, turn: number, exchange: number) => number | null;
}

/** One exchange as played: numbered as the pipeline numbers it (1 + the exchanges before it this turn). */
export interface PlayedExchange {
  readonly turn: number;
  readonly exchange: number;
  readonly spec: ExchangeSpec;
  readonly before: unknown;
  readonly orders: Readonly<Record<string, unknown>>;
  readonly events: readonly GameEvent[];
  readonly after: unknown;
  readonly digest: string;
}

export interface Played {
  readonly opening: { readonly state: unknown; readonly events: readonly GameEvent[] };
  readonly exchanges: readonly PlayedExchange[];
  /** Every event so far, the opening's first. */
  readonly events: readonly GameEvent[];
  /** Orders a player wrote that the game refused, with its diagnostics: the suite shows them. */
  readonly refused: readonly string[];
  readonly accepted: number;
}

/**
 * More exchanges than this in one turn: the game never ends its turn. The pipeline's own limit
 * is on chains that ask no one (src/pipeline/campaign.ts MAX_CHAIN); this one bounds the suite.
 */
const MAX_EXCHANGES_A_TURN = 64;

export const metaFor = (campaign: string): ReportMeta => ({ campaign, deadline: null });

/** The state after set-up and the opening's dice (Great War at Sea 4.1), under the key of (0, 1). */
export function opened(adapter: GameAdapter, scenario: string, keyOf: KeyOf, options?: Readonly<Record<string, unknown>>): { state: unknown; events: readonly GameEvent[] } {
  const setup = options ? adapter.setup(scenario, options) : adapter.setup(scenario);
  return adapter.opening ? adapter.opening(setup, keyOf(0, 1)) : { state: setup, events: [] };
}

/** Each asked seat's answer to `spec`, written by the fixture's player from the seat's orders form. */
export function answers(adapter: GameAdapter, fixture: ConformanceFixture, state: unknown, spec: ExchangeSpec, campaign: string,
  seedOf: (seat: string) => number | null, refused: string[] = []): Record<string, unknown> {
  const orders: Record<string, unknown> = {};
  for (const seat of askedSeats(spec)) {
    const seed = seedOf(seat);
    if (seed === null) continue;
    const text = fixture.answer(adapter.ordersForm(state, seat, metaFor(campaign)), seeded(seed));
    if (text === null) continue;
    const checked = adapter.check(state, seat, text, { campaign });
    if (checked.orders !== undefined) orders[seat] = checked.orders;
    else refused.push(`${seat} turn ${adapter.turnOf(state)} ${spec.kind}: ${checked.diagnostics.map((d) => `${d.code} ${d.message}`).join('; ')}\n${text}`);
  }
  return orders;
}

/**
 * Steps through `turns` turns (fewer if the game ends first), one exchange at a time, calling
 * `each` with the state, the exchange the game asks for and its number; `each` returns the state
 * after it. Shared by play() and the suite's silence check.
 */
export function exchanges(adapter: GameAdapter, start: unknown, turns: number,
  each: (state: unknown, spec: ExchangeSpec, turn: number, exchange: number) => unknown): void {
  let state = start;
  const end = adapter.turnOf(state) + turns;
  let exchange = 1;
  while (!adapter.isOver(state) && adapter.turnOf(state) < end) {
    const spec = adapter.next(state);
    if (spec === null) throw new Error(`turn ${adapter.turnOf(state)}: the game is not over, yet next() asks for nothing (seam §2)`);
    if (exchange > MAX_EXCHANGES_A_TURN) throw new Error(`turn ${adapter.turnOf(state)}: more than ${MAX_EXCHANGES_A_TURN} exchanges; the turn never ends`);
    const turn = adapter.turnOf(state);
    const after = each(state, spec, turn, exchange);
    const nextTurn = adapter.turnOf(after);
    if (nextTurn !== turn && nextTurn !== turn + 1) throw new Error(`turn ${turn}, exchange ${exchange} (${spec.kind}) went to turn ${nextTurn}`);
    // The pipeline's numbering (src/pipeline/pending.ts pendingAfter): a new turn starts at 1.
    exchange = nextTurn === turn ? exchange + 1 : 1;
    state = after;
  }
}

export function play(adapter: GameAdapter, fixture: ConformanceFixture, o: PlayOptions): Played {
  const opening = opened(adapter, o.scenario, o.keyOf, fixture.options);
  const events: GameEvent[] = [...opening.events];
  const played: PlayedExchange[] = [];
  const refused: string[] = [];
  let accepted = 0;
  exchanges(adapter, opening.state, fixture.turns, (state, spec, turn, exchange) => {
    const orders = answers(adapter, fixture, state, spec, o.campaign, (seat) => o.answerSeed(seat, turn, exchange), refused);
    accepted += Object.keys(orders).length;
    const dice = o.keyOf(turn, exchange);
    const r = adapter.resolveExchange(state, { turn, exchange, spec, orders, dice, cards: cardsKeyFor(dice) });
    events.push(...r.events);
    played.push({ turn, exchange, spec, before: state, orders, events: r.events, after: r.state, digest: digestOf(r.state) });
    return r.state;
  });
  return { opening, exchanges: played, events, refused, accepted };
}
