// "Ferry": a test-only game of two exchanges a turn, registered only by the tests that play it
// (registerGame, seam §1), to prove the pipeline resolves exchanges, not turns (seam §2, §10
// commit 8). It is written here against the adapter interface alone, as a second game would be.
//
// Rules. A ferry crosses a strait of six berths over TURNS turns.
//   F1 (exchange 1, `crossing`, asks red and blue): red names a berth to land at (1–6), blue a berth
//      to watch. Silence: red lands where it landed last; blue watches nothing. A die (stream
//      `chance`) is rolled for the tide. If blue watched red's berth, a contact is made.
//   F2 (exchange 2): with a contact, `challenge` asks blue alone (reply timing) whether to board;
//      silence holds. Without one, `tide` asks no one and is resolved at once (a chain). Either
//      rolls the `chance` stream again (the same name as F1: only the key tells them apart), then
//      the turn ends.
// Red's berth is red's secret; blue learns it only through a contact.
//
// Campaign option `challenge` (src/game-api/options.ts): `mail` (the default) asks blue by mail as
// above; `standing` takes blue's answer from its crossing orders (`board` given with the berth),
// so the challenge asks no one and runs in the chain: the pattern of a battle fought by standing
// orders (Bismarck 9.2–9.9) against one fought round by round by mail.
import { resolveExchange, type ExchangeGame, type ExchangeSpec } from '../../../src/kernel/exchange.js';
import { eventsFor, everyone, sidesOnly, umpireOnly, type GameEvent } from '../../../src/kernel/events.js';
import type { StepContext } from '../../../src/kernel/step.js';
import type { GameAdapter } from '../../../src/game-api/adapter.js';
import type { Diagnostic } from '../../../src/orders/diagnostic.js';

export const FERRY_ID = 'test-ferry';
export const TURNS = 3;

export interface FerryOrders { readonly berth?: number; readonly board?: boolean; readonly salt?: string }
export interface FerryOptions { readonly challenge: 'mail' | 'standing' }
export interface FerryState {
  turn: number; phase: 'crossing' | 'second'; red: number; watched: number | null; contact: boolean; boarded: number; tides: number[]; over: boolean;
  /** The campaign's options (absent in campaigns from before options: the defaults). */
  options?: FerryOptions;
  /** Blue's standing answer to a challenge, given with its crossing orders (option `standing`). */
  standingBoard?: boolean;
}
const standing = (s: FerryState): boolean => s.options?.challenge === 'standing';

type Ctx = StepContext<null, FerryState, FerryOrders>;
const tide = (ctx: Ctx, purpose: string): number => ctx.roll({ table: 'Tide', purpose, audience: umpireOnly, rule: 'F1' }).total;

export const ferryGame: ExchangeGame<null, FerryState, FerryOrders> = {
  id: FERRY_ID,
  version: '1',
  turnOf: (s) => s.turn,
  isOver: (s) => s.over,
  next: (_data, s): ExchangeSpec | null => {
    if (s.over) return null;
    if (s.phase === 'crossing') {
      return { kind: 'crossing', label: `turn ${s.turn}`, timing: 'turn', asks: [
        { seat: 'blue', kind: 'orders', form: 'orders', prompt: `berth to watch, turn ${s.turn}` },
        { seat: 'red', kind: 'orders', form: 'orders', prompt: `berth to land at, turn ${s.turn}` },
      ] };
    }
    return s.contact
      ? { kind: 'challenge', label: `turn ${s.turn} challenge`, timing: 'reply', asks: standing(s) ? [] : [{ seat: 'blue', kind: 'decision', form: 'orders', prompt: 'board the ferry?' }] }
      : { kind: 'tide', label: `turn ${s.turn} tide`, timing: 'turn', asks: [] };
  },
  exchanges: {
    crossing: { steps: [
      { name: 'chance', rule: 'F1', run: (ctx) => { ctx.state.tides.push(tide(ctx, 'tide at the crossing')); } },
      { name: 'cross', rule: 'F1', run: (ctx) => {
        const red = ctx.orders.red?.berth;
        if (red !== undefined) ctx.state.red = red;
        const watched = ctx.orders.blue?.berth ?? null;
        ctx.state.watched = watched;
        ctx.state.contact = watched === ctx.state.red;
        if (standing(ctx.state)) ctx.state.standingBoard = ctx.orders.blue?.board ?? false;
        ctx.emit({ type: 'ferry.landed', audience: sidesOnly('red'), data: { berth: ctx.state.red } });
        if (ctx.state.contact) ctx.emit({ type: 'ferry.contact', audience: everyone, data: { berth: ctx.state.red } });
        ctx.state.phase = 'second';
      } },
    ] },
    challenge: { steps: [
      { name: 'chance', rule: 'F2', run: (ctx) => { ctx.state.tides.push(tide(ctx, 'tide at the challenge')); } },
      { name: 'board', rule: 'F2', run: (ctx) => {
        const board = standing(ctx.state) ? ctx.state.standingBoard : ctx.orders.blue?.board;
        if (board) { ctx.state.boarded++; ctx.emit({ type: 'ferry.boarded', audience: everyone, data: { berth: ctx.state.red } }); }
        endTurn(ctx);
      } },
    ] },
    tide: { steps: [
      { name: 'chance', rule: 'F2', run: (ctx) => { ctx.state.tides.push(tide(ctx, 'tide, unwatched')); } },
      { name: 'drift', rule: 'F2', run: endTurn },
    ] },
  },
};

function endTurn(ctx: Ctx): void {
  ctx.emit({ type: 'ferry.turn-end', audience: everyone, data: { turn: ctx.turn } });
  ctx.state.turn++;
  ctx.state.phase = 'crossing';
  ctx.state.contact = false;
  ctx.state.over = ctx.state.turn > TURNS;
}

const SEATS = ['blue', 'red'] as const;
/** sha256 of nothing: what dataVersionOf gives for no files. */
const EMPTY_DATA_VERSION = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

function problem(message: string): Diagnostic {
  return { code: 'ADM1014', severity: 'error', message, line: 1, column: 1, length: 1 };
}

/**
 * Orders are one JSON object: `{"berth": 3}`, `{"board": true}`, optionally with a `salt`. A
 * `null` berth is what silence means (F1: red lands where it landed last, blue watches nothing),
 * so the orders form can offer it pre-filled; `ask` is the form's reminder of the question and
 * is not part of the orders.
 */
function check(text: string): { orders?: FerryOrders; diagnostics: Diagnostic[] } {
  let value: unknown;
  try { value = JSON.parse(text); } catch { return { diagnostics: [problem('The orders could not be read: not JSON')] }; }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { diagnostics: [problem('The orders could not be read: not an object')] };
  const o = value as Record<string, unknown>;
  if (o.berth !== undefined && o.berth !== null && !(Number.isInteger(o.berth) && (o.berth as number) >= 1 && (o.berth as number) <= 6)) return { diagnostics: [problem('The orders could not be read: berth is 1–6')] };
  if (o.board !== undefined && typeof o.board !== 'boolean') return { diagnostics: [problem('The orders could not be read: board is true or false')] };
  const orders: { berth?: number; board?: boolean; salt?: string } = {};
  if (typeof o.berth === 'number') orders.berth = o.berth;
  if (o.board !== undefined) orders.board = o.board as boolean;
  if (o.salt !== undefined) orders.salt = String(o.salt);
  return { orders, diagnostics: [] };
}

/**
 * A seat's orders form: the answer to what the pending exchange asks of it, pre-filled with what
 * silence would do (F1, F2), so that sending it back unchanged changes nothing. Red's form shows
 * red's own berth; blue's shows nothing of red's. A seat asked nothing gets an empty form.
 */
function ordersForm(state: FerryState, viewer: string): string {
  const spec = state.over ? null : ferryGame.next(null, state);
  const ask = spec?.asks.find((a) => a.seat === viewer);
  if (!spec || !ask) return '{}\n';
  const prefilled = spec.kind === 'challenge' ? { board: false }
    : { berth: viewer === 'red' ? state.red : null, ...(viewer === 'blue' && standing(state) ? { board: false } : {}) };
  return `${JSON.stringify({ ask: ask.prompt, ...prefilled })}\n`;
}

interface FerryView { viewer: string; turn: number; lines: string[] }

function view(state: FerryState, events: readonly GameEvent[], viewer: string): FerryView {
  const seen = viewer === 'umpire' ? events : eventsFor(events, viewer);
  return { viewer, turn: state.turn, lines: seen.map((e) => `${e.turn}${e.exchange ? `.${e.exchange}` : ''} ${e.type} ${JSON.stringify(e.data)}`) };
}

/** The game behind the pipeline's adapter interface (src/game-api/adapter.ts). */
export const ferryAdapter: GameAdapter = {
  id: FERRY_ID,
  name: 'Ferry (test-only)',
  sides: SEATS,
  engineVersion: `${FERRY_ID}@1`,
  codes: {},
  // No data files: the data version of an empty file set (fairplay/bundle.ts dataVersionOf), so a bundle checks.
  dataVersion: () => EMPTY_DATA_VERSION,
  scenarios: () => [{ id: 'strait', name: 'The strait', date: '1914-08-01', turns: TURNS, summary: 'two exchanges a turn' }],
  options: { schema: {
    type: 'object', additionalProperties: false,
    properties: { challenge: { enum: ['mail', 'standing'], default: 'mail', description: 'blue answers a challenge by mail, or with its crossing orders' } },
  } },
  setup: (_scenario, options) => ({
    turn: 1, phase: 'crossing', red: 1, watched: null, contact: false, boarded: 0, tides: [], over: false,
    options: { challenge: (options?.challenge as FerryOptions['challenge'] | undefined) ?? 'mail' },
  } satisfies FerryState),
  turnOf: (s) => (s as FerryState).turn,
  isOver: (s) => (s as FerryState).over,
  check: (_state, _side, text) => check(text),
  resolve: () => { throw new Error('ferry resolves exchanges only (seam §2)'); },
  next: (s) => ferryGame.next(null, s as FerryState),
  resolveExchange: (s, input, options) => resolveExchange(ferryGame, null, s as FerryState,
    { turn: input.turn, exchange: input.exchange, spec: input.spec, orders: input.orders as Record<string, FerryOrders>, keys: { dice: input.dice, ...(input.cards ? { cards: input.cards } : {}) } }, options),
  view: (s, events, viewer) => view(s as FerryState, events, viewer),
  templates: { dir: 'tests/games/ferry', text: 'report.txt.hbs', html: 'report.html.hbs', helpers: {} },
  ordersForm: (s, viewer) => ordersForm(s as FerryState, viewer),
  intel: { names: () => ({}), ledger: () => [] },
  summary: (events) => `${events.filter((e) => e.type === 'ferry.contact').length} contact(s)`,
  demo: { scenario: 'strait', seed: 'ferry', players: {}, firstOrders: {}, shown: 'red' },
};
