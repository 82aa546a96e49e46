/**
 * Every line Admiralty writes into a mail stays within 76 characters (issue 9 item 3), so a
 * client that wraps at 76 changes nothing: first the mails intake writes (acknowledgement with
 * its receipt, diagnostics, help, refusals, the refusal-limit notice), then every template
 * rendered with long but real values and the daemon's own notices.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CENTRAL_ORDERS, eml, makeHarness, type Harness } from './harness.js';
import { parseReceipt, verifyReceipt } from '../../src/fairplay/receipt.js';
import { renderText, type MailKind } from '../../src/mail/templates.js';
import { deadlineDisplay } from '../../src/daemon/deadlines.js';
import { modExtend, modPause, modProcess } from '../../src/daemon/moderator.js';

const MAX = 76;
const long = (text: string): string[] => text.split('\n').filter((l) => l.length > MAX);

const zones = Intl.supportedValuesOf('timeZone');
const longestZone = zones.reduce((a, b) => (b.length > a.length ? b : a));
const WORST_DUE = Date.parse('2026-09-30T23:30:00Z'); // Wednesday, September: the longest names

let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

describe('mail lines within 76 characters', () => {
  it('a deadline shown in any zone the runtime knows fits an indented line', () => {
    const over = zones.map((z) => `  ${deadlineDisplay(WORST_DUE, z).deadlineLocal}`).filter((l) => l.length > MAX);
    expect(over).toEqual([]);
  });

  it('every mail template, rendered with long values, keeps its lines within 76', () => {
    const dl = deadlineDisplay(WORST_DUE, longestZone);
    const ctx = {
      name: 'Karl-Theodor von Hohenzollern', campaign: 'mediterranean-1914', side: 'central', turn: 28, nextTurn: 29, passphrase: 'iojc6-mubqs-mohch-gjtlr',
      ...dl, paused: false, what: 'The moderator has extended the deadline by 1d12h.', deadlineWas: '2026-09-30 23:30 UTC', final: false,
      receipt: `sha256:${'a'.repeat(64)}`, receiptBlock: '', orders: '', warnings: '', summary: '2 errors', previous: 'sha256:abc', diagnostics: '',
      code: 'ML4030', message: 'A message was refused.', detail: '', subject: 'Re: [mediterranean-1914] central turn 28 orders', report: '', over: false,
    };
    const kinds: MailKind[] = ['ack', 'briefing', 'deadline', 'diagnostics', 'help', 'refusal', 'ignored', 'reminder', 'report'];
    for (const kind of kinds) {
      for (const variant of [ctx, { ...ctx, paused: true, over: true, final: true, replacement: true }]) {
        expect(long(renderText(kind, variant)), kind).toEqual([]);
      }
    }
  });

  it("the daemon's own mails (deadline notices, the moderator's turn summary) keep within 76", async () => {
    h = makeHarness();
    modExtend(h.ctx, 'med', '24h', 'cli:test');
    modPause(h.ctx, 'med', 'cli:test');
    await h.tick();
    for (const to of ['karl@example.org', 'ann@example.org']) {
      for (const m of (await h.parsed(to)).filter((x) => /deadline|paused/.test(x.subject ?? '') && !/welcome/.test(x.subject ?? ''))) expect(long(m.text ?? ''), m.subject).toEqual([]);
    }
    h.ctx.store.updateCampaignState('med', 1, 'active', h.ctx.store.getCampaign('med')!.stateJson);
    modProcess(h.ctx, 'med', 'cli:test');
    await h.tick();
    const mod = await h.parsed('mod@game.test');
    const summary = mod.find((m) => /turn 1 resolved/.test(m.subject ?? ''))!.text!;
    expect(long(summary.slice(0, summary.indexOf("The umpire's report")))).toEqual([]);
    expect(long(mod.find((m) => /campaign started/.test(m.subject ?? ''))!.text!)).toEqual([]);
  });
});

const KARL = 'Karl <karl@example.org>';

describe('intake mails within 76 columns', () => {
  it('ack, diagnostics, help, refusals and the refusal-limit notice', async () => {
    h = makeHarness();
    const long = `[med] central turn 1 orders ${'and a very long subject line '.repeat(5)}`;
    const id = `<${'x'.repeat(60)}.${'y'.repeat(40)}@example.org>`;
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: long, body: CENTRAL_ORDERS, messageId: id }));
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: long, body: CENTRAL_ORDERS.replace('      1: X26/W27', '      1: X26/Q99') }));
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central', body: 'How do I play?' }));
    for (let i = 0; i < 7; i++) await h.drop(eml({ from: KARL, to: 'referee@game.test', subject: long, body: CENTRAL_ORDERS }));
    const kinds = new Set<string>();
    const mails = [...await h.parsed('karl@example.org'), ...await h.parsed('mod@game.test')]
      .filter((m) => /accepted|NOT accepted|how to send|refused|held back/.test(m.subject ?? ''));
    for (const m of mails) {
      kinds.add(/(NOT accepted|: accepted|how to send|refused|held back)/.exec(m.subject ?? '')![1]!);
      for (const line of (m.text ?? '').split('\n')) expect(line.length, `${m.subject}: ${line}`).toBeLessThanOrEqual(76);
    }
    expect([...kinds].sort()).toEqual([': accepted', 'NOT accepted', 'held back', 'how to send', 'refused']);
    // The wrapped receipt still reads back and verifies.
    const ack = mails.find((m) => /: accepted/.test(m.subject ?? ''))!;
    const signed = parseReceipt(ack.text!).signed!;
    expect(signed.receipt.messageId).toBe(id);
    expect(verifyReceipt(signed, signed.publicKey, h.ctx.store.latestValidSubmission('med', 'central', 1)).ok).toBe(true);
    // … also when quoted in a reply.
    const quoted = ack.text!.split('\n').map((l) => `> ${l}`).join('\n');
    expect(parseReceipt(quoted).signed).toEqual(signed);
  });
});
