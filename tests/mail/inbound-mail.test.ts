/**
 * What an incoming message is (src/mail/inbound-mail.ts readMail; issue 9.5 and 9.6): mail that
 * must never be answered (auto-replies, bulk, lists, loops; RFC 3834), bounces and the addresses
 * they report, who sent it and every address it was delivered to (the plus-address secret may sit
 * in any of them), and where the orders are. Read straight from raw messages, no daemon. For the
 * survivors of the mail mutation run (issue 18).
 */
import { describe, expect, it } from 'vitest';
import { cleanMessageId, readMail } from '../../src/mail/inbound-mail.js';
import { headerMessageId } from '../../src/daemon/intake.js';

const REFEREE = 'referee@game.test';
const HEAD = ['From: Karl <karl@example.org>', 'To: referee+tok@game.test', 'Subject: [med] central turn 1 orders', 'Message-ID: <m1@example.org>', 'MIME-Version: 1.0'];

/** A plain text mail: the default headers, then `extra` headers, then the body. */
function mail(extra: string[] = [], body = 'fleets: {}', head = HEAD): Buffer {
  return Buffer.from([...head, ...extra, 'Content-Type: text/plain; charset=utf-8', '', body, ''].join('\r\n'));
}
const facts = (raw: Buffer) => readMail(raw, REFEREE);

describe('mail that is never answered (RFC 3834; issue 9.6)', () => {
  it('Auto-Submitted other than "no" is automatic, with its value; "no" is a person', async () => {
    expect((await facts(mail(['Auto-Submitted: Auto-Replied']))).autoReason).toBe('Auto-Submitted: auto-replied');
    expect((await facts(mail(['Auto-Submitted: no']))).autoReason).toBeNull();
    expect((await facts(mail())).autoReason).toBeNull();
  });

  it('Precedence bulk, junk, list or auto_reply is automatic; first-class is not', async () => {
    for (const p of ['bulk', 'junk', 'list', 'auto_reply', 'Bulk']) expect((await facts(mail([`Precedence: ${p}`]))).autoReason).toBe(`Precedence: ${p.toLowerCase()}`);
    expect((await facts(mail(['Precedence: first-class']))).autoReason).toBeNull();
    expect((await facts(mail(['Precedence: bulky']))).autoReason).toBeNull();
  });

  it('any List-* header of a mailing list (RFC 2369, 2919)', async () => {
    for (const header of ['List-Id: <l.example.org>', 'List-Unsubscribe: <mailto:u@example.org>', 'List-Post: <mailto:l@example.org>', 'List: l']) {
      expect((await facts(mail([header]))).autoReason, header).toBe('mailing list');
    }
  });

  it('vacation responders\' own headers, and a loop through the referee\'s address', async () => {
    expect((await facts(mail(['X-Autoreply: yes']))).autoReason).toBe('auto-reply');
    expect((await facts(mail(['X-Autorespond: yes']))).autoReason).toBe('auto-reply');
    expect((await facts(mail(['X-Auto-Response-Suppress: OOF']))).autoReason).toBe('auto-reply');
    expect((await facts(mail(['X-Auto-Response-Suppress: AutoReply']))).autoReason).toBe('auto-reply');
    expect((await facts(mail(['X-Auto-Response-Suppress: DR']))).autoReason).toBeNull();
    expect((await facts(mail(['X-Loop: Referee@Game.test']))).autoReason).toBe('mail loop (X-Loop)');
    expect((await facts(mail(['X-Loop: someone@else.test']))).autoReason).toBeNull();
  });
});

describe('bounces and the addresses they report', () => {
  const report = (from: string, ctExtra = ' report-type=delivery-status;'): Buffer => Buffer.from([
    `From: ${from}`, 'To: referee@game.test', 'Subject: Undelivered Mail', 'Message-ID: <b1@example.org>', 'MIME-Version: 1.0',
    `Content-Type: multipart/report;${ctExtra} boundary="B"`, '', '--B', 'Content-Type: text/plain', '', 'failed', '--B',
    'Content-Type: message/delivery-status', '', 'Reporting-MTA: dns; example.org', '', 'Final-Recipient: rfc822; Ann@Example.org',
    'Original-Recipient: rfc822;<bea@example.org>', 'Action: failed', 'Status: 5.1.1', '--B--', '',
  ].join('\r\n'));

  it('a delivery-status report names each failed recipient once, lower-cased', async () => {
    const f = await facts(report('Postmaster <postmaster@example.org>'));
    expect(f.isBounce).toBe(true);
    expect(f.bounceRecipients).toEqual(['ann@example.org', 'bea@example.org']);
  });

  it('a report from an ordinary sender is a bounce by its delivery-status part alone', async () => {
    expect((await facts(report('Relay <relay@example.org>', ''))).isBounce).toBe(true);
  });

  it('mail from MAILER-DAEMON or postmaster, or with an empty Return-Path, is a bounce; X-Failed-Recipients names whom', async () => {
    const daemon = await facts(mail(['X-Failed-Recipients: karl@example.org, Ann@example.org'], 'gone', ['From: MAILER-DAEMON@example.org', ...HEAD.slice(1)]));
    expect(daemon.isBounce).toBe(true);
    expect(daemon.bounceRecipients).toEqual(['karl@example.org', 'ann@example.org']);
    // The null reverse-path (RFC 5321 4.5.5), as the delivering server writes it, folded, or quoted.
    expect((await facts(mail(['Return-Path: <>']))).isBounce).toBe(true);
    expect((await facts(mail(['Return-Path:\r\n <>']))).isBounce).toBe(true);
    expect((await facts(mail(['Return-Path: "<>"']))).isBounce).toBe(true);
    expect((await facts(mail(['Return-Path: <karl@example.org>', 'Return-Path: <>']))).isBounce).toBe(false); // the topmost is the last hop's
    expect((await facts(mail(['Return-Path: <karl@example.org>']))).isBounce).toBe(false);
    expect((await facts(mail(['X-Failed-Recipients: ann@example.org']))).bounceRecipients).toEqual([]); // not a bounce: not read
  });

  it('a player\'s ordinary mail is no bounce, nor is a mail from a player named postmaster-like', async () => {
    expect((await facts(mail())).isBounce).toBe(false);
    expect((await facts(mail([], 'x', ['From: postmasters@example.org', ...HEAD.slice(1)]))).isBounce).toBe(false);
  });
});

describe('who sent it and where it went', () => {
  it('one From address, lower-cased; none or two is no sender', async () => {
    expect((await facts(mail([], 'x', ['From: Karl <Karl@Example.ORG>', ...HEAD.slice(1)]))).from).toBe('karl@example.org');
    expect((await facts(mail([], 'x', ['From: karl@example.org, ann@example.org', ...HEAD.slice(1)]))).from).toBeNull();
    expect((await facts(mail([], 'x', HEAD.slice(1)))).from).toBeNull();
  });

  it('every recipient header counts, each address once, group members included', async () => {
    const f = await facts(mail(['Cc: Bea <bea@example.org>, Team: Ann <ann@example.org>;', 'Delivered-To: referee+tok@game.test',
      'X-Original-To: Referee+Other@game.test', 'Envelope-To: env@game.test', 'Resent-To: <resent@game.test>', 'Resent-Cc: rcc@game.test']));
    expect([...f.recipients].sort()).toEqual(['ann@example.org', 'bea@example.org', 'env@game.test', 'rcc@game.test', 'referee+other@game.test', 'referee+tok@game.test', 'resent@game.test']);
  });

  it('the subject on one line, at most 500 characters; threading ids only when they look like Message-IDs, the last 20', async () => {
    const refs = Array.from({ length: 25 }, (_, i) => `<r${i}@example.org>`);
    const f = await facts(mail([`References: ${refs.join(' ')}`, 'In-Reply-To: <parent@example.org>'], 'x',
      [...HEAD.slice(0, 2), `Subject: ${'s'.repeat(600)}`, ...HEAD.slice(3)]));
    expect(f.subject).toBe('s'.repeat(500));
    expect(f.references).toEqual(refs.slice(5));
    expect(f.inReplyTo).toBe('<parent@example.org>');
    expect(f.messageId).toBe('<m1@example.org>');
    expect((await facts(mail(['References: <only@example.org>']))).references).toEqual(['<only@example.org>']);
    expect((await facts(mail())).references).toEqual([]);
  });

  it('a Message-ID is kept only in angle brackets, without spaces, at most 250 characters inside', () => {
    expect(cleanMessageId(' <a@b> ')).toBe('<a@b>');
    expect(cleanMessageId('a@b')).toBeNull();
    expect(cleanMessageId('<a b@c>')).toBeNull();
    expect(cleanMessageId(`<${'x'.repeat(250)}>`)).toBe(`<${'x'.repeat(250)}>`);
    expect(cleanMessageId(`<${'x'.repeat(251)}>`)).toBeNull();
    expect(cleanMessageId(42)).toBeNull();
  });

  it('the Message-ID for the log is read from the header block alone, folded or not', () => {
    expect(headerMessageId(mail())).toBe('<m1@example.org>');
    expect(headerMessageId(Buffer.from('From: a@b\r\nMessage-ID:\r\n <f@example.org>\r\n\r\nbody'))).toBe('<f@example.org>');
    expect(headerMessageId(Buffer.from('From: a@b\n\nMessage-ID: <in-body@example.org>\n'))).toBeNull();
    expect(headerMessageId(Buffer.from('From: a@b\r\n\r\nMessage-ID: <in-body@example.org>\r\n'))).toBeNull();
    expect(headerMessageId(Buffer.from('Message-ID: <no-body@example.org>'))).toBe('<no-body@example.org>');
  });

  it('X-Spam-Flag YES marks it; NO does not', async () => {
    expect((await facts(mail(['X-Spam-Flag: YES']))).spamFlagged).toBe(true);
    expect((await facts(mail(['X-Spam-Flag: NO']))).spamFlagged).toBe(false);
    expect((await facts(mail())).spamFlagged).toBe(false);
  });
});

describe('where the orders are', () => {
  it('the plain part; an HTML-only mail\'s text recovered from the HTML', async () => {
    expect((await facts(mail([], 'fleets: {}'))).text.trim()).toBe('fleets: {}');
    const html = Buffer.from([...HEAD, 'Content-Type: text/html; charset=utf-8', '', '<div>fleets:</div><div>&nbsp;&nbsp;goeben: 1</div>', ''].join('\r\n'));
    expect((await facts(html)).text).toBe('fleets:\n\u00a0\u00a0goeben: 1\n');
  });

  it('YAML attachments by name or type, their names made safe and short; every attachment counted', async () => {
    const part = (type: string, name: string | null, text: string): string[] => ['--XYZ', `Content-Type: ${type}${name ? `; name="${name}"` : ''}`,
      `Content-Disposition: attachment${name ? `; filename="${name}"` : ''}`, '', text];
    const raw = Buffer.from([...HEAD, 'Content-Type: multipart/mixed; boundary="XYZ"', '', '--XYZ', 'Content-Type: text/plain', '', 'see attached',
      ...part('application/octet-stream', 'my orders (v2).YML', 'a: 1'), ...part('text/yaml', null, 'b: 2'), ...part('text/plain', 'notes.txt', 'c: 3'),
      ...part('application/octet-stream', `${'n'.repeat(90)}.yaml`, 'd: 4'), '--XYZ--', ''].join('\r\n'));
    const f = await facts(raw);
    expect(f.yamlAttachments.map((a) => [a.filename, a.text.trim()])).toEqual([['my_orders__v2_.YML', 'a: 1'], ['orders.yaml', 'b: 2'], ['n'.repeat(80), 'd: 4']]);
    expect(f.attachmentCount).toBe(4);
  });
});
