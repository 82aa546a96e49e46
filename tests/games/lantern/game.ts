// "Lantern": a test-only game of three seats over two sides, two exchanges a turn and one hidden
// deck (issue 11 "How we will know"), registered only by the tests that play it (registerGame,
// or ADMIRALTY_TEST_GAMES for a subprocess). It is written against the adapter interface alone.
//
// Seats: `red` (a side of one), and blue's `blue/captain` and `blue/lookout`, with a wall between
// them: what the lookout sees is the lookout's until he signals it.
// Rules. A raider hides in one of six coves over TURNS turns.
//   L1 (exchange 1, `watch`, asks red and blue/lookout): red names a cove to hide in (silence:
//      where it hid last), the lookout a cove to watch (silence: none) and whether to signal what
//      he sees. The umpire shuffles the signal deck (turn 1) and the lookout draws its top card
//      into his hand. If he watched red's cove he sights it (told to him alone). If he sighted it,
//      asked to signal and holds a card, he plays his first card: the cove is told to his side.
//   L2 (exchange 2, `strike`, asks blue/captain): the captain names a cove to strike (silence:
//      none); a strike on red's cove is a hit, told to everyone. Then the turn ends.
// The signal deck is the umpire's; the lookout's hand is his alone; everyone else sees counts.
import { resolveExchange, type ExchangeGame, type ExchangeSpec } from '../../../src/kernel/exchange.js';
import { eventsFor, everyone, seatsOnly, sidesOnly, umpireOnly, type GameEvent } from '../../../src/kernel/events.js';
import { visiblePiles, type CardPile } from '../../../src/kernel/cards.js';
import type { StepContext } from '../../../src/kernel/step.js';
import type { GameAdapter } from '../../../src/game-api/adapter.js';
import type { Diagnostic } from '../../../src/orders/diagnostic.js';
import { parse as parseYaml } from 'yaml';

export const LANTERN_ID = 'test-lantern';
export const TURNS = 3;
export const SEATS = ['blue/captain', 'blue/lookout', 'red'] as const;
const CARDS = ['bell', 'flag', 'flare', 'horn', 'lamp', 'rocket'];

export interface LanternOrders { readonly cove?: number | null; readonly signal?: boolean; readonly strike?: number | null; readonly salt?: string }
export interface LanternState {
  turn: number; phase: 'watch' | 'strike'; red: number; hits: number; over: boolean;
  piles: { deck: CardPile; hand: CardPile; played: CardPile };
}

type Ctx = StepContext<null, LanternState, LanternOrders>;

export const lanternGame: ExchangeGame<null, LanternState, LanternOrders> = {
  id: LANTERN_ID,
  version: '1',
  turnOf: (s) => s.turn,
  isOver: (s) => s.over,
  next: (_data, s): ExchangeSpec | null => {
    if (s.over) return null;
    return s.phase === 'watch'
      ? { kind: 'watch', label: `turn ${s.turn}`, timing: 'turn', asks: [
        { seat: 'blue/lookout', kind: 'orders', form: 'orders', prompt: `cove to watch, turn ${s.turn}` },
        { seat: 'red', kind: 'orders', form: 'orders', prompt: `cove to hide in, turn ${s.turn}` },
      ] }
      : { kind: 'strike', label: `turn ${s.turn} strike`, timing: 'reply', asks: [{ seat: 'blue/captain', kind: 'decision', form: 'orders', prompt: 'cove to strike?' }] };
  },
  exchanges: {
    watch: { steps: [
      { name: 'deal', rule: 'L1', run: (ctx: Ctx) => {
        const { deck, hand } = ctx.state.piles;
        if (ctx.turn === 1) ctx.cards.shuffle(deck, { purpose: 'the signal deck before the watch' });
        if (deck.cards.length) ctx.cards.draw(deck, hand, 1, { purpose: 'the lookout draws a signal' });
      } },
      { name: 'watch', rule: 'L1', run: (ctx: Ctx) => {
        const cove = ctx.orders.red?.cove;
        if (typeof cove === 'number') ctx.state.red = cove;
        ctx.emit({ type: 'lantern.hidden', audience: sidesOnly('red'), data: { cove: ctx.state.red } });
        const watched = ctx.orders['blue/lookout']?.cove ?? null;
        if (watched !== ctx.state.red) return;
        ctx.emit({ type: 'lantern.sighted', audience: seatsOnly('blue/lookout'), data: { cove: watched } });
        const { hand, played } = ctx.state.piles;
        if (ctx.orders['blue/lookout']?.signal && hand.cards.length) {
          ctx.cards.move(hand, played, [hand.cards[0]!], { purpose: 'the lookout signals his sighting' });
          ctx.emit({ type: 'lantern.signal', audience: sidesOnly('blue'), data: { cove: watched } });
        }
      } },
      { name: 'turn-about', rule: 'L1', run: (ctx: Ctx) => { ctx.state.phase = 'strike'; } },
    ] },
    strike: { steps: [
      { name: 'strike', rule: 'L2', run: (ctx: Ctx) => {
        const target = ctx.orders['blue/captain']?.strike ?? null;
        const roll = ctx.roll({ table: 'Gunnery', purpose: 'the strike', audience: umpireOnly, rule: 'L2' });
        if (target !== null && target === ctx.state.red && roll.total >= 2) {
          ctx.state.hits++;
          ctx.emit({ type: 'lantern.hit', audience: everyone, data: { cove: target } });
        }
        ctx.emit({ type: 'lantern.turn-end', audience: everyone, data: { turn: ctx.turn } });
        ctx.state.turn++;
        ctx.state.phase = 'watch';
        ctx.state.over = ctx.state.turn > TURNS;
      } },
    ] },
  },
};

/** sha256 of nothing: what dataVersionOf gives for no files. */
const EMPTY_DATA_VERSION = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const problem = (message: string): Diagnostic => ({ code: 'ADM1014', severity: 'error', message, line: 1, column: 1, length: 1 });
const isCove = (x: unknown): boolean => x === null || (Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 6);

/**
 * Orders are one object, in JSON or YAML (`{"cove": 3, "signal": true}`, `strike: 2`); `ask` is
 * the form's reminder, not orders; `seat`, when given (one document per seat in a mail), must be
 * the seat's own.
 */
function check(seat: string, text: string): { orders?: LanternOrders; diagnostics: Diagnostic[] } {
  let value: unknown;
  try { value = parseYaml(text); } catch { return { diagnostics: [problem('The orders could not be read: not JSON or YAML')] }; }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { diagnostics: [problem('The orders could not be read: not an object')] };
  const o = value as Record<string, unknown>;
  const allowed = seat === 'blue/captain' ? ['strike'] : seat === 'blue/lookout' ? ['cove', 'signal'] : ['cove'];
  if (o.seat !== undefined && o.seat !== seat) return { diagnostics: [problem(`The orders could not be read: they are for ${String(o.seat)}, not ${seat}`)] };
  for (const k of Object.keys(o)) if (![...allowed, 'ask', 'salt', 'seat'].includes(k)) return { diagnostics: [problem(`The orders could not be read: ${seat} gives no '${k}'`)] };
  if (o.cove !== undefined && !isCove(o.cove)) return { diagnostics: [problem('The orders could not be read: cove is 1–6 or null')] };
  if (o.strike !== undefined && !isCove(o.strike)) return { diagnostics: [problem('The orders could not be read: strike is 1–6 or null')] };
  if (o.signal !== undefined && typeof o.signal !== 'boolean') return { diagnostics: [problem('The orders could not be read: signal is true or false')] };
  const orders: { cove?: number | null; signal?: boolean; strike?: number | null; salt?: string } = {};
  if (o.cove !== undefined) orders.cove = o.cove as number | null;
  if (o.signal !== undefined) orders.signal = o.signal as boolean;
  if (o.strike !== undefined) orders.strike = o.strike as number | null;
  if (o.salt !== undefined) orders.salt = String(o.salt);
  return { orders, diagnostics: [] };
}

/** A seat's form: what the pending exchange asks of it, pre-filled with what silence does. */
function ordersForm(state: LanternState, viewer: string): string {
  const spec = state.over ? null : lanternGame.next(null, state);
  const ask = spec?.asks.find((a) => a.seat === viewer);
  if (!spec || !ask) return '{}\n';
  const prefilled = viewer === 'red' ? { cove: state.red } : viewer === 'blue/lookout' ? { cove: null, signal: false } : { strike: null };
  return `${JSON.stringify({ ask: ask.prompt, ...prefilled })}\n`;
}

interface LanternView { viewer: string; turn: number; lines: string[]; piles: string[] }

function view(state: LanternState, events: readonly GameEvent[], viewer: string): LanternView {
  const seen = viewer === 'umpire' ? events : eventsFor(events, viewer);
  const piles = Object.values(visiblePiles(state.piles, viewer)).map((p) => `${p.id}: ${p.hidden ? `${p.count} card(s)` : p.cards.join(' ') || '(empty)'}`);
  return { viewer, turn: state.turn, lines: seen.map((e) => `${e.turn}${e.exchange ? `.${e.exchange}` : ''} ${e.type} ${JSON.stringify(e.data)}`), piles };
}

export const lanternAdapter: GameAdapter = {
  id: LANTERN_ID,
  name: 'Lantern (test-only)',
  sides: SEATS,
  engineVersion: `${LANTERN_ID}@1`,
  codes: {},
  dataVersion: () => EMPTY_DATA_VERSION,
  scenarios: () => [{ id: 'coves', name: 'The coves', date: '1914-08-01', turns: TURNS, summary: 'three seats, two exchanges a turn, a signal deck' }],
  setup: () => ({
    turn: 1, phase: 'watch', red: 1, hits: 0, over: false,
    piles: {
      deck: { id: 'deck', cards: [...CARDS], audience: umpireOnly, ordered: true },
      hand: { id: 'hand', cards: [], audience: seatsOnly('blue/lookout'), ordered: false },
      played: { id: 'played', cards: [], audience: sidesOnly('blue'), ordered: false },
    },
  } satisfies LanternState),
  turnOf: (s) => (s as LanternState).turn,
  isOver: (s) => (s as LanternState).over,
  check: (_state, seat, text) => check(seat, text),
  resolve: () => { throw new Error('lantern resolves exchanges only (seam §2)'); },
  next: (s) => lanternGame.next(null, s as LanternState),
  resolveExchange: (s, input, options) => resolveExchange(lanternGame, null, s as LanternState,
    { turn: input.turn, exchange: input.exchange, spec: input.spec, orders: input.orders as Record<string, LanternOrders>, keys: { dice: input.dice, ...(input.cards ? { cards: input.cards } : {}) } }, options),
  view: (s, events, viewer) => view(s as LanternState, events, viewer),
  templates: { dir: 'tests/games/lantern', text: 'report.txt.hbs', html: 'report.html.hbs', helpers: {} },
  ordersForm: (s, viewer) => ordersForm(s as LanternState, viewer),
  intel: { names: () => ({}), ledger: () => [] },
  summary: (events) => `${events.filter((e) => e.type === 'lantern.hit').length} hit(s)`,
  demo: { scenario: 'coves', seed: 'lantern', players: {}, firstOrders: {}, shown: 'red' },
};
