/**
 * Issue 4 §8, hostile mail through the real stack: `admiralty serve` as its own process reads
 * everything from Dovecot after Postfix accepted it over SMTP.
 *
 * - Every message of ../shared/corpus/ (skipped, saying so, when absent) is sent as incoming mail:
 *   the daemon does not crash, the referee's INBOX empties, and every message Postfix accepted is
 *   filed (Processed, Rejected or Quarantine) with an inbound row in the store; nothing goes to an
 *   address that is not a player or the moderator.
 * - Spoofed senders, a replayed old mail (the same bytes again, and the old orders under a new
 *   Message-ID), orders for the other side, CR/LF in names that reach headers, a YAML bomb and an
 *   oversized mail: each refused with its code, told to the player of record, nothing changed.
 *
 * The ≥ 10,000 fuzzed order mails of the issue run through the daemon's in-process intake
 * pipeline (tests/mail/hostile.test.ts): over SMTP each would cost a Postfix delivery, which is
 * not what the fuzzing is about.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStore } from '../../src/store/sqlite-store.js';
import { headerOf, LogTail, spawnDaemon, writeDaemonConfig, type DaemonProc } from './daemon.js';
import { mailStackGate } from './gate.js';
import { joinCampaign, sendOrders, subjectOf, waitForSubject, type Player } from './players.js';
import { referenceRun } from './reference.js';
import { closeSenders, folderCounts, readMailbox, sendMail, sendRaw, startMailStack, waitForMailbox, type MailStack } from './testbed.js';

const ok = mailStackGate();
const C = 'hostile';
const CORPUS = join(import.meta.dirname, '../../../shared/corpus');
const MAX_BYTES = 200_000;

/** Every message file of the corpus: .eml, .msg, .txt (mail-mime-parser's samples) and bare names; not the licences, manifests and READMEs. */
function corpusFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? corpusFiles(p) : /^(LICENSE|MANIFEST|README)/i.test(n) ? [] : [p];
  });
}

/** "=?utf-8?B?…?=": an encoded word whose decoded text carries CR/LF. */
const encodedWord = (text: string) => `=?utf-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;

describe.runIf(ok)('hostile mail through Postfix and Dovecot into a running daemon', () => {
  let stack: MailStack;
  let home: string;
  let daemon: DaemonProc | undefined;
  let tail: LogTail;
  let allied: Player;
  let central: Player;
  const ref = referenceRun(C, 'gwas-mediterranean/goeben-1914', 'hostile-seed', 1);

  beforeAll(async () => {
    stack = await startMailStack();
    home = mkdtempSync('/tmp/adm-hostile-');
    const config = writeDaemonConfig(home, stack, [
      {
        id: C, seed: 'hostile-seed', moderator: 'moderator@game.test',
        players: { allied: { email: 'p1@game.test', name: 'Ann' }, central: { email: 'p2@game.test', name: 'Karl' } },
        deadline: { every: '24h', early: true },
      },
    ], { pollMs: 1000, limits: { maxMessageBytes: MAX_BYTES } });
    tail = new LogTail(`${home}/daemon.log`);
    daemon = spawnDaemon(config, `${home}/daemon.log`);
    allied = await joinCampaign(stack, C, 'p1', 'allied', 60_000);
    central = await joinCampaign(stack, C, 'p2', 'central', 60_000);
  }, 120_000);
  afterAll(async () => {
    closeSenders();
    await daemon?.stop();
    await stack?.stop();
    if (!process.env.MAILSTACK_KEEP) rmSync(home, { recursive: true, force: true });
  }, 60_000);

  const refusal = (user: string, code: string) => waitForSubject(stack, user, new RegExp(`^\\[${C}\\] \\w+: message refused \\(${code}\\)`), 1, 30_000);

  test('spoofed senders, other side, replays, CR/LF in names, YAML bomb, oversized: refused with codes', async () => {
    // Spoofed: central's address, no secret → ML4030, told to central (the player of record).
    await sendMail(stack, 'p2@game.test', 'referee@game.test', `[${C}] central turn 1 orders`, ref.orders[0].central);
    const [spoof] = await refusal('p2', 'ML4030');
    expect(spoof!.parsed.text).toContain('ML4030');
    // Spoofed envelope and From of a stranger: quarantined, never answered.
    await sendMail(stack, 'mallory@evil.test', 'referee@game.test', `[${C}] allied turn 1 orders`, ref.orders[0].allied, undefined, { envelopeFrom: 'mallory@evil.test' });
    // Orders for the other side, with allied's real secret → ML4022.
    await sendMail(stack, 'p1@game.test', `referee+${allied.token}@game.test`, `Re: [${C}] central turn 1 orders`, ref.orders[0].central);
    await refusal('p1', 'ML4022');
    // CR/LF in a display name and in the subject, as encoded words (they decode to CR/LF):
    // whatever of them reaches the reply's headers must not start a new header.
    const crlfName = encodedWord('Ann\r\nBcc: victim@evil.test\r\nX-Injected: yes');
    const crlfSubject = `${encodedWord(`[${C}] central turn 1 orders\r\nX-Injected: yes`)}`;
    await sendRaw(stack, 'p1@game.test', `referee+${allied.token}@game.test`, [
      `From: ${crlfName} <p1@game.test>`, `To: referee+${allied.token}@game.test`, `Subject: ${crlfSubject}`,
      `Message-ID: <crlf-${Date.now()}@game.test>`, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', '', ref.orders[0].central.replace(/\n/g, '\r\n'),
    ].join('\r\n'));
    const [crlfReply] = await waitForSubject(stack, 'p1', /message refused \(ML4022\)/, 2, 30_000).then((ms) => ms.slice(-1));
    expect(crlfReply!.parsed.headers.has('x-injected')).toBe(false);
    expect(crlfReply!.parsed.headers.has('bcc')).toBe(false);
    expect(crlfReply!.raw.toString('latin1')).not.toMatch(/^(X-Injected|Bcc):/im);
    // YAML bomb (aliases) from a real player with the secret → ML4004.
    const bomb = `a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\n`;
    await sendOrders(stack, C, central, 1, bomb);
    await refusal('p2', 'ML4004');
    // Oversized (over limits.maxMessageBytes) → ML4001.
    await sendOrders(stack, C, central, 1, `${ref.orders[0].central}\n# ${'x'.repeat(MAX_BYTES)}`);
    await refusal('p2', 'ML4001');

    // A real turn, then the replays: the same bytes again (same Message-ID: handled once, not
    // answered again) and the old orders under a new Message-ID (ML4023).
    const alliedId = await sendOrders(stack, C, allied, 1, ref.orders[0].allied);
    await sendOrders(stack, C, central, 1, ref.orders[0].central);
    await waitForSubject(stack, 'p1', new RegExp(`^\\[${C}\\] allied: turn 1 report`), 1, 30_000);
    const acksBefore = (await readMailbox(stack, 'p1')).filter((m) => m.parsed.inReplyTo === alliedId).length;
    const from = tail.lines.length;
    await sendOrders(stack, C, allied, 1, ref.orders[0].allied, { messageId: alliedId });
    await tail.waitFor((l) => l.msg === 'duplicate message: already handled' && l.messageId === alliedId, 30_000, from);
    await sendOrders(stack, C, allied, 1, ref.orders[0].allied);
    await refusal('p1', 'ML4023');
    expect((await readMailbox(stack, 'p1')).filter((m) => m.parsed.inReplyTo === alliedId)).toHaveLength(acksBefore);

    const store = openStore(`${home}/admiralty.db`);
    try {
      const codes = store.listInbound({ campaign: C }).map((r) => r.code);
      for (const code of ['ML4030', 'ML4022', 'ML4004', 'ML4001', 'ML4023']) expect(codes).toContain(code);
      // Only the two real orders count; nothing refused became a submission that counts.
      expect(store.listJournal(C)).toHaveLength(1);
      expect(store.listOutbox().filter((o) => !/^(p1|p2|moderator)@game\.test$/.test(o.recipient))).toEqual([]);
    } finally {
      store.close();
    }
    expect(JSON.stringify(tail.lines)).not.toMatch(/queued [a-z-]+ for (mallory|victim)@evil\.test/);
  }, 120_000);

  test.skipIf(!existsSync(CORPUS))(`every corpus message over SMTP: no crash, each filed (answered or quarantined) (${CORPUS})`, async () => {
    const files = corpusFiles(CORPUS);
    expect(files.length).toBeGreaterThan(100);
    const before = await folderCounts(stack, 'referee');
    const filedBefore = (before.Processed ?? 0) + (before.Rejected ?? 0) + (before.Quarantine ?? 0);
    let accepted = 0;
    const refusedBySmtp: string[] = [];
    for (const f of files) {
      try {
        await sendRaw(stack, 'corpus@evil.test', 'referee@game.test', readFileSync(f));
        accepted++;
      } catch (e) {
        refusedBySmtp.push(`${f.slice(CORPUS.length + 1)}: ${(e as Error).message.slice(0, 80)}`);
      }
    }
    // Every accepted message gets filed: the INBOX empties and the folders grow by that many.
    await waitForMailbox(stack, 'referee', (ms) => ms.length === 0, 120_000).catch(() => undefined);
    let counts = await folderCounts(stack, 'referee');
    for (let i = 0; i < 600 && ((counts.INBOX ?? 0) > 0 || (counts.Processed ?? 0) + (counts.Rejected ?? 0) + (counts.Quarantine ?? 0) - filedBefore < accepted); i++) {
      await new Promise((r) => setTimeout(r, 200));
      counts = await folderCounts(stack, 'referee');
    }
    expect(counts.INBOX ?? 0).toBe(0);
    expect((counts.Processed ?? 0) + (counts.Rejected ?? 0) + (counts.Quarantine ?? 0) - filedBefore).toBe(accepted);
    // The daemon is still the process we started, and logged no internal error.
    expect(daemon!.child.exitCode).toBeNull();
    expect(tail.poll() && tail.lines.filter((l) => l.code === 'ML4099')).toEqual([]);
    const store = openStore(`${home}/admiralty.db`);
    try {
      expect(store.listInbound({ status: 'failed' })).toEqual([]);
      expect(store.listInbound({ status: 'received' })).toEqual([]);
      expect(store.listOutbox().filter((o) => !/^(p1|p2|moderator)@game\.test$/.test(o.recipient))).toEqual([]);
    } finally {
      store.close();
    }
    console.log(`hostile corpus over SMTP: ${files.length} messages, ${accepted} accepted by Postfix and filed by the daemon; refused by Postfix: ${refusedBySmtp.length}${refusedBySmtp.length ? `\n  ${refusedBySmtp.join('\n  ')}` : ''}`);
    void headerOf;
  }, 240_000);
});
