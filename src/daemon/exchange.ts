/**
 * The exchange the daemon waits on (seam §2): the campaign's pending exchange, whom it asks, and
 * its deadline row. Deadlines, reminders, misses and early runs all follow this one answer, so
 * a seat the exchange does not ask is neither reminded, nor waited for, nor counted as missing.
 */
import type { ExchangeSpec } from '../kernel/ask.js';
import { adapterFor, requireCampaign, requireCampaignHead } from '../pipeline/campaign.js';
import { askedSeats, pendingSpec } from '../pipeline/pending.js';
import type { DeadlineRow } from '../store/types.js';
import type { DaemonContext } from './context.js';

export interface PendingAsk {
  readonly turn: number;
  /** The exchange's number within the turn (1 for every GWAS turn). */
  readonly exchange: number;
  /** null once the game is over. */
  readonly spec: ExchangeSpec | null;
  /** The asked seats, in the game's seat order (GWAS: both sides, in the order mail always went). */
  readonly asked: readonly string[];
}

export function pendingAsk(ctx: DaemonContext, campaign: string): PendingAsk {
  const row = requireCampaignHead(ctx.store, campaign);
  const adapter = adapterFor(row.game);
  // The state is parsed only for a store that has no pending exchange recorded (pendingSpec):
  // this runs on every tick and every mail, and a GWAS state is large.
  const spec = pendingSpec(adapter, row, row.pendingJson === null ? JSON.parse(requireCampaign(ctx.store, campaign).stateJson) : null);
  const asked = new Set(spec ? askedSeats(spec) : []);
  return { turn: row.turn, exchange: row.exchange, spec, asked: adapter.sides.filter((s) => asked.has(s)) };
}

/** The deadline of the exchange pending in `turn`; of exchange 1 for any other turn. */
export function deadlineOf(ctx: DaemonContext, campaign: string, turn: number): DeadlineRow | null {
  const row = ctx.store.getCampaignHead(campaign);
  return ctx.store.getDeadline(campaign, turn, row && row.turn === turn ? row.exchange : 1);
}

/**
 * What a mail calls the exchange a seat answers: "turn 3" for a turn's first exchange (every GWAS
 * mail reads as it always did), else the game's label for it ("turn 1 challenge").
 */
export function exchangeName(p: Pick<PendingAsk, 'turn' | 'exchange' | 'spec'>): string {
  return p.exchange > 1 && p.spec ? p.spec.label : `turn ${p.turn}`;
}
