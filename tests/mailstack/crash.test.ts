/**
 * Issue 4 §8, crash safety over the real stack: a 20-turn campaign played by mail while the daemon
 * (`node bin/admiralty.mjs serve`, its own process) is killed with SIGKILL at 30+ random moments
 * and restarted each time. Checked afterwards:
 *
 * - every order mailed is accounted for exactly once: one inbound row per Message-ID, processed,
 *   and exactly one submission whose source is that Message-ID (and no other submissions);
 * - every report (and every acknowledgement) is in each player's mailbox exactly once;
 * - every turn's state digest, and the final one, equal an uninterrupted run with the same seed
 *   and orders (the in-process reference run through the same pipeline, reference.ts).
 *
 * Kill moments are seeded (CRASH_SEED repeats a run) and measured from the daemon's own log
 * lines, not from wall-clock guesses: some during startup (before IMAP is connected), some just
 * after the daemon is up, the rest a random 0–150 ms after a randomly chosen kind of event (a
 * message handled, a mail queued, a mail sent, a turn resolved). Kills are spread over the whole
 * campaign: the players wait for the killer as much as the killer waits for the players.
 *
 * The window SMTP cannot close — a kill after Postfix accepted a mail and before the outbox
 * recorded it — re-sends the same Message-ID. Exactly-once in the mailbox comes from the standard
 * mail-system mechanism: duplicate suppression at delivery by Message-ID (Pigeonhole Sieve, RFC
 * 7352 `duplicate`, configured by scripts/mailstack/mailstack.sh). The test prints how many
 * copies Dovecot discarded, i.e. how often a kill hit that window.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStore } from '../../src/store/sqlite-store.js';
import { LogTail, spawnDaemon, writeDaemonConfig, type DaemonProc } from './daemon.js';
import { mailStackGate } from './gate.js';
import { joinCampaign, sendOrders, subjectOf, waitForSubject, type Player } from './players.js';
import { referenceRun, stateDigest, SIDES } from './reference.js';
import { closeSenders, readMailbox, startMailStack, waitForMailbox, type MailStack } from './testbed.js';

const ok = mailStackGate();
const C = 'crash';
const TURNS = Number(process.env.CRASH_TURNS ?? 20);
const KILLS = Number(process.env.CRASH_KILLS ?? 30);

/** A small seeded generator, so a failing run can be repeated (CRASH_SEED). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The log events a kill may follow (chosen at random per kill). */
const TRIGGERS: Array<[string, (l: Record<string, unknown>) => boolean]> = [
  ['message handled', (l) => /^message (processed|rejected|quarantined)/.test(String(l.msg))],
  ['mail queued', (l) => /^queued /.test(String(l.msg))],
  ['mail sent', (l) => /^sent /.test(String(l.msg))],
  ['turn resolved', (l) => /^turn resolved/.test(String(l.msg))],
];

describe.runIf(ok)('crash safety: kill -9 during a campaign over the real stack', () => {
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

  test(`${TURNS} turns, ${KILLS}+ kills: orders once, reports once, digests equal the uninterrupted run`, async () => {
    const t0 = Date.now();
    const seed = Number(process.env.CRASH_SEED ?? Date.now() % 100000);
    const rand = lcg(seed);
    console.log(`crash test: CRASH_SEED=${seed}`);
    const ref = referenceRun(C, 'gwas-mediterranean/goeben-1914', 'crash-seed', TURNS);
    const config = writeDaemonConfig(home, stack, [
      { id: C, seed: 'crash-seed', players: { allied: { email: 'p3@game.test' }, central: { email: 'p4@game.test' } }, deadline: { every: '24h', early: true } },
    ], { pollMs: 1000, retry: { first: '1s', max: '2s' } });
    const logFile = `${home}/daemon.log`;
    const tail = new LogTail(logFile);
    let spawnedFrom = tail.lines.length;
    daemon = spawnDaemon(config, logFile);

    let kills = 0;
    let turn = 0; // the turn the players are on (0: joining)
    let done = false;
    let idle = false; // the players are waiting for the kills to catch up
    const why: Record<string, number> = {};
    const startups: number[] = [];
    // Kills spread over the campaign: at most `allowed(turn)` by the time the players reach `turn`.
    const allowed = (t: number) => Math.ceil(((KILLS + 2) * Math.max(t, 1)) / TURNS);
    const killer = (async () => {
      while (!done) {
        while (!done && kills >= allowed(turn)) await sleep(20);
        if (done) break;
        const spawnedAt = Date.now();
        let trigger: string;
        const r = rand();
        if (r < 0.15) {
          trigger = 'startup';
          await sleep(100 + rand() * 1500);
        } else {
          const up = await tail.waitFor((l) => l.msg === 'imap connected', 60_000, spawnedFrom).catch(() => null);
          if (up) startups.push(Date.now() - spawnedAt);
          if (r < 0.3 || idle) {
            // Just up (or the players are waiting for the killer, so no mail is coming).
            trigger = 'just up';
          } else {
            const [name, pred] = TRIGGERS[Math.floor(rand() * TRIGGERS.length)]!;
            trigger = name;
            const hit = await tail.waitFor(pred, 3_000).catch(() => null);
            if (!hit) trigger = `${name} (none within 3 s)`;
          }
          await sleep(rand() * 150);
        }
        if (done) break;
        await daemon!.kill9();
        kills++;
        why[trigger] = (why[trigger] ?? 0) + 1;
        tail.poll();
        spawnedFrom = tail.lines.length;
        daemon = spawnDaemon(config, logFile);
      }
    })();

    const players: Record<string, Player> = {
      allied: await joinCampaign(stack, C, 'p3', 'allied', 60_000),
      central: await joinCampaign(stack, C, 'p4', 'central', 60_000),
    };
    const sentIds: Record<string, string[]> = { allied: [], central: [] };
    const reportRe = (side: string, t: number) => new RegExp(`^\\[${C}\\] ${side}: (turn ${t} report|final report \\(turn ${t}\\))`);
    for (let t = 1; t <= TURNS; t++) {
      turn = t;
      for (const side of SIDES) sentIds[side].push(await sendOrders(stack, C, players[side], t, ref.orders[t - 1][side]));
      for (const side of SIDES) await waitForSubject(stack, players[side].user, reportRe(side, t), 1, 60_000);
      idle = true;
      while (kills < Math.floor((KILLS * t) / TURNS)) await sleep(20);
      idle = false;
    }
    turn = TURNS + 1;
    while (kills < KILLS) await sleep(50);
    done = true;
    await killer;
    const ackRe = /orders: accepted/;
    // Every acknowledgement is out (the last ones may still be in the outbox): then stop cleanly.
    for (const side of SIDES) {
      await waitForMailbox(stack, players[side].user, (ms) => sentIds[side].every((id) => ms.some((m) => m.parsed.inReplyTo === id && ackRe.test(subjectOf(m)))), 60_000);
    }
    // The clean stop is of a daemon that is running: the last restart may be only milliseconds old,
    // and a SIGTERM before node has run a line of bin/admiralty.mjs ends it by the signal
    // whatever the daemon does (kill -9 at startup is what the loop above tests).
    tail.poll();
    expect(await tail.waitFor((l) => l.msg === 'daemon started', 60_000, spawnedFrom).catch(() => null), 'the last restart came up').not.toBeNull();
    const status = await daemon!.stop();
    daemon = undefined;
    // Both fields: a null code alone does not tell death by the SIGTERM (during startup) from the kill -9 after stop's grace.
    expect(status).toEqual({ code: 0, signal: null });
    expect(kills).toBeGreaterThanOrEqual(KILLS);

    // Orders: each mailed order is one inbound row, processed once, and exactly one submission.
    const store = openStore(`${home}/admiralty.db`);
    try {
      const inbound = store.listInbound({ campaign: C });
      const subs = store.listSubmissions(C);
      for (const side of SIDES) {
        for (const id of sentIds[side]) {
          const rows = inbound.filter((r) => r.messageId === id);
          expect(rows, `inbound rows for ${side} ${id}`).toHaveLength(1);
          expect(rows[0]!.status).toBe('processed');
          expect(subs.filter((s) => s.source === `mail:${id}`), `submissions from ${id}`).toHaveLength(1);
        }
      }
      expect(subs).toHaveLength(TURNS * SIDES.length);
      expect(subs.every((s) => s.valid)).toBe(true);
      const journal = store.listJournal(C);
      expect(journal).toHaveLength(TURNS);
      expect(journal.map((j) => stateDigest(j.stateAfterJson!))).toEqual(ref.digests);
      expect(stateDigest(store.getCampaign(C)!.stateJson)).toBe(ref.finalDigest);
    } finally {
      store.close();
    }
    // Reports and acknowledgements: each exactly once in each player's mailbox.
    for (const side of SIDES) {
      const box = await readMailbox(stack, players[side].user);
      for (let t = 1; t <= TURNS; t++) {
        expect(box.filter((m) => reportRe(side, t).test(subjectOf(m))), `${side} turn ${t} reports`).toHaveLength(1);
        expect(box.filter((m) => m.parsed.inReplyTo === sentIds[side][t - 1] && ackRe.test(subjectOf(m))), `${side} turn ${t} acks`).toHaveLength(1);
      }
      const ids = box.map((m) => m.parsed.messageId);
      expect(new Set(ids).size, `${side}: no Message-ID twice`).toBe(ids.length);
    }
    const dovecotLog = readFileSync(`${stack.dir}/log/dovecot.log`, 'utf8');
    const discarded = dovecotLog.split('\n').filter((l) => /lmtp\(p[34]@game\.test\).*discard/i.test(l)).length;
    const sorted = [...startups].sort((a, b) => a - b);
    console.log(
      `crash test: ${kills} kills over ${TURNS} turns in ${((Date.now() - t0) / 1000).toFixed(1)} s; kills after: ${JSON.stringify(why)}; ` +
        `daemon spawn → IMAP connected median ${sorted[Math.floor(sorted.length / 2)] ?? '-'} ms, max ${sorted.at(-1) ?? '-'} ms; ` +
        `re-sent copies discarded at delivery (Sieve duplicate): ${discarded}`,
    );
    // The budget is mostly restarts: each costs a spawn and the command line's load through tsx,
    // about 1.5 s on an idle machine but 6-15 s (27 restarts: 232 s) measured on a 2-core
    // machine with two CPU hogs and other test runs beside it (issue 9 item 13).
  }, 600_000);
});
