/** What both the moderator's and the players' pages show the same way: deadlines, submissions, receipts. */
import type { DaemonContext } from '../daemon/context.js';
import { currentDue, isPaused } from '../daemon/mailer.js';
import { deadlineDisplay } from '../daemon/deadlines.js';
import { formatReceipt, signReceipt } from '../fairplay/receipt.js';
import type { SubmissionRow } from '../store/types.js';

export interface DeadlineView {
  /** ISO instant: the browser shows it in the viewer's own zone (assets/local-time.js). */
  readonly iso: string;
  /** In the zone given (a player's), or UTC: what shows without the script. */
  readonly local: string;
  readonly utc: string;
  readonly paused: boolean;
}

/** The deadline of the campaign's pending turn, shown in `timeZone` (UTC when null); null when none is set. */
export function deadlineView(ctx: DaemonContext, campaign: string, turn: number, timeZone: string | null): DeadlineView | null {
  const due = currentDue(ctx, campaign, turn);
  if (due === null) return null;
  const shown = deadlineDisplay(due, timeZone);
  return { iso: new Date(due).toISOString(), local: shown.deadlineLocal, utc: shown.deadlineUtc, paused: isPaused(ctx, campaign) };
}

export interface SubmissionView {
  readonly id: number;
  readonly turn: number;
  readonly exchange: number;
  readonly receivedAt: string;
  readonly source: string;
  readonly valid: boolean;
  /** sha256 of the canonical orders: the receipt (valid orders only). */
  readonly digest: string | null;
  /** The signed receipt block the acknowledgement carried; null when invalid or the campaign has no key pair yet. */
  readonly receiptBlock: string | null;
  readonly diagnostics: number;
  readonly raw: string;
}

/**
 * A submission as the pages show it. The signed receipt is re-made from the store exactly as the
 * acknowledgement made it (Ed25519 is deterministic), only when the campaign's key pair exists:
 * signing must never create one, the pages write nothing.
 */
export function submissionView(ctx: DaemonContext, s: SubmissionRow): SubmissionView {
  const signable = s.valid && s.digest !== null && ctx.store.getFairplay(s.campaign) !== null;
  let diagnostics = 0;
  try { diagnostics = (JSON.parse(s.diagnosticsJson) as unknown[]).length; } catch { /* not a list: none counted */ }
  return {
    id: s.id, turn: s.turn, exchange: s.exchange, receivedAt: s.receivedAt, source: s.source, valid: s.valid, digest: s.digest,
    receiptBlock: signable ? formatReceipt(signReceipt(ctx.store, s)) : null, diagnostics, raw: s.raw,
  };
}
