/**
 * Version 9: the large text columns compressed (issue 17 §4; src/store/packed.ts). Reports, outbox
 * mails, journalled events and states, and the view memory of a store from before it are
 * compressed in place; readers take either form, so the step only saves room. SQLite keeps the
 * freed pages for later rows (a VACUUM, outside any transaction, would return them to the disk).
 */
import type Database from 'better-sqlite3';
import type { Migration } from './schema.js';
import { pack, PACKED_COLUMNS } from './packed.js';

export { PACKED_COLUMNS };

export const packMigration: Migration = {
  version: 9,
  what: 'large text columns compressed',
  up(db: Database.Database) {
    db.function('admiralty_pack', { deterministic: true }, (v: unknown) => (typeof v === 'string' ? pack(v) : v) as string | Buffer | null);
    for (const [table, column] of PACKED_COLUMNS) db.exec(`UPDATE ${table} SET ${column} = admiralty_pack(${column}) WHERE typeof(${column}) = 'text'`);
  },
};
