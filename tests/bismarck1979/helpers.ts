// Playing Bismarck (1979) exchanges from players' YAML orders, for the rule tests: each side's
// text goes through the game's own check (as mail would), then the kernel resolves the exchange
// with a fixed dice key.
import { createHash } from 'node:crypto';
import { loadGameData } from '../../src/data/load.js';
import { B79_DATA } from '../../src/games/bismarck1979/data/build.js';
import { setupState } from '../../src/games/bismarck1979/setup.js';
import { b79Game } from '../../src/games/bismarck1979/module.js';
import { checkB79Text } from '../../src/games/bismarck1979/check.js';
import { resolveExchange } from '../../src/kernel/exchange.js';
import type { B79State } from '../../src/games/bismarck1979/state.js';
import type { B79Orders } from '../../src/games/bismarck1979/orders-types.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { isSideCopy } from '../../src/games/bismarck1979/rules/battle-fog.js';

export const d = loadGameData(B79_DATA, 'bismarck1979');
export const start = (scenario: string): B79State => setupState(d, scenario);

/** The orders a side's YAML becomes, or an error listing the diagnostics. */
export function ordersOf(state: B79State, side: string, yaml: string): B79Orders {
  const r = checkB79Text(d, state, side, yaml);
  if (!r.orders) throw new Error(r.diagnostics.map((x) => `${x.code} line ${x.line}: ${x.message}`).join('\n'));
  return r.orders;
}

export function exchangeNumber(state: B79State): number {
  return b79Game.next(d, state)!.kind === 'move' && state.opened ? 2 : 1;
}

/** Resolves the pending exchange with these sides' YAML orders (absent: silence). */
export function play(state: B79State, yaml: Partial<Record<'british' | 'german', string>>, key = 'test'): { state: B79State; events: readonly GameEvent[] } {
  const spec = b79Game.next(d, state)!;
  const orders: Record<string, B79Orders> = {};
  for (const [side, text] of Object.entries(yaml)) if (text !== undefined) orders[side] = ordersOf(state, side, text);
  const dice = createHash('sha256').update(key).digest('hex');
  return resolveExchange(b79Game, d, state, { turn: state.turn, exchange: exchangeNumber(state), spec, orders, keys: { dice } });
}

/** The events of a type as the umpire's record holds them: a battle event's side copies (9.2 fog, battle-fog.ts) left out. */
export const ofType = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type && !isSideCopy(e));
