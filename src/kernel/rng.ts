/**
 * Dice for the pure kernel (scheme admiralty-dice/2, specified in docs/dice.md).
 *
 * A turn is resolved under one 32-byte turn key. The pipeline derives it from the committed
 * campaign seed and every side's orders (src/fairplay/turn-key.ts); the kernel only needs the
 * key. Every turn step draws from its own named stream, so adding a roll to one step never
 * shifts the dice of another step:
 *
 *   stream key  = HMAC-SHA256(turn key, UTF-8 stream name)
 *   block i     = HMAC-SHA256(stream key, i as 8 bytes big-endian), i = 0, 1, 2, …
 *   word j      = bytes 4(j mod 8) … 4(j mod 8)+3 of block ⌊j/8⌋, big-endian unsigned
 *
 * That is HMAC-SHA256 in counter mode, which a verifier in any language with SHA-256 rebuilds
 * in a few lines (tools/verify_dice.py). SHA-256 and HMAC come from @noble/hashes (pure JS,
 * audited), because the kernel may import nothing from Node. A host that has HMAC-SHA256 of its
 * own may hand it in (MacFactory, ResolveOptions.mac): the bytes are the same, only the cost
 * differs (issue 17: the pure-JS HMAC was a sixth of a 100-turn replay, Node's a fiftieth).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** Recorded with every journal entry (as part of the engine version) and named in docs/dice.md. */
export const DICE_SCHEME = 'admiralty-dice/2';

const utf8 = new TextEncoder();

/**
 * The bytes of a turn key as the kernel is given it: 64 hex digits are the 32 key bytes (what the
 * pipeline always passes); any other text is taken as its UTF-8 bytes (tests and experiments).
 */
export function keyBytes(key: string): Uint8Array {
  if (/^[0-9a-f]{64}$/.test(key)) {
    const out = new Uint8Array(32);
    for (let i = 0; i < 32; i++) out[i] = parseInt(key.slice(2 * i, 2 * i + 2), 16);
    return out;
  }
  return utf8.encode(key);
}

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

/** HMAC-SHA256 under one key, of any message: keyed once, used for many (a stream's blocks). */
export type KeyedMac = (message: Uint8Array) => Uint8Array;

/**
 * How a keyed HMAC-SHA256 is made. Any implementation must give HMAC-SHA256's bytes
 * (tests/kernel/rng-spec.test.ts holds the kernel's own and Node's to the same answers); the
 * dice a turn rolls do not depend on which one a caller chose.
 */
export type MacFactory = (key: Uint8Array) => KeyedMac;

/** The kernel's own HMAC-SHA256 (@noble/hashes): runs anywhere. The key is set up once and cloned. */
export const portableMac: MacFactory = (key) => {
  const keyed = hmac.create(sha256, key);
  return (message) => keyed.clone().update(message).digest();
};

/** HMAC-SHA256 of UTF-8 text under a key. */
export function hmacText(key: Uint8Array, text: string): Uint8Array {
  return hmac(sha256, key, utf8.encode(text));
}

/** The 32-byte key of a named stream under a turn key. */
export function streamKey(turnKey: string | Uint8Array, name: string): Uint8Array {
  return hmacText(typeof turnKey === 'string' ? keyBytes(turnKey) : turnKey, name);
}

/** Stream keys under one turn key, keyed once (a turn opens dozens of streams). */
export function streamKeyer(turnKey: string, mac: MacFactory = portableMac): (name: string) => Uint8Array {
  const keyed = mac(keyBytes(turnKey));
  return (name) => keyed(utf8.encode(name));
}

/** The largest die a stream rolls: a draw is one 32-bit word. */
export const MAX_SIDES = 0x100000000;

export class Stream {
  private readonly mac: KeyedMac;
  private block: Uint8Array = new Uint8Array(0);
  private blockIndex = -1;
  /** How many 32-bit words this stream has produced: the position of the next draw. */
  position = 0;

  /**
   * A stream key (streamKey), or any text as a key (keyBytes) where no turn is involved (bench
   * layouts); `mac`, the HMAC-SHA256 to compute its blocks with (the kernel's own by default).
   */
  constructor(key: Uint8Array | string, mac: MacFactory = portableMac) {
    // Keyed once; each block reuses the keyed state instead of re-hashing the key.
    this.mac = mac(typeof key === 'string' ? keyBytes(key) : key);
  }

  nextUint32(): number {
    const j = this.position++;
    const b = Math.floor(j / 8);
    if (b !== this.blockIndex) {
      const counter = new Uint8Array(8);
      // Positions stay far below 2^53; the high word is written out for the specification's sake.
      const hi = Math.floor(b / 0x100000000);
      const lo = b >>> 0;
      counter[0] = hi >>> 24; counter[1] = (hi >>> 16) & 255; counter[2] = (hi >>> 8) & 255; counter[3] = hi & 255;
      counter[4] = lo >>> 24; counter[5] = (lo >>> 16) & 255; counter[6] = (lo >>> 8) & 255; counter[7] = lo & 255;
      this.block = this.mac(counter);
      this.blockIndex = b;
    }
    const o = 4 * (j % 8);
    const x = this.block;
    return ((x[o] << 24) | (x[o + 1] << 16) | (x[o + 2] << 8) | x[o + 3]) >>> 0;
  }

  /**
   * A uniform integer 1..sides by rejection: words at or above the largest multiple of `sides`
   * below 2^32 are drawn again, so every face is exactly equally likely.
   */
  die(sides: number): number {
    if (!Number.isInteger(sides) || sides < 1 || sides > MAX_SIDES) throw new RangeError(`a die needs 1 to 2^32 sides, not ${sides}`);
    const limit = Math.floor(MAX_SIDES / sides) * sides;
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return (x % sides) + 1;
    }
  }

  /**
   * A deck of n cards (0..n-1) shuffled by Fisher–Yates: for i from n-1 down to 1, swap card i
   * with card die(i+1)-1. The order of draws is part of the specification (docs/dice.md).
   */
  shuffle(n: number): number[] {
    const deck = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i >= 1; i--) {
      const j = this.die(i + 1) - 1;
      const t = deck[i]; deck[i] = deck[j]; deck[j] = t;
    }
    return deck;
  }
}

/**
 * The shape of a stream name: a step name, optionally "/" and a sub-stream (a zone, a battle, a
 * ship) of letters, digits and ._:- only. Verification refuses any other name.
 */
export const STREAM_NAME = /^[a-z][a-z0-9-]{0,63}(?:\/[A-Za-z0-9][A-Za-z0-9._:-]{0,127})?$/;
