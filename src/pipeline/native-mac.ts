/**
 * Node's HMAC-SHA256 for the dice streams (kernel rng.ts, MacFactory). The kernel computes HMAC
 * in pure JavaScript so that it runs anywhere; under Node the pipeline hands it this one instead,
 * which gives the same bytes (tests/kernel/rng-spec.test.ts) at a fraction of the cost: issue 17,
 * a 100-turn replay of the stress campaign opens about 1600 streams and draws 25 000 dice words,
 * about 0.22 s of the pure-JavaScript HMAC against 0.025 s of Node's (bench/replay.ts).
 */
import { createHmac } from 'node:crypto';
import type { MacFactory } from '../kernel/rng.js';

export const nativeMac: MacFactory = (key) => {
  // A copy: the caller's key bytes may be a view it reuses.
  const k = Buffer.from(key);
  return (message) => createHmac('sha256', k).update(message).digest();
};
