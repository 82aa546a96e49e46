// The kernel's promises that mutation testing found unguarded (issue 18): canonical JSON refuses
// what JSON cannot carry, an audience names its sides once and in order, and a viewer's events
// are exactly those its audience lets it see; and a die favours no face.
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/kernel/canonical.js';
import { eventsFor, everyone, sidesOnly, umpireOnly, type GameEvent } from '../src/kernel/events.js';
import { Stream } from '../src/kernel/rng.js';

describe('canonical JSON: the bytes a digest is taken of', () => {
  it.each([NaN, Infinity, -Infinity])('refuses %s, which JSON would silently write as null', (n) => {
    expect(() => canonicalJson({ hull: n })).toThrow(/is not representable/);
    expect(() => canonicalJson([1, n])).toThrow(/is not representable/);
  });

  it('equal states in any key order give the same bytes; undefined members are dropped, in arrays null', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, undefined], c: undefined } })).toBe('{"a":{"d":[3,null]},"b":1}');
    expect(canonicalJson({ a: { d: [3, undefined] }, b: 1 })).toBe(canonicalJson({ b: 1, a: { d: [3, null] } }));
  });
});

describe('audiences: who may see an event is fixed when it is created', () => {
  it('sidesOnly names each side once, in sorted order, so equal audiences serialise equally', () => {
    expect(sidesOnly('central', 'allied', 'central')).toEqual({ to: 'sides', sides: ['allied', 'central'] });
    expect(canonicalJson(sidesOnly('central', 'allied'))).toBe(canonicalJson(sidesOnly('allied', 'central')));
  });

  it('eventsFor gives a side the public events and its own, the umpire everything', () => {
    const ev = (seq: number, audience: GameEvent['audience']): GameEvent => ({ seq, turn: 1, step: 's', rule: '1', type: 't', audience, data: null });
    const events = [ev(0, everyone), ev(1, umpireOnly), ev(2, sidesOnly('allied')), ev(3, sidesOnly('central')), ev(4, sidesOnly('allied', 'central'))];
    expect(eventsFor(events, 'allied').map((e) => e.seq)).toEqual([0, 2, 4]);
    expect(eventsFor(events, 'central').map((e) => e.seq)).toEqual([0, 3, 4]);
    expect(eventsFor(events, 'umpire').map((e) => e.seq)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('fair dice: a die favours no face', () => {
  /** A stream whose 32-bit words are given, to reach the words a seed almost never yields. */
  class ScriptedWords extends Stream {
    private script: number[] | undefined;
    static of(words: number[]): ScriptedWords {
      const s = new ScriptedWords('scripted');
      s.script = [...words];
      return s;
    }
    override nextUint32(): number {
      // The constructor's warm-up draws real words; the script applies after it.
      if (!this.script) return super.nextUint32();
      const w = this.script.shift();
      if (w === undefined) throw new Error('no more words');
      return w;
    }
  }

  it.each([6, 10, 3])('d%i: a word at or above the last whole multiple of the sides below 2^32 is drawn again', (sides) => {
    // 2^32 is no multiple of 6, 10 or 3: words from the last whole multiple up would make the
    // low faces likelier, so they are thrown away and the next word is used.
    const limit = Math.floor(2 ** 32 / sides) * sides;
    expect(limit).toBeLessThan(2 ** 32);
    expect(ScriptedWords.of([limit, 2 ** 32 - 1, 7]).die(sides)).toBe((7 % sides) + 1);
    expect(ScriptedWords.of([limit - 1]).die(sides)).toBe(((limit - 1) % sides) + 1);
  });
});
