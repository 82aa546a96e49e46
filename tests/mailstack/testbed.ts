/**
 * A private Postfix + Dovecot on loopback for tests (scripts/mailstack/mailstack.sh does the
 * work). Each test file starts its own stack on free ports in a short /tmp state directory, and
 * stops it in afterAll.
 *
 * No vitest imports here (bench/mail.ts uses it too); the test gate is in gate.ts.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ImapFlow } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer, { type Transporter } from 'nodemailer';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SCRIPT = join(ROOT, 'scripts/mailstack/mailstack.sh');
export const DOMAIN = 'game.test';
export const DEFAULT_USERS = ['referee', 'moderator', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;

export interface Endpoint {
  host: string;
  port: number;
}
export interface MailUser {
  user: string;
  address: string;
  pass: string;
}
export interface MailStack {
  dir: string;
  imap: Endpoint;
  /** The domain's MX: players send here (no AUTH; keeps queueing while Dovecot is down). */
  smtp: Endpoint;
  /** Submission with SMTP AUTH (Dovecot SASL): the referee (the daemon) sends here. */
  submission: Endpoint;
  users: Record<string, MailUser>;
  stop(): Promise<void>;
  stopPostfix(): Promise<void>;
  startPostfix(): Promise<void>;
  stopDovecot(): Promise<void>;
  startDovecot(): Promise<void>;
  restartDovecot(): Promise<void>;
  /** Asks Postfix to retry its deferred mail now (`postqueue -f`), as an admin would after an outage. */
  flushPostfix(): Promise<void>;
  /** Postfix's queue listing (`postqueue -p`), for a failing test's report. */
  queueListing(): string;
  /** The last lines of the stack's logs (for failure messages). */
  logTail(lines?: number): string;
}

/** Why the real stack cannot run here, or null when it can. */
export function mailStackMissing(): string | null {
  if (process.env.MAILSTACK_DISABLE) return 'MAILSTACK_DISABLE is set';
  if (process.platform !== 'linux') return `the mail stack tests need Linux (this is ${process.platform})`;
  // dovecot-sieve: duplicate suppression by Message-ID at delivery (scripts/mailstack/mailstack.sh).
  const need = ['/usr/sbin/postfix', '/usr/sbin/dovecot', '/usr/lib/dovecot/lmtp', '/usr/lib/dovecot/imap', '/usr/lib/dovecot/modules/lib90_sieve_plugin.so'];
  const missing = need.filter((p) => !existsSync(p));
  if (missing.length > 0) return `Postfix/Dovecot/dovecot-sieve not installed (missing ${missing.join(', ')})`;
  try {
    execFileSync('id', ['vmail'], { stdio: 'ignore' });
  } catch {
    return 'no vmail user';
  }
  if (typeof process.getuid === 'function' && process.getuid() !== 0) return 'starting Postfix and Dovecot needs root';
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => res(port));
    });
  });
}

/** Runs mailstack.sh without pipes (the daemons it starts must not hold our descriptors). */
function runScript(args: string[], logFile: string, extraEnv: Record<string, string> = {}): Promise<void> {
  return new Promise((res, rej) => {
    const fd = openSync(logFile, 'a');
    const child = spawn('bash', [SCRIPT, ...args], { stdio: ['ignore', fd, fd], env: { ...process.env, ...extraEnv } });
    closeSync(fd);
    child.on('error', rej);
    child.on('exit', (code) => {
      if (code === 0) res();
      else rej(new Error(`mailstack.sh ${args.join(' ')} exited ${code}:\n${tail(logFile, 40)}`));
    });
  });
}

function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export async function startMailStack(opts: { extraUsers?: string[] } = {}): Promise<MailStack> {
  const dir = mkdtempSync('/tmp/adm-mail-');
  const imapPort = await freePort();
  let smtpPort = await freePort();
  while (smtpPort === imapPort) smtpPort = await freePort();
  let subPort = await freePort();
  while (subPort === imapPort || subPort === smtpPort) subPort = await freePort();
  const scriptLog = join(dir, 'mailstack.log');
  const users = [...DEFAULT_USERS, ...(opts.extraUsers ?? [])];
  const env = { MAILSTACK_USERS: (opts.extraUsers ?? []).join(' ') };
  await runScript(['start', dir, String(imapPort), String(smtpPort), String(subPort)], scriptLog, env);
  const logTail = (lines = 30) =>
    ['mailstack.log', 'log/dovecot.log', 'log/postfix.log'].map((f) => `--- ${f}\n${tail(join(dir, f), lines)}`).join('\n');
  let stopped = false;
  return {
    dir,
    imap: { host: '127.0.0.1', port: imapPort },
    smtp: { host: '127.0.0.1', port: smtpPort },
    submission: { host: '127.0.0.1', port: subPort },
    users: Object.fromEntries(users.map((u) => [u, { user: `${u}@${DOMAIN}`, address: `${u}@${DOMAIN}`, pass: `pw-${u}` }])),
    async stop() {
      if (stopped) return;
      stopped = true;
      await runScript(['stop', dir], scriptLog).catch(() => {});
      if (!process.env.MAILSTACK_KEEP) rmSync(dir, { recursive: true, force: true });
    },
    stopPostfix: () => runScript(['stop-postfix', dir], scriptLog),
    startPostfix: () => runScript(['start-postfix', dir], scriptLog),
    stopDovecot: () => runScript(['stop-dovecot', dir], scriptLog),
    startDovecot: () => runScript(['start-dovecot', dir], scriptLog),
    restartDovecot: () => runScript(['restart-dovecot', dir], scriptLog),
    flushPostfix: () => runScript(['flush-postfix', dir], scriptLog),
    queueListing: () => {
      try {
        return execFileSync('bash', [SCRIPT, 'queue', dir], { encoding: 'utf8', timeout: 10_000 });
      } catch (e) {
        return `postqueue failed: ${String(e)}`;
      }
    },
    logTail,
  };
}

// ---------------------------------------------------------------------------------------------
// Talking to the stack as a player would.

export interface Attachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

/** One pool per stack, a connection for each of six players sending at once (bench/mail-ack.ts
 *  times an order from the start of its send: a player's mail program does not queue behind
 *  another player's). */
const smtpPools = new Map<string, Transporter>();
function smtpFor(stack: { smtp: Endpoint }): Transporter {
  const key = `${stack.smtp.host}:${stack.smtp.port}`;
  let t = smtpPools.get(key);
  if (!t) {
    t = nodemailer.createTransport({ host: stack.smtp.host, port: stack.smtp.port, secure: false, ignoreTLS: true, pool: true, maxConnections: 6, logger: false });
    smtpPools.set(key, t);
  }
  return t;
}

/** Closes the pooled SMTP connections sendMail opened. */
export function closeSenders(): void {
  for (const t of smtpPools.values()) t.close();
  smtpPools.clear();
}

/** Sends one mail through Postfix (SMTP), as a player's mail program would. */
export async function sendMail(
  stack: { smtp: Endpoint },
  from: string,
  to: string,
  subject: string,
  text: string,
  attachments?: Attachment[],
  extra: { headers?: Record<string, string>; messageId?: string; html?: string; envelopeFrom?: string } = {},
): Promise<string> {
  const info = await smtpFor(stack).sendMail({
    from,
    to,
    subject,
    text,
    html: extra.html,
    attachments,
    headers: extra.headers,
    messageId: extra.messageId,
    envelope: extra.envelopeFrom ? { from: extra.envelopeFrom, to } : undefined,
  });
  return info.messageId;
}

/** Sends raw RFC 822 bytes through Postfix. */
export async function sendRaw(stack: { smtp: Endpoint }, from: string, to: string, raw: Buffer | string): Promise<void> {
  await smtpFor(stack).sendMail({ envelope: { from, to: [to] }, raw });
}

export interface MailboxMessage {
  uid: number;
  raw: Buffer;
  parsed: ParsedMail;
}

export function imapClient(stack: { imap: Endpoint }, user: MailUser): ImapFlow {
  return new ImapFlow({
    host: stack.imap.host,
    port: stack.imap.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: user.user, pass: user.pass },
    logger: false,
  });
}

/**
 * What was read of each mailbox, by UID: a mailbox only grows in the tests' players' boxes, so a
 * read fetches only the UIDs above the last one seen (a full read again when UIDVALIDITY changed
 * or messages went away). Waiting on a mailbox of 100 reports then costs one small FETCH a poll,
 * not 100 fetches and parses.
 */
const mailboxCache = new Map<string, { uidValidity: string; msgs: MailboxMessage[] }>();

/** Every message in a user's mailbox (INBOX by default), parsed, in UID order. */
export async function readMailbox(stack: MailStack, user: string, mailbox = 'INBOX'): Promise<MailboxMessage[]> {
  const u = stack.users[user];
  if (!u) throw new Error(`unknown test user ${user}`);
  const key = `${stack.dir}\u0000${user}\u0000${mailbox}`;
  const client = imapClient(stack, u);
  client.on('error', () => {});
  await client.connect();
  try {
    const box = await client.mailboxOpen(mailbox, { readOnly: true }).catch(() => null);
    if (!box || box.exists === 0) {
      mailboxCache.delete(key);
      return [];
    }
    let cached = mailboxCache.get(key);
    if (!cached || cached.uidValidity !== String(box.uidValidity) || cached.msgs.length > box.exists) cached = { uidValidity: String(box.uidValidity), msgs: [] };
    if (cached.msgs.length < box.exists) {
      const from = (cached.msgs.at(-1)?.uid ?? 0) + 1;
      const fresh: MailboxMessage[] = [];
      for (const m of await client.fetchAll(`${from}:*`, { uid: true, source: true }, { uid: true })) {
        if (!m.source || m.uid < from) continue;
        fresh.push({ uid: m.uid, raw: m.source, parsed: await simpleParser(m.source) });
      }
      cached = { uidValidity: cached.uidValidity, msgs: [...cached.msgs, ...fresh].sort((a, b) => a.uid - b.uid) };
      if (cached.msgs.length !== box.exists) {
        // Something was expunged meanwhile: read the whole box again.
        const all: MailboxMessage[] = [];
        for (const m of await client.fetchAll('1:*', { uid: true, source: true })) if (m.source) all.push({ uid: m.uid, raw: m.source, parsed: await simpleParser(m.source) });
        cached = { uidValidity: cached.uidValidity, msgs: all.sort((a, b) => a.uid - b.uid) };
      }
    }
    mailboxCache.set(key, cached);
    return [...cached.msgs];
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** Polls a mailbox until `done(messages)` holds; returns the messages, or throws after `timeoutMs`. */
export async function waitForMailbox(
  stack: MailStack,
  user: string,
  done: (msgs: MailboxMessage[]) => boolean,
  timeoutMs = 20_000,
  mailbox = 'INBOX',
): Promise<MailboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  let msgs: MailboxMessage[] = [];
  for (;;) {
    msgs = await readMailbox(stack, user, mailbox);
    if (done(msgs)) return msgs;
    if (Date.now() > deadline) {
      // What was still queued says whether a mail stopped in Postfix or past it (a CI run of
      // outage.test.ts once waited for a mail that the log tails could not place).
      throw new Error(`timed out after ${timeoutMs} ms waiting on ${user}/${mailbox} (${msgs.length} messages: ${msgs.map((m) => m.parsed.subject).join(' | ')})\n${stack.logTail(15)}\n--- postqueue -p\n${stack.queueListing()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Message counts of a user's folders (via STATUS, on a connection with nothing selected). */
export async function folderCounts(stack: MailStack, user: string): Promise<Record<string, number>> {
  const u = stack.users[user]!;
  const client = imapClient(stack, u);
  client.on('error', () => {});
  await client.connect();
  try {
    const out: Record<string, number> = {};
    for (const box of await client.list({ statusQuery: { messages: true } })) out[box.path] = box.status?.messages ?? 0;
    return out;
  } finally {
    await client.logout().catch(() => client.close());
  }
}
