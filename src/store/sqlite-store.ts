/** The store on SQLite (better-sqlite3 12): synchronous, transactional, one file per home. */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema.js';
import type { CampaignRow, JournalRow, PlayerRow, ReportRow, Store, SubmissionRow } from './types.js';

type Row = Record<string, unknown>;

export function openStore(file: string): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA_SQL);
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run('schema_version', String(SCHEMA_VERSION));
  return new SqliteStore(db);
}

class SqliteStore implements Store {
  constructor(private readonly db: Database.Database) {}

  close(): void { this.db.close(); }

  transaction<T>(fn: () => T): T { return this.db.transaction(fn)(); }

  insertCampaign(r: CampaignRow): void {
    this.db.prepare(`INSERT INTO campaigns (id, game, scenario, seed, created_at, turn, status, state_json, initial_state_json, engine_version, data_version)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(r.id, r.game, r.scenario, r.seed, r.createdAt, r.turn, r.status, r.stateJson, r.initialStateJson, r.engineVersion, r.dataVersion);
  }

  getCampaign(id: string): CampaignRow | null {
    const row = this.db.prepare('SELECT * FROM campaigns WHERE id = ?').get(id) as Row | undefined;
    return row ? campaign(row) : null;
  }

  listCampaigns(): CampaignRow[] {
    return (this.db.prepare('SELECT * FROM campaigns ORDER BY id').all() as Row[]).map(campaign);
  }

  updateCampaignState(id: string, turn: number, status: CampaignRow['status'], stateJson: string): void {
    this.db.prepare('UPDATE campaigns SET turn = ?, status = ?, state_json = ? WHERE id = ?').run(turn, status, stateJson, id);
  }

  upsertPlayer(r: PlayerRow): void {
    this.db.prepare(`INSERT INTO players (campaign, side, name, email, time_zone) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (campaign, side) DO UPDATE SET name = excluded.name, email = excluded.email, time_zone = excluded.time_zone`)
      .run(r.campaign, r.side, r.name, r.email, r.timeZone);
  }

  listPlayers(c: string): PlayerRow[] {
    return (this.db.prepare('SELECT * FROM players WHERE campaign = ? ORDER BY side').all(c) as Row[]).map((r) => ({
      campaign: String(r.campaign), side: String(r.side), name: String(r.name),
      email: (r.email as string | null) ?? null, timeZone: (r.time_zone as string | null) ?? null,
    }));
  }

  insertSubmission(r: Omit<SubmissionRow, 'id'>): number {
    const info = this.db.prepare(`INSERT INTO submissions (campaign, side, turn, received_at, source, raw, parsed_json, digest, valid, diagnostics_json)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(r.campaign, r.side, r.turn, r.receivedAt, r.source, r.raw, r.parsedJson, r.digest, r.valid ? 1 : 0, r.diagnosticsJson);
    return Number(info.lastInsertRowid);
  }

  latestValidSubmission(c: string, side: string, turn: number): SubmissionRow | null {
    const row = this.db.prepare('SELECT * FROM submissions WHERE campaign = ? AND side = ? AND turn = ? AND valid = 1 ORDER BY id DESC LIMIT 1').get(c, side, turn) as Row | undefined;
    return row ? submission(row) : null;
  }

  listSubmissions(c: string, turn?: number): SubmissionRow[] {
    const rows = turn === undefined
      ? this.db.prepare('SELECT * FROM submissions WHERE campaign = ? ORDER BY id').all(c)
      : this.db.prepare('SELECT * FROM submissions WHERE campaign = ? AND turn = ? ORDER BY id').all(c, turn);
    return (rows as Row[]).map(submission);
  }

  insertJournal(r: JournalRow): void {
    this.db.prepare(`INSERT INTO journal (campaign, turn, seed, orders_json, submissions_json, engine_version, data_version, digest_before, digest_after, events_json, state_after_json, resolved_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(r.campaign, r.turn, r.seed, r.ordersJson, r.submissionsJson, r.engineVersion, r.dataVersion, r.digestBefore, r.digestAfter, r.eventsJson, r.stateAfterJson, r.resolvedAt);
  }

  getJournal(c: string, turn: number): JournalRow | null {
    const row = this.db.prepare('SELECT * FROM journal WHERE campaign = ? AND turn = ?').get(c, turn) as Row | undefined;
    return row ? journal(row) : null;
  }

  listJournal(c: string): JournalRow[] {
    return (this.db.prepare('SELECT * FROM journal WHERE campaign = ? ORDER BY turn').all(c) as Row[]).map(journal);
  }

  insertReport(r: ReportRow): void {
    this.db.prepare('INSERT OR REPLACE INTO reports (campaign, turn, viewer, format, body) VALUES (?, ?, ?, ?, ?)').run(r.campaign, r.turn, r.viewer, r.format, r.body);
  }

  getReport(c: string, turn: number, viewer: string, format: string): ReportRow | null {
    const row = this.db.prepare('SELECT * FROM reports WHERE campaign = ? AND turn = ? AND viewer = ? AND format = ?').get(c, turn, viewer, format) as Row | undefined;
    return row ? { campaign: String(row.campaign), turn: Number(row.turn), viewer: String(row.viewer), format: String(row.format), body: String(row.body) } : null;
  }

  listReports(c: string, turn?: number): ReportRow[] {
    const rows = turn === undefined
      ? this.db.prepare('SELECT * FROM reports WHERE campaign = ? ORDER BY turn, viewer, format').all(c)
      : this.db.prepare('SELECT * FROM reports WHERE campaign = ? AND turn = ? ORDER BY viewer, format').all(c, turn);
    return (rows as Row[]).map((row) => ({ campaign: String(row.campaign), turn: Number(row.turn), viewer: String(row.viewer), format: String(row.format), body: String(row.body) }));
  }
}

function campaign(r: Row): CampaignRow {
  return {
    id: String(r.id), game: String(r.game), scenario: String(r.scenario), seed: String(r.seed), createdAt: String(r.created_at),
    turn: Number(r.turn), status: r.status as CampaignRow['status'], stateJson: String(r.state_json),
    initialStateJson: String(r.initial_state_json), engineVersion: String(r.engine_version), dataVersion: String(r.data_version),
  };
}

function submission(r: Row): SubmissionRow {
  return {
    id: Number(r.id), campaign: String(r.campaign), side: String(r.side), turn: Number(r.turn), receivedAt: String(r.received_at),
    source: String(r.source), raw: String(r.raw), parsedJson: (r.parsed_json as string | null) ?? null,
    digest: (r.digest as string | null) ?? null, valid: Number(r.valid) === 1, diagnosticsJson: String(r.diagnostics_json),
  };
}

function journal(r: Row): JournalRow {
  return {
    campaign: String(r.campaign), turn: Number(r.turn), seed: String(r.seed), ordersJson: String(r.orders_json),
    submissionsJson: String(r.submissions_json), engineVersion: String(r.engine_version), dataVersion: String(r.data_version),
    digestBefore: String(r.digest_before), digestAfter: String(r.digest_after), eventsJson: String(r.events_json),
    stateAfterJson: String(r.state_after_json), resolvedAt: String(r.resolved_at),
  };
}
