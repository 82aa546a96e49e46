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
import { daemonLog, spawnDaemon, writeDaemonConfig } from '../tests/mailstack/daemon.js';
import { joinCampaign, sendOrders, waitForSubject } from '../tests/mailstack/players.js';
import { referenceRun, SIDES } from '../tests/mailstack/reference.js';
import { closeSenders, folderCounts, imapClient, mailStackMissing, sendMail, startMailStack, waitForMailbox } from '../tests/mailstack/testbed.js';

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

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
    console.log(`mail (real Postfix + Dovecot on loopback):`);
    console.log(`  raw imapflow fetch + mailparser: ${rawRate.toFixed(0)} msg/s (${parsed} mails); ImapIntake with the daemon's processing (${accepted} orders accepted and acknowledged): ${intakeRate.toFixed(0)} msg/s; ratio ${(intakeRate / rawRate).toFixed(2)}  (goal ≥ 0.5)`);
    if (filed < N) console.log(`  CAP HIT: the intake filed ${filed} of ${N} mails in the ${CAP_MS / 1000} s cap; its rate is over those ${filed}`);
    void folderCounts;

    // 2. Order → acknowledgement, and last order → last report, through `admiralty serve`.
    const TURNS = 8;
    // The daemon's default (config.ts): a NOOP between IDLE notices, which Dovecot holds back 0.5 s.
    const ACK_POLL_MS = Number(process.env.BENCH_MAIL_POLL_MS ?? 500);
    const campaigns = ['b1', 'b2', 'b3'];
    const users = [['p1', 'p2'], ['p3', 'p4'], ['p5', 'p6']];
    const refs = campaigns.map((c) => referenceRun(c, 'gwas-mediterranean/goeben-1914', `${c}-seed`, TURNS));
    const config = writeDaemonConfig(home, stack, campaigns.map((c, i) => ({
      id: c, seed: `${c}-seed`, players: { allied: { email: `${users[i][0]}@game.test` }, central: { email: `${users[i][1]}@game.test` } }, deadline: { every: '1h', early: true },
    })), { pollMs: ACK_POLL_MS });
    daemons.push(spawnDaemon(config, `${home}/daemon.log`));
    const players = await Promise.all(campaigns.flatMap((c, i) => SIDES.map((side, k) => joinCampaign(stack, c, users[i][k], side, 60_000))));
    const ackMs: number[] = [];
    const reportMs: number[] = [];
    const orders: Array<{ id: string; to: string; sentAt: number; seenAt: number }> = [];
    for (let t = 1; t <= TURNS; t++) {
      let lastSent = 0;
      await Promise.all(players.map(async (p, j) => {
        const c = campaigns[Math.floor(j / 2)];
        const start = performance.now();
        const sentAt = Date.now();
        const id = await sendOrders(stack, c, p, t, refs[Math.floor(j / 2)].orders[t - 1][p.side as 'allied' | 'central']);
        lastSent = Math.max(lastSent, performance.now());
        await waitForSubject(stack, p.user, new RegExp(`^\\[${c}\\] ${p.side} turn ${t} orders: accepted`), 1, 30_000);
        ackMs.push(performance.now() - start);
        orders.push({ id, to: p.address, sentAt, seenAt: Date.now() });
      }));
      await Promise.all(players.map((p, j) => waitForSubject(stack, p.user, new RegExp(`^\\[${campaigns[Math.floor(j / 2)]}\\] ${p.side}: (turn ${t} report|final report)`), 1, 30_000)));
      reportMs.push(performance.now() - lastSent);
    }
    console.log(`  order mail → acknowledgement in the mailbox (${ackMs.length} orders, six players, daemon pollMs ${ACK_POLL_MS}): p50 ${s(pct(ackMs, 0.5))}, p95 ${s(pct(ackMs, 0.95))}  (issue 17 goal: p95 ≤ 0.5 s)`);
    console.log(`  last order sent (turn runs early) → last of six reports in the mailboxes: p50 ${s(pct(reportMs, 0.5))}, max ${s(Math.max(...reportMs))} over ${TURNS} turns  (goal ≤ 5 s)`);
    console.log(`  (mailboxes polled every 150 ms by the bench: figures include up to that much)`);
    // Where an acknowledgement's time goes, from the daemon's log: order sent → handled (Postfix,
    // LMTP, IMAP IDLE notice, fetch, parse, check, commit), handled → ack accepted by Postfix
    // (sender loop wake-up, compose, SMTP), accepted → seen in the mailbox by the bench.
    const log = daemonLog(`${home}/daemon.log`).map((l) => ({ msg: String(l.msg), messageId: l.messageId, ms: Date.parse(String(l.time)) }));
    const inbound: number[] = [];
    const outbound: number[] = [];
    const seen: number[] = [];
    for (const o of orders) {
      const handled = log.find((l) => /^message processed/.test(String(l.msg)) && l.messageId === o.id);
      const sent = handled && log.find((l) => l.ms >= handled.ms && String(l.msg) === `sent ack to ${o.to}`);
      if (!handled || !sent) continue;
      inbound.push(handled.ms - o.sentAt);
      outbound.push(sent.ms - handled.ms);
      seen.push(o.seenAt - sent.ms);
    }
    console.log(
      `  where an acknowledgement's time goes (p50 / p95): order sent → handled ${s(pct(inbound, 0.5))} / ${s(pct(inbound, 0.95))}; ` +
        `handled → ack accepted by Postfix ${s(pct(outbound, 0.5))} / ${s(pct(outbound, 0.95))}; accepted → seen by the bench ${s(pct(seen, 0.5))} / ${s(pct(seen, 0.95))}`,
    );
  } finally {
    for (const d of daemons) await d.stop();
    closeSenders();
    await stack.stop();
    rmSync(home, { recursive: true, force: true });
  }
}
