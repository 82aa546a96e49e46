/**
 * The store on PostgreSQL (issue 17 §4), for hosts: the same synchronous Store as the SQLite one,
 * each call a query on one connection through the synchronous bridge (pg-bridge.ts), so the
 * pipeline and the daemon run on it unchanged. Chosen by a `postgres://` (or `postgresql://`)
 * store in the configuration (open-store.ts).
 *
 * Several daemons may share the database (pg-claims.ts: advisory locks and leased row claims);
 * the rows' PostgreSQL shapes are in pg-rows.ts, the schema and its creation in pg-schema.ts.
 */
import { keyJson } from './seam-migration.js';
import { SyncPg } from './pg-bridge.js';
import { pack, unpack } from './packed.js';
import { campaignTable, ensureSchema } from './pg-schema.js';
import { PgClaims } from './pg-claims.js';
import { oneRow, PgTransactions, type Merge } from './pg-batch.js';
import { dollars, exportedRow, fold, INBOUND_COLS, split, unfold } from './pg-rows.js';
import { campaign, campaignHead, HEAD_COLUMNS, inbound, journal, JOURNAL_COLUMNS_BUT_STATE, outbox, playerRow, report, submission, type Row } from './rows.js';
import type {
  CampaignHead, CampaignMailRow, CampaignRow, DeadlineRow, DiceEpochRow, FairplayRow, InboundRow, InboundStatus, JournalRow, ModeratorLogRow, NoticeRow,
  OpeningRow, OutboxRow, PendingExchange, PlayerMailRow, PlayerRow, ReportRow, Store, SubmissionRow, SupersededRow, ViewMemoryRow,
} from './types.js';

/** Opens (and on first use creates) the store in the database `url` names. */
export function openPgStore(url: string): Store {
  const db = new SyncPg(url);
  try {
    ensureSchema(db);
  } catch (e) {
    db.close();
    throw e;
  }
  return new PgStore(db);
}

/** Every column of journal but its state, with the events' bytea twin. */
const PG_JOURNAL_BUT_STATE = `${JOURNAL_COLUMNS_BUT_STATE}, events_json_packed`;

/** A report row: keyed by its first five values, so two rows of one key are not joined (pg-batch.ts). */
const REPORT_ROWS: Merge = {
  head: 'INSERT INTO reports (campaign, turn, exchange, viewer, format, body, body_packed) VALUES', width: 7, keyWidth: 5,
  tail: 'ON CONFLICT (campaign, turn, exchange, viewer, format) DO UPDATE SET body = excluded.body, body_packed = excluded.body_packed',
};
const REPORT_ROW = oneRow(REPORT_ROWS);

/** Rows per page when a whole-history read walks the journal or the reports (iterateJournal). */
const PAGE = 64;

class PgStore implements Store {
  /** Transactions, and the writes they hold back to send together (pg-batch.ts). */
  private readonly tx: PgTransactions;
  /** What several daemons sharing the database take turns with (pg-claims.ts). */
  private readonly claims: PgClaims;

  constructor(private readonly db: SyncPg) {
    this.tx = new PgTransactions(db);
    this.claims = new PgClaims({ all: (sql, ...args) => this.all(sql, ...args) }, Number(db.query('SELECT pg_backend_pid() AS pid', [], false).rows[0]!.pid));
  }

  private all(sql: string, ...args: unknown[]): Row[] { return this.tx.query(dollars(sql), args).rows.map(fold); }
  private one(sql: string, ...args: unknown[]): Row | undefined { return this.all(sql, ...args)[0]; }
  private run(sql: string, ...args: unknown[]): number { return this.tx.query(dollars(sql), args).rowCount; }
  /**
   * A read of rows `tables` hold, answered once per transaction until one of them is written
   * (pg-read-cache.ts): the campaign's head, deadline, players and mail settings, read dozens of
   * times in a turn's transaction.
   */
  private cachedOne(tables: readonly string[], sql: string, ...args: unknown[]): Row | undefined {
    return this.tx.cachedQuery(dollars(sql), args, tables).rows.map(fold)[0];
  }
  private cachedAll(tables: readonly string[], sql: string, ...args: unknown[]): Row[] {
    return this.tx.cachedQuery(dollars(sql), args, tables).rows.map(fold);
  }
  /** A write whose answer is not read: held back inside a transaction (pg-batch.ts). */
  private write(sql: string, ...args: unknown[]): void { this.tx.write(dollars(sql), args); }

  close(): void { this.db.close(); }

  transaction<T>(fn: () => T): T { return this.tx.transaction(fn); }

  insertCampaign(r: CampaignRow): void {
    this.run(`INSERT INTO campaigns (id, game, scenario, seed, created_at, turn, status, state_json, initial_state_json, engine_version, data_version, exchange, pending_json, options_json)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, r.id, r.game, r.scenario, r.seed, r.createdAt, r.turn, r.status, r.stateJson, r.initialStateJson, r.engineVersion, r.dataVersion,
    r.exchange, r.pendingJson, r.optionsJson);
  }

  getCampaign(id: string): CampaignRow | null {
    const row = this.cachedOne(['campaigns'], 'SELECT * FROM campaigns WHERE id = ?', id);
    return row ? campaign(row) : null;
  }

  getCampaignHead(id: string): CampaignHead | null {
    const row = this.cachedOne(['campaigns'], `SELECT ${HEAD_COLUMNS} FROM campaigns WHERE id = ?`, id);
    return row ? campaignHead(row) : null;
  }

  listCampaigns(): CampaignRow[] { return this.all('SELECT * FROM campaigns ORDER BY id').map(campaign); }

  updateCampaignState(id: string, turn: number, status: CampaignRow['status'], stateJson: string, pending?: PendingExchange): void {
    if (pending) {
      this.write('UPDATE campaigns SET turn = ?, exchange = ?, pending_json = ?, status = ?, state_json = ? WHERE id = ?', turn, pending.exchange, pending.pendingJson, status, stateJson, id);
    } else {
      this.write('UPDATE campaigns SET turn = ?, status = ?, state_json = ? WHERE id = ?', turn, status, stateJson, id);
    }
  }

  upsertPlayer(r: PlayerRow): void {
    this.write(`INSERT INTO players (campaign, seat, side, name, email, time_zone, mode) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (campaign, seat) DO UPDATE SET side = excluded.side, name = excluded.name, email = excluded.email, time_zone = excluded.time_zone, mode = excluded.mode`,
    r.campaign, r.seat, r.side, r.name, r.email, r.timeZone, r.mode);
  }

  listPlayers(c: string): PlayerRow[] {
    return this.cachedAll(['players'], 'SELECT * FROM players WHERE campaign = ? ORDER BY seat', c).map(playerRow);
  }

  seatsHeldBy(email: string): PlayerRow[] {
    return this.all('SELECT * FROM players WHERE email = ? ORDER BY campaign, seat', email).map(playerRow);
  }

  insertSubmission(r: Omit<SubmissionRow, 'id'>): number {
    return Number(this.one(`INSERT INTO submissions (campaign, seat, turn, exchange, received_at, source, raw, parsed_json, digest, valid, diagnostics_json)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, r.campaign, r.seat, r.turn, r.exchange, r.receivedAt, r.source, r.raw, r.parsedJson, r.digest, r.valid ? 1 : 0, r.diagnosticsJson)!.id);
  }

  latestValidSubmission(c: string, seat: string, turn: number, exchange = 1): SubmissionRow | null {
    const row = this.one(`SELECT * FROM submissions WHERE campaign = ? AND seat = ? AND turn = ? AND exchange = ? AND valid = 1
      AND id NOT IN (SELECT submission FROM superseded_submissions) ORDER BY id DESC LIMIT 1`, c, seat, turn, exchange);
    return row ? submission(row) : null;
  }

  listSubmissions(c: string, turn?: number): SubmissionRow[] {
    const rows = turn === undefined
      ? this.all('SELECT * FROM submissions WHERE campaign = ? ORDER BY id', c)
      : this.all('SELECT * FROM submissions WHERE campaign = ? AND turn = ? ORDER BY id', c, turn);
    return rows.map(submission);
  }

  insertJournal(r: JournalRow): void {
    const key = r.turnKey ? keyJson(r.turnKey, JSON.parse(r.seatsJson ?? '{}')) : null;
    this.write(`INSERT INTO journal (campaign, turn, exchange, kind, seed, orders_json, submissions_json, asked_json, key_json, engine_version, data_version,
      digest_before, digest_after, events_json, events_json_packed, state_after_json, state_after_json_packed, resolved_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    r.campaign, r.turn, r.exchange, r.kind, r.seed, r.ordersJson, r.submissionsJson, r.askedJson, key, r.engineVersion, r.dataVersion,
    r.digestBefore, r.digestAfter, ...split(pack(r.eventsJson)), ...split(r.stateAfterJson === null ? null : pack(r.stateAfterJson)), r.resolvedAt);
  }

  getJournal(c: string, turn: number, exchange?: number): JournalRow | null {
    const row = exchange === undefined
      ? this.one('SELECT * FROM journal WHERE campaign = ? AND turn = ? ORDER BY exchange DESC LIMIT 1', c, turn)
      : this.one('SELECT * FROM journal WHERE campaign = ? AND turn = ? AND exchange = ?', c, turn, exchange);
    return row ? journal(row) : null;
  }

  listJournal(c: string): JournalRow[] { return this.all('SELECT * FROM journal WHERE campaign = ? ORDER BY turn, exchange', c).map(journal); }

  /**
   * The bridge cannot hold a cursor open across calls, so the journal is read a page at a time,
   * each page from the last key read (an index range on the primary key): one page of rows in
   * memory, never the whole history. Unlike SQLite's, the store may be read inside the loop.
   */
  *iterateJournal(c: string): IterableIterator<Omit<JournalRow, 'stateAfterJson'>> {
    let after = [-1, -1];
    for (;;) {
      const rows = this.all(`SELECT ${PG_JOURNAL_BUT_STATE} FROM journal WHERE campaign = ? AND (turn, exchange) > (?, ?) ORDER BY turn, exchange LIMIT ?`, c, after[0], after[1], PAGE);
      for (const r of rows) {
        const { stateAfterJson: _state, ...rest } = journal({ ...r, state_after_json: null });
        yield rest;
      }
      if (rows.length < PAGE) return;
      after = [Number(rows.at(-1)!.turn), Number(rows.at(-1)!.exchange)];
    }
  }

  latestJournalTurn(c: string): number {
    // MAX over the primary key's leading columns (campaign, turn): an index-only read.
    const t = this.cachedOne(['journal'], 'SELECT MAX(turn) AS t FROM journal WHERE campaign = ?', c)!.t;
    return t === null || t === undefined ? 0 : Number(t);
  }

  listJournalEvents(c: string, throughTurn = 2_147_483_647, fromTurn = 0): { turn: number; exchange: number; eventsJson: string }[] {
    return this.all('SELECT turn, exchange, events_json, events_json_packed FROM journal WHERE campaign = ? AND turn <= ? AND turn >= ? ORDER BY turn, exchange',
      c, Math.min(throughTurn, 2_147_483_647), Math.max(Math.min(fromTurn, 2_147_483_647), -2_147_483_648))
      .map((r) => ({ turn: Number(r.turn), exchange: Number(r.exchange), eventsJson: unpack(r.events_json) }));
  }

  insertViewMemory(r: ViewMemoryRow): void {
    this.write(`INSERT INTO view_memory (campaign, turn, exchange, events_json, events_json_packed) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (campaign, turn, exchange) DO UPDATE SET events_json = excluded.events_json, events_json_packed = excluded.events_json_packed`,
    r.campaign, r.turn, r.exchange, ...split(pack(r.eventsJson)));
  }

  listViewMemory(c: string, beforeTurn: number): ViewMemoryRow[] {
    return this.all('SELECT turn, exchange, events_json, events_json_packed FROM view_memory WHERE campaign = ? AND turn < ? ORDER BY turn, exchange', c, Math.min(beforeTurn, 2_147_483_647))
      .map((r) => ({ campaign: c, turn: Number(r.turn), exchange: Number(r.exchange), eventsJson: unpack(r.events_json) }));
  }

  journalWithoutMemory(c: string, beforeTurn: number): { turn: number; exchange: number; eventsJson: string }[] {
    return this.all(`SELECT j.turn, j.exchange, j.events_json, j.events_json_packed FROM journal j WHERE j.campaign = ? AND j.turn < ?
      AND NOT EXISTS (SELECT 1 FROM view_memory m WHERE m.campaign = j.campaign AND m.turn = j.turn AND m.exchange = j.exchange) ORDER BY j.turn, j.exchange`,
    c, Math.min(beforeTurn, 2_147_483_647)).map((r) => ({ turn: Number(r.turn), exchange: Number(r.exchange), eventsJson: unpack(r.events_json) }));
  }

  insertReport(r: ReportRow): void {
    // A turn stores a report for each side and format (and the umpire's): one multi-row INSERT.
    this.tx.write(REPORT_ROW, [r.campaign, r.turn, r.exchange, r.viewer, r.format, ...split(pack(r.body))], REPORT_ROWS);
  }

  getReport(c: string, turn: number, viewer: string, format: string, exchange?: number): ReportRow | null {
    const row = exchange === undefined
      ? this.one('SELECT * FROM reports WHERE campaign = ? AND turn = ? AND viewer = ? AND format = ? ORDER BY exchange DESC LIMIT 1', c, turn, viewer, format)
      : this.one('SELECT * FROM reports WHERE campaign = ? AND turn = ? AND exchange = ? AND viewer = ? AND format = ?', c, turn, exchange, viewer, format);
    return row ? report(row) : null;
  }

  listReports(c: string, turn?: number): ReportRow[] {
    const rows = turn === undefined
      ? this.all('SELECT * FROM reports WHERE campaign = ? ORDER BY turn, exchange, viewer, format', c)
      : this.all('SELECT * FROM reports WHERE campaign = ? AND turn = ? ORDER BY exchange, viewer, format', c, turn);
    return rows.map(report);
  }

  /** Paged as iterateJournal is, by the reports' primary key. */
  *iterateReports(c: string): IterableIterator<ReportRow> {
    let after: unknown[] = [-1, -1, '', ''];
    for (;;) {
      const rows = this.all(`SELECT * FROM reports WHERE campaign = ? AND (turn, exchange, viewer, format) > (?, ?, ?, ?)
        ORDER BY turn, exchange, viewer, format LIMIT ?`, c, ...after, PAGE);
      for (const r of rows) yield report(r);
      if (rows.length < PAGE) return;
      const last = rows.at(-1)!;
      after = [Number(last.turn), Number(last.exchange), String(last.viewer), String(last.format)];
    }
  }

  getCampaignMail(c: string): CampaignMailRow | null {
    const r = this.cachedOne(['campaign_mail'], 'SELECT * FROM campaign_mail WHERE campaign = ?', c);
    return r ? { campaign: String(r.campaign), secretKey: String(r.secret_key), pausedAt: (r.paused_at as string | null) ?? null } : null;
  }

  upsertCampaignMail(r: CampaignMailRow): void {
    this.write(`INSERT INTO campaign_mail (campaign, secret_key, paused_at) VALUES (?, ?, ?)
      ON CONFLICT (campaign) DO UPDATE SET secret_key = excluded.secret_key, paused_at = excluded.paused_at`, r.campaign, r.secretKey, r.pausedAt);
  }

  getPlayerMail(c: string, seat: string): PlayerMailRow {
    const r = this.cachedOne(['player_mail'], 'SELECT * FROM player_mail WHERE campaign = ? AND seat = ?', c, seat);
    if (!r) return { campaign: c, seat, generation: 1, misses: 0, abandoned: false, deliveryStatus: 'ok', deliveryNote: null };
    return {
      campaign: String(r.campaign), seat: String(r.seat), generation: Number(r.generation), misses: Number(r.misses),
      abandoned: Number(r.abandoned) === 1, deliveryStatus: String(r.delivery_status), deliveryNote: (r.delivery_note as string | null) ?? null,
    };
  }

  upsertPlayerMail(r: PlayerMailRow): void {
    this.write(`INSERT INTO player_mail (campaign, seat, generation, misses, abandoned, delivery_status, delivery_note) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (campaign, seat) DO UPDATE SET generation = excluded.generation, misses = excluded.misses, abandoned = excluded.abandoned,
      delivery_status = excluded.delivery_status, delivery_note = excluded.delivery_note`,
    r.campaign, r.seat, r.generation, r.misses, r.abandoned ? 1 : 0, r.deliveryStatus, r.deliveryNote);
  }

  insertInbound(r: Omit<InboundRow, 'id' | 'authenticated' | 'duplicateOf' | 'exchange'> & { readonly exchange?: number | null }): InboundRow {
    return inbound(this.one(`INSERT INTO inbound (dedupe_key, message_id, transport_id, received_at, size, raw, from_addr, campaign, seat, turn, exchange, status, code, detail, submission)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`, r.dedupeKey, r.messageId, r.transportId, r.receivedAt, r.size, r.raw, r.fromAddr, r.campaign, r.seat, r.turn,
    r.exchange ?? null, r.status, r.code, r.detail, r.submission)!);
  }

  seatSubmissionNumber(c: string, seat: string, sub: number): number {
    return Number(this.one('SELECT COUNT(*) AS n FROM submissions WHERE campaign = ? AND seat = ? AND id <= ?', c, seat, sub)!.n);
  }

  firstInbound(dedupeKey: string): InboundRow | null {
    const r = this.one("SELECT * FROM inbound WHERE dedupe_key = ? AND status <> 'duplicate' ORDER BY id LIMIT 1", dedupeKey);
    return r ? inbound(r) : null;
  }

  countRefusal(address: string, hour: string): { count: number; moderatorTold: boolean } {
    const r = this.one(`INSERT INTO refusal_counts (address, hour, count) VALUES (?, ?, 1)
      ON CONFLICT (address, hour) DO UPDATE SET count = refusal_counts.count + 1 RETURNING count, moderator_told`, address, hour)!;
    return { count: Number(r.count), moderatorTold: Number(r.moderator_told) === 1 };
  }

  markRefusalsTold(address: string, hour: string): void {
    this.write('UPDATE refusal_counts SET moderator_told = 1 WHERE address = ? AND hour = ?', address, hour);
  }

  listRefusalCounts(address?: string): { address: string; hour: string; count: number; moderatorTold: boolean }[] {
    const rows = address === undefined
      ? this.all('SELECT * FROM refusal_counts ORDER BY hour, address')
      : this.all('SELECT * FROM refusal_counts WHERE address = ? ORDER BY hour', address);
    return rows.map((r) => ({ address: String(r.address), hour: String(r.hour), count: Number(r.count), moderatorTold: Number(r.moderator_told) === 1 }));
  }

  updateInbound(id: number, p: Partial<Pick<InboundRow, 'fromAddr' | 'campaign' | 'seat' | 'turn' | 'exchange' | 'status' | 'code' | 'detail' | 'submission' | 'authenticated' | 'duplicateOf'>>): void {
    const keys = Object.keys(p).filter((k) => k in INBOUND_COLS);
    if (!keys.length) return;
    const values = keys.map((k) => { const v = (p as Record<string, unknown>)[k]; return typeof v === 'boolean' ? (v ? 1 : 0) : v ?? null; });
    // A decided row is no longer anyone's to work on: its claim ends with it.
    const release = p.status !== undefined && p.status !== 'received' ? ', claimed_by = NULL, claimed_until = NULL' : '';
    this.write(`UPDATE inbound SET ${keys.map((k) => `${INBOUND_COLS[k]} = ?`).join(', ')}${release} WHERE id = ?`, ...values, id);
  }

  listInbound(f: { campaign?: string; status?: InboundStatus } = {}): InboundRow[] {
    const where: string[] = [];
    const args: unknown[] = [];
    if (f.campaign !== undefined) { where.push('campaign = ?'); args.push(f.campaign); }
    if (f.status !== undefined) { where.push('status = ?'); args.push(f.status); }
    return this.all(`SELECT * FROM inbound ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`, ...args).map(inbound);
  }

  setSubmissionFinal(sub: number, final: boolean): void {
    this.write('INSERT INTO submission_flags (submission, final) VALUES (?, ?) ON CONFLICT (submission) DO UPDATE SET final = excluded.final', sub, final ? 1 : 0);
  }

  isSubmissionFinal(sub: number): boolean {
    const r = this.one('SELECT final FROM submission_flags WHERE submission = ?', sub);
    return !r || Number(r.final) === 1;
  }

  enqueueOutbox(r: Omit<OutboxRow, 'status' | 'attempts' | 'lastError' | 'sentAt' | 'exchange'> & { readonly exchange?: number | null }): boolean {
    const exchange = r.exchange !== undefined ? r.exchange : r.turn === null ? null : 1;
    return this.run(`INSERT INTO outbox (message_id, campaign, turn, exchange, kind, recipient, spec_json, spec_json_packed, created_at, status, attempts, next_attempt_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?) ON CONFLICT (message_id) DO NOTHING`,
    r.messageId, r.campaign, r.turn, exchange, r.kind, r.recipient, ...split(pack(r.specJson)), r.createdAt, r.nextAttemptAt) === 1;
  }

  getOutbox(id: string): OutboxRow | null {
    const r = this.one('SELECT * FROM outbox WHERE message_id = ?', id);
    return r ? outbox(r) : null;
  }

  dueOutbox(now: string, limit: number): OutboxRow[] {
    return this.all("SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY created_at, seq LIMIT ?", now, limit).map(outbox);
  }

  listOutbox(f: { campaign?: string; recipient?: string; kind?: string; status?: OutboxRow['status'] } = {}): OutboxRow[] {
    const where: string[] = [];
    const args: unknown[] = [];
    for (const k of ['campaign', 'recipient', 'kind', 'status'] as const) {
      if (f[k] !== undefined) { where.push(`${k} = ?`); args.push(f[k]); }
    }
    return this.all(`SELECT * FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at, seq`, ...args).map(outbox);
  }

  markOutboxSent(id: string, at: string): void {
    this.write("UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL, claimed_by = NULL, claimed_until = NULL WHERE message_id = ?", at, id);
  }

  markOutboxAttempt(id: string, error: string, next: string | null): void {
    if (next === null) this.write("UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, claimed_by = NULL, claimed_until = NULL WHERE message_id = ?", error, id);
    else this.write('UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_by = NULL, claimed_until = NULL WHERE message_id = ?', error, next, id);
  }

  requeueOutbox(id: string, at: string): void {
    this.write("UPDATE outbox SET status = 'pending', next_attempt_at = ?, sent_at = NULL WHERE message_id = ?", at, id);
  }

  getDeadline(c: string, turn: number, exchange = 1): DeadlineRow | null {
    const r = this.cachedOne(['deadlines'], 'SELECT * FROM deadlines WHERE campaign = ? AND turn = ? AND exchange = ?', c, turn, exchange);
    return r ? {
      campaign: String(r.campaign), turn: Number(r.turn), exchange: Number(r.exchange), timing: r.timing as DeadlineRow['timing'],
      openedAt: String(r.opened_at), dueAt: String(r.due_at),
    } : null;
  }

  upsertDeadline(r: DeadlineRow): void {
    this.write(`INSERT INTO deadlines (campaign, turn, exchange, timing, opened_at, due_at) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (campaign, turn, exchange) DO UPDATE SET timing = excluded.timing, opened_at = excluded.opened_at, due_at = excluded.due_at`,
    r.campaign, r.turn, r.exchange, r.timing, r.openedAt, r.dueAt);
  }

  logModerator(r: Omit<ModeratorLogRow, 'id'>): void {
    this.write('INSERT INTO moderator_log (at, campaign, actor, action, detail) VALUES (?, ?, ?, ?, ?)', r.at, r.campaign, r.actor, r.action, r.detail);
  }

  listModeratorLog(c: string): ModeratorLogRow[] {
    return this.all('SELECT * FROM moderator_log WHERE campaign = ? ORDER BY id', c).map((r) => ({
      id: Number(r.id), at: String(r.at), campaign: String(r.campaign), actor: String(r.actor), action: String(r.action), detail: String(r.detail),
    }));
  }

  getFairplay(c: string): FairplayRow | null {
    const r = this.cachedOne(['fairplay'], 'SELECT * FROM fairplay WHERE campaign = ?', c);
    return r ? {
      campaign: String(r.campaign), seedCommitment: String(r.seed_commitment), publicKey: String(r.public_key), privateKey: String(r.private_key),
      createdAt: String(r.created_at), revealedAt: (r.revealed_at as string | null) ?? null,
    } : null;
  }

  insertFairplay(r: FairplayRow): void {
    this.run('INSERT INTO fairplay (campaign, seed_commitment, public_key, private_key, created_at, revealed_at) VALUES (?, ?, ?, ?, ?, ?)',
      r.campaign, r.seedCommitment, r.publicKey, r.privateKey, r.createdAt, r.revealedAt);
  }

  markSeedRevealed(c: string, at: string): void {
    this.write('UPDATE fairplay SET revealed_at = COALESCE(revealed_at, ?) WHERE campaign = ?', at, c);
  }

  supersedeSubmission(sub: number, at: string, reason: string): void {
    this.write('INSERT INTO superseded_submissions (submission, at, reason) VALUES (?, ?, ?) ON CONFLICT (submission) DO NOTHING', sub, at, reason);
  }

  listSuperseded(c: string): SupersededRow[] {
    return this.all('SELECT x.* FROM superseded_submissions x JOIN submissions s ON s.id = x.submission WHERE s.campaign = ? ORDER BY x.submission', c)
      .map((r) => ({ submission: Number(r.submission), at: String(r.at), reason: String(r.reason) }));
  }

  deleteTurnsAfter(c: string, turn: number, exchange?: number): void {
    // Without an exchange every exchange of `turn` stays (a number above any exchange).
    const x = exchange ?? 2_147_483_647;
    for (const table of ['journal', 'reports', 'view_memory', 'deadlines']) {
      this.write(`DELETE FROM ${table} WHERE campaign = ? AND (turn > ? OR (turn = ? AND exchange > ?))`, c, turn, turn, x);
    }
  }

  insertNotice(r: Omit<NoticeRow, 'id'>): number {
    return Number(this.one('INSERT INTO fairplay_notices (campaign, turn, kind, seat, at, text, message_id) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
      r.campaign, r.turn, r.kind, r.seat, r.at, r.text, r.messageId)!.id);
  }

  listNotices(c: string): NoticeRow[] {
    return this.all('SELECT * FROM fairplay_notices WHERE campaign = ? ORDER BY id', c).map((r) => ({
      id: Number(r.id), campaign: String(r.campaign), turn: Number(r.turn), kind: String(r.kind), seat: (r.seat as string | null) ?? null,
      at: String(r.at), text: String(r.text), messageId: (r.message_id as string | null) ?? null,
    }));
  }

  insertDiceEpoch(r: DiceEpochRow): void {
    this.write(`INSERT INTO dice_epochs (campaign, epoch, from_turn, seed, nonce, fixed, statement_json, commitment, signature, created_at, revealed_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, r.campaign, r.epoch, r.fromTurn, r.seed, r.nonce, r.fixed ? 1 : 0, r.statementJson, r.commitment, r.signature, r.createdAt, r.revealedAt);
  }

  listDiceEpochs(c: string): DiceEpochRow[] {
    return this.all('SELECT * FROM dice_epochs WHERE campaign = ? ORDER BY epoch', c).map((r) => ({
      campaign: String(r.campaign), epoch: Number(r.epoch), fromTurn: Number(r.from_turn), seed: String(r.seed), nonce: String(r.nonce),
      fixed: Number(r.fixed) === 1, statementJson: String(r.statement_json), commitment: String(r.commitment), signature: String(r.signature),
      createdAt: String(r.created_at), revealedAt: (r.revealed_at as string | null) ?? null,
    }));
  }

  markDiceEpochRevealed(c: string, epoch: number, at: string): void {
    this.write('UPDATE dice_epochs SET revealed_at = COALESCE(revealed_at, ?) WHERE campaign = ? AND epoch = ?', at, c, epoch);
  }

  rekeyCampaign(c: string, seed: string, commitment: string): void {
    this.write('UPDATE campaigns SET seed = ? WHERE id = ?', seed, c);
    this.write('UPDATE fairplay SET seed_commitment = ?, revealed_at = NULL WHERE campaign = ?', commitment, c);
  }

  insertOpening(r: OpeningRow): void {
    this.write(`INSERT INTO openings (campaign, turn_key, seats_json, engine_version, data_version, setup_digest, digest_after, events_json)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, r.campaign, r.turnKey, r.seatsJson, r.engineVersion, r.dataVersion, r.setupDigest, r.digestAfter, r.eventsJson);
  }

  getOpening(c: string): OpeningRow | null {
    const r = this.one('SELECT * FROM openings WHERE campaign = ?', c);
    return r ? {
      campaign: String(r.campaign), turnKey: String(r.turn_key), seatsJson: String(r.seats_json), engineVersion: String(r.engine_version),
      dataVersion: String(r.data_version), setupDigest: String(r.setup_digest), digestAfter: String(r.digest_after), eventsJson: String(r.events_json),
    } : null;
  }

  claimCampaign(c: string): boolean { return this.claims.lock(`admiralty.campaign:${c}`); }
  releaseCampaign(c: string): void { this.claims.unlock(`admiralty.campaign:${c}`); }
  claimMail(key: string): boolean { return this.claims.lock(`admiralty.mail:${key}`); }
  releaseMail(key: string): void { this.claims.unlock(`admiralty.mail:${key}`); }
  claimOutbox(now: string, limit: number, owner: string, leaseUntil: string): OutboxRow[] { return this.claims.outbox(now, limit, owner, leaseUntil); }
  claimInbound(now: string, limit: number, owner: string, leaseUntil: string): InboundRow[] { return this.claims.inbound(now, limit, owner, leaseUntil); }

  exportRows(table: string, c: string): Row[] {
    const t = campaignTable(table);
    return this.all(`SELECT * FROM ${t.table} WHERE ${t.where} ORDER BY ${t.order.replace('$insertion', 'seq')}`, c).map(exportedRow);
  }

  importRows(table: string, rows: readonly Row[]): void {
    const t = campaignTable(table);
    for (const row of rows) {
      // A packed column's value goes to the text or the bytea twin by its form, so it reads back as it came.
      const r = unfold(t.table, row);
      const cols = Object.keys(r);
      this.write(`INSERT INTO ${t.table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`, ...cols.map((k) => r[k]));
    }
    // Ids given explicitly do not move the identity's sequence: move it past them, or the next
    // insert would be handed an id already taken.
    if (t.identity && rows.length) {
      this.one(`SELECT setval(pg_get_serial_sequence('${t.table}', '${t.identity}'), (SELECT MAX(${t.identity}) FROM ${t.table})) AS v`);
    }
    // The rows go in one message, but before this returns: a key clash is this call's (copy.ts names the table by it).
    this.tx.flush();
  }
}
