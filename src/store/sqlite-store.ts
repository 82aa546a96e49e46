/** The store on SQLite (better-sqlite3 12): synchronous, transactional, one file per home. */
import { ANSWER_FIRST } from './outbox-order.js';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrate.js';
import { pack, unpack } from './packed.js';
import { keyJson } from './seam-migration.js';
import { campaignTable } from './pg-schema.js';
import { campaign, campaignHead, HEAD_COLUMNS, inbound, journal, JOURNAL_COLUMNS_BUT_STATE, outbox, playerRow, report, submission, type Row } from './rows.js';
import type {
  CampaignHead, CampaignMailRow, CampaignRow, DeadlineRow, InboundRow, InboundStatus, JournalRow, ModeratorLogRow, OutboxRow, PlayerMailRow, PlayerRow,
  ReportRow, Store, SubmissionRow,
} from './types.js';
import type { DiceEpochRow, FairplayRow, NoticeRow, OpeningRow, PendingExchange, SupersededRow, ViewMemoryRow } from './types.js';

export function openStore(file: string): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    // Before anything else writes: a store from a later release is refused as it is (src/store/migrate.ts).
    migrate(db);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
  } catch (e) {
    db.close();
    throw e;
  }
  return new SqliteStore(db);
}

class SqliteStore implements Store {
  constructor(private readonly db: Database.Database) {}

  close(): void { this.db.close(); }

  transaction<T>(fn: () => T): T { return this.db.transaction(fn)(); }

  insertCampaign(r: CampaignRow): void {
    this.db.prepare(`INSERT INTO campaigns (id, game, scenario, seed, created_at, turn, status, state_json, initial_state_json, engine_version, data_version, exchange, pending_json, options_json)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(r.id, r.game, r.scenario, r.seed, r.createdAt, r.turn, r.status, r.stateJson, r.initialStateJson, r.engineVersion, r.dataVersion,
      r.exchange, r.pendingJson, r.optionsJson);
  }

  getCampaign(id: string): CampaignRow | null {
    const row = this.db.prepare('SELECT * FROM campaigns WHERE id = ?').get(id) as Row | undefined;
    return row ? campaign(row) : null;
  }

  getCampaignHead(id: string): CampaignHead | null {
    const row = this.db.prepare(`SELECT ${HEAD_COLUMNS} FROM campaigns WHERE id = ?`).get(id) as Row | undefined;
    return row ? campaignHead(row) : null;
  }

  listCampaigns(): CampaignRow[] {
    return (this.db.prepare('SELECT * FROM campaigns ORDER BY id').all() as Row[]).map(campaign);
  }

  updateCampaignState(id: string, turn: number, status: CampaignRow['status'], stateJson: string, pending?: PendingExchange): void {
    if (pending) {
      this.db.prepare('UPDATE campaigns SET turn = ?, exchange = ?, pending_json = ?, status = ?, state_json = ? WHERE id = ?')
        .run(turn, pending.exchange, pending.pendingJson, status, stateJson, id);
    } else {
      this.db.prepare('UPDATE campaigns SET turn = ?, status = ?, state_json = ? WHERE id = ?').run(turn, status, stateJson, id);
    }
  }

  upsertPlayer(r: PlayerRow): void {
    this.db.prepare(`INSERT INTO players (campaign, seat, side, name, email, time_zone, mode) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (campaign, seat) DO UPDATE SET side = excluded.side, name = excluded.name, email = excluded.email, time_zone = excluded.time_zone, mode = excluded.mode`)
      .run(r.campaign, r.seat, r.side, r.name, r.email, r.timeZone, r.mode);
  }

  listPlayers(c: string): PlayerRow[] {
    return (this.db.prepare('SELECT * FROM players WHERE campaign = ? ORDER BY seat').all(c) as Row[]).map(playerRow);
  }

  seatsHeldBy(email: string): PlayerRow[] {
    return (this.db.prepare('SELECT * FROM players WHERE email = ? ORDER BY campaign, seat').all(email) as Row[]).map(playerRow);
  }

  insertSubmission(r: Omit<SubmissionRow, 'id'>): number {
    const info = this.db.prepare(`INSERT INTO submissions (campaign, seat, turn, exchange, received_at, source, raw, parsed_json, digest, valid, diagnostics_json)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(r.campaign, r.seat, r.turn, r.exchange, r.receivedAt, r.source, r.raw, r.parsedJson, r.digest, r.valid ? 1 : 0, r.diagnosticsJson);
    return Number(info.lastInsertRowid);
  }

  latestValidSubmission(c: string, seat: string, turn: number, exchange = 1): SubmissionRow | null {
    const row = this.db.prepare(`SELECT * FROM submissions WHERE campaign = ? AND seat = ? AND turn = ? AND exchange = ? AND valid = 1
      AND id NOT IN (SELECT submission FROM superseded_submissions) ORDER BY id DESC LIMIT 1`).get(c, seat, turn, exchange) as Row | undefined;
    return row ? submission(row) : null;
  }

  listSubmissions(c: string, turn?: number): SubmissionRow[] {
    const rows = turn === undefined
      ? this.db.prepare('SELECT * FROM submissions WHERE campaign = ? ORDER BY id').all(c)
      : this.db.prepare('SELECT * FROM submissions WHERE campaign = ? AND turn = ? ORDER BY id').all(c, turn);
    return (rows as Row[]).map(submission);
  }

  insertJournal(r: JournalRow): void {
    const key = r.turnKey ? keyJson(r.turnKey, JSON.parse(r.seatsJson ?? '{}')) : null;
    this.db.prepare(`INSERT INTO journal (campaign, turn, exchange, kind, seed, orders_json, submissions_json, asked_json, key_json, engine_version, data_version,
      digest_before, digest_after, events_json, state_after_json, resolved_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(r.campaign, r.turn, r.exchange, r.kind, r.seed, r.ordersJson, r.submissionsJson, r.askedJson, key, r.engineVersion, r.dataVersion,
        r.digestBefore, r.digestAfter, pack(r.eventsJson), r.stateAfterJson === null ? null : pack(r.stateAfterJson), r.resolvedAt);
  }

  getJournal(c: string, turn: number, exchange?: number): JournalRow | null {
    const row = (exchange === undefined
      ? this.db.prepare('SELECT * FROM journal WHERE campaign = ? AND turn = ? ORDER BY exchange DESC LIMIT 1').get(c, turn)
      : this.db.prepare('SELECT * FROM journal WHERE campaign = ? AND turn = ? AND exchange = ?').get(c, turn, exchange)) as Row | undefined;
    return row ? journal(row) : null;
  }

  *iterateJournal(c: string): IterableIterator<Omit<JournalRow, 'stateAfterJson'>> {
    const rows = this.db.prepare(`SELECT ${JOURNAL_COLUMNS_BUT_STATE} FROM journal WHERE campaign = ? ORDER BY turn, exchange`).iterate(c) as IterableIterator<Row>;
    for (const r of rows) {
      const { stateAfterJson: _state, ...rest } = journal({ ...r, state_after_json: null });
      yield rest;
    }
  }

  latestJournalTurn(c: string): number {
    // MAX over the primary key (campaign, turn, exchange): one index seek.
    const r = this.db.prepare('SELECT MAX(turn) AS t FROM journal WHERE campaign = ?').get(c) as Row;
    return r.t === null ? 0 : Number(r.t);
  }

  listJournal(c: string): JournalRow[] {
    return (this.db.prepare('SELECT * FROM journal WHERE campaign = ? ORDER BY turn, exchange').all(c) as Row[]).map(journal);
  }

  listJournalEvents(c: string, throughTurn = Number.MAX_SAFE_INTEGER, fromTurn = 0): { turn: number; exchange: number; eventsJson: string }[] {
    return (this.db.prepare('SELECT turn, exchange, events_json FROM journal WHERE campaign = ? AND turn <= ? AND turn >= ? ORDER BY turn, exchange').all(c, throughTurn, fromTurn) as Row[])
      .map((r) => ({ turn: Number(r.turn), exchange: Number(r.exchange), eventsJson: unpack(r.events_json) }));
  }

  *iterateReports(c: string): IterableIterator<ReportRow> {
    for (const r of this.db.prepare('SELECT * FROM reports WHERE campaign = ? ORDER BY turn, exchange, viewer, format').iterate(c) as IterableIterator<Row>) yield report(r);
  }

  insertViewMemory(r: ViewMemoryRow): void {
    this.db.prepare('INSERT OR REPLACE INTO view_memory (campaign, turn, exchange, events_json) VALUES (?, ?, ?, ?)').run(r.campaign, r.turn, r.exchange, pack(r.eventsJson));
  }

  listViewMemory(c: string, beforeTurn: number): ViewMemoryRow[] {
    return (this.db.prepare('SELECT turn, exchange, events_json FROM view_memory WHERE campaign = ? AND turn < ? ORDER BY turn, exchange').all(c, beforeTurn) as Row[])
      .map((r) => ({ campaign: c, turn: Number(r.turn), exchange: Number(r.exchange), eventsJson: unpack(r.events_json) }));
  }

  journalWithoutMemory(c: string, beforeTurn: number): { turn: number; exchange: number; eventsJson: string }[] {
    // The anti-join reads only the journal's key for rows that have memory; events only for those that have none.
    return (this.db.prepare(`SELECT j.turn, j.exchange, j.events_json FROM journal j WHERE j.campaign = ? AND j.turn < ?
      AND NOT EXISTS (SELECT 1 FROM view_memory m WHERE m.campaign = j.campaign AND m.turn = j.turn AND m.exchange = j.exchange) ORDER BY j.turn, j.exchange`).all(c, beforeTurn) as Row[])
      .map((r) => ({ turn: Number(r.turn), exchange: Number(r.exchange), eventsJson: unpack(r.events_json) }));
  }

  insertReport(r: ReportRow): void {
    this.db.prepare('INSERT OR REPLACE INTO reports (campaign, turn, exchange, viewer, format, body) VALUES (?, ?, ?, ?, ?, ?)').run(r.campaign, r.turn, r.exchange, r.viewer, r.format, pack(r.body));
  }

  getReport(c: string, turn: number, viewer: string, format: string, exchange?: number): ReportRow | null {
    const row = (exchange === undefined
      ? this.db.prepare('SELECT * FROM reports WHERE campaign = ? AND turn = ? AND viewer = ? AND format = ? ORDER BY exchange DESC LIMIT 1').get(c, turn, viewer, format)
      : this.db.prepare('SELECT * FROM reports WHERE campaign = ? AND turn = ? AND exchange = ? AND viewer = ? AND format = ?').get(c, turn, exchange, viewer, format)) as Row | undefined;
    return row ? report(row) : null;
  }

  listReports(c: string, turn?: number): ReportRow[] {
    const rows = turn === undefined
      ? this.db.prepare('SELECT * FROM reports WHERE campaign = ? ORDER BY turn, exchange, viewer, format').all(c)
      : this.db.prepare('SELECT * FROM reports WHERE campaign = ? AND turn = ? ORDER BY exchange, viewer, format').all(c, turn);
    return (rows as Row[]).map(report);
  }

  getCampaignMail(c: string): CampaignMailRow | null {
    const r = this.db.prepare('SELECT * FROM campaign_mail WHERE campaign = ?').get(c) as Row | undefined;
    return r ? { campaign: String(r.campaign), secretKey: String(r.secret_key), pausedAt: (r.paused_at as string | null) ?? null } : null;
  }

  upsertCampaignMail(r: CampaignMailRow): void {
    this.db.prepare(`INSERT INTO campaign_mail (campaign, secret_key, paused_at) VALUES (?, ?, ?)
      ON CONFLICT (campaign) DO UPDATE SET secret_key = excluded.secret_key, paused_at = excluded.paused_at`).run(r.campaign, r.secretKey, r.pausedAt);
  }

  getPlayerMail(c: string, seat: string): PlayerMailRow {
    const r = this.db.prepare('SELECT * FROM player_mail WHERE campaign = ? AND seat = ?').get(c, seat) as Row | undefined;
    if (!r) return { campaign: c, seat, generation: 1, misses: 0, abandoned: false, deliveryStatus: 'ok', deliveryNote: null };
    return {
      campaign: String(r.campaign), seat: String(r.seat), generation: Number(r.generation), misses: Number(r.misses),
      abandoned: Number(r.abandoned) === 1, deliveryStatus: String(r.delivery_status), deliveryNote: (r.delivery_note as string | null) ?? null,
    };
  }

  upsertPlayerMail(r: PlayerMailRow): void {
    this.db.prepare(`INSERT INTO player_mail (campaign, seat, generation, misses, abandoned, delivery_status, delivery_note) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (campaign, seat) DO UPDATE SET generation = excluded.generation, misses = excluded.misses, abandoned = excluded.abandoned,
      delivery_status = excluded.delivery_status, delivery_note = excluded.delivery_note`)
      .run(r.campaign, r.seat, r.generation, r.misses, r.abandoned ? 1 : 0, r.deliveryStatus, r.deliveryNote);
  }

  insertInbound(r: Omit<InboundRow, 'id' | 'authenticated' | 'duplicateOf' | 'exchange'> & { readonly exchange?: number | null }): InboundRow {
    const info = this.db.prepare(`INSERT INTO inbound (dedupe_key, message_id, transport_id, received_at, size, raw, from_addr, campaign, seat, turn, exchange, status, code, detail, submission)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(r.dedupeKey, r.messageId, r.transportId, r.receivedAt, r.size, r.raw, r.fromAddr, r.campaign, r.seat, r.turn, r.exchange ?? null,
      r.status, r.code, r.detail, r.submission);
    return inbound(this.db.prepare('SELECT * FROM inbound WHERE id = ?').get(info.lastInsertRowid) as Row);
  }

  seatSubmissionNumber(campaign: string, seat: string, submission: number): number {
    return Number((this.db.prepare('SELECT COUNT(*) AS n FROM submissions WHERE campaign = ? AND seat = ? AND id <= ?').get(campaign, seat, submission) as Row).n);
  }

  firstInbound(dedupeKey: string): InboundRow | null {
    const r = this.db.prepare("SELECT * FROM inbound WHERE dedupe_key = ? AND status <> 'duplicate' ORDER BY id LIMIT 1").get(dedupeKey) as Row | undefined;
    return r ? inbound(r) : null;
  }

  countRefusal(address: string, hour: string): { count: number; moderatorTold: boolean } {
    this.db.prepare(`INSERT INTO refusal_counts (address, hour, count) VALUES (?, ?, 1)
      ON CONFLICT (address, hour) DO UPDATE SET count = count + 1`).run(address, hour);
    const r = this.db.prepare('SELECT count, moderator_told FROM refusal_counts WHERE address = ? AND hour = ?').get(address, hour) as Row;
    return { count: Number(r.count), moderatorTold: Number(r.moderator_told) === 1 };
  }

  markRefusalsTold(address: string, hour: string): void {
    this.db.prepare('UPDATE refusal_counts SET moderator_told = 1 WHERE address = ? AND hour = ?').run(address, hour);
  }

  listRefusalCounts(address?: string): { address: string; hour: string; count: number; moderatorTold: boolean }[] {
    const rows = (address === undefined
      ? this.db.prepare('SELECT * FROM refusal_counts ORDER BY hour, address').all()
      : this.db.prepare('SELECT * FROM refusal_counts WHERE address = ? ORDER BY hour').all(address)) as Row[];
    return rows.map((r) => ({ address: String(r.address), hour: String(r.hour), count: Number(r.count), moderatorTold: Number(r.moderator_told) === 1 }));
  }

  updateInbound(id: number, p: Partial<Pick<InboundRow, 'fromAddr' | 'campaign' | 'seat' | 'turn' | 'exchange' | 'status' | 'code' | 'detail' | 'submission' | 'authenticated' | 'duplicateOf'>>): void {
    const cols: Record<string, string> = {
      fromAddr: 'from_addr', campaign: 'campaign', seat: 'seat', turn: 'turn', exchange: 'exchange', status: 'status', code: 'code', detail: 'detail', submission: 'submission',
      authenticated: 'authenticated', duplicateOf: 'duplicate_of',
    };
    const keys = Object.keys(p).filter((k) => k in cols);
    if (!keys.length) return;
    const values = keys.map((k) => { const v = (p as Record<string, unknown>)[k]; return typeof v === 'boolean' ? (v ? 1 : 0) : v ?? null; });
    this.db.prepare(`UPDATE inbound SET ${keys.map((k) => `${cols[k]} = ?`).join(', ')} WHERE id = ?`).run(...values, id);
  }

  listInbound(f: { campaign?: string; status?: InboundStatus } = {}): InboundRow[] {
    const where: string[] = [];
    const args: unknown[] = [];
    if (f.campaign !== undefined) { where.push('campaign = ?'); args.push(f.campaign); }
    if (f.status !== undefined) { where.push('status = ?'); args.push(f.status); }
    const sql = `SELECT * FROM inbound ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`;
    return (this.db.prepare(sql).all(...args) as Row[]).map(inbound);
  }

  setSubmissionFinal(submission: number, final: boolean): void {
    this.db.prepare('INSERT OR REPLACE INTO submission_flags (submission, final) VALUES (?, ?)').run(submission, final ? 1 : 0);
  }

  isSubmissionFinal(submission: number): boolean {
    const r = this.db.prepare('SELECT final FROM submission_flags WHERE submission = ?').get(submission) as Row | undefined;
    return !r || Number(r.final) === 1;
  }

  enqueueOutbox(r: Omit<OutboxRow, 'status' | 'attempts' | 'lastError' | 'sentAt' | 'exchange'> & { readonly exchange?: number | null }): boolean {
    const exchange = r.exchange !== undefined ? r.exchange : r.turn === null ? null : 1;
    const info = this.db.prepare(`INSERT OR IGNORE INTO outbox (message_id, campaign, turn, exchange, kind, recipient, spec_json, created_at, status, attempts, next_attempt_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?)`).run(r.messageId, r.campaign, r.turn, exchange, r.kind, r.recipient, pack(r.specJson), r.createdAt, r.nextAttemptAt);
    return info.changes === 1;
  }

  getOutbox(id: string): OutboxRow | null {
    const r = this.db.prepare('SELECT * FROM outbox WHERE message_id = ?').get(id) as Row | undefined;
    return r ? outbox(r) : null;
  }

  dueOutbox(now: string, limit: number): OutboxRow[] {
    // Answers to mail just received go before reports and reminders (outbox-order.ts).
    return (this.db.prepare(`SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY ${ANSWER_FIRST}, created_at, rowid LIMIT ?`).all(now, limit) as Row[]).map(outbox);
  }

  listOutbox(f: { campaign?: string; recipient?: string; kind?: string; status?: OutboxRow['status'] } = {}): OutboxRow[] {
    const where: string[] = [];
    const args: unknown[] = [];
    for (const [k, col] of [['campaign', 'campaign'], ['recipient', 'recipient'], ['kind', 'kind'], ['status', 'status']] as const) {
      if (f[k] !== undefined) { where.push(`${col} = ?`); args.push(f[k]); }
    }
    const sql = `SELECT * FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at, rowid`;
    return (this.db.prepare(sql).all(...args) as Row[]).map(outbox);
  }

  markOutboxSent(id: string, at: string): void {
    this.db.prepare("UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE message_id = ?").run(at, id);
  }

  markOutboxAttempt(id: string, error: string, next: string | null): void {
    if (next === null) this.db.prepare("UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ? WHERE message_id = ?").run(error, id);
    else this.db.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE message_id = ?').run(error, next, id);
  }

  requeueOutbox(id: string, at: string): void {
    this.db.prepare("UPDATE outbox SET status = 'pending', next_attempt_at = ?, sent_at = NULL WHERE message_id = ?").run(at, id);
  }

  getDeadline(c: string, turn: number, exchange = 1): DeadlineRow | null {
    const r = this.db.prepare('SELECT * FROM deadlines WHERE campaign = ? AND turn = ? AND exchange = ?').get(c, turn, exchange) as Row | undefined;
    return r ? {
      campaign: String(r.campaign), turn: Number(r.turn), exchange: Number(r.exchange), timing: r.timing as DeadlineRow['timing'],
      openedAt: String(r.opened_at), dueAt: String(r.due_at),
    } : null;
  }

  upsertDeadline(r: DeadlineRow): void {
    this.db.prepare(`INSERT INTO deadlines (campaign, turn, exchange, timing, opened_at, due_at) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (campaign, turn, exchange) DO UPDATE SET timing = excluded.timing, opened_at = excluded.opened_at, due_at = excluded.due_at`)
      .run(r.campaign, r.turn, r.exchange, r.timing, r.openedAt, r.dueAt);
  }

  logModerator(r: Omit<ModeratorLogRow, 'id'>): void {
    this.db.prepare('INSERT INTO moderator_log (at, campaign, actor, action, detail) VALUES (?, ?, ?, ?, ?)').run(r.at, r.campaign, r.actor, r.action, r.detail);
  }

  listModeratorLog(c: string): ModeratorLogRow[] {
    return (this.db.prepare('SELECT * FROM moderator_log WHERE campaign = ? ORDER BY id').all(c) as Row[]).map((r) => ({
      id: Number(r.id), at: String(r.at), campaign: String(r.campaign), actor: String(r.actor), action: String(r.action), detail: String(r.detail),
    }));
  }

  getFairplay(c: string): FairplayRow | null {
    const r = this.db.prepare('SELECT * FROM fairplay WHERE campaign = ?').get(c) as Row | undefined;
    return r ? {
      campaign: String(r.campaign), seedCommitment: String(r.seed_commitment), publicKey: String(r.public_key), privateKey: String(r.private_key),
      createdAt: String(r.created_at), revealedAt: (r.revealed_at as string | null) ?? null,
    } : null;
  }

  insertFairplay(r: FairplayRow): void {
    this.db.prepare('INSERT INTO fairplay (campaign, seed_commitment, public_key, private_key, created_at, revealed_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(r.campaign, r.seedCommitment, r.publicKey, r.privateKey, r.createdAt, r.revealedAt);
  }

  markSeedRevealed(c: string, at: string): void {
    this.db.prepare('UPDATE fairplay SET revealed_at = COALESCE(revealed_at, ?) WHERE campaign = ?').run(at, c);
  }

  supersedeSubmission(submission: number, at: string, reason: string): void {
    this.db.prepare('INSERT OR IGNORE INTO superseded_submissions (submission, at, reason) VALUES (?, ?, ?)').run(submission, at, reason);
  }

  listSuperseded(c: string): SupersededRow[] {
    return (this.db.prepare('SELECT x.* FROM superseded_submissions x JOIN submissions s ON s.id = x.submission WHERE s.campaign = ? ORDER BY x.submission').all(c) as Row[])
      .map((r) => ({ submission: Number(r.submission), at: String(r.at), reason: String(r.reason) }));
  }

  deleteTurnsAfter(c: string, turn: number, exchange?: number): void {
    // Without an exchange every exchange of `turn` stays (a number above any exchange).
    const x = exchange ?? Number.MAX_SAFE_INTEGER;
    this.db.prepare('DELETE FROM journal WHERE campaign = ? AND (turn > ? OR (turn = ? AND exchange > ?))').run(c, turn, turn, x);
    this.db.prepare('DELETE FROM reports WHERE campaign = ? AND (turn > ? OR (turn = ? AND exchange > ?))').run(c, turn, turn, x);
    this.db.prepare('DELETE FROM view_memory WHERE campaign = ? AND (turn > ? OR (turn = ? AND exchange > ?))').run(c, turn, turn, x);
    // A deadline left behind for an undone exchange would be long past when that exchange is
    // pending again, and the scheduler would resolve it at once (seam §2 rollback).
    this.db.prepare('DELETE FROM deadlines WHERE campaign = ? AND (turn > ? OR (turn = ? AND exchange > ?))').run(c, turn, turn, x);
  }

  insertNotice(r: Omit<NoticeRow, 'id'>): number {
    return Number(this.db.prepare('INSERT INTO fairplay_notices (campaign, turn, kind, seat, at, text, message_id) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(r.campaign, r.turn, r.kind, r.seat, r.at, r.text, r.messageId).lastInsertRowid);
  }

  listNotices(c: string): NoticeRow[] {
    return (this.db.prepare('SELECT * FROM fairplay_notices WHERE campaign = ? ORDER BY id').all(c) as Row[]).map((r) => ({
      id: Number(r.id), campaign: String(r.campaign), turn: Number(r.turn), kind: String(r.kind), seat: (r.seat as string | null) ?? null,
      at: String(r.at), text: String(r.text), messageId: (r.message_id as string | null) ?? null,
    }));
  }

  insertDiceEpoch(r: DiceEpochRow): void {
    this.db.prepare(`INSERT INTO dice_epochs (campaign, epoch, from_turn, seed, nonce, fixed, statement_json, commitment, signature, created_at, revealed_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(r.campaign, r.epoch, r.fromTurn, r.seed, r.nonce, r.fixed ? 1 : 0, r.statementJson, r.commitment, r.signature, r.createdAt, r.revealedAt);
  }

  listDiceEpochs(c: string): DiceEpochRow[] {
    return (this.db.prepare('SELECT * FROM dice_epochs WHERE campaign = ? ORDER BY epoch').all(c) as Row[]).map((r) => ({
      campaign: String(r.campaign), epoch: Number(r.epoch), fromTurn: Number(r.from_turn), seed: String(r.seed), nonce: String(r.nonce),
      fixed: Number(r.fixed) === 1, statementJson: String(r.statement_json), commitment: String(r.commitment), signature: String(r.signature),
      createdAt: String(r.created_at), revealedAt: (r.revealed_at as string | null) ?? null,
    }));
  }

  markDiceEpochRevealed(c: string, epoch: number, at: string): void {
    this.db.prepare('UPDATE dice_epochs SET revealed_at = COALESCE(revealed_at, ?) WHERE campaign = ? AND epoch = ?').run(at, c, epoch);
  }

  rekeyCampaign(c: string, seed: string, commitment: string): void {
    this.db.prepare('UPDATE campaigns SET seed = ? WHERE id = ?').run(seed, c);
    this.db.prepare('UPDATE fairplay SET seed_commitment = ?, revealed_at = NULL WHERE campaign = ?').run(commitment, c);
  }

  insertOpening(r: OpeningRow): void {
    this.db.prepare(`INSERT INTO openings (campaign, turn_key, seats_json, engine_version, data_version, setup_digest, digest_after, events_json)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(r.campaign, r.turnKey, r.seatsJson, r.engineVersion, r.dataVersion, r.setupDigest, r.digestAfter, r.eventsJson);
  }

  // One daemon works a SQLite store (types.ts): every claim is its own, and what is due is claimed.
  claimCampaign(_campaign: string): boolean { return true; }
  releaseCampaign(_campaign: string): void {}
  claimMail(_dedupeKey: string): boolean { return true; }
  releaseMail(_dedupeKey: string): void {}
  claimOutbox(now: string, limit: number): OutboxRow[] { return this.dueOutbox(now, limit); }
  claimInbound(_now: string, limit: number): InboundRow[] {
    return (this.db.prepare("SELECT * FROM inbound WHERE status = 'received' ORDER BY id LIMIT ?").all(limit) as Row[]).map(inbound);
  }

  exportRows(table: string, c: string): Row[] {
    const t = campaignTable(table);
    return this.db.prepare(`SELECT * FROM ${t.table} WHERE ${t.where} ORDER BY ${t.order.replace('$insertion', 'rowid')}`).all(c) as Row[];
  }

  importRows(table: string, rows: readonly Row[]): void {
    const t = campaignTable(table);
    for (const r of rows) {
      const cols = Object.keys(r);
      this.db.prepare(`INSERT INTO ${t.table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).run(...cols.map((k) => r[k]));
    }
  }

  getOpening(c: string): OpeningRow | null {
    const r = this.db.prepare('SELECT * FROM openings WHERE campaign = ?').get(c) as Row | undefined;
    return r ? {
      campaign: String(r.campaign), turnKey: String(r.turn_key), seatsJson: String(r.seats_json), engineVersion: String(r.engine_version),
      dataVersion: String(r.data_version), setupDigest: String(r.setup_digest), digestAfter: String(r.digest_after), eventsJson: String(r.events_json),
    } : null;
  }
}
