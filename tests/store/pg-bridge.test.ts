/**
 * The synchronous PostgreSQL bridge (src/store/pg-bridge.ts, issue 17 §4): each call gets its
 * own answer. The worker posts an answer, raises a shared flag, then notifies; a worker paused
 * between the last two notifies late, into the next call's wait. A call woken so once threw
 * "woke the caller without an answer" and left the answer behind for the call after it, which
 * then read another statement's rows (tests/store/pg-daemons.test.ts failed so in CI: an outbox
 * claim came back without its spec). Here the late notifies come from a thread that does nothing
 * else, so the wrong wake-ups are certain, not a matter of load.
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { PgError, SyncPg } from '../../src/store/pg-bridge.js';
import { pgGate } from '../support/pg-cluster.js';

const cluster = await pgGate();

/** A thread that notifies the flag's waiters over and over until told to stop. */
function notifier(flag: SharedArrayBuffer): { stop: () => Promise<number> } {
  const stopAt = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(`
    const { workerData, parentPort } = require('node:worker_threads');
    const flag = new Int32Array(workerData.flag);
    const stop = new Int32Array(workerData.stop);
    let woken = 0;
    while (Atomics.load(stop, 0) === 0) woken += Atomics.notify(flag, 0);
    parentPort.postMessage(woken);
  `, { eval: true, workerData: { flag, stop: stopAt.buffer } });
  const done = new Promise<number>((resolve) => worker.once('message', resolve));
  return { stop: async () => { Atomics.store(stopAt, 0, 1); const woken = await done; await worker.terminate(); return woken; } };
}

describe.runIf(cluster)('the synchronous PostgreSQL bridge: every call its own answer (issue 17 §4)', () => {
  it('wake-ups that bring no answer (another thread notifying the flag) send the call back to wait, never into an error or another answer', async () => {
    const db = new SyncPg(cluster!.database('bridge-noise'));
    const flag = (db as unknown as { flag: Int32Array }).flag.buffer as SharedArrayBuffer;
    const noise = notifier(flag);
    try {
      // Each statement sleeps a little, so the caller is asleep in Atomics.wait while the noise goes on.
      for (let n = 0; n < 25; n++) {
        const r = db.query('SELECT $1::int AS n, pg_sleep(0.01) AS slept', [n]);
        expect(r.rows.map((row) => row.n)).toEqual([n]);
      }
    } finally {
      const woken = await noise.stop();
      db.close();
      // The noise did reach the waiting caller: without it the test would prove nothing.
      expect(woken).toBeGreaterThan(0);
    }
  });

  it('an answer to a call that gave up at its timeout is dropped: the next call reads its own', () => {
    const db = new SyncPg(cluster!.database('bridge-timeout'), 2000);
    try {
      expect(() => db.query('SELECT pg_sleep(2.5) AS slept, 1 AS late')).toThrow(PgError);
      // The late answer (late = 1) arrives half a second into this call's wait (the connection
      // runs one statement at a time): it must not be taken for this one.
      const r = db.query('SELECT 7 AS n');
      expect(r.rows).toEqual([{ n: 7 }]);
      expect(db.query('SELECT 8 AS n').rows).toEqual([{ n: 8 }]);
    } finally {
      db.close();
    }
  });
});
