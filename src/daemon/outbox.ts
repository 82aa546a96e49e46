/**
 * The sender: delivers pending outbox mail through a MailOutbound, one at a time: the answers to
 * mail just received first, then the rest, each oldest first (src/store/outbox-order.ts).
 * Success is recorded after the transport accepted the message; a failure is retried with
 * exponential backoff (30 s doubling, capped at 1 h) up to `maxAttempts`, and a permanent failure
 * (SendError.permanent) stops at once and marks the recipient's delivery status. A crash between
 * the transport's acceptance and the record means one more send of the same bytes with the same
 * Message-ID (the local transport drops it as a duplicate; over SMTP it is the one duplicate
 * window that remains).
 */
import { hostname } from 'node:os';
import { compose, type MailSpec } from '../mail/compose.js';
import { SendError, type MailOutbound } from '../mail/transport.js';
import type { DaemonContext } from './context.js';
import type { OutboxRow } from '../store/types.js';

export interface SenderOptions {
  readonly maxAttempts?: number; readonly baseDelayMs?: number; readonly maxDelayMs?: number; readonly batch?: number;
  /** How long claimed mail stays this sender's without being marked (default LEASE_MS). */
  readonly leaseMs?: number;
  /** Who claims (each Daemon names itself: two in one process are two senders); default this process. */
  readonly owner?: string;
}

/**
 * A claim outlives the send it covers: a send is bounded by the transport's timeouts and shutdown's
 * `shutdownMs`, far below this; the mail in hand of a daemon killed mid-send goes after it.
 */
export const LEASE_MS = 10 * 60_000;

/** Who claims when the caller does not say: this process on this machine. */
const SENDER = `${hostname()}:${process.pid}`;

export function backoffMs(attempts: number, o: SenderOptions = {}): number {
  return Math.min((o.baseDelayMs ?? 30_000) * 2 ** Math.max(0, attempts - 1), o.maxDelayMs ?? 3600_000);
}

/**
 * Sends what is due now; returns how many were sent. Stops between mails when `signal` aborts:
 * the mail in hand finishes, the rest (a turn's reports, say) stay pending for the next start.
 */
export async function flushOutbox(ctx: DaemonContext, out: MailOutbound, o: SenderOptions = {}, signal?: AbortSignal): Promise<number> {
  let sent = 0;
  const tried = new Set<string>();
  for (let n = 0; n < (o.batch ?? 100); n++) {
    if (signal?.aborted) break;
    // Claimed one at a time, not read as a batch (issue 17 §4): another daemon on the same
    // PostgreSQL store passes over the row until it is marked or its lease lapses, and a daemon
    // stopped or killed strands at most the one mail in hand until then.
    const now = ctx.clock.now();
    const [row] = ctx.store.claimOutbox(now.toISOString(), 1, o.owner ?? SENDER, new Date(now.getTime() + (o.leaseMs ?? LEASE_MS)).toISOString());
    // A mail tried once in this pass (its retry already due again: a short backoff) waits for the next.
    if (!row || tried.has(row.messageId)) break;
    tried.add(row.messageId);
    try {
      // Read inside the try: a row that cannot be read is a failed attempt of its own (retried,
      // then given up), not an error that stops every later mail of every tick behind it.
      const spec = readSpec(row);
      const raw = await compose(spec, ctx.config.referee);
      // Composing a long report takes a while on a busy machine: a signal that came meanwhile
      // stops the mailing here too, before the transport has the mail (issue 9 item 13). The
      // row stays pending and goes, with the same Message-ID, on the next start.
      if (signal?.aborted) break;
      await out.send({ messageId: row.messageId, from: ctx.config.referee, to: row.recipient, raw });
      ctx.store.markOutboxSent(row.messageId, ctx.clock.now().toISOString());
      ctx.log.log('info', `sent ${row.kind} to ${row.recipient}`, { campaign: row.campaign ?? undefined, turn: row.turn ?? undefined, messageId: row.messageId });
      sent++;
    } catch (e) {
      const err = e as Error;
      const attempts = row.attempts + 1;
      const permanent = e instanceof SendError && e.permanent;
      const giveUp = permanent || attempts >= (o.maxAttempts ?? 12);
      const next = giveUp ? null : new Date(ctx.clock.now().getTime() + backoffMs(attempts, o)).toISOString();
      ctx.store.transaction(() => {
        ctx.store.markOutboxAttempt(row.messageId, err.message.slice(0, 500), next);
        if (giveUp && row.campaign) {
          for (const p of ctx.store.listPlayers(row.campaign)) {
            if (p.email !== row.recipient) continue;
            const pm = ctx.store.getPlayerMail(row.campaign, p.seat);
            ctx.store.upsertPlayerMail({ ...pm, deliveryStatus: 'failed', deliveryNote: err.message.slice(0, 200) });
          }
        }
      });
      ctx.log.log(giveUp ? 'error' : 'warn', `send failed${giveUp ? ', giving up' : `, retry at ${next}`}: ${err.message}`, { campaign: row.campaign ?? undefined, turn: row.turn ?? undefined, messageId: row.messageId, attempts });
    }
  }
  return sent;
}

/**
 * A row's mail as queued. A row that does not hold one says what it held instead, so the log and
 * the row's last error show where it went wrong (a claimed PostgreSQL row once came back without
 * its spec in a CI run: the bridge had handed the claim another statement's rows, pg-bridge.ts).
 */
function readSpec(row: OutboxRow): MailSpec {
  try {
    return JSON.parse(row.specJson) as MailSpec;
  } catch (e) {
    const held = typeof row.specJson === 'string' ? `${row.specJson.length} characters beginning ${JSON.stringify(row.specJson.slice(0, 40))}` : typeof row.specJson;
    throw new Error(`the queued mail ${row.messageId} (${row.kind} to ${row.recipient}) cannot be read: ${(e as Error).message}; the row holds ${held}`);
  }
}
