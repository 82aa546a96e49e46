/**
 * The system of record (SQLite through better-sqlite3): campaigns, seats and players,
 * submissions, the journal and reports. Everything a moderator needs to settle a dispute.
 *
 * Seats and exchanges (schema version 7, docs/design/seam.md §2, §3, §7): a seat is a role within
 * a side; a one-seat side's seat id is the side id (`allied`), so the side names the seat wherever
 * a game has one seat a side (rule 2). An exchange is one resolution inside a turn, numbered from
 * 1; exchange 0 is the opening briefing's (turn 0). Until the pipeline resolves per exchange, every
 * row is exchange 1.
 */

import type { SeatId } from '../kernel/seats.js';

export type { SeatId };

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
  /** The exchange of `turn` to resolve next (1 until a game has more than one a turn). */
  readonly exchange: number;
  /** Canonical JSON of the pending exchange's spec (seam §2); null until the pipeline writes it. */
  readonly pendingJson: string | null;
  /** Canonical JSON of the campaign's options (seam §1); `{}` when none. */
  readonly optionsJson: string;
}

/**
 * A campaign without its states (issue 17 §3): what the scheduler, the mail paths and the pending
 * exchange read many times a turn. A GWAS state is hundreds of kilobytes; these never need it.
 */
export type CampaignHead = Omit<CampaignRow, 'stateJson' | 'initialStateJson'>;

/** The exchange a campaign waits for (seam §2): its number within the turn and the game's spec of it. */
export interface PendingExchange {
  readonly exchange: number;
  /** Canonical JSON of the ExchangeSpec; null once the game is over. */
  readonly pendingJson: string | null;
}

export interface PlayerRow {
  readonly campaign: string;
  /** The seat this player holds (the primary key within the campaign). */
  readonly seat: SeatId;
  /** The side the seat belongs to: the seat id up to its first `/`. */
  readonly side: string;
  readonly name: string;
  readonly email: string | null;
  readonly timeZone: string | null;
  /** 'referee': a defaultable seat the referee plays (seam §3); its misses never count. */
  readonly mode: 'player' | 'referee';
}

export interface SubmissionRow {
  readonly id: number;
  readonly campaign: string;
  readonly seat: SeatId;
  readonly turn: number;
  readonly exchange: number;
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
  /** The exchange within the turn; (campaign, turn, exchange) is the key. */
  readonly exchange: number;
  /** The game's exchange kind (GameDefinition.exchanges); 'turn' for GWAS and every older row. */
  readonly kind: string;
  readonly seed: string;
  /** Canonical JSON: seat → orders used (absent seats sent none). */
  readonly ordersJson: string;
  /** Submission ids the orders came from, by seat. */
  readonly submissionsJson: string;
  /** Canonical JSON array of the seats the exchange asked (older rows: every seat of the campaign). */
  readonly askedJson: string;
  readonly engineVersion: string;
  readonly dataVersion: string;
  readonly digestBefore: string;
  readonly digestAfter: string;
  readonly eventsJson: string;
  /** The state the exchange left; nullable so that issue 17 may keep it at turn ends only. */
  readonly stateAfterJson: string | null;
  readonly resolvedAt: string;
  /**
   * The turn key the dice came from (docs/dice.md); null for turns of the first dice scheme.
   * Stored with seatsJson as the row's key_json (it was the table journal_dice before version 7).
   */
  readonly turnKey?: string | null;
  /** Canonical JSON of what each seat contributed to the turn key (orders digest, salt). */
  readonly seatsJson?: string | null;
}

/**
 * What a game rolled when the campaign was created (schema version 6): the turn-0 key, what the
 * sides contributed to it (nothing yet: every seat null), and the rolls as events, with the
 * digests of the scenario's set-up state and of the state the opening left (the campaign's
 * initial state).
 */
export interface OpeningRow {
  readonly campaign: string;
  readonly turnKey: string;
  readonly seatsJson: string;
  readonly engineVersion: string;
  readonly dataVersion: string;
  readonly setupDigest: string;
  readonly digestAfter: string;
  readonly eventsJson: string;
}

/** The events of one journal row that a game's views read in later turns (schema version 8). */
export interface ViewMemoryRow {
  readonly campaign: string;
  readonly turn: number;
  readonly exchange: number;
  /** JSON array of the kept events, in journal order. */
  readonly eventsJson: string;
}

export interface ReportRow {
  readonly campaign: string;
  readonly turn: number;
  /** The exchange whose resolution the report follows: 0 for the opening briefing (turn 0), else 1 or more. */
  readonly exchange: number;
  /** A seat id or "umpire". */
  readonly viewer: string;
  /** "text", "html", "json", "orders-form". */
  readonly format: string;
  readonly body: string;
}

/** Mail state of a campaign: its secret key (tokens are HMACs under it) and pause. */
export interface CampaignMailRow {
  readonly campaign: string;
  readonly secretKey: string;
  readonly pausedAt: string | null;
}

export interface PlayerMailRow {
  readonly campaign: string;
  readonly seat: SeatId;
  /** Bumped when the player is replaced: the secret derives from it. */
  readonly generation: number;
  /** Turns missed in a row. */
  readonly misses: number;
  readonly abandoned: boolean;
  /** 'ok' or 'bouncing' (a bounce was received for the address), 'failed' (permanent send failure). */
  readonly deliveryStatus: string;
  readonly deliveryNote: string | null;
}

/** `duplicate`: the same mail from the same authenticated sender as an earlier row (`duplicateOf`). */
export type InboundStatus = 'received' | 'processed' | 'rejected' | 'quarantined' | 'failed' | 'duplicate';

export interface InboundRow {
  readonly id: number;
  /**
   * sha256 of what makes a mail the same mail from the same sender: Message-ID, From, every
   * recipient header (the plus-address secret) and the body (a passphrase). Not unique: every
   * delivery is a row.
   */
  readonly dedupeKey: string;
  readonly messageId: string | null;
  readonly transportId: string;
  readonly receivedAt: string;
  readonly size: number;
  readonly raw: Buffer;
  readonly fromAddr: string | null;
  readonly campaign: string | null;
  readonly seat: SeatId | null;
  readonly turn: number | null;
  /** The exchange the mail answered, when known (null: not yet, or not orders). */
  readonly exchange: number | null;
  readonly status: InboundStatus;
  /** ML4xxx code of the outcome, when refused. */
  readonly code: string | null;
  readonly detail: string | null;
  readonly submission: number | null;
  /** The sender passed the registered-address and secret check. */
  readonly authenticated: boolean;
  /** For a duplicate: the row of the first copy. */
  readonly duplicateOf: number | null;
}

export interface OutboxRow {
  /** Deterministic Message-ID, angle brackets included. */
  readonly messageId: string;
  readonly campaign: string | null;
  readonly turn: number | null;
  /** The exchange of `turn` the mail is about (null with turn, or when it is about none). */
  readonly exchange: number | null;
  /** ack, diagnostics, refusal, help, report, reminder, briefing, moderator, secret … */
  readonly kind: string;
  readonly recipient: string;
  /** JSON of the mail to compose (mail/compose.ts MailSpec). */
  readonly specJson: string;
  readonly createdAt: string;
  readonly status: 'pending' | 'sent' | 'failed';
  readonly attempts: number;
  readonly nextAttemptAt: string;
  readonly lastError: string | null;
  readonly sentAt: string | null;
}

export interface DeadlineRow {
  readonly campaign: string;
  readonly turn: number;
  readonly exchange: number;
  /** Which deadline rule applies (seam §2): 'turn', today's; 'reply', the shorter `deadline.reply`. */
  readonly timing: 'turn' | 'reply';
  readonly openedAt: string;
  readonly dueAt: string;
}

export interface ModeratorLogRow {
  readonly id: number;
  readonly at: string;
  readonly campaign: string;
  /** 'cli', a moderator address, or 'daemon'. */
  readonly actor: string;
  readonly action: string;
  /** JSON. */
  readonly detail: string;
}

export interface Store {
  close(): void;
  /** Runs fn in one transaction: all of its writes land, or none. */
  transaction<T>(fn: () => T): T;
  insertCampaign(row: CampaignRow): void;
  getCampaign(id: string): CampaignRow | null;
  /** The campaign's row without its states (an indexed read of the small columns only). */
  getCampaignHead(id: string): CampaignHead | null;
  listCampaigns(): CampaignRow[];
  /**
   * Sets the turn, status and state; with `pending`, also the turn's exchange to resolve next and
   * its spec (seam §2). Without it both stay as they are (a pause moves no exchange).
   */
  updateCampaignState(id: string, turn: number, status: CampaignRow['status'], stateJson: string, pending?: PendingExchange): void;
  upsertPlayer(row: PlayerRow): void;
  /** The campaign's players, one per seat, by seat id. */
  listPlayers(campaign: string): PlayerRow[];
  /**
   * Every seat `email` holds, in any campaign, by campaign then seat: one query for the intake,
   * which would otherwise read every campaign's players for each mail (issue 17 §5).
   */
  seatsHeldBy(email: string): PlayerRow[];
  insertSubmission(row: Omit<SubmissionRow, 'id'>): number;
  /** The latest valid submission for (campaign, seat, turn, exchange): last valid wins. */
  latestValidSubmission(campaign: string, seat: SeatId, turn: number, exchange?: number): SubmissionRow | null;
  listSubmissions(campaign: string, turn?: number): SubmissionRow[];
  insertJournal(row: JournalRow): void;
  /** A turn's journal row: its exchange `exchange`, or (without one) its last exchange. */
  getJournal(campaign: string, turn: number, exchange?: number): JournalRow | null;
  /** The last journalled turn, 0 when none (issue 17 §3: a query on the journal's key, not a scan). */
  latestJournalTurn(campaign: string): number;
  /** Every journal row, in (turn, exchange) order. */
  listJournal(campaign: string): JournalRow[];
  /**
   * The journal row by row, in (turn, exchange) order, without the states (issue 17 §3: a
   * whole-history command holds one row at a time). The connection is busy until the iteration
   * ends: read nothing else from the store inside the loop.
   */
  iterateJournal(campaign: string): IterableIterator<Omit<JournalRow, 'stateAfterJson'>>;
  /** Just the events of each journalled exchange, in order (reports need them; the states are large). */
  listJournalEvents(campaign: string, throughTurn?: number, fromTurn?: number): { turn: number; exchange: number; eventsJson: string }[];
  /**
   * Of earlier turns, the events a game's views still read (issue 17 §1; GameAdapter.viewMemory):
   * kept per journal row, so a report is built from the state, this turn's events and these,
   * never from the whole journal. Rolled back with the journal (deleteTurnsAfter).
   */
  insertViewMemory(row: ViewMemoryRow): void;
  /** The memory rows of turns before `beforeTurn`, in (turn, exchange) order. */
  listViewMemory(campaign: string, beforeTurn: number): ViewMemoryRow[];
  /** The journal rows before `beforeTurn` that have no memory row yet (a store from before version 8), with their events. */
  journalWithoutMemory(campaign: string, beforeTurn: number): { turn: number; exchange: number; eventsJson: string }[];
  insertReport(row: ReportRow): void;
  /** A stored report: of exchange `exchange`, or (without one) of the turn's last exchange that has it. */
  getReport(campaign: string, turn: number, viewer: string, format: string, exchange?: number): ReportRow | null;
  listReports(campaign: string, turn?: number): ReportRow[];
  /** Every stored report one at a time, in (turn, exchange, viewer, format) order; the connection is busy until it ends. */
  iterateReports(campaign: string): IterableIterator<ReportRow>;

  // Mail daemon (schema version 2)
  getCampaignMail(campaign: string): CampaignMailRow | null;
  upsertCampaignMail(row: CampaignMailRow): void;
  getPlayerMail(campaign: string, seat: SeatId): PlayerMailRow;
  upsertPlayerMail(row: PlayerMailRow): void;
  /** Inserts the raw message; returns the existing row instead when its dedupe key is known. */
  /** Keeps one received message (every delivery is a row). */
  insertInbound(row: Omit<InboundRow, 'id' | 'authenticated' | 'duplicateOf' | 'exchange'> & { readonly exchange?: number | null }): InboundRow;
  /** How many of the seat's submissions in the campaign have an id up to `submission` (its number for the seat). */
  seatSubmissionNumber(campaign: string, seat: SeatId, submission: number): number;
  /** The first row with this key that is not itself a duplicate. */
  firstInbound(dedupeKey: string): InboundRow | null;
  updateInbound(id: number, patch: Partial<Pick<InboundRow, 'fromAddr' | 'campaign' | 'seat' | 'turn' | 'exchange' | 'status' | 'code' | 'detail' | 'submission' | 'authenticated' | 'duplicateOf'>>): void;
  /** Counts one refusal to `address` in `hour` (an ISO hour, `2026-03-07T18`); returns the count so far. */
  countRefusal(address: string, hour: string): { count: number; moderatorTold: boolean };
  markRefusalsTold(address: string, hour: string): void;
  listRefusalCounts(address?: string): { address: string; hour: string; count: number; moderatorTold: boolean }[];
  listInbound(filter?: { campaign?: string; status?: InboundStatus }): InboundRow[];
  setSubmissionFinal(submission: number, final: boolean): void;
  /** true unless the submission was marked `final: false`. */
  isSubmissionFinal(submission: number): boolean;
  /** Adds a mail to the outbox; false (and nothing changes) when its Message-ID is already there. */
  /** `exchange` defaults to 1 for a mail about a turn, null otherwise. */
  enqueueOutbox(row: Omit<OutboxRow, 'status' | 'attempts' | 'lastError' | 'sentAt' | 'exchange'> & { readonly exchange?: number | null }): boolean;
  getOutbox(messageId: string): OutboxRow | null;
  /** Pending mail due at `now`, oldest first. */
  dueOutbox(now: string, limit: number): OutboxRow[];
  listOutbox(filter?: { campaign?: string; recipient?: string; kind?: string; status?: OutboxRow['status'] }): OutboxRow[];
  markOutboxSent(messageId: string, at: string): void;
  markOutboxAttempt(messageId: string, error: string, nextAttemptAt: string | null): void;
  /** Sets a sent or failed mail back to pending (re-send). */
  requeueOutbox(messageId: string, at: string): void;
  /** The deadline of (turn, exchange); exchange 1 by default. */
  getDeadline(campaign: string, turn: number, exchange?: number): DeadlineRow | null;
  upsertDeadline(row: DeadlineRow): void;
  logModerator(row: Omit<ModeratorLogRow, 'id'>): void;
  listModeratorLog(campaign: string): ModeratorLogRow[];

  // Fair play (schema version 3, src/fairplay/)
  getFairplay(campaign: string): FairplayRow | null;
  insertFairplay(row: FairplayRow): void;
  markSeedRevealed(campaign: string, at: string): void;
  /** Marks a submission superseded (a rollback undid its turn); latestValidSubmission skips it. */
  supersedeSubmission(submission: number, at: string, reason: string): void;
  listSuperseded(campaign: string): SupersededRow[];
  /**
   * Deletes the journal entries, reports and deadlines after `turn` (rollback); with `exchange`, also those of
   * `turn`'s later exchanges, so the history ends at (turn, exchange).
   */
  deleteTurnsAfter(campaign: string, turn: number, exchange?: number): void;
  insertNotice(row: Omit<NoticeRow, 'id'>): number;
  listNotices(campaign: string): NoticeRow[];

  // Dice (schema version 4, docs/dice.md)
  insertDiceEpoch(row: DiceEpochRow): void;
  listDiceEpochs(campaign: string): DiceEpochRow[];
  markDiceEpochRevealed(campaign: string, epoch: number, at: string): void;
  /** A forced reveal re-keys: the campaign's current seed and commitment change, not yet revealed. */
  rekeyCampaign(campaign: string, seed: string, commitment: string): void;

  // The opening (schema version 6): null for campaigns created before it, or games that roll nothing then.
  insertOpening(row: OpeningRow): void;
  getOpening(campaign: string): OpeningRow | null;

  // Several daemons on one database (issue 17 §4). A SQLite store is worked by one daemon (the
  // file is the unit): there every claim succeeds and the claim methods read what is due.
  /**
   * This store's connection takes campaign `campaign` for itself and keeps it until
   * `releaseCampaign` or until it closes (or dies); false while another holds it. Taking one
   * already held by this store again is true.
   */
  claimCampaign(campaign: string): boolean;
  releaseCampaign(campaign: string): void;
  /** The same for one incoming mail, by its dedupe key: one daemon handles a mail at a time. */
  claimMail(dedupeKey: string): boolean;
  releaseMail(dedupeKey: string): void;
  /**
   * Pending mail due at `now`, oldest first, that no other `owner` has claimed, claimed for
   * `owner` until `leaseUntil` (a claim that lapsed, its daemon gone, may be claimed again).
   */
  claimOutbox(now: string, limit: number, owner: string, leaseUntil: string): OutboxRow[];
  /** Inbound rows still 'received' (stored, not decided: a daemon stopped mid-way), claimed as claimOutbox does. */
  claimInbound(now: string, limit: number, owner: string, leaseUntil: string): InboundRow[];

  // Whole rows, for `admiralty store copy` (pg-schema.ts CAMPAIGN_TABLES): column name → value.
  /** A campaign's rows of `table`, in the table's order, without backend-only columns. */
  exportRows(table: string, campaign: string): Record<string, unknown>[];
  /** Inserts rows as exported (ids kept); the caller wraps it in a transaction. */
  importRows(table: string, rows: readonly Record<string, unknown>[]): void;
}

/** One dice epoch: a seed committed to before its first turn (a forced reveal starts the next). */
export interface DiceEpochRow {
  readonly campaign: string;
  readonly epoch: number;
  readonly fromTurn: number;
  readonly seed: string;
  /** 32 random hex digits hashed with the seed in the commitment; secret until the reveal. */
  readonly nonce: string;
  /** A fixed seed chosen with --seed: a test or demo campaign, so marked in every report. */
  readonly fixed: boolean;
  readonly statementJson: string;
  /** sha256 of the statement's canonical JSON: the commitment every report prints. */
  readonly commitment: string;
  /** Ed25519 (campaign key) over the statement's canonical JSON. */
  readonly signature: string;
  readonly createdAt: string;
  readonly revealedAt: string | null;
}

/** A campaign's fair-play record: the dice-seed commitment and the campaign's Ed25519 key pair. */
export interface FairplayRow {
  readonly campaign: string;
  /** sha256 (hex) of the seed's UTF-8 bytes. */
  readonly seedCommitment: string;
  /** "ed25519:<base64url of the raw 32-byte key>". */
  readonly publicKey: string;
  /** PKCS#8 PEM. Never leaves the store. */
  readonly privateKey: string;
  readonly createdAt: string;
  /** When the seed was published (null: still secret). */
  readonly revealedAt: string | null;
}

export interface SupersededRow {
  readonly submission: number;
  readonly at: string;
  readonly reason: string;
}

/** A notice to players (rollback, seed reveal): kept whether or not it was mailed. */
export interface NoticeRow {
  readonly id: number;
  readonly campaign: string;
  readonly turn: number;
  readonly kind: string;
  /** null: every seat. */
  readonly seat: SeatId | null;
  readonly at: string;
  readonly text: string;
  /** The outbox mail that carries it, when one was queued. */
  readonly messageId: string | null;
}
