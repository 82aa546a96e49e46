/**
 * Reads answered once per transaction (issue 17 §5: a daemon over PostgreSQL spends most of its
 * extra CPU on bridge round trips, and a turn's transactions asked for the same few rows again
 * and again: the campaign's head 48 times a turn, its deadline 16, its mail settings 15, its
 * players 13, measured on the Goeben daemon turn of bench/pg-daemon-turn.ts).
 *
 * Inside a transaction a small set of reads (PgStore names them) keep their answer, keyed by
 * statement and parameters, until a statement that may change one of the tables the read names
 * goes by: then every kept answer over that table is dropped, so a read after a write always
 * asks the database again and sees the write. Nothing is kept outside a transaction (each read
 * there is its own snapshot, and another daemon's commit between two of them must be seen), or
 * across one: the cache is emptied when a transaction begins and when it ends, and on every
 * rollback, a savepoint's included (what was read inside it may have been undone).
 *
 * What this changes: within one transaction, a kept row no longer moves when another session
 * commits a change to it between two reads, as it could under READ COMMITTED. The rows kept are
 * ones a daemon changes only while it holds the campaign's claim (pg-claims.ts), so another
 * daemon does not write them meanwhile.
 */
import type { PgResult } from './pg-bridge.js';

/** The tables a statement may write: INSERT INTO t, UPDATE t, DELETE FROM t (a WITH clause's too). */
const WRITES = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?([a-z_][a-z0-9_]*)"?/gi;
/** Statements that change no table's rows: transaction control, and a plain SELECT. */
const HARMLESS = /^\s*(?:begin|commit|release|savepoint|select)\b/i;

interface Kept {
  readonly tables: readonly string[];
  readonly result: PgResult;
}

export class ReadCache {
  private readonly kept = new Map<string, Kept>();

  /** A kept answer for this read, or undefined. */
  get(sql: string, params: readonly unknown[]): PgResult | undefined {
    return this.kept.get(key(sql, params))?.result;
  }

  keep(sql: string, params: readonly unknown[], tables: readonly string[], result: PgResult): void {
    this.kept.set(key(sql, params), { tables, result });
  }

  /**
   * A statement about to be sent: drops what it may change. A statement that names no table it
   * writes and is not known to be harmless (a function call, DDL) drops everything.
   */
  seen(sql: string): void {
    if (!this.kept.size) return;
    const written = [...sql.matchAll(WRITES)].map((m) => m[1]!.toLowerCase());
    if (!written.length) {
      if (!HARMLESS.test(sql)) this.clear();
      return;
    }
    for (const [k, v] of this.kept) if (v.tables.some((t) => written.includes(t))) this.kept.delete(k);
  }

  clear(): void {
    this.kept.clear();
  }
}

function key(sql: string, params: readonly unknown[]): string {
  return `${sql}\u0000${JSON.stringify(params)}`;
}
