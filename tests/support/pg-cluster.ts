/**
 * `pgGate()` is for the top of a test file (issue 17 §4): it starts a private PostgreSQL cluster
 * for the file (tests/support/pg-server.ts), stopped after it, or, when PostgreSQL cannot start,
 * registers one test that says why — failed under CI=true, skipped otherwise.
 */
import { afterAll, test } from 'vitest';
import { startPgCluster, type PgCluster } from './pg-server.js';

export type { PgCluster };

/**
 * Starts a cluster for this test file (stopped after it), or returns null having registered one
 * test that says why PostgreSQL is unavailable: failed under CI=true, skipped otherwise.
 */
export async function pgGate(): Promise<PgCluster | null> {
  try {
    const cluster = await startPgCluster();
    afterAll(() => cluster.stop());
    return cluster;
  } catch (e) {
    const msg = `PostgreSQL unavailable: ${(e as Error).message}. Install Debian's postgresql package (.ci/run does this).`;
    if (process.env.CI === 'true') {
      test('PostgreSQL is available (required under CI=true)', () => { throw new Error(msg); });
    } else {
      console.warn(`SKIPPED PostgreSQL tests: ${msg}`);
      test.skip(`SKIPPED: ${msg}`, () => {});
    }
    return null;
  }
}
