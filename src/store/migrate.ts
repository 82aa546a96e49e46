/**
 * The migration runner (docs/design/seam.md §7). A store's version is `PRAGMA user_version`; a
 * store from before it (user_version 0) adopts `meta.schema_version`, an empty file is version 0.
 * A store newer than this program is refused before anything is written to it. Each migration
 * runs in its own transaction, which also sets both version marks, so an older release (which
 * reads only meta) still refuses a newer store and a failed step leaves the store as it was.
 */
import type Database from 'better-sqlite3';
import { MIGRATIONS, SCHEMA_VERSION, type Migration } from './schema.js';

/** The store's schema version: user_version, or (before the seam) meta.schema_version; 0 when empty. */
export function storeVersion(db: Database.Database): number {
  const user = Number(db.pragma('user_version', { simple: true }));
  if (user !== 0) return user;
  const meta = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'meta'").get();
  if (!meta) return 0;
  const row = db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string } | undefined;
  if (!row) return 0; // meta made but no version written: version 1's statements are IF NOT EXISTS, so it runs again
  const v = Number(row.value);
  if (!Number.isInteger(v) || v < 0) throw new Error(`store schema version ${JSON.stringify(row.value)} (meta.schema_version) is not a version number`);
  return v;
}

/** Brings the store up to SCHEMA_VERSION, one migration per transaction; returns the versions run. */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS, target = SCHEMA_VERSION): number[] {
  const current = storeVersion(db);
  if (current > target) throw new Error(`store schema version ${current} is newer than this program's (${target})`);
  const pending = migrations.filter((m) => m.version > current && m.version <= target);
  if (!pending.length) return [];
  // A table rebuild drops a table others may reference: foreign keys are off while the steps run
  // (the pragma is a no-op inside a transaction, so it is set around them) and each step checks
  // them itself before it commits.
  const ran: number[] = [];
  const fk = Number(db.pragma('foreign_keys', { simple: true }));
  db.pragma('foreign_keys = OFF');
  try {
    for (const m of pending) {
      // IMMEDIATE: the write lock first, then the version again, so a second process opening the
      // same old store waits for the first one's step and then skips it instead of repeating it.
      db.transaction(() => {
        if (storeVersion(db) >= m.version) return;
        m.up(db);
        const broken = db.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
        if (broken.length) {
          throw new Error(`store migration ${m.version} (${m.what}) breaks ${broken.length} foreign key(s), first ${broken[0]!.table} row ${broken[0]!.rowid} → ${broken[0]!.parent}`);
        }
        db.prepare("INSERT INTO meta (key, value) VALUES ('schema_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(String(m.version));
        db.pragma(`user_version = ${m.version}`);
        ran.push(m.version);
      }).immediate();
    }
  } finally {
    db.pragma(`foreign_keys = ${fk ? 'ON' : 'OFF'}`);
  }
  return ran;
}
