/**
 * The fair-play campaign fixture (issue 18): the goeben-1914 campaign of helpers.ts
 * (`playCampaign(4, true)`: fixed test seed, played through the command line until the first
 * contact) stored once, so tests/fairplay/fairplay.test.ts opens a copy instead of playing eight
 * turns before its first test. Playing it in a `beforeAll` made every fair-play mutant it reached
 * "static" for Stryker (each one then needs every test of the area: ~46 s a mutant).
 *
 * Written by scripts/make-fairplay-fixture.ts; `--check` plays the campaign again and compares.
 * Three things in a campaign are drawn at random by design and differ on every play: the dice
 * commitment's nonce (so the commitment and its salted seed hash), the campaign's signing key and
 * the signatures it makes, and the wall-clock times. `facts` leaves exactly those out and keeps
 * everything the rules decide: the opening and every turn's digests, events and turn keys, every
 * stored report (the commitment and its signed block replaced by a placeholder) and the receipts
 * (time, key and signature lines dropped).
 */
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameById } from '../../src/pipeline/games.js';
import { sha256 } from '../../src/pipeline/digest.js';
import { SCHEMA_VERSION } from '../../src/store/schema.js';
import { openStore } from '../../src/store/sqlite-store.js';
import { storeFacts, type StoreFacts } from '../store/fixture.js';
import { CAMPAIGN, cli, tmp, type Run } from './helpers.js';

const DIR = fileURLToPath(new URL('../fixtures/fairplay/', import.meta.url));
export const FAIRPLAY_FIXTURE = { dir: DIR, db: join(DIR, 'fair.db'), json: join(DIR, 'fair.json') };
export const FIXTURE_SCRIPT = 'node --import tsx scripts/make-fairplay-fixture.ts';

/** What is recorded beside the stored campaign. */
export interface FairplayFixture {
  readonly about: string;
  /** The versions that wrote it: a fixture from other rules or other data is stale. */
  readonly schemaVersion: number;
  readonly engineVersion: string;
  readonly dataVersion: string;
  readonly campaign: string;
  /** The turn of the first contact (and battle), found by playing. */
  readonly contactTurn: number;
  /** The command line's output of each `orders submit` ("allied-2", "central-1"), verbatim. */
  readonly receipts: Record<string, string>;
  readonly facts: FairplayFacts;
}

/** What the rules decide in the campaign: equal on every play of it. */
export interface FairplayFacts {
  readonly opening: StoreFacts['opening'];
  readonly turns: StoreFacts['turns'];
  /** "turn/viewer/format" → sha256 of the stored body with the commitment replaced. */
  readonly reports: Record<string, string>;
  /** The receipts without the lines drawn at random or from the clock. */
  readonly receipts: Record<string, string>;
}

const BLOCK = /-----BEGIN ADMIRALTY DICE COMMITMENT-----[\s\S]*?-----END ADMIRALTY DICE COMMITMENT-----/g;

/** A report body without its commitment (the nonce is random) or the signed commitment block. */
export function normalizeReport(body: string, commitment: string): string {
  return body.replace(BLOCK, '<commitment block>').split(commitment).join('<commitment>');
}

/** A receipt without `received-at`, `key` and `signature` (and their wrapped continuation lines). */
export function normalizeReceipt(text: string): string {
  const out: string[] = [];
  let dropping = false;
  for (const line of text.split('\n')) {
    if (/^(received-at|key|signature): /.test(line)) { dropping = true; continue; }
    if (dropping && /^ {2}\S/.test(line)) continue;
    dropping = false;
    out.push(line);
  }
  return out.join('\n');
}

/** The rule-decided facts of the campaign in the store at `dbFile`, and its versions. */
export function fixtureFacts(dbFile: string, receipts: Record<string, string>): { facts: FairplayFacts; engineVersion: string; dataVersion: string } {
  // Read from a copy: opening a store may write to it (its journal mode, an upgrade).
  const copy = join(tmp(), 'admiralty.db');
  copyFileSync(dbFile, copy);
  const store = openStore(copy);
  try {
    const row = store.getCampaign(CAMPAIGN)!;
    const commitment = store.listDiceEpochs(CAMPAIGN)[0].commitment;
    const { opening, turns } = storeFacts(store, CAMPAIGN);
    const reports = Object.fromEntries(store.listReports(CAMPAIGN).map((r) => [`${r.turn}/${r.viewer}/${r.format}`, sha256(normalizeReport(r.body, commitment))]));
    const kept = Object.fromEntries(Object.entries(receipts).map(([k, v]) => [k, normalizeReceipt(v)]));
    return { facts: { opening, turns, reports, receipts: kept }, engineVersion: row.engineVersion, dataVersion: row.dataVersion };
  } finally { store.close(); }
}

/** The versions today's code would write: the fixture must have been written by them. */
export function currentVersions(): { schemaVersion: number; engineVersion: string; dataVersion: string } {
  const adapter = gameById('gwas-mediterranean')!;
  return { schemaVersion: SCHEMA_VERSION, engineVersion: adapter.engineVersion, dataVersion: adapter.dataVersion() };
}

export function readFixture(): FairplayFixture {
  for (const f of [FAIRPLAY_FIXTURE.db, FAIRPLAY_FIXTURE.json]) {
    // Committed with the tests: missing means a broken checkout, a failure everywhere (and under CI=true).
    if (!existsSync(f)) throw new Error(`the fair-play fixture ${f} is missing: make it with \`${FIXTURE_SCRIPT}\``);
  }
  return JSON.parse(readFileSync(FAIRPLAY_FIXTURE.json, 'utf8')) as FairplayFixture;
}

/** A fresh home holding a copy of the stored campaign (the committed file is never opened for writing). */
export function fixtureHome(): { home: string; run: (...args: string[]) => Promise<Run> } {
  readFixture();
  const home = tmp();
  copyFileSync(FAIRPLAY_FIXTURE.db, join(home, 'admiralty.db'));
  return { home, run: cli(home) };
}
