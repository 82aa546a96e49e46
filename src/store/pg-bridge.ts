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

/** Round trips through every bridge of this process so far (bench/pg-store.ts counts them a turn). */
let trips = 0;
export function bridgeTrips(): number { return trips; }

export class SyncPg {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private closed = false;

  constructor(readonly url: string) {
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
    try { this.call({ op: 'connect' }); } catch (e) {
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

  private call(req: Record<string, unknown>): PgResult {
    if (this.closed) throw new PgError('the PostgreSQL store is closed', 'closed', null);
    trips++;
    Atomics.store(this.flag, 0, 0);
    this.port.postMessage(req);
    if (Atomics.wait(this.flag, 0, 0, CALL_TIMEOUT_MS) === 'timed-out') {
      throw new PgError(`PostgreSQL did not answer within ${CALL_TIMEOUT_MS / 1000} s (${String(req.op)})`, 'timeout', null);
    }
    const got = receiveMessageOnPort(this.port);
    if (!got) throw new PgError('the PostgreSQL worker woke the caller without an answer', 'bridge', null);
    const m = got.message as { ok: boolean; rows?: Record<string, unknown>[]; rowCount?: number; message?: string; code?: string | null; detail?: string | null };
    if (!m.ok) throw new PgError(m.message ?? 'PostgreSQL error', m.code ?? null, m.detail ?? null);
    return { rows: (m.rows ?? []).map(bytesAsBuffers), rowCount: m.rowCount ?? 0 };
  }
}

/** bytea comes back from the worker as Uint8Array (structured clone drops Buffer); callers expect Buffer. */
function bytesAsBuffers(row: Record<string, unknown>): Record<string, unknown> {
  for (const [k, v] of Object.entries(row)) {
    if (v instanceof Uint8Array && !Buffer.isBuffer(v)) row[k] = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  }
  return row;
}
