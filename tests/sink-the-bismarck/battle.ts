/** A battle played by seats writing from their own forms (the conformance player), for the property and verification tests. */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { resolveExchange } from '../../src/kernel/exchange.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { stbGame } from '../../src/games/sink-the-bismarck/module.js';
import { setupState, type StbState } from '../../src/games/sink-the-bismarck/state.js';
import { ordersForm } from '../../src/games/sink-the-bismarck/form.js';
import { checkStbText } from '../../src/games/sink-the-bismarck/check.js';
import type { StbOrders } from '../../src/games/sink-the-bismarck/orders-types.js';
import { stbAnswer } from '../conformance/sink-the-bismarck/answer.js';
import { data, fresh } from './helpers.js';

export const hexKey = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A small seeded generator for the players' choices (not the game's dice). */
const rng = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };

/** A battle of up to `exchanges` exchanges, in the one-mail mode or with `mode: rounds`; exchanges numbered as the pipeline numbers them (1 + those of the turn before). */
export function battle(seed: number, mode?: 'rounds', exchanges = 12, extended = false): { states: StbState[]; events: GameEvent[][]; keys: { turn: number; exchange: number; cards: string }[] } {
  const random = rng(seed);
  let s = mode || extended ? setupState(data(), 'denmark-strait', { emergency: seed % 2 === 0, ...(mode ? { mode } : {}), ...(extended ? { extended } : {}) }) : fresh(seed % 2 === 0);
  const states = [s];
  const events: GameEvent[][] = [];
  const keys: { turn: number; exchange: number; cards: string }[] = [];
  for (let i = 0, x = 0, turn = 0; i < exchanges && !s.over; i++) {
    const spec = stbGame.next(data(), s)!;
    x = s.turn === turn ? x + 1 : 1;
    turn = s.turn;
    const orders: Record<string, StbOrders> = {};
    for (const ask of spec.asks) {
      const text = stbAnswer(ordersForm(data(), s, ask.seat, 'fog'), random);
      if (text === null) continue;
      const r = checkStbText(data(), s, ask.seat, text, 'fog');
      expect(r.diagnostics.filter((d) => d.severity === 'error'), `${ask.seat}: ${text}`).toEqual([]);
      orders[ask.seat] = r.orders!;
    }
    const r = resolveExchange(stbGame, data(), s, { turn: s.turn, exchange: x, spec, orders, keys: { dice: hexKey(`dice/${seed}/${i}`), cards: hexKey(`cards/${seed}/${i}`) } });
    keys.push({ turn: s.turn, exchange: x, cards: hexKey(`cards/${seed}/${i}`) });
    s = r.state;
    states.push(s);
    events.push([...r.events]);
  }
  return { states, events, keys };
}

