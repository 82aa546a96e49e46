/**
 * SMTP outbound (nodemailer): the `MailOutbound` of `transport.ts` over a real SMTP server.
 *
 * The daemon composes every message in full (MailComposer, deterministic Message-ID) and keeps
 * the outbox in its store; this transport only hands one raw message to the next hop with an
 * explicit envelope, over a small connection pool, and says whether a failure is permanent
 * (SMTP 5xx: do not retry) or transient (4xx, connection refused, timeout: retry later).
 * No queue of its own: a failed send rejects, and the daemon's outbox retries with backoff.
 */
import type { ServerConfig } from './config.js';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailOutbound, OutgoingMail, TransportLog } from './transport.js';
import { SendError } from './transport.js';

export interface SmtpOutboundOptions {
  host: string;
  port: number;
  /** Implicit TLS (port 465). */
  secure?: boolean;
  /** Ignore STARTTLS even when offered (default true for loopback test servers; set false in production). */
  ignoreTls?: boolean;
  /** Require STARTTLS. */
  requireTls?: boolean;
  tls?: Record<string, unknown>;
  auth?: { user: string; pass: string };
  /** Pooled connections (default 2). */
  maxConnections?: number;
  /** Name announced in EHLO (default the host name). */
  name?: string;
  /** Socket timeouts in ms (default 15 s). */
  timeoutMs?: number;
  log?: TransportLog;
}

/** Error codes nodemailer uses for trouble reaching or talking to the server: always transient. */
const TRANSIENT_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EPROTOCOL', 'ETLS']);

/**
 * Classifies a nodemailer error: `permanent` for an SMTP 5xx reply (or an envelope nodemailer
 * itself refuses), transient for everything else (4xx, network, timeouts). Pure, for tests.
 */
export function classifySendError(err: unknown): { permanent: boolean; code?: string; responseCode?: number; message: string } {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : undefined;
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const message = typeof e.message === 'string' ? e.message : String(err);
  if (responseCode !== undefined) return { permanent: responseCode >= 500 && responseCode < 600, code, responseCode, message };
  if (code && TRANSIENT_CODES.has(code)) return { permanent: false, code, message };
  // An envelope nodemailer refuses before any SMTP exchange (no recipients, bad address).
  if (code === 'EENVELOPE') return { permanent: true, code, message };
  return { permanent: false, code, message };
}

/** A bare address fit for an SMTP envelope: no CR/LF, no angle brackets, no spaces. Pure. */
export function envelopeAddress(addr: string): string {
  const a = addr.trim();
  if (!/^[^\s<>()\[\],;:"\\]+@[^\s<>()\[\],;:"\\@]+$/.test(a)) throw new SendError(`not a bare address for the SMTP envelope: ${JSON.stringify(addr)}`, true, 'EADDRESS');
  return a;
}

export class SmtpOutbound implements MailOutbound {
  private readonly transporter: Transporter;
  private readonly log: TransportLog;
  readonly stats = { sent: 0, failed: 0 };

  constructor(private readonly opts: SmtpOutboundOptions) {
    this.log = opts.log ?? (() => {});
    const timeout = opts.timeoutMs ?? 15_000;
    this.transporter = nodemailer.createTransport({
      pool: true,
      host: opts.host,
      port: opts.port,
      secure: opts.secure ?? false,
      ignoreTLS: opts.ignoreTls ?? !opts.requireTls,
      requireTLS: opts.requireTls ?? false,
      tls: opts.tls,
      auth: opts.auth,
      name: opts.name,
      maxConnections: opts.maxConnections ?? 2,
      maxMessages: 500,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout * 2,
      logger: false,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const from = envelopeAddress(mail.from);
    const to = envelopeAddress(mail.to);
    try {
      const info = await this.transporter.sendMail({ envelope: { from, to: [to] }, raw: mail.raw });
      const rejected = (info.rejected ?? []) as unknown[];
      if (rejected.length > 0) throw Object.assign(new Error(`recipient refused: ${to}`), { code: 'EENVELOPE', responseCode: 550 });
      this.stats.sent++;
    } catch (err) {
      this.stats.failed++;
      if (err instanceof SendError) throw err;
      const c = classifySendError(err);
      this.log(c.permanent ? 'error' : 'warn', 'smtp send failed', {
        messageId: mail.messageId,
        to,
        permanent: c.permanent,
        code: c.code,
        responseCode: c.responseCode,
        error: c.message,
      });
      throw new SendError(c.message, c.permanent, c.code ?? (c.responseCode !== undefined ? String(c.responseCode) : undefined));
    }
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

export function createSmtpOutbound(opts: SmtpOutboundOptions): SmtpOutbound {
  return new SmtpOutbound(opts);
}

/** The server block of the daemon's config (`schemas/config.schema.json#/definitions/server`). */
export type SmtpServerSettings = ServerConfig;

/**
 * Builds the outbound from the config's `mail.smtp` block. An empty password means no SMTP AUTH
 * (a trusted relay on loopback, as in the test stack).
 */
export function smtpOutboundFromConfig(server: SmtpServerSettings, extra: Pick<SmtpOutboundOptions, 'log' | 'maxConnections' | 'timeoutMs' | 'tls' | 'name'> = {}): SmtpOutbound {
  return new SmtpOutbound({
    ...extra,
    host: server.host,
    port: server.port,
    secure: server.secure,
    requireTls: server.starttls === true,
    ignoreTls: server.starttls === false || server.starttls === undefined,
    auth: server.password ? { user: server.user, pass: server.password } : undefined,
  });
}
