/**
 * The dice ledger of a game with several exchanges a turn (docs/dice.md §2, §7; seam §2 dice key),
 * shown on the test-only game "ferry" (tests/games/ferry/game.ts) played to its end. From a
 * turn's exchange 2 on, an entry carries `exchange`, `kind` and `prev` (the key of the exchange
 * before it), so its key can be recomputed from the revealed seed: by `verifyLedger` (the
 * pipeline's own `exchangeKey`), by `admiralty verify-dice`, and by tools/verify_dice.py, written
 * from docs/dice.md alone. Exchange 1 entries carry none of them (seam rule 1), so a GWAS ledger
 * is byte-identical (tests/fairplay/python-verifier.test.ts, tests/pins).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { VECTORS_FILE } from '../../tools/dice-vectors.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, resolveCampaignTurn, submitOrders } from '../../src/pipeline/campaign.js';
import { registerGame } from '../../src/pipeline/games.js';
import { openStore } from '../../src/store/sqlite-store.js';
import { ledgerIsPublic, type DiceLedger, type LedgerTurn } from '../../src/fairplay/dice-ledger.js';
import { verifyLedger } from '../../src/fairplay/verify-ledger.js';
import { rollsHash, turnKey, type LedgerRoll } from '../../src/fairplay/turn-key.js';
import { Stream, streamKey } from '../../src/kernel/rng.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { FERRY_ID, ferryAdapter } from '../games/ferry/game.js';
import { cli } from '../helpers/cli.js';

const SCRIPT = join(import.meta.dirname, '../../tools/verify_dice.py');
const python = spawnSync('python3', ['--version']).status === 0;
const ci = process.env.CI === 'true';

let home: string;
let unregister: () => void;

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'admiralty-ledger-x-'));
  unregister = registerGame(ferryAdapter);
});
afterAll(() => { unregister(); rmSync(home, { recursive: true, force: true }); });

/**
 * Plays ferry to its end with a random (committed) seed: contact, no contact (a chain), contact
 * answered by silence. Played by each test that reads it, not in a `beforeAll`: Stryker charges
 * what runs before the tests to every test of the area (a "static" mutant, issue 18).
 */
function played(): { ledger: DiceLedger; rollCount: number } {
  const dir = mkdtempSync(join(tmpdir(), 'admiralty-ledger-x-'));
  const store = openStore(join(dir, 'admiralty.db'));
  try {
    const id = 'strait';
    createCampaign(store, { id, scenario: `${FERRY_ID}/strait` });
    const send = (seat: string, text: string) => expect(submitOrders(store, id, seat, text).ok).toBe(true);
    // Turn 1: blue watches red's berth (contact); exchange 2 `challenge` asks blue, who boards.
    send('red', '{"berth": 3}'); send('blue', '{"berth": 3, "salt": "low tide"}');
    resolveCampaignTurn(store, id);
    send('blue', '{"board": true}');
    resolveCampaignTurn(store, id);
    // Turn 2: no contact; exchange 2 `tide` asks no one and follows in the same chain.
    send('red', '{"berth": 2}'); send('blue', '{"berth": 5}');
    resolveCampaignTurn(store, id);
    // Turn 3: contact again; blue stays silent in the challenge (silence holds), and the game ends.
    send('red', '{"berth": 4}'); send('blue', '{"berth": 4}');
    resolveCampaignTurn(store, id);
    resolveCampaignTurn(store, id);
    expect(store.getCampaign(id)!.status).toBe('over');
    const last = store.listJournal(id).at(-1)!;
    const ledgerText = store.getReport(id, last.turn, 'red', 'dice-ledger', last.exchange)!.body;
    const rollsOf = (json: string) => (JSON.parse(json) as GameEvent[]).filter((e) => e.type === 'roll').length;
    const rollCount = store.listJournal(id).reduce((n, j) => n + rollsOf(j.eventsJson), rollsOf(store.getOpening(id)?.eventsJson ?? '[]'));
    return { ledger: JSON.parse(ledgerText) as DiceLedger, rollCount };
  } finally { store.close(); rmSync(dir, { recursive: true, force: true }); }
}

const ledger = (): DiceLedger => played().ledger;
const exchangeTwos = (l: DiceLedger): LedgerTurn[] => l.turns.filter((t) => (t.exchange ?? 1) > 1);

function python3(file: string): { code: number; out: string } {
  const r = spawnSync('python3', [SCRIPT, 'ledger', file], { encoding: 'utf8' });
  return { code: r.status ?? -1, out: `${r.stdout}${r.stderr}` };
}
function writeLedger(l: DiceLedger, name: string): string {
  const file = join(home, name);
  writeFileSync(file, JSON.stringify(l, null, 1));
  return file;
}

/** Draws a ledger entry's rolls again under another key, at positions that follow on: a forger's consistent rewrite. */
function redraw(rolls: readonly LedgerRoll[], key: string): LedgerRoll[] {
  const streams = new Map<string, Stream>();
  return rolls.map((r) => {
    const s = streams.get(r.stream) ?? new Stream(streamKey(key, r.stream));
    streams.set(r.stream, s);
    const position = s.position;
    return { ...r, position, dice: r.dice.map(() => s.die(r.sides)) };
  });
}
const asEvents = (turn: number, rolls: readonly LedgerRoll[]): GameEvent[] => rolls.map((r, i) => ({ seq: i, turn, step: r.stream.split('/')[0], rule: '', type: 'roll', audience: { to: 'umpire' }, data: { ...r, modifiers: [], natural: 0, total: 0, table: '', result: '', purpose: '' } }) as GameEvent);

describe('§7 the ledger lists every exchange, exchange 2 with its link (seam §2)', () => {
  it('one entry per (turn, exchange) in order; exchange 1 writes no exchange, kind or prev (rule 1)', () => {
    const l = ledger();
    expect(ledgerIsPublic(l)).toBe(true);
    // Ferry rolls nothing at creation: no turn 0 (docs/dice.md §2, the opening).
    expect(l.turns.map((t) => [t.turn, t.exchange ?? 1, t.kind ?? null])).toEqual([
      [1, 1, null], [1, 2, 'challenge'], [2, 1, null], [2, 2, 'tide'], [3, 1, null], [3, 2, 'challenge'],
    ]);
    for (const t of l.turns.filter((x) => x.exchange === undefined)) expect(Object.keys(t).sort()).toEqual(['epoch', 'rolls', 'rollsHash', 'scheme', 'seats', 'turn', 'turnKey']);
  });

  it('exchange 2\'s prev is exchange 1\'s key, its seats are the seats it asked, and its key is not a plain turn key', () => {
    const l = ledger();
    const seed = l.epochs[0].seed!;
    for (const t of exchangeTwos(l)) {
      const before = l.turns[l.turns.indexOf(t) - 1];
      expect(t.prev).toBe(before.turnKey);
      expect(Object.keys(t.seats!)).toEqual(t.kind === 'tide' ? [] : ['blue']);
      // Without the link the key would be the turn key of its seats: a verifier must add the link.
      expect(turnKey(seed, l.campaign, t.turn, t.seats!)).not.toBe(t.turnKey);
    }
  });
});

describe('§7 the whole ferry campaign verifies from its ledger, exchange keys recomputed from the revealed seed', () => {
  it('verifyLedger (the pipeline\'s exchangeKey) checks every key, exchanges 2 included', () => {
    const { ledger: l, rollCount } = played();
    const r = verifyLedger(l);
    expect(r.problems).toEqual([]);
    expect(r.keysChecked).toBe(6);
    expect(r.rolls).toBe(rollCount);
    expect(rollCount).toBe(6); // one tide roll an exchange (ferry F1, F2)
  });

  it('admiralty verify-dice <ledger file> says so, naming the exchanges from 2 on', () => {
    const { ledger: l, rollCount } = played();
    const r = cli(home)('verify-dice', writeLedger(l, 'ledger.json'));
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain(`all ${rollCount} rolls`);
    expect(r.out).toContain('6 turn keys checked against the revealed seed (3 of them exchanges from 2 on');
  });

  it.runIf(python || ci)('tools/verify_dice.py, from docs/dice.md alone, agrees', () => {
    const { ledger: l, rollCount } = played();
    const r = python3(writeLedger(l, 'ledger-py.json'));
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain(`ok: ${rollCount} rolls`);
    expect(r.out).toContain('3 exchange keys from 2 on checked with their links');
  });
});

describe('§2 exchange key vectors (docs/dice-vectors.json exchangeKeys)', () => {
  it.runIf(python || ci)('tools/verify_dice.py gives every exchange key; a vector with another kind or prev is caught', () => {
    const v = JSON.parse(readFileSync(VECTORS_FILE, 'utf8'));
    expect(v.exchangeKeys.map((x: { exchange: number }) => x.exchange)).toEqual([2, 3]);
    expect(v.exchangeKeys[0].prev).toBe(v.turnKeys[0].turnKey);
    const run = (vectors: unknown) => {
      const file = join(home, 'vectors.json');
      writeFileSync(file, JSON.stringify(vectors));
      const r = spawnSync('python3', [SCRIPT, 'vectors', file], { encoding: 'utf8' });
      return { code: r.status ?? -1, out: `${r.stdout}${r.stderr}` };
    };
    expect(run(v).code).toBe(0);
    for (const tamper of [(x: any) => { x.exchangeKeys[0].kind = 'strike'; }, (x: any) => { x.exchangeKeys[1].prev = x.turnKeys[1].turnKey; }]) {
      const t = structuredClone(v);
      tamper(t);
      const r = run(t);
      expect(r.code, r.out).toBe(1);
      expect(r.out).toMatch(/FAIL exchange key exchange [23]/);
    }
  });
});

describe('§7 a forged exchange 2 is caught by both verifiers', () => {
  /** Each forgery keeps the ledger self-consistent where a forger could: rolls and rolls hash redone. */
  const forgeries: [string, (l: DiceLedger) => void, RegExp][] = [
    ['another exchange-2 key, with its dice drawn again under it and the rolls hash redone', (l) => {
      const t = exchangeTwos(l)[0] as { -readonly [K in keyof LedgerTurn]: LedgerTurn[K] };
      t.turnKey = createHash('sha256').update('a key the moderator liked better').digest('hex');
      t.rolls = redraw(t.rolls, t.turnKey);
      t.rollsHash = rollsHash(t.turn, asEvents(t.turn, t.rolls));
    }, /turn 1 exchange 2: the seed and the sides' contributions/],
    ['an exchange-2 link to another key than exchange 1\'s', (l) => {
      (exchangeTwos(l)[1] as { prev: string | null }).prev = l.turns[1].turnKey;
    }, /turn 2 exchange 2: .*previous key/],
    ['one die of an exchange-2 roll changed', (l) => {
      const r = exchangeTwos(l)[2].rolls[0] as unknown as { dice: number[]; sides: number };
      r.dice[0] = (r.dice[0] % r.sides) + 1;
    }, /turn 3 exchange 2/],
  ];

  for (const [name, forge, named] of forgeries) {
    it(`${name}: verifyLedger names the exchange`, () => {
      const l = ledger();
      forge(l);
      const r = verifyLedger(l);
      expect(r.ok).toBe(false);
      expect(r.problems.join('\n')).toMatch(named);
    });

    it.runIf(python || ci)(`${name}: tools/verify_dice.py refuses it`, () => {
      const l = ledger();
      forge(l);
      const r = python3(writeLedger(l, 'forged.json'));
      expect(r.code, r.out).toBe(1);
      expect(r.out).toMatch(new RegExp(`FAIL ${named.source.split(':')[0]}`));
    });
  }
});

/**
 * Each check verifyLedger makes (docs/dice.md §7, seam §2), on the ferry ledger with one thing
 * changed: the problem named, where it is, and what is still counted. For the survivors of the
 * fair-play mutation run (issue 18).
 */
describe('§7 what verifyLedger checks, one change at a time', () => {
  type Mutable = { -readonly [K in keyof LedgerTurn]: LedgerTurn[K] };
  const entry = (l: DiceLedger, i: number): Mutable => l.turns[i] as Mutable;

  it('the campaign\'s public key, when given, must be the one the ledger names (surrounding blanks aside)', () => {
    const l = ledger();
    expect(verifyLedger(l, `  ${l.publicKey}\n`).problems).toEqual([]);
    const other = verifyLedger(l, l.publicKey.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(other.ok).toBe(false);
    expect(other.problems[0]).toBe('the ledger names another public key than the campaign\'s');
  });

  it('an honest ledger is ok; the ledger\'s own key may carry blanks too (a key file\'s newline)', () => {
    const l = ledger();
    expect(verifyLedger(l).ok).toBe(true);
    expect(verifyLedger({ ...l, publicKey: ` ${l.publicKey}\n` }, l.publicKey).problems).not.toContain('the ledger names another public key than the campaign\'s');
  });

  it('every epoch\'s statement is for the ledger\'s campaign', () => {
    const l = { ...ledger(), campaign: 'elsewhere' };
    expect(verifyLedger(l).problems).toContain(`epoch 1: the statement is for campaign ${ledger().campaign}`);
  });

  it('an entry of an epoch the ledger does not hold is named and not checked further', () => {
    const { ledger: l, rollCount } = played();
    entry(l, 2).epoch = 9;
    const r = verifyLedger(l);
    expect(r.problems).toEqual(['turn 2: no epoch 9 in the ledger']);
    expect(r.keysChecked).toBe(5);
    expect(r.rolls).toBe(rollCount - 1);
  });

  it('before the reveal no key is checked against a seed, but every roll still is', () => {
    const { ledger: l, rollCount } = played();
    (l.epochs[0] as { seed: string | null }).seed = null;
    const r = verifyLedger(l);
    expect(r.keysChecked).toBe(0);
    expect(r.rolls).toBe(rollCount);
    expect(r.dice).toBeGreaterThanOrEqual(rollCount);
    // The statement still matches its commitment and signature; only the seed is not yet known.
    expect(r.problems).toEqual([]);
  });

  it('an exchange-1 key is checked against the seed and named by its turn alone', () => {
    const l = ledger();
    entry(l, 2).turnKey = 'ab'.repeat(32);
    const r = verifyLedger(l);
    expect(r.problems[0]).toMatch(/^turn 2: the seed and the sides' contributions give turn key [0-9a-f]{16}…, the ledger has abababababababab…$/);
  });

  it('an exchange-2 key is named with its exchange and its link', () => {
    const l = ledger();
    entry(l, 3).turnKey = 'cd'.repeat(32);
    const r = verifyLedger(l);
    expect(r.problems[0]).toMatch(/^turn 2 exchange 2: the seed and the sides' contributions with the link to the previous exchange give exchange key [0-9a-f]{16}…, the ledger has cdcdcdcdcdcdcdcd…$/);
  });

  it('rolls that do not hash to the published rolls hash are named', () => {
    const l = ledger();
    entry(l, 0).rollsHash = 'ef'.repeat(32);
    expect(verifyLedger(l).problems).toEqual(['turn 1: the rolls do not hash to the published rolls hash efefefefefefefef…']);
  });

  it('a changed die is named with the entry\'s turn and exchange', () => {
    const l = ledger();
    const r0 = entry(l, 1).rolls[0] as unknown as { dice: number[]; sides: number };
    r0.dice[0] = (r0.dice[0]! % r0.sides) + 1;
    const problems = verifyLedger(l).problems;
    expect(problems.some((p) => p.startsWith('turn 1 exchange 2, step '))).toBe(true);
    // The whole line: the stream's step, the roll's place among the entry's rolls, counted from 1.
    const stream = (r0 as unknown as { stream: string }).stream;
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^turn 1 exchange 2, step ${stream.split('/')[0]}, stream ${stream.replace(/[/]/g, '\\/')}, roll event #0 \\(roll 1\\): `)));
  });

  it('a roll of a keyed entry without its place in the stream is named as such', () => {
    const l = ledger();
    (entry(l, 1).rolls[0] as unknown as { position: number | null }).position = null;
    expect(verifyLedger(l).problems).toContainEqual(expect.stringMatching(/^turn 1 exchange 2, step .*: position null is not a whole number ≥ 0$/));
  });

  it('a changed die in a turn of two digits is named with the whole turn number', () => {
    const l = ledger();
    entry(l, 1).turn = 12; // the link to exchange 1 then breaks too, and is named apart
    const r0 = entry(l, 1).rolls[0] as unknown as { dice: number[]; sides: number };
    r0.dice[0] = (r0.dice[0]! % r0.sides) + 1;
    expect(verifyLedger(l).problems.some((p) => p.startsWith('turn 12 exchange 2, step '))).toBe(true);
  });

  it.each<[string, (l: DiceLedger) => void, string]>([
    ['a kind on an exchange-1 entry', (l) => { entry(l, 0).kind = 'challenge'; }, 'turn 1: a kind or previous key without an exchange number'],
    ['a previous key on an exchange-1 entry', (l) => { entry(l, 0).prev = 'ab'.repeat(32); }, 'turn 1: a kind or previous key without an exchange number'],
    ['exchange 1 written out', (l) => { entry(l, 1).exchange = 1; }, 'turn 1: exchange 1: an exchange is written only from 2 on'],
    ['an exchange of 2.5', (l) => { entry(l, 1).exchange = 2.5; }, 'turn 1 exchange 2.5: exchange 2.5: an exchange is written only from 2 on'],
    ['no kind', (l) => { entry(l, 1).kind = ''; }, 'turn 1 exchange 2: no exchange kind'],
    ['an entry before it of another turn', (l) => { entry(l, 3).turn = 9; }, 'turn 9 exchange 2: the entry before it is not exchange 1 of turn 9'],
    ['exchange 3 after exchange 1', (l) => { entry(l, 1).exchange = 3; }, 'turn 1 exchange 3: the entry before it is not exchange 2 of turn 1'],
    ['the first entry an exchange 2', (l) => { (l as { turns: readonly LedgerTurn[] }).turns = l.turns.slice(1); }, 'turn 1 exchange 2: the entry before it is not exchange 1 of turn 1'],
    ['a previous key that is no key', (l) => { entry(l, 1).prev = 'not a key'; }, 'turn 1 exchange 2: no previous exchange key'],
    ['a kind that is not text', (l) => { (entry(l, 1) as { kind: unknown }).kind = 7; }, 'turn 1 exchange 2: no exchange kind'],
    ['a previous key with a digit too many', (l) => { entry(l, 1).prev = `${l.turns[0]!.turnKey}0`; }, 'turn 1 exchange 2: no previous exchange key'],
    ['a previous key with a character before it', (l) => { entry(l, 1).prev = `x${l.turns[0]!.turnKey}`; }, 'turn 1 exchange 2: no previous exchange key'],
    ['a previous key in capitals', (l) => { entry(l, 1).prev = l.turns[0]!.turnKey!.toUpperCase(); }, 'turn 1 exchange 2: no previous exchange key'],
  ])('seam §2 the exchange link: %s is named', (_name, change, problem) => {
    const l = ledger();
    change(l);
    const r = verifyLedger(l);
    expect(r.ok).toBe(false);
    expect(r.problems).toContain(problem);
  });

  it('seam §2 a broken link is named once, with both keys; the key is then not checked against the seed (it could not be), the rolls still are', () => {
    const { ledger: l, rollCount } = played();
    const other = l.turns[0]!.turnKey!;
    entry(l, 3).prev = other;
    const r = verifyLedger(l);
    expect(r.problems).toEqual([`turn 2 exchange 2: its previous key ${other.slice(0, 16)}… is not exchange 1's key ${l.turns[2]!.turnKey!.slice(0, 16)}…`]);
    expect(r.keysChecked).toBe(5);
    expect(r.rolls).toBe(rollCount);
  });

  it('an entry without the seats its key came from: the rolls are checked under its key, the key itself cannot be', () => {
    const { ledger: l, rollCount } = played();
    entry(l, 0).seats = null;
    const r = verifyLedger(l);
    expect(r.problems).toEqual([]);
    expect(r.keysChecked).toBe(5);
    expect(r.rolls).toBe(rollCount);
  });

  it('an entry of the first scheme (no turn key: the seed alone drew it) is left to `verify-dice <campaign>`: not counted, not a problem', () => {
    const { ledger: l, rollCount } = played();
    Object.assign(entry(l, 4), { scheme: 'admiralty-dice/1', epoch: null, seats: null, turnKey: null, rollsHash: null });
    // Its exchange 2 then links to no key: that is named, and only that.
    const r = verifyLedger(l);
    expect(r.problems).toEqual(['turn 3 exchange 2: its previous key ' + `${l.turns[5]!.prev!.slice(0, 16)}… is not exchange 1's key null…`]);
    expect(r.keysChecked).toBe(4);
    expect(r.rolls).toBe(rollCount - 1);
    expect(r.turns).toBe(6);
  });

  it('a ledger without cards says nothing of cards (a GWAS ledger\'s check is as it was)', () => {
    const r = verifyLedger(ledger());
    expect('cards' in r).toBe(false);
  });
});
