/**
 * Issue 5 item 2 meets issue 4: the acknowledgement mail carries the signed receipt block
 * (receiptFor + formatReceipt), and `admiralty receipt verify <the ack .eml>` accepts it — and
 * refuses the same mail once its orders digest is altered.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { parseReceipt, RECEIPT_BEGIN } from '../../src/fairplay/receipt.js';
import { CENTRAL_ORDERS, eml, makeHarness, type Harness } from './harness.js';

async function verify(home: string, file: string): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await main(['--home', home, 'receipt', 'verify', file], {}, { out: (t) => { out += t; }, err: (t) => { out += t; } });
  return { code, out };
}

let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

describe('acknowledgements carry the signed receipt', () => {
  it('the ack .eml verifies with `admiralty receipt verify`; a tampered copy does not', async () => {
    h = makeHarness();
    await h.drop(eml({ from: 'Karl <karl@example.org>', to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS, messageId: '<rcpt-1@example.org>' }));
    const acks = h.outbox('karl@example.org').filter((f) => readFileSync(f, 'latin1').includes('orders: accepted'));
    expect(acks).toHaveLength(1);
    const parsed = (await h.parsed('karl@example.org')).find((m) => /orders: accepted/.test(m.subject ?? ''))!;
    expect(parsed.text).toContain(RECEIPT_BEGIN);
    expect(parsed.text).toMatch(/message-id: <rcpt-1@example\.org>/);
    const sub = h.ctx.store.latestValidSubmission('med', 'central', 1)!;
    // The block is wrapped at 76 columns; it reads back whole.
    expect(parseReceipt(parsed.text!).signed!.receipt.ordersDigest).toBe(sub.digest);
    expect(parsed.text).toContain(`orders-digest: sha256:${sub.digest!.slice(0, 20)}`);

    const good = await verify(h.home, acks[0]!);
    expect(good.out).toContain('receipt verified');
    expect(good.code).toBe(0);

    // Tampered: a decoded copy of the mail with another digest in the block.
    const forged = join(h.home, 'forged.eml');
    writeFileSync(forged, `From: referee@game.test\nSubject: forged\n\n${parsed.text!.replace(`orders-digest: sha256:${sub.digest!.slice(0, 20)}`, `orders-digest: sha256:${'0'.repeat(20)}`)}`);
    const bad = await verify(h.home, forged);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('NOT verified');
  });
});
