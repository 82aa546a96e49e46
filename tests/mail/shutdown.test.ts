/**
 * SIGTERM under load (issue 9 item 13): shutdown finishes the job in hand, skips the jobs queued
 * behind it (each is redone on the next start), then stops waiting on whatever hangs (an intake
 * that ignores the abort like a stuck IDLE, a send that never returns, a close that never
 * completes) after `shutdownMs`. Each hang test would hang, and fail by vitest's timeout, on a
 * daemon that waited for them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromData } from '../../src/mail/config.js';
import { openStore } from '../../src/store/sqlite-store.js';
import { Daemon } from '../../src/daemon/daemon.js';
import { JobSkipped } from '../../src/daemon/serial-queue.js';
import { memoryLogger } from '../../src/daemon/log.js';
import type { DaemonContext } from '../../src/daemon/context.js';
import { plusAddress, secretsFor } from '../../src/daemon/mailer.js';
import type { MailIntake, MailOutbound, InboundMessage, Disposition } from '../../src/mail/transport.js';
import { ALLIED_ORDERS, CENTRAL_ORDERS, campaignData, eml, FakeClock } from './harness.js';

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);
let home = '';
afterEach(() => { if (home) rmSync(home, { recursive: true, force: true }); });

function context(): DaemonContext & { log: ReturnType<typeof memoryLogger> } {
  home = mkdtempSync(join(tmpdir(), 'adm-stop-'));
  const config = configFromData(campaignData(), home, home, {});
  return { store: openStore(join(home, 'admiralty.db')), config, clock: new FakeClock(), log: memoryLogger() };
}

describe('13 shutdown under load', { timeout: 60_000 }, () => {
  it('finishes the message in hand when the signal comes, then exits although the intake and the close hang', async () => {
    const ctx = context();
    const controller = new AbortController();
    let handled: Disposition | null = null;
    const intake: MailIntake = {
      async run(handle: (m: InboundMessage) => Promise<Disposition>) {
        // SIGTERM arrives while the message is in hand: its raw copy is being stored.
        const insert = ctx.store.insertInbound.bind(ctx.store);
        ctx.store.insertInbound = (row) => { controller.abort(); return insert(row); };
        handled = await handle(orderMail(ctx));
        return never(); // like an IMAP IDLE that does not notice the abort
      },
    };
    const outbound: MailOutbound = { send: async () => undefined, close: () => never() };
    const daemon = new Daemon({ ctx, intake, outbound, tickMs: 10, shutdownMs: 50 });
    await daemon.run(controller.signal);
    expect(handled).toBe('processed');
    expect(ctx.store.latestValidSubmission('med', 'central', 1)).toBeTruthy(); // the job in hand finished
    expect(daemon.cleanShutdown).toBe(false);
    expect(ctx.log.entries.some((e) => /shutdown: stopped waiting for the intake, the outbound transport/.test(e.msg))).toBe(true);
    ctx.store.close();
  });

  it('exits although a send never returns (a server that does not answer); the mail stays pending', async () => {
    const ctx = context();
    const controller = new AbortController();
    const intake: MailIntake = { run: (_h, signal) => new Promise<void>((r) => signal.addEventListener('abort', () => r())) };
    let closed = false;
    const outbound: MailOutbound = { send: () => { controller.abort(); return never(); }, close: async () => { closed = true; } };
    const daemon = new Daemon({ ctx, intake, outbound, tickMs: 10, shutdownMs: 50 });
    await daemon.run(controller.signal);
    expect(daemon.cleanShutdown).toBe(false);
    expect(closed).toBe(true); // closing the transport is what tears the stuck send down
    expect(ctx.log.entries.some((e) => /shutdown: gave up a send still in progress/.test(e.msg))).toBe(true);
    expect(ctx.store.listOutbox({ status: 'sent' })).toHaveLength(0); // nothing recorded as sent that was not
    expect(ctx.store.listOutbox({ status: 'pending' }).length).toBeGreaterThan(0); // sent again on the next start
    ctx.store.close();
  });

  it('jobs queued behind the job in hand at the signal do not start: the send in hand finishes, the queued messages are left for the next start, which handles them', async () => {
    const ctx = context();
    const controller = new AbortController();
    const sent: string[] = [];
    let release: () => void = () => undefined;
    let sending: () => void = () => undefined;
    const firstSend = new Promise<void>((r) => { sending = r; });
    const outbound: MailOutbound = {
      send(m) {
        sent.push(m.messageId);
        if (sent.length > 1) return Promise.resolve();
        sending();
        return new Promise<void>((r) => { release = r; }); // the first briefing: a slow server
      },
      async close() {},
    };
    let mails: InboundMessage[] = [];
    let outcomes: PromiseSettledResult<Disposition>[] = [];
    const intake: MailIntake = {
      async run(handle) {
        await firstSend; // the sender has the first briefing in hand
        mails = [orderMail(ctx, 'central'), orderMail(ctx, 'allied')];
        const jobs = mails.map((m) => handle(m)); // two messages queue behind it
        controller.abort(); // SIGTERM
        release(); // the server answers: the send in hand completes
        outcomes = await Promise.allSettled(jobs);
      },
    };
    const daemon = new Daemon({ ctx, intake, outbound, tickMs: 10, shutdownMs: 10_000 });
    await daemon.run(controller.signal);

    // Only the job in hand finished: one mail sent and recorded, the sender went no further.
    expect(sent).toHaveLength(1);
    expect(ctx.store.listOutbox({ status: 'sent' }).map((r) => r.messageId)).toEqual(sent);
    const pending = ctx.store.listOutbox({ status: 'pending' });
    expect(pending.length).toBeGreaterThan(0);
    // The queued messages were never started: rejected (the intake leaves them in the mailbox), nothing stored.
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    for (const o of outcomes) expect((o as PromiseRejectedResult).reason).toBeInstanceOf(JobSkipped);
    expect(ctx.store.listInbound()).toHaveLength(0);
    expect(daemon.cleanShutdown).toBe(true); // nothing was still running at the bound
    // The log says, at the signal, what was in hand and what was queued; at the end, what was skipped and how long it took.
    const atSignal = ctx.log.entries.find((e) => e.msg === 'shutdown: signal received');
    expect(atSignal?.fields).toMatchObject({ inHand: 'sender (outbox)', queued: ['message order-central', 'message order-allied'], sending: 1 });
    const stopped = ctx.log.entries.find((e) => e.msg === 'daemon stopped');
    expect(stopped?.fields).toMatchObject({ skipped: ['message order-central', 'message order-allied'], clean: true });
    expect(stopped?.fields.shutdownTookMs).toEqual(expect.any(Number));

    // The next start: the intake offers the same messages again; the mail not sent goes now, once.
    const again: string[] = [];
    const next = new Daemon({ ctx, intake: { run: async () => undefined }, outbound: { async send(m) { again.push(m.messageId); }, async close() {} } });
    for (const m of mails) expect(await next.handle(m)).toBe('processed');
    await next.tick();
    expect(ctx.store.latestValidSubmission('med', 'central', 1)).toBeTruthy();
    expect(ctx.store.latestValidSubmission('med', 'allied', 1)).toBeTruthy();
    expect(again).toEqual(expect.arrayContaining(pending.map((r) => r.messageId)));
    expect(again).not.toContain(sent[0]);
    expect(ctx.store.listOutbox({ status: 'pending' })).toHaveLength(0);
    ctx.store.close();
  });

  it('a clean shutdown waits for nothing and says so', async () => {
    const ctx = context();
    const controller = new AbortController();
    const intake: MailIntake = { run: (_h, signal) => new Promise<void>((r) => signal.addEventListener('abort', () => r())) };
    const sent: string[] = [];
    const outbound: MailOutbound = { async send(m) { sent.push(m.messageId); controller.abort(); }, async close() {} };
    const daemon = new Daemon({ ctx, intake, outbound, tickMs: 10, shutdownMs: 60_000 });
    await daemon.run(controller.signal);
    expect(daemon.cleanShutdown).toBe(true);
    expect(sent).toHaveLength(1); // the send in hand finished and was recorded
    expect(ctx.store.listOutbox({ status: 'sent' })).toHaveLength(1);
    ctx.store.close();
  });
});

/** A player's turn 1 order mail, to the side's secret reply address. */
function orderMail(ctx: DaemonContext, side: 'central' | 'allied' = 'central'): InboundMessage {
  const to = plusAddress(ctx, secretsFor(ctx, 'med', side).token);
  const from = side === 'central' ? 'Karl <karl@example.org>' : 'Ann <ann@example.org>';
  const body = side === 'central' ? CENTRAL_ORDERS : ALLIED_ORDERS;
  return { id: `order-${side}`, raw: Buffer.from(eml({ from, to, subject: `[med] ${side} turn 1 orders`, body })) };
}
