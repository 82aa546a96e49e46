// What the engine records of a roll (docs/dice.md: every roll event records its stream and the
// position of its first word, so a seat can check the one roll it sees alone; the first scheme
// recorded none) and whom it lets answer (seam §2 submissions, rule 3: a seat absent or written
// as undefined is silent). A one-exchange toy game, "salvo", written here. Issue 18: the mutation
// run of the kernel core left the roll's position and the silent unasked seat unpinned.
import { describe, expect, it } from 'vitest';
import { everyone, type RollData } from '../../src/kernel/events.js';
import { resolveExchange, type ExchangeGame, type ExchangeSpec } from '../../src/kernel/exchange.js';
import { Stream, streamKey } from '../../src/kernel/rng.js';
import type { Roll } from '../../src/kernel/step.js';

interface State { turn: number }
const KEY = 'e1'.repeat(32);
const rolled: Roll[] = [];

const salvo: ExchangeGame<null, State, { fire?: boolean }> = {
  id: 'test-salvo', version: '1', turnOf: (s) => s.turn, isOver: () => false, next: () => null,
  exchanges: {
    salvo: { steps: [{ name: 'gunnery', rule: 'S1', run: (ctx) => {
      // Two dice, then one, from the step's stream; then one from a sub-stream of its own.
      rolled.push(ctx.roll({ table: 'Hits', purpose: 'first salvo', audience: everyone, dice: 2 }));
      rolled.push(ctx.roll({ table: 'Hits', purpose: 'second salvo', audience: everyone }));
      rolled.push(ctx.roll({ table: 'Hits', purpose: 'torpedoes', audience: everyone, stream: 'K31' }));
    } }] },
  },
};
const spec: ExchangeSpec = { kind: 'salvo', label: 'turn 1', timing: 'turn', asks: [{ seat: 'red', kind: 'orders', form: 'fire', prompt: 'fire?' }] };

function resolve(dice: string | { legacySeed: string }, orders: Record<string, { fire?: boolean } | undefined> = {}) {
  rolled.length = 0;
  const r = resolveExchange(salvo, null, { turn: 1 }, { turn: 1, exchange: 1, spec, orders, keys: { dice } });
  return { events: r.events.map((e) => e.data as RollData), rolls: [...rolled] };
}

describe('docs/dice.md: a roll records where in its stream it starts', () => {
  it('each roll event names its stream and the position of its first word, as the stream itself counts them', () => {
    const { events, rolls } = resolve(KEY);
    // The stream's own count after each roll (a rejected word still advances the position).
    const gunnery = new Stream(streamKey(KEY, 'gunnery'));
    gunnery.die(6); gunnery.die(6);
    const afterFirst = gunnery.position;
    expect(afterFirst).toBeGreaterThanOrEqual(2);
    expect(events.map((e) => [e.stream, e.position])).toEqual([['gunnery', 0], ['gunnery', afterFirst], ['gunnery/K31', 0]]);
    expect(rolls.map((r) => r.position)).toEqual([0, afterFirst, 0]);
  });

  it('a roll of the first scheme (a turn journalled before positions) has no position member', () => {
    const { events, rolls } = resolve({ legacySeed: 'old-campaign' });
    expect(events).toHaveLength(3);
    for (const e of [...events, ...rolls]) expect(Object.hasOwn(e, 'position'), JSON.stringify(e)).toBe(false);
  });
});

describe('seam §2 submissions and rule 3: only an asked seat answers; silence is no answer', () => {
  it('a seat the exchange did not ask, written as undefined, is silent and accepted', () => {
    expect(() => resolve(KEY, { red: { fire: true }, blue: undefined })).not.toThrow();
    expect(() => resolve(KEY, { blue: { fire: true } })).toThrow(/did not ask blue/);
  });
});
