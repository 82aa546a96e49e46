/**
 * The migration runner (docs/design/seam.md §7): the version is `PRAGMA user_version`, adopted
 * from `meta.schema_version` when a store has none; each migration is a TypeScript function in
 * its own transaction that sets both marks; foreign keys are off while it runs and checked before
 * it commits. These tests run the runner on small stores with migrations made up for the test.
 */
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, storeVersion } from '../../src/store/migrate.js';
import { MIGRATIONS, SCHEMA_VERSION, type Migration } from '../../src/store/schema.js';

const open: Database.Database[] = [];
afterEach(() => { for (const db of open.splice(0)) db.close(); });
function memory(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  open.push(db);
  return db;
}

const marks = (db: Database.Database) => ({
  user: Number(db.pragma('user_version', { simple: true })),
  meta: (db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string } | undefined)?.value ?? null,
});
const tables = (db: Database.Database): string[] =>
  (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map((r) => r.name);

/** Two small steps on top of the real ones: a parent and a child table that references it. */
const parentChild: Migration[] = [
  ...MIGRATIONS,
  { version: SCHEMA_VERSION + 1, what: 'test: parent', up: (db) => db.exec('CREATE TABLE parent (id INTEGER PRIMARY KEY); INSERT INTO parent VALUES (1)') },
  { version: SCHEMA_VERSION + 2, what: 'test: child', up: (db) => db.exec('CREATE TABLE child (p INTEGER REFERENCES parent(id)); INSERT INTO child VALUES (1)') },
];

describe('§7 the user_version runner', () => {
  it('an empty file is version 0 and runs every migration from 1, each leaving both marks', () => {
    const db = memory();
    expect(storeVersion(db)).toBe(0);
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(marks(db)).toEqual({ user: SCHEMA_VERSION, meta: String(SCHEMA_VERSION) });
    expect(migrate(db)).toEqual([]);
  });

  it('a store without user_version adopts meta.schema_version, and runs only what is above it', () => {
    const db = memory();
    migrate(db, parentChild, SCHEMA_VERSION + 1);
    db.pragma('user_version = 0'); // as a release before the seam left it
    expect(storeVersion(db)).toBe(SCHEMA_VERSION + 1);
    expect(migrate(db, parentChild, SCHEMA_VERSION + 2)).toEqual([SCHEMA_VERSION + 2]);
    expect(marks(db)).toEqual({ user: SCHEMA_VERSION + 2, meta: String(SCHEMA_VERSION + 2) });
  });

  it('a meta table with no version in it counts as version 0 (version 1 creates only what is missing)', () => {
    const db = memory();
    db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    expect(storeVersion(db)).toBe(0);
    expect(migrate(db).at(0)).toBe(1);
    expect(marks(db).user).toBe(SCHEMA_VERSION);
  });

  it('a version that is not a number is refused, not guessed', () => {
    const db = memory();
    db.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO meta VALUES ('schema_version', 'six')");
    expect(() => migrate(db)).toThrow(/"six".*not a version number/);
  });

  it('a store newer than the program is refused before anything runs', () => {
    const db = memory();
    migrate(db, parentChild, SCHEMA_VERSION + 1);
    expect(() => migrate(db)).toThrow(`store schema version ${SCHEMA_VERSION + 1} is newer than this program's (${SCHEMA_VERSION})`);
    expect(marks(db).user).toBe(SCHEMA_VERSION + 1);
  });

  it('a migration that fails leaves the store as the one before it left it: its tables, its rows and both marks', () => {
    const db = memory();
    migrate(db);
    const failing: Migration = { version: SCHEMA_VERSION + 1, what: 'test: fails half way', up: (d) => { d.exec('CREATE TABLE half (x)'); throw new Error('disk on fire'); } };
    expect(() => migrate(db, [...MIGRATIONS, failing], SCHEMA_VERSION + 1)).toThrow('disk on fire');
    expect(tables(db)).not.toContain('half');
    expect(marks(db)).toEqual({ user: SCHEMA_VERSION, meta: String(SCHEMA_VERSION) });
  });

  it('each migration commits on its own: a failure in the second keeps the first', () => {
    const db = memory();
    migrate(db);
    const steps: Migration[] = [...parentChild.slice(0, -1), { version: SCHEMA_VERSION + 2, what: 'test: fails', up: () => { throw new Error('no'); } }];
    expect(() => migrate(db, steps, SCHEMA_VERSION + 2)).toThrow('no');
    expect(tables(db)).toContain('parent');
    expect(marks(db).user).toBe(SCHEMA_VERSION + 1);
  });

  it('a table rebuild runs with foreign keys off (a referenced table may be dropped and made again), and they are on again after', () => {
    const db = memory();
    migrate(db, parentChild, SCHEMA_VERSION + 2);
    const rebuild: Migration = {
      version: SCHEMA_VERSION + 3, what: 'test: rebuild parent',
      up: (d) => d.exec('CREATE TABLE parent_new (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO parent_new (id) SELECT id FROM parent; DROP TABLE parent; ALTER TABLE parent_new RENAME TO parent'),
    };
    expect(migrate(db, [...parentChild, rebuild], SCHEMA_VERSION + 3)).toEqual([SCHEMA_VERSION + 3]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM child').get()).toEqual({ n: 1 });
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('a migration that leaves a broken foreign key is refused by the check before commit, and undone', () => {
    const db = memory();
    migrate(db, parentChild, SCHEMA_VERSION + 2);
    const orphaning: Migration = { version: SCHEMA_VERSION + 3, what: 'test: loses the parent row', up: (d) => d.exec('DELETE FROM parent') };
    expect(() => migrate(db, [...parentChild, orphaning], SCHEMA_VERSION + 3)).toThrow(/migration .* breaks 1 foreign key\(s\), first child row 1 → parent/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM parent').get()).toEqual({ n: 1 });
    expect(marks(db).user).toBe(SCHEMA_VERSION + 2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });
});
