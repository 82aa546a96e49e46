/**
 * Opens the store a configuration names (issue 17 §4): a PostgreSQL database for a URL
 * (pg-store.ts, for hosts running several daemons), else a SQLite file, the embedded default.
 */
import { openPgStore } from './pg-store.js';
import { openStore } from './sqlite-store.js';
import { isPostgresUrl } from './store-spec.js';
import type { Store } from './types.js';

export { isPostgresUrl, storeLabel } from './store-spec.js';

export function openAnyStore(spec: string): Store {
  return isPostgresUrl(spec) ? openPgStore(spec) : openStore(spec);
}
