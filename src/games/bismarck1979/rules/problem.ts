/** A rule problem found in a side's orders: where in the YAML, which code, and in words. */
import type { B79Code } from '../codes.js';

export interface Problem {
  readonly path: readonly (string | number)[];
  readonly code: B79Code;
  readonly message: string;
  readonly part?: 'key' | 'value';
}
