/**
 * What the moderator's pages show (issue 12 §2), read from the store: each campaign's turn,
 * deadline, which seats have sent orders (with receipts), mail delivery, the quarantine, and the
 * archive of turns with every viewer's report and whether each turn replays to its digest.
 */
import type { DaemonContext } from '../daemon/context.js';
import { pendingAsk } from '../daemon/exchange.js';
import type { InboundRow, OutboxRow } from '../store/types.js';
import { deadlineView, submissionView, type DeadlineView, type SubmissionView } from './common.js';
import type { ModeratorAccess } from './access.js';
import { replayStatus } from './replay-status.js';

export interface SeatStatus {
  readonly seat: string;
  readonly name: string;
  readonly email: string | null;
  readonly referee: boolean;
  /** The pending exchange asks this seat for orders. */
  readonly asked: boolean;
  /** The valid orders on file for the pending turn (last valid wins), with their receipt. */
  readonly orders: SubmissionView | null;
  readonly delivery: string;
  readonly deliveryNote: string | null;
  readonly misses: number;
  readonly abandoned: boolean;
}

export interface CampaignSummary {
  readonly id: string;
  readonly scenario: string;
  readonly status: string;
  readonly turn: number;
  readonly exchange: number;
  readonly deadline: DeadlineView | null;
  readonly seats: readonly SeatStatus[];
  readonly ordersIn: number;
  readonly asked: number;
  readonly outbox: { readonly pending: number; readonly failed: number; readonly sent: number };
}

export function campaignSummary(ctx: DaemonContext, id: string): CampaignSummary {
  const row = ctx.store.getCampaign(id)!;
  let askedSeats: readonly string[] = [];
  try { askedSeats = pendingAsk(ctx, id).asked; } catch { /* an unknown game: no seat is shown as asked */ }
  const seats = ctx.store.listPlayers(id).map((p): SeatStatus => {
    const sub = row.status === 'over' ? null : ctx.store.latestValidSubmission(id, p.seat, row.turn, row.exchange);
    const pm = ctx.store.getPlayerMail(id, p.seat);
    return {
      seat: p.seat, name: p.name, email: p.email, referee: p.mode === 'referee', asked: askedSeats.includes(p.seat),
      orders: sub ? submissionView(ctx, sub) : null,
      delivery: pm.deliveryStatus, deliveryNote: pm.deliveryNote, misses: pm.misses, abandoned: pm.abandoned,
    };
  });
  const out = ctx.store.listOutbox({ campaign: id });
  return {
    id, scenario: `${row.game}/${row.scenario}`, status: row.status, turn: row.turn, exchange: row.exchange,
    deadline: row.status === 'over' ? null : deadlineView(ctx, id, row.turn, null),
    seats, ordersIn: seats.filter((s) => s.asked && s.orders).length, asked: seats.filter((s) => s.asked).length,
    outbox: { pending: out.filter((o) => o.status === 'pending').length, failed: out.filter((o) => o.status === 'failed').length, sent: out.filter((o) => o.status === 'sent').length },
  };
}

export interface InboundView {
  readonly id: number;
  readonly receivedAt: string;
  readonly from: string | null;
  readonly campaign: string | null;
  readonly code: string | null;
  readonly detail: string | null;
  readonly size: number;
}

function inboundView(r: InboundRow): InboundView {
  return { id: r.id, receivedAt: r.receivedAt, from: r.fromAddr, campaign: r.campaign, code: r.code, detail: r.detail, size: r.size };
}

/**
 * Mail that reached the referee's address but belongs to no campaign (an unknown sender, a bounce
 * that names no player) is shown to every moderator: it may be a player writing from another
 * address, and only a moderator can tell. Mail of another moderator's campaign is not shown.
 */
function visible(access: ModeratorAccess, r: InboundRow): boolean {
  return r.campaign === null || access.campaigns.includes(r.campaign);
}

/** Quarantined mail, newest first. */
export function quarantine(ctx: DaemonContext, access: ModeratorAccess): InboundView[] {
  return ctx.store.listInbound({ status: 'quarantined' }).filter((r) => visible(access, r)).reverse().map(inboundView);
}

/** Bounces and delivery reports received (ML4042), newest first. */
export function bounces(ctx: DaemonContext, access: ModeratorAccess): InboundView[] {
  return ctx.store.listInbound({ status: 'rejected' }).filter((r) => r.code === 'ML4042' && visible(access, r)).reverse().map(inboundView);
}

/** One quarantined mail as received, when this moderator may read it. */
export function quarantinedMail(ctx: DaemonContext, access: ModeratorAccess, id: number): { view: InboundView; text: string } | null {
  const r = ctx.store.listInbound({ status: 'quarantined' }).find((x) => x.id === id);
  if (!r || !visible(access, r)) return null;
  return { view: inboundView(r), text: r.raw.toString('utf8') };
}

export interface OutboxView {
  readonly createdAt: string;
  readonly kind: string;
  readonly recipient: string;
  readonly turn: number | null;
  readonly status: string;
  readonly attempts: number;
  readonly nextAttemptAt: string | null;
  readonly sentAt: string | null;
  readonly lastError: string | null;
}

/** The campaign's outgoing mail, newest first, at most `limit` rows. */
export function outbox(ctx: DaemonContext, campaign: string, limit = 100): OutboxView[] {
  const rows: OutboxRow[] = ctx.store.listOutbox({ campaign });
  return rows.slice().sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit).map((o) => ({
    createdAt: o.createdAt, kind: o.kind, recipient: o.recipient, turn: o.turn, status: o.status, attempts: o.attempts,
    nextAttemptAt: o.status === 'pending' ? o.nextAttemptAt : null, sentAt: o.sentAt, lastError: o.lastError,
  }));
}

export interface TurnArchive {
  readonly turn: number;
  readonly exchange: number;
  readonly resolvedAt: string | null;
  readonly digest: string;
  /** 'ok', 'differs: <why>', or 'not replayed' (after the first turn that differs). */
  readonly replay: string;
  readonly replayOk: boolean;
}

/** Every journalled exchange with its replay verdict; turn 0 is the opening briefing. */
export function archive(ctx: DaemonContext, campaign: string): { turns: TurnArchive[]; replayError: string | null } {
  const status = replayStatus(ctx.store, campaign);
  const verdicts = new Map<string, { ok: boolean; note?: string }>();
  if (status.ok) {
    if (status.result.opening) verdicts.set('0.0', status.result.opening);
    for (const t of status.result.turns) verdicts.set(`${t.turn}.${t.exchange ?? 1}`, t);
  }
  const verdict = (k: string): { replay: string; replayOk: boolean } => {
    const v = verdicts.get(k);
    if (!v) return { replay: 'not replayed', replayOk: false };
    return v.ok ? { replay: 'ok', replayOk: true } : { replay: `differs: ${v.note ?? 'digest differs'}`, replayOk: false };
  };
  const turns: TurnArchive[] = [];
  const opening = ctx.store.getOpening(campaign);
  if (opening) turns.push({ turn: 0, exchange: 0, resolvedAt: null, digest: opening.digestAfter, ...verdict('0.0') });
  for (const j of ctx.store.listJournalEvents(campaign)) {
    const row = ctx.store.getJournal(campaign, j.turn, j.exchange)!;
    turns.push({ turn: j.turn, exchange: j.exchange, resolvedAt: row.resolvedAt, digest: row.digestAfter, ...verdict(`${j.turn}.${j.exchange}`) });
  }
  return { turns, replayError: status.ok ? null : status.error };
}

export interface ReportView { readonly viewer: string; readonly body: string }

/** Every viewer's text report after `turn` (its last exchange), the umpire's last. */
export function turnReports(ctx: DaemonContext, campaign: string, turn: number): ReportView[] {
  const viewers = [...new Set(ctx.store.listReports(campaign, turn).filter((r) => r.format === 'text').map((r) => r.viewer))];
  viewers.sort((a, b) => (a === 'umpire' ? 1 : b === 'umpire' ? -1 : a.localeCompare(b)));
  return viewers.map((viewer) => ({ viewer, body: ctx.store.getReport(campaign, turn, viewer, 'text')!.body }));
}

/** The submissions received for `turn`, every seat, oldest first. */
export function turnSubmissions(ctx: DaemonContext, campaign: string, turn: number): (SubmissionView & { seat: string })[] {
  return ctx.store.listSubmissions(campaign, turn).map((s) => ({ ...submissionView(ctx, s), seat: s.seat }));
}
