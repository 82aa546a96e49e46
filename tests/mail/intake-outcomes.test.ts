/**
 * What intake records and returns for one delivery (src/daemon/intake.ts handleInbound): the
 * disposition the transport files the mail by, the inbound row, the log line and the campaign it
 * hears about; the mail's own claim (issue 17 §4), held while it is handled and let go after, even
 * after an internal error (ML4099, recorded as failed and never lost); bounces recorded against
 * the seats they name (ML4042); a refusal threaded under the mail it answers. For the survivors of
 * the mail mutation run (issue 18).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CENTRAL_ORDERS, eml, makeHarness, type Harness } from './harness.js';
import { handleInbound, MailBusy } from '../../src/daemon/intake.js';
import { dedupeKey } from '../../src/mail/inbound-mail.js';

let h: Harness;
afterEach(() => h?.close());

const KARL = 'Karl <karl@example.org>';
const SUBJECT = '[med] central turn 1 orders';
let n = 0;
const handle = (raw: string, touched?: (c: string) => void) => handleInbound(h.ctx, { id: `t-${++n}`, raw: Buffer.from(raw) }, touched);
const last = () => h.ctx.store.listInbound().at(-1)!;

describe('the mail\'s own claim (issue 17 §4)', () => {
  it('a mail another daemon is handling is left for later: MailBusy, nothing stored; the claim is let go after each handling', async () => {
    h = makeHarness();
    const store = h.ctx.store;
    const raw = eml({ from: KARL, to: h.replyTo('central'), subject: SUBJECT, body: CENTRAL_ORDERS });
    const key = dedupeKey(Buffer.from(raw));
    const seen: string[] = [];
    let busy = true;
    store.claimMail = (k) => { seen.push(`claim ${k === key}`); return !busy; };
    store.releaseMail = (k) => { seen.push(`release ${k === key}`); };
    await expect(handle(raw)).rejects.toBeInstanceOf(MailBusy);
    expect(store.listInbound()).toEqual([]);
    expect(seen).toEqual(['claim true']);
    busy = false;
    expect(await handle(raw)).toBe('processed');
    expect(seen).toEqual(['claim true', 'claim true', 'release true']);
  });
});

describe('what is recorded and returned', () => {
  it('processed, rejected and quarantined come back as the transport files them; the campaign decided is heard, a stranger\'s is not', async () => {
    h = makeHarness();
    const heard: string[] = [];
    expect(await handle(eml({ from: KARL, to: h.replyTo('central'), subject: SUBJECT, body: CENTRAL_ORDERS }), (c) => heard.push(c))).toBe('processed');
    expect(await handle(eml({ from: KARL, to: 'referee@game.test', subject: SUBJECT, body: CENTRAL_ORDERS }), (c) => heard.push(c))).toBe('rejected');
    expect(await handle(eml({ from: 'Eve <eve@example.org>', to: 'referee@game.test', subject: SUBJECT, body: CENTRAL_ORDERS }), (c) => heard.push(c))).toBe('quarantined');
    expect(heard).toEqual(['med', 'med']);
    expect(h.ctx.store.listInbound().map((r) => [r.status, r.code, r.fromAddr, r.authenticated])).toEqual([
      ['processed', null, 'karl@example.org', true], ['rejected', 'ML4030', 'karl@example.org', false], ['quarantined', 'ML4040', 'eve@example.org', false]]);
  });

  it('the log says what became of each mail: info when processed, a warning with its code otherwise', async () => {
    h = makeHarness();
    await handle(eml({ from: KARL, to: h.replyTo('central'), subject: SUBJECT, body: CENTRAL_ORDERS, messageId: '<ok@example.org>' }));
    await handle(eml({ from: KARL, to: 'referee@game.test', subject: SUBJECT, body: CENTRAL_ORDERS, messageId: '<no@example.org>' }));
    const lines = h.log.entries.filter((e) => /^message /.test(e.msg)).map((e) => [e.level, e.msg, e.fields.messageId, e.fields.campaign, e.fields.code, e.fields.from]);
    expect(lines).toEqual([
      ['info', 'message processed', '<ok@example.org>', 'med', null, 'karl@example.org'],
      ['warn', 'message rejected (ML4030)', '<no@example.org>', 'med', 'ML4030', 'karl@example.org'],
    ]);
  });

  it('a duplicate of an authenticated refusal is filed as the first was (rejected), kept, linked, and logged as a duplicate', async () => {
    h = makeHarness();
    const raw = eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 2 orders', body: CENTRAL_ORDERS, messageId: '<t2@example.org>' });
    expect(await handle(raw)).toBe('rejected');
    expect(await handle(raw)).toBe('rejected');
    const [first, copy] = h.ctx.store.listInbound();
    expect([first!.code, copy!.status, copy!.duplicateOf, copy!.fromAddr]).toEqual(['ML4024', 'duplicate', first!.id, 'karl@example.org']);
    expect(h.log.entries.find((e) => e.msg === 'duplicate message: already handled')?.fields).toMatchObject({ messageId: '<t2@example.org>', inbound: first!.id, status: 'rejected' });
  });

  it('ML4099: an internal error is recorded as failed with its stack, filed as quarantined, logged, and every claim let go', async () => {
    h = makeHarness();
    const store = h.ctx.store;
    const released: string[] = [];
    store.releaseCampaign = (c) => { released.push(c); };
    store.latestValidSubmission = () => { throw new Error('disk on fire'); };
    expect(await handle(eml({ from: KARL, to: h.replyTo('central'), subject: SUBJECT, body: CENTRAL_ORDERS, messageId: '<fire@example.org>' }))).toBe('quarantined');
    expect(last()).toMatchObject({ status: 'failed', code: 'ML4099' });
    expect(last().detail).toMatch(/^Error: disk on fire\n\s+at /);
    expect(last().raw.length).toBeGreaterThan(0);
    expect(released).toEqual(['med']);
    expect(store.listSubmissions('med')).toEqual([]); // the transaction is rolled back
    expect(h.log.entries.find((e) => e.level === 'error')).toMatchObject({ msg: 'internal error handling a message: disk on fire', fields: { messageId: '<fire@example.org>', code: 'ML4099' } });
  });
});

describe('mail nobody answers (issue 9.6)', () => {
  const bounce = (recipients: string[]): string => [
    'From: Mail Delivery System <MAILER-DAEMON@example.org>', 'To: referee@game.test', 'Subject: Undelivered Mail', `Message-ID: <b${recipients.length}@example.org>`,
    'MIME-Version: 1.0', 'Content-Type: text/plain', '', 'failed', ...recipients.map((r) => `Final-Recipient: rfc822; ${r}`), ''].join('\r\n');

  it('ML4042: a bounce marks each seat whose address failed as bouncing, and names them; one naming nobody known names "unknown"', async () => {
    h = makeHarness();
    expect(await handle(bounce(['ann@example.org', 'zed@example.org']))).toBe('rejected');
    expect(last()).toMatchObject({ code: 'ML4042', status: 'rejected' });
    expect(last().detail).toBe('A bounce or delivery report: recorded against ann@example.org, zed@example.org, not answered. [med/allied]');
    expect(h.ctx.store.getPlayerMail('med', 'allied')).toMatchObject({ deliveryStatus: 'bouncing' });
    expect(h.ctx.store.getPlayerMail('med', 'allied').deliveryNote).toBe('bounce <b2@example.org> at 1914-08-03T06:00:00.000Z');
    expect(h.ctx.store.getPlayerMail('med', 'central').deliveryStatus).not.toBe('bouncing');
    await handle(bounce([]));
    expect(last().detail).toBe('A bounce or delivery report: recorded against unknown, not answered.');
  });

  it('ML4041 records why a mail is automatic; ML4040 a mail with two senders; neither is answered', async () => {
    h = makeHarness();
    const before = h.ctx.store.listOutbox().length;
    expect(await handle(eml({ from: KARL, to: h.replyTo('central'), subject: SUBJECT, body: CENTRAL_ORDERS, headers: { Precedence: 'junk' } }))).toBe('rejected');
    expect(last()).toMatchObject({ code: 'ML4041', detail: 'Precedence: junk' });
    expect(await handle(eml({ from: 'karl@example.org, ann@example.org', to: h.replyTo('central'), subject: SUBJECT, body: CENTRAL_ORDERS }))).toBe('quarantined');
    expect(last()).toMatchObject({ code: 'ML4040', detail: 'no single From address', fromAddr: null });
    expect(h.ctx.store.listOutbox().length).toBe(before);
  });
});

describe('a refusal answers the mail it refuses', () => {
  it('threaded under it (In-Reply-To, References), to the seat\'s holder, with the code and the mail\'s subject', async () => {
    h = makeHarness();
    await h.drop(eml({ from: KARL, to: 'referee@game.test', subject: SUBJECT, body: CENTRAL_ORDERS, messageId: '<forgot@example.org>', headers: { References: '<brief@game.test>' } }));
    const [refusal] = (await h.parsed('karl@example.org')).filter((m) => /ML4030/.test(m.subject ?? ''));
    expect(refusal!.subject).toBe('[med] central: message refused (ML4030)');
    expect(refusal!.inReplyTo).toBe('<forgot@example.org>');
    expect(refusal!.references).toEqual(['<brief@game.test>', '<forgot@example.org>']);
    expect(refusal!.text).toContain(SUBJECT);
    expect(refusal!.text).toMatch(/ML4030/);
  });
});
