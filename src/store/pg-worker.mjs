// The PostgreSQL side of the synchronous bridge (pg-bridge.ts). Plain JavaScript on purpose: it
// runs in a worker thread, which loads it as it is from src/ (tests, tsx) and from dist/ (the
// build copies every file under src/ that is not TypeScript), with no transpiler in the worker.
//
// One pg.Client, so one connection: every call of the store that owns this worker runs on it in
// order, which is what makes BEGIN … COMMIT from the main thread one transaction.
//
// Each request is answered by posting the result on the port and only then raising the shared
// flag the main thread waits on (Atomics.wait), so the answer is there once the flag is up. The
// notify that follows may come late (this thread paused after the store): the main thread reads
// the port, not the wake-up (pg-bridge.ts).
import { parentPort, workerData } from 'node:worker_threads';

const { port, flag, url, pgPath } = workerData;
const signal = new Int32Array(flag);
let client = null;
/** Statement text → its prepared-statement name on this connection (pg prepares a name once). */
const names = new Map();

function answer(msg) {
  port.postMessage(msg);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
}

/** Bytes cross the thread boundary as Uint8Array; pg sends a Buffer as bytea, so make it one again. */
function param(v) {
  return v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v;
}

async function run(req) {
  if (req.op === 'connect') {
    const pg = (await import(pgPath)).default;
    client = new pg.Client({ connectionString: url, application_name: 'admiralty' });
    // A lost connection must fail the next call, not crash the worker with an unhandled error.
    client.on('error', () => {});
    await client.connect();
    return { rows: [], rowCount: 0 };
  }
  if (req.op === 'close') {
    const c = client;
    client = null;
    if (c) await c.end();
    return { rows: [], rowCount: 0 };
  }
  if (!client) throw Object.assign(new Error('the PostgreSQL connection is closed'), { code: 'closed' });
  if (req.op === 'batch') {
    // In order, each after the one before has answered; the first error ends the batch (pg-bridge.ts).
    let last = { rows: [], rowCount: 0 };
    for (const st of req.statements) last = await statement(st);
    return last;
  }
  return statement(req);
}

async function statement(req) {
  const values = (req.params ?? []).map(param);
  // Statements the store repeats are prepared once per connection; one-off ones (BEGIN) are not.
  let name;
  if (req.prepare !== false) {
    name = names.get(req.sql);
    if (!name) { name = `s${names.size + 1}`; names.set(req.sql, name); }
  }
  const r = await client.query(name ? { name, text: req.sql, values } : { text: req.sql, values });
  return { rows: r.rows ?? [], rowCount: r.rowCount ?? 0 };
}

// Each answer carries its request's number (pg-bridge.ts drops an answer to a request it gave up on).
port.on('message', (req) => {
  run(req).then(
    (res) => answer({ id: req.id, ok: true, ...res }),
    (e) => answer({ id: req.id, ok: false, message: String(e?.message ?? e), code: e?.code ?? null, detail: e?.detail ?? null }),
  );
});
// The port alone keeps the worker alive; nothing is said to the parent but through it.
void parentPort;
