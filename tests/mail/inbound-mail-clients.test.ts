/**
 * What an incoming message is (src/mail/inbound-mail.ts; issue 9.4–9.6), read from mails as other
 * clients and servers really write them: Postfix's one Delivered-To per hop, Exim's Envelope-To,
 * Outlook's and Lotus Notes' capitals, SMTPUTF8 bounces (RFC 6533), a delivery report sent
 * base64, read receipts (RFC 8098), Apple Mail's empty plain part beside the HTML one, encoded
 * subjects, Unix mailboxes' bare LF line ends. Players' mail is hostile input: nothing here may
 * crash, and what is read must be what the message says. Written for the mutation run of
 * inbound-mail.ts (issue 18, area mail-inbound).
 */
import { describe, expect, it } from 'vitest';
import { cleanMessageId, dedupeKey, readMail } from '../../src/mail/inbound-mail.js';

const REFEREE = 'referee@game.test';
const crlf = (lines: string[]): Buffer => Buffer.from(lines.join('\r\n'));
const facts = (lines: string[] | Buffer, referee = REFEREE) => readMail(Buffer.isBuffer(lines) ? lines : crlf(lines), referee);
const KARL = ['From: Karl Meyer <karl@example.org>', 'To: referee+tok@game.test', 'Subject: [med] central turn 1 orders', 'Message-ID: <k1@example.org>'];
const PLAIN = ['MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', ''];

/** A bounce with its delivery-status part; `status` is the part's head and body lines. */
const bounce = (from: string, type: string, status: string[], head: string[] = []): string[] => [
  `From: ${from}`, 'To: referee@game.test', 'Subject: Undelivered Mail Returned to Sender', 'Message-ID: <b7@mx.example.org>', ...head, 'MIME-Version: 1.0',
  `Content-Type: ${type}; boundary="=_B"`, '', '--=_B', 'Content-Type: text/plain; charset=us-ascii', '', 'I\'m sorry to have to inform you that your message could not be delivered.',
  '--=_B', ...status, '--=_B--', '',
];

describe('where it was addressed: every recipient header, each address once', () => {
  it('a mail forwarded through a club\'s alias carries an X-Original-To and a Delivered-To per hop (Postfix): each is a recipient, addresses only', async () => {
    const f = await facts(['From: Karl Meyer <karl@example.org>', 'To: Med Club <med@club.example>', 'Subject: [med] central turn 1 orders', 'Message-ID: <k1@example.org>',
      'X-Original-To: fwd+med@club.example', 'Delivered-To: referee+tok@game.test', 'X-Original-To: med@club.example', 'Delivered-To: Fwd@club.example', ...PLAIN, 'fleets: {}']);
    expect([...f.recipients].sort()).toEqual(['fwd+med@club.example', 'fwd@club.example', 'med@club.example', 'referee+tok@game.test']);
  });

  it('a Delivered-To with a display name (the referee Bcc\'d) is its address, not the name (the name is the sender\'s to write)', async () => {
    const f = await facts(['From: karl@example.org', 'To: med@club.example', 'Delivered-To: "referee+forged@game.test" <referee+tok@game.test>', 'Subject: x', ...PLAIN, 'x']);
    expect([...f.recipients].sort()).toEqual(['med@club.example', 'referee+tok@game.test']);
  });

  it('two To lines (a hand-written mail) are both read; Exim\'s Envelope-To and a Resent-Cc list split at commas and blanks', async () => {
    const f = await facts(['From: karl@example.org', 'To: referee+tok@game.test', 'To: Ann <ann@example.org>',
      'Envelope-To: env1@game.test, env2@game.test', 'Resent-Cc: rc1@game.test rc2@game.test', 'Subject: x', ...PLAIN, 'x']);
    expect([...f.recipients].sort()).toEqual(['ann@example.org', 'env1@game.test', 'env2@game.test', 'rc1@game.test', 'rc2@game.test', 'referee+tok@game.test']);
  });
});

describe('mail that is never answered, as servers write it (RFC 3834)', () => {
  it('Auto-Submitted with its parameters (RFC 3834 5) is automatic; the reason keeps its first 40 characters', async () => {
    const f = await facts([...KARL, 'Auto-Submitted: auto-replied; owner-email="karl.meyer@example.org"', ...PLAIN, 'Away until Monday.']);
    expect(f.autoReason).toBe(`Auto-Submitted: ${'auto-replied; owner-email="karl.meyer@example.org"'.slice(0, 40)}`);
  });

  it('a Precedence with a comment after it is read by its first word, the reason keeps its first 20 characters', async () => {
    expect((await facts([...KARL, 'Precedence: bulk (sent by the list server)', ...PLAIN, 'x'])).autoReason).toBe(`Precedence: ${'bulk (sent by the list server)'.slice(0, 20)}`);
    expect((await facts([...KARL, 'Precedence: first-class, not bulk', ...PLAIN, 'x'])).autoReason).toBeNull();
  });

  it('X-Auto-Response-Suppress counts only when it starts with OOF or AutoReply', async () => {
    expect((await facts([...KARL, 'X-Auto-Response-Suppress: DR, RN, NRN, OOF, AutoReply', ...PLAIN, 'x'])).autoReason).toBeNull();
  });

  it('X-Loop is matched against the referee\'s address however the configuration spells it', async () => {
    expect((await facts([...KARL, 'X-Loop: referee@game.test', ...PLAIN, 'x'], 'Referee@Game.Test')).autoReason).toBe('mail loop (X-Loop)');
  });
});

describe('bounces as servers write them', () => {
  it('an SMTPUTF8 bounce (RFC 6533 message/global-delivery-status) names the failed address once, as written', async () => {
    const status = ['Content-Type: message/global-delivery-status', '', 'Reporting-MTA: dns; mx.example.de', '', 'Final-Recipient: utf-8; J\u00fcrgen@example.de', 'Action: failed', 'Status: 5.1.1'];
    const f = await facts(Buffer.from(bounce('Mail Delivery System <relay@example.de>', 'multipart/mixed', status).join('\r\n'), 'utf8'));
    expect(f.isBounce).toBe(true);
    expect(f.bounceRecipients).toEqual(['j\u00fcrgen@example.de']);
  });

  it('a delivery report sent base64 (its status part encoded) still names the failed address', async () => {
    const report = Buffer.from('Reporting-MTA: dns; mx.example.org\r\n\r\nFinal-Recipient: rfc822; ann@example.org\r\nAction: failed\r\nStatus: 5.2.2\r\n').toString('base64');
    const f = await facts(bounce('MAILER-DAEMON@mx.example.org', 'multipart/report; report-type=delivery-status',
      ['Content-Type: message/delivery-status', 'Content-Transfer-Encoding: base64', '', report]));
    expect(f.isBounce).toBe(true);
    expect(f.bounceRecipients).toEqual(['ann@example.org']);
  });

  it('Lotus Notes\' capitals: Multipart/Report and RFC822 in upper case, no blanks after the colons', async () => {
    const f = await facts(bounce('Notes Relay <relay@example.org>', 'Multipart/Report; report-type=Delivery-Status',
      ['Content-Type: message/delivery-status', '', 'Reporting-MTA: dns;notes.example.org', '', 'FINAL-RECIPIENT:RFC822;ann@example.org', 'Action: failed']));
    expect(f.isBounce).toBe(true);
    expect(f.bounceRecipients).toEqual(['ann@example.org']);
  });

  it('field names in any case (RFC 3464 names are case-insensitive): "final-recipient:" still names the address', async () => {
    const f = await facts(bounce('MAILER-DAEMON@mx.example.org', 'multipart/report; report-type=delivery-status', [
      'Content-Type: message/delivery-status', '', 'reporting-mta: dns; mx.example.org', '', 'final-recipient: rfc822; karl@example.org', 'action: failed', 'status: 5.1.1']));
    expect(f.bounceRecipients).toEqual(['karl@example.org']);
  });

  it('a status part sent as a text attachment (not a delivery-status type) is read from the message as written', async () => {
    const f = await facts(bounce('MAILER-DAEMON@mx.example.org', 'multipart/mixed', [
      'Content-Type: text/plain; charset=us-ascii', 'Content-Disposition: attachment; filename="details.txt"', '',
      'Reporting-MTA: dns; mx.example.org', '', 'Final-Recipient: rfc822; karl@example.org', 'Action: failed']));
    expect(f.isBounce).toBe(true);
    expect(f.bounceRecipients).toEqual(['karl@example.org']);
  });

  it('a read receipt (RFC 8098, report-type=disposition-notification) from a player is no bounce', async () => {
    const f = await facts(bounce('Ann <ann@example.org>', 'multipart/report; report-type=disposition-notification',
      ['Content-Type: message/disposition-notification', '', 'Final-Recipient: rfc822; ann@example.org', 'Disposition: manual-action/MDN-sent-manually; displayed']));
    expect(f.isBounce).toBe(false);
    expect(f.bounceRecipients).toEqual([]);
  });

  it('a delivery-status part attached to an ordinary mail from an ordinary sender makes it a bounce', async () => {
    const f = await facts(bounce('Relay <relay@example.org>', 'multipart/mixed',
      ['Content-Type: message/delivery-status', 'Content-Disposition: attachment', '', 'Reporting-MTA: dns; mx.example.org', '', 'Final-Recipient: rfc822; bea@example.org']));
    expect(f.isBounce).toBe(true);
    expect(f.bounceRecipients).toEqual(['bea@example.org']);
  });

  it('only the two status types make a bounce: a part whose type merely contains one is not a status part', async () => {
    for (const type of ['x-message/delivery-status', 'message/delivery-status-notes']) {
      const f = await facts(bounce('Ann <ann@example.org>', 'multipart/mixed', [`Content-Type: ${type}`, 'Content-Disposition: attachment', '', 'Final-Recipient: rfc822; bea@example.org']));
      expect(f.isBounce, type).toBe(false);
    }
  });

  it('a sender merely containing postmaster, or a Return-Path that only ends in <>, is no bounce', async () => {
    expect((await facts(['From: webpostmaster@example.org', ...KARL.slice(1), ...PLAIN, 'x'])).isBounce).toBe(false);
    expect((await facts([...KARL, 'Return-Path: karl@example.org <>', ...PLAIN, 'x'])).isBounce).toBe(false);
    expect((await facts([...KARL, 'Return-Path: <> karl@example.org', ...PLAIN, 'x'])).isBounce).toBe(false);
  });
});

describe('what upstream filters wrote', () => {
  it('X-Spam-Flag is read by its first word: "NO, whitelisted: yes" is no spam mark', async () => {
    expect((await facts([...KARL, 'X-Spam-Flag: NO, whitelisted: yes', ...PLAIN, 'x'])).spamFlagged).toBe(false);
    expect((await facts([...KARL, 'X-Spam-Flag: Yes', ...PLAIN, 'x'])).spamFlagged).toBe(true);
  });
});

describe('threading and the subject, from hostile headers', () => {
  it('a subject whose encoded word hides line ends (RFC 2047) is one line', async () => {
    const word = Buffer.from('[med] central\r\n\r\nturn 1\norders').toString('base64');
    expect((await facts(['From: karl@example.org', 'To: referee@game.test', `Subject: =?utf-8?B?${word}?=`, ...PLAIN, 'x'])).subject).toBe('[med] central turn 1 orders');
  });

  it('no Subject at all is the empty subject', async () => {
    expect((await facts(['From: karl@example.org', 'To: referee@game.test', ...PLAIN, 'x'])).subject).toBe('');
  });

  it('References: ids too long to be Message-IDs are dropped, the others kept in order', async () => {
    const f = await facts([...KARL, `References: <a1@example.org> <${'x'.repeat(251)}@example.org> <a2@example.org>`, ...PLAIN, 'x']);
    expect(f.references).toEqual(['<a1@example.org>', '<a2@example.org>']);
  });

  it('a Message-ID must hold something between its brackets', () => {
    expect(cleanMessageId('<>')).toBeNull();
    expect(cleanMessageId('<a>')).toBe('<a>');
    expect(cleanMessageId('<a@b>>')).toBeNull();
    expect(cleanMessageId('<<a@b>')).toBeNull();
  });
});

describe('where the orders are, as clients write them', () => {
  it('a mail with no Content-Type at all (RFC 2045: plain text) is read', async () => {
    const f = await facts(['From: karl@example.org', 'To: referee+tok@game.test', 'Subject: x', '', 'fleets: {}', '']);
    expect(f.text.trim()).toBe('fleets: {}');
    expect(f.isBounce).toBe(false);
  });

  it('an empty mail has empty text and nothing attached', async () => {
    const f = await facts([...KARL, ...PLAIN, '']);
    expect(f.text).toBe('');
    expect(f.yamlAttachments).toEqual([]);
    expect(f.attachmentCount).toBe(0);
  });

  it('a plain part of blanks beside the HTML one (Apple Mail, Outlook mobile): the orders come from the HTML', async () => {
    const f = await facts([...KARL, 'MIME-Version: 1.0', 'Content-Type: multipart/alternative; boundary="alt"', '', '--alt', 'Content-Type: text/plain; charset=utf-8', '',
      ' \u00a0 ', '--alt', 'Content-Type: text/html; charset=utf-8', '', '<div>fleets:</div><div>&nbsp;&nbsp;goeben: 1</div>', '--alt--', '']);
    expect(f.text).toBe('fleets:\n\u00a0\u00a0goeben: 1\n');
  });

  it('an HTML-only mail (Outlook): the text is made by Admiralty\'s converter, which keeps the indentation and leaves the quoted reply out', async () => {
    const f = await facts([...KARL, 'MIME-Version: 1.0', 'Content-Type: text/html; charset=utf-8', '',
      '<div>fleets:</div><div>&nbsp;&nbsp;goeben: 1</div><blockquote type="cite"><div>fleets:</div><div>&nbsp;&nbsp;milne: 2</div></blockquote>', '']);
    expect(f.text).toBe('fleets:\n\u00a0\u00a0goeben: 1\n');
  });

  it('an attachment named .yml or .yaml, in any case, is YAML whatever its type (clients send it as text/plain)', async () => {
    const part = (name: string): string[] => ['--m', 'Content-Type: text/plain; charset=utf-8', `Content-Disposition: attachment; filename="${name}"`, '', 'fleets: {}'];
    const f = await facts([...KARL, 'MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="m"', '', '--m', 'Content-Type: text/plain', '', 'see attached',
      ...part('a.yml'), ...part('b.YAML'), ...part('c.Yml'), ...part('d.txt'), '--m--', '']);
    expect(f.yamlAttachments.map((a) => a.filename)).toEqual(['a.yml', 'b.YAML', 'c.Yml']);
  });

  it('YAML by type is the whole type (application/yaml, text/x-yaml …): a type that merely contains one is not', async () => {
    const part = (type: string, n: number): string[] => ['--m', `Content-Type: ${type}`, `Content-Disposition: attachment; filename="part${n}"`, '', `n: ${n}`];
    const f = await facts([...KARL, 'MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="m"', '', '--m', 'Content-Type: text/plain', '', 'see attached',
      ...part('application/yaml', 1), ...part('text/x-yaml', 2), ...part('text/yaml-frontmatter', 3), ...part('x-text/yaml', 4), '--m--', '']);
    expect(f.yamlAttachments.map((a) => a.text.trim())).toEqual(['n: 1', 'n: 2']);
  });

  it('an editor\'s backup of the orders (orders.yaml~, orders.yml.bak) is not taken as YAML orders', async () => {
    const part = (name: string): string[] => ['--m', 'Content-Type: application/octet-stream', `Content-Disposition: attachment; filename="${name}"`, '', 'fleets: {}'];
    const f = await facts([...KARL, 'MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="m"', '', '--m', 'Content-Type: text/plain', '', 'see attached',
      ...part('orders.yaml~'), ...part('orders.yml.bak'), ...part('orders.yml'), '--m--', '']);
    expect(f.yamlAttachments.map((a) => a.filename)).toEqual(['orders.yml']);
    expect(f.attachmentCount).toBe(3);
  });
});

describe('the duplicate key, as servers carry a mail (issue 9.4)', () => {
  const HEAD = ['Message-ID: <d1@example.org>', 'From: Karl <karl@example.org>', 'To: referee+tok@game.test', 'Subject: [med] central turn 1 orders'];
  const BODY = ['fleets:', '  goeben: {plot: {1: X27}}', ''];
  const raw = (head: string[], body: string[] = BODY, eol = '\r\n'): Buffer => Buffer.from([...head, '', ...body].join(eol));

  it('a filter that adds its header at the end of the head (X-Spam-Status) leaves the key, CRLF or LF', () => {
    for (const eol of ['\r\n', '\n']) {
      expect(dedupeKey(raw([...HEAD, 'X-Spam-Status: No, score=-1.0'], BODY, eol)), JSON.stringify(eol)).toBe(dedupeKey(raw(HEAD, BODY, eol)));
    }
  });

  it('a Unix mailbox\'s LF mail: folding is unfolded, and another sender is another key', () => {
    const k = dedupeKey(raw(HEAD, BODY, '\n'));
    expect(dedupeKey(raw([HEAD[0]!, 'From: Karl\n  <karl@example.org>', ...HEAD.slice(2)], BODY, '\n'))).toBe(k);
    expect(dedupeKey(raw([HEAD[0]!, 'From: Eve <eve@example.org>', ...HEAD.slice(2)], BODY, '\n'))).not.toBe(k);
    expect(dedupeKey(raw([...HEAD, 'Cc: referee+tok@game.test'], BODY, '\n'))).not.toBe(k);
  });

  it('a header written with blanks before its colon (RFC 5322 4.5.3, obsolete syntax) still counts', () => {
    expect(dedupeKey(raw([HEAD[0]!, 'From : Eve <eve@example.org>', ...HEAD.slice(2)]))).not.toBe(dedupeKey(raw([HEAD[0]!, 'From : Karl <karl@example.org>', ...HEAD.slice(2)])));
  });

  it('a body that spells out a header as the key is built cannot pass for that header', () => {
    // The key hashes each counted header as "name:value" and a NUL; a body may hold the same bytes.
    const withCc = raw([...HEAD, 'Cc: ann@example.org']);
    const inBody = Buffer.from(`${HEAD.join('\r\n')}\r\n\r\ncc:ann@example.org\u0000${BODY.join('\r\n')}`);
    expect(dedupeKey(inBody)).not.toBe(dedupeKey(withCc));
  });

  it('a mail with an empty head (it starts with its blank line): a relay\'s header added leaves the key, another body is another key', () => {
    // Hostile or broken input: the head is empty, so only the body counts, as for any mail.
    const body = 'fleets: {}\r\n';
    expect(dedupeKey(Buffer.from(`\r\n\r\n${body}`))).toBe(dedupeKey(Buffer.from(`Received: from mx1 by mx2\r\n\r\n${body}`)));
    expect(dedupeKey(Buffer.from('\r\n\r\nfleets: {}'))).not.toBe(dedupeKey(Buffer.from('\r\n\r\nfleets: {x: 1}')));
    // An LF blank line at the very start comes before any CRLF one: the head is still empty.
    const mixed = 'A\r\n\r\nB';
    expect(dedupeKey(Buffer.from(`\n\n${mixed}`))).toBe(dedupeKey(Buffer.from(`Received: from mx1 by mx2\n\n${mixed}`)));
  });

  it('a CRLF mail whose body holds a bare-LF blank line (a pasted Unix file): the head ends at the CRLF blank line, so the body before it counts', () => {
    const body = (first: string) => [first, 'pasted:\n\n  from a file', ''];
    expect(dedupeKey(raw(HEAD, body('fleets: {}')))).not.toBe(dedupeKey(raw(HEAD, body('fleets: {x: 1}'))));
  });

  it('where one recipient header ends and the next begins is part of the key', () => {
    const to = (lines: string[]) => dedupeKey(raw([...HEAD.slice(0, 2), ...lines, HEAD[3]!]));
    expect(to(['To: referee+tok@game.test', 'Cc: ann@example.org'])).not.toBe(to(['To: referee+tok@game.testcc:ann@example.org']));
  });

  it('a head line without a colon (a broken relay\'s) is no header: it leaves the key', () => {
    expect(dedupeKey(raw([...HEAD, 'toX']))).toBe(dedupeKey(raw(HEAD)));
    expect(dedupeKey(raw([...HEAD, 'fromage']))).toBe(dedupeKey(raw(HEAD)));
  });
});
