/**
 * Makes (or checks) the fair-play campaign fixture, tests/fixtures/fairplay/fair.db and fair.json
 * (tests/fairplay/fixture.ts says what they hold and why). It plays the campaign exactly as the
 * fair-play tests did before the fixture: helpers.ts `playCampaign(4, true)`.
 *
 *   node --import tsx scripts/make-fairplay-fixture.ts           write the fixture (refused under CI=true)
 *   node --import tsx scripts/make-fairplay-fixture.ts --check   play again and compare with the committed one
 *
 * Remake it when a change to the rules, the data, the store's schema or the helpers' orders is
 * intended (tests/fairplay/fixture.test.ts fails on the first three until then), and say so in
 * the commit. `--check` exits 1 and names each difference when the committed fixture is not what
 * today's code plays.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CAMPAIGN, playCampaign } from '../tests/fairplay/helpers.js';
import { currentVersions, FAIRPLAY_FIXTURE, fixtureFacts, type FairplayFixture } from '../tests/fairplay/fixture.js';

const check = process.argv.includes('--check');
if (!check && process.env.CI === 'true') {
  console.error('make-fairplay-fixture is refused under CI=true: the fixture is made here and committed (--check compares)');
  process.exit(1);
}

const played = await playCampaign(4, true);
if (played.contactTurn === null) throw new Error('no contact: playCampaign should have thrown');
const versions = currentVersions();
const mine = fixtureFacts(join(played.home, 'admiralty.db'), played.receipts);

if (check) {
  if (!existsSync(FAIRPLAY_FIXTURE.json)) { console.error(`${FAIRPLAY_FIXTURE.json} is missing`); process.exit(1); }
  const committed = JSON.parse(readFileSync(FAIRPLAY_FIXTURE.json, 'utf8')) as FairplayFixture;
  // The committed database must hold what its JSON says, and today's play must give both.
  const stored = fixtureFacts(FAIRPLAY_FIXTURE.db, committed.receipts);
  const differences: string[] = [];
  const same = (what: string, a: unknown, b: unknown) => { if (JSON.stringify(a) !== JSON.stringify(b)) differences.push(what); };
  same('schema version', committed.schemaVersion, versions.schemaVersion);
  same('engine version', committed.engineVersion, versions.engineVersion);
  same('data version', committed.dataVersion, versions.dataVersion);
  same('contact turn', committed.contactTurn, played.contactTurn);
  same('the stored database against fair.json', stored.facts, committed.facts);
  for (const key of ['opening', 'turns', 'receipts'] as const) same(`${key} against a new play`, committed.facts[key], mine.facts[key]);
  const reports = new Set([...Object.keys(committed.facts.reports), ...Object.keys(mine.facts.reports)]);
  for (const r of [...reports].sort()) same(`report ${r} against a new play`, committed.facts.reports[r], mine.facts.reports[r]);
  rmSync(played.home, { recursive: true, force: true });
  if (differences.length) {
    console.error(`the fair-play fixture is not what today's code plays:\n  ${differences.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`the fair-play fixture is what today's code plays: contact turn ${played.contactTurn}, ${mine.facts.turns.length} turns, ${reports.size} reports, ${Object.keys(mine.facts.receipts).length} receipts identical (nonce, key, signatures and times aside)`);
  process.exit(0);
}

mkdirSync(FAIRPLAY_FIXTURE.dir, { recursive: true });
rmSync(FAIRPLAY_FIXTURE.db, { force: true });
// VACUUM INTO: one compact file, no write-ahead log beside it.
const raw = new Database(join(played.home, 'admiralty.db'));
raw.prepare('VACUUM INTO ?').run(FAIRPLAY_FIXTURE.db);
raw.close();
rmSync(played.home, { recursive: true, force: true });
const fixture: FairplayFixture = {
  about: 'Written by scripts/make-fairplay-fixture.ts with fair.db beside it (helpers.ts playCampaign(4, true)); read by tests/fairplay/fairplay.test.ts. Report hashes are sha256 of the stored bodies with the dice commitment replaced; receipts are verbatim, facts.receipts without time, key and signature.',
  ...versions,
  campaign: CAMPAIGN,
  contactTurn: played.contactTurn,
  receipts: played.receipts,
  facts: fixtureFacts(FAIRPLAY_FIXTURE.db, played.receipts).facts,
};
writeFileSync(FAIRPLAY_FIXTURE.json, `${JSON.stringify(fixture, null, 2)}\n`);
console.log(`wrote ${relative(process.cwd(), FAIRPLAY_FIXTURE.db)} (${statSync(FAIRPLAY_FIXTURE.db).size} bytes) and ${relative(process.cwd(), FAIRPLAY_FIXTURE.json)}: contact turn ${played.contactTurn}`);
