/**
 * Large text columns kept deflated (issue 17 §4: the store grows by what a turn adds, not by
 * copies of it). Reports, mails, journalled events and states are JSON, HTML and text that
 * deflate ten to one; they are written as a BLOB of raw deflate and read back as the same text.
 * A column may hold either form: text written before schema version 9 (or by hand, as tests that
 * tamper with a journal do) reads as it is, so readers never need to know which they got.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** Below this many characters a value stays text: deflate would gain little and cost a call. */
const SMALL = 256;

/** Level 1: most of the gain for a fraction of the time (a turn deflates megabytes). */
export function pack(text: string): string | Buffer {
  return text.length < SMALL ? text : deflateRawSync(Buffer.from(text, 'utf8'), { level: 1 });
}

export function unpack(value: unknown): string {
  return value instanceof Uint8Array ? inflateRawSync(value).toString('utf8') : String(value);
}
