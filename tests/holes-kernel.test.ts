// The kernel's promises that mutation testing found unguarded (issue 18): canonical JSON refuses
// what JSON cannot carry, an audience names its sides once and in order, and a viewer's events
// are exactly those its audience lets it see.
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/kernel/canonical.js';
import { eventsFor, everyone, sidesOnly, umpireOnly, type GameEvent } from '../src/kernel/events.js';

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
