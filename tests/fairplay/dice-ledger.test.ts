/**
 * The dice ledger as built from the store (docs/dice.md §7, src/fairplay/dice-ledger.ts), read
 * member by member on a journal written out here: what each entry carries for a turn of the
 * current scheme and one of the first, the opening's turn 0, the link of an exchange from 2 on
 * (seam §2: only to the key of exchange x − 1 of the same turn), the card events and piles of a
 * game with cards (§10), and when the ledger may be published. The hashes are recomputed from the
 * formulas of §5 and §10, not through turn-key.ts. Whole campaigns are in ledger-exchanges.test.ts
 * and tests/pipeline/cards-pipeline.test.ts. Written for the fair-play mutation run (issue 18).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/kernel/canonical.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { createEpoch, publicEpoch } from '../../src/fairplay/commitment.js';
import { buildDiceLedger, ledgerIsPublic, type DiceLedger } from '../../src/fairplay/dice-ledger.js';
import { newKeyPair } from '../../src/fairplay/keys.js';
import type { CampaignRow, DiceEpochRow, JournalRow, OpeningRow, Store } from '../../src/store/types.js';

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const key = (c: string): string => c.repeat(64);
const keys = newKeyPair();
const CAMPAIGN = 'strait';

const roll = (seq: number, turn: number, stream: string, dice: number[], position?: number): GameEvent => ({
  seq, turn, step: stream.split('/')[0], rule: '1.1', type: 'roll', audience: { to: 'umpire' },
  data: { stream, ...(position === undefined ? {} : { position }), table: 'T', dice, sides: 6, modifiers: [], natural: 0, total: 0, result: 'r', purpose: 'secret purpose' },
});
const note = (seq: number, turn: number): GameEvent => ({ seq, turn, step: 'move', rule: '2.1', type: 'ferry.sailed', audience: { to: 'all' }, data: { berth: 3 } });
const shuffle = (seq: number, turn: number): GameEvent => ({ seq, turn, step: 'load', rule: 'F3', type: 'cards.shuffle', audience: { to: 'umpire' }, data: { pile: 'deck', after: ['b', 'a'] } });

/** The rolls hash of docs/dice.md §5: SHA256 of canonical { scheme, turn, rolls: [{stream, position, sides, dice}] }. */
const rollsHashOf = (turn: number, rolls: { stream: string; position: number | null; sides: number; dice: number[] }[]): string =>
  sha256(canonicalJson({ scheme: 'admiralty-rolls/1', turn, rolls }));

const seatsOf = (side: string) => ({ [side]: { orders: key('1'), salt: null } });

function journal(turn: number, exchange: number, turnKey: string | null, events: GameEvent[], kind = 'turn'): JournalRow {
  return {
    campaign: CAMPAIGN, turn, exchange, kind, seed: 'legacy seed', ordersJson: '{}', submissionsJson: '{}', askedJson: '[]', engineVersion: 'e', dataVersion: 'd',
    digestBefore: '', digestAfter: '', eventsJson: JSON.stringify(events), stateAfterJson: null, resolvedAt: 'then',
    turnKey, seatsJson: turnKey ? JSON.stringify(seatsOf(`seat-${turn}-${exchange}`)) : null,
  };
}

interface Fake { rows?: JournalRow[]; opening?: OpeningRow | null; epochs?: DiceEpochRow[]; states?: [unknown, unknown] }

function epochRows(): DiceEpochRow[] {
  const rows: DiceEpochRow[] = [];
  const store = { insertDiceEpoch: (r: DiceEpochRow) => { rows.push(r); } } as unknown as Store;
  const spec = { campaign: CAMPAIGN, game: 'ferry', scenario: 'ferry/strait', engineVersion: 'e', dataVersion: 'd', sides: ['red', 'blue'], seed: key('5'), fixed: false };
  createEpoch(store, keys.privateKey, { ...spec, epoch: 1, fromTurn: 1 }, 'then');
  createEpoch(store, keys.privateKey, { ...spec, epoch: 2, fromTurn: 3, seed: key('6') }, 'later');
  return rows.map((r) => ({ ...r, revealedAt: 'at the end' }));
}

/** The calls buildDiceLedger makes of a store, answered from what is written out here. */
function ledgerOf(f: Fake = {}): DiceLedger {
  const [initial, final] = f.states ?? [{ fleets: {} }, { fleets: {} }];
  const campaign: Partial<CampaignRow> = { id: CAMPAIGN, game: 'ferry', scenario: 'ferry/strait', seed: 'legacy seed', initialStateJson: JSON.stringify(initial), stateJson: JSON.stringify(final) };
  const epochs = f.epochs ?? epochRows();
  const store = {
    getCampaign: (id: string) => (id === CAMPAIGN ? campaign : null),
    getFairplay: () => ({ campaign: CAMPAIGN, seedCommitment: '', publicKey: keys.publicKey, privateKey: keys.privateKey, createdAt: 'then', revealedAt: null }),
    listDiceEpochs: () => epochs,
    listJournal: () => f.rows ?? [],
    getOpening: () => f.opening ?? null,
  } as unknown as Store;
  return buildDiceLedger(store, CAMPAIGN);
}

describe('§7 the ledger: campaign, key, epochs', () => {
  it('names its format, the campaign, game, scenario and public key, and publishes every epoch as §4 has it', () => {
    const epochs = epochRows();
    const l = ledgerOf({ epochs });
    expect(l).toEqual({ format: 'admiralty-dice-ledger/1', campaign: CAMPAIGN, game: 'ferry', scenario: 'ferry/strait', publicKey: keys.publicKey, epochs: epochs.map(publicEpoch), turns: [] });
  });

  it('is public only once every epoch\'s seed is revealed', () => {
    const [one, two] = epochRows();
    expect(ledgerIsPublic(ledgerOf({ epochs: [one!, two!] }))).toBe(true);
    expect(ledgerIsPublic(ledgerOf({ epochs: [one!, { ...two!, revealedAt: null }] }))).toBe(false);
    expect(ledgerIsPublic(ledgerOf({ epochs: [{ ...one!, revealedAt: null }, two!] }))).toBe(false);
  });
});

describe('§7 an entry of the current scheme, and one of the first', () => {
  it('a keyed turn: its scheme, the epoch it falls in, its seats, key, rolls hash, and every roll by stream, position, sides and dice (no purpose)', () => {
    const events = [roll(0, 3, 'contact', [4, 2], 7), note(1, 3), roll(2, 3, 'fire/red', [6], 0)];
    const l = ledgerOf({ rows: [journal(3, 1, key('a'), events)] });
    const rolls = [{ stream: 'contact', position: 7, sides: 6, dice: [4, 2] }, { stream: 'fire/red', position: 0, sides: 6, dice: [6] }];
    expect(l.turns).toEqual([{ turn: 3, scheme: 'admiralty-dice/2', epoch: 2, seats: seatsOf('seat-3-1'), turnKey: key('a'), rollsHash: rollsHashOf(3, rolls), rolls }]);
    expect(JSON.stringify(l)).not.toContain('secret purpose');
  });

  it('a turn from before turn keys: the first scheme, no epoch, seats, key or rolls hash, and its rolls without positions', () => {
    const l = ledgerOf({ rows: [journal(2, 1, null, [roll(0, 2, 'contact', [3])])] });
    expect(l.turns).toEqual([{ turn: 2, scheme: 'admiralty-dice/1', epoch: null, seats: null, turnKey: null, rollsHash: null, rolls: [{ stream: 'contact', position: null, sides: 6, dice: [3] }] }]);
  });

  it('a keyed turn before any epoch (a campaign from before epochs) has no epoch', () => {
    const l = ledgerOf({ epochs: [], rows: [journal(1, 1, key('a'), [])] });
    expect(l.turns[0]!.epoch).toBeNull();
    expect(l.turns[0]!.rollsHash).toBe(rollsHashOf(1, []));
  });
});

describe('§2 the opening: turn 0, under the epoch of turn 1', () => {
  const opening = (events: GameEvent[]): OpeningRow => ({ campaign: CAMPAIGN, turnKey: key('0'), seatsJson: JSON.stringify(seatsOf('red')), engineVersion: 'e', dataVersion: 'd', setupDigest: '', digestAfter: '', eventsJson: JSON.stringify(events) });

  it('comes first, with its key, seats, rolls and rolls hash', () => {
    const l = ledgerOf({ opening: opening([roll(0, 0, 'weather', [5], 0)]), rows: [journal(1, 1, key('a'), [])] });
    const rolls = [{ stream: 'weather', position: 0, sides: 6, dice: [5] }];
    expect(l.turns.map((t) => t.turn)).toEqual([0, 1]);
    expect(l.turns[0]).toEqual({ turn: 0, scheme: 'admiralty-dice/2', epoch: 1, seats: seatsOf('red'), turnKey: key('0'), rollsHash: rollsHashOf(0, rolls), rolls });
  });

  it('its epoch is turn 1\'s even when a later epoch exists, and none before epochs', () => {
    const [one, two] = epochRows();
    expect(ledgerOf({ opening: opening([]), epochs: [one!, two!] }).turns[0]!.epoch).toBe(1);
    expect(ledgerOf({ opening: opening([]), epochs: [] }).turns[0]!.epoch).toBeNull();
  });
});

describe('seam §2 an exchange from 2 on carries its number, kind and the key of exchange x − 1 of the same turn', () => {
  const linkOf = (rows: JournalRow[]) => ledgerOf({ rows }).turns.map((t) => [t.turn, t.exchange ?? null, t.kind ?? null, t.prev === undefined ? 'absent' : t.prev]);

  it('exchange 2 after exchange 1 of its turn: prev is exchange 1\'s key; exchange 1 carries none of the three', () => {
    expect(linkOf([journal(1, 1, key('a'), []), journal(1, 2, key('b'), [], 'challenge'), journal(1, 3, key('c'), [], 'tide')])).toEqual([
      [1, null, null, 'absent'], [1, 2, 'challenge', key('a')], [1, 3, 'tide', key('b')],
    ]);
  });

  it('after exchange 1 of another turn: no previous key', () => {
    expect(linkOf([journal(1, 1, key('a'), []), journal(2, 2, key('b'), [], 'challenge')])[1]).toEqual([2, 2, 'challenge', null]);
  });

  it('after another exchange than x − 1 of its turn: no previous key', () => {
    expect(linkOf([journal(1, 1, key('a'), []), journal(1, 3, key('c'), [], 'tide')])[1]).toEqual([1, 3, 'tide', null]);
  });

  it('first in the journal, or after an exchange with no key: no previous key', () => {
    expect(linkOf([journal(1, 2, key('b'), [], 'challenge')])).toEqual([[1, 2, 'challenge', null]]);
    expect(linkOf([journal(1, 1, null, []), journal(1, 2, key('b'), [], 'challenge')])[1]).toEqual([1, 2, 'challenge', null]);
  });
});

describe('§10 cards: an entry\'s card events with their hash, and the first and last piles', () => {
  const pile = (id: string, cards: string[]) => ({ id, cards, audience: { to: 'umpire' } });

  it('an exchange with card events carries every one (type and data) and the hash of §10; one without carries none', () => {
    const events = [note(0, 1), shuffle(1, 1), roll(2, 1, 'contact', [1], 0)];
    const l = ledgerOf({ rows: [journal(1, 1, key('a'), events), journal(1, 2, key('b'), [shuffle(0, 1)], 'challenge'), journal(2, 1, key('c'), [note(0, 2)])] });
    const cardEvents = [{ type: 'cards.shuffle', data: { pile: 'deck', after: ['b', 'a'] } }];
    expect(l.turns[0]!.cards).toEqual({ hash: sha256(canonicalJson({ scheme: 'admiralty-cards/1', turn: 1, events: cardEvents })), events: cardEvents });
    // From exchange 2 on the hash also binds the exchange's number.
    expect(l.turns[1]!.cards!.hash).toBe(sha256(canonicalJson({ scheme: 'admiralty-cards/1', turn: 1, exchange: 2, events: cardEvents })));
    expect('cards' in l.turns[2]!).toBe(false);
  });

  it('a game with piles: the piles at the start and at the end', () => {
    const initial = { piles: { deck: pile('deck', ['a', 'b']), hold: pile('hold', []) } };
    const final = { piles: { deck: pile('deck', ['b']), hold: pile('hold', ['a']) } };
    expect(ledgerOf({ states: [initial, final] }).piles).toEqual({ initial: initial.piles, final: final.piles });
  });

  it('piles at the end only, or at the start only, are still given', () => {
    const some = { piles: { hold: pile('hold', ['a']) } };
    expect(ledgerOf({ states: [{ piles: {} }, some] }).piles).toEqual({ initial: {}, final: some.piles });
    expect(ledgerOf({ states: [some, { piles: {} }] }).piles).toEqual({ initial: some.piles, final: {} });
  });

  it('a game without piles (GWAS): no piles member, so its ledger stays as it was', () => {
    expect('piles' in ledgerOf({ states: [{ fleets: {} }, { piles: {} }] })).toBe(false);
  });
});
