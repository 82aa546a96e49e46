/**
 * Large text columns kept compressed (issue 17 §4: the store grows by what a turn adds, not by
 * copies of it). Reports, mails, journalled events and states are JSON, HTML and text that
 * compress more than ten to one; they are written as a BLOB of Brotli and read back as the same
 * text. A column may hold either form: text written before schema version 9 (or by hand, as tests
 * that tamper with a journal do) reads as it is, so readers never need to know which they got.
 */
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/**
 * The columns packed: what a turn writes in bulk. One list for both stores: SQLite's version 9
 * step (pack-migration.ts) and the PostgreSQL schema's byte columns (pg-schema.ts).
 */
export const PACKED_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['reports', 'body'], ['outbox', 'spec_json'], ['journal', 'events_json'], ['journal', 'state_after_json'], ['view_memory', 'events_json'],
];

/** Below this many characters a value stays text: compressing would gain little and cost a call. */
const SMALL = 256;

/**
 * Quality 4: measured on the stress campaign's turns (bench/growth.ts data), 5.2 MB of text a turn
 * becomes 0.38 MB for about 30 ms; deflate level 1 left 0.58 MB, level 6 0.43 MB for 41 ms.
 */
const QUALITY = 4;

export function pack(text: string): string | Buffer {
  if (text.length < SMALL) return text;
  const bytes = Buffer.from(text, 'utf8');
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
}

export function unpack(value: unknown): string {
  return value instanceof Uint8Array ? brotliDecompressSync(value).toString('utf8') : String(value);
}
