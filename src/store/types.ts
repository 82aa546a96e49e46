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
  /** The turn key the dice came from (docs/dice.md); null for turns of the first dice scheme. */
  readonly turnKey?: string | null;
  /** Canonical JSON of what each side contributed to the turn key (orders digest, salt). */
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

export interface ReportRow {
  readonly campaign: string;
  readonly turn: number;
  /** A side id or "umpire". */
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
  readonly side: string;
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
  readonly side: string | null;
  readonly turn: number | null;
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
  /** Just the events of each journalled turn, in order (reports need them; the states are large). */
  listJournalEvents(campaign: string, throughTurn?: number): { turn: number; eventsJson: string }[];
  insertReport(row: ReportRow): void;
  getReport(campaign: string, turn: number, viewer: string, format: string): ReportRow | null;
  listReports(campaign: string, turn?: number): ReportRow[];

  // Mail daemon (schema version 2)
  getCampaignMail(campaign: string): CampaignMailRow | null;
  upsertCampaignMail(row: CampaignMailRow): void;
  getPlayerMail(campaign: string, side: string): PlayerMailRow;
  upsertPlayerMail(row: PlayerMailRow): void;
  /** Inserts the raw message; returns the existing row instead when its dedupe key is known. */
  /** Keeps one received message (every delivery is a row). */
  insertInbound(row: Omit<InboundRow, 'id' | 'authenticated' | 'duplicateOf'>): InboundRow;
  /** How many of the side's submissions in the campaign have an id up to `submission` (its number for the side). */
  seatSubmissionNumber(campaign: string, side: string, submission: number): number;
  /** The first row with this key that is not itself a duplicate. */
  firstInbound(dedupeKey: string): InboundRow | null;
  updateInbound(id: number, patch: Partial<Pick<InboundRow, 'fromAddr' | 'campaign' | 'side' | 'turn' | 'status' | 'code' | 'detail' | 'submission' | 'authenticated' | 'duplicateOf'>>): void;
  /** Counts one refusal to `address` in `hour` (an ISO hour, `2026-03-07T18`); returns the count so far. */
  countRefusal(address: string, hour: string): { count: number; moderatorTold: boolean };
  markRefusalsTold(address: string, hour: string): void;
  listRefusalCounts(address?: string): { address: string; hour: string; count: number; moderatorTold: boolean }[];
  listInbound(filter?: { campaign?: string; status?: InboundStatus }): InboundRow[];
  setSubmissionFinal(submission: number, final: boolean): void;
  /** true unless the submission was marked `final: false`. */
  isSubmissionFinal(submission: number): boolean;
  /** Adds a mail to the outbox; false (and nothing changes) when its Message-ID is already there. */
  enqueueOutbox(row: Omit<OutboxRow, 'status' | 'attempts' | 'lastError' | 'sentAt'>): boolean;
  getOutbox(messageId: string): OutboxRow | null;
  /** Pending mail due at `now`, oldest first. */
  dueOutbox(now: string, limit: number): OutboxRow[];
  listOutbox(filter?: { campaign?: string; recipient?: string; kind?: string; status?: OutboxRow['status'] }): OutboxRow[];
  markOutboxSent(messageId: string, at: string): void;
  markOutboxAttempt(messageId: string, error: string, nextAttemptAt: string | null): void;
  /** Sets a sent or failed mail back to pending (re-send). */
  requeueOutbox(messageId: string, at: string): void;
  getDeadline(campaign: string, turn: number): DeadlineRow | null;
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
  /** Deletes the journal entries and reports of every turn after `turn` (rollback). */
  deleteTurnsAfter(campaign: string, turn: number): void;
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
  /** null: every side. */
  readonly side: string | null;
  readonly at: string;
  readonly text: string;
  /** The outbox mail that carries it, when one was queued. */
  readonly messageId: string | null;
}
