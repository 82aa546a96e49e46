/**
 * Plays a registered game through its adapter alone, as the pipeline would, but with the dice
 * keys fixed by the test (seam §9: "with the exchange keys fixed"), so that two games differ only
 * in what the players wrote. One seat per side, each seat's id its side's (seam rule 2).
 */
import type { GameAdapter, ReportMeta } from '../../src/game-api/adapter.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { digestOf } from '../../src/pipeline/digest.js';
import type { ConformanceFixture } from './fixture.js';
import { seeded } from './random.js';

export interface PlayOptions {
  readonly scenario: string;
  readonly campaign: string;
  /** The dice key of each turn (turn 0: the opening). */
  readonly keyOf: (turn: number) => string;
  /** The seed a seat's player draws with this turn; null: the seat is silent. */
  readonly answerSeed: (seat: string, turn: number) => number | null;
}

export interface PlayedTurn {
  readonly turn: number;
  readonly before: unknown;
  readonly orders: Readonly<Record<string, unknown>>;
  readonly events: readonly GameEvent[];
  readonly after: unknown;
  readonly digest: string;
}

export interface Played {
  readonly opening: { readonly state: unknown; readonly events: readonly GameEvent[] };
  readonly turns: readonly PlayedTurn[];
  /** Every event so far, the opening's first. */
  readonly events: readonly GameEvent[];
  /** Orders a player wrote that the game refused, with its diagnostics: the suite shows them. */
  readonly refused: readonly string[];
  readonly accepted: number;
}

export const metaFor = (campaign: string): ReportMeta => ({ campaign, deadline: null });

/** The state after set-up and the opening's dice (Great War at Sea 4.1), under the turn-0 key. */
export function opened(adapter: GameAdapter, scenario: string, key: string): { state: unknown; events: readonly GameEvent[] } {
  const setup = adapter.setup(scenario);
  return adapter.opening ? adapter.opening(setup, key) : { state: setup, events: [] };
}

/** Each seat's orders this turn, written by the fixture's player from the seat's orders form. */
export function answers(adapter: GameAdapter, fixture: ConformanceFixture, state: unknown, campaign: string, seedOf: (seat: string) => number | null,
  refused: string[] = []): Record<string, unknown> {
  const orders: Record<string, unknown> = {};
  for (const seat of adapter.sides) {
    const seed = seedOf(seat);
    if (seed === null) continue;
    const text = fixture.answer(adapter.ordersForm(state, seat, metaFor(campaign)), seeded(seed));
    if (text === null) continue;
    const checked = adapter.check(state, seat, text, { campaign });
    if (checked.orders !== undefined) orders[seat] = checked.orders;
    else refused.push(`${seat} turn ${adapter.turnOf(state)}: ${checked.diagnostics.map((d) => `${d.code} ${d.message}`).join('; ')}\n${text}`);
  }
  return orders;
}

export function play(adapter: GameAdapter, fixture: ConformanceFixture, o: PlayOptions): Played {
  const opening = opened(adapter, o.scenario, o.keyOf(0));
  const events: GameEvent[] = [...opening.events];
  const turns: PlayedTurn[] = [];
  const refused: string[] = [];
  let accepted = 0;
  let state = opening.state;
  for (let i = 0; i < fixture.turns && !adapter.isOver(state); i++) {
    const turn = adapter.turnOf(state);
    const orders = answers(adapter, fixture, state, o.campaign, (seat) => o.answerSeed(seat, turn), refused);
    accepted += Object.keys(orders).length;
    const r = adapter.resolve(state, orders, o.keyOf(turn));
    events.push(...r.events);
    turns.push({ turn, before: state, orders, events: r.events, after: r.state, digest: digestOf(r.state) });
    state = r.state;
  }
  return { opening, turns, events, refused, accepted };
}
