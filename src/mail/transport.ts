/**
 * The seam between the mail daemon and whatever carries mail. The daemon's whole pipeline
 * (intake → store → replies → outbox) runs against these two small interfaces; transports only
 * move bytes. Two implementations:
 *
 * - `local-transport.ts` (embedded default): `.eml` files in `<home>/mail/inbox/`, outgoing mail
 *   written to `<home>/mail/outbox/<recipient>/`.
 * - IMAP (imapflow) intake and SMTP (nodemailer) outbound, built by the mail-stack work.
 *
 * Contract for implementers:
 * - `MailIntake.run` calls `handle` for each new message, ONE AT A TIME (await each call), and
 *   files the message by its result only after `handle` resolved: the daemon has then stored the
 *   raw message in its store (in one transaction with everything it caused), so filing it
 *   (IMAP: move to Processed/Rejected/Quarantine, or flag \Seen) may be lost in a crash — the
 *   message is then offered again and the daemon recognises it (same Message-ID and content
 *   hash) and does nothing new. If `handle` throws, leave the message where it is and offer it
 *   again later (after a backoff). `id` needs only be unique within the transport (IMAP: the
 *   UIDVALIDITY and UID; local: the file name); the daemon dedupes on content, not on `id`.
 * - `run` resolves once `signal` is aborted and any `handle` in flight has finished; it must not
 *   reject for transient failures (reconnect with backoff, report through `onError`); it rejects
 *   only on a configuration error it cannot recover from (e.g. authentication refused).
 * - `MailOutbound.send` delivers one fully composed message (raw RFC 822 bytes composed by the
 *   daemon with nodemailer's MailComposer, Message-ID already set and deterministic). It
 *   resolves once the next hop accepted it (SMTP 250) and rejects otherwise; a rejection with
 *   `permanent: true` (SMTP 5xx) is not retried. The daemon records the outcome; the transport
 *   keeps no queue of its own. Envelope sender and recipient are `from` and `to`.
 */

/** One message as received: the raw bytes, untouched. */
export interface InboundMessage {
  /** Transport-unique id, for logs and filing (IMAP UID, file name). */
  readonly id: string;
  /** The whole message, RFC 822 bytes as delivered. */
  readonly raw: Buffer;
  /**
   * More messages of the same fetch follow at once (the transport has them in hand). A receiver
   * may hold back work that can wait for the batch's end: the daemon sends each acknowledgement
   * at once but runs a turn its orders completed only after the batch, so six orders that
   * arrive together are not acknowledged behind a turn's resolution (issue 17).
   */
  readonly more?: boolean;
}

/** Where the transport files a message once the daemon has dealt with it. */
export type Disposition = 'processed' | 'rejected' | 'quarantined';

export interface MailIntake {
  /** Calls handle for each new message, one at a time; resolves when `signal` aborts. */
  run(handle: (m: InboundMessage) => Promise<Disposition>, signal: AbortSignal): Promise<void>;
}

/** One outgoing message, composed in full by the daemon. */
export interface OutgoingMail {
  /** The Message-ID header's value, with angle brackets, e.g. `<med.3.report.ab12cd@game.test>`. */
  readonly messageId: string;
  /** Envelope sender (MAIL FROM), a bare address. */
  readonly from: string;
  /** Envelope recipient (RCPT TO), a bare address. */
  readonly to: string;
  /** Full RFC 822 message built with nodemailer's MailComposer. */
  readonly raw: Buffer;
}

export interface MailOutbound {
  /** Delivers one message to the next hop; rejects on failure (see `SendError`). */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** A failed send. `permanent` (e.g. SMTP 5xx, a malformed address) stops retries. */
export class SendError extends Error {
  constructor(message: string, readonly permanent: boolean, readonly code?: string) {
    super(message);
    this.name = 'SendError';
  }
}

/** Where a transport reports trouble it recovers from (lost connection, retry …). */
export type TransportLog = (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void;
