/**
 * The dice commitment (docs/dice.md §4): before turn 1 the moderator's program commits to the
 * seed with a statement that binds the whole campaign, signed with the campaign's Ed25519 key:
 *
 *   { format: "admiralty-dice-commitment/1", campaign, game, scenario, engineVersion,
 *     dataVersion, diceScheme, sides, epoch, fromTurn, fixedSeed,
 *     seedHash: sha256("admiralty-seed/1:" + nonce + ":" + seed) }
 *
 * The commitment printed in every report is sha256 of the statement's canonical JSON. The nonce
 * (128 random bits) stays secret with the seed until the reveal, so even a short test seed cannot
 * be found from the briefing. Two campaigns never share a commitment, and a seed committed for
 * one campaign means nothing for another: the turn keys mix in the campaign id.
 *
 * A forced reveal mid-campaign starts a new epoch: a new random seed and a new statement, from
 * the next turn on (reveal.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { canonicalJson } from '../kernel/canonical.js';
import { DICE_SCHEME } from '../kernel/rng.js';
import type { DiceEpochRow, Store } from '../store/types.js';
import { keyId, signText, verifyText } from './keys.js';

export const COMMITMENT_FORMAT = 'admiralty-dice-commitment/1';

export interface CommitmentStatement {
  readonly format: string;
  readonly campaign: string;
  readonly game: string;
  readonly scenario: string;
  readonly engineVersion: string;
  readonly dataVersion: string;
  readonly diceScheme: string;
  readonly sides: readonly string[];
  readonly epoch: number;
  readonly fromTurn: number;
  /** True for a seed the moderator chose (--seed, tests and demos): these dice prove nothing. */
  readonly fixedSeed: boolean;
  readonly seedHash: string;
}

/** A fresh seed: 256 random bits, as 64 hex digits. */
export function randomSeed(): string {
  return randomBytes(32).toString('hex');
}

export function seedHash(seed: string, nonce: string): string {
  return createHash('sha256').update(`admiralty-seed/1:${nonce}:${seed}`, 'utf8').digest('hex');
}

export function statementCommitment(statementJson: string): string {
  return createHash('sha256').update(statementJson, 'utf8').digest('hex');
}

export interface EpochSpec {
  readonly campaign: string;
  readonly game: string;
  readonly scenario: string;
  readonly engineVersion: string;
  readonly dataVersion: string;
  readonly sides: readonly string[];
  readonly epoch: number;
  readonly fromTurn: number;
  readonly seed: string;
  readonly fixed: boolean;
}

/** Builds, signs and stores a dice epoch (call inside the caller's transaction). */
export function createEpoch(store: Store, privateKey: string, spec: EpochSpec, at: string): DiceEpochRow {
  const nonce = randomBytes(16).toString('hex');
  const statement: CommitmentStatement = {
    format: COMMITMENT_FORMAT, campaign: spec.campaign, game: spec.game, scenario: spec.scenario,
    engineVersion: spec.engineVersion, dataVersion: spec.dataVersion, diceScheme: DICE_SCHEME,
    sides: [...spec.sides].sort(), epoch: spec.epoch, fromTurn: spec.fromTurn, fixedSeed: spec.fixed, seedHash: seedHash(spec.seed, nonce),
  };
  const statementJson = canonicalJson(statement);
  const row: DiceEpochRow = {
    campaign: spec.campaign, epoch: spec.epoch, fromTurn: spec.fromTurn, seed: spec.seed, nonce, fixed: spec.fixed,
    statementJson, commitment: statementCommitment(statementJson), signature: signText(privateKey, statementJson), createdAt: at, revealedAt: null,
  };
  store.insertDiceEpoch(row);
  return row;
}

/** The epoch a turn's dice belong to (null: a campaign from before epochs, first dice scheme). */
export function epochForTurn(epochs: readonly DiceEpochRow[], turn: number): DiceEpochRow | null {
  let found: DiceEpochRow | null = null;
  for (const e of epochs) if (e.fromTurn <= turn) found = e;
  return found;
}

export function currentEpoch(store: Store, campaign: string): DiceEpochRow | null {
  return store.listDiceEpochs(campaign).at(-1) ?? null;
}

/** What may be published of an epoch: everything but the seed and nonce until it is revealed. */
export interface PublicEpoch {
  readonly epoch: number;
  readonly fromTurn: number;
  readonly fixed: boolean;
  readonly statement: CommitmentStatement;
  readonly commitment: string;
  readonly signature: string;
  readonly seed: string | null;
  readonly nonce: string | null;
}

export function publicEpoch(e: DiceEpochRow): PublicEpoch {
  return {
    epoch: e.epoch, fromTurn: e.fromTurn, fixed: e.fixed, statement: JSON.parse(e.statementJson) as CommitmentStatement,
    commitment: e.commitment, signature: e.signature, seed: e.revealedAt ? e.seed : null, nonce: e.revealedAt ? e.nonce : null,
  };
}

/** Checks a published epoch: commitment, signature, and (once revealed) the seed against it. */
export function checkEpoch(e: PublicEpoch, publicKey: string): string[] {
  const problems: string[] = [];
  const json = canonicalJson(e.statement);
  if (statementCommitment(json) !== e.commitment) problems.push(`epoch ${e.epoch}: the statement does not hash to its commitment sha256:${e.commitment.slice(0, 16)}`);
  if (!verifyText(publicKey, json, e.signature)) problems.push(`epoch ${e.epoch}: the statement's signature is not the campaign key's (${keyId(publicKey)})`);
  if (e.seed !== null && (e.nonce === null || seedHash(e.seed, e.nonce) !== e.statement.seedHash)) problems.push(`epoch ${e.epoch}: the revealed seed and nonce do not match the committed seed hash`);
  return problems;
}

/** The signed statement as mailed before turn 1 (and after a re-key): a player keeps it. */
export function commitmentBlock(e: DiceEpochRow, publicKey: string): string {
  return [
    '-----BEGIN ADMIRALTY DICE COMMITMENT-----',
    `statement: ${e.statementJson}`,
    `commitment: sha256:${e.commitment}`,
    `key: ${publicKey}`,
    `signature: ${e.signature}`,
    '-----END ADMIRALTY DICE COMMITMENT-----',
  ].join('\n');
}
