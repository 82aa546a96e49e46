/** SQL schema of the store. Bump SCHEMA_VERSION and add a migration when a table changes. */
export const SCHEMA_VERSION = 1;

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
