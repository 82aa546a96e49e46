/**
 * What an authenticated player's mail is refused for once his seat is known (src/daemon/intake.ts;
 * README mail section, issue 9.3 limits): too many attachments (ML4002), an orders text too large
 * (ML4003), a turn not yet open (ML4024), a campaign that is over (ML4025), and a mail with no
 * orders in it (ML4011, answered with help). Each limit is tested on both sides of its bound. For
 * the survivors of the mail mutation run (issue 18).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CENTRAL_ORDERS, campaignData, eml, makeHarness, type Harness } from './harness.js';
import { extractOrders } from '../../src/mail/envelope.js';

let h: Harness;
afterEach(() => h?.close());

const KARL = 'Karl <karl@example.org>';
const SUBJECT = '[med] central turn 1 orders';
const last = () => h.ctx.store.listInbound().at(-1)!;
const subjects = async (): Promise<string[]> => (await h.parsed('karl@example.org')).map((m) => m.subject ?? '');

/** A mail whose orders are the first YAML attachment, with `extra` more plain attachments. */
function withAttachments(to: string, extra: number): string {
  const parts = ['--XYZ', 'Content-Type: text/plain; charset=utf-8', '', 'orders attached',
    '--XYZ', 'Content-Type: application/x-yaml; name="o.yaml"', 'Content-Disposition: attachment; filename="o.yaml"', '', CENTRAL_ORDERS.replace(/\n/g, '\r\n')];
  for (let i = 0; i < extra; i++) parts.push('--XYZ', 'Content-Type: text/plain; name="note.txt"', `Content-Disposition: attachment; filename="note${i}.txt"`, '', `note ${i}`);
  return [`From: ${KARL}`, `To: ${to}`, `Subject: ${SUBJECT}`, `Message-ID: <att${extra}@example.org>`, 'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="XYZ"', '', ...parts, '--XYZ--', ''].join('\r\n');
}

describe('limits on an authenticated mail (issue 9.3)', () => {
  it('ML4002: more attachments than maxAttachments is refused with the count and the limit; exactly the limit is read', async () => {
    h = makeHarness({ ...campaignData(), limits: { maxAttachments: 2 } });
    await h.drop(withAttachments(h.replyTo('central'), 2)); // three attachments
    expect(last()).toMatchObject({ status: 'rejected', code: 'ML4002', campaign: 'med', seat: 'central', turn: 1 });
    expect(last().detail).toContain('too many attachments: 3 (at most 2)');
    expect(await subjects()).toContain('[med] central: message refused (ML4002)');
    expect(h.ctx.store.listSubmissions('med')).toEqual([]);
    await h.drop(withAttachments(h.replyTo('central'), 1)); // two: at the limit
    expect(last()).toMatchObject({ status: 'processed', code: null });
    expect(h.ctx.store.listSubmissions('med').map((s) => s.valid)).toEqual([true]);
  });

  it('ML4003: an orders text over maxOrdersBytes is refused with its size; one of exactly that size is taken', async () => {
    const size = Buffer.byteLength(extractOrders(CENTRAL_ORDERS, []).text);
    h = makeHarness({ ...campaignData(), limits: { maxOrdersBytes: size - 1 } });
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: SUBJECT, body: CENTRAL_ORDERS }));
    expect(last()).toMatchObject({ status: 'rejected', code: 'ML4003', seat: 'central' });
    expect(last().detail).toBe(`The orders text is too large: ${size} bytes (at most ${size - 1}).`);
    expect(h.ctx.store.listSubmissions('med')).toEqual([]);
    h.close();
    h = makeHarness({ ...campaignData(), limits: { maxOrdersBytes: size } });
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: SUBJECT, body: CENTRAL_ORDERS }));
    expect(last()).toMatchObject({ status: 'processed', code: null });
  });

  it('a message of exactly maxMessageBytes is read; one byte more is refused (ML4001)', async () => {
    // A reply token is always 20 characters, so a mail's size is known before the campaign's key is.
    const mail = (to: string, pad: number): string => eml({ from: KARL, to, subject: SUBJECT, body: `${CENTRAL_ORDERS}#${'x'.repeat(pad)}\n`, messageId: `<pad${pad}@example.org>` });
    const limit = Buffer.byteLength(mail(`referee+${'a'.repeat(20)}@game.test`, 100));
    h = makeHarness({ ...campaignData(), limits: { maxMessageBytes: limit } });
    expect(Buffer.byteLength(mail(h.replyTo('central'), 100))).toBe(limit);
    await h.drop(mail(h.replyTo('central'), 100));
    expect(last()).toMatchObject({ status: 'processed', code: null });
    await h.drop(mail(h.replyTo('central'), 101));
    expect(last()).toMatchObject({ status: 'rejected', code: 'ML4001', seat: 'central' });
    expect(last().detail).toBe(`The message is too large: ${limit + 1} bytes (at most ${limit}).`);
  });

  it('every delivery is kept raw, whole up to four times maxMessageBytes; beyond that its first maxMessageBytes', async () => {
    const limit = 4000;
    h = makeHarness({ ...campaignData(), limits: { maxMessageBytes: limit } });
    const sized = (bytes: number, id: string): string => {
      const head = eml({ from: KARL, to: h.replyTo('central'), subject: SUBJECT, body: '', messageId: `<${id}@example.org>` });
      return head + 'y'.repeat(bytes - Buffer.byteLength(head));
    };
    await h.drop(sized(4 * limit, 'four'));
    await h.drop(sized(4 * limit + 1, 'more'));
    const [four, more] = h.ctx.store.listInbound();
    expect(four!.raw.toString()).toBe(sized(4 * limit, 'four'));
    expect(four!.size).toBe(4 * limit);
    expect(more!.raw.toString()).toBe(sized(4 * limit + 1, 'more').slice(0, limit));
    expect(more!.size).toBe(4 * limit + 1);
    expect([four!.code, more!.code]).toEqual(['ML4001', 'ML4001']);
  });
});

describe('which turn, and whether the campaign still runs', () => {
  it('ML4024: orders for a turn not yet open are refused, naming it and the current one; nothing is stored', async () => {
    h = makeHarness();
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 2 orders', body: CENTRAL_ORDERS }));
    expect(last()).toMatchObject({ status: 'rejected', code: 'ML4024', turn: 1 });
    expect(last().detail).toBe('These orders are for turn 2, but the current turn is 1.');
    expect(await subjects()).toContain('[med] central: message refused (ML4024)');
    expect(h.ctx.store.listSubmissions('med')).toEqual([]);
  });

  it('ML4025: a campaign that is over takes no more orders', async () => {
    h = makeHarness();
    const row = h.ctx.store.getCampaign('med')!;
    h.ctx.store.updateCampaignState('med', row.turn, 'over', row.stateJson);
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: SUBJECT, body: CENTRAL_ORDERS }));
    expect(last()).toMatchObject({ status: 'rejected', code: 'ML4025', campaign: 'med', seat: 'central' });
    expect(last().detail).toBe("Campaign 'med' is over: no more orders are taken.");
    expect(h.ctx.store.listSubmissions('med')).toEqual([]);
  });

  it('ML4011: a mail with no orders in it is answered with help for the current turn and the orders form', async () => {
    h = makeHarness();
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central', body: 'Hello, how do I play?' }));
    expect(last()).toMatchObject({ status: 'processed', code: 'ML4011', campaign: 'med', seat: 'central', turn: 1, exchange: 1 });
    const [help] = (await h.parsed('karl@example.org')).filter((m) => /how to send orders/.test(m.subject ?? ''));
    expect(help!.subject).toBe('[med] central: how to send orders for turn 1');
    const form = help!.attachments.find((a) => a.filename === 'orders-turn-1.yaml')!;
    expect(form.contentType).toBe('application/yaml');
    expect(form.content.toString()).toMatch(/\S/);
    expect(h.ctx.store.listSubmissions('med')).toEqual([]);
  });
});
