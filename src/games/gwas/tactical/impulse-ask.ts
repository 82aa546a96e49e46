/** 7.31 by mail (option `tacticalByMail`): what the impulse exchange asks, from the state alone. */
import type { ExchangeSpec } from '../../../kernel/ask.js';
import type { GwasData } from '../data.js';
import { SIDES, type GwasState } from '../state.js';
import { impulseOf } from './battle.js';

/** Where the waiting battle stands: its id, zone, pass (7.36) and impulse within the pass (1–5). */
export function impulsePoint(state: GwasState): { battle: string; zone: string; pass: number; impulse: number } | null {
  const b = state.impulse?.battle;
  if (!b) return null;
  const rest = b.rest as { sequence: number; step: number };
  return { battle: b.id, zone: b.zone, pass: rest.sequence, impulse: impulseOf(rest.step) };
}

export function impulseExchange(_data: GwasData, state: GwasState): ExchangeSpec {
  const p = impulsePoint(state)!;
  const what = `battle ${p.battle} in ${p.zone}, pass ${p.pass}, impulse ${p.impulse}`;
  return {
    kind: 'impulse',
    label: `turn ${state.turn} ${what}`,
    timing: 'reply',
    asks: SIDES.map((seat) => ({ seat, kind: 'orders' as const, form: 'impulse', prompt: `orders for ${what} (7.31)`, context: { battle: p.battle, pass: p.pass, impulse: p.impulse } })),
  };
}
