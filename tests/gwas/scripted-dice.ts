/**
 * A step context whose dice are given, for rules tests that must not depend on a seed's dice
 * (the dice generator may change): each roll takes the next array of dice, in order.
 */
import type { GameEvent } from '../../src/kernel/events.js';
import type { Roll, RollRequest } from '../../src/kernel/turn.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import type { GwasContext } from '../../src/games/gwas/steps/step.js';

export interface ScriptedContext extends GwasContext {
  readonly events: GameEvent[];
  /** Dice arrays not yet used. */
  left(): number;
  /** The roll events so far. */
  rolls(): GameEvent<any>[];
}

/** `dice`: the dice of each roll in turn; `fallback` answers every roll once the list is used up. */
export function scriptedContext(data: GwasData, state: GwasState, dice: number[][], fallback?: (r: RollRequest) => number[]): ScriptedContext {
  const queue = dice.map((d) => [...d]);
  const events: GameEvent[] = [];
  const ctx = {
    data, state, orders: {}, turn: state.turn, step: { name: 'test', rule: '', run: () => undefined }, events,
    left: () => queue.length,
    rolls: () => events.filter((e) => e.type === 'roll') as GameEvent<any>[],
    roll(r: RollRequest): Roll {
      const d = queue.shift() ?? fallback?.(r);
      if (!d) throw new Error(`no dice left for ${r.purpose}`);
      const natural = d.reduce((a, b) => a + b, 0);
      const total = natural + (r.modifiers ?? []).reduce((a, m) => a + m.value, 0);
      const rd = { stream: r.stream ?? 'test', table: r.table, dice: d, sides: 6, modifiers: r.modifiers ?? [], natural, total, result: r.read ? r.read(total, d) : String(total), purpose: r.purpose };
      events.push({ seq: events.length, turn: state.turn, step: 'test', rule: r.rule ?? '', type: 'roll', audience: r.audience, data: rd });
      return { ...rd, eventSeq: events.length - 1 };
    },
    emit(e: { type: string; audience: any; data: any; rule?: string }) {
      const ev = { seq: events.length, turn: state.turn, step: 'test', rule: e.rule ?? '', type: e.type, audience: e.audience, data: e.data };
      events.push(ev as GameEvent);
      return ev;
    },
  };
  return ctx as unknown as ScriptedContext;
}

/** Two dice that total t. */
export function two(t: number): number[] { return t <= 7 ? [1, t - 1] : [6, t - 6]; }
