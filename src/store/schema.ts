/**
 * The store's schema, as the migrations that build it (docs/design/seam.md §7). A store's version
 * is its `PRAGMA user_version` (and, for older releases, `meta.schema_version`); src/store/migrate.ts
 * runs every migration above it, each in its own transaction. A fresh store runs them all from 1,
 * so a new store and an upgraded one are built by the same statements. To change a table: add a
 * migration at the end, never edit one that has shipped.
 */
import type Database from 'better-sqlite3';
import { seamMigration } from './seam-migration.js';
import { packMigration } from './pack-migration.js';

/** Version 1: campaigns, players, submissions, the turn journal, reports (and the meta table). */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS campaigns (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  scenario TEXT NOT NULL,
  seed TEXT NOT NULL,
  created_at TEXT NOT NULL,
  turn INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'over', 'paused')),
  state_json TEXT NOT NULL,
  initial_state_json TEXT NOT NULL,
  engine_version TEXT NOT NULL,
  data_version TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS players (
  campaign TEXT NOT NULL REFERENCES campaigns(id),
  side TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT,
  time_zone TEXT,
  PRIMARY KEY (campaign, side)
);
CREATE TABLE IF NOT EXISTS submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  campaign TEXT NOT NULL REFERENCES campaigns(id),
  side TEXT NOT NULL,
  turn INTEGER NOT NULL,
  received_at TEXT NOT NULL,
  source TEXT NOT NULL,
  raw TEXT NOT NULL,
  parsed_json TEXT,
  digest TEXT,
  valid INTEGER NOT NULL,
  diagnostics_json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS submissions_by_turn ON submissions (campaign, side, turn, valid, id);
CREATE TABLE IF NOT EXISTS journal (
  campaign TEXT NOT NULL REFERENCES campaigns(id),
  turn INTEGER NOT NULL,
  seed TEXT NOT NULL,
  orders_json TEXT NOT NULL,
  submissions_json TEXT NOT NULL,
  engine_version TEXT NOT NULL,
  data_version TEXT NOT NULL,
  digest_before TEXT NOT NULL,
  digest_after TEXT NOT NULL,
  events_json TEXT NOT NULL,
  state_after_json TEXT NOT NULL,
  resolved_at TEXT NOT NULL,
  PRIMARY KEY (campaign, turn)
);
CREATE TABLE IF NOT EXISTS reports (
  campaign TEXT NOT NULL REFERENCES campaigns(id),
  turn INTEGER NOT NULL,
  viewer TEXT NOT NULL,
  format TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (campaign, turn, viewer, format)
);
`;

/**
 * Version 2: the mail daemon. Every inbound message raw; the outbox; per-player mail state
 * (secret generation, misses, delivery status); per-turn deadlines; the moderator's log; flags on
 * submissions (`final: false`). Tables are only added, so version 1 stores upgrade in place.
 */
export const MAIL_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS campaign_mail (
  campaign TEXT PRIMARY KEY REFERENCES campaigns(id),
  secret_key TEXT NOT NULL,
  paused_at TEXT
);
CREATE TABLE IF NOT EXISTS player_mail (
  campaign TEXT NOT NULL REFERENCES campaigns(id),
  side TEXT NOT NULL,
  generation INTEGER NOT NULL DEFAULT 1,
  misses INTEGER NOT NULL DEFAULT 0,
  abandoned INTEGER NOT NULL DEFAULT 0,
  delivery_status TEXT NOT NULL DEFAULT 'ok',
  delivery_note TEXT,
  PRIMARY KEY (campaign, side)
);
CREATE TABLE IF NOT EXISTS inbound (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  dedupe_key TEXT NOT NULL UNIQUE,
  message_id TEXT,
  transport_id TEXT NOT NULL,
  received_at TEXT NOT NULL,
  size INTEGER NOT NULL,
  raw BLOB NOT NULL,
  from_addr TEXT,
  campaign TEXT,
  side TEXT,
  turn INTEGER,
  status TEXT NOT NULL,
  code TEXT,
  detail TEXT,
  submission INTEGER
);
CREATE TABLE IF NOT EXISTS submission_flags (
  submission INTEGER PRIMARY KEY REFERENCES submissions(id),
  final INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
  message_id TEXT PRIMARY KEY,
  campaign TEXT,
  turn INTEGER,
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  spec_json TEXT NOT NULL,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  sent_at TEXT
);
CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (status, next_attempt_at);
CREATE TABLE IF NOT EXISTS deadlines (
  campaign TEXT NOT NULL REFERENCES campaigns(id),
  turn INTEGER NOT NULL,
  opened_at TEXT NOT NULL,
  due_at TEXT NOT NULL,
  PRIMARY KEY (campaign, turn)
);
CREATE TABLE IF NOT EXISTS moderator_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  campaign TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL
);
`;

/**
 * Version 3: fair play (src/fairplay/). The campaign's dice-seed commitment and Ed25519 key pair,
 * when the seed was revealed; submissions superseded by a rollback; notices recorded for players
 * (rollbacks, reveals). Tables are only added.
 */
export const FAIRPLAY_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS fairplay (
  campaign TEXT PRIMARY KEY REFERENCES campaigns(id),
  seed_commitment TEXT NOT NULL,
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revealed_at TEXT
);
CREATE TABLE IF NOT EXISTS superseded_submissions (
  submission INTEGER PRIMARY KEY REFERENCES submissions(id),
  at TEXT NOT NULL,
  reason TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS fairplay_notices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  campaign TEXT NOT NULL,
  turn INTEGER NOT NULL,
  kind TEXT NOT NULL,
  side TEXT,
  at TEXT NOT NULL,
  text TEXT NOT NULL,
  message_id TEXT
);
`;

/**
 * Version 4: every message kept, the same mail from the same authenticated sender marked a
 * duplicate of the first (issue 9.4). `inbound.dedupe_key` loses its UNIQUE constraint (SQLite
 * cannot drop one: the table is rebuilt, once, by INBOUND_REBUILD_SQL), and gains
 * `authenticated` (the sender passed the secret check) and `duplicate_of`. Refusals counted per
 * address and hour (issue 9.7).
 */
export const INBOUND_REBUILD_SQL = `
CREATE TABLE inbound_v4 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  dedupe_key TEXT NOT NULL,
  message_id TEXT,
  transport_id TEXT NOT NULL,
  received_at TEXT NOT NULL,
  size INTEGER NOT NULL,
  raw BLOB NOT NULL,
  from_addr TEXT,
  campaign TEXT,
  side TEXT,
  turn INTEGER,
  status TEXT NOT NULL,
  code TEXT,
  detail TEXT,
  submission INTEGER,
  authenticated INTEGER NOT NULL DEFAULT 0,
  duplicate_of INTEGER
);
INSERT INTO inbound_v4 (id, dedupe_key, message_id, transport_id, received_at, size, raw, from_addr, campaign, side, turn, status, code, detail, submission, authenticated)
  SELECT id, dedupe_key, message_id, transport_id, received_at, size, raw, from_addr, campaign, side, turn, status, code, detail, submission,
    CASE WHEN status = 'processed' OR (side IS NOT NULL AND code NOT IN ('ML4030', 'ML4020', 'ML4021')) THEN 1 ELSE 0 END FROM inbound;
DROP TABLE inbound;
ALTER TABLE inbound_v4 RENAME TO inbound;
`;

export const INTAKE_SCHEMA_SQL = `
CREATE INDEX IF NOT EXISTS inbound_by_key ON inbound (dedupe_key, id);
CREATE TABLE IF NOT EXISTS refusal_counts (
  address TEXT NOT NULL,
  hour TEXT NOT NULL,
  count INTEGER NOT NULL,
  moderator_told INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (address, hour)
);
`;


/**
 * Version 5: dice nobody can steer or foresee (issue 10, docs/dice.md). Per journalled turn, the
 * turn key and what each side contributed to it (orders digest, salt), so replay, bundles and
 * amended replay reproduce it; and the campaign's dice epochs: the seed with its secret nonce, the
 * signed commitment statement, when it was revealed (a forced reveal starts a new epoch). Tables
 * are only added: turns and campaigns of stores before version 5 have no rows here and keep the
 * first dice scheme. (Version 7 moves `journal_dice` into `journal.key_json`.)
 */
export const DICE_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS journal_dice (
  campaign TEXT NOT NULL REFERENCES campaigns(id),
  turn INTEGER NOT NULL,
  turn_key TEXT NOT NULL,
  seats_json TEXT NOT NULL,
  PRIMARY KEY (campaign, turn)
);
CREATE TABLE IF NOT EXISTS dice_epochs (
  campaign TEXT NOT NULL REFERENCES campaigns(id),
  epoch INTEGER NOT NULL,
  from_turn INTEGER NOT NULL,
  seed TEXT NOT NULL,
  nonce TEXT NOT NULL,
  fixed INTEGER NOT NULL,
  statement_json TEXT NOT NULL,
  commitment TEXT NOT NULL,
  signature TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revealed_at TEXT,
  PRIMARY KEY (campaign, epoch)
);
`;

/**
 * Version 6: the opening journalled (docs/dice.md §2). What a game rolls when a campaign is
 * created (GWAS 4.1: turn 1's weather) is rolled under the turn-0 key; it is kept like a turn
 * (key, what the sides contributed: nothing yet, the rolls as events, the digests of the set-up
 * state and of the state it leaves) so the dice ledger, both verifiers and replay cover it.
 * Campaigns created before version 6 have no row and their opening stays unchecked.
 */
export const OPENING_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS openings (
  campaign TEXT PRIMARY KEY REFERENCES campaigns(id),
  turn_key TEXT NOT NULL,
  seats_json TEXT NOT NULL,
  engine_version TEXT NOT NULL,
  data_version TEXT NOT NULL,
  setup_digest TEXT NOT NULL,
  digest_after TEXT NOT NULL,
  events_json TEXT NOT NULL
);
`;

/**
 * Version 8: cost that does not grow with the campaign (issue 17 §1). Per journal row, the events
 * of it that a game's views still read in later turns (GWAS: contacts, victory points, the end),
 * so a report is built from the state, its turn's events and these instead of the whole journal.
 * A table is only added: the rows of journals from before it are filled in by the pipeline the
 * first time a report needs them (src/pipeline/view-events.ts), since only the game knows which
 * events to keep.
 */
export const VIEW_MEMORY_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS view_memory (
  campaign TEXT NOT NULL REFERENCES campaigns(id),
  turn INTEGER NOT NULL,
  exchange INTEGER NOT NULL,
  events_json TEXT NOT NULL,
  PRIMARY KEY (campaign, turn, exchange)
);
`;

/** One step of the schema: `up` brings a store of version `version - 1` to `version`. */
export interface Migration {
  readonly version: number;
  readonly what: string;
  /** Runs inside the runner's transaction, with foreign keys off (a rebuild may drop a referenced table). */
  up(db: Database.Database): void;
}

/** Every migration, in order; the last one's version is SCHEMA_VERSION. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, what: 'campaigns, players, submissions, journal, reports', up: (db) => db.exec(SCHEMA_SQL) },
  { version: 2, what: 'the mail daemon', up: (db) => db.exec(MAIL_SCHEMA_SQL) },
  { version: 3, what: 'fair play', up: (db) => db.exec(FAIRPLAY_SCHEMA_SQL) },
  { version: 4, what: 'every message kept; refusal counts', up: (db) => { db.exec(INBOUND_REBUILD_SQL); db.exec(INTAKE_SCHEMA_SQL); } },
  { version: 5, what: 'turn keys and dice epochs', up: (db) => db.exec(DICE_SCHEMA_SQL) },
  { version: 6, what: 'the opening journalled', up: (db) => db.exec(OPENING_SCHEMA_SQL) },
  seamMigration,
  { version: 8, what: 'view memory: the events later reports read', up: (db) => db.exec(VIEW_MEMORY_SCHEMA_SQL) },
  packMigration,
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
