/**
 * Issue 4 §8, real stack: SMTP in → IMAP out, and the IMAP intake / SMTP outbound transports
 * against real Postfix and Dovecot on loopback (started and stopped by this file).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ImapIntake } from '../../src/mail/imap-intake.js';
import { SmtpOutbound } from '../../src/mail/smtp-outbound.js';
import { SendError, type Disposition, type InboundMessage } from '../../src/mail/transport.js';
import { mailStackGate } from './gate.js';
import { closeSenders, folderCounts, readMailbox, sendMail, startMailStack, waitForMailbox, type MailStack } from './testbed.js';

const ok = mailStackGate();

describe.runIf(ok)('real mail stack: smoke (Postfix + Dovecot on loopback)', () => {
  let stack: MailStack;
  beforeAll(async () => {
    stack = await startMailStack();
  }, 60_000);
  afterAll(async () => {
    closeSenders();
    await stack?.stop();
  }, 30_000);

  test('a mail sent by SMTP lands in the mailbox and is read back by IMAP (plus-address to base user)', async () => {
    await sendMail(stack, 'p1@game.test', 'referee+tok123@game.test', 'Orders med central 1', 'game: gwas-mediterranean\nside: central\n', [
      { filename: 'orders.yaml', content: 'turn: 1\n' },
    ]);
    const msgs = await waitForMailbox(stack, 'referee', (m) => m.length >= 1, 10_000);
    expect(msgs).toHaveLength(1);
    const m = msgs[0].parsed;
    expect(m.subject).toBe('Orders med central 1');
    expect(m.text).toContain('side: central');
    expect(m.attachments.map((a) => a.filename)).toEqual(['orders.yaml']);
    expect((m.to && !Array.isArray(m.to) ? m.to.text : '')).toContain('referee+tok123@game.test');
  });

  test('mail to an unknown user or another domain is refused at SMTP', async () => {
    await expect(sendMail(stack, 'p1@game.test', 'nobody@game.test', 'x', 'x')).rejects.toThrow(/550|5\.1\.1|rejected|refused/i);
    await expect(sendMail(stack, 'p1@game.test', 'someone@example.org', 'x', 'x')).rejects.toThrow(/5\d\d|rejected|refused/i);
  });

  test('ImapIntake offers each message once, files it by disposition only after handle resolved, retries a throwing handler', async () => {
    const subjects = ['keep', 'reject', 'quarantine', 'boom'];
    for (const s of subjects) await sendMail(stack, 'p2@game.test', 'moderator@game.test', s, `body ${s}`);
    await waitForMailbox(stack, 'moderator', (m) => m.length >= subjects.length, 10_000);

    const seen: string[] = [];
    let boomFails = 1;
    const ac = new AbortController();
    const intake = new ImapIntake({
      ...stack.imap,
      user: stack.users.moderator.user,
      pass: stack.users.moderator.pass,
      retryAfterMs: 300,
      // Polls too rarely to matter here: the late message below can only arrive by IDLE.
      pollIntervalMs: 3_600_000,
    });
    const handle = async (m: InboundMessage): Promise<Disposition> => {
      const subject = /^Subject: (.*)$/m.exec(m.raw.toString('utf8'))?.[1]?.trim() ?? '';
      expect(m.id).toMatch(/^imap:\d+:\d+$/);
      // Not yet filed while we hold it: it is still in INBOX.
      seen.push(subject);
      if (subject === 'boom' && boomFails-- > 0) throw new Error('store unavailable');
      return subject === 'reject' ? 'rejected' : subject === 'quarantine' ? 'quarantined' : 'processed';
    };
    const running = intake.run(handle, ac.signal);
    const deadline = Date.now() + 15_000;
    while (intake.stats.filed < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // A message arriving while the intake idles is picked up by IDLE (the poll is an hour away);
    // how quickly is measured by `npm run bench`, not asserted here.
    const t0 = Date.now();
    await sendMail(stack, 'p3@game.test', 'moderator@game.test', 'late', 'late');
    while (!seen.includes('late') && Date.now() < t0 + 10_000) await new Promise((r) => setTimeout(r, 20));
    while (intake.stats.filed < 5 && Date.now() < t0 + 10_000) await new Promise((r) => setTimeout(r, 50));
    ac.abort();
    await running;

    expect(seen.filter((s) => s === 'boom')).toHaveLength(2); // once thrown, once handled
    expect(seen.filter((s) => s !== 'boom').sort()).toEqual(['keep', 'late', 'quarantine', 'reject']);
    const counts = await folderCounts(stack, 'moderator');
    expect(counts).toMatchObject({ INBOX: 0, Processed: 3, Rejected: 1, Quarantine: 1 });
  }, 60_000);

  test('SmtpOutbound delivers raw bytes with the given envelope and Message-ID; 5xx is permanent, a stopped server transient', async () => {
    const out = new SmtpOutbound({ ...stack.submission, auth: { user: stack.users.referee.user, pass: stack.users.referee.pass } }); // SMTP AUTH via Dovecot SASL
    const raw = Buffer.from(
      'From: Admiralty <referee@game.test>\r\nTo: p4@game.test\r\nSubject: Report turn 1\r\n' +
        'Message-ID: <med.1.report.p4@game.test>\r\nAuto-Submitted: auto-replied\r\n\r\nYour report.\r\n',
    );
    await out.send({ messageId: '<med.1.report.p4@game.test>', from: 'referee@game.test', to: 'p4@game.test', raw });
    const got = await waitForMailbox(stack, 'p4', (m) => m.length >= 1, 10_000);
    expect(got[0].parsed.messageId).toBe('<med.1.report.p4@game.test>');
    expect(got[0].parsed.headers.get('auto-submitted')).toBe('auto-replied');

    const permanent = await out.send({ messageId: '<x@game.test>', from: 'referee@game.test', to: 'ghost@game.test', raw }).catch((e: unknown) => e);
    expect(permanent).toBeInstanceOf(SendError);
    expect((permanent as SendError).permanent).toBe(true);

    const bad = await out.send({ messageId: '<y@game.test>', from: 'referee@game.test', to: 'p4@game.test\r\nRCPT TO:<p5@game.test>', raw }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(SendError);
    expect((bad as SendError).permanent).toBe(true);
    await out.close();

    await stack.stopPostfix();
    try {
      const out2 = new SmtpOutbound({ ...stack.smtp, timeoutMs: 3000 });
      const transient = await out2.send({ messageId: '<z@game.test>', from: 'referee@game.test', to: 'p4@game.test', raw }).catch((e: unknown) => e);
      expect(transient).toBeInstanceOf(SendError);
      expect((transient as SendError).permanent).toBe(false);
      await out2.close();
    } finally {
      await stack.startPostfix();
    }
    expect(await readMailbox(stack, 'p4')).toHaveLength(1);
  }, 60_000);

  test('ImapIntake reconnects after Dovecot restarts, and nothing is offered twice or lost', async () => {
    const ac = new AbortController();
    const seen: string[] = [];
    const intakeLog: string[] = [];
    const intake = new ImapIntake({
      ...stack.imap,
      user: stack.users.p5.user,
      pass: stack.users.p5.pass,
      pollIntervalMs: 1000,
      backoff: { initialMs: 100, maxMs: 1000 },
      log: (level, msg, data) => intakeLog.push(`${level} ${msg} ${JSON.stringify(data ?? {})}`),
    });
    const running = intake.run(async (m) => {
      seen.push(/^Subject: (.*)$/m.exec(m.raw.toString('utf8'))?.[1]?.trim() ?? '');
      return 'processed';
    }, ac.signal);
    // Generous: CI runs this beside a CPU-heavy suite on two cores.
    const waitSeen = async (n: number) => {
      const deadline = Date.now() + 45_000;
      while (seen.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    };
    // What a failure needs to be diagnosed: where the mail is, and what the intake did.
    const explain = async () =>
      [
        `seen: ${JSON.stringify(seen)}`,
        `folders: ${JSON.stringify(await folderCounts(stack, 'p5').catch((e: unknown) => String(e)))}`,
        `postfix queue:\n${stack.queueListing()}`,
        `intake log:\n${intakeLog.slice(-30).join('\n')}`,
        stack.logTail(20),
      ].join('\n');
    await sendMail(stack, 'p1@game.test', 'p5@game.test', 'before', 'x');
    await waitSeen(1);
    await stack.restartDovecot();
    await sendMail(stack, 'p1@game.test', 'p5@game.test', 'after', 'x');
    await waitSeen(2);
    // Dovecot down while mail arrives: Postfix queues it (LMTP deferred) and delivers on return.
    await stack.stopDovecot();
    await sendMail(stack, 'p1@game.test', 'p5@game.test', 'during', 'x');
    await new Promise((r) => setTimeout(r, 1500));
    await stack.startDovecot();
    // Postfix would retry by itself within its backoff (≤ 5 s here), but on a loaded machine its
    // queue manager can lag; flushing is what an admin does after an outage, and keeps this test
    // about the intake rather than about Postfix's scheduler.
    await stack.flushPostfix();
    await waitSeen(3);
    await new Promise((r) => setTimeout(r, 1500));
    ac.abort();
    await running;
    if (seen.length !== 3) expect.fail(`the intake did not see all three mails\n${await explain()}`);
    expect(seen).toEqual(['before', 'after', 'during']);
    expect(intake.stats.reconnects).toBeGreaterThanOrEqual(2);
    expect(await folderCounts(stack, 'p5')).toMatchObject({ INBOX: 0, Processed: 3 });
  }, 150_000);
});
