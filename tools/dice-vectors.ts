/**
 * Writes docs/dice-vectors.json, the test vectors of docs/dice.md, from the TypeScript
 * implementation (`node --import tsx tools/dice-vectors.ts`). tests/fairplay/dice-spec.test.ts
 * checks that the file is exactly what this produces, and that tools/verify_dice.py (written from
 * the specification, Python standard library only) agrees with every vector.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { canonicalJson } from '../src/kernel/canonical.js';
import { Stream, streamKey, toHex } from '../src/kernel/rng.js';
import { COMMITMENT_FORMAT, seedHash, statementCommitment } from '../src/fairplay/commitment.js';
import { exchangeKey, rollsHash, turnKey, type Seat } from '../src/fairplay/turn-key.js';
import type { GameEvent } from '../src/kernel/events.js';
import { cardOps, type CardPile } from '../src/kernel/cards.js';
import { cardsHash, cardsKey } from '../src/fairplay/cards-key.js';

export function diceVectors(): unknown {
  const seed = '3f1c0d5e9a7b2c4d6e8f00112233445566778899aabbccddeeff0011223344ff';
  const seats = (a: Seat, c: Seat) => ({ allied: a, central: c });
  const d1 = 'aa'.repeat(32);
  const d2 = 'bb'.repeat(32);
  const turnKeys = [
    { name: 'both sides sent orders', seed, campaign: 'med-1914', turn: 1, seats: seats({ orders: d1, salt: null }, { orders: d2, salt: null }) },
    { name: 'one byte of the Allied orders digest changed', seed, campaign: 'med-1914', turn: 1, seats: seats({ orders: `ab${d1.slice(2)}`, salt: null }, { orders: d2, salt: null }) },
    { name: 'a salt line (UTF-8, not ASCII)', seed, campaign: 'med-1914', turn: 1, seats: seats({ orders: d1, salt: 'Zufall ist König — 42' }, { orders: d2, salt: null }) },
    { name: 'the Central Powers sent nothing', seed, campaign: 'med-1914', turn: 2, seats: seats({ orders: d1, salt: null }, { orders: null, salt: null }) },
    { name: 'a fixed test seed', seed: '42', campaign: 'demo', turn: 3, seats: seats({ orders: null, salt: null }, { orders: null, salt: null }) },
  ].map((t) => ({ ...t, turnKey: turnKey(t.seed, t.campaign, t.turn, t.seats) }));
  const key = turnKeys[0].turnKey;
  const exchangeKeys = exchangeVectors(seed, turnKeys[0]);
  const streams = ['weather', 'weather/Western-Basin', 'battle/B4-1', 'contact/X26:battlecruiser-squadron:mittelmeerdivision', 'raid/raid:aegaeis-1'].map((name) => {
    const s = new Stream(streamKey(key, name));
    return { turnKey: key, stream: name, streamKey: toHex(streamKey(key, name)), words: Array.from({ length: 20 }, () => s.nextUint32()) };
  });
  const dice = [[6, 0, 12], [6, 7, 5], [2, 0, 10], [10, 3, 10], [3, 0, 30], [7, 0, 30], [100, 1, 8], [0xffffffff, 0, 4], [0x80000001, 0, 6], [1, 0, 3], [52, 0, 5]].map(([sides, position, n]) => {
    const s = new Stream(streamKey(key, 'battle/B4-1'));
    for (let i = 0; i < position; i++) s.nextUint32();
    const faces = Array.from({ length: n }, () => s.die(sides));
    return { turnKey: key, stream: 'battle/B4-1', sides, position, dice: faces, endPosition: s.position };
  });
  const shuffles = [1, 2, 5, 52, 108].map((cards) => ({ turnKey: key, stream: 'cards/deck-1', cards, deck: new Stream(streamKey(key, 'cards/deck-1')).shuffle(cards) }));
  const nonce = '0123456789abcdef0123456789abcdef';
  const statement = {
    format: COMMITMENT_FORMAT, campaign: 'med-1914', game: 'gwas-mediterranean', scenario: 'goeben-1914', engineVersion: 'gwas-mediterranean@0.1.0+admiralty-dice/2',
    dataVersion: 'ee'.repeat(32), diceScheme: 'admiralty-dice/2', sides: ['allied', 'central'], epoch: 1, fromTurn: 1, fixedSeed: false, seedHash: seedHash(seed, nonce),
  };
  const commitments = [{ name: 'epoch 1 of med-1914', seed, nonce, statement, commitment: statementCommitment(canonicalJson(statement)) }];
  const rollEvents = (turn: number): GameEvent[] => [
    { seq: 0, turn, step: 'weather', rule: '', type: 'roll', audience: { to: 'umpire' }, data: { stream: 'weather/Western-Basin', position: 0, sides: 6, dice: [3], modifiers: [], natural: 3, total: 3, table: '', result: '', purpose: '' } },
    { seq: 1, turn, step: 'battle', rule: '', type: 'roll', audience: { to: 'all' }, data: { stream: 'battle/B4-1', position: 0, sides: 6, dice: [6, 1], modifiers: [], natural: 7, total: 7, table: '', result: '', purpose: '' } },
  ];
  const rollsHashes = [4, 5].map((turn) => ({
    turn, rolls: rollEvents(turn).map((e) => { const d = e.data as { stream: string; position: number; sides: number; dice: number[] }; return { stream: d.stream, position: d.position, sides: d.sides, dice: d.dice }; }),
    rollsHash: rollsHash(turn, rollEvents(turn)),
  }));
  return { format: 'admiralty-dice-vectors/1', scheme: 'admiralty-dice/2', turnKeys, exchangeKeys, streams, dice, shuffles, commitments, rollsHashes, ...cardVectors(seed, turnKeys) };
}

/**
 * docs/dice.md §2, exchanges (seam §2 dice key): a turn's exchange 2 linked to its exchange 1 (the
 * turn key), and an exchange 3 that asked one seat, linked to exchange 2. Exchange 1 is the turn
 * key itself (rule 1): the turnKeys vectors are its vectors.
 */
function exchangeVectors(seed: string, first: { campaign: string; turn: number; seats: Record<string, Seat>; turnKey: string }) {
  const x2 = { name: 'exchange 2 of turn 1, linked to exchange 1 (the turn key)', seed, campaign: first.campaign, turn: first.turn, seats: first.seats, exchange: 2, kind: 'impulse', prev: first.turnKey };
  const k2 = exchangeKey(x2.seed, x2.campaign, x2.turn, x2.seats, x2);
  const x3 = { name: 'exchange 3, one seat asked (it sent nothing), linked to exchange 2', seed, campaign: first.campaign, turn: first.turn, seats: { central: { orders: null, salt: null } }, exchange: 3, kind: 'turn-close', prev: k2 };
  return [{ ...x2, key: k2 }, { ...x3, key: exchangeKey(x3.seed, x3.campaign, x3.turn, x3.seats, x3) }];
}

/**
 * docs/dice.md §10: cards keys, pile shuffles, cards hashes, and whole replays of piles through
 * card events (one honest, and two forged ones a verifier must refuse: a stacked deck recorded as
 * a shuffle, a draw from the middle of the deck).
 */
function cardVectors(seed: string, turnKeys: readonly { seats: object; campaign: string; turn: number }[]) {
  const input = (t: { seats: object; campaign: string; turn: number }) => ({ scheme: 'admiralty-turn-key/1', campaign: t.campaign, turn: t.turn, seats: t.seats });
  const prev = turnKeys[0] as { turnKey?: string };
  const cardsKeys = [
    { name: 'exchange 1 of a turn: the turn key input', seed, input: input(turnKeys[0]) },
    { name: 'the Central Powers sent nothing', seed, input: input(turnKeys[3]) },
    { name: 'exchange 2: the input linked to the previous exchange (seam §2)', seed, input: { ...input(turnKeys[0]), exchange: 2, kind: 'strike', prev: prev.turnKey } },
  ].map((c) => ({ ...c, cardsKey: cardsKey(c.seed, c.input) }));
  const key = cardsKeys[0].cardsKey;
  const deck = (n: number) => Array.from({ length: n }, (_, i) => `c${String(i + 1).padStart(2, '0')}`);
  const pile = (id: string, cards: string[], ordered: boolean, to: CardPile['audience']): CardPile => ({ id, cards, ordered, audience: to });
  /** Runs card operations on fresh piles as one exchange, recording its events as the kernel does. */
  const record = (turn: number, exchange: number, k: string, piles: Record<string, CardPile>, ops: (c: ReturnType<typeof cardOps>, p: Record<string, CardPile>) => void) => {
    const events: GameEvent[] = [];
    ops(cardOps(k, (e) => { const ev: GameEvent = { seq: events.length, turn, ...(exchange > 1 ? { exchange } : {}), step: 'cards', rule: e.rule ?? '9.1', type: e.type, audience: e.audience, data: e.data }; events.push(ev); return ev; }, () => piles), piles);
    return events;
  };
  const copy = (p: Record<string, CardPile>) => structuredClone(p) as Record<string, CardPile>;
  const pileShuffles = [[5, 'deck-1'], [12, 'ruses'], [52, 'deck-1']].map(([n, id]) => {
    const p = { [id]: pile(id as string, deck(n as number), true, { to: 'umpire' }) };
    const events = record(1, 1, key, p, (c, q) => { c.shuffle(q[id as string], { purpose: 'once' }); c.shuffle(q[id as string], { purpose: 'twice, drawing on' }); });
    return { cardsKey: key, pile: id, cards: deck(n as number), shuffles: events.map((e) => { const d = e.data as { stream: string; position: number; end: number; after: string[] }; return { stream: d.stream, position: d.position, end: d.end, after: d.after }; }) };
  });
  const initial = {
    ruses: pile('ruses', deck(12), true, { to: 'umpire' }),
    'red-hand': pile('red-hand', [], false, { to: 'seats', seats: ['red'] }),
    'blue-hand': pile('blue-hand', [], false, { to: 'sides', sides: ['blue'] }),
    discard: pile('discard', [], true, { to: 'all' }),
  };
  const x2key = cardsKeys[2].cardsKey;
  const state = copy(initial);
  const honest = [
    { turn: 1, exchange: 1, cardsKey: key, events: record(1, 1, key, state, (c, p) => {
      c.shuffle(p.ruses, { purpose: 'the deck is shuffled' });
      c.draw(p.ruses, p['red-hand'], 3, { purpose: 'red draws three' });
      c.draw(p.ruses, p['blue-hand'], 2, { purpose: 'blue draws two' });
    }) },
    { turn: 1, exchange: 2, cardsKey: x2key, events: record(1, 2, x2key, state, (c, p) => {
      const played = p['red-hand'].cards[1];
      c.move(p['red-hand'], p.discard, [played], { purpose: 'red plays a card' });
      c.reveal(p['blue-hand'].cards.slice(0, 1), { to: 'seats', seats: ['red'] }, { purpose: 'a glimpse' });
      c.move(p.discard, p.ruses, [played], { purpose: 'the card goes back' });
      c.shuffle(p.ruses, { purpose: 'the deck is shuffled again' });
      c.draw(p.ruses, p.discard, 1, { purpose: 'the top card is turned up' });
    }) },
  ];
  const stacked = copy(initial);
  const forgedShuffle = [{ turn: 1, exchange: 1, cardsKey: key, events: record(1, 1, key, stacked, (c, p) => {
    c.shuffle(p.ruses, { purpose: 'the deck is shuffled' });
    // The umpire's record is then rewritten so red's draw is the three highest cards.
    p.ruses.cards.sort().reverse();
    c.draw(p.ruses, p['red-hand'], 3, { purpose: 'red draws three' });
  }) }];
  const shuffleEvent = forgedShuffle[0].events[0].data as { after: string[] };
  shuffleEvent.after = [...deck(12)].sort().reverse();
  const middle = copy(initial);
  const fromMiddle = [{ turn: 1, exchange: 1, cardsKey: key, events: record(1, 1, key, middle, (c, p) => {
    c.shuffle(p.ruses, { purpose: 'the deck is shuffled' });
    c.move(p.ruses, p['red-hand'], [p.ruses.cards[5]], { purpose: 'red draws one' });
  }) }];
  fromMiddle[0].events = fromMiddle[0].events.map((e) => (e.type === 'cards.move' ? { ...e, type: 'cards.draw' } : e));
  const cardsReplays = [
    { name: 'a deal, a play, a reveal and a reshuffle over two exchanges', initial, exchanges: honest, final: state, valid: true },
    { name: 'forged: a stacked deck recorded as a shuffle', initial, exchanges: forgedShuffle, final: stacked, valid: false },
    { name: 'forged: a card from the middle of the deck recorded as a draw', initial, exchanges: fromMiddle, final: middle, valid: false },
  ];
  const cardsHashes = honest.map((x) => ({ turn: x.turn, exchange: x.exchange, events: x.events.filter((e) => e.type.startsWith('cards.')).map((e) => ({ type: e.type, data: e.data })), cardsHash: cardsHash(x.turn, x.exchange, x.events) }));
  return { cardsKeys, pileShuffles, cardsHashes, cardsReplays };
}

export const VECTORS_FILE = fileURLToPath(new URL('../docs/dice-vectors.json', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(VECTORS_FILE, `${JSON.stringify(diceVectors(), null, 1)}\n`);
  console.log(`wrote ${VECTORS_FILE}`);
}
