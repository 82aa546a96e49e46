/**
 * docs/dice.md §"admiralty-dice/2": the position of a draw is its word index j, and word j is read
 * from block ⌊j/8⌋, the block's counter written as 8 bytes big-endian. A verifier that checks one
 * roll alone starts the stream at the roll's recorded position (tools/verify_dice.py's seek); the
 * kernel's Stream does the same by setting `position`. Rebuilt with Node's own HMAC-SHA256, as in
 * rng-spec.test.ts. Issue 18: the mutation run of the kernel core left the first block's marker and
 * the counter's high four bytes unpinned, since a stream read from 0 never leaves block 0…2^32−1.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Stream, streamKey } from '../../src/kernel/rng.js';

const TURN_KEY = '5c'.repeat(32);
const NAME = 'contact/K31';

/** Word j of the stream as the specification reads it. */
function specWord(j: number): number {
  const sk = createHmac('sha256', Buffer.from(TURN_KEY, 'hex')).update(NAME, 'utf8').digest();
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(j / 8)));
  return createHmac('sha256', sk).update(counter).digest().readUInt32BE(4 * (j % 8));
}

const at = (position: number): Stream => {
  const stream = new Stream(streamKey(TURN_KEY, NAME));
  stream.position = position;
  return stream;
};

describe('docs/dice.md: a stream started at a recorded position draws the words the specification puts there', () => {
  it('a fresh stream started in the second block (positions 8 to 10) reads that block, not an empty one', () => {
    const stream = at(8);
    expect([stream.nextUint32(), stream.nextUint32(), stream.nextUint32()]).toEqual([specWord(8), specWord(9), specWord(10)]);
    expect(stream.position).toBe(11);
  });

  it('from block 2^32 on, the counter\'s high four bytes count: block 2^32 is not block 0', () => {
    const j = 8 * 2 ** 32 + 3;
    const word = at(j).nextUint32();
    expect(word).toBe(specWord(j));
    expect(word).not.toBe(specWord(3));
  });
});
