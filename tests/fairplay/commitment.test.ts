/**
 * The dice commitment (docs/dice.md §4, src/fairplay/commitment.ts), read against the scheme's
 * text: the statement a campaign signs before turn 1, what an epoch publishes before and after
 * its reveal, which epoch a turn's dice belong to, and what `checkEpoch` says of an epoch a
 * moderator changed after the fact. The hashes are recomputed here from the formulas in §4, not
 * through commitment.ts. Written for the fair-play mutation run (issue 18).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/kernel/canonical.js';
import {
  checkEpoch, commitmentBlock, createEpoch, currentEpoch, epochForTurn, publicEpoch, randomSeed, seedHash, statementCommitment,
  type CommitmentStatement, type EpochSpec, type PublicEpoch,
} from '../../src/fairplay/commitment.js';
import { keyId, newKeyPair, signText, verifyText } from '../../src/fairplay/keys.js';
import type { DiceEpochRow, Store } from '../../src/store/types.js';

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Just the two calls commitment.ts makes of a store: it keeps the epochs it is given. */
function epochStore(): { store: Store; rows: DiceEpochRow[] } {
  const rows: DiceEpochRow[] = [];
  const store = { insertDiceEpoch: (r: DiceEpochRow) => { rows.push(r); }, listDiceEpochs: () => [...rows] } as unknown as Store;
  return { store, rows };
}

const SPEC: EpochSpec = {
  campaign: 'med-1914', game: 'gwas-mediterranean', scenario: 'gwas-mediterranean/goeben-1914', engineVersion: '3.1.0',
  dataVersion: 'data-7', sides: ['central', 'allied'], epoch: 1, fromTurn: 1, seed: 'ab'.repeat(32), fixed: false,
};
const keys = newKeyPair();
const otherKeys = newKeyPair();

function epoch(spec: Partial<EpochSpec> = {}): DiceEpochRow {
  return createEpoch(epochStore().store, keys.privateKey, { ...SPEC, ...spec }, '2026-12-02T10:00:00Z');
}
const revealed = (e: DiceEpochRow): DiceEpochRow => ({ ...e, revealedAt: '2026-12-20T10:00:00Z' });

describe('§4 the statement signed before turn 1', () => {
  it('a fresh seed is 256 random bits written as 64 hex digits', () => {
    const a = randomSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(randomSeed()).not.toBe(a);
  });

  it('binds the campaign, game, scenario, versions, dice scheme, sorted sides, epoch, first turn and fixed-seed mark', () => {
    const { store, rows } = epochStore();
    const sides = ['turkish', 'central', 'allied'];
    const row = createEpoch(store, keys.privateKey, { ...SPEC, sides, epoch: 2, fromTurn: 7, fixed: true }, '2026-12-02T10:00:00Z');
    const st = JSON.parse(row.statementJson) as CommitmentStatement;
    expect(st).toEqual({
      format: 'admiralty-dice-commitment/1', campaign: 'med-1914', game: 'gwas-mediterranean', scenario: 'gwas-mediterranean/goeben-1914',
      engineVersion: '3.1.0', dataVersion: 'data-7', diceScheme: 'admiralty-dice/2', sides: ['allied', 'central', 'turkish'],
      epoch: 2, fromTurn: 7, fixedSeed: true, seedHash: st.seedHash,
    });
    // The caller's list of sides is sorted in the statement, not in place.
    expect(sides).toEqual(['turkish', 'central', 'allied']);
    // The epoch is stored as it is returned.
    expect(rows).toEqual([row]);
  });

  it('a seed the moderator did not choose is marked so: fixedSeed false', () => {
    const row = epoch({ fixed: false });
    expect((JSON.parse(row.statementJson) as CommitmentStatement).fixedSeed).toBe(false);
    expect(row.fixed).toBe(false);
  });

  it('seedHash is SHA256("admiralty-seed/1:" + N + ":" + S) with a fresh 128-bit nonce N, kept secret with the seed', () => {
    const row = epoch();
    expect(row.nonce).toMatch(/^[0-9a-f]{32}$/);
    const st = JSON.parse(row.statementJson) as CommitmentStatement;
    expect(st.seedHash).toBe(sha256(`admiralty-seed/1:${row.nonce}:${SPEC.seed}`));
    expect(seedHash(SPEC.seed, row.nonce)).toBe(st.seedHash);
    // Neither the seed nor the nonce is in the statement.
    expect(row.statementJson).not.toContain(SPEC.seed);
    expect(row.statementJson).not.toContain(row.nonce);
    // Two epochs of the same seed commit to different hashes: a short seed cannot be looked up.
    const again = epoch();
    expect(again.nonce).not.toBe(row.nonce);
    expect((JSON.parse(again.statementJson) as CommitmentStatement).seedHash).not.toBe(st.seedHash);
  });

  it('the commitment is SHA256 of the statement\'s canonical JSON, and the signature the campaign key\'s over the same text', () => {
    const row = epoch();
    expect(row.statementJson).toBe(canonicalJson(JSON.parse(row.statementJson)));
    expect(row.commitment).toBe(sha256(row.statementJson));
    expect(statementCommitment(row.statementJson)).toBe(row.commitment);
    expect(verifyText(keys.publicKey, row.statementJson, row.signature)).toBe(true);
    expect(verifyText(otherKeys.publicKey, row.statementJson, row.signature)).toBe(false);
  });

  it('the stored epoch keeps the seed, nonce, fixed mark and creation time, and is not yet revealed', () => {
    const row = epoch({ epoch: 3, fromTurn: 5, fixed: true });
    expect(row).toMatchObject({ campaign: 'med-1914', epoch: 3, fromTurn: 5, seed: SPEC.seed, fixed: true, createdAt: '2026-12-02T10:00:00Z', revealedAt: null });
  });

  it('the block mailed before turn 1 prints the statement, its commitment, the key and the signature between its markers', () => {
    const row = epoch();
    expect(commitmentBlock(row, keys.publicKey).split('\n')).toEqual([
      '-----BEGIN ADMIRALTY DICE COMMITMENT-----',
      `statement: ${row.statementJson}`,
      `commitment: sha256:${row.commitment}`,
      `key: ${keys.publicKey}`,
      `signature: ${row.signature}`,
      '-----END ADMIRALTY DICE COMMITMENT-----',
    ]);
  });
});

describe('§6 epochs: which seed a turn\'s dice are drawn from', () => {
  const at = (fromTurn: number, n: number): DiceEpochRow => ({ ...epoch({ epoch: n, fromTurn }) });
  const epochs = [at(1, 1), at(5, 2), at(9, 3)];

  it('a turn belongs to the last epoch begun by then: a re-key takes over from its first turn on', () => {
    expect([1, 4, 5, 8, 9, 30].map((t) => epochForTurn(epochs, t)?.epoch)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('before the first epoch\'s first turn, or in a campaign from before epochs, there is none', () => {
    expect(epochForTurn([at(2, 1)], 1)).toBeNull();
    expect(epochForTurn([], 4)).toBeNull();
  });

  it('the current epoch is the last one stored; none for a campaign from before epochs', () => {
    const { store } = epochStore();
    expect(currentEpoch(store, 'med-1914')).toBeNull();
    createEpoch(store, keys.privateKey, SPEC, 'then');
    createEpoch(store, keys.privateKey, { ...SPEC, epoch: 2, fromTurn: 6 }, 'later');
    expect(currentEpoch(store, 'med-1914')?.epoch).toBe(2);
    createEpoch(store, keys.privateKey, { ...SPEC, epoch: 3, fromTurn: 9 }, 'later still');
    expect(currentEpoch(store, 'med-1914')?.epoch).toBe(3);
  });
});

describe('§4, §6 what an epoch publishes', () => {
  it('before its reveal: the statement, commitment and signature, never the seed or the nonce', () => {
    const row = epoch({ epoch: 2, fromTurn: 4, fixed: true });
    expect(publicEpoch(row)).toEqual({
      epoch: 2, fromTurn: 4, fixed: true, statement: JSON.parse(row.statementJson), commitment: row.commitment, signature: row.signature, seed: null, nonce: null,
    });
  });

  it('once revealed: the seed and nonce as well', () => {
    const row = revealed(epoch());
    expect(publicEpoch(row)).toMatchObject({ seed: SPEC.seed, nonce: row.nonce });
  });
});

describe('§7 checkEpoch: a published epoch against its commitment, signature and revealed seed', () => {
  type Mutable = { -readonly [K in keyof PublicEpoch]: PublicEpoch[K] };
  const published = (row = epoch()): Mutable => ({ ...publicEpoch(row) });

  it('an honest epoch passes, before and after its reveal', () => {
    expect(checkEpoch(published(), keys.publicKey)).toEqual([]);
    expect(checkEpoch(published(revealed(epoch())), keys.publicKey)).toEqual([]);
  });

  it('a commitment that is not the statement\'s hash is named with the commitment', () => {
    const e = published();
    e.commitment = 'fe'.repeat(32);
    expect(checkEpoch(e, keys.publicKey)).toEqual(['epoch 1: the statement does not hash to its commitment sha256:fefefefefefefefe']);
  });

  it('a statement changed after signing (another first turn) breaks both its commitment and its signature', () => {
    const e = published();
    e.statement = { ...e.statement, fromTurn: 2 };
    expect(checkEpoch(e, keys.publicKey)).toEqual([
      `epoch 1: the statement does not hash to its commitment sha256:${e.commitment.slice(0, 16)}`,
      `epoch 1: the statement's signature is not the campaign key's (${keyId(keys.publicKey)})`,
    ]);
  });

  it('a statement re-signed with another key than the campaign\'s is named with the campaign key\'s id', () => {
    const e = published(createEpoch(epochStore().store, otherKeys.privateKey, SPEC, 'now'));
    expect(checkEpoch(e, keys.publicKey)).toEqual([`epoch 1: the statement's signature is not the campaign key's (${keyId(keys.publicKey)})`]);
  });

  it.each<[string, (e: Mutable) => void]>([
    ['another seed', (e) => { e.seed = 'cd'.repeat(32); }],
    ['another nonce', (e) => { e.nonce = '0'.repeat(32); }],
    ['a seed revealed without its nonce', (e) => { e.nonce = null; }],
  ])('a revealed seed that does not give the committed seed hash: %s', (_name, change) => {
    const e = published(revealed(epoch({ epoch: 4 })));
    change(e);
    expect(checkEpoch(e, keys.publicKey)).toEqual(['epoch 4: the revealed seed and nonce do not match the committed seed hash']);
  });

  it('a seed revealed without a nonce is refused even when the statement was signed over a hash made with the word "null" for one', () => {
    // A statement built and signed as §4 says, but its seed hash taken with the text "null" in the nonce's place.
    const statement: CommitmentStatement = { ...(JSON.parse(epoch().statementJson) as CommitmentStatement), seedHash: sha256(`admiralty-seed/1:null:${SPEC.seed}`) };
    const json = canonicalJson(statement);
    const e: PublicEpoch = { epoch: 1, fromTurn: 1, fixed: false, statement, commitment: sha256(json), signature: signText(keys.privateKey, json), seed: SPEC.seed, nonce: null };
    expect(checkEpoch({ ...e, nonce: 'null' }, keys.publicKey)).toEqual([]);
    expect(checkEpoch(e, keys.publicKey)).toEqual(['epoch 1: the revealed seed and nonce do not match the committed seed hash']);
  });
});
