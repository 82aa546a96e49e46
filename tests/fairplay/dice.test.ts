/**
 * Dice nobody can steer or foresee (issue 10, docs/dice.md): turn keys that mix the committed
 * seed with every side's orders and salt, a commitment bound to the campaign, verification that
 * refuses malformed rolls, bundles without secrets, and forced reveals that re-key.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { umpireOnly, type GameEvent } from '../../src/kernel/events.js';
import { resolveTurn, type GameModule } from '../../src/kernel/turn.js';
import { Stream, streamKey, STREAM_NAME } from '../../src/kernel/rng.js';
import { LegacyStream, legacyStreamKey } from '../../src/kernel/rng-legacy.js';
import { openStore } from '../../src/store/sqlite-store.js';
import type { Store } from '../../src/store/types.js';
import { createCampaign, resolveCampaignTurn, submitOrders } from '../../src/pipeline/campaign.js';
import { digestOf } from '../../src/pipeline/digest.js';
import { turnKey, type Seat } from '../../src/fairplay/turn-key.js';
import { verifyDice } from '../../src/fairplay/dice.js';
import { buildBundle } from '../../src/fairplay/bundle.js';
import { redactMail } from '../../src/fairplay/redact.js';
import { revealSeed } from '../../src/fairplay/reveal.js';
import { rollbackCampaign } from '../../src/fairplay/rollback.js';
import { exportCampaign } from '../../src/pipeline/export.js';
import { playerPassphrase, playerToken } from '../../src/mail/tokens.js';

/** A one-step game that rolls a salvo of ten dice: what a turn key gives, and nothing else. */
const salvoGame: GameModule<null, { dice: number[] }, unknown> = {
  id: 'salvo', version: '1', sides: ['allied', 'central'], turnOf: () => 1, isOver: () => false,
  steps: [{ name: 'battle', rule: '6.1', run: (ctx) => { ctx.state.dice = [...ctx.roll({ table: 'gunnery', purpose: 'first salvo', audience: umpireOnly, dice: 10, stream: 'B1-1' }).dice]; } }],
};
const salvo = (key: string) => resolveTurn(salvoGame, null, { dice: [] }, {}, key).state.dice;

function newStore(): Store {
  return openStore(join(mkdtempSync(join(tmpdir(), 'admiralty-dice-')), 'admiralty.db'));
}

const ordersArb = fc.record({
  side: fc.constantFrom('allied', 'central'),
  turn: fc.integer({ min: 1, max: 40 }),
  fleets: fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/), fc.record({ plot: fc.dictionary(fc.stringMatching(/^[1-9]$/), fc.stringMatching(/^[A-Z][0-9]{1,2}(\/[A-Z][0-9]{1,2})?$/)) }), { minKeys: 1, maxKeys: 3 }),
});

/** One byte of the orders' canonical JSON text changed (a different printable ASCII byte), re-parsed when still JSON. */
function changeOneByte(orders: unknown, at: number, to: number): unknown {
  const text = canonicalJson(orders);
  const i = at % text.length;
  const c = 32 + (to % 95);
  const changed = text.slice(0, i) + String.fromCharCode(c === text.charCodeAt(i) ? (c === 126 ? 32 : c + 1) : c) + text.slice(i + 1);
  try { return JSON.parse(changed); } catch { return changed; }
}

describe('2 turn keys: nobody alone decides the dice', () => {
  it('property: for any seed the moderator picks, changing one byte of any side\'s orders, or its salt, changes that turn\'s dice', () => {
    fc.assert(fc.property(
      fc.string({ minLength: 1, maxLength: 80 }), ordersArb, ordersArb, fc.constantFrom('allied', 'central'), fc.nat(), fc.nat(),
      fc.option(fc.string({ minLength: 1, maxLength: 40 })), fc.string({ minLength: 1, maxLength: 40 }),
      (seed, allied, central, who, at, to, salt, otherSalt) => {
        const seats = (a: unknown, c: unknown, saltOf: string | null): Record<string, Seat> => ({
          allied: { orders: digestOf(a), salt: who === 'allied' ? saltOf : null },
          central: { orders: digestOf(c), salt: who === 'central' ? saltOf : null },
        });
        const base = salvo(turnKey(seed, 'med', 1, seats(allied, central, salt)));
        const bytes = who === 'allied'
          ? seats(changeOneByte(allied, at, to), central, salt)
          : seats(allied, changeOneByte(central, at, to), salt);
        expect(salvo(turnKey(seed, 'med', 1, bytes))).not.toEqual(base);
        const salted = seats(allied, central, salt === otherSalt ? `${otherSalt}!` : otherSalt);
        expect(salvo(turnKey(seed, 'med', 1, salted))).not.toEqual(base);
      },
    ), { numRuns: 300 });
  });

  it('the grinding attack: a seed ground for a first salvo of sixes under the orders the moderator expects gives the orders actually sent ordinary dice (the first scheme kept it)', () => {
    // The attack of issue 10: try seeds offline until turn 1's first salvo is three sixes. Under
    // the first scheme the dice depended on the seed alone, so the ground seed kept its salvo
    // whatever the players sent. Now the moderator must also guess every side's orders: we give
    // him the exact orders of one side and everything but a single changed plot box of the other.
    const expected = { allied: { side: 'allied', turn: 1, fleets: { 'battlecruiser-squadron': { plot: { 1: 'X27' } } } }, central: { side: 'central', turn: 1, fleets: { mittelmeerdivision: { plot: { 1: 'X26/W27' } } } } };
    const sent = { ...expected, central: { side: 'central', turn: 1, fleets: { mittelmeerdivision: { plot: { 1: 'X26/W26' } } } } };
    const seats = (o: typeof expected): Record<string, Seat> => ({ allied: { orders: digestOf(o.allied), salt: null }, central: { orders: digestOf(o.central), salt: null } });
    const sixes = (dice: number[]) => dice.slice(0, 3).every((d) => d === 6);
    const ground: string[] = [];
    const legacyGround: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const seed = `default-looking-seed-${i}`;
      if (sixes(salvo(turnKey(seed, 'med', 1, seats(expected))))) ground.push(seed);
      const legacy = new LegacyStream(legacyStreamKey(seed, 1, 'battle/B1-1'));
      if (sixes(Array.from({ length: 3 }, () => legacy.die(6)))) legacyGround.push(seed);
    }
    // Grinding still finds seeds for the orders it assumes (about 3000/216 of them) ...
    expect(ground.length).toBeGreaterThan(5);
    // ... but for the orders actually sent they roll like any seed: P(three sixes) = 1/216 each.
    const kept = ground.filter((seed) => sixes(salvo(turnKey(seed, 'med', 1, seats(sent)))));
    expect(kept.length).toBeLessThanOrEqual(1);
    // Under the first scheme every ground seed kept its salvo, whatever the orders.
    expect(legacyGround.length).toBeGreaterThan(5);
    for (const seed of legacyGround) {
      expect(resolveTurn(salvoGame, null, { dice: [] }, {}, { legacySeed: seed }).state.dice.slice(0, 3)).toEqual([6, 6, 6]);
    }
  });

  it('the pipeline mixes each side\'s orders and salt: the same campaign seed with a different salt line rolls other dice', () => {
    const dice = (salt: string | null) => {
      const store = newStore();
      try {
        createCampaign(store, { id: 'med', scenario: 'gwas-mediterranean/goeben-1914', seed: 'same-seed' });
        const orders = { game: 'gwas-mediterranean', side: 'central', turn: 1, ...(salt ? { salt } : {}), fleets: { mittelmeerdivision: { plot: { 1: 'X26/W27', 2: 'W28/W29', 3: 'W30/W31' } } } };
        expect(submitOrders(store, 'med', 'central', stringify(orders)).ok).toBe(true);
        const t = resolveCampaignTurn(store, 'med');
        const j = store.getJournal('med', 1)!;
        expect(JSON.parse(j.seatsJson!)).toEqual({ allied: { orders: null, salt: null }, central: { orders: digestOf(JSON.parse(store.latestValidSubmission('med', 'central', 1)!.parsedJson!)), salt } });
        return { key: j.turnKey, dice: t.events.filter((e) => e.type === 'roll').map((e) => (e.data as { dice: number[] }).dice) };
      } finally { store.close(); }
    };
    const plain = dice(null);
    const salted = dice('my own entropy 8f3a');
    expect(salted.key).not.toBe(plain.key);
    expect(salted.dice).not.toEqual(plain.dice);
    expect(dice(null)).toEqual(plain);
  });
});

describe('2 turn 0: the opening is rolled under its own key and journalled (4.1 turn 1 weather)', () => {
  it('the opening key is the turn-0 key of the seed with no side\'s orders; the briefing prints it with the hash of its rolls; the ledger lists it', () => {
    const store = newStore();
    try {
      createCampaign(store, { id: 'med', scenario: 'gwas-mediterranean/goeben-1914', seed: 'opening-seed' });
      const o = store.getOpening('med')!;
      const seats = { allied: { orders: null, salt: null }, central: { orders: null, salt: null } };
      expect(JSON.parse(o.seatsJson)).toEqual(seats);
      expect(o.turnKey).toBe(turnKey('opening-seed', 'med', 0, seats));
      const events = JSON.parse(o.eventsJson) as GameEvent[];
      const rolls = events.filter((e) => e.type === 'roll');
      // 4.1: one weather roll per weather zone of the Mediterranean map, all under the opening key.
      expect(rolls.length).toBeGreaterThan(0);
      expect(rolls.every((e) => e.step === 'weather' && e.turn === 0)).toBe(true);
      expect(verifyDice([{ turn: 0, key: o.turnKey, events }])).toMatchObject({ ok: true, rolls: rolls.length });
      expect(o.digestAfter).toBe(digestOf(JSON.parse(store.getCampaign('med')!.initialStateJson)));
      const hash = createHash('sha256').update(canonicalJson({ scheme: 'admiralty-rolls/1', turn: 0, rolls: rolls.map((e) => {
        const d = e.data as { stream: string; position: number; sides: number; dice: number[] };
        return { stream: d.stream, position: d.position, sides: d.sides, dice: d.dice };
      }) })).digest('hex');
      for (const side of ['allied', 'central']) {
        expect(store.getReport('med', 0, side, 'text')!.body.replace(/\n\s+/g, ' ')).toContain(`Dice rolled at the opening (turn 1's weather, 4.1): turn key ${o.turnKey}, all rolls sha256:${hash}.`);
        expect(JSON.parse(store.getReport('med', 0, side, 'json')!.body)).toMatchObject({ diceTurnKey: o.turnKey, diceRollsHash: hash });
      }
      // Another seed, another opening.
      createCampaign(store, { id: 'med2', scenario: 'gwas-mediterranean/goeben-1914', seed: 'another-seed' });
      expect(store.getOpening('med2')!.turnKey).not.toBe(o.turnKey);
    } finally { store.close(); }
  });
});

describe('4 the commitment binds the campaign', () => {
  it('two campaigns with the same seed commit differently and roll different dice; a random seed is 256 bits', () => {
    const store = newStore();
    try {
      for (const id of ['a', 'b']) {
        createCampaign(store, { id, scenario: 'gwas-mediterranean/goeben-1914', seed: 'shared' });
        resolveCampaignTurn(store, id);
      }
      createCampaign(store, { id: 'real', scenario: 'gwas-mediterranean/goeben-1914' });
      const [a, b, real] = ['a', 'b', 'real'].map((id) => store.listDiceEpochs(id)[0]);
      expect(a.commitment).not.toBe(b.commitment);
      expect(JSON.parse(a.statementJson)).toMatchObject({ campaign: 'a', scenario: 'goeben-1914', sides: ['allied', 'central'], fixedSeed: true });
      expect(real.fixed).toBe(false);
      expect(real.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(store.getJournal('a', 1)!.turnKey).not.toBe(store.getJournal('b', 1)!.turnKey);
    } finally { store.close(); }
  });
});

describe('3 verification refuses malformed rolls', () => {
  const key = 'ab'.repeat(32);
  const roll = (data: Record<string, unknown>): GameEvent => ({ seq: 0, turn: 1, step: 'battle', rule: '', type: 'roll', audience: umpireOnly, data: { stream: 'battle/B1-1', position: 0, sides: 6, dice: [1], modifiers: [], natural: 1, total: 1, table: '', result: '', purpose: 'x', ...data } });
  it.each([
    ['a zero-sided die', { sides: 0 }, /a die of 0 sides/],
    ['a fractional die', { sides: 2.5 }, /a die of 2.5 sides/],
    ['an unknown stream shape', { stream: 'battle/../../weather' }, /is not of the form/],
    ['a stream of another step', { stream: 'weather/W1' }, /does not belong to step battle/],
    ['a million dice', { dice: Array.from({ length: 1_000_000 }, () => 1) }, /not a list of at most 1000/],
  ])('%s is refused, not drawn', (_name, data, problem) => {
    const r = verifyDice([{ turn: 1, key, events: [roll(data)] }]);
    expect(r.ok).toBe(false);
    expect(r.first!.problem).toMatch(problem);
  });
  it('every stream a real campaign uses has the published shape', () => {
    const store = newStore();
    try {
      createCampaign(store, { id: 'med', scenario: 'gwas-mediterranean/goeben-1914' });
      for (let t = 0; t < 6; t++) resolveCampaignTurn(store, 'med');
      const names = store.listJournal('med').flatMap((j) => (JSON.parse(j.eventsJson) as GameEvent[]).filter((e) => e.type === 'roll').map((e) => (e.data as { stream: string }).stream));
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) expect(n).toMatch(STREAM_NAME);
      expect(new Stream(streamKey(key, 'x')).die.bind(new Stream(streamKey(key, 'x')), 0)).toThrow(RangeError);
    } finally { store.close(); }
  });
});

describe('6 reveal before the end re-keys', () => {
  it('refuses without force; forced, it publishes the seed of the turns played and commits to a new one for the rest', () => {
    const store = newStore();
    try {
      createCampaign(store, { id: 'med', scenario: 'gwas-mediterranean/goeben-1914' });
      resolveCampaignTurn(store, 'med');
      const first = store.listDiceEpochs('med')[0];
      expect(() => revealSeed(store, 'med', 'test', '2026-01-01T00:00:00Z', null)).toThrow(/ADM5011|not over/);
      const r = revealSeed(store, 'med', 'test', '2026-01-01T00:00:00Z', null, true);
      expect(r.revealed.map((e) => e.seed)).toEqual([first.seed]);
      expect(r.rekeyed).toMatchObject({ epoch: 2, fromTurn: 2 });
      const [e1, e2] = store.listDiceEpochs('med');
      expect(e1.revealedAt).not.toBeNull();
      expect(e2.revealedAt).toBeNull();
      expect(e2.seed).not.toBe(e1.seed);
      resolveCampaignTurn(store, 'med');
      // Turn 2 rolls under the new seed: the old one, now public, does not give its key.
      const j2 = store.getJournal('med', 2)!;
      expect(j2.seed).toBe(e2.seed);
      expect(turnKey(e1.seed, 'med', 2, JSON.parse(j2.seatsJson!))).not.toBe(j2.turnKey);
      expect(store.listNotices('med').filter((n) => n.kind === 'reveal').every((n) => n.text.includes('RE-KEYED') && n.text.includes('BEGIN ADMIRALTY DICE COMMITMENT'))).toBe(true);
    } finally { store.close(); }
  });
});

describe('6 a rollback behind a revealed seed re-keys', () => {
  it('after the end (seed revealed), rolling back re-keys the turns to be re-run, and the export shows the new commitment, not its seed', () => {
    const store = newStore();
    try {
      createCampaign(store, { id: 'med', scenario: 'gwas-mediterranean/goeben-1914' });
      while (store.getCampaign('med')!.status !== 'over') resolveCampaignTurn(store, 'med');
      expect(store.listDiceEpochs('med').every((e) => e.revealedAt)).toBe(true);
      const r = rollbackCampaign(store, 'med', 2, 'test', 'test', '2026-01-01T00:00:00Z', null);
      expect(r.warnings.join(' ')).toMatch(/re-keyed with a new seed \(epoch 2/);
      const [e1, e2] = store.listDiceEpochs('med');
      expect(e2).toMatchObject({ fromTurn: 3, revealedAt: null });
      resolveCampaignTurn(store, 'med');
      expect(store.getJournal('med', 3)!.seed).toBe(e2.seed);
      const dir = mkdtempSync(join(tmpdir(), 'admiralty-export-'));
      exportCampaign(store, 'med', dir);
      const exported = readFileSync(join(dir, 'campaign.json'), 'utf8') + readFileSync(join(dir, 'journal/turn-003.json'), 'utf8');
      expect(exported).not.toContain(e2.seed);
      expect(exported).not.toContain(e2.nonce);
      expect(exported).toContain(e2.commitment);
      expect(readFileSync(join(dir, 'journal/turn-003.json'), 'utf8')).toContain(store.getJournal('med', 3)!.turnKey!);
      expect(e1.seed).not.toBe(e2.seed);
    } finally { store.close(); }
  });
});

describe('7 bundles hold no secrets', () => {
  const key = 'cd'.repeat(32);
  const token = playerToken(key, 'med', 'allied', 1);
  const pass = playerPassphrase(key, 'med', 'allied', 1);

  it('a raw mail is kept with its reply token and passphrase redacted (also inside base64 and split quoted-printable parts), and the hash of the original', () => {
    const b64 = Buffer.from(`fleets: {}\npassphrase: ${pass}\n`).toString('base64');
    const qp = `passphrase: ${pass.slice(0, 9)}=\r\n${pass.slice(9)}`;
    const raw = Buffer.from([
      `To: referee+${token}@game.example.org`, 'From: ann@example.org', 'Subject: [med] allied turn 1 orders', 'Content-Type: multipart/mixed; boundary=b', '',
      '--b', 'Content-Transfer-Encoding: quoted-printable', '', qp, '--b', 'Content-Transfer-Encoding: base64', '', b64, '--b--', '',
    ].join('\r\n'));
    const r = redactMail(raw, [token, pass]);
    expect(r.content).not.toContain(token);
    expect(r.content.replace(/=\r?\n/g, '')).not.toContain(pass);
    expect(Buffer.from(r.content.split('\r\n\r\n').at(-1)!.split('\r\n--b')[0].replace(/\s+/g, ''), 'base64').toString()).not.toContain(pass);
    expect(r.content).toContain('referee+[redacted]@game.example.org');
    expect(r.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(r.redactions).toBeGreaterThanOrEqual(3);
  });

  it('buildBundle carries no reply token, passphrase or unrevealed seed anywhere', () => {
    const store = newStore();
    try {
      createCampaign(store, { id: 'med', scenario: 'gwas-mediterranean/goeben-1914', players: [{ seat: 'allied', name: 'Ann', email: 'ann@example.org', timeZone: null }] });
      store.upsertCampaignMail({ campaign: 'med', secretKey: key, pausedAt: null });
      const orders = stringify({ game: 'gwas-mediterranean', side: 'allied', turn: 1, fleets: { 'battlecruiser-squadron': { plot: { 1: 'stay' } } } });
      const sub = submitOrders(store, 'med', 'allied', orders, '<m1@example.org>');
      const raw = Buffer.from(`To: referee+${token}@game.example.org\r\nFrom: ann@example.org\r\nSubject: [med] allied turn 1 orders\r\n\r\npassphrase: ${pass}\r\n${orders}`);
      const row = store.insertInbound({ dedupeKey: 'k1', messageId: '<m1@example.org>', transportId: 't1', receivedAt: '2026-01-01T00:00:00Z', size: raw.length, raw, fromAddr: 'ann@example.org', campaign: 'med', seat: 'allied', turn: 1, status: 'processed', code: null, detail: null, submission: sub.submission });
      expect(row.submission).toBe(sub.submission);
      resolveCampaignTurn(store, 'med');
      const b = buildBundle(store, 'med', 1, '2026-01-01T00:00:00Z');
      const text = JSON.stringify(b).toLowerCase();
      expect(text).not.toContain(token);
      expect(text).not.toContain(pass);
      expect(text).not.toContain(store.getCampaign('med')!.seed);
      expect(text).not.toContain(store.listDiceEpochs('med')[0].nonce);
      const mail = b.submissions.find((s) => s.id === sub.submission)!.rawMail!;
      expect(mail.content).toContain('passphrase: [redacted]');
      expect(mail.sha256).toBe(createHash('sha256').update(raw).digest('hex'));
    } finally { store.close(); }
  });
});
