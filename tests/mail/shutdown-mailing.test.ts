/**
 * SIGTERM while a turn's reports are being mailed (issue 9 item 13). The sender checks the
 * signal between mails: the mail in hand finishes, the rest stay pending in the outbox and go,
 * each once and with the same Message-ID, on the next start. Composing a long report takes a
 * while on a busy machine, so the signal may come while a mail is composed and not yet handed
 * to the transport: that mail is not sent either. `compose` is wrapped so the test can send the
 * signal at exactly that moment; it composes as before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFromData } from '../../src/mail/config.js';
import { openStore } from '../../src/store/sqlite-store.js';
import { Daemon } from '../../src/daemon/daemon.js';
import { flushOutbox } from '../../src/daemon/outbox.js';
import { memoryLogger } from '../../src/daemon/log.js';
import type { DaemonContext } from '../../src/daemon/context.js';
import { plusAddress, secretsFor } from '../../src/daemon/mailer.js';
import type { InboundMessage, MailIntake, MailOutbound } from '../../src/mail/transport.js';
import { ALLIED_ORDERS, CENTRAL_ORDERS, campaignData, eml, FakeClock } from './harness.js';

const hook = vi.hoisted(() => ({ composed: null as null | (() => void) }));
vi.mock('../../src/mail/compose.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/mail/compose.js')>();
  return {
    ...real,
    compose: async (...args: Parameters<typeof real.compose>) => {
      const raw = await real.compose(...args);
      hook.composed?.();
      return raw;
    },
  };
});

let home = '';
afterEach(() => { hook.composed = null; if (home) rmSync(home, { recursive: true, force: true }); });

/** A recording transport: every Message-ID it accepted. */
function recorder(): MailOutbound & { ids: string[] } {
  const ids: string[] = [];
  return { ids, async send(m) { ids.push(m.messageId); }, async close() {} };
}

const idle: MailIntake = { run: (_h, signal) => new Promise<void>((r) => signal.addEventListener('abort', () => r(), { once: true })) };

function order(ctx: DaemonContext, side: 'allied' | 'central'): InboundMessage {
  const to = plusAddress(ctx, secretsFor(ctx, 'med', side).token);
  const from = side === 'central' ? 'Karl <karl@example.org>' : 'Ann <ann@example.org>';
  return { id: `order-${side}`, raw: Buffer.from(eml({ from, to, subject: `[med] ${side} turn 1 orders`, body: side === 'central' ? CENTRAL_ORDERS : ALLIED_ORDERS })) };
}

describe('13 shutdown while a turn is mailed', { timeout: 60_000 }, () => {
  it("a turn's report mailing stops between mails: the report in hand goes, the rest go on the next start, each once", async () => {
    home = mkdtempSync(join(tmpdir(), 'adm-stop-mailing-'));
    const clock = new FakeClock();
    const ctx: DaemonContext = { store: openStore(join(home, 'admiralty.db')), config: configFromData(campaignData(), home, home, {}), clock, log: memoryLogger() };
    // Before: briefings out, both sides' orders in and acknowledged.
    const before = new Daemon({ ctx, intake: idle, outbound: recorder() });
    before.setup();
    await flushOutbox(ctx, recorder());
    for (const side of ['central', 'allied'] as const) expect(await before.handle(order(ctx, side))).toBe('processed');
    await flushOutbox(ctx, recorder());
    expect(ctx.store.listOutbox({ status: 'pending' })).toHaveLength(0);
    clock.advance(60 * 3600_000); // past the turn 1 deadline (every 48h): the first tick resolves it

    // The daemon resolves turn 1 (its reports queued) and mails them; SIGTERM comes while the
    // second mail is being composed.
    const controller = new AbortController();
    let composed = 0;
    hook.composed = () => { if (++composed === 2) controller.abort(); };
    const out = recorder();
    const daemon = new Daemon({ ctx, intake: idle, outbound: out, tickMs: 10 });
    await daemon.run(controller.signal);
    const reports = ctx.store.listOutbox({ kind: 'report' }).concat(ctx.store.listOutbox({ kind: 'mod-turn' }));
    expect(ctx.store.getCampaign('med')!.turn).toBe(2); // the turn in hand was resolved, whole
    expect(reports.length).toBeGreaterThanOrEqual(3); // a report per side and the moderator's
    expect(out.ids).toHaveLength(1); // the mail in hand went; the one being composed did not
    const pending = ctx.store.listOutbox({ status: 'pending' });
    expect(pending.length).toBe(reports.length - 1);
    expect(ctx.store.listOutbox({ status: 'sent' }).map((r) => r.messageId)).toContain(out.ids[0]);
    expect(pending.every((r) => r.attempts === 0)).toBe(true); // not counted as failed sends

    // The next start sends the rest, each once, with the Message-IDs already recorded.
    hook.composed = null;
    const after = recorder();
    await new Daemon({ ctx, intake: idle, outbound: after }).tick();
    expect([...after.ids].sort()).toEqual(pending.map((r) => r.messageId).sort());
    expect(ctx.store.listOutbox({ status: 'pending' })).toHaveLength(0);
    ctx.store.close();
  });
});
