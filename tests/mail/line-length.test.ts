/**
 * Every line of the mails intake writes (acknowledgement with its receipt, diagnostics, help,
 * refusal, the moderator's refusal-limit notice) stays within 76 characters, so a client that
 * wraps at 76 changes nothing (issue 9, "Keep every line of every mail ≤ 76 characters").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CENTRAL_ORDERS, eml, makeHarness, type Harness } from './harness.js';
import { parseReceipt, verifyReceipt } from '../../src/fairplay/receipt.js';

let h: Harness;
afterEach(() => h?.close());

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
