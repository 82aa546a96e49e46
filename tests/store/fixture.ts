/**
 * The store fixture (docs/design/seam.md §7): where it lives and what is recorded of it. Shared by
 * scripts/make-store-fixture.ts, which writes it once, and tests/store/upgrade.test.ts, which
 * opens a copy with today's code. Facts are read through the Store interface (what the program
 * itself reads), row counts with plain SQL (every table the fixture's schema has).
 */
import type Database from 'better-sqlite3';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { sha256 } from '../../src/pipeline/digest.js';
import type { Store } from '../../src/store/types.js';

export const FIXTURE_CAMPAIGN = 'med';
const DIR = fileURLToPath(new URL('../fixtures/stores/', import.meta.url));

export function fixtureFiles(version: number): { dir: string; db: string; expect: string } {
  return { dir: DIR, db: join(DIR, `v${version}-goeben.db`), expect: join(DIR, `v${version}-goeben.expect.json`) };
}

export interface FixtureTurn { turn: number; digestBefore: string; digestAfter: string; events: string; turnKey: string | null }

export interface StoreFacts {
  readonly turn: number;
  readonly status: string;
  readonly opening: { turnKey: string; setupDigest: string; digestAfter: string; events: string };
  readonly turns: FixtureTurn[];
  /** "turn/viewer/format" → sha256 of the stored body. */
  readonly reports: Record<string, string>;
}

export interface FixtureExpect extends StoreFacts {
  readonly about: string;
  readonly schemaVersion: number;
  readonly campaign: string;
  readonly secrets: Record<string, { token: string; passphrase: string; replyTo: string }>;
  /** Rows per table of the fixture file. */
  readonly rows: Record<string, number>;
}

export function storeFacts(store: Store, campaign: string): StoreFacts {
  const row = store.getCampaign(campaign)!;
  const o = store.getOpening(campaign)!;
  return {
    turn: row.turn, status: row.status,
    opening: { turnKey: o.turnKey, setupDigest: o.setupDigest, digestAfter: o.digestAfter, events: sha256(o.eventsJson) },
    turns: store.listJournal(campaign).map((j) => ({ turn: j.turn, digestBefore: j.digestBefore, digestAfter: j.digestAfter, events: sha256(j.eventsJson), turnKey: j.turnKey ?? null })),
    reports: Object.fromEntries(store.listReports(campaign).map((r) => [`${r.turn}/${r.viewer}/${r.format}`, sha256(r.body)])),
  };
}

export function rowCounts(db: Database.Database): Record<string, number> {
  const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[];
  return Object.fromEntries(tables.map(({ name }) => [name, Number((db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n)]));
}
