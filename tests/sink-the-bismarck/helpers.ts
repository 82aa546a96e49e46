/** Shared helpers for the Sink the Bismarck! rule tests: the data as the registry loads it, hands played from players' orders. */
import { loadGame } from '../../src/pipeline/games.js';
import { resolveExchange } from '../../src/kernel/exchange.js';
import type { GameEvent } from '../../src/kernel/events.js';
import type { StbData } from '../../src/games/sink-the-bismarck/data/types.js';
import { stbGame } from '../../src/games/sink-the-bismarck/module.js';
import { setupState, type StbState } from '../../src/games/sink-the-bismarck/state.js';
import { checkStbText, exchangeOf } from '../../src/games/sink-the-bismarck/check.js';
import type { StbOrders } from '../../src/games/sink-the-bismarck/orders-types.js';

export const data = (): StbData => loadGame('sink-the-bismarck') as StbData;
export const fresh = (emergency = false): StbState => setupState(data(), 'denmark-strait', { emergency });

/** Orders as a player writes them (YAML), checked as the referee checks them; throws on an error. */
export function orders(s: StbState, seat: string, yaml: string): StbOrders {
  const r = checkStbText(data(), s, seat, yaml);
  if (!r.orders) throw new Error(`${seat}: ${r.diagnostics.map((d) => `${d.code} ${d.message}`).join('; ')}`);
  return r.orders;
}

/** The codes a seat's orders draw. */
export const codes = (s: StbState, seat: string, yaml: string): string[] => checkStbText(data(), s, seat, yaml).diagnostics.map((d) => d.code);

/** Resolves the exchange the state waits for with the given seats' YAML orders (others silent). */
export function step(s: StbState, written: Record<string, string> = {}, key = 'stb-test'): { state: StbState; events: readonly GameEvent[] } {
  const spec = stbGame.next(data(), s)!;
  const o: Record<string, StbOrders> = {};
  for (const [seat, yaml] of Object.entries(written)) o[seat] = orders(s, seat, yaml);
  return resolveExchange(stbGame, data(), s, { turn: s.turn, exchange: spec.kind === 'staff' ? 1 : 2, spec, orders: o, keys: { dice: `${key}/${s.turn}/${spec.kind}`, cards: `${key}/cards/${s.turn}/${spec.kind}` } });
}

/** The Denmark Strait set-up with the ships far apart: nobody is in gun range, so hands play out without damage. */
export function farApart(mode?: 'rounds'): StbState {
  const s = setupState(data(), 'denmark-strait', { emergency: false, ...(mode ? { mode } : {}) });
  place(s, 'hood', 0, 0, 0);
  place(s, 'prince-of-wales', 50, 50, 0);
  place(s, 'bismarck', 40, 0, 0);
  place(s, 'prinz-eugen', -50, -50, 0);
  return s;
}

/** As `step`, but the exchange numbered as the pipeline numbers it (signals exchanges included). */
export function stepNumbered(s: StbState, written: Record<string, string>, key: string): { state: StbState; events: readonly GameEvent[] } {
  const spec = stbGame.next(data(), s)!;
  const exchange = exchangeOf(s, spec.asks.some((a) => a.seat.endsWith('/admiral') || a.seat.endsWith('/captain')));
  const o = Object.fromEntries(Object.entries(written).map(([seat, yaml]) => [seat, orders(s, seat, yaml)]));
  return resolveExchange(stbGame, data(), s, { turn: s.turn, exchange, spec, orders: o, keys: { dice: `${key}/${s.turn}/${exchange}`, cards: `${key}/cards/${s.turn}/${exchange}` } });
}

export const ofType = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map((e) => e.data as Record<string, unknown>);

/** Puts a ship where a test wants it (the table is the players' to set up). */
export function place(s: StbState, ship: string, x: number, y: number, heading: number): void {
  Object.assign(s.ships[ship], { x, y, heading });
}

