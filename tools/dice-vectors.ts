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
import { rollsHash, turnKey, type Seat } from '../src/fairplay/turn-key.js';
import type { GameEvent } from '../src/kernel/events.js';

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
  return { format: 'admiralty-dice-vectors/1', scheme: 'admiralty-dice/2', turnKeys, streams, dice, shuffles, commitments, rollsHashes };
}

export const VECTORS_FILE = fileURLToPath(new URL('../docs/dice-vectors.json', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(VECTORS_FILE, `${JSON.stringify(diceVectors(), null, 1)}\n`);
  console.log(`wrote ${VECTORS_FILE}`);
}
