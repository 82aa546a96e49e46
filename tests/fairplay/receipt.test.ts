/**
 * Order receipts (src/fairplay/receipt.ts; README "Fair play"): what a player keeps to prove what
 * orders were on file and when. The promise: a receipt survives a mail program (lines within 76
 * characters, wrapped, quoted with "> ", reordered) and still verifies; a receipt with any field
 * changed, signed with another key or naming other orders than the store holds does not, and says
 * which. Receipts are written out here from submissions; the command line and the mail daemon's
 * receipts are in fairplay.test.ts §2 and tests/mail. Written for the fair-play mutation run (issue 18).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/kernel/canonical.js';
import {
  findSubmission, formatReceipt, parseReceipt, receiptFor, receiptFromSubmission, receiptPayload, signReceipt, submissionOfReceipt, verifyReceipt,
  type Receipt, type SignedReceipt,
} from '../../src/fairplay/receipt.js';
import { keyId, newKeyPair, signText, verifyText } from '../../src/fairplay/keys.js';
import type { Store, SubmissionRow } from '../../src/store/types.js';

const keys = newKeyPair();
const otherKeys = newKeyPair();
const DIGEST = '3a'.repeat(32);

const sub = (over: Partial<SubmissionRow> = {}): SubmissionRow => ({
  id: 41, campaign: 'med', seat: 'allied', turn: 3, exchange: 1, receivedAt: '2026-03-07T18:00:00.000Z', source: 'mail:<a1b2@example.org>',
  raw: 'orders', parsedJson: '{}', digest: DIGEST, valid: true, diagnosticsJson: '[]', ...over,
});

/** The submissions of two campaigns, and the two calls receipts make of a store for numbering. */
function storeOf(subs: SubmissionRow[]): Store {
  const campaigns = [...new Set(subs.map((s) => s.campaign))];
  return {
    listCampaigns: () => campaigns.map((id) => ({ id })),
    getCampaign: (id: string) => (campaigns.includes(id) ? { id } : null),
    listSubmissions: (c: string) => subs.filter((s) => s.campaign === c),
    seatSubmissionNumber: (c: string, seat: string, id: number) => subs.filter((s) => s.campaign === c && s.seat === seat && s.id <= id).length,
    getFairplay: (c: string) => ({ campaign: c, seedCommitment: '', publicKey: keys.publicKey, privateKey: keys.privateKey, createdAt: 'then', revealedAt: null }),
  } as unknown as Store;
}

const sign = (r: Receipt, k = keys): SignedReceipt => ({ receipt: r, publicKey: k.publicKey, signature: signText(k.privateKey, receiptPayload(r)) });
const receipt = (over: Partial<SubmissionRow> = {}, seat = 2): SignedReceipt => sign(receiptFromSubmission(sub(over), seat));

describe('what a receipt says', () => {
  it('version 2: campaign, side, turn, the orders\' digest, when and whence, the mail\'s Message-ID, and the side\'s own submission number', () => {
    expect(receiptFromSubmission(sub(), 2)).toEqual({
      version: 2, campaign: 'med', side: 'allied', turn: 3, ordersDigest: DIGEST, receivedAt: '2026-03-07T18:00:00.000Z',
      source: 'mail:<a1b2@example.org>', messageId: '<a1b2@example.org>', submissionId: 2,
    });
  });

  it('version 1 (receipts from before issue 9.10): the store\'s submission id', () => {
    expect(receiptFromSubmission(sub())).toMatchObject({ version: 1, submissionId: 41 });
  });

  it('a Message-ID only for orders that came by mail with one', () => {
    for (const source of ['cli:orders.yaml', 'mail:<two words@x>', 'mail:<a@b> trailing', 'mail:a@b', 'x mail:<a@b>']) {
      expect(receiptFromSubmission(sub({ source }), 1).messageId, source).toBeNull();
    }
  });

  it('none for orders that were refused, or have no digest', () => {
    for (const over of [{ valid: false }, { digest: null }]) {
      expect(() => receiptFromSubmission(sub(over), 1)).toThrow(expect.objectContaining({ code: 'ADM5001', message: expect.stringContaining('submission 41 was not accepted: it has no receipt') }));
    }
  });

  it('is signed over the canonical JSON of its fields, a missing Message-ID as null', () => {
    const r = receiptFromSubmission(sub({ source: 'cli:orders.yaml' }), 1);
    expect(receiptPayload(r)).toBe(canonicalJson({ ...r, messageId: null }));
    const { messageId: _, ...noId } = r;
    expect(receiptPayload(noId as Receipt)).toBe(receiptPayload(r));
  });

  it('numbers a submission among its own side\'s in the campaign, and is signed with the campaign key', () => {
    const subs = [sub({ id: 1 }), sub({ id: 2, seat: 'central' }), sub({ id: 3 }), sub({ id: 4, campaign: 'other' })];
    const store = storeOf(subs);
    const s = signReceipt(store, subs[2]!);
    expect(s.receipt).toMatchObject({ version: 2, submissionId: 2 });
    expect(s.publicKey).toBe(keys.publicKey);
    expect(verifyText(keys.publicKey, receiptPayload(s.receipt), s.signature)).toBe(true);
    expect(receiptFor(store, 3)).toEqual(s);
    expect(() => receiptFor(store, 99)).toThrow(expect.objectContaining({ code: 'ADM5002', message: expect.stringMatching(/no submission 99$/) }));
  });
});

describe('finding the submission a receipt names', () => {
  const subs = [sub({ id: 1 }), sub({ id: 2, seat: 'central' }), sub({ id: 3 }), sub({ id: 4, campaign: 'other' })];
  const store = storeOf(subs);

  it('version 2: the side\'s n-th submission in the campaign', () => {
    const r = (n: number, side = 'allied'): Receipt => ({ ...receiptFromSubmission(sub(), n), side });
    expect(submissionOfReceipt(store, r(1))?.id).toBe(1);
    expect(submissionOfReceipt(store, r(2))?.id).toBe(3);
    expect(submissionOfReceipt(store, r(1, 'central'))?.id).toBe(2);
    expect(submissionOfReceipt(store, r(3))).toBeNull();
    expect(submissionOfReceipt(store, { ...r(1), campaign: 'nowhere' })).toBeNull();
  });

  it('version 1: the store\'s id, in the receipt\'s campaign only', () => {
    expect(submissionOfReceipt(store, { ...receiptFromSubmission(sub()), submissionId: 3 })?.id).toBe(3);
    expect(submissionOfReceipt(store, { ...receiptFromSubmission(sub()), submissionId: 4 })).toBeNull();
  });

  it('by id in any campaign, or in one', () => {
    expect(findSubmission(store, 4)?.campaign).toBe('other');
    expect(findSubmission(store, 4, 'med')).toBeNull();
    expect(findSubmission(store, 5)).toBeNull();
  });
});

describe('the receipt block survives a mail program', () => {
  it('prints every field between its markers, within 76 characters a line, and ends with a newline', () => {
    const s = receipt();
    const text = formatReceipt(s);
    expect(text.endsWith('-----END ADMIRALTY RECEIPT-----\n')).toBe(true);
    const lines = text.split('\n');
    expect(lines[0]).toBe('-----BEGIN ADMIRALTY RECEIPT-----');
    expect(lines.slice(1, 9)).toEqual([
      'version: 2', 'campaign: med', 'side: allied', 'turn: 3', `orders-digest: ${`sha256:${DIGEST}`.slice(0, 61)}`, `  ${`sha256:${DIGEST}`.slice(61)}`,
      'received-at: 2026-03-07T18:00:00.000Z', 'source: mail:<a1b2@example.org>',
    ]);
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(76);
    expect(parseReceipt(text)).toEqual({ signed: s, problems: [] });
  });

  it('a value of exactly 76 characters a line is not wrapped; one more is', () => {
    // The source line and the indented lines that go on with it (not the key's or signature's,
    // whose random base64 may also start with an x).
    const at = (n: number) => {
      const lines = formatReceipt(receipt({ source: `cli:${'x'.repeat(n - 'source: cli:'.length)}` })).split('\n');
      const from = lines.findIndex((l) => l.startsWith('source: '));
      const to = lines.findIndex((l, i) => i > from && !l.startsWith('  '));
      return lines.slice(from, to);
    };
    expect(at(76)).toHaveLength(1);
    expect(at(77)).toEqual([`source: cli:${'x'.repeat(64)}`, '  x']);
  });

  it('a long value is wrapped on indented lines of 74 characters, and read back whole', () => {
    const source = `cli:${'y'.repeat(200)}`;
    const s = receipt({ source });
    const text = formatReceipt(s);
    const lines = text.split('\n');
    const from = lines.findIndex((l) => l.startsWith('source: '));
    const wrapped = lines.slice(from, lines.findIndex((l, i) => i > from && !l.startsWith('  ')));
    expect(wrapped.map((l) => l.length)).toEqual([76, 76, 64]);
    expect(wrapped.join('').replace(/ {2}/g, '')).toBe(`source: ${source}`);
    expect(parseReceipt(text).signed).toEqual(s);
  });

  it('a value that fills its lines exactly ends there: no empty indented line after it', () => {
    const source = `cli:${'y'.repeat(68 + 74 - 4)}`; // 68 on the first line, 74 on the next
    const lines = formatReceipt(receipt({ source })).split('\n');
    const at = lines.findIndex((l) => l.startsWith('source: '));
    expect(lines.slice(at, at + 3)).toEqual([`source: ${source.slice(0, 68)}`, `  ${source.slice(68)}`, 'submission: 2']);
  });

  it('a long value with spaces is left on one line (a mail program folds it at a space)', () => {
    const source = `cli:${'word '.repeat(20)}end`;
    expect(formatReceipt(receipt({ source })).split('\n')).toContain(`source: ${source}`);
  });

  it('no message-id line for orders that did not come by mail', () => {
    expect(formatReceipt(receipt({ source: 'cli:orders.yaml' }))).not.toContain('message-id');
    // Nothing else in its place: the source line is followed by the submission line.
    expect(formatReceipt(receipt({ source: 'cli:orders.yaml' }))).toContain('source: cli:orders.yaml\nsubmission: 2\n');
    expect(formatReceipt(receipt())).toContain('message-id: <a1b2@example.org>\nsubmission: 2\n');
  });

  it('quoted ("> ", "> > "), with CRLF, lines reordered and blank-padded, inside a longer mail: the same receipt', () => {
    const s = receipt();
    const lines = formatReceipt(s).trimEnd().split('\n');
    // The fields in reverse order, each with its wrapped lines after it, every other one blank-padded.
    const fields: string[][] = [];
    for (const l of lines.slice(1, -1)) if (l.startsWith('  ')) fields.at(-1)!.push(l); else fields.push([l]);
    expect(fields.some((f) => f.length > 1)).toBe(true);
    const body = [lines[0], ...fields.reverse().flatMap((f, i) => f.map((l) => (i % 2 ? `${l}   ` : l))), lines.at(-1)];
    const mail = ['Your orders are on file.', '', ...body.map((l) => `> > ${l}`), '', 'regards'].join('\r\n');
    expect(parseReceipt(mail).signed).toEqual(s);
    expect(parseReceipt(formatReceipt(s).split('\n').map((l) => `>${l}`).join('\n')).signed).toEqual(s);
  });

  it('every line indented (a mail program that indents what it quotes): each field is still its own line, not a continuation', () => {
    const s = receipt();
    const indented = formatReceipt(s).split('\n').map((l) => `    ${l}`).join('\n');
    expect(parseReceipt(indented).signed).toEqual(s);
    // The version line after another field, indented too: still its own field.
    const reordered = formatReceipt(s).replace('version: 2\n', '').replace('side: allied\n', 'side: allied\nversion: 2\n');
    expect(parseReceipt(reordered.split('\n').map((l) => `    ${l}`).join('\n')).signed).toEqual(s);
  });

  it('the first block of a text is read', () => {
    const a = receipt();
    const b = receipt({ turn: 4 });
    expect(parseReceipt(`${formatReceipt(a)}\n${formatReceipt(b)}`).signed).toEqual(a);
  });
});

describe('a block that cannot be read says why', () => {
  // Made before each test, not while the file is collected: Stryker counts code run at collection
  // as "static", runs each such mutant with every test of the area, and in an incremental run
  // reuses its old result whatever the tests changed.
  let text = '';
  beforeEach(() => { text = formatReceipt(receipt()); });
  const without = (field: string) => text.split('\n').filter((l) => !l.startsWith(`${field}:`) && !(field === 'orders-digest' && /^ {2}/.test(l))).join('\n');
  const replace = (field: string, value: string) => text.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`);

  it('no block, or no end marker', () => {
    const none = ['no receipt block found (expected a line "-----BEGIN ADMIRALTY RECEIPT-----")'];
    expect(parseReceipt('hello')).toEqual({ signed: null, problems: none });
    expect(parseReceipt(text.replace('-----END ADMIRALTY RECEIPT-----', ''))).toEqual({ signed: null, problems: none });
    expect(parseReceipt('-----END ADMIRALTY RECEIPT-----\n' + text.replace('-----END ADMIRALTY RECEIPT-----', '')).problems).toEqual(none);
  });

  it.each(['version', 'campaign', 'side', 'turn', 'orders-digest', 'received-at', 'source', 'submission', 'key', 'signature'])('a missing %s line', (field) => {
    expect(parseReceipt(without(field))).toEqual({ signed: null, problems: [`the receipt has no '${field}' line`] });
  });

  it('an empty line value is missing', () => {
    expect(parseReceipt(replace('side', '')).problems).toEqual(['the receipt has no \'side\' line']);
  });

  it('a turn or submission that is not a whole number', () => {
    expect(parseReceipt(replace('turn', '3.5')).problems).toEqual(['\'turn\' is not a whole number: 3.5']);
    expect(parseReceipt(replace('submission', '-2')).problems).toEqual(['\'submission\' is not a whole number: -2']);
    expect(parseReceipt(replace('turn', 'x3')).problems).toEqual(['\'turn\' is not a whole number: x3']);
  });

  it('an unknown version; version 1 is still read', () => {
    expect(parseReceipt(replace('version', '3')).problems).toEqual(['unknown receipt version 3']);
    expect(parseReceipt(replace('version', '1')).signed?.receipt.version).toBe(1);
  });

  it('a digest that is not 64 hex digits, with or without its sha256: prefix', () => {
    const bad = text.replace(/^orders-digest: .*\n {2}.*$/m, `orders-digest: sha256:${'G'.repeat(64)}`);
    expect(parseReceipt(bad).problems).toEqual([`'orders-digest' is not a sha256 digest: ${'G'.repeat(64)}`]);
    const short = text.replace(/^orders-digest: .*\n {2}.*$/m, `orders-digest: ${DIGEST}0`);
    expect(parseReceipt(short).problems).toEqual([`'orders-digest' is not a sha256 digest: ${DIGEST}0`]);
    const bare = text.replace(/^orders-digest: .*\n {2}.*$/m, `orders-digest: ${DIGEST}`);
    expect(parseReceipt(bare).signed?.receipt.ordersDigest).toBe(DIGEST);
  });

  it('a line that is not a field ends the value above: it is not joined to it', () => {
    const extra = text.replace(/^( {2}[0-9a-f]+)$/m, '$1\nnote: hello\n  more');
    expect(parseReceipt(extra).signed?.receipt.ordersDigest).toBe(DIGEST);
    const unindented = text.replace(/^ {2}([0-9a-f]+)$/m, '$1');
    expect(parseReceipt(unindented).problems).toEqual([`'orders-digest' is not a sha256 digest: ${DIGEST.slice(0, 54)}`]);
  });

  it('a field line before the begin marker is not part of the block', () => {
    const cli = formatReceipt(receipt({ source: 'cli:orders.yaml' }));
    expect(parseReceipt(`message-id: <x@y>\n${cli}`).signed?.receipt.messageId).toBeNull();
  });

  it('a field is a line that starts with its name: "#side: central" is not the side, and ends the value above', () => {
    const s = receipt();
    const noted = formatReceipt(s).replace('side: allied\n', 'side: allied\n#side: central\n');
    expect(parseReceipt(noted).signed).toEqual(s);
  });

  it('a field without a space after its colon is still read', () => {
    const s = receipt();
    expect(parseReceipt(formatReceipt(s).replace('campaign: med', 'campaign:med')).signed).toEqual(s);
  });

  it('a turn and a submission of several digits are whole numbers', () => {
    const s = receipt({ turn: 12 }, 107);
    expect(parseReceipt(formatReceipt(s)).signed?.receipt).toMatchObject({ turn: 12, submissionId: 107 });
  });

  it('the sha256: prefix is taken off only at the start of the digest', () => {
    const trailing = text.replace(/^orders-digest: .*\n {2}.*$/m, `orders-digest: ${DIGEST}sha256:`);
    expect(parseReceipt(trailing).problems).toEqual([`'orders-digest' is not a sha256 digest: ${DIGEST}sha256:`]);
  });
});

describe('verifying a receipt', () => {
  it('an honest receipt: the campaign key, a valid signature, and the submission on file', () => {
    const s = receipt();
    expect(verifyReceipt(s, ` ${keys.publicKey}\n`, sub())).toEqual({ ok: true, failures: [], passed: [`key ${keyId(keys.publicKey)} is the campaign's`, 'signature valid', 'matches submission 41 on file'] });
    expect(verifyReceipt(s, keys.publicKey, null)).toEqual({ ok: true, failures: [], passed: [`key ${keyId(keys.publicKey)} is the campaign's`, 'signature valid'] });
  });

  it('without the campaign key nothing vouches for the signature: not ok', () => {
    const r = verifyReceipt(receipt(), null, null);
    expect(r.ok).toBe(false);
    expect(r.failures).toEqual(['no campaign public key to check against (give --public-key, or run where the store has the campaign)']);
  });

  it('signed with another key than the campaign\'s: named with both keys\' ids', () => {
    const s = sign(receiptFromSubmission(sub(), 2), otherKeys);
    const r = verifyReceipt(s, keys.publicKey, null);
    expect(r.failures).toEqual([`wrong key: the receipt was signed with key ${keyId(otherKeys.publicKey)}, the campaign's key is ${keyId(keys.publicKey)}`]);
    expect(r.passed).toEqual(['signature valid']);
  });

  it.each<[string, Partial<Receipt>]>([
    ['another turn', { turn: 4 }], ['other orders', { ordersDigest: '4b'.repeat(32) }], ['another time', { receivedAt: '2026-03-06T18:00:00.000Z' }],
    ['another submission number', { submissionId: 1 }], ['another side', { side: 'central' }], ['no Message-ID', { messageId: null }],
  ])('a field changed after signing (%s): the signature is invalid', (_name, change) => {
    const s = receipt();
    const r = verifyReceipt({ ...s, receipt: { ...s.receipt, ...change } }, keys.publicKey, null);
    expect(r.ok).toBe(false);
    expect(r.failures).toEqual(['signature invalid: the receipt\'s fields are not the ones that were signed (a field was changed, or the signature was)']);
  });

  it.each<[string, Partial<SubmissionRow>, string]>([
    ['campaign', { campaign: 'med2' }, 'campaign differs from submission 41 on file: receipt says \'med\', the store has \'med2\''],
    ['side', { seat: 'central' }, 'side differs from submission 41 on file: receipt says \'allied\', the store has \'central\''],
    ['turn', { turn: 2 }, 'turn differs from submission 41 on file: receipt says \'3\', the store has \'2\''],
    ['digest', { digest: '5c'.repeat(32) }, `orders-digest differs from submission 41 on file: receipt says '${DIGEST}', the store has '${'5c'.repeat(32)}'`],
    ['time', { receivedAt: 'later' }, 'received-at differs from submission 41 on file: receipt says \'2026-03-07T18:00:00.000Z\', the store has \'later\''],
    ['source and Message-ID', { source: 'cli:o.yaml' }, 'source differs from submission 41 on file: receipt says \'mail:<a1b2@example.org>\', the store has \'cli:o.yaml\''],
  ])('a validly signed receipt that the store\'s submission contradicts (%s) is named field by field', (_name, onFile, first) => {
    const r = verifyReceipt(receipt(), keys.publicKey, sub(onFile));
    expect(r.ok).toBe(false);
    expect(r.failures[0]).toBe(first);
    expect(r.passed).toEqual([`key ${keyId(keys.publicKey)} is the campaign's`, 'signature valid']);
  });

  it('a receipt whose key was kept with a newline and spaces (a key file) is still the campaign\'s', () => {
    const s = receipt();
    expect(verifyReceipt({ ...s, publicKey: ` ${s.publicKey}\n` }, keys.publicKey, null).failures.filter((f) => f.startsWith('wrong key'))).toEqual([]);
  });

  it('a receipt that matches the file is said to, even when its key is not the campaign\'s', () => {
    const s = sign(receiptFromSubmission(sub(), 2), otherKeys);
    const r = verifyReceipt(s, keys.publicKey, sub());
    expect(r.ok).toBe(false);
    expect(r.passed).toEqual(['signature valid', 'matches submission 41 on file']);
  });

  it('a receipt without a Message-ID, for orders on file that came by mail with one, is named with an empty value', () => {
    const s = receipt({ source: 'cli:o.yaml' });
    const r = verifyReceipt(s, keys.publicKey, sub());
    expect(r.failures).toContain('message-id differs from submission 41 on file: receipt says \'\', the store has \'<a1b2@example.org>\'');
  });

  it('a Message-ID the store does not have is named', () => {
    const r = verifyReceipt(receipt(), keys.publicKey, sub({ source: 'cli:o.yaml' }));
    expect(r.failures).toContain('message-id differs from submission 41 on file: receipt says \'<a1b2@example.org>\', the store has \'\'');
    const none = verifyReceipt(receipt({ source: 'cli:o.yaml' }), keys.publicKey, sub({ source: 'cli:o.yaml' }));
    expect(none.ok).toBe(true);
  });
});
