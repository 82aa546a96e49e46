/**
 * Order receipts: what was on file, and when, signed by the campaign's key.
 *
 * A receipt is a block of `key: value` lines between BEGIN/END markers, short enough to survive
 * a mail program. The signature is Ed25519 over the canonical JSON of the receipt's fields
 * (`receiptPayload`), so the lines may be re-wrapped, reordered or quoted (`> `) without harm:
 *
 *   -----BEGIN ADMIRALTY RECEIPT-----
 *   version: 2
 *   campaign: med
 *   side: allied
 *   turn: 3
 *   orders-digest: sha256:<hex of the canonical orders>
 *   received-at: 2026-03-07T18:00:00.000Z
 *   source: mail:<id@host>          (or cli:orders.yaml)
 *   message-id: <id@host>           (mail only)
 *   submission: 3                   (this side's 3rd submission in this campaign)
 *   key: ed25519:<base64url public key>
 *   signature: <base64 Ed25519 signature>
 *   -----END ADMIRALTY RECEIPT-----
 *
 * `submission` counts the side's own submissions in the campaign, rejected ones included (version
 * 2). Version 1 receipts carried the store-wide submission id, which told a side whether the enemy
 * had sent orders (issue 9.10); they still verify.
 */
import { canonicalJson } from '../kernel/canonical.js';
import type { Store, SubmissionRow } from '../store/types.js';
import { AdmiraltyError } from '../pipeline/errors.js';
import { fairplayOf, keyId, signText, verifyText } from './keys.js';

export const RECEIPT_BEGIN = '-----BEGIN ADMIRALTY RECEIPT-----';
export const RECEIPT_END = '-----END ADMIRALTY RECEIPT-----';

export interface Receipt {
  readonly version: 1 | 2;
  readonly campaign: string;
  readonly side: string;
  readonly turn: number;
  /** sha256 hex of the canonical orders as understood. */
  readonly ordersDigest: string;
  readonly receivedAt: string;
  readonly source: string;
  readonly messageId: string | null;
  /** Version 2: the side's submission number in the campaign (1, 2, …). Version 1: the store's row id. */
  readonly submissionId: number;
}

export interface SignedReceipt {
  readonly receipt: Receipt;
  readonly publicKey: string;
  readonly signature: string;
}

/** The bytes signed: canonical JSON of the receipt's fields. */
export function receiptPayload(r: Receipt): string {
  return canonicalJson({ ...r, messageId: r.messageId ?? null });
}

function messageIdOf(source: string): string | null {
  const m = /^mail:(<[^>\s]+>)$/.exec(source);
  return m ? m[1] : null;
}

/** The side's number for a submission: its place among the side's submissions in the campaign. */
export function seatNumber(store: Store, sub: SubmissionRow): number {
  return store.seatSubmissionNumber(sub.campaign, sub.seat, sub.id);
}

/** The submission a receipt names: by the side's number (version 2) or the store's id (version 1). */
export function submissionOfReceipt(store: Store, r: Receipt): SubmissionRow | null {
  if (r.version === 1) return findSubmission(store, r.submissionId, r.campaign);
  if (!store.getCampaign(r.campaign)) return null;
  return store.listSubmissions(r.campaign).filter((s) => s.seat === r.side)[r.submissionId - 1] ?? null;
}

/** The receipt's fields; with `seat` (the side's number) a version 2 receipt, else version 1. */
export function receiptFromSubmission(sub: SubmissionRow, seat?: number): Receipt {
  if (!sub.valid || !sub.digest) throw new AdmiraltyError('ADM5001', { id: sub.id });
  return {
    version: seat === undefined ? 1 : 2, campaign: sub.campaign, side: sub.seat, turn: sub.turn, ordersDigest: sub.digest, receivedAt: sub.receivedAt,
    source: sub.source, messageId: messageIdOf(sub.source), submissionId: seat ?? sub.id,
  };
}

/** The signed receipt of an accepted submission (for the CLI, and for the mail daemon's acknowledgement). */
export function receiptFor(store: Store, submissionId: number): SignedReceipt {
  const sub = findSubmission(store, submissionId);
  if (!sub) throw new AdmiraltyError('ADM5002', { id: submissionId, where: '' });
  return signReceipt(store, sub);
}

export function findSubmission(store: Store, submissionId: number, campaign?: string): SubmissionRow | null {
  const campaigns = campaign ? [campaign] : store.listCampaigns().map((c) => c.id);
  for (const c of campaigns) {
    const sub = store.listSubmissions(c).find((s) => s.id === submissionId);
    if (sub) return sub;
  }
  return null;
}

const RECEIPT_FIELDS = new Set(['version', 'campaign', 'side', 'turn', 'orders-digest', 'received-at', 'source', 'message-id', 'submission', 'key', 'signature']);

/** Mail lines stay within 76 characters: a long value without spaces goes on on indented lines. */
const WIDTH = 76;

function field(key: string, value: string | number): string[] {
  const v = String(value);
  const first = `${key}: ${v}`;
  if (first.length <= WIDTH || /\s/.test(v)) return [first];
  const room = WIDTH - key.length - 2;
  const out = [`${key}: ${v.slice(0, room)}`];
  for (let i = room; i < v.length; i += WIDTH - 2) out.push(`  ${v.slice(i, i + WIDTH - 2)}`);
  return out;
}

/** The receipt block (see the file comment); ends with a newline. */
export function formatReceipt(s: SignedReceipt): string {
  const r = s.receipt;
  return [
    RECEIPT_BEGIN,
    ...field('version', r.version),
    ...field('campaign', r.campaign),
    ...field('side', r.side),
    ...field('turn', r.turn),
    ...field('orders-digest', `sha256:${r.ordersDigest}`),
    ...field('received-at', r.receivedAt),
    ...field('source', r.source),
    ...(r.messageId ? field('message-id', r.messageId) : []),
    ...field('submission', r.submissionId),
    ...field('key', s.publicKey),
    ...field('signature', s.signature),
    RECEIPT_END,
    '',
  ].join('\n');
}

export interface ParsedReceipt {
  readonly signed: SignedReceipt | null;
  /** Why the block could not be read. */
  readonly problems: string[];
}

/** Finds and reads the first receipt block in a text (a receipt file or a decoded mail). */
export function parseReceipt(text: string): ParsedReceipt {
  const unquoted = text.split(/\r?\n/).map((l) => l.replace(/^(\s*>)+ ?/, ''));
  const lines = unquoted.map((l) => l.trim());
  const start = lines.indexOf(RECEIPT_BEGIN);
  const end = start < 0 ? -1 : lines.indexOf(RECEIPT_END, start + 1);
  if (start < 0 || end < 0) return { signed: null, problems: ['no receipt block found (expected a line "-----BEGIN ADMIRALTY RECEIPT-----")'] };
  const fields = new Map<string, string>();
  let last: string | null = null;
  for (let i = start + 1; i < end; i++) {
    const m = /^([a-z-]+):\s*(.*)$/.exec(lines[i]!);
    const isField = m !== null && RECEIPT_FIELDS.has(m[1]!);
    // An indented line that is not a field goes on with the value above (formatReceipt wraps at 76).
    if (!isField && last !== null && /^\s+\S/.test(unquoted[i]!)) fields.set(last, `${fields.get(last)}${lines[i]}`);
    else if (m) { fields.set(m[1]!, m[2]!); last = m[1]!; } else last = null;
  }
  const problems: string[] = [];
  const need = (k: string): string => {
    const v = fields.get(k);
    if (v === undefined || v === '') { problems.push(`the receipt has no '${k}' line`); return ''; }
    return v;
  };
  const int = (k: string): number => {
    const v = need(k);
    if (v && !/^[0-9]+$/.test(v)) problems.push(`'${k}' is not a whole number: ${v}`);
    return Number(v);
  };
  const version = need('version');
  if (version && version !== '1' && version !== '2') problems.push(`unknown receipt version ${version}`);
  const digest = need('orders-digest').replace(/^sha256:/, '');
  if (digest && !/^[0-9a-f]{64}$/.test(digest)) problems.push(`'orders-digest' is not a sha256 digest: ${digest}`);
  const receipt: Receipt = {
    version: version === '1' ? 1 : 2, campaign: need('campaign'), side: need('side'), turn: int('turn'), ordersDigest: digest, receivedAt: need('received-at'),
    source: need('source'), messageId: fields.get('message-id') ?? null, submissionId: int('submission'),
  };
  const signed: SignedReceipt = { receipt, publicKey: need('key'), signature: need('signature') };
  return { signed: problems.length ? null : signed, problems };
}

export interface ReceiptCheck {
  readonly ok: boolean;
  /** Each thing that failed, in words. */
  readonly failures: string[];
  /** What was checked and held. */
  readonly passed: string[];
}

/**
 * Checks a receipt: its key against the campaign's (the trusted key: the store's, or one given),
 * its signature, and, when the store has the submission, every field against what is on file.
 */
export function verifyReceipt(s: SignedReceipt, trustedKey: string | null, onFile: SubmissionRow | null): ReceiptCheck {
  const failures: string[] = [];
  const passed: string[] = [];
  if (trustedKey === null) failures.push('no campaign public key to check against (give --public-key, or run where the store has the campaign)');
  else if (trustedKey.trim() !== s.publicKey.trim()) failures.push(`wrong key: the receipt was signed with key ${keyId(s.publicKey)}, the campaign's key is ${keyId(trustedKey)}`);
  else passed.push(`key ${keyId(trustedKey)} is the campaign's`);
  if (verifyText(s.publicKey, receiptPayload(s.receipt), s.signature)) passed.push('signature valid');
  else failures.push('signature invalid: the receipt\'s fields are not the ones that were signed (a field was changed, or the signature was)');
  if (onFile) {
    const expected = receiptFromSubmission(onFile);
    for (const [k, label] of [['campaign', 'campaign'], ['side', 'side'], ['turn', 'turn'], ['ordersDigest', 'orders-digest'], ['receivedAt', 'received-at'], ['source', 'source'], ['messageId', 'message-id']] as const) {
      if (String(expected[k] ?? '') !== String(s.receipt[k] ?? '')) failures.push(`${label} differs from submission ${onFile.id} on file: receipt says '${s.receipt[k] ?? ''}', the store has '${expected[k] ?? ''}'`);
    }
    if (!failures.some((f) => f.includes('on file'))) passed.push(`matches submission ${onFile.id} on file`);
  }
  return { ok: failures.length === 0, failures, passed };
}

/** Signs the receipt of a just-stored submission (submitOrders), numbered for its side. */
export function signReceipt(store: Store, sub: SubmissionRow): SignedReceipt {
  const receipt = receiptFromSubmission(sub, seatNumber(store, sub));
  const fp = fairplayOf(store, sub.campaign);
  return { receipt, publicKey: fp.publicKey, signature: signText(fp.privateKey, receiptPayload(receipt)) };
}
