// Canonical JSON's definition (src/kernel/canonical.ts; issue 17 §5, issue 18's mutation run of the
// kernel core): a value's members are what the sorted deep copy holds, an object's own enumerable
// keys and an array's indexes, never what a toJSON of the original would put in their place; and
// every member of an array is in its canonical form, however many of them had to be copied. Each
// case is one the copy-on-write shortcuts could get wrong and the property run of canonical.test.ts
// does not generate (fast-check's values carry no toJSON of their own).
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/kernel/canonical.js';

describe('canonical JSON: the members of the sorted deep copy', () => {
  it('an array that carries a toJSON is written as its members, in canonical form', () => {
    const members = Object.assign([{ a: 1 }, 2], { toJSON: () => 'not a member' });
    expect(canonicalJson(members)).toBe('[{"a":1},2]');
    // Under an object too, with nothing else out of order.
    expect(canonicalJson({ list: members })).toBe('{"list":[{"a":1},2]}');
  });

  it('an object whose toJSON is hidden (not enumerable) is written as its enumerable members', () => {
    const fleet = { id: 'F1', zone: 'K31' };
    Object.defineProperty(fleet, 'toJSON', { value: () => 'not a member', enumerable: false });
    expect(canonicalJson(fleet)).toBe('{"id":"F1","zone":"K31"}');
    expect(canonicalJson([fleet])).toBe('[{"id":"F1","zone":"K31"}]');
  });

  it('every member of an array is sorted, however many of them had to be copied', () => {
    // The first two out of order, one in order between and after: each copied member is kept.
    const ships = [{ name: 'Lion', class: 'BC' }, { b: 1, a: 2 }, { a: 0 }, { z: { y: 1, x: 2 } }, { a: 3 }];
    expect(canonicalJson(ships)).toBe('[{"class":"BC","name":"Lion"},{"a":2,"b":1},{"a":0},{"z":{"x":2,"y":1}},{"a":3}]');
    // Undefined members before and between the copied ones are null, as JSON writes them.
    expect(canonicalJson([undefined, { b: 1, a: 2 }, undefined, { d: 1, c: 2 }])).toBe('[null,{"a":2,"b":1},null,{"c":2,"d":1}]');
  });

  it('the value given is never changed, whatever had to be copied', () => {
    const state = { z: [{ b: 1, a: 2 }, { d: undefined, c: 3 }], a: { y: 1, x: 2 } };
    const before = JSON.stringify(state);
    const keysBefore = Object.keys(state.z[1]!);
    expect(canonicalJson(state)).toBe('{"a":{"x":2,"y":1},"z":[{"a":2,"b":1},{"c":3}]}');
    expect(JSON.stringify(state)).toBe(before);
    expect(Object.keys(state.z[1]!)).toEqual(keysBefore);
  });
});
