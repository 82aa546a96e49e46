/**
 * Mail benchmark through the real stack (issue 4 §9), called at the end of `npm run bench` when
 * Postfix and Dovecot can start here. Prints figures only. Goals: order mail → acknowledgement in
 * the mailbox p95 ≤ 2 s; deadline (last order in) → last report delivered ≤ 5 s; intake throughput
 * (with the daemon's own processing of each mail) ≥ 0.5 of a raw imapflow fetch + mailparser
 * parse of the same mailbox.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { simpleParser } from 'mailparser';
import { ImapIntake } from '../src/mail/imap-intake.js';
import { configFromData } from '../src/mail/config.js';
import { LocalIntake, LocalOutbound } from '../src/mail/local-transport.js';
import type { InboundMessage } from '../src/mail/transport.js';
import { Daemon } from '../src/daemon/daemon.js';
import { memoryLogger } from '../src/daemon/log.js';
import { secretsFor } from '../src/daemon/mailer.js';
import { systemClock } from '../src/pipeline/campaign.js';
import { openStore } from '../src/store/sqlite-store.js';
import { spawnDaemon } from '../tests/mailstack/daemon.js';
import { referenceRun } from '../tests/mailstack/reference.js';
import { orderToAck } from './mail-ack.js';
import { closeSenders, folderCounts, imapClient, mailStackMissing, sendMail, startMailStack, waitForMailbox } from '../tests/mailstack/testbed.js';


/** A daemon with campaign 'tp' (p1 plays the Central Powers), handling mails as `admiralty serve` does. */
function intakeDaemon(home: string, name: string) {
  const dir = join(home, name);
  mkdirSync(dir, { recursive: true });
  const config = configFromData({
    mail: { mode: 'local', referee: 'p6@game.test' },
    campaigns: [{
      id: 'tp', scenario: 'gwas-mediterranean/goeben-1914', seed: 'tp', moderator: 'mod@game.test',
      players: { allied: { name: 'A', email: 'p2@game.test' }, central: { name: 'C', email: 'p1@game.test' } },
      deadline: { every: '48h' },
    }],
  }, dir, dir, {});
  const store = openStore(join(dir, 'admiralty.db'));
  const ctx = { store, config, clock: systemClock, log: memoryLogger() };
  const daemon = new Daemon({ ctx, intake: new LocalIntake({ root: config.folder, settleMs: 0 }), outbound: new LocalOutbound(config.folder) });
  daemon.setup();
  return {
    passphrase: secretsFor(ctx, 'tp', 'central').passphrase,
    handle: (m: InboundMessage) => daemon.handle(m),
    accepted: () => store.listOutbox({ campaign: 'tp', kind: 'ack' }).length,
    close: () => store.close(),
  };
}

export async function mailBenchmark(): Promise<void> {
  const missing = mailStackMissing();
  if (missing) {
    console.log(`mail benchmark skipped: ${missing}`);
    return;
  }
  const stack = await startMailStack();
  const home = mkdtempSync('/tmp/adm-bench-');
  const daemons: Array<ReturnType<typeof spawnDaemon>> = [];
  try {
    // BENCH_MAIL_PARTS=intake,ack picks parts (both by default).
    const parts = new Set((process.env.BENCH_MAIL_PARTS ?? 'intake,ack').split(',').map((x) => x.trim()));
    console.log(`mail (real Postfix + Dovecot on loopback):`);
    if (parts.has('intake')) await intakeThroughput(stack, home);
    // 2. Order → acknowledgement, and last order → last report, through `admiralty serve`.
    if (parts.has('ack')) await orderToAck(stack, home, daemons);
  } finally {
    for (const d of daemons) await d.stop();
    closeSenders();
    await stack.stop();
    // MAILSTACK_KEEP keeps the daemon's log and store too (the stack's own is kept by testbed.ts).
    if (process.env.MAILSTACK_KEEP) console.log(`  kept: ${home} (daemon), ${stack.dir} (mail stack)`);
    else rmSync(home, { recursive: true, force: true });
  }
}

/** 1. Intake throughput against a raw imapflow fetch + mailparser parse of the same mailbox. */
async function intakeThroughput(stack: Awaited<ReturnType<typeof startMailStack>>, home: string): Promise<void> {
  // 1. Intake throughput against a raw imapflow fetch + mailparser parse of the same mailbox.
  // The intake does the daemon's real work on each mail (store the raw mail, parse, identify the
  // player by address and passphrase, check the orders, store the submission, queue the
  // acknowledgement); both sides are warmed the same way first, and both timings include the
  // IMAP connection and login.
  const N = 300;
  const CAP_MS = 180_000;
  const daemon = intakeDaemon(home, 'timed');
  const warm = intakeDaemon(home, 'warm-up');
  const body = `${referenceRun('tp', 'gwas-mediterranean/goeben-1914', 'tp', 1).orders[0].central}\npassphrase: ${daemon.passphrase}\n`;
  await Promise.all(Array.from({ length: N }, (_, i) => sendMail(stack, 'p1@game.test', 'p6@game.test', `[tp] central turn 1 orders #${i}`, body)));
  await waitForMailbox(stack, 'p6', (m) => m.length >= N, 60_000);
  // Warm-up, untimed: the first 20 mails fetched and parsed, and handled by a second daemon
  // (its own store, so the timed daemon still sees every mail as new).
  const wc = imapClient(stack, stack.users.p6);
  wc.on('error', () => {});
  await wc.connect();
  let lock = await wc.getMailboxLock('INBOX');
  for await (const m of wc.fetch('1:20', { uid: true, source: true })) if (m.source) { await simpleParser(m.source); await warm.handle({ id: `warm:${m.uid}`, raw: m.source }); }
  lock.release();
  await wc.logout();
  let t0 = performance.now();
  const raw = imapClient(stack, stack.users.p6);
  raw.on('error', () => {});
  await raw.connect();
  lock = await raw.getMailboxLock('INBOX');
  let parsed = 0;
  for await (const m of raw.fetch('1:*', { uid: true, source: true })) if (m.source) { await simpleParser(m.source); parsed++; }
  const rawMs = performance.now() - t0;
  lock.release();
  await raw.logout();
  const ac = new AbortController();
  const intake = new ImapIntake({ ...stack.imap, user: stack.users.p6.user, pass: stack.users.p6.pass });
  t0 = performance.now();
  const run = intake.run((m) => daemon.handle(m), ac.signal);
  while ((intake.stats.filed < N) && performance.now() - t0 < CAP_MS) await new Promise((r) => setTimeout(r, 5));
  const intakeMs = performance.now() - t0;
  const filed = intake.stats.filed;
  ac.abort();
  await run;
  const accepted = daemon.accepted();
  daemon.close();
  warm.close();
  const rawRate = (parsed / rawMs) * 1000;
  const intakeRate = (filed / intakeMs) * 1000;
  console.log(`  raw imapflow fetch + mailparser: ${rawRate.toFixed(0)} msg/s (${parsed} mails); ImapIntake with the daemon's processing (${accepted} orders accepted and acknowledged): ${intakeRate.toFixed(0)} msg/s; ratio ${(intakeRate / rawRate).toFixed(2)}  (goal ≥ 0.5)`);
  if (filed < N) console.log(`  CAP HIT: the intake filed ${filed} of ${N} mails in the ${CAP_MS / 1000} s cap; its rate is over those ${filed}`);
  void folderCounts;
}
