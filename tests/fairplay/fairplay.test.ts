/**
 * Fair play (issue 5): committed dice, signed order receipts, dispute bundles, amended replays
 * and rollback, and the intelligence ledger — through the command line, on goeben-1914 with a
 * fixed test seed (helpers.ts: played until the first contact and battle, on turn T).
 *
 * The campaign is the stored fixture (fixture.ts, issue 18), a copy of which each run opens: it
 * is what helpers.ts `playCampaign(4, true)` plays, and "0. the stored campaign" fails when today's
 * rules, data or schema would no longer write it. Nothing here runs the program before a test
 * starts, so Stryker charges each mutant only to the tests that reach it.
 */
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe as vitestDescribe, expect, it } from 'vitest';
import { openStore } from '../../src/store/sqlite-store.js';
import { unpack } from '../../src/store/packed.js';
import { eventsFor, type GameEvent } from '../../src/kernel/events.js';
import { encodePublicKey, signText } from '../../src/fairplay/keys.js';
import { parseReceipt, receiptPayload } from '../../src/fairplay/receipt.js';
import { ledgerFor } from '../../src/fairplay/ledger.js';
import type { Bundle } from '../../src/fairplay/bundle.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import type { GwasOrders } from '../../src/games/gwas/orders-types.js';
import { parse } from 'yaml';
import { alliedOrders, alliedRetreat, CAMPAIGN, campaignState, cli, dbBytes, SEED, tmp, type Run } from './helpers.js';
import { currentVersions, FAIRPLAY_FIXTURE, fixtureFacts, fixtureHome, FIXTURE_SCRIPT, readFixture } from './fixture.js';
import { fixtureGate } from '../support/fixture.js';

let home: string;
let run: (...args: string[]) => Promise<Run>;
let receipts: Record<string, string>;
/** The turn of the first contact and battle. */
let T: number;

/** A fresh copy of the played campaign (tests that change the store work on their own copy). */
async function copyOf(): Promise<{ home: string; run: (...args: string[]) => Promise<Run> }> {
  const h = tmp();
  const src = openStore(join(home, 'admiralty.db'));
  src.close();
  writeFileSync(join(h, 'admiralty.db'), dbBytes(home));
  return { home: h, run: cli(h) };
}

// The fixture is committed; missing, these tests are skipped with a message here and fail under CI=true.
const stored = fixtureGate(FAIRPLAY_FIXTURE.db, `the fair-play campaign fixture (${FIXTURE_SCRIPT})`)
  && fixtureGate(FAIRPLAY_FIXTURE.json, `the fair-play campaign fixture's facts (${FIXTURE_SCRIPT})`);
const describe = stored ? vitestDescribe : vitestDescribe.skip;

beforeAll(() => {
  if (!stored) return;
  // A file copy, not a play: no program code runs outside a test.
  const fixture = readFixture();
  ({ home, run } = fixtureHome());
  receipts = fixture.receipts;
  T = fixture.contactTurn;
});

describe('0. the stored campaign is what today\'s code plays', () => {
  it(`was written by today's store schema, rules engine and game data (else remake it: ${FIXTURE_SCRIPT})`, () => {
    const fixture = readFixture();
    const now = currentVersions();
    expect({ schemaVersion: fixture.schemaVersion, engineVersion: fixture.engineVersion, dataVersion: fixture.dataVersion }).toEqual(now);
    const stored = fixtureFacts(FAIRPLAY_FIXTURE.db, fixture.receipts);
    expect({ engineVersion: stored.engineVersion, dataVersion: stored.dataVersion }).toEqual({ engineVersion: now.engineVersion, dataVersion: now.dataVersion });
    // The database and the facts recorded beside it agree: reports, digests, events, receipts.
    expect(stored.facts).toEqual(fixture.facts);
  });

  it('replays with today\'s rules: every turn\'s dice and state digests, and turn T is the first with a contact', async () => {
    const c = await copyOf();
    const r = await c.run('replay', CAMPAIGN);
    expect(r.code, r.out + r.err).toBe(0);
    const contacts = campaignState(c.home).contacts.map((x) => x.turn);
    expect(Math.min(...contacts)).toBe(T);
  });
});

describe('1. dice anyone can check', () => {
  it('the commitment is printed in every report, the turn key and rolls hash after each turn, the seed only once revealed', async () => {
    const commitment = openStoreRead(home, (st) => st.listDiceEpochs(CAMPAIGN)[0].commitment);
    for (const side of ['allied', 'central', 'umpire']) {
      for (const turn of ['0', String(T)]) {
        // Text reports wrap at 76 columns (issue 9): a long line goes on over indented lines.
        const text = (await run('report', CAMPAIGN, '--side', side, '--turn', turn)).out.replace(/\n +/g, ' ');
        expect(text).toContain(`Dice: commitment sha256:${commitment}.`);
        expect(text).toContain('TEST CAMPAIGN: the moderator fixed the dice seed (--seed); these dice prove nothing.');
        if (turn === '0') expect(text).toContain('-----BEGIN ADMIRALTY DICE COMMITMENT-----');
        else expect(text).toMatch(new RegExp(`Turn ${T} dice: turn key [0-9a-f]{64}, all rolls sha256:[0-9a-f]{64}\\.`));
        expect((await run('report', CAMPAIGN, '--side', side, '--turn', turn, '--format', 'html')).out).toContain(commitment);
      }
    }
    expect((await run('report', CAMPAIGN, '--side', 'allied')).out).not.toContain(SEED);
  });

  it('verify-dice checks the dice against the turn keys before the reveal, the keys against the seed for the moderator and for anyone after the reveal (players told)', async () => {
    const c = await copyOf();
    const before = await c.run('verify-dice', CAMPAIGN);
    expect(before.code, before.out + before.err).toBe(0);
    expect(before.out).toMatch(new RegExp(`all \\d+ rolls \\(\\d+ dice\\) in ${T} turns and the opening match their turn keys; 0 turn keys checked .*1 epoch not revealed yet`));
    const mod = await c.run('verify-dice', CAMPAIGN, '--moderator');
    expect(mod.code, mod.out).toBe(0);
    expect(mod.out).toContain(`${T + 1} turn keys checked against the moderator's copy of the seed`);
    const refused = await c.run('reveal', CAMPAIGN);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('ADM5011');
    const revealed = await c.run('reveal', CAMPAIGN, '--force');
    expect(revealed.code, revealed.err).toBe(0);
    expect(revealed.out).toContain(`seed ${SEED} nonce `);
    expect(revealed.out).toContain(`re-keyed: from turn ${T + 1}`);
    const ok = await c.run('verify-dice', CAMPAIGN);
    expect(ok.code, ok.out).toBe(0);
    expect(ok.out).toContain(`${T + 1} turn keys checked against the revealed seed`); // and the opening's
    const store = openStore(join(c.home, 'admiralty.db'));
    try {
      expect(store.listNotices(CAMPAIGN).filter((n) => n.kind === 'reveal').map((n) => n.seat).sort()).toEqual(['allied', 'central']);
      const mail = store.listOutbox({ campaign: CAMPAIGN, kind: 'reveal' });
      expect(mail.map((m) => m.recipient).sort()).toEqual(['ann@example.org', 'karl@example.org']);
      expect(mail[0].specJson).toContain(SEED);
      expect(store.listModeratorLog(CAMPAIGN).some((l) => l.action === 'reveal')).toBe(true);
    } finally { store.close(); }
  });

  it('a tampered die in the journal is named: turn, step, stream, expected and recorded', async () => {
    const c = await copyOf();
    const db = new Database(join(c.home, 'admiralty.db'));
    const row = db.prepare('SELECT events_json FROM journal WHERE campaign = ? AND turn = ?').get(CAMPAIGN, T - 1) as { events_json: unknown };
    // Stored compressed (issue 17 §4); written back as text, which the store reads as well.
    const events = JSON.parse(unpack(row.events_json)) as GameEvent<{ stream: string; dice: number[]; sides: number }>[];
    const rolls = events.filter((e) => e.type === 'roll');
    const victim = rolls[Math.floor(rolls.length / 2)];
    const was = victim.data.dice[0];
    victim.data.dice[0] = (was % victim.data.sides) + 1;
    db.prepare('UPDATE journal SET events_json = ? WHERE campaign = ? AND turn = ?').run(JSON.stringify(events), CAMPAIGN, T - 1);
    db.close();
    const r = await c.run('verify-dice', CAMPAIGN, '--moderator');
    expect(r.code).toBe(1);
    expect(r.out).toContain(`FAIL turn ${T - 1}, step ${victim.step}, stream ${victim.data.stream}, roll event #${victim.seq}`);
    expect(r.out).toContain(`recorded ${victim.data.dice[0]}, the turn key gives ${was}`);
    // The replay sees it too.
    expect((await c.run('replay', CAMPAIGN)).code).toBe(1);
  });
});

describe('2. receipts', () => {
  const block = (out: string) => out.slice(out.indexOf('-----BEGIN'));

  it('orders submit prints a signed receipt that verifies, from a file or a mail', async () => {
    const file = join(home, 'receipt.txt');
    writeFileSync(file, block(receipts['allied-2']));
    const r = await run('receipt', 'verify', file);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('signature valid');
    expect(r.out).toMatch(/matches submission \d+ on file/);
    const eml = join(home, 'ack.eml');
    writeFileSync(eml, ['From: referee@admiralty.test', 'To: ann@example.org', 'Subject: [fair] allied turn 2 orders: accepted', 'Message-ID: <x@y>', 'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8', '', 'Your orders are on file.', '', ...block(receipts['allied-2']).split('\n').map((l) => `> ${l}`)].join('\r\n'));
    expect((await run('receipt', 'verify', eml)).code).toBe(0);
    // Elsewhere (no store with the campaign), with the key given.
    const key = /^key: (.+)$/m.exec(receipts['allied-2'])![1];
    const elsewhere = await cli(tmp())('receipt', 'verify', file, '--public-key', key);
    expect(elsewhere.code, elsewhere.out).toBe(0);
    expect(await cli(tmp())('receipt', 'show', CAMPAIGN, '--side', 'allied').then((x) => x.code)).toBe(2);
    const shown = await run('receipt', 'show', CAMPAIGN, '--side', 'allied', '--turn', '2');
    expect(shown.out).toBe(block(receipts['allied-2']));
  });

  it('a changed digest is detected and named', async () => {
    const text = block(receipts['allied-2']);
    const digest = /orders-digest: sha256:([0-9a-f]+)/.exec(text)![1];
    const forged = text.replace(digest, `${digest[0] === 'a' ? 'b' : 'a'}${digest.slice(1)}`);
    const file = join(home, 'forged.txt');
    writeFileSync(file, forged);
    const r = await run('receipt', 'verify', file);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/FAIL signature invalid/);
    expect(r.out).toMatch(/FAIL orders-digest differs from submission \d+ on file/);
  });

  it('a receipt signed with another key is detected and named', async () => {
    const parsed = parseReceipt(block(receipts['allied-2'])).signed!;
    const other = generateKeyPairSync('ed25519');
    const pem = other.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const key = encodePublicKey(other.publicKey);
    const forged = block(receipts['allied-2']).replace(/^key: .*$/m, `key: ${key}`).replace(/^signature: .*$/m, `signature: ${signText(pem, receiptPayload(parsed.receipt))}`);
    const file = join(home, 'other-key.txt');
    writeFileSync(file, forged);
    const r = await run('receipt', 'verify', file);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/FAIL wrong key: the receipt was signed with key [0-9a-f]{16}, the campaign's key is [0-9a-f]{16}/);
  });
});

describe('3. dispute bundles', () => {
  /**
   * Turn T's bundle, and one made after the seed is revealed (on a copy). Made inside each test
   * that reads them, not in a `beforeAll`: what runs before the tests is charged by Stryker to
   * every test of the area.
   */
  async function bundle(): Promise<string> {
    const f = join(tmp(), 'turnT.json');
    expect((await run('bundle', CAMPAIGN, '--turn', String(T), f)).code).toBe(0);
    return f;
  }
  async function revealedBundle(): Promise<string> {
    const c = await copyOf();
    await c.run('reveal', CAMPAIGN, '--no-mail', '--force');
    const f = join(c.home, 'turnT-revealed.json');
    expect((await c.run('bundle', CAMPAIGN, '--turn', String(T), f)).code).toBe(0);
    return f;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const load = (f: string): any => JSON.parse(readFileSync(f, 'utf8')) as Bundle;
  const save = (b: unknown, name: string) => { const f = join(tmp(), name); writeFileSync(f, JSON.stringify(b)); return f; };
  const keyOf = (f: string) => load(f).publicKey;

  it('holds what a re-run needs: versions, data files, state, raw orders, receipts, events, reports, the turn key; the seed only once revealed', async () => {
    const b = load(await bundle());
    expect(b.format).toBe('admiralty-bundle/2');
    expect(b.seed).toBeNull();
    expect(b.dice.turnKey).toMatch(/^[0-9a-f]{64}$/);
    expect(b.dice.epoch.seed).toBeNull();
    expect(b.dice.epoch.nonce).toBeNull();
    expect(JSON.stringify(b)).not.toContain(SEED);
    expect(Object.keys(b.data.files)).toContain('map.json');
    expect(b.submissions.some((s: { raw: string }) => s.raw.includes('battlecruiser-squadron'))).toBe(true);
    expect(b.orders.allied.receipt).toContain('-----BEGIN ADMIRALTY RECEIPT-----');
    expect(Object.keys(b.reports).sort()).toEqual(['allied', 'central', 'umpire']);
    expect(Object.keys(b.reports.allied).sort()).toEqual(['html', 'json', 'orders-form', 'text']);
    expect(load(await revealedBundle()).dice.epoch.seed).toBe(SEED);
  });

  it('verifies on another checkout mid-campaign from the turn key alone; the key against the seed for the moderator and once revealed', async () => {
    const [bundleFile, revealedFile] = [await bundle(), await revealedBundle()];
    const key = () => keyOf(bundleFile);
    const noSeed = await cli(tmp())('bundle', 'verify', bundleFile, '--public-key', key());
    expect(noSeed.code, noSeed.out).toBe(0);
    expect(noSeed.out).toContain('the seed is not revealed yet');
    expect(noSeed.out).toContain('ok   report allied text');
    const mod = await run('bundle', 'verify', bundleFile, '--moderator');
    expect(mod.code, mod.out).toBe(0);
    expect(mod.out).toContain('ok   turn key: the moderator\'s copy of the seed and every side\'s orders give the turn key');
    const anyone = await cli(tmp())('bundle', 'verify', revealedFile, '--public-key', key());
    expect(anyone.code, anyone.out).toBe(0);
    expect(anyone.out).toContain('ok   turn key: the revealed seed and every side\'s orders give the turn key');
    expect(anyone.out).toContain('ok   report allied text');
    expect((await cli(tmp())('verify-dice', revealedFile)).code).toBe(0);
  });

  it('a changed order is named (which side)', async () => {
    const revealedFile = await revealedBundle();
    const key = () => keyOf(revealedFile);
    const b = load(revealedFile);
    const fleet = b.orders.allied.parsed.fleets['battlecruiser-squadron'];
    fleet.plot = { [String(T)]: 'W30/W29/W28' };
    const r = await cli(tmp())('bundle', 'verify', save(b, 'order.json'), '--public-key', key());
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/FAIL order allied: allied's orders used \(submission \d+\) hash to/);
    expect(r.out).toMatch(/FAIL signature/);
  });

  it('a changed die is named (which roll)', async () => {
    const revealedFile = await revealedBundle();
    const key = () => keyOf(revealedFile);
    const b = load(revealedFile);
    const roll = b.events.find((e: GameEvent) => e.type === 'roll' && (e.data as { dice: number[] }).dice.length === 1)!;
    const d = roll.data as { dice: number[]; sides: number; stream: string };
    d.dice[0] = (d.dice[0] % d.sides) + 1;
    const r = await cli(tmp())('bundle', 'verify', save(b, 'die.json'), '--public-key', key());
    expect(r.code).toBe(1);
    expect(r.out).toContain(`FAIL die: turn ${T}, step ${roll.step}, stream ${d.stream}, roll event #${roll.seq}`);
  });

  it('a changed report byte is named (which side, which format, where)', async () => {
    const revealedFile = await revealedBundle();
    const key = () => keyOf(revealedFile);
    const b = load(revealedFile);
    const text: string = b.reports.central.text;
    const at = text.indexOf('CONTACTS');
    b.reports.central.text = `${text.slice(0, at)}CONTACTZ${text.slice(at + 8)}`;
    const r = await cli(tmp())('bundle', 'verify', save(b, 'report.json'), '--public-key', key());
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/FAIL report central text: the text report sent to central differs from the re-rendered one: first difference at character \d+, line \d+: in the bundle "CONTACTZ"/);
    expect(r.out).toContain('ok   report allied text');
    expect(r.out).toContain('ok   state after');
  });

  it('a changed data file in this checkout is named', async () => {
    const revealedFile = await revealedBundle();
    const key = () => keyOf(revealedFile);
    const b = load(revealedFile);
    b.data.files['tables/weather.yaml'] += '\n# edited\n';
    const r = await cli(tmp())('bundle', 'verify', save(b, 'data.json'), '--public-key', key());
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/FAIL data: .*tables\/weather\.yaml/);
  });
});

describe('4. amended replays and rollback', () => {
  it('an amended turn changes the fleet and its side\'s report, not the other side\'s, and touches nothing', async () => {
    const before = dbBytes(home);
    const file = join(home, 'amend-2.yaml');
    const s = JSON.parse(openStoreRead(home, (st) => st.getJournal(CAMPAIGN, 1)!.stateAfterJson!));
    writeFileSync(file, alliedOrders(s, true));
    const r = await run('replay', CAMPAIGN, '--turn', '2', '--amend', `allied=${file}`);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain('Nothing is stored');
    // Turn 2's orders write the box of turn 4 (the plotting delay, 4.2): the amendment changes the plan.
    expect(r.out).toMatch(/fleets\.battlecruiser-squadron\.plan\["4"\]: "W30\/W31" → "stay"/);
    const allied = r.out.slice(r.out.indexOf('WHAT ALLIED'), r.out.indexOf('WHAT CENTRAL'));
    expect(allied).toMatch(/^ {4}-\s+Plan: .*4: W30\/W31/m);
    expect(allied).toMatch(/^ {4}\+\s+Plan: .*4: stay/m);
    // The amended orders give another turn key, so central's report differs in its dice line
    // (turn key and rolls hash), and, this time, in nothing else. Reports are wrapped at 76
    // columns (issue 9), so that line goes on over indented continuation lines: rebuild both
    // versions of the diff's one hunk, find the dice line in each, and require every changed
    // line to lie inside it.
    const central = r.out.slice(r.out.indexOf('WHAT CENTRAL'), r.out.indexOf('WHAT UMPIRE'));
    const hunk = central.split('\n').filter((l) => /^ {4}([-+ ]|@@$)/.test(l)).map((l) => ({ op: l[4], text: l.slice(5) }));
    expect(hunk.some((h) => h.op === '@')).toBe(false);
    expect(hunk.filter((h) => h.op === '-').length).toBeGreaterThan(0);
    expect(hunk.filter((h) => h.op === '+').length).toBeGreaterThan(0);
    const version = (op: '-' | '+') => {
      const lines = hunk.filter((h) => h.op === ' ' || h.op === op);
      const at = lines.findIndex((h) => h.text.startsWith('Turn 2 dice: '));
      expect(at, `the dice line, ${op}`).toBeGreaterThanOrEqual(0);
      let end = at + 1;
      while (end < lines.length && /^ {2}\S/.test(lines[end].text)) end++;
      const outside = lines.filter((_, i) => i < at || i >= end);
      expect(outside.every((h) => h.op === ' '), `a changed line outside the dice line, ${op}`).toBe(true);
      const dice = lines.slice(at, end).map((h) => h.text.trim()).join(' ');
      expect(dice).toMatch(/^Turn 2 dice: turn key [0-9a-f]{64}, all rolls sha256:[0-9a-f]{64}\.$/);
      return dice.match(/[0-9a-f]{64}/g)!;
    };
    const [sentKey, sentRolls] = version('-');
    const [amendedKey, amendedRolls] = version('+');
    expect(amendedKey).not.toBe(sentKey);
    expect(amendedRolls).not.toBe(sentRolls);
    expect(dbBytes(home).equals(before)).toBe(true);
  });

  it('amending turn T-2 (which writes the box of turn T, 4.2) and running through T removes the contact from both sides\' reports, with the turn key the amended orders give', async () => {
    const before = dbBytes(home);
    const file = join(home, 'amend-T.yaml');
    const s = JSON.parse(openStoreRead(home, (st) => st.getJournal(CAMPAIGN, T - 1)!.stateAfterJson!));
    writeFileSync(file, alliedRetreat(s));
    const r = await run('replay', CAMPAIGN, '--turn', String(T - 1), '--amend', `allied=${file}`, '--through', String(T));
    // Turn-T orders given as turn T-1's: an amendment for the wrong turn is rejected, nothing re-run.
    expect(r.code).toBe(1);
    expect(r.out).toContain('nothing was re-run');
    // The box of turn T was written in turn T-2 (the plotting delay, 4.2): amend turn T-2 so that
    // it writes that box to take the battlecruisers away from Goeben, and run through T.
    expect(T).toBeGreaterThanOrEqual(3);
    const file2 = join(home, 'amend-away.yaml');
    const amended = alliedRetreat(stateAfter(T - 3));
    expect(Object.keys((parse(amended) as GwasOrders).fleets!['battlecruiser-squadron'].plot!)).toEqual([String(T)]);
    writeFileSync(file2, amended);
    const ok = await run('replay', CAMPAIGN, '--turn', String(T - 2), '--amend', `allied=${file2}`, '--through', String(T));
    expect(ok.code, ok.out).toBe(0);
    expect(ok.out).toMatch(new RegExp(`note: turn ${T - 2}: dice rolled under the turn key the amended orders give`));
    // In the amended history the battlecruisers sail away from Goeben's zone in turn T: no contact.
    expect(ok.out).toMatch(/^ {2}contacts: \[\{.*→ \[\]$/m);
    const allied = ok.out.slice(ok.out.indexOf('WHAT ALLIED'), ok.out.indexOf('WHAT CENTRAL'));
    const central = ok.out.slice(ok.out.indexOf('WHAT CENTRAL'), ok.out.indexOf('WHAT UMPIRE'));
    for (const side of [allied, central]) {
      expect(side).toMatch(new RegExp(`^ {4}-\\s+Contact C${T}-1`, 'm'));
      expect(side).not.toMatch(new RegExp(`^ {4}\\+\\s+Contact C${T}-1`, 'm'));
    }
    expect(dbBytes(home).equals(before)).toBe(true);
  });

  it('rollback removes the later turns, supersedes their orders, tells every player why and re-issues the reports', async () => {
    const c = await copyOf();
    const turn2 = openStoreRead(c.home, (st) => st.getReport(CAMPAIGN, 2, 'allied', 'text')!.body);
    const r = await c.run('rollback', CAMPAIGN, '--to', '2', '--reason', 'Ann\'s turn 3 mail arrived before the deadline');
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain(`undone turns ${Array.from({ length: T - 2 }, (_, i) => i + 3).join(', ')}; next turn 3`);
    const store = openStore(join(c.home, 'admiralty.db'));
    try {
      expect(store.listJournal(CAMPAIGN).map((j) => j.turn)).toEqual([1, 2]);
      expect(store.listReports(CAMPAIGN).every((x) => x.turn <= 2)).toBe(true);
      expect(store.getCampaign(CAMPAIGN)!.turn).toBe(3);
      const subs = store.listSubmissions(CAMPAIGN);
      const superseded = store.listSuperseded(CAMPAIGN).map((x) => x.submission);
      expect(superseded).toEqual(subs.filter((x) => x.turn > 2).map((x) => x.id));
      expect(subs.length).toBe(T + 1);
      expect(store.latestValidSubmission(CAMPAIGN, 'allied', 3)).toBeNull();
      const told = store.listOutbox({ campaign: CAMPAIGN, kind: 'rollback' });
      expect(told.map((m) => m.recipient).sort()).toEqual(['ann@example.org', 'karl@example.org']);
      expect(told[0].specJson).toContain('arrived before the deadline');
      const reissued = store.listOutbox({ campaign: CAMPAIGN, kind: 'report' });
      expect(reissued.map((m) => m.recipient).sort()).toEqual(['ann@example.org', 'karl@example.org']);
      expect(reissued.every((m) => m.turn === 2)).toBe(true);
      expect(store.listNotices(CAMPAIGN).filter((n) => n.kind === 'rollback')).toHaveLength(2);
      const log = store.listModeratorLog(CAMPAIGN).find((l) => l.action === 'rollback')!;
      expect(JSON.parse(log.detail)).toMatchObject({ to: 2, from: T, reason: 'Ann\'s turn 3 mail arrived before the deadline' });
    } finally { store.close(); }
    expect((await c.run('report', CAMPAIGN, '--side', 'allied')).out).toBe(turn2);
    // The corrected history goes on: new orders for turn 3, and the replay matches.
    const file = join(c.home, 'again-3.yaml');
    writeFileSync(file, alliedOrders(campaignState(c.home), true));
    expect((await c.run('orders', 'submit', CAMPAIGN, '--side', 'allied', file)).code).toBe(0);
    expect((await c.run('turn', CAMPAIGN)).code).toBe(0);
    expect((await c.run('replay', CAMPAIGN)).code).toBe(0);
  });
});

function openStoreRead<T>(h: string, fn: (s: ReturnType<typeof openStore>) => T): T {
  const s = openStore(join(h, 'admiralty.db'));
  try { return fn(s); } finally { s.close(); }
}

/** goeben-1914's last turn at peace (the scenario's `peace` rule: 18:00-22:00 GMT on 4 Aug 1914). */
const LAST_PEACE_TURN = 4;

describe('5. the intelligence ledger', () => {
  it('agrees with the reports that were sent, and holds nothing the side\'s events do not', () => {
    openStoreRead(home, (store) => {
      const events = store.listJournal(CAMPAIGN).flatMap((j) => JSON.parse(j.eventsJson) as GameEvent[]);
      for (const side of ['allied', 'central']) {
        const { ledger } = ledgerFor(store, CAMPAIGN, side);
        const mine = eventsFor(events, side);
        for (const entry of ledger) {
          const e = mine.find((x) => x.turn === entry.turn && x.seq === entry.event);
          expect(e, `${side} ${entry.turn}:${entry.event}`).toBeDefined();
          const told = JSON.stringify(e!.data);
          for (const id of entry.about) expect(told, `${side} entry names ${id}`).toContain(`"${id}"`);
          if (entry.zone) expect(told).toContain(entry.zone);
        }
        let contacts = 0;
        let battles = 0;
        for (const report of store.listReports(CAMPAIGN).filter((r) => r.viewer === side && r.format === 'text')) {
          for (const m of report.body.matchAll(/^ {2}Contact (\S+), turn (\d+), in (\S+?)(?: \(automatic\))?$/gm)) {
            contacts++;
            expect(ledger.some((x) => x.kind === 'contact' && x.about.includes(m[1]) && x.turn === Number(m[2]) && x.zone === m[3]), m[0]).toBe(true);
          }
          for (const m of report.body.matchAll(/^ {2}Turn (\d+), (\S+) \(contact ([^)]+)\)/gm)) {
            battles++;
            expect(Number(m[1]), `${m[0]}: a battle while Britain and Germany are at peace`).toBeGreaterThan(LAST_PEACE_TURN);
            expect(ledger.some((x) => x.kind === 'battle' && x.turn === Number(m[1]) && x.zone === m[2] && x.about.includes(m[3].split(', ')[0])), m[0]).toBe(true);
          }
        }
        expect(contacts).toBeGreaterThan(0);
        // goeben-1914's turns 1-4 are before 23:00 GMT on 4 Aug 1914 (the scenario's peace rule,
        // issue 8): a contact then brings no battle, the British and Germans only shadow. This
        // campaign's contact (turn T, found by playing) is a battle exactly when T is at war, and
        // the reports print every battle the side's events tell of, each once.
        const fought = mine.filter((e) => e.type === 'gwas.battle-begins');
        expect(battles).toBe(fought.length);
        if (T > LAST_PEACE_TURN) expect(fought.map((e) => e.turn)).toContain(T);
        else expect(battles).toBe(0);
      }
    });
  });

  it('intel --about Goeben for the Allies: nothing before the contact, the contact turn after it', async () => {
    const before = await run('intel', CAMPAIGN, '--side', 'allied', '--about', 'Goeben', '--turn', String(T - 1));
    expect(before.code).toBe(0);
    expect(before.out).toBe(`nothing: allied was never told anything about Goeben through turn ${T - 1}\n`);
    const after = await run('intel', CAMPAIGN, '--side', 'allied', '--about', 'Goeben', '--turn', String(T));
    expect(after.out).toContain(`first told: turn ${T}`);
    expect(after.out).toMatch(new RegExp(`contact\\s+W31\\s+Contact C${T}-1`));
    const json = JSON.parse((await run('intel', CAMPAIGN, '--side', 'allied', '--about', 'goeben', '--json')).out);
    expect(json.firstTurn).toBe(T);
    expect(json.subjects).toContain('goeben');
    // The contact itself did not name her: the side's own entry says so.
    const contact = json.entries.find((e: { kind: string }) => e.kind === 'contact');
    expect(contact.named).toBe(false);
    expect(contact.about).not.toContain('goeben');
    expect(contact.concerns).toContain('goeben');
  });
});

/** The campaign's state after `turn` (0: as created). */
function stateAfter(turn: number): GwasState {
  return JSON.parse(openStoreRead(home, (st) => (turn === 0 ? st.getCampaign(CAMPAIGN)!.initialStateJson : st.getJournal(CAMPAIGN, turn)!.stateAfterJson!))) as GwasState;
}
