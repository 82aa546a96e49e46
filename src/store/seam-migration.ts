/**
 * Version 7, V_SEAM (docs/design/seam.md §7, issue 11 items 2 and 3): seats below sides and
 * exchanges inside a turn. Every row written before it is a one-seat side's row (the seat id is
 * the side id, seam rule 2) in exchange 1 (rule 1), so the data only gains columns; keys that
 * must grow (journal, reports, deadlines) need their tables rebuilt, as does `players` (its new
 * `side` is NOT NULL, which ALTER TABLE ADD COLUMN cannot add without a default).
 *
 * `journal_dice` (version 5) is folded into `journal.key_json`: one row per exchange then carries
 * its own key material, where keeping the side table would have meant rebuilding it too (its key
 * is (campaign, turn)) and joining it on every read.
 */
import type Database from 'better-sqlite3';
import { canonicalJson } from '../kernel/canonical.js';
import type { Migration } from './schema.js';

/** The columns and keys of version 7 that ALTER TABLE cannot reach: new tables, copied into. */
export const SEAM_TABLES_SQL = `
CREATE TABLE players_v7 (
  campaign TEXT NOT NULL REFERENCES campaigns(id),
  seat TEXT NOT NULL,
  side TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT,
  time_zone TEXT,
  mode TEXT NOT NULL DEFAULT 'player' CHECK (mode IN ('player', 'referee')),
  PRIMARY KEY (campaign, seat)
);
CREATE TABLE journal_v7 (
  campaign TEXT NOT NULL REFERENCES campaigns(id),
  turn INTEGER NOT NULL,
  exchange INTEGER NOT NULL DEFAULT 1,
  kind TEXT NOT NULL,
  seed TEXT NOT NULL,
  orders_json TEXT NOT NULL,
  submissions_json TEXT NOT NULL,
  asked_json TEXT NOT NULL,
  key_json TEXT,
  engine_version TEXT NOT NULL,
  data_version TEXT NOT NULL,
  digest_before TEXT NOT NULL,
  digest_after TEXT NOT NULL,
  events_json TEXT NOT NULL,
  state_after_json TEXT,
  resolved_at TEXT NOT NULL,
  PRIMARY KEY (campaign, turn, exchange)
);
CREATE TABLE reports_v7 (
  campaign TEXT NOT NULL REFERENCES campaigns(id),
  turn INTEGER NOT NULL,
  exchange INTEGER NOT NULL,
  viewer TEXT NOT NULL,
  format TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (campaign, turn, exchange, viewer, format)
);
CREATE TABLE deadlines_v7 (
  campaign TEXT NOT NULL REFERENCES campaigns(id),
  turn INTEGER NOT NULL,
  exchange INTEGER NOT NULL DEFAULT 1,
  timing TEXT NOT NULL DEFAULT 'turn' CHECK (timing IN ('turn', 'reply')),
  opened_at TEXT NOT NULL,
  due_at TEXT NOT NULL,
  PRIMARY KEY (campaign, turn, exchange)
);
`;

/**
 * The rows moved across. Players: the seat is the old side (rule 2), and so is the side. Journal:
 * every old row is the one exchange of a GWAS-style turn (kind 'turn'); asked_json and key_json
 * are filled in by the migration below. Reports: turn 0 is the briefing, exchange 0; the rest
 * exchange 1. Deadlines: today's per-turn rule.
 */
export const SEAM_COPY_SQL = `
INSERT INTO players_v7 (campaign, seat, side, name, email, time_zone, mode)
  SELECT campaign, side, side, name, email, time_zone, 'player' FROM players;
INSERT INTO journal_v7 (campaign, turn, exchange, kind, seed, orders_json, submissions_json, asked_json, key_json,
    engine_version, data_version, digest_before, digest_after, events_json, state_after_json, resolved_at)
  SELECT campaign, turn, 1, 'turn', seed, orders_json, submissions_json, '[]', NULL,
    engine_version, data_version, digest_before, digest_after, events_json, state_after_json, resolved_at FROM journal;
INSERT INTO reports_v7 (campaign, turn, exchange, viewer, format, body)
  SELECT campaign, turn, CASE WHEN turn = 0 THEN 0 ELSE 1 END, viewer, format, body FROM reports;
INSERT INTO deadlines_v7 (campaign, turn, exchange, timing, opened_at, due_at)
  SELECT campaign, turn, 1, 'turn', opened_at, due_at FROM deadlines;
`;

/**
 * The rebuilt tables take their names back; the rest changes in place. A mail kept with a turn
 * was about that turn's one exchange (the column is nullable like `turn`: not every mail is about one).
 */
export const SEAM_ALTER_SQL = `
DROP TABLE players;
ALTER TABLE players_v7 RENAME TO players;
DROP TABLE journal;
ALTER TABLE journal_v7 RENAME TO journal;
DROP TABLE reports;
ALTER TABLE reports_v7 RENAME TO reports;
DROP TABLE deadlines;
ALTER TABLE deadlines_v7 RENAME TO deadlines;
DROP TABLE journal_dice;
ALTER TABLE campaigns ADD COLUMN exchange INTEGER NOT NULL DEFAULT 1;
ALTER TABLE campaigns ADD COLUMN pending_json TEXT;
ALTER TABLE campaigns ADD COLUMN options_json TEXT NOT NULL DEFAULT '{}';
ALTER TABLE player_mail RENAME COLUMN side TO seat;
ALTER TABLE fairplay_notices RENAME COLUMN side TO seat;
ALTER TABLE inbound RENAME COLUMN side TO seat;
ALTER TABLE inbound ADD COLUMN exchange INTEGER;
ALTER TABLE submissions RENAME COLUMN side TO seat;
ALTER TABLE submissions ADD COLUMN exchange INTEGER NOT NULL DEFAULT 1;
DROP INDEX submissions_by_turn;
CREATE INDEX submissions_by_exchange ON submissions (campaign, seat, turn, exchange, valid, id);
ALTER TABLE outbox ADD COLUMN exchange INTEGER;
UPDATE inbound SET exchange = 1 WHERE turn IS NOT NULL;
UPDATE outbox SET exchange = 1 WHERE turn IS NOT NULL;
`;

/** The journal's key material (docs/dice.md §2): the turn key and what each seat contributed to it. */
export function keyJson(turnKey: string, seats: unknown): string {
  return canonicalJson({ turnKey, seats });
}

export const seamMigration: Migration = {
  version: 7,
  what: 'seats below sides, exchanges inside a turn (V_SEAM)',
  up(db: Database.Database): void {
    db.exec(SEAM_TABLES_SQL);
    db.exec(SEAM_COPY_SQL);
    // asked_json of an old row: every seat of its campaign (GWAS asks both sides every turn).
    const seats = db.prepare('SELECT campaign, seat FROM players_v7 ORDER BY campaign, seat').all() as { campaign: string; seat: string }[];
    const byCampaign = new Map<string, string[]>();
    for (const s of seats) byCampaign.set(s.campaign, [...(byCampaign.get(s.campaign) ?? []), s.seat]);
    const asked = db.prepare('UPDATE journal_v7 SET asked_json = ? WHERE campaign = ?');
    for (const [campaign, list] of byCampaign) asked.run(canonicalJson(list), campaign);
    // journal_dice's rows become key_json; a turn of the first dice scheme keeps NULL.
    const dice = db.prepare('SELECT campaign, turn, turn_key, seats_json FROM journal_dice').all() as { campaign: string; turn: number; turn_key: string; seats_json: string }[];
    const key = db.prepare('UPDATE journal_v7 SET key_json = ? WHERE campaign = ? AND turn = ? AND exchange = 1');
    for (const d of dice) {
      if (key.run(keyJson(d.turn_key, JSON.parse(d.seats_json)), d.campaign, d.turn).changes !== 1) {
        throw new Error(`store migration 7: journal_dice has turn ${d.turn} of ${d.campaign}, which the journal does not`);
      }
    }
    db.exec(SEAM_ALTER_SQL);
  },
};
