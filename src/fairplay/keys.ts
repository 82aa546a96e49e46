/**
 * The campaign's fair-play record: a commitment to the dice seed (sha256 of the seed, published
 * before turn 1 and printed in every report) and an Ed25519 key pair that signs receipts and
 * dispute bundles. The private key stays in the store; the public key is printed wherever a
 * signature is.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import type { FairplayRow, Store } from '../store/types.js';
import { AdmiraltyError } from '../pipeline/errors.js';
import type { ReportMeta } from '../game-api/adapter.js';

export const PUBLIC_KEY_PREFIX = 'ed25519:';

/** The first scheme's commitment to a seed: sha256 (hex) of its UTF-8 bytes (campaigns from before dice epochs). */
export function seedCommitment(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

export function newKeyPair(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { publicKey: encodePublicKey(publicKey), privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() };
}

export function encodePublicKey(key: KeyObject): string {
  const jwk = key.export({ format: 'jwk' }) as { x?: string };
  return `${PUBLIC_KEY_PREFIX}${jwk.x}`;
}

/** Parses "ed25519:<base64url>" (a bare base64url key is accepted too); null when malformed. */
export function decodePublicKey(text: string): KeyObject | null {
  const x = text.trim().replace(/^ed25519:/i, '');
  if (!/^[A-Za-z0-9_-]{43}=?$/.test(x)) return null;
  try { return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: x.replace(/=$/, '') }, format: 'jwk' }); } catch { return null; }
}

/** Short fingerprint of a public key, for messages: the first 16 hex digits of sha256 of its text. */
export function keyId(publicKey: string): string {
  return createHash('sha256').update(publicKey.trim(), 'utf8').digest('hex').slice(0, 16);
}

/**
 * Parsed private keys by PEM: parsing is most of a signature's cost (about 1 ms each, and every
 * order mail signs its receipt twice: issue 17, acknowledgement time). A daemon signs for the
 * campaigns it serves, so the map is small; it is emptied when it passes KEY_CACHE_MAX.
 */
const parsedKeys = new Map<string, KeyObject>();
const KEY_CACHE_MAX = 256;

function privateKeyOf(pem: string): KeyObject {
  let key = parsedKeys.get(pem);
  if (!key) {
    if (parsedKeys.size >= KEY_CACHE_MAX) parsedKeys.clear();
    key = createPrivateKey(pem);
    parsedKeys.set(pem, key);
  }
  return key;
}

export function signText(privateKeyPem: string, text: string): string {
  return sign(null, Buffer.from(text, 'utf8'), privateKeyOf(privateKeyPem)).toString('base64');
}

export function verifyText(publicKey: string, text: string, signature: string): boolean {
  const key = decodePublicKey(publicKey);
  if (!key || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature.trim())) return false;
  try { return verify(null, Buffer.from(text, 'utf8'), key, Buffer.from(signature.trim(), 'base64')); } catch { return false; }
}

/**
 * Creates the campaign's record (call inside createCampaign's transaction) with the commitment of
 * its first dice epoch (commitment.ts); `seedCommitment(seed)` for campaigns from before epochs.
 */
export function createFairplay(store: Store, campaign: string, commitment: string, at: string, keys = newKeyPair()): FairplayRow {
  const row: FairplayRow = { campaign, seedCommitment: commitment, ...keys, createdAt: at, revealedAt: null };
  store.insertFairplay(row);
  return row;
}

/**
 * The campaign's record; a campaign created before fair play existed gets one now (its
 * commitment then dates from now, not from before turn 1: `createdAt` says so).
 */
export function fairplayOf(store: Store, campaign: string): FairplayRow {
  const row = store.getFairplay(campaign);
  if (row) return row;
  const c = store.getCampaignHead(campaign);
  if (!c) throw new AdmiraltyError('ADM3002', { campaign });
  return store.transaction(() => store.getFairplay(campaign) ?? createFairplay(store, campaign, seedCommitment(c.seed), new Date().toISOString()));
}

/** The dice lines of a report (docs/dice.md §5): everything here is public. */
export interface DiceMeta {
  /** The commitment of the dice epoch the report's turn belongs to. */
  readonly commitment: string;
  /** A seed the moderator chose (--seed): a test or demo campaign. */
  readonly fixed: boolean;
  /** The key of the turn just resolved and the hash of all its rolls (null before turn 1, or first-scheme turns). */
  readonly turnKey: string | null;
  readonly rollsHash: string | null;
  /** The seed and its nonce, printed once the campaign is over. */
  readonly seed: string | null;
  readonly nonce: string | null;
  /** The signed commitment statement (commitment.ts commitmentBlock), in the opening briefing only. */
  readonly block?: string | null;
}

/** What every stored report is rendered with. */
export function reportMeta(campaign: string, dice: DiceMeta): ReportMeta {
  return {
    campaign, deadline: null, diceCommitment: dice.commitment, diceSeed: dice.seed, diceNonce: dice.nonce,
    diceFixed: dice.fixed, diceTurnKey: dice.turnKey, diceRollsHash: dice.rollsHash, diceCommitmentBlock: dice.block ?? null,
  };
}
