/** 7.31 by mail (option `tacticalByMail`): what the impulse exchange asks, from the state alone. */
import type { ExchangeSpec } from '../../../kernel/ask.js';
import type { GwasData } from '../data.js';
import { SIDES, type GwasState } from '../state.js';
import { IMPULSE_STARTS, impulseOf } from './battle.js';
import { MOVES } from './movement.js';

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

/** 7.31: a side's movement steps in an impulse (none, one, or for the initiative in impulse 5 two) and the least speed rank each moves. */
export function sideMoves(impulse: number, initiative: boolean): { step: number; least: number }[] {
  const from = IMPULSE_STARTS[impulse - 1];
  const to = IMPULSE_STARTS[impulse] ?? 21;
  return Object.entries(MOVES).map(([s, m]) => ({ step: Number(s), ...m }))
    .filter((m) => m.step >= from && m.step < to && (m.side === 'initiative') === initiative)
    .map(({ step, least }) => ({ step, least }));
}
