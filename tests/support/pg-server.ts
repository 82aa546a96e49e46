/**
 * A private PostgreSQL cluster for the tests (issue 17 §4): initdb in a fresh temporary folder,
 * the server on 127.0.0.1 and a free port, trust authentication, locale C; stopped and removed by
 * `stop()`. initdb and the server refuse to run as root, so as root (CI runs so) they run as the
 * `postgres` user that Debian's package creates, in a folder that user owns.
 *
 * Free of vitest, so the benchmark starts one too (bench/pg-store.ts); tests/support/pg-cluster.ts
 * is the test files' gate around it.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SyncPg } from '../../src/store/pg-bridge.js';

export interface PgCluster {
  /** postgres://admiralty@127.0.0.1:port/postgres */
  readonly url: string;
  /** A new, empty database on the cluster; its URL. */
  database(name: string): string;
  stop(): void;
}

/**
 * The newest installed server's bin folder (Debian: /usr/lib/postgresql/<major>/bin, which is not
 * on PATH), else the PATH folder that has initdb (other systems), or null.
 */
export function pgBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const majors = readdirSync(root).filter((d) => /^\d+$/.test(d)).sort((a, b) => Number(b) - Number(a));
    for (const m of majors) if (existsSync(join(root, m, 'bin', 'initdb'))) return join(root, m, 'bin');
  }
  for (const d of (process.env.PATH ?? '').split(':')) if (d && existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl'))) return d;
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = pgBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (no initdb in /usr/lib/postgresql/<major>/bin or on PATH)');
  const root = process.getuid?.() === 0;
  // Short path: the server's unix socket goes in it too (107-byte limit on socket paths).
  const dir = mkdtempSync(join(tmpdir(), 'adm-pg-'));
  const as = (cmd: string, args: string[]): void => {
    const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 });
  };
  if (root) {
    try { execFileSync('id', ['postgres'], { stdio: 'ignore' }); } catch {
      rmSync(dir, { recursive: true, force: true });
      throw new Error("running as root and there is no 'postgres' user to run the server as (Debian's postgresql package creates it)");
    }
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    as('initdb', ['-D', data, '-A', 'trust', '-U', 'admiralty', '--locale=C', '-E', 'UTF8', '--no-sync']);
    // fsync off: a test cluster is thrown away, and the machine is shared.
    as('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', '-o', `-h 127.0.0.1 -p ${port} -k ${dir} -F -c max_connections=60`, 'start']);
  } catch (e) {
    const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8').slice(-2000) : '';
    rmSync(dir, { recursive: true, force: true });
    const err = (e as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`PostgreSQL did not start: ${err || (e as Error).message}${log ? `\n${log}` : ''}`);
  }
  const url = `postgres://admiralty@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    database(name: string): string {
      const admin = new SyncPg(url);
      try { admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`, [], false); } finally { admin.close(); }
      return `postgres://admiralty@127.0.0.1:${port}/${name}`;
    },
    stop(): void {
      if (stopped) return;
      stopped = true;
      try { as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']); } finally { rmSync(dir, { recursive: true, force: true }); }
    },
  };
}

