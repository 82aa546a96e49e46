/**
 * Issue 4 §8, end to end over real Postfix and Dovecot: `admiralty serve` runs as its own
 * process; players send orders through Postfix by SMTP; the daemon reads them from Dovecot by
 * IMAP; acknowledgements and reports land in the players' mailboxes, read back here by IMAP.
 * Six turns, with a bad order, a spoofed order (and an unknown sender), and a late order.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { main } from '../../src/cli/main.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { daemonLog, headerOf, spawnDaemon, writeDaemonConfig, type DaemonProc } from './daemon.js';
import { mailStackGate } from './gate.js';
import { count, joinCampaign, moderatorToken, sendOrders, subjectOf, waitForSubject, type Player } from './players.js';
import { ordersText, referenceRun } from './reference.js';
import { closeSenders, folderCounts, readMailbox, sendMail, startMailStack, waitForMailbox, type MailStack } from './testbed.js';

const ok = mailStackGate();
const C = 'e2e';
const TURNS = 6;

describe.runIf(ok)('end to end: admiralty serve over Postfix + Dovecot', () => {
  let stack: MailStack;
  let home: string;
  let daemon: DaemonProc | undefined;
  let logFile: string;

  beforeAll(async () => {
    stack = await startMailStack();
    home = mkdtempSync('/tmp/adm-e2e-');
    logFile = `${home}/daemon.log`;
  }, 60_000);
  afterAll(async () => {
    closeSenders();
    await daemon?.stop();
    await stack?.stop();
    if (!process.env.MAILSTACK_KEEP) rmSync(home, { recursive: true, force: true });
  }, 60_000);

  test(`a ${TURNS}-turn campaign by mail: acks threaded, reports once each, bad / spoofed / late orders refused with codes`, async () => {
    const ref = referenceRun(C, 'gwas-mediterranean/goeben-1914', 'e2e-seed', TURNS);
    const config = writeDaemonConfig(home, stack, [
      {
        id: C,
        seed: 'e2e-seed',
        moderator: 'moderator@game.test',
        players: { allied: { email: 'p1@game.test', name: 'Ann', timeZone: 'Europe/London' }, central: { email: 'p2@game.test', name: 'Karl', timeZone: 'Europe/Berlin' } },
        deadline: { every: '1h', early: true },
      },
    ], { pollMs: 1000, maps: true });
    daemon = spawnDaemon(config, logFile);

    const allied = await joinCampaign(stack, C, 'p1', 'allied');
    const central = await joinCampaign(stack, C, 'p2', 'central');
    const mod = await moderatorToken(stack, C);
    expect(allied.token).not.toBe(central.token);
    const players: Record<string, Player> = { allied, central };

    for (let t = 1; t <= TURNS; t++) {
      if (t === 2) {
        // A bad order: diagnostics come back quoting the line; nothing is stored.
        const bad = ref.orders[t - 1].allied.replace('fleets:', 'mision: raid\nfleets:');
        const badId = await sendOrders(stack, C, allied, t, bad);
        const [nak] = await waitForSubject(stack, 'p1', new RegExp(`^\\[${C}\\] allied turn ${t} orders: NOT accepted`));
        expect(nak.parsed.text).toMatch(/ADM\d{4}/);
        expect(nak.parsed.text).toContain('mision');
        expect(nak.parsed.inReplyTo).toBe(badId);
        // A spoofed order: central's address as From, but no secret (plain referee address).
        await sendMail(stack, 'p2@game.test', 'referee@game.test', `[${C}] central turn ${t} orders`, ref.orders[t - 1].central.replace(/^side: central/m, 'side: central'));
        const [refusal] = await waitForSubject(stack, 'p2', /message refused \(ML4030\)/);
        expect(refusal.parsed.text).toContain('ML4030');
        // Orders for the other side, from a real player with a real secret: refused.
        await sendOrders(stack, C, allied, t, ref.orders[t - 1].central);
        await waitForSubject(stack, 'p1', /message refused \(ML4022\)|orders: NOT accepted/);
        // An unknown sender: quarantined and never answered.
        await sendMail(stack, 'mallory@evil.test', 'referee@game.test', `[${C}] central turn ${t} orders`, ref.orders[t - 1].central);
      }
      if (t === 3) {
        // Central misses the turn: only allied sends; the moderator processes the turn by mail.
        await sendOrders(stack, C, allied, t, ref.orders[t - 1].allied);
        await waitForSubject(stack, 'p1', new RegExp(`^\\[${C}\\] allied turn ${t} orders: accepted`));
        await sendMail(stack, 'moderator@game.test', `referee+${mod.token}@game.test`, `Re: [${C}] moderator: campaign started`, 'process\n');
        await waitForSubject(stack, 'p1', new RegExp(`^\\[${C}\\] allied: turn ${t} report`));
        await waitForSubject(stack, 'p2', new RegExp(`^\\[${C}\\] central: turn ${t} report`));
        // The late order, for the turn just resolved: refused with a code.
        await sendOrders(stack, C, central, t, ref.orders[t - 1].central);
        const [late] = await waitForSubject(stack, 'p2', /message refused \(ML4023\)|orders: NOT accepted/);
        expect(late.parsed.text).toContain('ML4023');
        continue;
      }
      const sent: Record<string, string> = {};
      for (const side of ['allied', 'central'] as const) {
        // After the missed turn the campaign has left the reference path: send forms that keep
        // the plotted plans ("fleets: {}"), always valid.
        const text = t > 3 ? ordersText(C, side, t, { fleets: {} }) : ref.orders[t - 1][side];
        sent[side] = await sendOrders(stack, C, players[side], t, text, { asAttachment: t === 4 && side === 'central' });
      }
      for (const side of ['allied', 'central'] as const) {
        const p = players[side];
        const acks = await waitForSubject(stack, p.user, new RegExp(`^\\[${C}\\] ${side} turn ${t} orders: accepted \\(receipt [0-9a-f]{12}\\)`));
        const ack = acks.at(-1)!;
        expect(ack.parsed.inReplyTo).toBe(sent[side]);
        expect(headerOf(ack, 'references')).toContain(sent[side]);
        expect(headerOf(ack, 'auto-submitted')).toBe('auto-replied');
        expect(ack.parsed.replyTo?.text).toContain(`referee+${p.token}@game.test`);
        expect(ack.parsed.text).toMatch(/UTC/);
        if (t === 1) {
          // The signed receipt in the acknowledgement, as the player received it, verifies.
          const file = `${home}/ack-${side}.eml`;
          writeFileSync(file, ack.raw);
          let out = '';
          const code = await main(['--home', home, 'receipt', 'verify', file], {}, { out: (x) => { out += x; }, err: (x) => { out += x; } });
          expect(out).toContain('receipt verified');
          expect(code).toBe(0);
        }
      }
      for (const side of ['allied', 'central'] as const) {
        await waitForSubject(stack, players[side].user, new RegExp(`^\\[${C}\\] ${side}: (turn ${t} report|final report \\(turn ${t}\\))`));
      }
    }

    // Every report reached each player exactly once; nothing was answered twice.
    await new Promise((r) => setTimeout(r, 1500));
    for (const p of [allied, central]) {
      const box = await readMailbox(stack, p.user);
      for (let t = 1; t <= TURNS; t++) expect(count(box, new RegExp(`^\\[${C}\\] ${p.side}: (turn ${t} report|final report \\(turn ${t}\\))`))).toBe(1);
      const ids = box.map((m) => m.parsed.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(box.every((m) => headerOf(m, 'auto-submitted') === 'auto-replied')).toBe(true);
    }
    // The referee's mailbox is empty: everything was filed.
    const folders = await folderCounts(stack, 'referee');
    expect(folders.INBOX).toBe(0);
    expect(folders.Quarantine).toBeGreaterThanOrEqual(1); // mallory
    expect(folders.Rejected).toBeGreaterThanOrEqual(2); // spoof, other side, late (or bad)
    // mallory was never answered (and nothing went to another domain).
    const log = daemonLog(logFile);
    expect(log.some((l) => l.code === 'ML4040')).toBe(true);
    expect(JSON.stringify(log)).not.toMatch(/"to":"mallory@evil\.test"/);
    const status = await daemon!.stop();
    expect(status.code).toBe(0);
    daemon = undefined;
    // Subjects seen by the players, for the record on failure.
    const p1 = await readMailbox(stack, 'p1');
    expect(p1.map(subjectOf).filter((s) => /NOT accepted/.test(s)).length).toBeGreaterThanOrEqual(1);
    void waitForMailbox;
  }, 180_000);
});
