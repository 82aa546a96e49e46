/**
 * What is taken out of everything published (docs/dice.md §7 "it holds no secret"; issue 5 §3
 * bundles): every secret the campaign issued, for every generation and the moderator, wherever it
 * stands and in whatever case; and by shape, a plus-address and a passphrase line. For the
 * survivors of the fair-play mutation run (issue 18): each test names the net it pins.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/sqlite-store.js';
import { createCampaign } from '../../src/pipeline/campaign.js';
import { campaignSecrets, redactMail, redactText, REDACTED } from '../../src/fairplay/redact.js';
import { playerPassphrase, playerToken } from '../../src/mail/tokens.js';

const KEY = 'e1'.repeat(32);

describe('every secret the campaign issued', () => {
  it('the moderator\'s token and passphrase, and each seat\'s for every generation it has had', () => {
    const store = openStore(join(mkdtempSync(join(tmpdir(), 'admiralty-redact-')), 'admiralty.db'));
    try {
      createCampaign(store, {
        id: 'med', scenario: 'gwas-mediterranean/goeben-1914',
        players: [{ seat: 'allied', name: 'Ann', email: 'ann@example.org', timeZone: null }, { seat: 'central', name: 'Karl', email: 'karl@example.org', timeZone: null }],
      });
      expect(campaignSecrets(store, 'med')).toEqual([]); // no mail key yet: nothing was issued
      store.upsertCampaignMail({ campaign: 'med', secretKey: KEY, pausedAt: null });
      // Karl's seat was handed on twice: generations 1, 2 and 3 were all mailed out at some point.
      store.upsertPlayerMail({ ...store.getPlayerMail('med', 'central'), generation: 3 });
      const s = campaignSecrets(store, 'med');
      const pair = (seat: string, g: number) => [playerToken(KEY, 'med', seat, g), playerPassphrase(KEY, 'med', seat, g)];
      expect(s.slice(0, 2)).toEqual(pair('#moderator', 1));
      expect(new Set(s)).toEqual(new Set([...pair('#moderator', 1), ...pair('allied', 1), ...pair('central', 1), ...pair('central', 2), ...pair('central', 3)]));
      expect(s).toHaveLength(10);
    } finally { store.close(); }
  });
});

describe('redactText: known secrets, then secret-shaped fields', () => {
  it('a known secret is replaced wherever it stands, in any case, and each replacement is counted', () => {
    const r = redactText('one ABCDE-fghij here, abcde-FGHIJ there', ['abcde-fghij']);
    expect(r).toEqual({ text: `one ${REDACTED} here, ${REDACTED} there`, count: 2 });
  });
  it('a secret is matched as text, not as a pattern; an empty secret matches nothing', () => {
    expect(redactText('a-b axb', ['a.b', '']).text).toBe('a-b axb');
    expect(redactText('see a.b', ['a.b'])).toEqual({ text: `see ${REDACTED}`, count: 1 });
    expect(redactText('nothing here', ['', 'zzzz'])).toEqual({ text: 'nothing here', count: 0 });
  });
  it('any plus-address of four characters or more is redacted by shape; shorter ones and already redacted ones are left', () => {
    expect(redactText('To: referee+Ab1.x@game.test', [])).toEqual({ text: `To: referee+${REDACTED}@game.test`, count: 1 });
    expect(redactText('To: ann+abc@example.org', [])).toEqual({ text: 'To: ann+abc@example.org', count: 0 });
    expect(redactText(`referee+${REDACTED}@game.test`, [])).toEqual({ text: `referee+${REDACTED}@game.test`, count: 0 });
  });
  it('a passphrase line is redacted by shape, also quoted or indented and in any case; its label is kept', () => {
    const text = ['passphrase: unknown-words', '> > Passphrase:  quoted-words', '   PASSPHRASE: indented', 'my passphrase: is not a field', 'passphrase:'].join('\n');
    const r = redactText(text, []);
    expect(r.text.split('\n')).toEqual([`passphrase: ${REDACTED}`, `> > Passphrase:  ${REDACTED}`, `   PASSPHRASE: ${REDACTED}`, 'my passphrase: is not a field', 'passphrase:']);
    expect(r.count).toBe(3);
    // Redacting twice changes nothing more.
    expect(redactText(r.text, [])).toEqual({ text: r.text, count: 0 });
  });
});

describe('redactMail: the raw mail as published in a bundle', () => {
  const secret = 'kqzpa-7xmrt-abcde-fghij';
  it('keeps the sha256 of the bytes as received, and a mail without secrets unchanged', () => {
    const raw = Buffer.from('From: ann@example.org\r\nSubject: hi\r\n\r\nfleets: {}\r\n');
    const r = redactMail(raw, [secret]);
    expect(r).toEqual({ content: raw.toString('utf8'), encoding: 'utf8', sha256: createHash('sha256').update(raw).digest('hex'), redactions: 0 });
  });
  it('a mail that is not UTF-8 is kept as latin1, byte for byte', () => {
    const raw = Buffer.from([...Buffer.from('Subject: caf'), 0xe9, ...Buffer.from('\r\n\r\nhello\r\n')]);
    const r = redactMail(raw, [secret]);
    expect(r.encoding).toBe('latin1');
    expect(Buffer.from(r.content, 'latin1').equals(raw)).toBe(true);
  });
  it('a base64 part holding a secret is re-encoded without it, in lines of 76 with the mail\'s own line ends; one without is left as sent', () => {
    const clean = Buffer.from('fleets:\n  a: {plot: {1: stay}}\n'.repeat(4)).toString('base64');
    const dirty = Buffer.from(`fleets: {}\n${'# a comment line to make the part long\n'.repeat(3)}note: ${secret}\n`).toString('base64');
    const lines = (b64: string) => b64.match(/.{1,60}/g)!;
    const raw = Buffer.from(['Subject: x', '', ...lines(clean), '--b', ...lines(dirty), '--b--', ''].join('\r\n'));
    const r = redactMail(raw, [secret]);
    expect(r.redactions).toBe(1);
    const [, rest] = r.content.split('\r\n\r\n');
    const [cleanPart, dirtyPart] = rest!.split('--b\r\n');
    expect(cleanPart).toBe(`${lines(clean).join('\r\n')}\r\n`);
    const out = dirtyPart!.split('\r\n--b--')[0]!;
    expect(out.split('\r\n').every((l) => l.length <= 76)).toBe(true);
    expect(out.split('\r\n')[0]).toHaveLength(76);
    expect(Buffer.from(out.replace(/\s+/g, ''), 'base64').toString()).toBe(Buffer.from(dirty, 'base64').toString().replace(secret, REDACTED));
  });
  it('quoted-printable soft breaks are joined only where they split a known secret', () => {
    const split = Buffer.from(`Subject: x\r\n\r\nnote: ${secret.slice(0, 8)}=\r\n${secret.slice(8)}\r\nlong=\r\nline\r\n`);
    const r = redactMail(split, [secret]);
    expect(r.content).toBe(`Subject: x\r\n\r\nnote: ${REDACTED}\r\nlongline\r\n`);
    expect(r.redactions).toBe(1);
    const whole = Buffer.from(`Subject: x\r\n\r\nnote: ${secret}\r\nlong=\r\nline\r\n`);
    expect(redactMail(whole, [secret]).content).toBe(`Subject: x\r\n\r\nnote: ${REDACTED}\r\nlong=\r\nline\r\n`);
  });
});
