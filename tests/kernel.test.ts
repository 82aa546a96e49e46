import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/kernel/canonical.js';
import { canSee, everyone, sidesOnly, umpireOnly } from '../src/kernel/events.js';
import { Stream, streamKey } from '../src/kernel/rng.js';
import { resolveTurn, type GameModule } from '../src/kernel/turn.js';

describe('seeded dice', () => {
  it('the same key gives the same dice; another key gives others', () => {
    const a = new Stream(streamKey('s', 'contact'));
    const b = new Stream(streamKey('s', 'contact'));
    const c = new Stream(streamKey('s', 'weather'));
    const roll = (x: Stream) => Array.from({ length: 50 }, () => x.die(6));
    const ra = roll(a);
    expect(roll(b)).toEqual(ra);
    expect(roll(c)).not.toEqual(ra);
  });

  it('dice are fair: 60,000 d6 each within 3 % of 10,000', () => {
    const s = new Stream('fairness');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[s.die(6) - 1]++;
    for (const n of counts) expect(Math.abs(n - 10000)).toBeLessThan(300);
  });

  it('a named stream per step: adding a roll to one step shifts no other step', () => {
    type S = { log: number[] };
    const game = (extraRoll: boolean): GameModule<null, S, never> => ({
      id: 't', version: '1', sides: ['a'], turnOf: () => 1, isOver: () => false,
      steps: [
        { name: 'first', rule: 'x', run: (ctx) => { ctx.roll({ table: 't', purpose: 'p', audience: umpireOnly }); if (extraRoll) ctx.roll({ table: 't', purpose: 'extra', audience: umpireOnly }); } },
        { name: 'second', rule: 'y', run: (ctx) => { ctx.state.log.push(ctx.roll({ table: 't', purpose: 'q', audience: umpireOnly }).dice[0]); } },
      ],
    });
    const seconds = (extra: boolean) => Array.from({ length: 20 }, (_, i) => resolveTurn(game(extra), null, { log: [] }, {}, `seed${i}`).state.log[0]);
    expect(seconds(true)).toEqual(seconds(false));
  });

  it('every roll is an event: table, dice, modifiers, total and result', () => {
    const game: GameModule<null, object, never> = {
      id: 't', version: '1', sides: ['a'], turnOf: () => 3, isOver: () => false,
      steps: [{ name: 'step', rule: '1.1', run: (ctx) => { ctx.roll({ table: 'T', purpose: 'p', audience: everyone, dice: 2, modifiers: [{ name: 'm', value: 1 }], read: (t) => (t >= 8 ? 'hit' : 'miss') }); } }],
    };
    const { events } = resolveTurn(game, null, {}, {}, 'seed');
    expect(events).toHaveLength(1);
    const d = events[0].data as { dice: number[]; total: number; result: string; modifiers: unknown[] };
    expect(events[0]).toMatchObject({ type: 'roll', turn: 3, step: 'step', rule: '1.1' });
    expect(d.total).toBe(d.dice[0] + d.dice[1] + 1);
    expect(d.result).toBe(d.total >= 8 ? 'hit' : 'miss');
  });
});

describe('audiences', () => {
  it('an event is seen by its audience and the umpire only', () => {
    expect(canSee({ audience: sidesOnly('allied') }, 'allied')).toBe(true);
    expect(canSee({ audience: sidesOnly('allied') }, 'central')).toBe(false);
    expect(canSee({ audience: umpireOnly }, 'allied')).toBe(false);
    expect(canSee({ audience: umpireOnly }, 'umpire')).toBe(true);
    expect(canSee({ audience: everyone }, 'central')).toBe(true);
  });
});

describe('canonical JSON', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: undefined }], c: 2 } })).toBe('{"a":{"c":2,"d":[3,{"z":1}]},"b":1}');
  });
});
