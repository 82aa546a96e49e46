/**
 * Issue 4 §8, crash safety over the real stack: a 20-turn campaign played by mail while the daemon
 * is killed with SIGKILL at 30+ random moments (restarted each time). Every order is accounted
 * for exactly once, every report reaches each player once, and the final state digest equals an
 * uninterrupted run with the same seed and orders (the in-process reference run through the same
 * pipeline, tests/mailstack/reference.ts).
 *
 * The one window SMTP cannot close: a kill after Postfix accepted a mail and before the outbox
 * recorded it sends the same bytes again with the same Message-ID. Such a copy is counted and
 * printed; the test requires each report's Message-ID to be unique per turn and side, and each
 * report to be there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStore } from '../../src/store/sqlite-store.js';
import { daemonLog, spawnDaemon, writeDaemonConfig, type DaemonProc } from './daemon.js';
import { mailStackGate } from './gate.js';
import { joinCampaign, sendOrders, subjectOf, waitForSubject, type Player } from './players.js';
import { referenceRun, stateDigest, SIDES } from './reference.js';
import { closeSenders, readMailbox, startMailStack, type MailStack } from './testbed.js';

const ok = mailStackGate();
// Not yet reliable within the CI budget (a run took over 7 minutes; see the report of the
// mail-stack work): opt in with ADMIRALTY_CRASH_TEST=1 until it is.
const enabled = process.env.ADMIRALTY_CRASH_TEST === '1';
if (ok && !enabled) console.warn('SKIPPED crash-safety test over the real stack: set ADMIRALTY_CRASH_TEST=1 to run it');
const C = 'crash';
const TURNS = Number(process.env.CRASH_TURNS ?? 20);
const KILLS = Number(process.env.CRASH_KILLS ?? 30);

/** A small seeded generator, so a failing run can be repeated (CRASH_SEED). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

describe.runIf(ok && enabled)('crash safety: kill -9 during a campaign over the real stack', () => {
  let stack: MailStack;
  let home: string;
  let daemon: DaemonProc | undefined;

  beforeAll(async () => {
    stack = await startMailStack();
    home = mkdtempSync('/tmp/adm-crash-');
  }, 60_000);
  afterAll(async () => {
    closeSenders();
    await daemon?.stop();
    await stack?.stop();
    if (!process.env.MAILSTACK_KEEP) rmSync(home, { recursive: true, force: true });
  }, 60_000);

  test(`${TURNS} turns, ${KILLS}+ kills: orders once, reports once, digest equals the uninterrupted run`, async () => {
    const seed = Number(process.env.CRASH_SEED ?? Date.now() % 100000);
    const rand = lcg(seed);
    console.log(`crash test: CRASH_SEED=${seed}`);
    const ref = referenceRun(C, 'gwas-mediterranean/goeben-1914', 'crash-seed', TURNS);
    const config = writeDaemonConfig(home, stack, [
      { id: C, seed: 'crash-seed', players: { allied: { email: 'p3@game.test' }, central: { email: 'p4@game.test' } }, deadline: { every: '1h', early: true } },
    ], { pollMs: 1000 });
    const logFile = `${home}/daemon.log`;
    daemon = spawnDaemon(config, logFile);

    let kills = 0;
    let done = false;
    const startedCount = () => daemonLog(logFile).filter((l) => l.msg === 'daemon started').length;
    let started = 0;
    const killer = (async () => {
      while (!done) {
        // One kill in five lands during startup; the others within 2.5 s of the daemon being up
        // (handling mail, resolving turns, sending). Timing from readiness, not from spawn:
        // startup time varies with the machine's load.
        if (rand() < 0.2) {
          await new Promise((r) => setTimeout(r, 200 + rand() * 1000));
        } else {
          const readyBy = Date.now() + 60_000;
          while (!done && startedCount() <= started && Date.now() < readyBy) await new Promise((r) => setTimeout(r, 50));
          await new Promise((r) => setTimeout(r, rand() * 2500));
        }
        if (done) break;
        await daemon!.kill9();
        kills++;
        started = startedCount();
        daemon = spawnDaemon(config, logFile);
      }
    })();

    const players: Record<string, Player> = {
      allied: await joinCampaign(stack, C, 'p3', 'allied', 60_000),
      central: await joinCampaign(stack, C, 'p4', 'central', 60_000),
    };
    const sentIds: Record<string, string[]> = { allied: [], central: [] };
    for (let t = 1; t <= TURNS; t++) {
      // Spread the kills over the whole campaign.
      while (kills < Math.ceil(((KILLS + 1) * (t - 1)) / TURNS)) await new Promise((r) => setTimeout(r, 100));
      for (const side of SIDES) sentIds[side].push(await sendOrders(stack, C, players[side], t, ref.orders[t - 1][side]));
      for (const side of SIDES) {
        await waitForSubject(stack, players[side].user, new RegExp(`^\\[${C}\\] ${side}: (turn ${t} report|final report \\(turn ${t}\\))`), 1, 90_000);
      }
    }
    done = true;
    await killer;
    // Let the last acks go out, then stop cleanly.
    await new Promise((r) => setTimeout(r, 2000));
    const status = await daemon!.stop();
    daemon = undefined;
    expect(status.code).toBe(0);
    expect(kills).toBeGreaterThanOrEqual(KILLS);

    // Orders: each mailed order is one inbound row, processed once, and acknowledged.
    const store = openStore(`${home}/admiralty.db`);
    let duplicates = 0;
    try {
      const inbound = store.listInbound({ campaign: C });
      for (const side of SIDES) {
        for (const id of sentIds[side]) {
          const rows = inbound.filter((r) => r.messageId === id);
          expect(rows, `inbound rows for ${side} ${id}`).toHaveLength(1);
          expect(rows[0].status).toBe('processed');
        }
      }
      expect(store.listJournal(C)).toHaveLength(TURNS);
      expect(stateDigest(store.getCampaign(C)!.stateJson)).toBe(ref.finalDigest);
    } finally {
      store.close();
    }
    // Reports and acks in the players' mailboxes.
    for (const side of SIDES) {
      const box = await readMailbox(stack, players[side].user);
      for (let t = 1; t <= TURNS; t++) {
        const reports = box.filter((m) => new RegExp(`^\\[${C}\\] ${side}: (turn ${t} report|final report \\(turn ${t}\\))`).test(subjectOf(m)));
        const ids = new Set(reports.map((m) => m.parsed.messageId));
        expect(ids.size, `${side} turn ${t} report ids`).toBe(1);
        duplicates += reports.length - 1;
        const acks = box.filter((m) => m.parsed.inReplyTo === sentIds[side][t - 1] && /orders: accepted/.test(subjectOf(m)));
        expect(new Set(acks.map((m) => m.parsed.messageId)).size, `${side} turn ${t} ack`).toBe(1);
        duplicates += acks.length - 1;
      }
    }
    console.log(`crash test: ${kills} kills over ${TURNS} turns; same-Message-ID copies delivered in the SMTP window: ${duplicates}`);
  }, 420_000);
});
