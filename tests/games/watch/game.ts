// "Watch": a test-only game with two seats a side and a wall inside each side (docs/design/seam.md
// §3), registered only by the tests that play it (registerGame, seam §1), as Ferry is. It proves
// that seats, not sides, are what the mail layer, the config and the CLI deal in.
//
// Rules. Two squadrons, north and south, steam among six sea areas for TURNS turns. Each side has
// an admiral (`<side>/admiral`) and a lookout (`<side>/lookout`).
//   W1 (one exchange a turn, `watch`, asks all four seats): each admiral names the area his
//      squadron steams to; each lookout names an area to search. Silence: the squadron stays
//      where it is; the lookout searches nothing (seam rule 3).
//   W2 The squadron's area is told to its admiral alone: the lookout of the same side is never
//      told where his own squadron is (the wall inside a side: a `seats` audience).
//   W3 A lookout who searches the area the enemy squadron is in sights it; what he finds, or
//      that he found nothing, is told to him alone.
//   W4 A die (stream `chance`) sets the weather, which only the umpire sees.
import { parse as parseYaml } from 'yaml';
import { resolveExchange, type ExchangeGame, type ExchangeSpec } from '../../../src/kernel/exchange.js';
import { eventsFor, everyone, seatsOnly, umpireOnly, type GameEvent } from '../../../src/kernel/events.js';
import type { StepContext } from '../../../src/kernel/step.js';
import type { GameAdapter } from '../../../src/game-api/adapter.js';
import type { Diagnostic } from '../../../src/orders/diagnostic.js';
import { checkOrdersHeader } from '../../../src/orders/header.js';

export const WATCH_ID = 'test-watch';
export const TURNS = 3;
export const AREAS = ['dogger', 'fisher', 'forties', 'tyne', 'utsire', 'viking'] as const;
export const SIDES = ['north', 'south'] as const;
export const SEATS = ['north/admiral', 'north/lookout', 'south/admiral', 'south/lookout'] as const;
type Side = typeof SIDES[number];

export interface WatchOrders { readonly zone?: string; readonly search?: string | null; readonly salt?: string }
export interface WatchState { turn: number; fleets: Record<Side, string>; weather: number[]; over: boolean }

type Ctx = StepContext<null, WatchState, WatchOrders>;
const enemy = (side: Side): Side => (side === 'north' ? 'south' : 'north');

export const watchGame: ExchangeGame<null, WatchState, WatchOrders> = {
  id: WATCH_ID,
  version: '1',
  turnOf: (s) => s.turn,
  isOver: (s) => s.over,
  next: (_data, s): ExchangeSpec | null => (s.over ? null : {
    kind: 'watch', label: `turn ${s.turn}`, timing: 'turn',
    asks: SEATS.map((seat) => ({ seat, kind: 'orders' as const, form: 'orders', prompt: seat.endsWith('/admiral') ? `area to steam to, turn ${s.turn}` : `area to search, turn ${s.turn}` })),
  }),
  exchanges: {
    watch: { steps: [
      { name: 'chance', rule: 'W4', run: (ctx) => { ctx.state.weather.push(ctx.roll({ table: 'Weather', purpose: 'weather over the sea', audience: umpireOnly, rule: 'W4' }).total); } },
      { name: 'steam', rule: 'W1 W2', run: (ctx) => {
        for (const side of SIDES) {
          const zone = ctx.orders[`${side}/admiral`]?.zone;
          if (zone !== undefined) ctx.state.fleets[side] = zone;
          ctx.emit({ type: 'watch.squadron', audience: seatsOnly(`${side}/admiral`), data: { side, zone: ctx.state.fleets[side] } });
        }
      } },
      { name: 'search', rule: 'W3', run: (ctx) => searchStep(ctx) },
      { name: 'end', rule: 'W1', run: (ctx) => {
        ctx.emit({ type: 'watch.turn-end', audience: everyone, data: { turn: ctx.turn } });
        ctx.state.turn++;
        ctx.state.over = ctx.state.turn > TURNS;
      } },
    ] },
  },
};

function searchStep(ctx: Ctx): void {
  for (const side of SIDES) {
    const lookout = `${side}/lookout`;
    const area = ctx.orders[lookout]?.search;
    if (area === undefined || area === null) continue;
    const found = ctx.state.fleets[enemy(side)] === area;
    ctx.emit({ type: found ? 'watch.sighting' : 'watch.empty-sea', audience: seatsOnly(lookout), data: { area, ...(found ? { squadron: enemy(side) } : {}) } });
  }
}

/** sha256 of nothing: what dataVersionOf gives for no files. */
const EMPTY_DATA_VERSION = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const problem = (message: string, line = 1): Diagnostic => ({ code: 'ADM1014', severity: 'error', message, line, column: 1, length: 1 });

/**
 * Orders are a YAML mapping: the header (`seat`, `turn`, optional, checked by the shared header
 * check), then `zone: <area>` for an admiral or `search: <area>` (or nothing) for a lookout.
 */
export function checkWatch(state: WatchState, seat: string, text: string): { orders?: WatchOrders; diagnostics: Diagnostic[] } {
  let value: unknown;
  try { value = parseYaml(text, { maxAliasCount: 10 }); } catch { return { diagnostics: [problem('The orders could not be read: not YAML')] }; }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { diagnostics: [problem('The orders could not be read: not a mapping')] };
  const o = value as Record<string, unknown>;
  const header = checkOrdersHeader(o, { game: WATCH_ID, seat, turn: state.turn, over: state.over });
  if (header.length) return { diagnostics: header.map((h) => ({ code: h.code, severity: h.severity, message: h.message, line: 1, column: 1, length: 1 })) };
  const admiral = seat.endsWith('/admiral');
  const allowed = new Set(['game', 'seat', 'side', 'turn', 'exchange', 'campaign', 'salt', admiral ? 'zone' : 'search']);
  const stray = Object.keys(o).find((k) => !allowed.has(k));
  if (stray) return { diagnostics: [problem(`The orders could not be read: '${stray}' is not an order for ${seat}`)] };
  const area = admiral ? o.zone : o.search;
  if (area !== undefined && area !== null && !(AREAS as readonly unknown[]).includes(area)) return { diagnostics: [problem(`The orders could not be read: the area is one of ${AREAS.join(', ')}`)] };
  const orders: { zone?: string; search?: string | null; salt?: string } = {};
  if (admiral && typeof area === 'string') orders.zone = area;
  if (!admiral && area !== undefined) orders.search = area as string | null;
  if (o.salt !== undefined) orders.salt = String(o.salt);
  return { orders, diagnostics: [] };
}

/**
 * A seat's orders form, pre-filled with what silence does (W1): the admiral's squadron stays in
 * its area; the lookout searches nothing. The lookout's form says nothing of his squadron (W2).
 */
function ordersForm(state: WatchState, seat: string): string {
  if (state.over) return '{}\n';
  const side = seat.split('/')[0] as Side;
  const head = `seat: ${seat}\nturn: ${state.turn}\n`;
  return seat.endsWith('/admiral') ? `${head}zone: ${state.fleets[side]}\n` : `${head}search: null\n`;
}

interface WatchView { viewer: string; turn: number; lines: string[] }

/** What a seat may know: its own events (eventsFor: sides and seats audiences), and an admiral his squadron (W2). */
function view(state: WatchState, events: readonly GameEvent[], viewer: string): WatchView {
  const umpire = viewer === 'umpire';
  const seen = umpire ? events : eventsFor(events, viewer);
  const lines = seen.map((e) => `${e.turn} ${e.type} ${JSON.stringify(e.data)}`);
  const side = viewer.split('/')[0] as Side;
  if (umpire) lines.push(`squadrons: north in ${state.fleets.north}, south in ${state.fleets.south}`);
  else if (viewer.endsWith('/admiral')) lines.push(`your squadron is in ${state.fleets[side]}`);
  return { viewer, turn: state.turn, lines };
}

/** The game behind the pipeline's adapter interface (src/game-api/adapter.ts). */
export const watchAdapter: GameAdapter = {
  id: WATCH_ID,
  name: 'Watch (test-only)',
  // The seats (seam §3): the side of each is the text before its '/'.
  sides: SEATS,
  engineVersion: `${WATCH_ID}@1`,
  codes: {},
  dataVersion: () => EMPTY_DATA_VERSION,
  scenarios: () => [{ id: 'narrow-seas', name: 'The narrow seas', date: '1916-05-30', turns: TURNS, summary: 'two seats a side, one exchange a turn' }],
  setup: () => ({ turn: 1, fleets: { north: 'forties', south: 'fisher' }, weather: [], over: false } satisfies WatchState),
  turnOf: (s) => (s as WatchState).turn,
  isOver: (s) => (s as WatchState).over,
  check: (s, seat, text) => checkWatch(s as WatchState, seat, text),
  resolve: (s, orders, dice, options) => resolveExchange(watchGame, null, s as WatchState,
    { turn: (s as WatchState).turn, exchange: 1, spec: watchGame.next(null, s as WatchState)!, orders: orders as Record<string, WatchOrders>, keys: { dice } }, options),
  next: (s) => watchGame.next(null, s as WatchState),
  resolveExchange: (s, input, options) => resolveExchange(watchGame, null, s as WatchState,
    { turn: input.turn, exchange: input.exchange, spec: input.spec, orders: input.orders as Record<string, WatchOrders>, keys: { dice: input.dice } }, options),
  view: (s, events, viewer) => view(s as WatchState, events, viewer),
  templates: { dir: 'tests/games/watch', text: 'report.txt.hbs', html: 'report.html.hbs', helpers: {} },
  ordersForm: (s, viewer) => ordersForm(s as WatchState, viewer),
  intel: { names: () => ({}), ledger: () => [] },
  summary: (events) => `${events.filter((e) => e.type === 'watch.sighting').length} sighting(s)`,
  demo: { scenario: 'narrow-seas', seed: 'watch', players: {}, firstOrders: {}, shown: 'north/admiral' },
};
