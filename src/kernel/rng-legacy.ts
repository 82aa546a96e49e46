/**
 * The first dice scheme (admiralty-dice/1), kept only so that turns journalled before the
 * current scheme (rng.ts) replay and verify exactly. New turns never use it: its keys are the
 * seed text itself (no player contribution) and each stream starts from at most 128 bits of a
 * non-cryptographic hash (issue 10).
 */

/** 128-bit string hash: four 32-bit lanes mixed with multiply-xorshift (murmur-style constants). */
export function hash128(text: string): [number, number, number, number] {
  let h1 = 0x6a09e667, h2 = 0xbb67ae85, h3 = 0x3c6ef372, h4 = 0xa54ff53a;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 0x85ebca6b);
    h2 = h3 ^ Math.imul(h2 ^ k, 0xc2b2ae35);
    h3 = h4 ^ Math.imul(h3 ^ k, 0x27d4eb2f);
    h4 = h1 ^ Math.imul(h4 ^ k, 0x165667b1);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 16), 0x85ebca6b);
  h2 = Math.imul(h4 ^ (h2 >>> 13), 0xc2b2ae35);
  h3 = Math.imul(h1 ^ (h3 >>> 16), 0x27d4eb2f);
  h4 = Math.imul(h2 ^ (h4 >>> 15), 0x165667b1);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** Small fast counter generator (sfc32) over 32-bit unsigned integers. */
export class LegacyStream {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  /** How many 32-bit words this stream has produced. */
  drawn = 0;
  get position(): number { return this.drawn; }

  constructor(readonly key: string) {
    [this.a, this.b, this.c, this.d] = hash128(key);
    // Warm up so that similar keys give unrelated sequences.
    for (let i = 0; i < 12; i++) this.nextUint32();
    this.drawn = 0;
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    this.drawn++;
    return t >>> 0;
  }

  /** A uniform integer 1..sides, by rejection so that every face is exactly equally likely. */
  die(sides: number): number {
    const limit = Math.floor(0x100000000 / sides) * sides;
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return (x % sides) + 1;
    }
  }
}

/** The key of a step's stream in the first scheme: `<seed>/turn:<n>/<stream>`. */
export function legacyStreamKey(seed: string, turn: number, stream: string): string {
  return `${seed}/turn:${turn}/${stream}`;
}
