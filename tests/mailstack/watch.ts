/**
 * A player's mailbox watched over one held IMAP connection (NOOP every `everyMs`, then a FETCH
 * of the new messages' envelopes only), recording when each mail was first seen. The bench's
 * timings use it: `waitForMailbox` logs in afresh every 150 ms, which both adds up to 150 ms to
 * what it measures and, with six players, loads Dovecot with some 40 logins a second on the
 * same two cores as the daemon it measures. No vitest imports (bench/mail.ts uses it).
 */
import { ImapFlow } from 'imapflow';
import type { MailStack } from './testbed.js';

export interface SeenMail {
  uid: number;
  subject: string;
  messageId: string;
  inReplyTo: string;
  /** Date.now() when this watcher first saw the mail in the mailbox. */
  seenAt: number;
}

export class MailboxWatch {
  readonly mails: SeenMail[] = [];
  private readonly client: ImapFlow;
  private lastUid = 0;
  private stopped = false;
  private loop: Promise<void> | null = null;

  constructor(stack: MailStack, user: string, private readonly everyMs = 50) {
    const u = stack.users[user];
    if (!u) throw new Error(`unknown test user ${user}`);
    this.client = new ImapFlow({
      host: stack.imap.host, port: stack.imap.port, secure: false, doSTARTTLS: false,
      auth: { user: u.user, pass: u.pass }, logger: false,
      // The watcher asks (NOOP) and never IDLEs: Dovecot holds IDLE notices back 0.5 s.
      autoIdleDelay: 3_600_000,
    });
    this.client.on('error', () => {});
  }

  async start(): Promise<void> {
    await this.client.connect();
    await this.client.mailboxOpen('INBOX', { readOnly: true });
    await this.look();
    this.loop = (async () => {
      while (!this.stopped) {
        await new Promise((r) => setTimeout(r, this.everyMs));
        if (this.stopped) break;
        await this.client.noop();
        await this.look();
      }
    })();
  }

  /** Fetches the envelopes of messages above the last UID seen (none when nothing is new). */
  private async look(): Promise<void> {
    const box = this.client.mailbox;
    // A player's INBOX only grows here (nothing expunges), so a count above what was seen means
    // new mail (imapflow keeps `exists` from the NOOP's EXISTS answer; `uidNext` it does not).
    if (!box || box.exists <= this.mails.length) return;
    const now = Date.now();
    for (const m of await this.client.fetchAll(`${this.lastUid + 1}:*`, { uid: true, envelope: true }, { uid: true })) {
      if (m.uid <= this.lastUid) continue;
      this.mails.push({ uid: m.uid, subject: m.envelope?.subject ?? '', messageId: m.envelope?.messageId ?? '', inReplyTo: m.envelope?.inReplyTo ?? '', seenAt: now });
    }
    this.lastUid = Math.max(this.lastUid, ...this.mails.map((m) => m.uid));
  }

  /** Waits until at least `n` mails whose subject matches have been seen; returns them. */
  async waitFor(re: RegExp, n = 1, timeoutMs = 30_000): Promise<SeenMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hits = this.mails.filter((m) => re.test(m.subject));
      if (hits.length >= n) return hits;
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${re} (${this.mails.length} mails seen)`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop?.catch(() => {});
    await this.client.logout().catch(() => this.client.close());
  }
}

/**
 * When Dovecot stored each mail, from its log (mailstack.sh sets microsecond log times): LMTP's
 * "stored mail into mailbox" / "saved mail to" line, keyed `user msgid` → epoch ms.
 */
export function storedTimes(dovecotLog: string): Map<string, number> {
  const out = new Map<string, number>();
  const re = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}) lmtp\(([^)]+)\).*msgid=(<[^>]*>).*(?:stored mail into mailbox|saved mail to) 'INBOX'/;
  for (const line of dovecotLog.split('\n')) {
    const m = re.exec(line);
    if (!m) continue;
    // Dovecot logs local time; this machine's zone is the process's, so Date parses it alike.
    const [date, time] = m[1].split(' ');
    const ms = new Date(`${date}T${time.slice(0, 12)}`).getTime() + Number(time.slice(12)) / 1000;
    const key = `${m[2]} ${m[3]}`;
    if (!out.has(key)) out.set(key, ms);
  }
  return out;
}
