/**
 * IMAP intake (imapflow): the `MailIntake` of `transport.ts` over a real mailbox.
 *
 * - Watches one mailbox (INBOX). A poll timer asks the server every `pollIntervalMs` (a NOOP,
 *   whose answer carries the new EXISTS count, then a drain only when there is mail). Between
 *   polls the session IDLEs only when the poll is slow (`pollIntervalMs` ≥ IDLE_POLL_FLOOR_MS):
 *   Dovecot sends an IDLE notice 0.5 s after the mailbox changed (a compiled-in delay), so a
 *   poller asking every 100 ms hears of new mail first anyway, and IDLE between its NOOPs only
 *   adds a DONE round trip before each one (issue 17: acknowledgement p95 ≤ 0.5 s). imapflow
 *   enters IDLE only after `autoIdleDelay` of inactivity (default 15 s): for a slow poll we set
 *   it short (50 ms) or new mail would be seen 15 s late.
 * - Every mailbox operation runs under imapflow's mailbox lock:
 *   `const lock = await client.getMailboxLock('INBOX'); try { … } finally { lock.release(); }`.
 * - A message is offered to `handle` with its raw source; it is filed (moved to Processed,
 *   Rejected or Quarantine, created on connect) only AFTER `handle` resolved: the daemon has then
 *   stored it. A crash in between re-offers it and the daemon dedupes by content. If `handle`
 *   throws, the message stays in INBOX and is offered again after a backoff.
 * - Some imapflow commands answer `false` instead of throwing (fetchOne, messageMove …):
 *   every such result is checked, and a `false` counts as a broken session (reconnect).
 * - On a lost connection: reconnect with exponential backoff. Only an authentication failure on
 *   the very first connection rejects `run` (a configuration error).
 *
 * The loop is written against `ImapClientLike`, the few methods of `ImapFlow` we use, so it is
 * unit-tested with a fake client (tests/mail-imap-intake.test.ts); the pure helpers below are
 * tested with plain data.
 */
import type { ServerConfig } from './config.js';
import { ImapFlow } from 'imapflow';
import type { Disposition, InboundMessage, MailIntake, TransportLog } from './transport.js';

export interface ImapIntakeOptions {
  host: string;
  port: number;
  /** Implicit TLS (port 993). */
  secure?: boolean;
  /** Use STARTTLS when offered (default false: loopback test servers offer none). */
  startTls?: boolean;
  /** Extra TLS options (e.g. `{ ca }` for a self-signed server certificate). */
  tls?: Record<string, unknown>;
  user: string;
  pass: string;
  /** The watched mailbox (default INBOX). */
  mailbox?: string;
  /** Folder names per disposition (created when missing). */
  folders?: Partial<Record<Disposition, string>>;
  /** Idle delay after the last command before imapflow enters IDLE (default 50 ms when the poll
   *  is slow: mail that arrives before IDLE starts is only announced once it does; no IDLE at all
   *  when `pollIntervalMs` < IDLE_POLL_FLOOR_MS). */
  idleDelayMs?: number;
  /** Ask the server for new mail (NOOP, then drain) at least this often, IDLE or not (default 30 s;
   *  the daemon passes its config's `pollMs`). */
  pollIntervalMs?: number;
  /** Reconnect backoff (default 250 ms doubling to 10 s). */
  backoff?: Partial<BackoffPolicy>;
  /** How long a message whose `handle` threw waits before it is offered again (default 5 s). */
  retryAfterMs?: number;
  /** At most this many messages or bytes fetched at once (default 100, 16 MiB). */
  batch?: Partial<BatchLimits>;
  log?: TransportLog;
}

/**
 * A poll this frequent or more makes IDLE pointless between NOOPs: Dovecot, the server we test
 * against and the commonest on hosts, holds IDLE notices back 0.5 s; other servers that push at
 * once save at most one poll interval.
 */
export const IDLE_POLL_FLOOR_MS = 1000;

/** imapflow's autoIdleDelay when the session should not IDLE (a day: setTimeout's range). */
const NEVER_IDLE_MS = 86_400_000;

/** imapflow's autoIdleDelay: short for a slow poll, never for a fast one (see IDLE_POLL_FLOOR_MS). */
export function autoIdleDelay(pollIntervalMs: number, idleDelayMs?: number): number {
  return pollIntervalMs < IDLE_POLL_FLOOR_MS ? NEVER_IDLE_MS : idleDelayMs ?? 50;
}

export const DEFAULT_FOLDERS: Readonly<Record<Disposition, string>> = {
  processed: 'Processed',
  rejected: 'Rejected',
  quarantined: 'Quarantine',
};

// ---------------------------------------------------------------------------------------------
// Pure helpers (no sockets).

export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
  factor: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 250, maxMs: 10_000, factor: 2 };

/** Delay before reconnect attempt `attempt` (0-based), capped; `jitter` in [0, 1) adds up to 20 %. */
export function backoffDelay(attempt: number, policy: BackoffPolicy = DEFAULT_BACKOFF, jitter = 0): number {
  const base = Math.min(policy.maxMs, policy.initialMs * policy.factor ** Math.max(0, attempt));
  return Math.round(Math.min(policy.maxMs, base * (1 + 0.2 * jitter)));
}

export interface BatchLimits {
  maxMessages: number;
  maxBytes: number;
}

/** The intake's own poll when its caller names none (the daemon always passes mail.pollMs: config.ts). */
export const INTAKE_DEFAULT_POLL_MS = 30_000;

export const DEFAULT_BATCH: BatchLimits = { maxMessages: 100, maxBytes: 16 * 1024 * 1024 };

/**
 * Splits messages (uid, size), in UID order, into fetch batches of at most `maxMessages` and
 * `maxBytes` (a single message larger than `maxBytes` forms a batch of its own).
 */
export function planBatches(items: ReadonlyArray<{ uid: number; size: number }>, limits: BatchLimits = DEFAULT_BATCH): number[][] {
  const sorted = [...items].sort((a, b) => a.uid - b.uid);
  const batches: number[][] = [];
  let cur: number[] = [];
  let bytes = 0;
  for (const { uid, size } of sorted) {
    if (cur.length > 0 && (cur.length >= limits.maxMessages || bytes + size > limits.maxBytes)) {
      batches.push(cur);
      cur = [];
      bytes = 0;
    }
    cur.push(uid);
    bytes += size;
  }
  if (cur.length > 0) batches.push(cur);
  return batches;
}

/** A UID set in IMAP syntax, consecutive runs compressed: [1,2,3,7,9,10] → "1:3,7,9:10". */
export function uidSet(uids: ReadonlyArray<number>): string {
  const sorted = [...new Set(uids)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}:${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** The transport id of a message: stable across reconnects while UIDVALIDITY holds. */
export function messageId(uidValidity: bigint | number | string, uid: number): string {
  return `imap:${String(uidValidity)}:${uid}`;
}

/** Groups filed messages by destination folder, for one MOVE per folder. */
export function groupByFolder(
  filed: ReadonlyArray<{ uid: number; disposition: Disposition }>,
  folders: Readonly<Record<Disposition, string>>,
): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const { uid, disposition } of filed) {
    const folder = folders[disposition];
    const list = out.get(folder) ?? [];
    list.push(uid);
    out.set(folder, list);
  }
  return out;
}

/** Whether an error from imapflow means the credentials were refused. */
export function isAuthFailure(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { authenticationFailed?: boolean }).authenticationFailed === true;
}

// ---------------------------------------------------------------------------------------------
// The client seam: the subset of ImapFlow the loop uses.

export interface ImapClientLike {
  readonly usable: boolean;
  mailbox: false | { uidValidity: bigint; exists: number; path: string };
  connect(): Promise<void>;
  logout(): Promise<void>;
  noop(): Promise<void>;
  close(): void;
  list(): Promise<Array<{ path: string }>>;
  mailboxCreate(path: string): Promise<{ path: string; created: boolean }>;
  getMailboxLock(path: string): Promise<{ path: string; release(): void }>;
  fetchAll(range: string, query: { uid: true; size?: true; flags?: true; source?: true }, options: { uid: true }): Promise<Array<{ uid: number; size?: number; flags?: Set<string>; source?: Buffer }>>;
  messageMove(range: string, destination: string, options: { uid: true }): Promise<unknown>;
  messageFlagsAdd(range: string, flags: string[], options: { uid: true }): Promise<boolean>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
}

export type ClientFactory = () => ImapClientLike;

function imapFlowFactory(o: ImapIntakeOptions): ClientFactory {
  return () =>
    new ImapFlow({
      host: o.host,
      port: o.port,
      secure: o.secure ?? false,
      doSTARTTLS: o.startTls ?? false,
      tls: o.tls,
      auth: { user: o.user, pass: o.pass },
      logger: false,
      autoIdleDelay: autoIdleDelay(o.pollIntervalMs ?? INTAKE_DEFAULT_POLL_MS, o.idleDelayMs),
      // Restart IDLE now and then: some servers drop long IDLEs silently.
      maxIdleTime: 5 * 60_000,
      missingIdleCommand: 'NOOP',
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 5 * 60_000 + 30_000,
      clientInfo: { name: 'admiralty' },
    }) as unknown as ImapClientLike;
}

/** Sleeps `ms`, or less if `signal` aborts or `wake` is called. */
function nap(ms: number, signal: AbortSignal, register?: (wake: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const t = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    register?.(done);
  });
}

class SessionBroken extends Error {
  constructor(what: string) {
    super(`IMAP session broken: ${what}`);
    this.name = 'SessionBroken';
  }
}

export class ImapIntake implements MailIntake {
  private readonly mailbox: string;
  private readonly folders: Record<Disposition, string>;
  private readonly backoff: BackoffPolicy;
  private readonly batch: BatchLimits;
  private readonly log: TransportLog;
  private readonly factory: ClientFactory;
  /** UIDs (with UIDVALIDITY) whose handle threw → when they may be offered again. */
  private readonly retryAt = new Map<string, number>();
  private connectedOnce = false;
  /** Counters, for logs and tests. */
  readonly stats = { connects: 0, offered: 0, filed: 0, handleErrors: 0, reconnects: 0 };

  constructor(private readonly opts: ImapIntakeOptions, factory?: ClientFactory) {
    this.mailbox = opts.mailbox ?? 'INBOX';
    this.folders = { ...DEFAULT_FOLDERS, ...(opts.folders ?? {}) };
    this.backoff = { ...DEFAULT_BACKOFF, ...(opts.backoff ?? {}) };
    this.batch = { ...DEFAULT_BATCH, ...(opts.batch ?? {}) };
    this.log = opts.log ?? (() => {});
    this.factory = factory ?? imapFlowFactory(opts);
  }

  async run(handle: (m: InboundMessage) => Promise<Disposition>, signal: AbortSignal): Promise<void> {
    let attempt = 0;
    while (!signal.aborted) {
      const client = this.factory();
      const onError = (err: unknown) => this.log('warn', 'imap connection error', { error: String((err as Error)?.message ?? err) });
      client.on('error', onError);
      try {
        await client.connect();
        this.stats.connects++;
        if (this.connectedOnce) this.stats.reconnects++;
        this.connectedOnce = true;
        attempt = 0;
        this.log('info', 'imap connected', { host: this.opts.host, port: this.opts.port, user: this.opts.user });
        await this.ensureFolders(client);
        await this.session(client, handle, signal);
      } catch (err) {
        if (isAuthFailure(err) && !this.connectedOnce) {
          client.close();
          throw new Error(`IMAP authentication refused for ${this.opts.user} at ${this.opts.host}:${this.opts.port}`);
        }
        this.log(signal.aborted ? 'info' : 'warn', 'imap session ended', { error: String((err as Error)?.message ?? err) });
      } finally {
        try {
          if (client.usable) await Promise.race([client.logout(), new Promise((r) => setTimeout(r, 2000))]);
        } catch {
          /* the connection is going anyway */
        }
        client.close();
        client.off('error', onError);
      }
      if (signal.aborted) break;
      const delay = backoffDelay(attempt++, this.backoff, Math.random());
      this.log('info', 'imap reconnecting', { inMs: delay, attempt });
      await nap(delay, signal);
    }
  }

  private async ensureFolders(client: ImapClientLike): Promise<void> {
    const existing = new Set((await client.list()).map((m) => m.path));
    for (const folder of new Set(Object.values(this.folders))) {
      if (existing.has(folder)) continue;
      const r = await client.mailboxCreate(folder);
      if (!r || typeof r.path !== 'string') throw new SessionBroken(`could not create folder ${folder}`);
      if (r.created) this.log('info', 'imap folder created', { folder: r.path });
    }
  }

  /** Drains, then waits for `exists`, the poll timer, a closed connection or abort; repeats. */
  private async session(client: ImapClientLike, handle: (m: InboundMessage) => Promise<Disposition>, signal: AbortSignal): Promise<void> {
    let wake: (() => void) | undefined;
    let pending = true; // drain once at start
    let closed = false;
    const onExists = () => {
      pending = true;
      wake?.();
    };
    const onClose = () => {
      closed = true;
      wake?.();
    };
    client.on('exists', onExists);
    client.on('close', onClose);
    try {
      while (!signal.aborted) {
        if (closed || !client.usable) throw new SessionBroken('connection closed');
        if (pending) {
          pending = false;
          const again = await this.drain(client, handle, signal);
          if (again) pending = true;
          if (pending && !signal.aborted) continue;
        }
        const until = this.nextRetryDelay();
        await nap(Math.min(this.opts.pollIntervalMs ?? INTAKE_DEFAULT_POLL_MS, until), signal, (w) => (wake = w));
        wake = undefined;
        if (signal.aborted) break;
        // Woken by the timer, not by a notice: ask. In IDLE the client knows only what the server
        // chose to announce, and a drain reads that cached count (no command when it is 0), so
        // without a command a server that never announces, or announces late, is never heard.
        if (!pending && !closed && client.usable) await client.noop();
        pending = true; // poll fallback (or retry due, or exists): a drain is cheap when nothing is new
      }
    } finally {
      client.off('exists', onExists);
      client.off('close', onClose);
    }
  }

  private nextRetryDelay(): number {
    let min = Number.POSITIVE_INFINITY;
    const now = Date.now();
    for (const at of this.retryAt.values()) min = Math.min(min, Math.max(50, at - now));
    return min;
  }

  /**
   * Offers every message in the mailbox (except those waiting to be retried) to `handle`, batch by
   * batch, and files each batch once all its handles resolved. Returns true when messages were
   * left over (abort or more than one round's worth), so the caller drains again.
   */
  private async drain(client: ImapClientLike, handle: (m: InboundMessage) => Promise<Disposition>, signal: AbortSignal): Promise<boolean> {
    const lock = await client.getMailboxLock(this.mailbox);
    try {
      const box = client.mailbox;
      if (!box) throw new SessionBroken(`could not select ${this.mailbox}`);
      const uidValidity = box.uidValidity;
      if (box.exists === 0) return false;
      // One FETCH of every message's UID, size and flags, not a SEARCH and then a FETCH: a round
      // trip fewer between the server's news and the handling (issue 17).
      const listed = await client.fetchAll('1:*', { uid: true, size: true, flags: true }, { uid: true });
      const now = Date.now();
      const due = listed.filter((m) => !m.flags?.has('\\Deleted') && (this.retryAt.get(messageId(uidValidity, m.uid)) ?? 0) <= now);
      if (due.length === 0) return false;
      const batches = planBatches(
        due.map((m) => ({ uid: m.uid, size: m.size ?? 0 })),
        this.batch,
      );
      for (const [b, batch] of batches.entries()) {
        if (signal.aborted) return true;
        // A message without a source vanished meanwhile (expunged by another client).
        const fetched = (await client.fetchAll(uidSet(batch), { uid: true, source: true }, { uid: true })).filter((m) => m.source).sort((x, y) => x.uid - y.uid);
        const filed: Array<{ uid: number; disposition: Disposition }> = [];
        try {
          for (const [i, m] of fetched.entries()) {
            if (signal.aborted || !m.source) break;
            const id = messageId(uidValidity, m.uid);
            this.stats.offered++;
            let disposition: Disposition;
            try {
              disposition = await handle({ id, raw: m.source, more: i < fetched.length - 1 || b < batches.length - 1 });
            } catch (err) {
              this.stats.handleErrors++;
              if (signal.aborted) {
                // The daemon is stopping and did not start this message: not an error, it stays
                // in the mailbox and is offered again on the next start.
                this.log('info', 'message left in mailbox for the next start', { id, reason: String((err as Error)?.message ?? err) });
                continue;
              }
              const wait = this.opts.retryAfterMs ?? 5000;
              this.retryAt.set(id, Date.now() + wait);
              this.log('error', 'handler failed; message left in mailbox', { id, retryInMs: wait, error: String((err as Error)?.message ?? err) });
              continue;
            }
            this.retryAt.delete(id);
            filed.push({ uid: m.uid, disposition });
          }
        } finally {
          // File what was handled, even when aborting half-way through a batch.
          await this.file(client, filed);
        }
      }
      return signal.aborted;
    } finally {
      lock.release();
    }
  }

  private async file(client: ImapClientLike, filed: ReadonlyArray<{ uid: number; disposition: Disposition }>): Promise<void> {
    for (const [folder, uids] of groupByFolder(filed, this.folders)) {
      const range = uidSet(uids);
      const moved = await client.messageMove(range, folder, { uid: true });
      if (moved === false) {
        // Could not move: mark seen at least, and start a fresh session (the daemon dedupes
        // whatever is offered again).
        await client.messageFlagsAdd(range, ['\\Seen'], { uid: true }).catch(() => false);
        throw new SessionBroken(`MOVE to ${folder} failed`);
      }
      this.stats.filed += uids.length;
    }
  }
}

/** Builds the IMAP intake from options. */
export function createImapIntake(opts: ImapIntakeOptions): ImapIntake {
  return new ImapIntake(opts);
}

/** The server block of the daemon's config (`schemas/config.schema.json#/definitions/server`). */
export type ImapServerSettings = ServerConfig;

/** Builds the intake from the config's `mail.imap` block (password already resolved). */
export function imapIntakeFromConfig(
  server: ImapServerSettings,
  extra: Omit<ImapIntakeOptions, 'host' | 'port' | 'secure' | 'startTls' | 'user' | 'pass' | 'mailbox' | 'folders'> = {},
): ImapIntake {
  const folders: Partial<Record<Disposition, string>> = {};
  if (server.folders?.processed) folders.processed = server.folders.processed;
  if (server.folders?.rejected) folders.rejected = server.folders.rejected;
  if (server.folders?.quarantine) folders.quarantined = server.folders.quarantine;
  return new ImapIntake({
    ...extra,
    host: server.host,
    port: server.port,
    secure: server.secure,
    startTls: server.starttls,
    user: server.user,
    pass: server.password,
    mailbox: server.mailbox,
    folders,
  });
}
