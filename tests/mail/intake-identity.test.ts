/**
 * Who sent a mail, and whether it is new: the secret of one seat never opens another (issue 18,
 * "Another player's secret"), every delivery is kept and only the same mail from the same
 * authenticated sender is a duplicate (issue 9.4), spam flags do not swallow orders (issue 9.5).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ALLIED_ORDERS, CENTRAL_ORDERS, campaignData, eml, makeHarness, type Harness } from './harness.js';
import { moderatorSecrets, plusAddress, secretsFor } from '../../src/daemon/mailer.js';
import { modReplacePlayer } from '../../src/daemon/moderator.js';

let h: Harness;
afterEach(() => h?.close());

const KARL = 'Karl <karl@example.org>';
const ANN = 'Ann <ann@example.org>';
const ORDERS_SUBJECT = '[med] central turn 1 orders';

/** Two campaigns with the same two players, so a token of one campaign can be tried on the other. */
function twoCampaigns(): Record<string, unknown> {
  const data = campaignData();
  const med = (data.campaigns as Record<string, unknown>[])[0]!;
  return { ...data, campaigns: [med, { ...med, id: 'ion', seed: '7' }] };
}

const codes = (): (string | null)[] => h.ctx.store.listInbound().map((r) => r.code);
const acks = async (to: string): Promise<number> => (await h.parsed(to)).filter((m) => /accepted/.test(m.subject ?? '')).length;

describe('another player\'s secret (issue 18): each seat opens only with its own', () => {
  it('every cross-seat, moderator, stale and other-campaign secret is refused with its code', async () => {
    h = makeHarness(twoCampaigns());
    await h.tick();
    const karlToken = secretsFor(h.ctx, 'med', 'central').token;
    const ann = secretsFor(h.ctx, 'med', 'allied');
    const mod = moderatorSecrets(h.ctx, 'med');
    const ionKarl = secretsFor(h.ctx, 'ion', 'central');
    const tried: [string, string][] = [];
    const send = async (label: string, code: string, o: Parameters<typeof eml>[0]): Promise<void> => { tried.push([label, code]); await h.drop(eml(o)); };

    await send('Karl as Ann, with his own secret, to the enemy seat', 'ML4030', { from: ANN, to: plusAddress(h.ctx, karlToken), subject: '[med] allied turn 1 orders', body: ALLIED_ORDERS });
    await send('Karl, his own secret, orders for the enemy side', 'ML4022', { from: KARL, to: plusAddress(h.ctx, karlToken), subject: '[med] allied turn 1 orders', body: ALLIED_ORDERS });
    await send('Karl with Ann\'s reply address', 'ML4030', { from: KARL, to: plusAddress(h.ctx, ann.token), subject: ORDERS_SUBJECT, body: CENTRAL_ORDERS });
    await send('Karl with Ann\'s passphrase', 'ML4030', { from: KARL, to: 'referee@game.test', subject: ORDERS_SUBJECT, body: `passphrase: ${ann.passphrase}\n${CENTRAL_ORDERS}` });
    await send('Karl with the moderator\'s reply address', 'ML4030', { from: KARL, to: plusAddress(h.ctx, mod.token), subject: ORDERS_SUBJECT, body: CENTRAL_ORDERS });
    await send('Karl with the moderator\'s passphrase', 'ML4030', { from: KARL, to: 'referee@game.test', subject: ORDERS_SUBJECT, body: `passphrase: ${mod.passphrase}\n${CENTRAL_ORDERS}` });
    await send('the moderator\'s address with Karl\'s secret', 'ML4031', { from: 'mod@game.test', to: plusAddress(h.ctx, karlToken), subject: '[med] moderator', body: 'process' });
    await send('Karl with his secret for the other campaign', 'ML4030', { from: KARL, to: plusAddress(h.ctx, ionKarl.token), subject: ORDERS_SUBJECT, body: CENTRAL_ORDERS });
    await send('Karl with his other campaign\'s passphrase', 'ML4030', { from: KARL, to: 'referee@game.test', subject: ORDERS_SUBJECT, body: `passphrase: ${ionKarl.passphrase}\n${CENTRAL_ORDERS}` });
    await send('Karl with his med secret for the ion campaign', 'ML4030', { from: KARL, to: plusAddress(h.ctx, karlToken), subject: '[ion] central turn 1 orders', body: CENTRAL_ORDERS });
    expect(codes()).toEqual(tried.map(([, c]) => c));
    expect(h.ctx.store.listSubmissions('med')).toEqual([]);
    expect(h.ctx.store.listSubmissions('ion')).toEqual([]);
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(1);

    // A stale generation: the seat passes to Bea; Karl's old secret no longer opens it, even from her address.
    modReplacePlayer(h.ctx, 'med', 'central', 'bea@example.org', 'Bea', 'test');
    await h.drop(eml({ from: 'Bea <bea@example.org>', to: plusAddress(h.ctx, karlToken), subject: ORDERS_SUBJECT, body: CENTRAL_ORDERS }));
    expect(codes().at(-1)).toBe('ML4030');
    expect(h.ctx.store.listSubmissions('med')).toEqual([]);
    // The seat's own secret still opens it (the refusals above are not a closed door).
    await h.drop(eml({ from: 'Bea <bea@example.org>', to: h.replyTo('central'), subject: ORDERS_SUBJECT, body: CENTRAL_ORDERS }));
    expect(h.ctx.store.listSubmissions('med').map((s) => [s.seat, s.valid])).toEqual([['central', true]]);
  });
});

describe('every mail kept; duplicates only from the same authenticated sender (issue 9.4)', () => {
  it('a player who forgot the secret redirects the same mail to his secret address: processed', async () => {
    h = makeHarness();
    const first = eml({ from: KARL, to: 'referee@game.test', subject: ORDERS_SUBJECT, body: CENTRAL_ORDERS, messageId: '<forgot@example.org>' });
    await h.drop(first);
    expect(codes()).toEqual(['ML4030']);
    // Thunderbird's "Redirect" (RFC 5322 3.6.6): the same message, Resent-* headers on top.
    const redirected = [`Resent-From: ${KARL}`, `Resent-To: ${h.replyTo('central')}`, 'Resent-Date: Mon, 3 Aug 1914 07:05:00 +0000', 'Resent-Message-ID: <r1@example.org>', first].join('\r\n');
    await h.drop(redirected);
    expect(codes()).toEqual(['ML4030', null]);
    expect(h.ctx.store.listInbound().map((r) => r.status)).toEqual(['rejected', 'processed']);
    expect(await acks('karl@example.org')).toBe(1);
  });

  it('a forged copy first does not make the real mail a duplicate', async () => {
    h = makeHarness();
    const body = CENTRAL_ORDERS;
    await h.drop(eml({ from: 'Mallory <mallory@evil.test>', to: h.replyTo('central'), subject: ORDERS_SUBJECT, body, messageId: '<same@example.org>' }));
    await h.drop(eml({ from: KARL, to: 'referee@game.test', subject: ORDERS_SUBJECT, body, messageId: '<same@example.org>' }));
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: ORDERS_SUBJECT, body, messageId: '<same@example.org>' }));
    expect(h.ctx.store.listInbound().map((r) => `${r.status} ${r.code ?? ''}`.trim())).toEqual(['quarantined ML4040', 'rejected ML4030', 'processed']);
    expect(await acks('karl@example.org')).toBe(1);
  });

  it('the duplicate key is not the Message-ID alone, nor Message-ID and body without the sender', async () => {
    h = makeHarness();
    const mail = (from: string, side: string, body: string): string => eml({ from, to: h.replyTo(side), subject: ORDERS_SUBJECT, body, messageId: '<one-id@example.org>' });
    await h.drop(mail(KARL, 'central', CENTRAL_ORDERS));
    // The same Message-ID with corrected orders (a client that reuses it on "send again"): new orders.
    await h.drop(mail(KARL, 'central', `${CENTRAL_ORDERS}# corrected: sent again\n`));
    expect(h.ctx.store.listSubmissions('med').map((s) => s.valid)).toEqual([true, true]);
    // The same bytes from another authenticated player is that player's mail, answered to her.
    await h.drop(mail(ANN, 'allied', CENTRAL_ORDERS));
    expect(codes()).toEqual([null, null, 'ML4022']);
    expect((await h.parsed('ann@example.org')).some((m) => /ML4022/.test(m.subject ?? ''))).toBe(true);
    // The very same mail again is a duplicate: kept, linked to the first, nothing new sent.
    const before = h.ctx.store.listOutbox().length;
    await h.drop(mail(KARL, 'central', CENTRAL_ORDERS));
    const rows = h.ctx.store.listInbound();
    expect(rows.map((r) => r.status)).toEqual(['processed', 'processed', 'rejected', 'duplicate']);
    expect(rows.at(-1)!.duplicateOf).toBe(rows[0]!.id);
    expect(h.ctx.store.listOutbox().length).toBe(before);
    expect(h.ctx.store.listSubmissions('med')).toHaveLength(2);
  });
});

describe('spam flags (issue 9.5)', () => {
  it('an authenticated order marked X-Spam-Flag: YES is processed; an unauthenticated one is quarantined unanswered', async () => {
    h = makeHarness();
    const spam = { 'X-Spam-Flag': 'YES', 'X-Spam-Status': 'Yes, score=6.1 required=5.0 tests=BAYES_99' };
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: ORDERS_SUBJECT, body: CENTRAL_ORDERS, headers: spam }));
    expect(h.ctx.store.latestValidSubmission('med', 'central', 1)).not.toBeNull();
    expect(await acks('karl@example.org')).toBe(1);
    const mails = h.outbox('karl@example.org').length;
    await h.drop(eml({ from: KARL, to: 'referee@game.test', subject: ORDERS_SUBJECT, body: CENTRAL_ORDERS, headers: spam }));
    expect(codes()).toEqual([null, 'ML4043']);
    expect(h.ctx.store.listInbound().at(-1)!.status).toBe('quarantined');
    expect(h.outbox('karl@example.org').length).toBe(mails);
  });
});
