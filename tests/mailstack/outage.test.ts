/**
 * Issue 4 §8, outages against the running daemon (`admiralty serve` as its own process):
 *
 * 1. Postfix stopped: orders still reach the referee's mailbox (appended straight into Dovecot by
 *    IMAP, as a second MX would), the daemon handles them and resolves the turn, and every send
 *    fails (connection refused: transient). The outbox keeps the mail and retries with backoff;
 *    once Postfix is back every acknowledgement and report is delivered.
 * 2. Dovecot restarted (down for a while): players' mail waits in Postfix's queue, the daemon's
 *    IMAP session breaks and reconnects with backoff, then reads the orders and answers.
 *
 * Neither loses nor duplicates anything: counted in the players' mailboxes and in the store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStore } from '../../src/store/sqlite-store.js';
import { LogTail, spawnDaemon, writeDaemonConfig, type DaemonProc } from './daemon.js';
import { mailStackGate } from './gate.js';
import { joinCampaign, sendOrders, subjectOf, waitForSubject, type Player } from './players.js';
import { referenceRun, stateDigest, SIDES } from './reference.js';
import { closeSenders, imapClient, readMailbox, startMailStack, type MailStack } from './testbed.js';

const ok = mailStackGate();
const C = 'outage';
const TURNS = 3;

/** Puts a mail straight into the referee's INBOX over IMAP (no SMTP); returns its Message-ID. */
async function appendOrders(stack: MailStack, p: Player, turn: number, text: string, n: number): Promise<string> {
  const messageId = `<outage-${p.side}-${turn}-${n}-${Date.now()}@game.test>`;
  const raw = await new Promise<Buffer>((res, rej) =>
    new MailComposer({ from: p.address, to: `referee+${p.token}@game.test`, subject: `Re: [${C}] ${p.side} turn ${turn} orders`, text, messageId }).compile().build((e, m) => (e ? rej(e) : res(m))),
  );
  const client = imapClient(stack, stack.users.referee!);
  client.on('error', () => {});
  await client.connect();
  try {
    await client.append('INBOX', raw);
  } finally {
    await client.logout().catch(() => client.close());
  }
  return messageId;
}

describe.runIf(ok)('outages: Postfix stopped, Dovecot restarted, under a running daemon', () => {
  let stack: MailStack;
  let home: string;
  let daemon: DaemonProc | undefined;

  beforeAll(async () => {
    stack = await startMailStack();
    home = mkdtempSync('/tmp/adm-outage-');
  }, 60_000);
  afterAll(async () => {
    closeSenders();
    await daemon?.stop();
    await stack?.startPostfix().catch(() => {});
    await stack?.startDovecot().catch(() => {});
    await stack?.stop();
    if (!process.env.MAILSTACK_KEEP) rmSync(home, { recursive: true, force: true });
  }, 60_000);

  test('the outbox waits for Postfix, intake reconnects to Dovecot; nothing lost, nothing twice', async () => {
    const t0 = Date.now();
    const phases: string[] = [];
    const phase = (name: string) => phases.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const ref = referenceRun(C, 'gwas-mediterranean/goeben-1914', 'outage-seed', TURNS);
    const config = writeDaemonConfig(home, stack, [
      { id: C, seed: 'outage-seed', players: { allied: { email: 'p5@game.test' }, central: { email: 'p6@game.test' } }, deadline: { every: '24h', early: true } },
    ], { pollMs: 1000, retry: { first: '1s', max: '2s', attempts: 100 } });
    const logFile = `${home}/daemon.log`;
    const tail = new LogTail(logFile);
    daemon = spawnDaemon(config, logFile);
    const players: Record<string, Player> = {
      allied: await joinCampaign(stack, C, 'p5', 'allied', 60_000),
      central: await joinCampaign(stack, C, 'p6', 'central', 60_000),
    };
    const sent: Record<string, string[]> = { allied: [], central: [] };
    const reportRe = (side: string, t: number) => new RegExp(`^\\[${C}\\] ${side}: (turn ${t} report|final report \\(turn ${t}\\))`);

    phase('joined');
    // 1. Postfix down: the turn runs, nothing can be sent, the outbox retries.
    await stack.stopPostfix();
    for (const side of SIDES) sent[side].push(await appendOrders(stack, players[side], 1, ref.orders[0][side], 1));
    await tail.waitFor((l) => /^turn resolved/.test(String(l.msg)), 30_000);
    await tail.waitFor((l) => /^send failed, retry at/.test(String(l.msg)), 30_000);
    // Still failing a while later: the sender keeps the mail and tries again (no give-up).
    await tail.waitFor((l) => /^send failed, retry at/.test(String(l.msg)) && Number(l.attempts) >= 2, 30_000);
    {
      const store = openStore(`${home}/admiralty.db`);
      try {
        const pending = store.listOutbox({ campaign: C, status: 'pending' });
        expect(pending.filter((o) => o.kind === 'report')).toHaveLength(2);
        expect(pending.filter((o) => o.kind === 'ack')).toHaveLength(2);
        expect(store.listOutbox({ campaign: C, status: 'failed' })).toEqual([]);
      } finally {
        store.close();
      }
    }
    const downFor = Date.now();
    await stack.startPostfix();
    for (const side of SIDES) await waitForSubject(stack, players[side].user, reportRe(side, 1), 1, 30_000);
    const healedInMs = Date.now() - downFor;
    phase('postfix outage healed');

    // 2. Dovecot down for a while, then up: Postfix queues the players' mail, intake reconnects.
    const connectsBefore = tail.lines.filter((l) => l.msg === 'imap connected').length;
    await stack.stopDovecot();
    for (const side of SIDES) sent[side].push(await sendOrders(stack, C, players[side], 2, ref.orders[1][side]));
    await new Promise((r) => setTimeout(r, 2000));
    phase('dovecot stopped, mail sent');
    await stack.startDovecot();
    phase('dovecot started');
    for (const side of SIDES) {
      // On a timeout, the daemon's own account of the restart too: the mailbox and Postfix's queue
      // alone could not say where a turn-2 order stopped when a CI run once failed here.
      await waitForSubject(stack, players[side].user, reportRe(side, 2), 1, 60_000).catch((e: Error) => {
        tail.poll();
        throw new Error(`${e.message}\n--- daemon log (last 40 lines)\n${tail.lines.slice(-40).map((l) => JSON.stringify(l)).join('\n')}`);
      });
    }
    tail.poll();
    expect(tail.lines.filter((l) => l.msg === 'imap connected').length).toBeGreaterThan(connectsBefore);

    phase('dovecot outage healed');
    // 3. A normal turn after both outages.
    for (const side of SIDES) sent[side].push(await sendOrders(stack, C, players[side], 3, ref.orders[2][side]));
    for (const side of SIDES) await waitForSubject(stack, players[side].user, reportRe(side, 3), 1, 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    const status = await daemon.stop();
    daemon = undefined;
    expect(status.code).toBe(0);

    // The store: every order once, every turn as the uninterrupted run, nothing left unsent.
    const store = openStore(`${home}/admiralty.db`);
    try {
      const inbound = store.listInbound({ campaign: C });
      for (const side of SIDES) {
        for (const id of sent[side]) {
          expect(inbound.filter((r) => r.messageId === id), `${side} ${id}`).toHaveLength(1);
          expect(store.listSubmissions(C).filter((s) => s.source === `mail:${id}`)).toHaveLength(1);
        }
      }
      expect(store.listSubmissions(C)).toHaveLength(TURNS * 2);
      expect(store.listJournal(C).map((j) => stateDigest(j.stateAfterJson!))).toEqual(ref.digests);
      expect(store.listOutbox({ campaign: C }).filter((o) => o.status !== 'sent')).toEqual([]);
    } finally {
      store.close();
    }
    // The mailboxes: each report and each acknowledgement exactly once.
    for (const side of SIDES) {
      const box = await readMailbox(stack, players[side].user);
      for (let t = 1; t <= TURNS; t++) {
        expect(box.filter((m) => reportRe(side, t).test(subjectOf(m))), `${side} turn ${t} report`).toHaveLength(1);
        expect(box.filter((m) => m.parsed.inReplyTo === sent[side][t - 1] && /orders: accepted/.test(subjectOf(m))), `${side} turn ${t} ack`).toHaveLength(1);
      }
      const ids = box.map((m) => m.parsed.messageId);
      expect(new Set(ids).size).toBe(ids.length);
    }
    console.log(`outage test: Postfix back → both turn-1 reports in the mailboxes in ${healedInMs} ms; ${phases.join(', ')}`);
  }, 180_000);
});
