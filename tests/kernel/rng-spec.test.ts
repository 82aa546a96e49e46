/**
 * The dice scheme as docs/dice.md specifies it (admiralty-dice/2), rebuilt here with Node's own
 * HMAC-SHA256 as a second implementation: stream key = HMAC(turn key, name); block i =
 * HMAC(stream key, i as 8 bytes big-endian); word j = bytes 4(j mod 8)… of block ⌊j/8⌋, big-endian.
 * The kernel's generator (pure JavaScript, @noble/hashes) must give the same words, so a verifier
 * written from the document in any language agrees with the referee (issue 18: the 2026-12-02
 * mutation run of src/kernel/rng.ts found the block and word arithmetic pinned by no test of the
 * kernel area).
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DICE_SCHEME, keyBytes, MAX_SIDES, Stream, STREAM_NAME, streamKey, streamKeyer, toHex } from '../../src/kernel/rng.js';

const TURN_KEY = '3f'.repeat(16) + 'a0'.repeat(16);

function specWords(turnKey: string, name: string, count: number): number[] {
  const sk = createHmac('sha256', Buffer.from(turnKey, 'hex')).update(name, 'utf8').digest();
  const words: number[] = [];
  for (let b = 0; words.length < count; b++) {
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(BigInt(b));
    const block = createHmac('sha256', sk).update(counter).digest();
    for (let w = 0; w < 8 && words.length < count; w++) words.push(block.readUInt32BE(4 * w));
  }
  return words;
}

describe('docs/dice.md: the admiralty-dice/2 scheme, rebuilt with node:crypto', () => {
  it('is the scheme the journal records', () => {
    expect(DICE_SCHEME).toBe('admiralty-dice/2');
  });

  it('a 64-hex-digit turn key is its 32 bytes; any other text is its UTF-8 bytes', () => {
    expect(toHex(keyBytes(TURN_KEY))).toBe(TURN_KEY);
    expect(keyBytes(TURN_KEY)).toHaveLength(32);
    // 63 or 65 digits, or upper case, are not a hex key: taken as text.
    for (const text of [TURN_KEY.slice(1), `${TURN_KEY}0`, TURN_KEY.toUpperCase(), `x${TURN_KEY.slice(1)}`]) {
      expect(Buffer.from(keyBytes(text)).toString('utf8')).toBe(text);
    }
  });

  it('stream keys and the first 40 words of a stream (five blocks) are the specification\'s', () => {
    const name = 'battle/K31:allied-fleet-1:central-fleet-2';
    const sk = createHmac('sha256', Buffer.from(TURN_KEY, 'hex')).update(name, 'utf8').digest('hex');
    expect(toHex(streamKey(TURN_KEY, name))).toBe(sk);
    expect(toHex(streamKeyer(TURN_KEY)(name))).toBe(sk);
    const stream = new Stream(streamKey(TURN_KEY, name));
    const words = Array.from({ length: 40 }, () => stream.nextUint32());
    expect(words).toEqual(specWords(TURN_KEY, name, 40));
    expect(stream.position).toBe(40);
  });

  it('a die is the word mod sides + 1, a word at or above the last whole multiple drawn again', () => {
    const name = 'weather/aegean';
    const words = specWords(TURN_KEY, name, 64);
    for (const sides of [2, 6, 10, 1000, 0x7fffffff]) {
      const stream = new Stream(streamKey(TURN_KEY, name));
      const limit = Math.floor(MAX_SIDES / sides) * sides;
      const expected: number[] = [];
      for (let i = 0; expected.length < 20; i++) if (words[i]! < limit) expected.push((words[i]! % sides) + 1);
      expect(Array.from({ length: 20 }, () => stream.die(sides)), `d${sides}`).toEqual(expected);
    }
  });

  it('a die has 1 to 2^32 sides, whole: anything else is refused', () => {
    const stream = new Stream(streamKey(TURN_KEY, 'x'));
    expect(stream.die(1)).toBe(1);
    expect(stream.die(MAX_SIDES)).toBeGreaterThanOrEqual(1);
    for (const bad of [0, -6, 1.5, MAX_SIDES + 1, Number.NaN]) expect(() => stream.die(bad), String(bad)).toThrow(/a die needs 1 to 2\^32 sides/);
  });

  it('stream names: a step name, optionally "/" and a sub-stream of letters, digits and ._:-', () => {
    for (const ok of ['weather', 'battle/K31', 'contact/AB40:allied-1:central-2', 'a', `s${'x'.repeat(63)}`, `s/${'Y'.repeat(128)}`, 'step-2/a.b_c:d-e']) {
      expect(STREAM_NAME.test(ok), ok).toBe(true);
    }
    for (const bad of ['', 'Weather', '1st', '-x', `s${'x'.repeat(64)}`, 'battle/', 'battle/-x', `s/${'Y'.repeat(129)}`, 'battle/K 31', 'a/b/c', 'x\nweather', 'weather\n', 'bat tle']) {
      expect(STREAM_NAME.test(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
