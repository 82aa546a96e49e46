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
    // Each seat is told on its own (a one-seat side's seat id is the side id, seam rule 2).
    const text = n.text(p.seat);
    const messageId = mailer ? mailer.toPlayer({ campaign: n.campaign, side: p.seat, turn: n.turn, kind: n.kind, discriminator: n.discriminator, subject: n.subject, text }) : null;
    store.insertNotice({ campaign: n.campaign, turn: n.turn, kind: n.kind, seat: p.seat, at: n.at, text, messageId });
    out.push({ side: p.seat, messageId });
  }
  return out;
}
