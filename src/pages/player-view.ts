/**
 * What a player's pages show (issue 12 §2): his campaign's turn and deadline in his zone, his own
 * submissions with their receipts, and his side's reports turn by turn. Nothing here reads
 * another seat's rows: submissions are filtered by his seat and reports by his side (reports are
 * per side, src/pipeline/campaign.ts), so whether the enemy has sent orders never shows.
 */
import type { DaemonContext } from '../daemon/context.js';
import { deadlineView, submissionView, type DeadlineView, type SubmissionView } from './common.js';
import type { PlayerAccess } from './access.js';

export interface PlayerHome {
  readonly campaign: string;
  readonly scenario: string;
  readonly status: string;
  readonly turn: number;
  readonly seat: string;
  readonly side: string;
  readonly name: string;
  readonly timeZone: string;
  readonly deadline: DeadlineView | null;
  /** His valid orders on file for the pending turn (last valid wins). */
  readonly ordersIn: SubmissionView | null;
  /** Every submission of his, newest first. */
  readonly submissions: readonly SubmissionView[];
  /** Turns with a report for his side, newest first (0: the opening briefing). */
  readonly reportTurns: readonly number[];
}

export function playerHome(ctx: DaemonContext, a: PlayerAccess): PlayerHome {
  const row = ctx.store.getCampaign(a.campaign)!;
  const p = a.player;
  const mine = ctx.store.listSubmissions(a.campaign).filter((s) => s.seat === p.seat);
  const current = row.status === 'over' ? null : ctx.store.latestValidSubmission(a.campaign, p.seat, row.turn, row.exchange);
  return {
    campaign: a.campaign, scenario: `${row.game}/${row.scenario}`, status: row.status, turn: row.turn, seat: p.seat, side: p.side, name: p.name,
    timeZone: p.timeZone ?? 'UTC',
    deadline: row.status === 'over' ? null : deadlineView(ctx, a.campaign, row.turn, p.timeZone),
    ordersIn: current ? submissionView(ctx, current) : null,
    submissions: mine.reverse().map((s) => submissionView(ctx, s)),
    reportTurns: reportTurns(ctx, a),
  };
}

function reportTurns(ctx: DaemonContext, a: PlayerAccess): number[] {
  const turns = new Set(ctx.store.listReports(a.campaign).filter((r) => r.viewer === a.player.side && r.format === 'text').map((r) => r.turn));
  return [...turns].sort((x, y) => y - x);
}

/** His side's text report after `turn` (its last exchange); null when there is none. */
export function playerReport(ctx: DaemonContext, a: PlayerAccess, turn: number): string | null {
  return ctx.store.getReport(a.campaign, turn, a.player.side, 'text')?.body ?? null;
}
