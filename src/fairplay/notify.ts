/**
 * Telling players: every notice is recorded in the store (fairplay_notices); when the caller has
 * the mail daemon's outbox (the CLI builds a `Mailer` from src/daemon/mailer.ts), the mail is
 * queued in the same transaction and its Message-ID recorded with the notice.
 */
import type { Store } from '../store/types.js';

export interface Mailer {
  /** Queues a mail to a side's player; the Message-ID, or null (no address). */
  toPlayer(m: { campaign: string; side: string; turn: number; kind: string; discriminator: string; subject: string; text: string }): string | null;
  toModerator(m: { campaign: string; turn: number; kind: string; discriminator: string; subject: string; text: string }): string | null;
  /** Mails a side its stored report of a turn again. */
  report(campaign: string, side: string, turn: number, discriminator: string): string | null;
  /** Opens the deadline of a turn again (after a rollback), when the daemon serves the campaign. */
  reopenDeadline(campaign: string, turn: number): void;
}

export interface Notified {
  readonly side: string;
  readonly messageId: string | null;
}

export function notifyPlayers(store: Store, mailer: Mailer | null, n: { campaign: string; turn: number; kind: string; discriminator: string; subject: string; text: (side: string) => string; at: string }): Notified[] {
  const out: Notified[] = [];
  for (const p of store.listPlayers(n.campaign)) {
    const text = n.text(p.side);
    const messageId = mailer ? mailer.toPlayer({ campaign: n.campaign, side: p.side, turn: n.turn, kind: n.kind, discriminator: n.discriminator, subject: n.subject, text }) : null;
    store.insertNotice({ campaign: n.campaign, turn: n.turn, kind: n.kind, side: p.side, at: n.at, text, messageId });
    out.push({ side: p.side, messageId });
  }
  return out;
}
