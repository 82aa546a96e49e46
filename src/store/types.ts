/**
 * The system of record (SQLite through better-sqlite3): campaigns, sides and players,
 * submissions, the turn journal and reports. Everything a moderator needs to settle a dispute.
 */

export interface CampaignRow {
  readonly id: string;
  /** Game module id, e.g. "gwas-mediterranean". */
  readonly game: string;
  readonly scenario: string;
  /** The campaign's dice seed; per-turn streams derive from it (kernel/rng.ts). */
  readonly seed: string;
  readonly createdAt: string;
  /** Next turn to resolve. */
  readonly turn: number;
  readonly status: 'active' | 'over' | 'paused';
  /** Canonical JSON of the state now, and of the state at the start (turn 1, before any orders). */
  readonly stateJson: string;
  readonly initialStateJson: string;
  readonly engineVersion: string;
  readonly dataVersion: string;
}

export interface PlayerRow {
  readonly campaign: string;
  readonly side: string;
  readonly name: string;
  readonly email: string | null;
  readonly timeZone: string | null;
}

export interface SubmissionRow {
  readonly id: number;
  readonly campaign: string;
  readonly side: string;
  readonly turn: number;
  readonly receivedAt: string;
  /** Where it came from: "cli", a Message-ID, … */
  readonly source: string;
  /** The text exactly as received. */
  readonly raw: string;
  /** Canonical JSON of the parsed orders (null when invalid). */
  readonly parsedJson: string | null;
  /** SHA-256 of the canonical orders: the receipt. */
  readonly digest: string | null;
  readonly valid: boolean;
  readonly diagnosticsJson: string;
}

export interface JournalRow {
  readonly campaign: string;
  readonly turn: number;
  readonly seed: string;
  /** Canonical JSON: side → orders used (absent sides sent none). */
  readonly ordersJson: string;
  /** Submission ids the orders came from, by side. */
  readonly submissionsJson: string;
  readonly engineVersion: string;
  readonly dataVersion: string;
  readonly digestBefore: string;
  readonly digestAfter: string;
  readonly eventsJson: string;
  readonly stateAfterJson: string;
  readonly resolvedAt: string;
}

export interface ReportRow {
  readonly campaign: string;
  readonly turn: number;
  /** A side id or "umpire". */
  readonly viewer: string;
  /** "text", "html", "json", "orders-form". */
  readonly format: string;
  readonly body: string;
}

export interface Store {
  close(): void;
  /** Runs fn in one transaction: all of its writes land, or none. */
  transaction<T>(fn: () => T): T;
  insertCampaign(row: CampaignRow): void;
  getCampaign(id: string): CampaignRow | null;
  listCampaigns(): CampaignRow[];
  updateCampaignState(id: string, turn: number, status: CampaignRow['status'], stateJson: string): void;
  upsertPlayer(row: PlayerRow): void;
  listPlayers(campaign: string): PlayerRow[];
  insertSubmission(row: Omit<SubmissionRow, 'id'>): number;
  /** The latest valid submission for (campaign, side, turn): last valid wins. */
  latestValidSubmission(campaign: string, side: string, turn: number): SubmissionRow | null;
  listSubmissions(campaign: string, turn?: number): SubmissionRow[];
  insertJournal(row: JournalRow): void;
  getJournal(campaign: string, turn: number): JournalRow | null;
  listJournal(campaign: string): JournalRow[];
  insertReport(row: ReportRow): void;
  getReport(campaign: string, turn: number, viewer: string, format: string): ReportRow | null;
  listReports(campaign: string, turn?: number): ReportRow[];
}
