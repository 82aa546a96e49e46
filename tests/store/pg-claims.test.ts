/**
 * Several daemons, one database (issue 17 §4): three processes claim the same outbox and inbound
 * rows at once (FOR UPDATE SKIP LOCKED and a lease) and each row is worked by exactly one of them
 * — nothing doubled, nothing lost; a campaign is held by one connection at a time, and a daemon
 * killed with SIGKILL gives its campaigns up (PostgreSQL ends its session) without anyone
 * releasing them. A claim whose holder's session has ended is taken again at once; one whose
 * holder is alive but silent, once its lease lapses. One incoming
 * mail is handled by one daemon at a time.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DaemonContext } from '../../src/daemon/context.js';
import { handleInbound, MailBusy } from '../../src/daemon/intake.js';
import { dedupeKey } from '../../src/mail/inbound-mail.js';
import { openPgStore } from '../../src/store/pg-store.js';
import type { Store } from '../../src/store/types.js';
import { pgGate } from '../support/pg-cluster.js';

const cluster = await pgGate();
const CLAIMER = fileURLToPath(new URL('./pg-claimer.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUTBOX = 300;
const INBOUND = 150;
const CAMPAIGNS = Array.from({ length: 12 }, (_, i) => `c${i}`);

function fill(store: Store): void {
  store.transaction(() => {
    for (const id of CAMPAIGNS) {
      store.insertCampaign({
        id, game: 'g', scenario: 's', seed: 's', createdAt: 't', turn: 1, status: 'active', stateJson: '{}', initialStateJson: '{}',
        engineVersion: 'e', dataVersion: 'd', exchange: 1, pendingJson: null, optionsJson: '{}',
      });
    }
    for (let i = 0; i < OUTBOX; i++) {
      store.enqueueOutbox({ messageId: `<m${i}>`, campaign: 'c0', turn: 1, kind: 'report', recipient: 'p@x', specJson: '{}', createdAt: '2025-12-31T00:00:00.000Z', nextAttemptAt: '2025-12-31T00:00:00.000Z' });
    }
    for (let i = 0; i < INBOUND; i++) {
      store.insertInbound({
        dedupeKey: `k${i}`, messageId: null, transportId: `t${i}`, receivedAt: 'r', size: 1, raw: Buffer.from('x'), fromAddr: null, campaign: null,
        seat: null, turn: null, status: 'received', code: null, detail: null, submission: null,
      });
    }
  });
}

interface Claimed { owner: string; sent: string[]; decided: number[]; campaigns: string[] }

/** Starts a claimer process; resolves with its report once it has printed it (it then waits, holding its campaigns). */
function claimer(url: string, owner: string, startAt: number): { child: ChildProcessWithoutNullStreams; report: Promise<Claimed> } {
  const child = spawn(process.execPath, ['--import', 'tsx', CLAIMER, url, owner, String(startAt), CAMPAIGNS.join(',')], { cwd: ROOT });
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => { err += String(d); });
  const report = new Promise<Claimed>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += String(d);
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!) as Claimed);
    });
    child.once('exit', (code) => reject(new Error(`claimer ${owner} exited (${code}) before reporting: ${err}`)));
  });
  return { child, report };
}

const exited = (c: ChildProcessWithoutNullStreams) => new Promise<void>((resolve) => { if (c.exitCode !== null || c.signalCode !== null) resolve(); else c.once('exit', () => resolve()); });

describe.runIf(cluster)('several daemons on one PostgreSQL database (issue 17 §4)', () => {
  it(`three processes claiming ${OUTBOX} outbox and ${INBOUND} inbound rows at once: each row worked once, none left; each campaign held by one`, async () => {
    const url = cluster!.database('claims');
    const parent = openPgStore(url);
    try {
      fill(parent);
      // Far enough ahead for all three to have loaded and connected (tsx start-up on a busy machine).
      const startAt = Date.now() + 8000;
      const runs = ['a', 'b', 'c'].map((o) => claimer(url, o, startAt));
      const reports = await Promise.all(runs.map((r) => r.report));
      const sent = reports.flatMap((r) => r.sent);
      const decided = reports.flatMap((r) => r.decided);
      console.log(`claims by process: outbox ${reports.map((r) => r.sent.length).join("/")}, inbound ${reports.map((r) => r.decided.length).join("/")}, campaigns ${reports.map((r) => r.campaigns.join(",")).join(" / ")}`);
      expect(new Set(sent).size).toBe(sent.length);
      expect(sent).toHaveLength(OUTBOX);
      expect(new Set(decided).size).toBe(decided.length);
      expect(decided).toHaveLength(INBOUND);
      expect(parent.listOutbox({ status: 'pending' })).toEqual([]);
      expect(parent.listInbound({ status: 'received' })).toEqual([]);
      const held = reports.flatMap((r) => r.campaigns);
      expect([...held].sort()).toEqual([...CAMPAIGNS].sort());
      // While they are held, nobody else gets them.
      expect(CAMPAIGNS.filter((c) => parent.claimCampaign(c))).toEqual([]);
      // A holder killed outright: its session ends and its campaigns are free, released by nobody;
      // those of a claimer still alive stay its own.
      const k = reports.findIndex((r) => r.campaigns.length > 0);
      const holder = runs[k]!;
      const freed = [...reports[k]!.campaigns].sort();
      holder.child.kill('SIGKILL');
      await exited(holder.child);
      let free: string[] = [];
      for (let i = 0; i < 100 && free.length < freed.length; i++) {
        free = [...free, ...CAMPAIGNS.filter((c) => !free.includes(c) && parent.claimCampaign(c))];
        if (free.length < freed.length) await new Promise((r) => setTimeout(r, 100));
      }
      expect(free.sort()).toEqual(freed);
      for (const r of runs) { if (r.child.exitCode === null && r.child.signalCode === null) r.child.stdin.write('go\n'); }
      await Promise.all(runs.map((r) => exited(r.child)));
    } finally {
      parent.close();
    }
  }, 120_000);

  it('a claim is its holder\'s until its lease lapses; then another takes it (the holder gone), and a marked row is nobody\'s', () => {
    const url = cluster!.database('lease');
    const a = openPgStore(url);
    const b = openPgStore(url);
    try {
      a.enqueueOutbox({ messageId: '<1>', campaign: null, turn: null, kind: 'help', recipient: 'p@x', specJson: '{}', createdAt: 't0', nextAttemptAt: '2026-01-01T00:00:00Z' });
      a.enqueueOutbox({ messageId: '<2>', campaign: null, turn: null, kind: 'help', recipient: 'p@x', specJson: '{}', createdAt: 't1', nextAttemptAt: '2026-01-01T00:00:00Z' });
      expect(a.claimOutbox('2026-01-01T00:01:00Z', 1, 'a', '2026-01-01T00:11:00Z').map((r) => r.messageId)).toEqual(['<1>']);
      expect(b.claimOutbox('2026-01-01T00:02:00Z', 5, 'b', '2026-01-01T00:12:00Z').map((r) => r.messageId)).toEqual(['<2>']);
      expect(b.claimOutbox('2026-01-01T00:05:00Z', 5, 'b', '2026-01-01T00:15:00Z').map((r) => r.messageId)).toEqual(['<2>']);
      expect(a.claimOutbox('2026-01-01T00:10:59Z', 5, 'a', '2026-01-01T00:20:00Z').map((r) => r.messageId)).toEqual(['<1>']);
      // a is gone without marking <1>: once its lease lapses, b takes it.
      expect(b.claimOutbox('2026-01-01T00:20:00Z', 5, 'b', '2026-01-01T00:30:00Z').map((r) => r.messageId)).toEqual(['<1>', '<2>']);
      b.markOutboxSent('<1>', 's');
      expect(a.claimOutbox('2026-01-01T01:00:00Z', 5, 'a', '2026-01-01T01:10:00Z').map((r) => r.messageId)).toEqual(['<2>']);
      expect(a.claimCampaign('x')).toBe(true);
      expect(b.claimCampaign('x')).toBe(false);
      a.releaseCampaign('x');
      expect(b.claimCampaign('x')).toBe(true);
    } finally {
      a.close();
      b.close();
    }
  });

  it('a claim whose holder\'s session has ended (a daemon killed or stopped with the mail in hand) is taken at once, before its lease lapses', async () => {
    const url = cluster!.database('gone');
    const a = openPgStore(url);
    const b = openPgStore(url);
    try {
      a.enqueueOutbox({ messageId: '<1>', campaign: null, turn: null, kind: 'help', recipient: 'p@x', specJson: '{}', createdAt: 't0', nextAttemptAt: '2026-01-01T00:00:00Z' });
      expect(a.claimOutbox('2026-01-01T00:01:00Z', 1, 'a', '2026-01-01T00:11:00Z').map((r) => r.messageId)).toEqual(['<1>']);
      // a alive: its claim holds against b, the lease not lapsed.
      expect(b.claimOutbox('2026-01-01T00:02:00Z', 5, 'b', '2026-01-01T00:12:00Z')).toEqual([]);
      a.close();
      // The server process of a's session ends a moment after the connection closes.
      let got: string[] = [];
      for (let i = 0; i < 50 && got.length === 0; i++) {
        got = b.claimOutbox('2026-01-01T00:02:00Z', 5, 'b', '2026-01-01T00:12:00Z').map((r) => r.messageId);
        if (!got.length) await new Promise((r) => setTimeout(r, 100));
      }
      expect(got).toEqual(['<1>']);
    } finally {
      b.close();
    }
  });

  it('one mail is handled by one daemon at a time: the other\'s handle rejects (its transport offers the mail again later) and stores nothing', async () => {
    const url = cluster!.database('mail');
    const a = openPgStore(url);
    const b = openPgStore(url);
    try {
      const raw = Buffer.from('Message-ID: <same@x>\r\nFrom: p@x\r\nTo: referee@x\r\nSubject: orders\r\n\r\nturn: 1\r\n');
      expect(a.claimMail(dedupeKey(raw))).toBe(true);
      const ctx = { store: b, config: { limits: { maxMessageBytes: 1 << 20 } } } as unknown as DaemonContext;
      await expect(handleInbound(ctx, { id: 'local:1', raw })).rejects.toBeInstanceOf(MailBusy);
      expect(b.listInbound()).toEqual([]);
      a.releaseMail(dedupeKey(raw));
      expect(b.claimMail(dedupeKey(raw))).toBe(true);
      expect(a.claimMail(dedupeKey(raw))).toBe(false);
    } finally {
      a.close();
      b.close();
    }
  });
});
