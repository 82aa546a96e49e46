/**
 * What the dice checker (src/fairplay/dice.ts, docs/dice.md §3) refuses and what it lets pass, one
 * rule at a time, on rolls made here with the published stream generator: the limits on a recorded
 * roll's shape, the position every roll must start at, each die against the stream, the natural and
 * modified totals, and the counts it reports. Written for the survivors of the fair-play mutation
 * run (issue 18): each test names the check it pins.
 */
import { describe, expect, it } from 'vitest';
import { umpireOnly, type GameEvent } from '../../src/kernel/events.js';
import { MAX_SIDES, Stream, streamKey } from '../../src/kernel/rng.js';
import { LegacyStream, legacyStreamKey } from '../../src/kernel/rng-legacy.js';
import { describeBadRoll, MAX_DICE, rollShapeProblem, verifyDice } from '../../src/fairplay/dice.js';

const KEY = '5a'.repeat(32);

/** Rolls drawn as the engine draws them: each stream under the key, in order, positions recorded. */
function roller(key: string = KEY, legacy?: { seed: string; turn: number }) {
  const streams = new Map<string, { position: number; die(s: number): number }>();
  let seq = 0;
  return (stream: string, sides: number, n: number, extra: Record<string, unknown> = {}): GameEvent => {
    let s = streams.get(stream);
    if (!s) {
      s = legacy ? new LegacyStream(legacyStreamKey(legacy.seed, legacy.turn, stream)) : new Stream(streamKey(key, stream));
      streams.set(stream, s);
    }
    const position = s.position;
    const dice = Array.from({ length: n }, () => s!.die(sides));
    const natural = dice.reduce((a, b) => a + b, 0);
    return {
      seq: seq++, turn: legacy?.turn ?? 1, step: stream.split('/')[0]!, rule: '', type: 'roll', audience: umpireOnly,
      data: { stream, position, sides, dice, modifiers: [], natural, total: natural, table: '', result: '', purpose: `roll ${seq}`, ...extra },
    };
  };
}

const check = (events: GameEvent[], key: string = KEY) => verifyDice([{ turn: 1, key, events }]);
const withData = (e: GameEvent, data: Record<string, unknown>): GameEvent => ({ ...e, data: { ...(e.data as object), ...data } });

describe('docs/dice.md §3: the shape of a recorded roll is checked before anything is drawn', () => {
  const base = { stream: 'battle/B1', sides: 6, dice: [1, 2], position: 0 };
  it('a well-formed roll has no shape problem, with or without a position', () => {
    expect(rollShapeProblem('battle', base)).toBeNull();
    expect(rollShapeProblem('battle', { ...base, position: undefined })).toBeNull();
    expect(rollShapeProblem('battle', { ...base, stream: 'battle' })).toBeNull();
  });
  it('a die has 1 to 2^32 sides: 1 and 2^32 pass, 0, 2^32 + 1, a fraction and a word are refused', () => {
    expect(rollShapeProblem('battle', { ...base, sides: 1 })).toBeNull();
    expect(rollShapeProblem('battle', { ...base, sides: MAX_SIDES })).toBeNull();
    expect(rollShapeProblem('battle', { ...base, sides: 0 })).toBe('a die of 0 sides (a die has 1 to 2^32 sides)');
    expect(rollShapeProblem('battle', { ...base, sides: MAX_SIDES + 1 })).toBe(`a die of ${MAX_SIDES + 1} sides (a die has 1 to 2^32 sides)`);
    expect(rollShapeProblem('battle', { ...base, sides: 6.5 })).toMatch(/^a die of 6\.5 sides/);
    expect(rollShapeProblem('battle', { ...base, sides: '6' as unknown as number })).toBe('a die of "6" sides (a die has 1 to 2^32 sides)');
  });
  it(`at most ${MAX_DICE} whole dice in a list: ${MAX_DICE} pass, ${MAX_DICE + 1}, a fractional die and a non-list are refused`, () => {
    const many = (n: number) => Array.from({ length: n }, () => 1);
    expect(rollShapeProblem('battle', { ...base, dice: many(MAX_DICE) })).toBeNull();
    expect(rollShapeProblem('battle', { ...base, dice: many(MAX_DICE + 1) })).toMatch(/^the dice \[1,1,.* are not a list of at most 1000 whole numbers$/);
    expect(rollShapeProblem('battle', { ...base, dice: many(MAX_DICE + 1) })!.length).toBeLessThan(140);
    expect(rollShapeProblem('battle', { ...base, dice: [1, 2.5] })).toBe('the dice [1,2.5] are not a list of at most 1000 whole numbers');
    expect(rollShapeProblem('battle', { ...base, dice: '12' as unknown as number[] })).toBe('the dice "12" are not a list of at most 1000 whole numbers');
  });
  it('a position is a whole number ≥ 0: 0 passes, −1 and 0.5 are refused', () => {
    expect(rollShapeProblem('battle', { ...base, position: -1 })).toBe('position -1 is not a whole number ≥ 0');
    expect(rollShapeProblem('battle', { ...base, position: 0.5 })).toBe('position 0.5 is not a whole number ≥ 0');
  });
  it('the stream is named for its step: any other shape, another step, or no name at all is refused', () => {
    expect(rollShapeProblem('battle', { ...base, stream: 'weather/W1' })).toBe('stream weather/W1 does not belong to step battle');
    expect(rollShapeProblem('battle', { ...base, stream: 'battle/../x' })).toMatch(/^stream name "battle\/\.\.\/x" is not of the form/);
    expect(rollShapeProblem('battle', { ...base, stream: undefined })).toMatch(/^stream name undefined is not of the form/);
  });
});

describe('docs/dice.md §3: every roll against its stream under the turn key', () => {
  it('honest rolls on two streams, one stream rolled twice, pass and are counted (rolls, dice, turns); other events are skipped', () => {
    const roll = roller();
    const events = [roll('battle/B1', 6, 3), roll('battle/B2', 10, 2), roll('battle/B1', 6, 4)];
    const note: GameEvent = { seq: 9, turn: 1, step: 'battle', rule: '', type: 'note', audience: umpireOnly, data: {} } as unknown as GameEvent;
    expect((events[2]!.data as { position: number }).position).toBeGreaterThan(0);
    expect(check([...events, note])).toEqual({ ok: true, turns: 1, rolls: 3, dice: 9, first: null });
    expect(verifyDice([{ turn: 1, key: KEY, events }, { turn: 2, key: KEY, events: [] }]).turns).toBe(2);
  });
  it('a roll whose event is marked another turn is refused as a whole', () => {
    const e = { ...roller()('battle/B1', 6, 2), turn: 2 };
    const r = check([e]);
    expect(r.ok).toBe(false);
    expect(r.first).toMatchObject({ turn: 1, die: -1, expected: 1, recorded: 2, problem: 'recorded in turn 1 but marked turn 2', step: 'battle', stream: 'battle/B1' });
  });
  it('a roll of a bad shape is refused with its shape problem', () => {
    const r = check([withData(roller()('battle/B1', 6, 2), { sides: 0 })]);
    expect(r.first).toMatchObject({ die: -1, expected: '', recorded: '', problem: 'a die of 0 sides (a die has 1 to 2^32 sides)' });
  });
  it('a roll recorded at another position than where its stream\'s earlier rolls end is refused, even with the right dice', () => {
    const roll = roller();
    const a = roll('battle/B1', 6, 2);
    const b = roll('battle/B1', 6, 2);
    const end = (b.data as { position: number }).position;
    const r = check([a, withData(b, { position: end + 1 })]);
    expect(r.ok).toBe(false);
    expect(r.first).toMatchObject({ seq: 1, die: -1, expected: end, recorded: String(end + 1), problem: `recorded at position ${end + 1} of its stream, but the stream's earlier rolls end at ${end}` });
    // A roll with no position at all is not at the stream's position either (the scheme records one).
    expect(check([withData(a, { position: undefined })]).ok).toBe(false);
  });
  it('a changed die is named: which die of how many, what the key gives and what was recorded; the count stops there', () => {
    const roll = roller();
    const first = roll('battle/B1', 6, 2);
    const e = roll('battle/B1', 6, 3);
    const dice = [...(e.data as { dice: number[] }).dice];
    const honest = dice[1]!;
    dice[1] = honest === 6 ? 1 : honest + 1;
    const natural = dice.reduce((x, y) => x + y, 0);
    const r = check([first, withData(e, { dice, natural, total: natural })]);
    expect(r).toMatchObject({ ok: false, rolls: 2, dice: 4 });
    expect(r.first).toMatchObject({ seq: 1, die: 1, expected: honest, recorded: dice[1], problem: `die 2 of 3 (d6) recorded ${dice[1]}, the turn key gives ${honest}` });
    expect(describeBadRoll(r.first!)).toBe(`turn 1, step battle, stream battle/B1, roll event #1 (roll 2): die 2 of 3 (d6) recorded ${dice[1]}, the turn key gives ${honest}`);
  });
  it('the natural total must be the sum of the dice', () => {
    const e = roller()('battle/B1', 6, 3);
    const sum = (e.data as { natural: number }).natural;
    const r = check([withData(e, { natural: sum + 1, total: sum + 1 })]);
    expect(r.first).toMatchObject({ die: -1, expected: sum, recorded: sum + 1, problem: `natural total recorded ${sum + 1}, the dice sum to ${sum}` });
  });
  it('the total is the dice and every modifier: +2 and −1 make +1; a total without them, or a modifier with no number, is refused', () => {
    const e = roller()('battle/B1', 6, 3);
    const sum = (e.data as { natural: number }).natural;
    const modifiers = [{ value: 2, why: 'a' }, { value: -1, why: 'b' }];
    expect(check([withData(e, { modifiers, total: sum + 1 })]).ok).toBe(true);
    const r = check([withData(e, { modifiers, total: sum })]);
    expect(r.first).toMatchObject({ die: -1, expected: sum + 1, recorded: sum, problem: `total recorded ${sum}, dice ${sum} and modifiers 1 make ${sum + 1}` });
    expect(check([withData(e, { modifiers: [{ value: '2' }], total: sum + 2 })]).ok).toBe(false);
    // Modifiers that are not a list count as none.
    expect(check([withData(e, { modifiers: 'x', total: sum })]).ok).toBe(true);
  });
  it('the first scheme (a legacy seed) draws from its own streams and records no positions', () => {
    const roll = roller(KEY, { seed: 'old-seed', turn: 3 });
    const events = [roll('battle/B1', 6, 2), roll('battle/B1', 6, 2)].map((e) => withData(e, { position: undefined }));
    expect(verifyDice([{ turn: 3, key: { legacySeed: 'old-seed' }, events }])).toMatchObject({ ok: true, rolls: 2, dice: 4 });
    expect(verifyDice([{ turn: 3, key: { legacySeed: 'other' }, events }]).ok).toBe(false);
    // The same rolls checked under a turn key fail: the schemes' streams differ.
    expect(verifyDice([{ turn: 3, key: KEY, events: events.map((e) => withData(e, { position: 0 })) }]).ok).toBe(false);
  });
});

/**
 * Recorded events are untrusted (dice.ts header, docs/dice.md §3): a roll with parts missing is
 * refused with a problem, never a crash of the checker. From the fair-play mutation run's survivors.
 */
describe('docs/dice.md §3: a roll with parts missing is refused, not a crash', () => {
  it('a roll with no dice at all', () => {
    expect(rollShapeProblem('battle', { stream: 'battle/B1', sides: 6 })).toBe('the dice undefined are not a list of at most 1000 whole numbers');
  });
  it('a roll event with no data', () => {
    const e = { ...roller()('battle/B1', 6, 1), data: null } as unknown as GameEvent;
    const r = check([e]);
    expect(r.ok).toBe(false);
    expect(r.first).toMatchObject({ stream: 'undefined', purpose: 'undefined', die: -1 });
    expect(r.first!.problem).toMatch(/^stream name undefined is not of the form/);
  });
  it('a modifier that is missing or has no number makes the total unprovable: refused even when the dice alone match it', () => {
    const e = roller()('battle/B1', 6, 2);
    const sum = (e.data as { natural: number }).natural;
    for (const modifiers of [[null], [{ value: null }], [{}]]) {
      const r = check([withData(e, { modifiers, total: sum })]);
      expect(r.ok, JSON.stringify(modifiers)).toBe(false);
      expect(r.first!.problem).toBe(`total recorded ${sum}, dice ${sum} and modifiers NaN make NaN`);
    }
  });
});
