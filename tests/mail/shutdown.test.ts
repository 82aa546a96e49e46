/**
 * SIGTERM under load (issue 9 item 13): shutdown finishes the job in hand, then stops waiting
 * on whatever hangs (an intake that ignores the abort like a stuck IDLE, a send that never
 * returns, a close that never completes) after `shutdownMs`. Each test would hang, and fail by
 * vitest's timeout, on a daemon that waited for them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromData } from '../../src/mail/config.js';
import { openStore } from '../../src/store/sqlite-store.js';
import { Daemon } from '../../src/daemon/daemon.js';
import { memoryLogger } from '../../src/daemon/log.js';
import type { DaemonContext } from '../../src/daemon/context.js';
import { plusAddress, secretsFor } from '../../src/daemon/mailer.js';
import type { MailIntake, MailOutbound, InboundMessage, Disposition } from '../../src/mail/transport.js';
import { CENTRAL_ORDERS, campaignData, eml, FakeClock } from './harness.js';

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
        const job = handle(orderMail(ctx));
        controller.abort(); // SIGTERM arrives while the message is in hand
        handled = await job;
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

/** The central player's order mail, to his secret reply address. */
function orderMail(ctx: DaemonContext): InboundMessage {
  const to = plusAddress(ctx, secretsFor(ctx, 'med', 'central').token);
  return { id: 'order-1', raw: Buffer.from(eml({ from: 'Karl <karl@example.org>', to, subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS })) };
}
