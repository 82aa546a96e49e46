/**
 * Issue 17 §4 and its goal "kill -9 of either at random moments losing and doubling nothing":
 * two daemons (`node bin/admiralty.mjs serve`, each its own process) on one PostgreSQL database
 * and one local mail folder play two campaigns by mail while either is killed with SIGKILL at
 * seeded random moments and restarted. Afterwards the crash test's checks
 * (tests/mailstack/crash.test.ts), over both daemons:
 *
 * - every order mailed is one decided inbound row (processed), exactly one submission and exactly
 *   one acknowledgement in its player's folder; a copy that a kill after its handling and before
 *   its filing offered again is kept as a 'duplicate' row that did nothing (counted); no mail is
 *   left in the inbox or in a killed intake's hands (src/mail/local-claim.ts);
 * - every report is in each player's folder exactly once, and no folder holds a Message-ID twice;
 * - every outbox row ends sent; every turn is journalled once and its digests equal the
 *   uninterrupted run with the same seed and orders (tests/mailstack/reference.ts).
 *
 * CRASH_PG_SEED repeats a run's kill schedule; CRASH_PG_TURNS and CRASH_PG_KILLS size it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { localMailFolders, safeName } from '../../src/mail/local-transport.js';
import { openPgStore } from '../../src/store/pg-store.js';
import { localWay, Postbox } from '../../bench/host-players.js';
import { killLeftoverDaemons, LogTail, spawnDaemon, type DaemonProc } from '../mailstack/daemon.js';
import { referenceRun, SIDES, stateDigest } from '../mailstack/reference.js';
import { pgGate } from '../support/pg-cluster.js';

const cluster = await pgGate();
const TURNS = Number(process.env.CRASH_PG_TURNS ?? 4);
const KILLS = Number(process.env.CRASH_PG_KILLS ?? 7);
const CAMPAIGNS = ['k1', 'k2'];
const SCENARIO = 'gwas-mediterranean/goeben-1914';

/** A small seeded generator (as the crash test's), so a failing schedule can be repeated. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const address = (c: string, side: string) => `${side}-${c}@crash.test`;

describe.runIf(cluster)('two daemons on PostgreSQL, kill -9 of either at random moments (issue 17 §4, goals)', () => {
  const home = mkdtempSync(join(tmpdir(), 'adm-pgcrash-'));
  afterAll(() => { killLeftoverDaemons(); if (!process.env.CRASH_PG_KEEP) rmSync(home, { recursive: true, force: true }); });

  it(`${CAMPAIGNS.length} campaigns × ${TURNS} turns, ${KILLS}+ kills: each order once, each mail once, each turn once and as the uninterrupted run`, async () => {
    const seed = Number(process.env.CRASH_PG_SEED ?? Date.now() % 100000);
    const rand = lcg(seed);
    console.log(`two-daemon crash test: CRASH_PG_SEED=${seed}`);
    const url = cluster!.database('crash');
    const refs = Object.fromEntries(CAMPAIGNS.map((c) => [c, referenceRun(c, SCENARIO, `${c}-seed`, TURNS)]));
    const folder = join(home, 'mail');
    const config = join(home, 'admiralty.yaml');
    writeFileSync(config, stringify({
      store: url,
      mail: { mode: 'local', referee: 'referee@crash.test', folder, pollMs: 100, maps: false },
      campaigns: CAMPAIGNS.map((c) => ({
        id: c, scenario: SCENARIO, seed: `${c}-seed`, deadline: { every: '24h', early: true },
        players: Object.fromEntries(SIDES.map((side) => [side, { email: address(c, side) }])),
      })),
    }));
    const logs = [join(home, 'daemon-a.log'), join(home, 'daemon-b.log')];
    const daemons: DaemonProc[] = logs.map((l) => spawnDaemon(config, l));
    /** Where each daemon's log lines since its latest start begin (LogTail index). */
    const spawnedAt = [0, 0];
    const players = CAMPAIGNS.flatMap((c) => SIDES.map((side) => address(c, side)));
    const way = localWay(folder, players);
    const box = new Postbox(way);

    // The killer: kill -9 one of the two (seeded), start it again at once. Most kills come a
    // seeded 0–800 ms after the victim logged that it started (it is then taking mail, running
    // turns, sending); one in five during its start-up. Kills are spread over the campaign: at
    // most `allowed()` by the turn the slowest campaign is on, and the players wait for the
    // killer to catch up before each turn.
    let kills = 0;
    let done = false;
    let turnReached = 0;
    const killedWhich = [0, 0];
    const whenKilled: Record<string, number> = { 'start-up': 0, running: 0 };
    const tails = logs.map((l) => new LogTail(l));
    const allowed = () => Math.ceil(((KILLS + 1) * Math.max(turnReached, 1)) / TURNS);
    const killer = (async () => {
      while (!done) {
        while (!done && kills >= allowed()) await sleep(20);
        if (done) break;
        const d = rand() < 0.5 ? 0 : 1;
        const from = spawnedAt[d]!;
        let when: string;
        if (rand() < 0.2) {
          await sleep(100 + rand() * 1000);
          when = 'start-up';
        } else {
          await tails[d]!.waitFor((l) => l.msg === 'daemon started', 60_000, from).catch(() => null);
          await sleep(rand() * 800);
          when = 'running';
        }
        if (done) break;
        await daemons[d]!.kill9();
        tails[d]!.poll();
        spawnedAt[d] = tails[d]!.lines.length;
        daemons[d] = spawnDaemon(config, logs[d]!);
        kills++;
        killedWhich[d]!++;
        whenKilled[when]!++;
      }
    })();
    try {
      const orderIds: Record<string, string[]> = {};
      const onTurn: Record<string, number> = Object.fromEntries(CAMPAIGNS.map((c) => [c, 0]));
      await Promise.all(CAMPAIGNS.map(async (c) => {
        const tokens: Record<string, string> = {};
        for (const side of SIDES) {
          const b = await box.wait(`${c} ${side} briefing`, (m) => m.to === address(c, side) && m.subject.startsWith(`[${c}] ${side}: welcome`) && m.token !== null, 60_000);
          tokens[side] = b.token!;
        }
        for (let t = 1; t <= TURNS; t++) {
          onTurn[c] = t;
          turnReached = Math.min(...Object.values(onTurn));
          while (kills < Math.floor((KILLS * (t - 1)) / TURNS)) await sleep(20);
          await Promise.all(SIDES.map(async (side) => {
            const mid = await way.send(address(c, side), `referee+${tokens[side]}@crash.test`, `Re: [${c}] ${side} turn ${t} orders`, refs[c]!.orders[t - 1]![side]);
            (orderIds[`${c}/${side}`] ??= []).push(mid);
            await box.wait(`${c} ${side} turn ${t} ack`, (m) => m.inReplyTo === mid && /orders: accepted/.test(m.subject), 60_000);
            const re = new RegExp(`^\\[${c}\\] ${side}: (turn ${t} report|final report \\(turn ${t}\\))`);
            await box.wait(`${c} ${side} turn ${t} report`, (m) => m.to === address(c, side) && re.test(m.subject), 60_000);
          }));
        }
        onTurn[c] = TURNS + 1;
        turnReached = Math.min(...Object.values(onTurn));
      }));
      while (kills < KILLS) await sleep(20);
      done = true;
      await killer;
      // A moment for a mail queued after the last report (none is expected) before both stop.
      await sleep(500);
      const stopped = await Promise.all(daemons.map((d) => d.stop()));
      expect(stopped.every((s) => s.code === 0 || s.signal === 'SIGTERM')).toBe(true);

      const store = openPgStore(url);
      try {
        const inbound = store.listInbound();
        const duplicates = inbound.filter((r) => r.status === 'duplicate').length;
        for (const c of CAMPAIGNS) {
          const subs = store.listSubmissions(c);
          expect(subs, `${c}: one submission per order mail`).toHaveLength(TURNS * SIDES.length);
          for (const side of SIDES) {
            for (const id of orderIds[`${c}/${side}`]!) {
              const rows = inbound.filter((r) => r.messageId === id && r.status !== 'duplicate');
              expect(rows.map((r) => r.status), `decided inbound rows for ${c} ${side} ${id}`).toEqual(['processed']);
              expect(subs.filter((s) => s.source === `mail:${id}`), `submissions from ${id}`).toHaveLength(1);
            }
          }
          const journal = store.listJournal(c);
          expect(journal.map((j) => j.turn), `${c}: each turn journalled once`).toEqual(Array.from({ length: TURNS }, (_, i) => i + 1));
          expect(journal.map((j) => stateDigest(j.stateAfterJson!))).toEqual(refs[c]!.digests);
          expect(stateDigest(store.getCampaign(c)!.stateJson)).toBe(refs[c]!.finalDigest);
        }
        expect(store.listOutbox().filter((m) => m.status !== 'sent').map((m) => `${m.kind} ${m.recipient} ${m.status}`), 'every outbox row sent').toEqual([]);
        console.log(`two-daemon crash test: ${kills} kills (${killedWhich.join(' and ')} of the two daemons; ${JSON.stringify(whenKilled)}) over ${TURNS} turns of ${CAMPAIGNS.length} campaigns; ` +
          `${duplicates} copies of order mails offered again and kept as duplicates`);
      } finally {
        store.close();
      }
      // No mail left behind: none in the inbox, none in an intake's hands (local-claim.ts) — a
      // mail taken by a daemon killed before it filed it was put back and handled by the next.
      const { inbox, processing, outbox } = localMailFolders(folder);
      expect(readdirSync(inbox).filter((n) => n.endsWith('.eml')), 'mail left in the inbox').toEqual([]);
      expect(readdirSync(processing).flatMap((d) => readdirSync(join(processing, d))), 'mail left taken').toEqual([]);
      // Each player's folder: every acknowledgement and report once, no Message-ID twice.
      for (const c of CAMPAIGNS) {
        for (const side of SIDES) {
          const mine = box.all.filter((m) => m.to === address(c, side));
          for (const [t, id] of orderIds[`${c}/${side}`]!.entries()) {
            expect(mine.filter((m) => m.inReplyTo === id && /orders: accepted/.test(m.subject)), `${c} ${side} turn ${t + 1} acks`).toHaveLength(1);
            const re = new RegExp(`^\\[${c}\\] ${side}: (turn ${t + 1} report|final report \\(turn ${t + 1}\\))`);
            expect(mine.filter((m) => re.test(m.subject)), `${c} ${side} turn ${t + 1} reports`).toHaveLength(1);
          }
          const files = readdirSync(join(outbox, safeName(address(c, side)))).filter((n) => n.endsWith('.eml'));
          const ids = files.map((n) => /^message-id:\s*(\S+)/im.exec(readFileSync(join(outbox, safeName(address(c, side)), n), 'latin1'))?.[1]);
          expect(new Set(ids).size, `${c} ${side}: no Message-ID twice`).toBe(ids.length);
        }
      }
    } finally {
      done = true;
      await killer.catch(() => undefined);
      box.abandon('test over');
      await Promise.all(daemons.map((d) => d.stop()));
    }
  }, 180_000);
});
