/**
 * Makes the store fixture of docs/design/seam.md §7: a store written by today's code, committed
 * once, that every later release must open (tests/store/upgrade.test.ts). It plays goeben-1914
 * for three turns through the in-process mail daemon over the local mail folder, with a test
 * clock, so the store holds what real stores hold:
 *
 * - briefings, acknowledgements, refusals, reminders and reports in the outbox (sent);
 * - inbound mail: a rejected orders mail, orders by reply token and by passphrase, a moderator mail;
 * - deadlines (one extended by the moderator), a missed turn;
 * - a rollback (turn 3 undone, its submissions superseded, the players' notices) and turn 3 again.
 *
 * It writes tests/fixtures/stores/v<SCHEMA_VERSION>-goeben.db (VACUUM INTO: compact, no WAL) and
 * v<SCHEMA_VERSION>-goeben.expect.json: per-turn digests and events hashes, the opening, sha256 of
 * every stored report, every seat's reply token and passphrase (and the moderator's), the row
 * count of every table. A fixture is made once, by the release whose schema it records: the
 * script refuses to overwrite one, and refuses under CI=true.
 *
 * The CLI stamps what it does with the system clock, which cannot be mixed with the daemon's test
 * clock in one store; the moderator's rollback therefore runs in-process through the function
 * `admiralty rollback` calls (rollbackCampaign with the outbox mailer), on the daemon's context.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { moderatorSecrets, plusAddress, secretsFor } from '../src/daemon/mailer.js';
import { outboxMailer } from '../src/cli/commands/fairplay-common.js';
import { rollbackCampaign } from '../src/fairplay/rollback.js';
import { reportFor } from '../src/pipeline/campaign.js';
import { replayCampaign } from '../src/pipeline/replay.js';
import { SCHEMA_VERSION } from '../src/store/schema.js';
import { ALLIED_ORDERS, CENTRAL_ORDERS, campaignData, eml, makeHarness, type Harness } from '../tests/mail/harness.js';
import { FIXTURE_CAMPAIGN, fixtureFiles, rowCounts, storeFacts, type FixtureExpect } from '../tests/store/fixture.js';

const H = 3600_000;
const ANN = 'Ann <ann@example.org>';
const KARL = 'Karl <karl@example.org>';

if (process.env.CI === 'true') {
  console.error('make-store-fixture is refused under CI=true: a fixture is made once and committed');
  process.exit(1);
}
const out = fixtureFiles(SCHEMA_VERSION);
if (existsSync(out.db) || existsSync(out.expect)) {
  console.error(`${relative(process.cwd(), out.db)} exists: a fixture records the release that wrote it and is never remade (delete it first only if it was never committed)`);
  process.exit(1);
}

const home = mkdtempSync(join(tmpdir(), 'adm-fixture-'));
const h: Harness = makeHarness(campaignData(), home);
const store = h.ctx.store;
const orders = (side: 'allied' | 'central', subject: string, body: string, to = h.replyTo(side)) =>
  h.drop(eml({ from: side === 'allied' ? ANN : KARL, to, subject: `[${FIXTURE_CAMPAIGN}] ${side} ${subject}`, body }));
// The pre-filled orders form sent back unchanged: valid orders that keep every plan.
const form = (side: string) => reportFor(store, FIXTURE_CAMPAIGN, side, 'orders-form');
const turnNow = () => store.getCampaign(FIXTURE_CAMPAIGN)!.turn;
const expectTurn = (t: number, what: string) => { if (turnNow() !== t) throw new Error(`${what}: the campaign is at turn ${turnNow()}, expected ${t}`); };

await h.tick(); // the campaign is created from the config: briefings to both players

// Turn 1: a rejected orders mail (a zone that does not exist), then both sides' orders; all in: it runs early.
await orders('central', 'turn 1 orders', CENTRAL_ORDERS.replace('      1: X26/W27', '      1: X26/Q99'));
if (store.listSubmissions(FIXTURE_CAMPAIGN).filter((s) => !s.valid).length !== 1) throw new Error('the bad orders mail was not kept as a rejected submission');
await orders('central', 'turn 1 orders', CENTRAL_ORDERS);
await orders('allied', 'turn 1 orders', ALLIED_ORDERS);
expectTurn(2, 'after both turn-1 orders');

// The moderator extends turn 2's deadline by mail (his passphrase in the body).
await h.drop(eml({ from: 'mod@game.test', to: 'referee@game.test', subject: `[${FIXTURE_CAMPAIGN}] moderator`, body: `passphrase: ${moderatorSecrets(h.ctx, FIXTURE_CAMPAIGN).passphrase}\nextend 12h` }));

// Turn 2: a reminder goes out; only the Central Powers answer (by passphrase, not the reply
// token); the deadline runs the turn and the Allies miss it (their plans stand).
const due = () => Date.parse(store.getDeadline(FIXTURE_CAMPAIGN, turnNow())!.dueAt);
h.clock.ms = due() - 20 * H; // past the 24h reminder
await h.tick();
await orders('central', 'turn 2 orders', `passphrase: ${secretsFor(h.ctx, FIXTURE_CAMPAIGN, 'central').passphrase}\n${form('central')}`, 'referee@game.test');
h.clock.ms = due() + 60_000;
await h.tick();
expectTurn(3, 'after the turn-2 deadline');

// Turn 3, played, then undone by the moderator and played again.
await orders('central', 'turn 3 orders', form('central'));
await orders('allied', 'turn 3 orders', form('allied'));
expectTurn(4, 'after both turn-3 orders');
h.clock.advance(2 * H);
rollbackCampaign(store, FIXTURE_CAMPAIGN, 2, 'fixture: a ruling on turn 3 was corrected', 'cli:moderator', h.clock.now().toISOString(), outboxMailer(h.ctx));
expectTurn(3, 'after the rollback');
await orders('allied', 'turn 3 orders', form('allied'));
await orders('central', 'turn 3 orders', form('central'));
expectTurn(4, 'after turn 3 again');
h.clock.advance(H);
await h.tick(); // deliver what is still in the outbox

const replay = replayCampaign(store, FIXTURE_CAMPAIGN);
if (!replay.ok || !replay.opening?.ok) throw new Error(`the fixture does not replay: ${JSON.stringify(replay)}`);
const sides = store.listPlayers(FIXTURE_CAMPAIGN).map((p) => p.seat);
const secrets: FixtureExpect['secrets'] = {
  ...Object.fromEntries(sides.map((s) => { const x = secretsFor(h.ctx, FIXTURE_CAMPAIGN, s); return [s, { ...x, replyTo: plusAddress(h.ctx, x.token) }]; })),
  '#moderator': { ...moderatorSecrets(h.ctx, FIXTURE_CAMPAIGN), replyTo: plusAddress(h.ctx, moderatorSecrets(h.ctx, FIXTURE_CAMPAIGN).token) },
};
const facts = storeFacts(store, FIXTURE_CAMPAIGN);
store.close();

mkdirSync(out.dir, { recursive: true });
const raw = new Database(join(home, 'admiralty.db'));
raw.prepare('VACUUM INTO ?').run(out.db);
raw.close();
rmSync(home, { recursive: true, force: true });

// Row counts are read back from the fixture file itself.
const fixture = new Database(out.db, { readonly: true });
const rows = rowCounts(fixture);
fixture.close();
const expected: FixtureExpect = {
  about: 'Written once by scripts/make-store-fixture.ts with the file beside it; read by tests/store/upgrade.test.ts. Report hashes are sha256 of the stored bodies, byte for byte.',
  schemaVersion: SCHEMA_VERSION, campaign: FIXTURE_CAMPAIGN, ...facts, secrets, rows,
};
writeFileSync(out.expect, `${JSON.stringify(expected, null, 2)}\n`);
console.log(`wrote ${relative(process.cwd(), out.db)} (${statSync(out.db).size} bytes) and ${relative(process.cwd(), out.expect)}`);
console.log(`turns ${facts.turns.map((t) => t.turn).join(', ')}; reports ${Object.keys(facts.reports).length}; rows ${JSON.stringify(rows)}`);
