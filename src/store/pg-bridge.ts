/**
 * A synchronous PostgreSQL connection (issue 17 §4). The Store interface is synchronous (it was
 * made for better-sqlite3) and the whole pipeline calls it so; `pg` is asynchronous. Instead of
 * making every caller async, each call is handed to a worker thread that owns one `pg` connection
 * (pg-worker.mjs), and the calling thread sleeps in Atomics.wait until the worker raises a shared
 * flag, then takes the answer with receiveMessageOnPort. One connection per bridge: calls run in
 * order on it, so BEGIN … COMMIT issued through the bridge is one transaction.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';

export interface PgResult {
  readonly rows: Record<string, unknown>[];
  readonly rowCount: number;
}

/** One statement of a batch: `prepare` as query's (default true). */
export interface Statement {
  readonly sql: string;
  readonly params: readonly unknown[];
  readonly prepare?: boolean;
}

/** A PostgreSQL error as the worker saw it: `code` is the SQLSTATE (23505 a unique violation, …). */
export class PgError extends Error {
  constructor(message: string, readonly code: string | null, readonly detail: string | null) {
    super(message);
    this.name = 'PgError';
  }
}

/** How long one call may take before the caller gives up on the worker (a query, or connecting). */
const CALL_TIMEOUT_MS = 120_000;

/** What the worker posts for a request: its answer, with the request's number. */
interface Answer {
  readonly id: number;
  readonly ok: boolean;
  readonly rows?: Record<string, unknown>[];
  readonly rowCount?: number;
  readonly message?: string;
  readonly code?: string | null;
  readonly detail?: string | null;
}

/** Round trips through every bridge of this process so far (bench/pg-store.ts counts them a turn). */
let trips = 0;
export function bridgeTrips(): number { return trips; }

export class SyncPg {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private closed = false;
  /** The number of the last request posted: each answer carries its request's. */
  private sent = 0;

  /** `timeoutMs`: how long a call may wait for its answer (tests shorten it). */
  constructor(readonly url: string, private readonly timeoutMs = CALL_TIMEOUT_MS) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    const pgPath = pathToFileURL(createRequire(import.meta.url).resolve('pg')).href;
    this.worker = new Worker(new URL('./pg-worker.mjs', import.meta.url), {
      workerData: { port: port2, flag: this.flag.buffer, url, pgPath },
      transferList: [port2],
    });
    // The worker must not keep the process alive on its own: a store left open by a command that
    // has finished is ended with the process, as a SQLite file handle would be.
    this.worker.unref();
    this.port.unref();
    // Connecting (a thread started, pg loaded, a session opened) is given the full time whatever the calls are.
    try { this.call({ op: 'connect' }, CALL_TIMEOUT_MS); } catch (e) {
      void this.worker.terminate();
      this.closed = true;
      throw e;
    }
  }

  /** Runs one statement; `prepare`: a statement the store repeats, prepared once on the connection. */
  query(sql: string, params: readonly unknown[] = [], prepare = true): PgResult {
    return this.call({ op: 'query', sql, params, prepare });
  }

  /**
   * Runs several statements in order in one message to the worker, one wake-up of the caller for
   * all of them (issue 17 §4: a turn's writes in one trip, pg-batch.ts). It stops at the first that
   * fails and throws its error, the statements after it not run; otherwise returns the last result.
   */
  batch(statements: readonly Statement[]): PgResult {
    if (statements.length === 1) return this.query(statements[0]!.sql, statements[0]!.params, statements[0]!.prepare ?? true);
    return this.call({ op: 'batch', statements });
  }

  close(): void {
    if (this.closed) return;
    try { this.call({ op: 'close' }); } finally {
      this.closed = true;
      void this.worker.terminate();
    }
  }

  /**
   * Posts a request and sleeps until its answer is on the port. Only the port says an answer is
   * there, never the wake-up alone: the worker raises the flag and then notifies, and a worker
   * paused between the two (a busy machine) notifies late, into the wait of the next call, which
   * then woke with nothing to read (seen in CI and on a loaded machine, tests/store/pg-daemons).
   * So the caller looks at the port, clears the flag, looks again (an answer posted just before
   * the clear), and only then sleeps; any wake-up sends it back to the port. An answer to an
   * earlier request (one whose caller gave up at the timeout) is dropped, never taken for this one.
   */
  private call(req: Record<string, unknown>, timeoutMs = this.timeoutMs): PgResult {
    if (this.closed) throw new PgError('the PostgreSQL store is closed', 'closed', null);
    trips++;
    const id = ++this.sent;
    this.port.postMessage({ ...req, id });
    const deadline = performance.now() + timeoutMs;
    let cleared = false;
    for (;;) {
      const got = receiveMessageOnPort(this.port);
      if (got) {
        const m = got.message as Answer;
        if (m.id === id) return answerOf(m);
        continue;
      }
      if (!cleared) {
        Atomics.store(this.flag, 0, 0);
        cleared = true;
        continue;
      }
      const left = deadline - performance.now();
      if (left <= 0) throw new PgError(`PostgreSQL did not answer within ${timeoutMs / 1000} s (${String(req.op)})`, 'timeout', null);
      Atomics.wait(this.flag, 0, 0, left);
      cleared = false;
    }
  }
}

function answerOf(m: Answer): PgResult {
  if (!m.ok) throw new PgError(m.message ?? 'PostgreSQL error', m.code ?? null, m.detail ?? null);
  return { rows: (m.rows ?? []).map(bytesAsBuffers), rowCount: m.rowCount ?? 0 };
}

/** bytea comes back from the worker as Uint8Array (structured clone drops Buffer); callers expect Buffer. */
function bytesAsBuffers(row: Record<string, unknown>): Record<string, unknown> {
  for (const [k, v] of Object.entries(row)) {
    if (v instanceof Uint8Array && !Buffer.isBuffer(v)) row[k] = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  }
  return row;
}
