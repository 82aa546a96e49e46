/**
 * Nothing leaks through counters (issue 9.10, 9.11): what a side sees numbers only its own
 * submissions, and Message-IDs cannot be reversed to how many mails the referee has received.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { ALLIED_ORDERS, CENTRAL_ORDERS, eml, makeHarness, type Harness } from './harness.js';
import { parseReceipt, submissionOfReceipt } from '../../src/fairplay/receipt.js';
import { deterministicMessageId } from '../../src/mail/compose.js';
import { campaignKey } from '../../src/daemon/mailer.js';

let h: Harness;
afterEach(() => h?.close());

const KARL = 'Karl <karl@example.org>';
const ANN = 'Ann <ann@example.org>';

async function receipts(recipient: string): Promise<string[]> {
  return (await h.parsed(recipient)).filter((m) => /: accepted/.test(m.subject ?? '')).map((m) => /^submission: (\d+)$/m.exec(m.text ?? '')?.[1] ?? 'none');
}

describe('receipts number a side\'s own submissions (issue 9.10)', () => {
  it('the enemy\'s orders, accepted or rejected, do not move a side\'s submission number', async () => {
    h = makeHarness();
    const bad = ALLIED_ORDERS.replace('fleets:', 'fleetz:');
    await h.drop(eml({ from: ANN, to: h.replyTo('allied'), subject: '[med] allied turn 1 orders', body: bad }));
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    await h.drop(eml({ from: ANN, to: h.replyTo('allied'), subject: '[med] allied turn 1 orders', body: `${bad}# again\n` }));
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: `${CENTRAL_ORDERS}# again\n` }));
    await h.drop(eml({ from: ANN, to: h.replyTo('allied'), subject: '[med] allied turn 1 orders', body: ALLIED_ORDERS }));
    expect(h.ctx.store.listSubmissions('med').map((s) => `${s.seat} ${s.valid}`)).toEqual(['allied false', 'central true', 'allied false', 'central true', 'allied true']);
    expect(await receipts('karl@example.org')).toEqual(['1', '2']);
    expect(await receipts('ann@example.org')).toEqual(['3']);
    // The receipt still names the submission on file, and verifies against it.
    const ack = (await h.parsed('karl@example.org')).filter((m) => /: accepted/.test(m.subject ?? '')).at(-1)!;
    const parsed = parseReceipt(ack.text!).signed!;
    expect(parsed.receipt.version).toBe(2);
    expect(submissionOfReceipt(h.ctx.store, parsed.receipt)!.id).toBe(h.ctx.store.latestValidSubmission('med', 'central', 1)!.id);
  });
});

describe('Message-IDs reveal no counter (issue 9.11)', () => {
  it('a refusal\'s Message-ID cannot be matched to its inbound row number without the campaign key', async () => {
    h = makeHarness();
    for (let i = 0; i < 3; i++) await h.drop(eml({ from: KARL, to: 'referee@game.test', subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    const ids = (await h.parsed('karl@example.org')).filter((m) => /refused/.test(m.subject ?? '')).map((m) => m.messageId!);
    expect(ids).toHaveLength(3);
    const rows = h.ctx.store.listInbound().map((r) => r.id);
    // Guessing: every counter up to 10,000, hashed the ways an unkeyed id could be built.
    const guesses = new Set<string>();
    for (let n = 1; n <= 10_000; n++) {
      for (const parts of [['karl@example.org', String(n)], [String(n)], ['med', '1', 'refusal', 'karl@example.org', String(n)]]) {
        const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
        guesses.add(hex.slice(0, 16)); guesses.add(hex.slice(0, 32));
      }
    }
    for (const id of ids) {
      const mac = /^<med\.1\.refusal\.([a-z0-9]+)@game\.test>$/.exec(id)?.[1];
      expect(mac, id).toBeTruthy();
      expect(guesses.has(mac!)).toBe(false);
      expect(mac).not.toMatch(/^[0-9a-f]{16}$/);
    }
    // With the key the ids are reproducible: a restart writes the same Message-ID again.
    const key = campaignKey(h.ctx, 'med');
    expect(rows.map((n) => deterministicMessageId(key, 'game.test', 'med', 1, 'refusal', 'karl@example.org', String(n)))).toEqual(ids);
  });
});
