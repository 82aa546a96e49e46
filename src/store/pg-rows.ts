/**
 * How the PostgreSQL store's rows differ from the SQLite store's, and the conversions between
 * them (issue 17 §4): `?` placeholders written as `$n`, each compressed column held as a text and
 * a bytea twin (pg-schema.ts) and read back as the one value SQLite holds, and the columns only
 * this schema has, which a campaign's exported rows leave out. So the mappers (rows.ts) and
 * `admiralty store copy` see one row shape on either store.
 */
import { PACKED_COLUMNS } from './packed.js';
import type { Row } from './rows.js';

/** `?` placeholders (the SQLite store's style, so the two read alike) as PostgreSQL's `$n`. */
const converted = new Map<string, string>();
export function dollars(sql: string): string {
  let out = converted.get(sql);
  if (out === undefined) {
    let n = 0;
    out = sql.replace(/\?/g, () => `$${++n}`);
    converted.set(sql, out);
  }
  return out;
}

/** The inbound patch fields (updateInbound) and their columns. */
export const INBOUND_COLS: Record<string, string> = {
  fromAddr: 'from_addr', campaign: 'campaign', seat: 'seat', turn: 'turn', exchange: 'exchange', status: 'status', code: 'code', detail: 'detail',
  submission: 'submission', authenticated: 'authenticated', duplicateOf: 'duplicate_of',
};

/** Columns only the PostgreSQL schema has (pg-schema.ts): not part of a campaign's exported rows. */
const LOCAL_COLUMNS = new Set(['seq', 'claimed_by', 'claimed_until']);

/** The compressed columns' names (packed.ts); each has a `<name>_packed` bytea twin here (pg-schema.ts). */
const PACKED = new Set(PACKED_COLUMNS.map(([, column]) => column));
const PACKED_TABLES = new Set(PACKED_COLUMNS.map(([table]) => table));

/**
 * A pair as one value, as SQLite holds it: the bytes when `<name>_packed` is set, else the text.
 * Every row read goes through it, so the mappers (rows.ts) and `store copy` see the SQLite shape.
 */
export function fold(r: Row): Row {
  for (const k of Object.keys(r)) {
    if (!k.endsWith('_packed')) continue;
    const name = k.slice(0, -'_packed'.length);
    if (!PACKED.has(name)) continue;
    if (r[k] !== null && r[k] !== undefined) r[name] = r[k];
    delete r[k];
  }
  return r;
}

/** A value as written to a pair (pack's text or bytes): [text column, bytea column]. */
export function split(v: unknown): [string | null, Uint8Array | null] {
  if (v === null || v === undefined) return [null, null];
  return v instanceof Uint8Array ? [null, v] : [String(v), null];
}

/** A row as exported (either store) with each packed value put in the column of its form. */
export function unfold(table: string, r: Row): Row {
  if (!PACKED_TABLES.has(table)) return r;
  const out: Row = { ...r };
  for (const [t, column] of PACKED_COLUMNS) {
    if (t !== table || !(column in r)) continue;
    [out[column], out[`${column}_packed`]] = split(r[column]);
  }
  return out;
}

/** A campaign's rows of `table` for `store copy`, without the columns only this schema has. */
export function exportedRow(r: Row): Row {
  for (const k of LOCAL_COLUMNS) delete r[k];
  return r;
}
