/** SHA-256 digests of canonical JSON: the fingerprints the journal and receipts rest on. */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../kernel/canonical.js';

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function digestOf(value: unknown): string {
  return sha256(canonicalJson(value));
}
