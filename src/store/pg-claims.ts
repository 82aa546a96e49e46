/**
 * Several daemons on one PostgreSQL store (issue 17 §4), what they take turns with: a campaign
 * or a mail is worked by the daemon whose connection holds its advisory lock (a session lock,
 * released by PostgreSQL when that connection ends, so a daemon killed at any moment frees it),
 * and outbox and inbound rows are claimed with `FOR UPDATE SKIP LOCKED` plus a lease, so two
 * daemons never take the same row.
 */
import { ANSWER_FIRST, answerRank } from './outbox-order.js';
import { inbound, outbox, type Row } from './rows.js';
import type { InboundRow, OutboxRow } from './types.js';

/**
 * A row's claim whose session is gone (claimed_by ends in `#pg<server pid>`, and no server process
 * of that id is alive): its daemon was killed or stopped with the mail in hand (issue 17 §4), and
 * another takes the row at once instead of waiting out the lease. A claim written without a
 * session (a build before this one) waits for its lease, as it always did.
 */
const CLAIMANT_GONE = `(claimed_by ~ '#pg[0-9]+$' AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = substring(claimed_by from '#pg([0-9]+)$')::int))`;

/** The store's query, `?` placeholders (pg-store.ts). */
export interface PgQuery {
  all(sql: string, ...args: unknown[]): Row[];
}

export class PgClaims {
  /** Names whose advisory lock this connection holds (a session lock is counted: take it once). */
  private readonly held = new Set<string>();

  /**
   * What this connection writes as a row's claimant: the daemon's name and this session's server
   * process id. A claim whose session has ended (its daemon killed, stopped, or cut off) is free at
   * once, not after its lease: the lease only bounds a holder that is alive but stuck.
   */
  private readonly session: string;

  constructor(private readonly q: PgQuery, backendPid: number) {
    this.session = `#pg${backendPid}`;
  }

  /** A session lock: PostgreSQL drops it when this connection ends, however the daemon ended. */
  lock(name: string): boolean {
    if (this.held.has(name)) return true;
    const ok = this.q.all('SELECT pg_try_advisory_lock(hashtextextended(?, 0)) AS ok', name)[0]!.ok === true;
    if (ok) this.held.add(name);
    return ok;
  }

  unlock(name: string): void {
    if (!this.held.delete(name)) return;
    this.q.all('SELECT pg_advisory_unlock(hashtextextended(?, 0)) AS ok', name);
  }

  /**
   * SKIP LOCKED: a row another daemon's claim is taking right now is passed over, not waited for;
   * the lease then keeps it that daemon's until it is sent (the mark clears it) or the lease lapses.
   */
  outbox(now: string, limit: number, owner: string, leaseUntil: string): OutboxRow[] {
    const me = owner + this.session;
    const rows = this.q.all(`UPDATE outbox o SET claimed_by = ?, claimed_until = ? FROM (
        SELECT message_id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?
          AND (claimed_until IS NULL OR claimed_until <= ? OR claimed_by = ? OR ${CLAIMANT_GONE})
        ORDER BY ${ANSWER_FIRST}, created_at, seq LIMIT ? FOR UPDATE SKIP LOCKED) due
      WHERE o.message_id = due.message_id RETURNING o.*`, me, leaseUntil, now, now, me, limit);
    // Answers to mail just received first (outbox-order.ts), then oldest first, as claimed.
    return rows.sort((a, b) => answerRank(String(a.kind)) - answerRank(String(b.kind))
      || (String(a.created_at) < String(b.created_at) ? -1 : String(a.created_at) > String(b.created_at) ? 1 : Number(a.seq) - Number(b.seq))).map(outbox);
  }

  inbound(now: string, limit: number, owner: string, leaseUntil: string): InboundRow[] {
    const me = owner + this.session;
    return this.q.all(`UPDATE inbound i SET claimed_by = ?, claimed_until = ? FROM (
        SELECT id FROM inbound WHERE status = 'received' AND (claimed_until IS NULL OR claimed_until <= ? OR claimed_by = ? OR ${CLAIMANT_GONE})
        ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED) due
      WHERE i.id = due.id RETURNING i.*`, me, leaseUntil, now, me, limit).sort((a, b) => Number(a.id) - Number(b.id)).map(inbound);
  }
}
