/**
 * The PostgreSQL store's transactions, with its writes held back and sent together (issue 17 §4,
 * §5: a daemon over PostgreSQL spent about 2.4× the CPU a turn of one over SQLite, most of it one
 * bridge round trip per statement, one per report of each side and format).
 *
 * Inside a transaction a write whose answer nobody reads (a report, a journal row, a deadline…) is
 * queued instead of sent; the queue goes to the database ahead of the next statement that must be
 * answered, in one bridge message (SyncPg.batch), and at the latest with the COMMIT. Consecutive
 * queued inserts of one table that allow it become one multi-row INSERT. So a statement still
 * runs in the order it was called, every read sees the writes before it, and what commits is what
 * committed before. Outside a transaction a write is sent at once: it is its own commit, and a
 * daemon killed after the call returned must find it stored.
 *
 * What moves is only when a queued write's error is seen: at the next statement sent or the
 * commit, still inside the transaction, which then rolls back as it did. A nested transaction
 * (a savepoint) sends its queue with its RELEASE, so an error in it is still thrown by it, and the
 * caller that catches it can go on in the outer transaction as before.
 */
import type { PgResult, Statement, SyncPg } from './pg-bridge.js';
import { ReadCache } from './pg-read-cache.js';

/**
 * How queued single-row inserts of one statement are joined into one: `head` is the statement up
 * to VALUES, `tail` what follows the row (ON CONFLICT …), `width` the row's parameters. With an ON
 * CONFLICT DO UPDATE tail two rows of one key cannot share a statement (PostgreSQL refuses to
 * update a row twice in one command), so rows are joined only while their first `keyWidth`
 * parameters (the conflict key) differ.
 */
export interface Merge {
  readonly head: string;
  readonly width: number;
  readonly tail: string;
  readonly keyWidth: number;
}

/** The one-row statement of a merge, in `$n` placeholders: what a lone queued row is sent as. */
export function oneRow(m: Merge): string {
  return `${m.head} ${tuple(m.width, 0)} ${m.tail}`.trimEnd();
}

function tuple(width: number, from: number): string {
  return `(${Array.from({ length: width }, (_, i) => `$${from + i + 1}`).join(', ')})`;
}

/** PostgreSQL takes at most 65535 parameters a statement; rows a merged statement carries, at most. */
const MAX_PARAMS = 65_535;
const MAX_ROWS = 500;

interface Queued extends Statement {
  readonly merge?: Merge;
}

export class PgTransactions {
  /** Open transactions: 0 outside; nested ones are savepoints, as better-sqlite3's are. */
  private depth = 0;
  /** Statements not yet sent, in call order (a transaction's BEGIN or SAVEPOINT among them). */
  private queue: Queued[] = [];
  /** Messages sent so far: a transaction whose count has not moved has sent nothing yet. */
  private sends = 0;

  /** Reads kept for the rest of the transaction (pg-read-cache.ts). */
  readonly reads = new ReadCache();

  constructor(private readonly db: SyncPg) {}

  /** A statement whose answer is wanted: sent now, behind whatever is queued, in one message. */
  query(sql: string, params: readonly unknown[]): PgResult {
    this.reads.seen(sql);
    if (!this.queue.length) return this.db.query(sql, params);
    return this.send({ sql, params });
  }

  /**
   * A read of rows that `tables` hold, answered once per transaction (pg-read-cache.ts): inside
   * one, until a statement that may write one of those tables; outside one, always asked.
   */
  cachedQuery(sql: string, params: readonly unknown[], tables: readonly string[]): PgResult {
    if (this.depth === 0) return this.query(sql, params);
    const kept = this.reads.get(sql, params);
    if (kept) return kept;
    const result = this.query(sql, params);
    this.reads.keep(sql, params, tables, result);
    return result;
  }

  /** A write whose answer is not read: queued inside a transaction, sent at once outside one. */
  write(sql: string, params: readonly unknown[], merge?: Merge): void {
    this.reads.seen(sql);
    if (this.depth === 0) this.query(sql, params);
    else this.queue.push({ sql, params, merge });
  }

  /** Sends what is queued now (one message), so a caller sees its writes' errors at its own call. */
  flush(): void {
    if (this.queue.length) this.send(null);
  }

  transaction<T>(fn: () => T): T {
    const sp = `sp${this.depth}`;
    // Where this transaction's BEGIN (or SAVEPOINT) sits in the queue, while nothing is sent.
    const opened = this.queue.length;
    const sendsBefore = this.sends;
    // A transaction reads afresh: nothing kept from before it (none is kept outside one anyway).
    if (this.depth === 0) this.reads.clear();
    this.queue.push({ sql: this.depth === 0 ? 'BEGIN' : `SAVEPOINT ${sp}`, params: [], prepare: false });
    this.depth++;
    let out: T;
    try {
      out = fn();
      // As better-sqlite3 refuses: a transaction cannot span an await (other calls would join it).
      if (out && typeof (out as { then?: unknown }).then === 'function') throw new TypeError('Transaction function cannot return a promise');
    } catch (e) {
      this.depth--;
      // What was read inside it may have been undone (a savepoint's rollback too).
      this.reads.clear();
      this.rollback(this.sends === sendsBefore ? opened : null, sp);
      throw e;
    }
    this.depth--;
    try {
      this.commit(sp);
    } catch (e) {
      this.reads.clear();
      throw e;
    }
    if (this.depth === 0) this.reads.clear();
    return out;
  }

  /** The queue and the COMMIT (or RELEASE) in one message; on failure the transaction is undone. */
  private commit(sp: string): void {
    const top = this.depth === 0;
    try {
      this.send({ sql: top ? 'COMMIT' : `RELEASE SAVEPOINT ${sp}`, params: [], prepare: false });
    } catch (e) {
      if (top) {
        // A queued statement failed before the COMMIT: the transaction is open and aborted. (Had
        // the COMMIT itself failed, the transaction is over and this ROLLBACK only warns.) The
        // statement's error is the one to report; a connection gone says so at the next call.
        try { this.db.query('ROLLBACK', [], false); } catch { /* as above */ }
      } else {
        // As when the nested body throws: back to the savepoint, the error the caller's. If the
        // savepoint was never made (an outer statement ahead of it failed), the outer transaction
        // is aborted whatever is done here, and that statement's error is the one to report.
        try { this.db.query(`ROLLBACK TO SAVEPOINT ${sp}`, [], false); } catch { /* the outer transaction fails on its next statement */ }
      }
      throw e;
    }
  }

  /**
   * Undoes the transaction. Nothing of it sent (`opened`: where its BEGIN or SAVEPOINT waits in
   * the queue): its queued part is dropped, no trip, and what an outer transaction queued before
   * it stays. Else the queue, all of it this transaction's, is dropped and the ROLLBACK sent.
   */
  private rollback(opened: number | null, sp: string): void {
    if (opened !== null) {
      this.queue.length = opened;
      return;
    }
    this.queue = [];
    this.db.query(this.depth === 0 ? 'ROLLBACK' : `ROLLBACK TO SAVEPOINT ${sp}`, [], false);
  }

  /** The queue, merged where it may be, then `last`: one message; the last statement's answer. */
  private send(last: Statement | null): PgResult {
    const statements = merged(this.queue);
    this.queue = [];
    this.sends++;
    if (last) statements.push(last);
    return this.db.batch(statements);
  }
}

/** Consecutive queued rows of one Merge joined into multi-row INSERTs; the rest as queued. */
export function merged(queue: readonly Queued[]): Statement[] {
  const out: Statement[] = [];
  let i = 0;
  while (i < queue.length) {
    const q = queue[i]!;
    const m = q.merge;
    if (!m) { out.push(q); i++; continue; }
    const keys = new Set<string>();
    const rows: (readonly unknown[])[] = [];
    const cap = Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / m.width));
    while (i < queue.length && queue[i]!.merge === m && rows.length < cap) {
      const params = queue[i]!.params;
      if (m.keyWidth > 0) {
        const key = params.slice(0, m.keyWidth).map(String).join('\u0000');
        if (keys.has(key)) break;
        keys.add(key);
      }
      rows.push(params);
      i++;
    }
    if (rows.length === 1) out.push({ sql: oneRow(m), params: rows[0]! });
    else {
      // The row count varies, so the statement is not prepared: each text would be a new name.
      const sql = `${m.head} ${rows.map((_, r) => tuple(m.width, r * m.width)).join(', ')} ${m.tail}`.trimEnd();
      out.push({ sql, params: rows.flat(), prepare: false });
    }
  }
  return out;
}
