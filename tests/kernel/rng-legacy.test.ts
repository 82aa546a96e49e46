// The first dice scheme (admiralty-dice/1, src/kernel/rng-legacy.ts; docs/dice.md §8: turns
// journalled before store schema 4 replay and verify from the campaign seed as before). Nothing
// new rolls with it, so what matters is that it never changes: a turn journalled under it must
// replay to the same dice, word for word.
//
// The vectors below were produced by the scheme's first implementation, src/kernel/rng.ts of
// commit d4d20b4 (before cc5fbc3 moved it here as the legacy scheme), run apart from this test:
// they are what campaigns of that time rolled. The generator is also checked against sfc32 as
// its definition reads (below, written for this test), seeded with the hash's four lanes.
import { describe, expect, it } from 'vitest';
import { hash128, LegacyStream, legacyStreamKey } from '../../src/kernel/rng-legacy.js';

const hex = (words: readonly number[]) => words.map((w) => `0x${w.toString(16).padStart(8, '0')}`);

/**
 * sfc32 (the small fast counter generator) by its definition: a 128-bit state of three words and
 * a counter; each output is a + b + counter, after which the counter steps by one, a becomes
 * b xor b>>9, b becomes c + c<<3, and c becomes c rotated left by 21 plus the output.
 */
function* sfc32(a: number, b: number, c: number, counter: number): Generator<number> {
  const u = (x: number) => x >>> 0;
  for (;;) {
    const out = u(u(a + b) + counter);
    counter = u(counter + 1);
    a = u(b ^ (b >>> 9));
    b = u(c + u(c << 3));
    c = u(u((c << 21) | (c >>> 11)) + out);
    yield out;
  }
}

describe('admiralty-dice/1: the stream of a step', () => {
  it("a step's stream is keyed `<seed>/turn:<n>/<stream>`: the campaign seed, the turn and the stream's name", () => {
    expect(legacyStreamKey('golden-1', 1, 'battle/B1-1')).toBe('golden-1/turn:1/battle/B1-1');
    expect(legacyStreamKey('s', 12, 'weather')).toBe('s/turn:12/weather');
  });

  it.each([
    ['', ['0x9d40317f', '0xa0bc7d1a', '0x93b3d220', '0xae4f9e45']],
    ['a', ['0x344cd9dc', '0xdbfd8ce5', '0xa9a1a29c', '0x4610f7a5']],
    ['golden-1/turn:1/battle/B1-1', ['0x73be623d', '0x0294a08b', '0x1f6a14fb', '0x6e40d64d']],
    ['Göben ⚓/turn:12/weather', ['0xd5d41e4f', '0x14ce88e2', '0x161d3dd4', '0xd707ab79']],
  ])('the key %j hashes to the four lanes the first scheme gave it', (text, lanes) => {
    expect(hex(hash128(text))).toEqual(lanes);
  });

  it('every character of the key counts: keys one character apart hash apart', () => {
    // The hash reads each UTF-16 code unit once, the last one too.
    const lanes = (t: string) => hex(hash128(t)).join();
    expect(lanes('golden-1/turn:1/battle/B1-1')).not.toBe(lanes('golden-1/turn:1/battle/B1-2'));
    expect(lanes('golden-1/turn:1/battle/B1-1')).not.toBe(lanes('golden-1/turn:1/battle/B1-'));
    expect(lanes('ab')).not.toBe(lanes('ba'));
  });

  it('the stream is sfc32 seeded with the four lanes of its key, its first 12 words thrown away', () => {
    const key = legacyStreamKey('golden-1', 1, 'battle/B1-1');
    const [a, b, c, d] = hash128(key);
    const reference = sfc32(a, b, c, d);
    for (let i = 0; i < 12; i++) reference.next();
    const expected = Array.from({ length: 40 }, () => reference.next().value as number);
    const stream = new LegacyStream(key);
    expect(Array.from({ length: 40 }, () => stream.nextUint32())).toEqual(expected);
  });

  it('the first words of golden-1/turn:1/battle/B1-1 are what the first scheme drew', () => {
    const stream = new LegacyStream(legacyStreamKey('golden-1', 1, 'battle/B1-1'));
    expect(hex(Array.from({ length: 6 }, () => stream.nextUint32()))).toEqual(['0x624ff19c', '0x1af2c1b4', '0x95022601', '0xb2028822', '0x134a0f49', '0x0d64bc50']);
  });

  it("a stream's position counts the words it has drawn, from 0 after the warm-up, rejected words too", () => {
    const stream = new LegacyStream(legacyStreamKey('golden-1', 3, 'weather'));
    expect(stream.position).toBe(0);
    stream.nextUint32();
    stream.nextUint32();
    expect(stream.position).toBe(2);
  });

  it('dice of golden-1/turn:3/weather are the first scheme\'s, a die of 2^31+1 sides drawing again about half the time', () => {
    const stream = new LegacyStream(legacyStreamKey('golden-1', 3, 'weather'));
    const faces = [6, 6, 6, 10, 20, 100, 2, 0x80000001, 0xffffffff].map((n) => stream.die(n));
    expect(faces).toEqual([3, 2, 1, 6, 19, 66, 1, 2072469101, 3753708504]);
    // Nine dice took sixteen words: seven were drawn again (every one of them for the d(2^31+1)).
    expect(stream.position).toBe(16);
  });
});

/** A legacy stream whose words are given, to read the die's rejection rule alone. */
class Scripted extends LegacyStream {
  private words?: number[];
  constructor(words: number[]) {
    super('scripted'); // its warm-up draws the real words: the script is not set yet
    this.words = [...words];
  }
  override nextUint32(): number {
    if (!this.words) return super.nextUint32();
    const w = this.words.shift();
    if (w === undefined) throw new Error('the die drew more words than were scripted');
    return w;
  }
}

describe('admiralty-dice/1: a die is a word modulo its sides, plus one, below the last whole multiple', () => {
  // 2^32 = 715827882 × 6 + 4: the words 4294967292…4294967295 would favour faces 1–4.
  const LIMIT6 = 715827882 * 6;

  it('a d6 reads word 0 as 1, word 5 as 6 and word 6 as 1 again', () => {
    expect(new Scripted([0]).die(6)).toBe(1);
    expect(new Scripted([5]).die(6)).toBe(6);
    expect(new Scripted([6]).die(6)).toBe(1);
    expect(new Scripted([4000000003]).die(6)).toBe((4000000003 % 6) + 1);
  });

  it('the last word below the last whole multiple of 6 is kept; the multiple itself and above are drawn again', () => {
    expect(new Scripted([LIMIT6 - 1]).die(6)).toBe(6);
    expect(new Scripted([LIMIT6, 2]).die(6)).toBe(3);
    expect(new Scripted([0xffffffff, LIMIT6 + 1, 7]).die(6)).toBe(2);
  });

  it('a d(2^31+1) keeps only words below 2^31+1 (one multiple fits in 2^32)', () => {
    const sides = 0x80000001;
    expect(new Scripted([sides - 1]).die(sides)).toBe(sides);
    expect(new Scripted([sides, 0x80000000 + 5, 9]).die(sides)).toBe(10);
  });
});
