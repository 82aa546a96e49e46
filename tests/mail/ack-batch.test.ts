/**
 * Issue 17 (order mail → acknowledgement p95 ≤ 0.5 s): mails an intake fetched together come
 * marked `more` but the last. The daemon acknowledges each before the intake offers the next, and
 * runs a turn these orders complete only after the batch's last mail, so no order of the batch
 * waits for a turn's resolution to be acknowledged.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ALLIED_ORDERS, CENTRAL_ORDERS, campaignData, eml, makeHarness, type Harness } from './harness.js';
import { Daemon } from '../../src/daemon/daemon.js';
import { LocalOutbound } from '../../src/mail/local-transport.js';
import type { InboundMessage, MailIntake } from '../../src/mail/transport.js';

let h: Harness;
afterEach(() => h?.close());

/** Offers `mails` one at a time, as one fetch, each but the last marked `more`; then waits. */
function batchIntake(mails: string[]): MailIntake {
  return {
    async run(handle, signal) {
      for (const [i, raw] of mails.entries()) {
        const m: InboundMessage = { id: `batch:${i}`, raw: Buffer.from(raw), more: i < mails.length - 1 };
        await handle(m);
      }
      await new Promise<void>((r) => (signal.aborted ? r() : signal.addEventListener('abort', () => r(), { once: true })));
    },
  };
}

describe('issue 17: a batch of order mails is acknowledged mail by mail, before the turn it completes', () => {
  it('each acknowledgement is sent before the next mail is handled; the turn runs after the last', async () => {
    h = makeHarness(campaignData({}, { every: '48h', early: true }));
    await h.tick(); // the briefings
    const events: string[] = [];
    const local = new LocalOutbound(h.ctx.config.folder);
    const outbound = {
      send: async (m: Parameters<LocalOutbound['send']>[0]) => {
        const subject = /^Subject: (.*)$/m.exec(m.raw.toString())?.[1] ?? '';
        events.push(`sent ${m.to} ${/accepted/.test(subject) ? 'ack' : /report/.test(subject) ? 'report' : subject}`);
        await local.send(m);
      },
      close: () => local.close(),
    };
    const mails = [
      eml({ from: 'Karl <karl@example.org>', to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }),
      eml({ from: 'Ann <ann@example.org>', to: h.replyTo('allied'), subject: '[med] allied turn 1 orders', body: ALLIED_ORDERS }),
      // A third mail of the same fetch: the turn the two orders complete waits for it.
      eml({ from: 'Ann <ann@example.org>', to: h.replyTo('allied'), subject: '[med] allied turn 1 orders', body: ALLIED_ORDERS }),
    ];
    // The daemon's log lines and the sends, in one sequence.
    const log = { log: (...a: Parameters<Harness['ctx']['log']['log']>) => { events.push(a[1]); h.ctx.log.log(...a); } };
    const daemon = new Daemon({ ctx: { ...h.ctx, log }, intake: batchIntake(mails), outbound, tickMs: 60_000 });
    const ac = new AbortController();
    const run = daemon.run(ac.signal);
    const deadline = Date.now() + 60_000;
    while (events.filter((e) => e.endsWith('report')).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    ac.abort();
    await run;
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(2);
    const at = (e: string) => events.indexOf(e);
    const handled = events.flatMap((e, i) => (/^message /.test(e) ? [i] : []));
    expect(handled).toHaveLength(3);
    // Karl's acknowledgement went before Ann's mail was handled, Ann's before the third's.
    expect(at('sent karl@example.org ack')).toBeGreaterThan(handled[0]!);
    expect(at('sent karl@example.org ack')).toBeLessThan(handled[1]!);
    expect(at('sent ann@example.org ack')).toBeGreaterThan(handled[1]!);
    expect(at('sent ann@example.org ack')).toBeLessThan(handled[2]!);
    // The turn the first two completed ran only after the batch's last mail.
    expect(events.findIndex((e) => /^turn resolved/.test(e))).toBeGreaterThan(handled[2]!);
    expect(events.findIndex((e) => e.endsWith('report'))).toBeGreaterThan(handled[2]!);
  });

  it("an intake that never offers the batch's last mail (its session broke) holds the turn at most BATCH_HOLD_MS", async () => {
    h = makeHarness(campaignData({}, { every: '48h', early: true }));
    await h.tick();
    const mails = [
      eml({ from: 'Karl <karl@example.org>', to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }),
      eml({ from: 'Ann <ann@example.org>', to: h.replyTo('allied'), subject: '[med] allied turn 1 orders', body: ALLIED_ORDERS }),
    ];
    const broken: MailIntake = {
      async run(handle, signal) {
        for (const [i, raw] of mails.entries()) await handle({ id: `broken:${i}`, raw: Buffer.from(raw), more: true });
        await new Promise<void>((r) => (signal.aborted ? r() : signal.addEventListener('abort', () => r(), { once: true })));
      },
    };
    const daemon = new Daemon({ ctx: h.ctx, intake: broken, outbound: new LocalOutbound(h.ctx.config.folder), tickMs: 100 });
    const ac = new AbortController();
    const run = daemon.run(ac.signal);
    const start = Date.now();
    while (h.ctx.store.getCampaign('med')!.turn < 2 && Date.now() - start < 30_000) await new Promise((r) => setTimeout(r, 20));
    ac.abort();
    await run;
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(2);
  });
});
