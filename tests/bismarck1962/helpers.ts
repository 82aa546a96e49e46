/** Shared helpers for the Bismarck (1962) rule tests: the game's data as the registry loads it. */
import { loadGame } from '../../src/pipeline/games.js';
import type { B62Data } from '../../src/games/bismarck1962/data/types.js';
import type { Hits } from '../../src/games/bismarck1962/state.js';

export const data = (): B62Data => loadGame('bismarck1962') as B62Data;
export const noHits = (): Hits => ({ bow: 0, stern: 0, port: 0, starboard: 0, midships: 0 });

import { resolveExchange } from '../../src/kernel/exchange.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { b62Game } from '../../src/games/bismarck1962/module.js';
import { setupState, type B62State } from '../../src/games/bismarck1962/state.js';
import type { B62Orders } from '../../src/games/bismarck1962/orders-types.js';

export const fresh = (scenario = 'rheinubung'): B62State => setupState(data(), scenario);

/** Resolves the exchange the state waits for (exchange numbers as the pipeline gives them). */
export function step(s: B62State, orders: Record<string, B62Orders> = {}, key = 'test-key'): { state: B62State; events: readonly GameEvent[] } {
  const spec = b62Game.next(data(), s)!;
  const exchange = { 'red-move': 1, 'blue-move': 2, search: 3, battle: 4, close: 5 }[spec.kind as 'red-move'] ?? 1;
  return resolveExchange(b62Game, data(), s, { turn: s.turn, exchange, spec, orders, keys: { dice: key } });
}

/** Resolves exchanges until the turn is back at red-move (or the game is over), collecting the events. */
export function finishTurn(s: B62State, key = 'test-key'): { state: B62State; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let st = s;
  do { const r = step(st, {}, `${key}/${st.phase}`); st = r.state; events.push(...r.events); } while (st.phase !== 'red-move' && !st.over);
  return { state: st, events };
}

export const ofType = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map((e) => e.data as Record<string, unknown>);
