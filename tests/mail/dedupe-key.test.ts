/**
 * The duplicate key (src/mail/inbound-mail.ts dedupeKey; issue 9.4, issue 18 "a duplicate key built
 * from the Message-ID alone"): the same mail from the same sender to the same address keeps its key
 * however it was carried (line ends, folding, transport headers); a copy from another sender, to
 * another address or with another body does not. And the plus-address a secret rides in
 * (src/mail/envelope.ts plusTokens). For the survivors of the mail mutation run.
 */
import { describe, expect, it } from 'vitest';
import { dedupeKey } from '../../src/mail/inbound-mail.js';
import { plusTokens } from '../../src/mail/envelope.js';

const HEAD = ['Message-ID: <a1@example.org>', 'From: Karl <karl@example.org>', 'To: referee+tok123@game.test', 'Subject: [med] central turn 1 orders'];
const BODY = ['fleets:', '  goeben: {plot: {1: X27}}', ''];
const mail = (head: string[] = HEAD, body: string[] = BODY, eol = '\r\n') => Buffer.from([...head, '', ...body].join(eol));
const key = (...a: Parameters<typeof mail>) => dedupeKey(mail(...a));

describe('issue 9.4: the same mail keeps its key however it was carried', () => {
  it('CRLF or LF line ends, folded or unfolded headers, spacing inside a header, transport headers added', () => {
    const k = key();
    expect(key(HEAD, BODY, '\n')).not.toBe(''); // an LF mail has a key of its own shape
    expect(dedupeKey(Buffer.from(mail().toString().replace(/\r\n/g, '\n')))).toBe(key(HEAD, BODY, '\n'));
    expect(key(['Received: from mx1 by mx2', 'Return-Path: <karl@example.org>', 'X-Spam-Score: 0.1', ...HEAD])).toBe(k);
    expect(key([HEAD[0]!, 'From: Karl\r\n   <karl@example.org>', ...HEAD.slice(2)])).toBe(k);
    expect(key([HEAD[0]!, 'From:   Karl    <karl@example.org>  ', ...HEAD.slice(2)])).toBe(k);
    expect(key(HEAD.map((l) => l.replace(/^From:/, 'FROM:')))).toBe(k);
  });
  it('the subject is not part of it (a client may re-write "Re:"), the body is', () => {
    const k = key();
    expect(key(HEAD.map((l) => (l.startsWith('Subject') ? 'Subject: Re: orders' : l)))).toBe(k);
    expect(key(HEAD, ['fleets: {}', ''])).not.toBe(k);
  });
});

describe('issue 18: a copy that is not the same mail has another key', () => {
  it.each([
    ['another Message-ID', (l: string) => l.replace('<a1@', '<a2@')],
    ['another sender', (l: string) => l.replace('karl@', 'eve@')],
    ['another recipient (the secret address)', (l: string) => l.replace('+tok123@', '+tok999@')],
  ])('%s', (_name, change) => {
    expect(key(HEAD.map(change))).not.toBe(key());
  });
  it('a Cc, Delivered-To or Resent-To added (a redirect to the secret address) changes it', () => {
    for (const h of ['Cc: referee+tok123@game.test', 'Delivered-To: referee+tok123@game.test', 'Resent-To: referee+tok123@game.test', 'Sender: karl@example.org', 'X-Original-To: a@b.c', 'Envelope-To: a@b.c', 'Resent-Cc: a@b.c']) {
      expect(key([...HEAD, h]), h).not.toBe(key());
    }
  });
  it('a header and the body cannot trade places: the header block ends at the first blank line', () => {
    // "From: x" moved from the body into the head is a different mail.
    expect(key([...HEAD, 'X-Note: a'], BODY)).toBe(key());
    expect(key(HEAD, ['From: eve@example.org', ...BODY])).not.toBe(key([...HEAD, 'From: eve@example.org'], BODY));
  });
  it('a message with no blank line at all is hashed whole', () => {
    const a = dedupeKey(Buffer.from(HEAD.join('\r\n')));
    const b = dedupeKey(Buffer.from([...HEAD.slice(0, 3), 'Subject: other'].join('\r\n')));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });
  it('an LF mail whose body holds a CRLF blank line splits at its own first blank line (the orders above it count)', () => {
    const lf = (orders: string) => Buffer.from(`${HEAD.join('\n')}\n\n${orders}\r\n\r\nthanks\n`);
    expect(dedupeKey(lf('fleets: {}'))).not.toBe(dedupeKey(lf('fleets: []')));
  });
});

describe('the plus-address of the referee (issue 9.4: the reply token)', () => {
  it('any case, only the referee\'s own local part and domain, a token after the first plus', () => {
    expect(plusTokens(['Referee+AbC@Game.Test', 'referee+x+y@game.test'], 'REFEREE@game.test')).toEqual(['abc', 'x+y']);
    expect(plusTokens(['+abc@game.test', 'referee@game.test', 'referees+abc@game.test', 'xreferee+abc@game.test', 'referee+abc@game.test.evil', 'referee+abc', '@game.test'], 'referee@game.test')).toEqual([]);
  });
});
