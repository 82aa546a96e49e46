import { describe, expect, it } from 'vitest';
import { nextWeeklySlot, zonedToUtc } from '../../src/daemon/zoned-time.js';
import { extractOrders, plusTokens, readEnvelope } from '../../src/mail/envelope.js';
import { htmlToText } from '../../src/mail/html-text.js';
import { headerSafe } from '../../src/mail/compose.js';
import { configFromData, ConfigError } from '../../src/mail/config.js';
import { campaignData } from './harness.js';

describe('time zones through Intl', () => {
  it('wall time in a zone → UTC, across DST', () => {
    expect(new Date(zonedToUtc(2024, 7, 1, 20, 0, 'Europe/London')).toISOString()).toBe('2024-07-01T19:00:00.000Z');
    expect(new Date(zonedToUtc(2024, 1, 15, 20, 0, 'Europe/London')).toISOString()).toBe('2024-01-15T20:00:00.000Z');
    expect(new Date(zonedToUtc(2024, 3, 10, 2, 30, 'America/New_York')).toISOString()).toBe('2024-03-10T07:30:00.000Z'); // gap → 03:30 EDT
    expect(new Date(zonedToUtc(2024, 11, 3, 1, 30, 'America/New_York')).toISOString()).toBe('2024-11-03T05:30:00.000Z'); // overlap → first
    expect(new Date(zonedToUtc(2024, 6, 1, 9, 0, 'Asia/Kolkata')).toISOString()).toBe('2024-06-01T03:30:00.000Z');
  });
  it('next weekly slot', () => {
    const after = Date.parse('2024-03-28T12:00:00Z'); // Thursday
    expect(new Date(nextWeeklySlot(after, ['mon', 'thu'], '20:00', 'Europe/Berlin')).toISOString()).toBe('2024-03-28T19:00:00.000Z');
    expect(new Date(nextWeeklySlot(after, ['mon'], '20:00', 'Europe/Berlin')).toISOString()).toBe('2024-04-01T18:00:00.000Z'); // after the DST change
  });
});

describe('envelope and body', () => {
  it('subject and header line', () => {
    expect(readEnvelope('Re: [med-1914] central turn 3 orders', '')).toEqual({ campaign: 'med-1914', side: 'central', turn: 3, moderator: false });
    expect(readEnvelope('[med] turn 2', '')).toEqual({ campaign: 'med', side: undefined, turn: 2, moderator: false });
    expect(readEnvelope('whatever', 'hi\nAdmiralty: med allied 4\n')).toEqual({ campaign: 'med', side: 'allied', turn: 4, moderator: false });
    expect(readEnvelope('[med] moderator', '').moderator).toBe(true);
  });
  it('quotes, signatures, passphrase and final are taken out, line numbers kept', () => {
    const x = extractOrders('passphrase: abc-def\nfinal: false\ngame: g\n> quoted\nside: s\n-- \nsig: x', []);
    expect(x.text).toBe('\n\ngame: g\n\nside: s\n');
    expect(x.passphrase).toBe('abc-def');
    expect(x.final).toBe(false);
    expect(extractOrders('Thanks!\n', []).empty).toBe(true);
  });
  it('plus tokens only for the referee address', () => {
    expect(plusTokens(['referee+abc@game.test', 'other+x@game.test', 'referee+y@else.test'], 'referee@game.test')).toEqual(['abc']);
  });
  it('HTML → text keeps &nbsp; indentation and drops quotes', () => {
    expect(htmlToText('<div>a:</div><div>&nbsp;&nbsp;b: 1</div><blockquote>c: 2</blockquote>')).toBe('a:\n\u00a0\u00a0b: 1\n');
  });
  it('headerSafe strips CR/LF', () => {
    expect(headerSafe('a\r\nBcc: x')).toBe('a Bcc: x');
  });
});

describe('config', () => {
  it('valid config; coded problems for bad ones', () => {
    expect(configFromData(campaignData(), '/tmp', '/tmp', {}).campaigns[0]!.deadline.everyMs).toBe(48 * 3600_000);
    const bad = campaignData();
    ((bad.campaigns as Record<string, any>[])[0]!.players.central as Record<string, string>).timeZone = 'Mars/Olympus'; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(() => configFromData(bad, '/tmp', '/tmp', {})).toThrow(/ML4903/);
    let thrown: unknown = null;
    try { configFromData({ mail: { mode: 'imap+smtp', referee: 'r@x.test' } }, '/tmp', '/tmp', {}); } catch (e) { thrown = e; }
    expect(thrown, 'imap+smtp without imap and smtp blocks must be refused by the schema').toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).problems[0]!.code).toBe('ML4902');
  });
});
