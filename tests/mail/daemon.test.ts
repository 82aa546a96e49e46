import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ALLIED_ORDERS, CENTRAL_ORDERS, campaignData, eml, makeHarness, type Harness } from './harness.js';
import { flushOutbox } from '../../src/daemon/outbox.js';
import { modExtend, modPause, modReplacePlayer, modResend, modResume } from '../../src/daemon/moderator.js';
import type { MailOutbound, OutgoingMail } from '../../src/mail/transport.js';

let h: Harness;
afterEach(() => h?.close());

const KARL = 'Karl <karl@example.org>';
const ANN = 'Ann <ann@example.org>';
const H = 3600_000;

async function bodies(recipient: string): Promise<string[]> {
  return (await h.parsed(recipient)).map((m) => `${m.subject}\n${m.text ?? ''}`);
}

describe('mail daemon over the local transport', () => {
  it('briefs every player on creation, with a secret Reply-To, deadline and orders form', async () => {
    h = makeHarness();
    await h.tick();
    const [brief] = await h.parsed('karl@example.org');
    expect(brief!.replyTo?.text).toContain(h.replyTo('central'));
    expect(brief!.headers.get('auto-submitted')).toBe('auto-replied');
    // Issue 12 §1: the briefing's map inline (first, in the HTML's related part) and the orders map attached.
    expect(brief!.attachments.map((a) => a.filename)).toEqual(['orders-turn-1.yaml', 'deadline-turn-1.ics']);
    expect(brief!.text).toMatch(/UTC/);
    expect(brief!.text).toMatch(/\(Europe\/Berlin\)/);
    const ics = brief!.attachments.find((a) => a.filename === 'deadline-turn-1.ics')!.content.toString();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:19140805T060000Z');
  });

  it('order mail → threaded acknowledgement with the receipt; replayed mail is handled once', async () => {
    h = makeHarness();
    const mail = eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS, messageId: '<o1@example.org>' });
    await h.drop(mail);
    const sub = h.ctx.store.latestValidSubmission('med', 'central', 1)!;
    expect(sub).toBeTruthy();
    const acks = (await h.parsed('karl@example.org')).filter((m) => /accepted/.test(m.subject ?? ''));
    expect(acks).toHaveLength(1);
    expect(acks[0]!.inReplyTo).toBe('<o1@example.org>');
    expect(acks[0]!.text).toContain(`sha256:${sub.digest}`);
    expect(acks[0]!.text).toMatch(/\(Europe\/Berlin\)/);
    await h.drop(mail);
    await h.drop(mail, 'again.eml');
    expect(h.ctx.store.listSubmissions('med')).toHaveLength(1);
    expect((await h.parsed('karl@example.org')).filter((m) => /accepted/.test(m.subject ?? ''))).toHaveLength(1);
  });

  it('bad orders → diagnostics quoting the line', async () => {
    h = makeHarness();
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS.replace('mission', 'misson').replace('      1: X26/W27', '      1: X26/Q99') }));
    const [d] = (await h.parsed('karl@example.org')).filter((m) => /NOT accepted/.test(m.subject ?? ''));
    expect(d!.text).toMatch(/orders:\d+:\d+ - error [A-Z]+[0-9]{4}/);
    expect(d!.text).toContain('Q99');
    expect(h.ctx.store.latestValidSubmission('med', 'central', 1)).toBeNull();
  });

  it('passphrase instead of the plus-address; HTML-only, attachment, quoted reply, NBSP and smart quotes all parse', async () => {
    h = makeHarness();
    const pass = (await import('../../src/daemon/mailer.js')).secretsFor(h.ctx, 'med', 'central').passphrase;
    const nbsp = CENTRAL_ORDERS.replace(/^( +)/gm, (s) => '\u00a0'.repeat(s.length)).replace('targets: [BC, CA, nearest-threat]', 'targets: [“BC”, ‘CA’, nearest-threat]');
    await h.drop(eml({ from: KARL, to: 'referee@game.test', subject: '[med] central turn 1', body: `passphrase: ${pass}\n${nbsp}` }));
    const html = `<html><body>${CENTRAL_ORDERS.split('\n').map((l) => `<div>${l.replace(/^( +)/, (s) => '&nbsp;'.repeat(s.length)).replace(/</g, '&lt;')}</div>`).join('\n')}<blockquote>old: stuff</blockquote></body></html>`;
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: 'Re: [med] central turn 1 orders', html }));
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: 'see attached\n-- \nKarl', attachment: { name: 'orders.yaml', text: CENTRAL_ORDERS } }));
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: 'Re: [med] central turn 1 orders', body: `${CENTRAL_ORDERS}\nOn Mon, 3 Aug 1914, Referee wrote:\n> game: junk\n> fleets: {}\n\n-- \nKarl\nsent from my telegraph` }));
    const subs = h.ctx.store.listSubmissions('med');
    expect(subs.map((s) => s.valid)).toEqual([true, true, true, true]);
    expect(new Set(subs.map((s) => s.digest)).size).toBe(1);
  });

  it('spoofed sender (no secret) → player of record told with a code, nothing changes', async () => {
    h = makeHarness();
    await h.drop(eml({ from: KARL, to: 'referee@game.test', subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    await h.drop(eml({ from: KARL, to: 'referee+aaaaaaaaaaaaaaaaaaaa@game.test', subject: '[med] central turn 1 orders', body: `passphrase: wrong-guess\n${CENTRAL_ORDERS}` }));
    expect(h.ctx.store.listSubmissions('med')).toHaveLength(0);
    const refusals = (await h.parsed('karl@example.org')).filter((m) => /refused/.test(m.subject ?? ''));
    expect(refusals).toHaveLength(2);
    expect(refusals[0]!.text).toContain('ML4030');
    expect(h.ctx.store.listInbound({ status: 'rejected' }).map((r) => r.code)).toEqual(['ML4030', 'ML4030']);
  });

  it('unknown sender → quarantined, never answered; another side or a resolved turn → refused', async () => {
    h = makeHarness();
    const before = h.outbox('eve@evil.test').length;
    await h.drop(eml({ from: 'Eve <eve@evil.test>', to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    expect(h.outbox('eve@evil.test').length).toBe(before);
    expect(h.ctx.store.listInbound({ status: 'quarantined' })).toHaveLength(1);
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] allied turn 1 orders', body: ALLIED_ORDERS }));
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 0 orders', body: CENTRAL_ORDERS }));
    expect(h.ctx.store.listInbound({ status: 'rejected' }).map((r) => r.code)).toEqual(['ML4022', 'ML4023']);
    expect(h.ctx.store.listSubmissions('med')).toHaveLength(0);
  });

  it('auto-submitted, bulk, list mail and bounces → no reply; bounce recorded against the recipient', async () => {
    h = makeHarness();
    await h.tick();
    const n = h.outbox('karl@example.org').length;
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: 'Out of office', body: 'away', headers: { 'Auto-Submitted': 'auto-replied' } }));
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: 'news', body: 'x', headers: { Precedence: 'bulk' } }));
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: 'list', body: 'x', headers: { 'List-Id': '<l.example.org>' } }));
    const bounce = [
      'From: Mail Delivery System <MAILER-DAEMON@example.org>', 'To: referee@game.test', 'Subject: Undelivered Mail', 'Message-ID: <b1@example.org>',
      'MIME-Version: 1.0', 'Content-Type: multipart/report; report-type=delivery-status; boundary="B"', '', '--B', 'Content-Type: text/plain', '', 'failed', '--B',
      'Content-Type: message/delivery-status', '', 'Reporting-MTA: dns; example.org', '', 'Final-Recipient: rfc822; ann@example.org', 'Action: failed', 'Status: 5.1.1', '--B--', '',
    ].join('\r\n');
    await h.drop(bounce);
    expect(h.outbox('karl@example.org').length).toBe(n);
    expect(h.outbox('mailer-daemon@example.org')).toHaveLength(0);
    expect(h.ctx.store.getPlayerMail('med', 'allied').deliveryStatus).toBe('bouncing');
    expect(h.ctx.store.listInbound().map((r) => r.code)).toEqual(['ML4041', 'ML4041', 'ML4041', 'ML4042']);
  });

  it('CR/LF in names and subjects never reaches a header', async () => {
    const data = campaignData();
    ((data.campaigns as Record<string, any>[])[0]!.players.central as Record<string, string>).name = 'Karl\r\nBcc: victim@evil.test\r\nX-Evil: 1'; // eslint-disable-line @typescript-eslint/no-explicit-any
    h = makeHarness(data);
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    for (const f of h.outbox('karl@example.org')) {
      const raw = readFileSync(f, 'latin1');
      const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
      expect(head).not.toMatch(/^(Bcc|X-Evil):/im);
    }
  });

  it('YAML bomb and oversized mail → coded refusals', async () => {
    h = makeHarness({ ...campaignData(), limits: { maxMessageBytes: 20000 } });
    const bomb = `a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e, *e, *e, *e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\n`;
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: bomb }));
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: `${CENTRAL_ORDERS}\n# ${'x'.repeat(30000)}` }));
    const codes = h.ctx.store.listInbound().map((r) => r.code);
    expect(codes).toEqual(['ML4004', 'ML4001']);
    const texts = await bodies('karl@example.org');
    expect(texts.some((t) => t.includes('ML4004'))).toBe(true);
    expect(texts.some((t) => t.includes('ML4001'))).toBe(true);
  });

  it('empty mail from a player → help reply with the orders form', async () => {
    h = makeHarness();
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central', body: 'Hello, how do I play?' }));
    const [help] = (await h.parsed('karl@example.org')).filter((m) => /how to send orders/.test(m.subject ?? ''));
    expect(help!.attachments.map((a) => a.filename)).toContain('orders-turn-1.yaml');
  });

  it('early run when all in; reports per side with no enemy fleet names; final: false holds', async () => {
    h = makeHarness(campaignData({}, { every: '48h', coolOff: '30m' }));
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    await h.drop(eml({ from: ANN, to: h.replyTo('allied'), subject: '[med] allied turn 1 orders', body: `final: false\n${ALLIED_ORDERS}` }));
    h.clock.advance(H);
    await h.tick();
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(1); // held
    await h.drop(eml({ from: ANN, to: h.replyTo('allied'), subject: '[med] allied turn 1 orders', body: ALLIED_ORDERS }));
    await h.tick();
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(1); // cool-off
    h.clock.advance(31 * 60_000);
    await h.tick();
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(2);
    const central = (await h.parsed('karl@example.org')).find((m) => /turn 1 report/.test(m.subject ?? ''))!;
    const allied = (await h.parsed('ann@example.org')).find((m) => /turn 1 report/.test(m.subject ?? ''))!;
    expect(central.attachments.map((a) => a.filename)).toContain('orders-turn-2.yaml');
    expect(typeof central.html).toBe('string');
    const alliedFleets = [...ALLIED_ORDERS.matchAll(/^  ([a-z][a-z0-9-]+):/gm)].map((m) => m[1]!);
    const centralFleets = [...CENTRAL_ORDERS.matchAll(/^  ([a-z][a-z0-9-]+):/gm)].map((m) => m[1]!);
    expect(alliedFleets.length).toBeGreaterThan(0);
    const whole = (m: typeof central): string => `${m.text}\n${m.html}\n${m.attachments.map((a) => a.content.toString()).join('\n')}`;
    for (const f of alliedFleets) expect(whole(central)).not.toContain(f);
    for (const f of centralFleets) expect(whole(allied)).not.toContain(f);
  });

  it('deadline passes → turn resolved; reminders to the missing side only; misses → abandoned flag and moderator told', async () => {
    h = makeHarness();
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    h.clock.advance(25 * H);
    await h.tick(); await h.tick();
    const reminders = (ann: string): number => h.ctx.store.listOutbox({ kind: 'reminder', recipient: ann }).length;
    expect(reminders('ann@example.org')).toBe(1);
    expect(reminders('karl@example.org')).toBe(0);
    h.clock.advance(22 * H);
    await h.tick();
    expect(reminders('ann@example.org')).toBe(2);
    const rem = (await h.parsed('ann@example.org')).filter((m) => /reminder/.test(m.subject ?? ''));
    for (const r of rem) expect(r.text).not.toMatch(/karl|central/i);
    h.clock.advance(2 * H);
    await h.tick();
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(2);
    expect(h.ctx.store.getPlayerMail('med', 'allied').misses).toBe(1);
    h.clock.advance(49 * H);
    await h.tick();
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(3);
    expect(h.ctx.store.getPlayerMail('med', 'allied').abandoned).toBe(true);
    expect(h.ctx.store.getPlayerMail('med', 'central').misses).toBe(1);
    expect(h.ctx.store.getPlayerMail('med', 'central').abandoned).toBe(false);
    const mod = await bodies('mod@game.test');
    expect(mod.some((t) => /FLAGGED ABANDONED: allied/.test(t))).toBe(true);
  });

  it('moderator: by mail with the secret, and CLI acts (extend, pause/resume, replace, resend) logged', async () => {
    h = makeHarness();
    const { moderatorSecrets } = await import('../../src/daemon/mailer.js');
    const pass = moderatorSecrets(h.ctx, 'med').passphrase;
    await h.drop(eml({ from: 'mod@game.test', to: 'referee@game.test', subject: '[med] moderator', body: 'status\nprocess' }));
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(1);
    expect(h.ctx.store.listInbound().at(-1)!.code).toBe('ML4031');
    await h.drop(eml({ from: 'mod@game.test', to: 'referee@game.test', subject: '[med] moderator', body: `passphrase: ${pass}\nstatus\nprocess` }));
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(2);
    const due0 = h.ctx.store.getDeadline('med', 2)!.dueAt;
    modExtend(h.ctx, 'med', '24h', 'cli:test');
    expect(Date.parse(h.ctx.store.getDeadline('med', 2)!.dueAt) - Date.parse(due0)).toBe(24 * H);
    modPause(h.ctx, 'med', 'cli:test');
    h.clock.advance(100 * H);
    await h.tick();
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(2);
    modResume(h.ctx, 'med', 'cli:test');
    await h.tick();
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(2);
    modReplacePlayer(h.ctx, 'med', 'allied', 'bea@example.org', 'Bea', 'cli:test');
    await h.tick();
    expect((await h.parsed('bea@example.org')).some((m) => /taken over/.test(m.subject ?? ''))).toBe(true);
    modResend(h.ctx, 'med', 'central', 1, 'cli:test');
    await h.tick();
    expect((await h.parsed('karl@example.org')).filter((m) => /turn 1 report/.test(m.subject ?? ''))).toHaveLength(2);
    expect(h.ctx.store.listModeratorLog('med').map((l) => l.action)).toEqual(['process', 'extend', 'pause', 'resume', 'replace-player', 'resend']);
    // The old player's secret no longer works.
    await h.drop(eml({ from: ANN, to: 'referee@game.test', subject: '[med] allied turn 2 orders', body: ALLIED_ORDERS }));
    expect(h.ctx.store.listInbound().at(-1)!.code).toBe('ML4040');
  });

  it('an outbox row that cannot be read is a failed attempt of its own: the mail behind it still goes', async () => {
    const sent: OutgoingMail[] = [];
    const recording: MailOutbound = { async send(m) { sent.push(m); }, async close() {} };
    h = makeHarness(undefined, undefined, undefined, recording);
    await h.tick();
    sent.length = 0;
    const now = h.clock.now().toISOString();
    // Queued before the order mail's acknowledgement, so it is claimed first.
    h.ctx.store.enqueueOutbox({ messageId: '<broken@game.test>', campaign: 'med', turn: 1, kind: 'ack', recipient: 'karl@example.org', specJson: '{not json', createdAt: now, nextAttemptAt: now });
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    await flushOutbox(h.ctx, recording);
    expect(sent.map((m) => m.messageId).filter((i) => i.includes('.ack.'))).toHaveLength(1);
    const broken = h.ctx.store.listOutbox({}).find((r) => r.messageId === '<broken@game.test>')!;
    expect(broken).toMatchObject({ status: 'pending', attempts: 1 });
    // What the row held is said, so a row that comes back wrong can be told from one queued wrong.
    expect(broken.lastError).toMatch(/the queued mail <broken@game\.test> \(ack to karl@example\.org\) cannot be read: .*JSON.*; the row holds 9 characters beginning "\{not json"/);
    expect(broken.nextAttemptAt > now).toBe(true);
  });

  it('crash between the store write and the send: restart sends exactly once', async () => {
    const sent: OutgoingMail[] = [];
    const crashing: MailOutbound = { async send() { throw new Error('crash'); }, async close() {} };
    h = makeHarness(undefined, undefined, undefined, crashing);
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    expect(h.ctx.store.listOutbox({ status: 'pending' }).length).toBeGreaterThan(0);
    const recording: MailOutbound = { async send(m) { sent.push(m); }, async close() {} };
    const h2 = h.restart(recording);
    h = h2;
    h.clock.advance(H);
    await h.tick();
    await h.tick();
    await flushOutbox(h.ctx, recording);
    const ids = sent.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((i) => i.includes('.ack.'))).toHaveLength(1);
    expect(h.ctx.store.listOutbox({ status: 'pending' })).toHaveLength(0);
  });
});
