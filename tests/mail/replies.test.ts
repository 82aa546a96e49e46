/**
 * Issue 9 items 1 and 2: orders written above the quoted original, as Thunderbird, Gmail, Apple
 * Mail and Outlook (web and desktop) send them in nine languages, are read without the original.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ALLIED_ORDERS, CENTRAL_ORDERS, campaignData, eml, makeHarness, type Harness } from './harness.js';
import { CLIENTS, LANGUAGES, htmlOnly, replyMail, type Client, type Original } from './replies.js';
import { quoteStart } from '../../src/mail/reply-headers.js';

let h: Harness;
afterEach(() => h?.close());

const KARL = 'Karl <karl@example.org>';
const H = 3600_000;

async function lastTo(recipient: string, subject: RegExp): Promise<Original> {
  const m = (await h.parsed(recipient)).filter((x) => subject.test(x.subject ?? '')).at(-1)!;
  expect(m, `a mail matching ${subject}`).toBeTruthy();
  return { subject: m.subject!, messageId: m.messageId!, text: m.text! };
}

function verdicts(): string[] {
  return h.ctx.store.listInbound().map((r) => `${r.status}${r.code ? ` ${r.code}` : ''}`);
}

async function reply(client: Client, lang: string, original: Original, orders = CENTRAL_ORDERS, html = false): Promise<void> {
  const mail = replyMail({ client, lang, from: KARL, replyTo: h.replyTo('central'), orders, original });
  await h.drop(html ? htmlOnly(mail) : mail);
}

describe('replies as mail clients send them (issue 9.2: attribution lines and reply headers)', () => {
  it.each(LANGUAGES)('%s: every client, replying to the briefing, text and HTML-only', async (lang) => {
    h = makeHarness();
    await h.tick();
    const briefing = await lastTo('karl@example.org', /briefing|welcome|turn 1/i);
    const tried: string[] = [];
    for (const client of CLIENTS) {
      await reply(client, lang, briefing);
      tried.push(client);
      if (client !== 'thunderbird') { await reply(client, lang, briefing, CENTRAL_ORDERS, true); tried.push(`${client} (HTML only)`); }
    }
    const subs = h.ctx.store.listSubmissions('med');
    const refused = subs.map((s, i) => (s.valid ? null : `${tried[i]}: ${s.diagnosticsJson.slice(0, 200)}`)).filter(Boolean);
    expect(refused).toEqual([]);
    expect(verdicts()).toEqual(tried.map(() => 'processed'));
    // The original is not part of the orders: every copy is the same orders as sent on their own.
    expect(new Set(subs.map((s) => s.digest)).size).toBe(1);
  });
});

describe('Outlook desktop replies (issue 9.1: From:/Sent: block, bordered div)', () => {
  it('to the briefing, to an acknowledgement and to a turn report, as text and as HTML', async () => {
    h = makeHarness(campaignData({}, { every: '48h', coolOff: '30m' }));
    await h.tick();
    const briefing = await lastTo('karl@example.org', /turn 1/i);
    await reply('outlook-desktop', 'en', briefing);
    await reply('outlook-desktop', 'de', briefing, CENTRAL_ORDERS, true);
    const ack = await lastTo('karl@example.org', /accepted/);
    await reply('outlook-desktop', 'en', ack);
    await reply('outlook-desktop', 'fr', ack, CENTRAL_ORDERS, true);
    expect(h.ctx.store.listSubmissions('med').map((s) => s.valid)).toEqual([true, true, true, true]);

    await h.drop(eml({ from: 'Ann <ann@example.org>', to: h.replyTo('allied'), subject: '[med] allied turn 1 orders', body: ALLIED_ORDERS }));
    h.clock.advance(H);
    await h.tick();
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(2);
    const report = (await h.parsed('karl@example.org')).filter((m) => /turn 1 report/.test(m.subject ?? '')).at(-1)!;
    const form = report.attachments.find((a) => a.filename === 'orders-turn-2.yaml')!.content.toString();
    const original = { subject: report.subject!, messageId: report.messageId!, text: report.text! };
    await reply('outlook-desktop', 'en', original, form);
    await reply('outlook-desktop', 'sv', original, form, true);
    const turn2 = h.ctx.store.listSubmissions('med', 2);
    expect(turn2.map((s) => [s.valid, s.diagnosticsJson.slice(0, 200)])).toEqual([[true, '[]'], [true, '[]']]);
    expect(verdicts().every((v) => v === 'processed')).toBe(true);
  });
});

describe('reply-header table', () => {
  it('a YAML value or comment that ends like an attribution is not a quote', () => {
    const orders = ['game: gwas-mediterranean', 'note: On 3 Aug at 07:00 the Admiral wrote:', '  # Am 3. Aug schrieb er:', 'side: central'];
    expect(quoteStart(orders)).toBe(-1);
    expect(quoteStart([...orders, '', 'On Mon, 3 Aug 1914 at 07:00, Referee <r@x.test> wrote:', '', '> hi'])).toBe(5);
  });
  it('an Outlook header needs both the From and the Sent/Date line', () => {
    expect(quoteStart(['game: g', 'From: Referee <r@x.test>', 'side: central'])).toBe(-1);
    expect(quoteStart(['game: g', '', 'Von: Referee <r@x.test>', 'Gesendet: Montag, 3. August 1914 07:00', 'An: Karl'])).toBe(2);
  });
});
