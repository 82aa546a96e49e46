/**
 * The turn key and the rolls hash (docs/dice.md §2 and §5, src/fairplay/turn-key.ts), each
 * recomputed here from the formula as the document states it (HMAC-SHA256 under the seed's
 * UTF-8, SHA-256 of canonical JSON), not through turn-key.ts: what each side contributes, the
 * exact message, a key of exchange 1 and of exchange 2, the dice key of a journalled turn of
 * either scheme, and what a ledger roll keeps of a roll. Written for the fair-play mutation run
 * (issue 18).
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/kernel/canonical.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { diceKeyOf, exchangeKey, ledgerRolls, rollsHash, seatsOf, turnKey, turnKeyMessage } from '../../src/fairplay/turn-key.js';

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (seed: string, message: string): string => createHmac('sha256', Buffer.from(seed, 'utf8')).update(message, 'utf8').digest('hex');

const ALLIED = { game: 'gwas-mediterranean', side: 'allied', turn: 3, salt: 'low tide', fleets: { bc: { plot: { 3: 'W31' } } } };
const CENTRAL = { game: 'gwas-mediterranean', side: 'central', turn: 3, fleets: { goeben: { plot: { 3: 'W30' } } } };

describe('§2 what each side contributes to the turn key', () => {
  it('every side of the game, in sorted order: the SHA-256 of its orders\' canonical JSON and its salt line', () => {
    const seats = seatsOf(['turkish', 'central', 'allied'], { allied: ALLIED, central: CENTRAL });
    expect(Object.keys(seats)).toEqual(['allied', 'central', 'turkish']);
    expect(seats.allied).toEqual({ orders: sha256(canonicalJson(ALLIED)), salt: 'low tide' });
    expect(seats.central).toEqual({ orders: sha256(canonicalJson(CENTRAL)), salt: null });
  });

  it('a side that sent nothing contributes the fixed marker {orders: null, salt: null}', () => {
    expect(seatsOf(['allied', 'central'], { allied: ALLIED, central: null })).toMatchObject({ central: { orders: null, salt: null } });
    expect(seatsOf(['allied', 'central'], { allied: ALLIED })).toMatchObject({ central: { orders: null, salt: null } });
  });

  it('a salt is text: a number or a list in its place is no salt (it is still in the orders\' digest)', () => {
    for (const salt of [42, ['a'], { a: 1 }]) {
      const orders = { ...CENTRAL, salt };
      expect(seatsOf(['central'], { central: orders }).central).toEqual({ orders: sha256(canonicalJson(orders)), salt: null });
    }
    expect(seatsOf(['central'], { central: 'plain text orders' }).central).toEqual({ orders: sha256(canonicalJson('plain text orders')), salt: null });
  });

  it('the caller\'s list of sides is left as it was', () => {
    const sides = ['central', 'allied'];
    seatsOf(sides, {});
    expect(sides).toEqual(['central', 'allied']);
  });
});

describe('§2 the turn key: HMAC(UTF-8(S), canonical JSON {scheme, campaign, turn, seats})', () => {
  // Made inside each test, not while the file is collected: Stryker counts a mutant reached at
  // collection as static and re-runs every test for it.
  const twoSeats = () => seatsOf(['allied', 'central'], { allied: ALLIED });
  const seed = 'ab'.repeat(32);

  it('the message is exactly the canonical JSON the document gives', () => {
    const seats = twoSeats();
    expect(turnKeyMessage('med', 3, seats)).toBe(canonicalJson({ scheme: 'admiralty-turn-key/1', campaign: 'med', turn: 3, seats }));
    expect(turnKeyMessage('med', 3, seats)).toBe(`{"campaign":"med","scheme":"admiralty-turn-key/1","seats":{"allied":{"orders":"${seats.allied!.orders}","salt":"low tide"},"central":{"orders":null,"salt":null}},"turn":3}`);
  });

  it('the key is its HMAC-SHA256 under the seed, 64 hex digits', () => {
    const seats = twoSeats();
    const k = turnKey(seed, 'med', 3, seats);
    expect(k).toBe(hmac(seed, turnKeyMessage('med', 3, seats)));
    expect(k).toMatch(/^[0-9a-f]{64}$/);
    // The seed is read as UTF-8 text, not as hex.
    expect(k).not.toBe(createHmac('sha256', Buffer.from(seed, 'hex')).update(turnKeyMessage('med', 3, seats)).digest('hex'));
  });

  it('exchange 1\'s key is exactly the turn key (seam rule 1)', () => {
    const seats = twoSeats();
    expect(exchangeKey(seed, 'med', 3, seats, { exchange: 1, kind: 'turn', prev: null })).toBe(turnKey(seed, 'med', 3, seats));
  });

  it('from exchange 2 on the message also holds the exchange, its kind and the key before it', () => {
    const seats = twoSeats();
    const prev = turnKey(seed, 'med', 3, seats);
    const asked = { allied: seats.allied! };
    const x2 = exchangeKey(seed, 'med', 3, asked, { exchange: 2, kind: 'challenge', prev });
    expect(x2).toBe(hmac(seed, canonicalJson({ scheme: 'admiralty-turn-key/1', campaign: 'med', turn: 3, seats: asked, exchange: 2, kind: 'challenge', prev })));
    expect(x2).not.toBe(turnKey(seed, 'med', 3, asked));
  });
});

describe('§2 the dice key of a journalled turn', () => {
  it('its turn key; for a turn of the first scheme (no turn key), the seed it was rolled from', () => {
    expect(diceKeyOf({ seed: 'old seed', turnKey: 'cd'.repeat(32) })).toBe('cd'.repeat(32));
    expect(diceKeyOf({ seed: 'old seed', turnKey: null })).toEqual({ legacySeed: 'old seed' });
    expect(diceKeyOf({ seed: 'old seed' })).toEqual({ legacySeed: 'old seed' });
  });
});

describe('§5 the rolls hash and the ledger\'s rolls', () => {
  const roll = (seq: number, stream: string, dice: number[], position?: number): GameEvent => ({
    seq, turn: 3, step: stream.split('/')[0]!, rule: '5.4', type: 'roll', audience: { to: 'umpire' },
    data: { stream, ...(position === undefined ? {} : { position }), table: 'Search', dice, sides: 6, modifiers: [{ name: 'night', value: -1, rule: '5.44' }], natural: 7, total: 6, result: 'contact', purpose: 'search W31' },
  });
  const events = [roll(0, 'contact', [3, 4], 12), { seq: 1, turn: 3, step: 'move', rule: '4.2', type: 'gwas.moved', audience: { to: 'all' }, data: { dice: [6] } } as GameEvent, roll(2, 'fire/allied', [6])];

  it('a ledger roll keeps the stream, position (null without one), sides and dice of each roll, in order, and nothing else', () => {
    expect(ledgerRolls(events)).toEqual([{ stream: 'contact', position: 12, sides: 6, dice: [3, 4] }, { stream: 'fire/allied', position: null, sides: 6, dice: [6] }]);
  });

  it('the rolls hash is SHA-256 of canonical JSON {scheme: "admiralty-rolls/1", turn, rolls}', () => {
    const rolls = [{ stream: 'contact', position: 12, sides: 6, dice: [3, 4] }, { stream: 'fire/allied', position: null, sides: 6, dice: [6] }];
    expect(rollsHash(3, events)).toBe(sha256(canonicalJson({ scheme: 'admiralty-rolls/1', turn: 3, rolls })));
    expect(rollsHash(4, events)).not.toBe(rollsHash(3, events));
    expect(rollsHash(3, [])).toBe(sha256('{"rolls":[],"scheme":"admiralty-rolls/1","turn":3}'));
  });
});
