/**
 * The embedded mail transport: a folder tree under `<home>/mail/`. It is the same pipeline as
 * IMAP and SMTP, only the bytes travel through files:
 *
 *   inbox/        drop `.eml` files here (write elsewhere and rename in, or copy: a file is read
 *                 once its size has been stable for `settleMs`); names starting with '.' and
 *                 ending in '.tmp' or '.part' are ignored
 *   processing/<intake>/  a message an intake has taken and is handling (local-claim.ts: with a
 *                 folder shared by several daemons, each message is taken by one)
 *   processed/ rejected/ quarantine/   where each message is moved once the daemon is done with it
 *   outbox/<recipient>/<n>-<message-id>.eml   every message sent, one folder per recipient
 *
 * Sending is idempotent by Message-ID: a message whose id is already in the recipient's folder is
 * not written again, so a retry after a crash never duplicates a file.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { LocalClaims, moveInto } from './local-claim.js';
import type { Disposition, InboundMessage, MailIntake, MailOutbound, OutgoingMail, TransportLog } from './transport.js';

export interface LocalMailOptions {
  /** `<home>/mail` */
  readonly root: string;
  /** Poll interval in ms (fs.watch only hints that a poll is due). Default 500. */
  readonly pollMs?: number;
  /** A file is taken once its size and mtime have not changed for this long. Default 200 ms. */
  readonly settleMs?: number;
  readonly log?: TransportLog;
}

const FOLDER: Record<Disposition, string> = { processed: 'processed', rejected: 'rejected', quarantined: 'quarantine' };

export function localMailFolders(root: string): { inbox: string; outbox: string; samples: string; processed: string; rejected: string; quarantine: string; processing: string } {
  return {
    inbox: join(root, 'inbox'), outbox: join(root, 'outbox'), samples: join(root, 'samples'),
    processed: join(root, 'processed'), rejected: join(root, 'rejected'), quarantine: join(root, 'quarantine'), processing: join(root, 'processing'),
  };
}

export class LocalIntake implements MailIntake {
  private readonly folders;
  private readonly seen = new Map<string, { size: number; mtime: number; since: number }>();
  /** The messages this intake has taken (local-claim.ts). */
  private readonly claims: LocalClaims;

  constructor(private readonly opts: LocalMailOptions) {
    this.folders = localMailFolders(opts.root);
    for (const dir of Object.values(this.folders)) mkdirSync(dir, { recursive: true });
    this.claims = new LocalClaims(this.folders.processing, this.folders.inbox);
  }

  /** Handles every settled message in the inbox once, in name order. Returns how many. */
  async pollOnce(handle: (m: InboundMessage) => Promise<Disposition>, signal?: AbortSignal): Promise<number> {
    let count = 0;
    const settle = this.opts.settleMs ?? 200;
    // What a daemon killed with mail in hand had taken goes back to the inbox first (local-claim.ts).
    const recovered = this.claims.recover();
    if (recovered) this.opts.log?.('info', 'local intake: messages taken by an intake that has ended, put back in the inbox', { count: recovered });
    const names = readdirSync(this.folders.inbox).filter((n) => !n.startsWith('.') && !/\.(tmp|part)$/i.test(n)).sort();
    for (const name of names) {
      if (signal?.aborted) break;
      const file = join(this.folders.inbox, name);
      let st;
      try { st = statSync(file); } catch { continue; }
      if (!st.isFile()) continue;
      if (settle > 0) {
        const prev = this.seen.get(name);
        const now = Date.now();
        if (!prev || prev.size !== st.size || prev.mtime !== st.mtimeMs) { this.seen.set(name, { size: st.size, mtime: st.mtimeMs, since: now }); continue; }
        if (now - prev.since < settle) continue;
      }
      this.seen.delete(name);
      // Taken before it is read: with several intakes on the folder, only one reads each message.
      const claimed = this.claims.claim(name);
      if (claimed === null) continue;
      const raw = readFileSync(claimed);
      let where: Disposition;
      try {
        where = await handle({ id: name, raw });
      } catch (e) {
        // Back in the inbox: offered again at the next poll (or the next start, when the daemon
        // is stopping and did not start it: that is no error).
        this.claims.giveBack(name);
        if (signal?.aborted) this.opts.log?.('info', 'local intake: message left in the inbox for the next start', { file: name, reason: (e as Error).message });
        else this.opts.log?.('error', 'local intake: handler failed; message left in the inbox', { file: name, error: (e as Error).message });
        continue;
      }
      if (!moveInto(claimed, this.folders[FOLDER[where] as 'processed' | 'rejected' | 'quarantine'], name)) {
        // Only this intake moves what it took; gone, it was removed by hand meanwhile. The pass goes on.
        this.opts.log?.('info', 'local intake: a message taken by this intake was gone before it was filed', { file: name });
      }
      count++;
    }
    return count;
  }

  async run(handle: (m: InboundMessage) => Promise<Disposition>, signal: AbortSignal): Promise<void> {
    const pollMs = this.opts.pollMs ?? 500;
    let wake: (() => void) | null = null;
    let watcher: FSWatcher | null = null;
    try {
      watcher = watch(this.folders.inbox, () => { setTimeout(() => wake?.(), 20); });
    } catch { /* polling alone */ }
    const onAbort = (): void => wake?.();
    signal.addEventListener('abort', onAbort);
    try {
      while (!signal.aborted) {
        try { await this.pollOnce(handle, signal); } catch (e) {
          this.opts.log?.('error', 'local intake: poll failed', { error: (e as Error).message });
        }
        if (signal.aborted) break;
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, pollMs);
          wake = () => { clearTimeout(t); resolve(); };
        });
        wake = null;
      }
    } finally {
      signal.removeEventListener('abort', onAbort);
      watcher?.close();
      this.claims.close();
    }
  }
}

/** A file-system-safe form of an address or Message-ID. */
export function safeName(s: string): string {
  return s.toLowerCase().replace(/[<>]/g, '').replace(/[^a-z0-9.@_+-]/g, '_').slice(0, 200) || '_';
}

export class LocalOutbound implements MailOutbound {
  private readonly outbox: string;

  constructor(root: string) {
    this.outbox = localMailFolders(root).outbox;
    mkdirSync(this.outbox, { recursive: true });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const dir = join(this.outbox, safeName(mail.to));
    mkdirSync(dir, { recursive: true });
    const id = safeName(mail.messageId);
    const existing = readdirSync(dir).filter((n) => n.endsWith('.eml'));
    if (existing.some((n) => n.replace(/^[0-9]+-/, '') === `${id}.eml`)) return; // already delivered
    const n = existing.length + 1;
    const target = join(dir, `${String(n).padStart(4, '0')}-${id}.eml`);
    const tmp = join(dir, `.${id}.tmp`);
    writeFileSync(tmp, mail.raw);
    renameSync(tmp, target);
  }

  async close(): Promise<void> { /* nothing held open */ }
}
