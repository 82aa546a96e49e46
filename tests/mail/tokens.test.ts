/**
 * The per-seat secrets (src/mail/tokens.ts; issue 9.4, seam rule 2): a token and a passphrase
 * that are HMAC-SHA256 of (campaign, seat, generation) under the campaign's key, written in base32.
 * A secret mailed out must keep opening its seat after an upgrade, so the derivation is pinned
 * against RFC 4648 and an HMAC computed here, not against the module's own output. For the
 * survivors of the mail mutation run (issue 18).
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base32, newCampaignKey, playerPassphrase, playerToken, safeEqual } from '../../src/mail/tokens.js';

const KEY = '0f'.repeat(32);

describe('base32 as RFC 4648 §6 writes it (lower case, whole 5-bit groups only)', () => {
  it.each([
    ['', ''], ['f', 'MY======'], ['fo', 'MZXQ===='], ['foo', 'MZXW6==='], ['foob', 'MZXW6YQ='], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI======'],
  ])('%j → the RFC vector %s, lower case, up to its last whole group of 5 bits', (text, rfc) => {
    const whole = Math.floor((Buffer.byteLength(text) * 8) / 5);
    expect(base32(Buffer.from(text), 100)).toBe(rfc.slice(0, whole).toLowerCase());
  });
  it('stops at the number of characters asked for', () => {
    expect(base32(Buffer.from('foobar'), 4)).toBe('mzxw');
    expect(base32(Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff]), 8)).toBe('77777777');
    expect(base32(Buffer.from([0, 0, 0, 0, 0]), 8)).toBe('aaaaaaaa');
  });
  it('long input keeps its bits right past 32 of them (no overflow of the accumulator)', () => {
    const bytes = Buffer.from(Array.from({ length: 40 }, (_, i) => (i * 37 + 11) & 255));
    let bits = '';
    for (const b of bytes) bits += b.toString(2).padStart(8, '0');
    const want = bits.match(/.{5}/g)!.map((g) => 'abcdefghijklmnopqrstuvwxyz234567'[parseInt(g, 2)]).join('');
    expect(base32(bytes, 64)).toBe(want);
  });
});

describe('a seat\'s token and passphrase', () => {
  const hmac = (...parts: (string | number)[]) => createHmac('sha256', Buffer.from(KEY, 'hex')).update(parts.join('\u0000')).digest();
  it('the token is the first 20 base32 characters of HMAC(key, "token", campaign, seat, generation)', () => {
    expect(playerToken(KEY, 'med', 'allied', 1)).toBe(base32(hmac('token', 'med', 'allied', 1), 20));
    expect(playerToken(KEY, 'med', 'allied', 1)).toMatch(/^[a-z2-7]{20}$/);
  });
  it('the passphrase is four groups of five from HMAC(key, "passphrase", …): not the token written in groups', () => {
    const p = playerPassphrase(KEY, 'med', 'allied', 1);
    expect(p).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}-[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(p.replace(/-/g, '')).toBe(base32(hmac('passphrase', 'med', 'allied', 1), 20));
    expect(p.replace(/-/g, '')).not.toBe(playerToken(KEY, 'med', 'allied', 1));
  });
  it('each of campaign, seat and generation changes both; the parts are kept apart (campaign "me" seat "dx" is not "med" "x")', () => {
    const t = playerToken(KEY, 'med', 'allied', 1);
    for (const other of [playerToken(KEY, 'ion', 'allied', 1), playerToken(KEY, 'med', 'central', 1), playerToken(KEY, 'med', 'allied', 2), playerToken('10'.repeat(32), 'med', 'allied', 1)]) expect(other).not.toBe(t);
    expect(playerToken(KEY, 'me', 'dallied', 1)).not.toBe(t);
    expect(playerPassphrase(KEY, 'me', 'dallied', 1)).not.toBe(playerPassphrase(KEY, 'med', 'allied', 1));
  });
  it('a campaign key is 256 random bits in hex, new every time', () => {
    const a = newCampaignKey();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newCampaignKey()).not.toBe(a);
  });
});

describe('comparing a secret', () => {
  it('equal only when every byte is; another length is simply unequal (no throw)', () => {
    expect(safeEqual('abcde', 'abcde')).toBe(true);
    expect(safeEqual('abcde', 'abcdf')).toBe(false);
    expect(safeEqual('abcde', 'abcd')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });
});
