/**
 * The scripted players of the host benchmark (bench/host.ts; issue 17 §5), and the two ways their
 * mail travels: the daemon's local mail folder, and real Postfix + Dovecot on loopback. A player
 * joins by reading its briefing (the plus-addressed Reply-To carries its seat's token), sends
 * each turn's orders, and waits for its acknowledgement and its report. Everything the players
 * see comes through one poller per run (`Postbox`), which notes when each mail was first seen.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { localMailFolders, safeName } from '../src/mail/local-transport.js';
import { readMailbox, sendMail, type MailStack } from '../tests/mailstack/testbed.js';

/** One mail a player received, as the benchmark needs it. */
export interface Seen {
  readonly to: string;
  readonly subject: string;
  readonly inReplyTo: string;
  /** The seat token of the plus-addressed Reply-To (`referee+TOKEN@…`), if any. */
  readonly token: string | null;
  /** When the poller first saw it (Date.now()). */
  readonly at: number;
}

/** How a player's mail travels. */
export interface MailWay {
  readonly name: string;
  /** Sends an order mail; resolves with its Message-ID once it is handed over (file renamed in, or accepted by Postfix). */
  send(from: string, to: string, subject: string, text: string): Promise<string>;
  /** Mails that arrived for the players since the last call. */
  fresh(): Promise<Seen[]>;
}

async function seen(raw: Buffer, to: string, at: number): Promise<Seen> {
  const p = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  const rt = p.replyTo?.value?.[0]?.address ?? '';
  return { to, subject: p.subject ?? '', inReplyTo: p.inReplyTo ?? '', token: /^[^+@]+\+([^@]+)@/.exec(rt)?.[1] ?? null, at };
}

/** The local mail folder: orders are written and renamed into inbox/, answers read from outbox/<recipient>/. */
export function localWay(root: string, players: readonly string[]): MailWay {
  const f = localMailFolders(root);
  const known = new Map<string, Set<string>>(players.map((p) => [p, new Set<string>()]));
  return {
    name: 'local mail folder',
    async send(from, to, subject, text) {
      const id = `<${randomBytes(9).toString('hex')}@bench.test>`;
      const eml = [`From: ${from}`, `To: ${to}`, `Subject: ${subject}`, `Message-ID: ${id}`, `Date: ${new Date().toUTCString()}`, 'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8', '', text].join('\r\n');
      const name = `${Date.now()}-${id.slice(1, 19)}.eml`;
      // Written aside, then renamed in: the intake never reads half a file (local-transport.ts).
      const tmp = join(f.inbox, `.${name}.tmp`);
      writeFileSync(tmp, eml);
      renameSync(tmp, join(f.inbox, name));
      return id;
    },
    async fresh() {
      const out: Seen[] = [];
      for (const [player, names] of known) {
        const dir = join(f.outbox, safeName(player));
        let list: string[];
        try { list = readdirSync(dir); } catch { continue; }
        for (const n of list) {
          if (!n.endsWith('.eml') || names.has(n)) continue;
          names.add(n);
          out.push(await seen(readFileSync(join(dir, n)), player, Date.now()));
        }
      }
      return out;
    },
  };
}

/** Real Postfix + Dovecot: orders through the MX (SMTP), answers read from each player's IMAP mailbox. */
export function stackWay(stack: MailStack, users: readonly string[]): MailWay {
  const uids = new Map<string, number>(users.map((u) => [u, 0]));
  return {
    name: 'real Postfix + Dovecot',
    send: (from, to, subject, text) => sendMail(stack, from, to, subject, text),
    async fresh() {
      const out: Seen[] = [];
      await Promise.all(users.map(async (u) => {
        const box = await readMailbox(stack, u).catch(() => []);
        const last = uids.get(u)!;
        const at = Date.now();
        for (const m of box) {
          if (m.uid <= last) continue;
          const rt = m.parsed.replyTo?.value?.[0]?.address ?? '';
          out.push({ to: stack.users[u]!.address, subject: m.parsed.subject ?? '', inReplyTo: m.parsed.inReplyTo ?? '', token: /^[^+@]+\+([^@]+)@/.exec(rt)?.[1] ?? null, at });
        }
        if (box.length) uids.set(u, Math.max(last, box.at(-1)!.uid));
      }));
      return out;
    },
  };
}

/**
 * Every mail the players received, polled every `everyMs` while something waits on it. Waiters
 * are predicates over the mail seen so far; each resolves with the first mail that satisfies it.
 */
export class Postbox {
  readonly all: Seen[] = [];
  private waiters: Array<{ pred: (s: Seen) => boolean; resolve: (s: Seen) => void; reject: (e: Error) => void; until: number; what: string }> = [];
  private timer: NodeJS.Timeout | null = null;
  private polling = false;

  constructor(private readonly way: MailWay, private readonly everyMs = 50) {}

  wait(what: string, pred: (s: Seen) => boolean, timeoutMs: number): Promise<Seen> {
    const hit = this.all.find(pred);
    if (hit) return Promise.resolve(hit);
    return new Promise((resolve, reject) => {
      this.waiters.push({ pred, resolve, reject, until: Date.now() + timeoutMs, what });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.timer || this.polling) return;
    this.timer = setTimeout(() => { this.timer = null; void this.poll(); }, this.everyMs);
  }

  private async poll(): Promise<void> {
    this.polling = true;
    try {
      const fresh = await this.way.fresh();
      this.all.push(...fresh);
      const now = Date.now();
      this.waiters = this.waiters.filter((w) => {
        const hit = fresh.find(w.pred) ?? null;
        if (hit) { w.resolve(hit); return false; }
        if (now > w.until) { w.reject(new Error(`timed out waiting for ${w.what}`)); return false; }
        return true;
      });
    } catch (e) {
      for (const w of this.waiters) w.reject(e as Error);
      this.waiters = [];
    } finally {
      this.polling = false;
    }
    if (this.waiters.length) this.schedule();
  }

  /** What is still awaited (for a run that hit its cap). */
  pending(): string[] { return this.waiters.map((w) => w.what); }

  /** Rejects every waiter (the run's cap was hit). */
  abandon(why: string): void {
    for (const w of this.waiters) w.reject(new Error(why));
    this.waiters = [];
  }
}
