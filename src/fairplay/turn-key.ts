/**
 * The turn key (docs/dice.md §2): nobody alone decides a turn's dice.
 *
 *   turn key = HMAC-SHA256(key = the epoch's seed as UTF-8,
 *                          message = UTF-8 canonical JSON of
 *                            { scheme: "admiralty-turn-key/1", campaign, turn,
 *                              seats: { <side>: { orders: <sha256 hex of its orders as receipted> | null,
 *                                                 salt: <its salt: line> | null } } })
 *
 * The moderator committed to the seed before turn 1 and cannot foresee the orders; a player who
 * cannot know the seed cannot aim his orders (or salt) at good dice. A side that sent nothing
 * contributes { orders: null, salt: null }. The key is published after the turn (it says
 * nothing of later turns: those mix in orders not yet written), with the hash of every roll.
 */
import { createHash, createHmac } from 'node:crypto';
import { canonicalJson } from '../kernel/canonical.js';
import type { GameEvent, RollData } from '../kernel/events.js';
import type { DiceKey } from '../kernel/turn.js';
import { digestOf } from '../pipeline/digest.js';
import type { JournalRow } from '../store/types.js';
import { exchangeKeyInput, type ExchangeLink } from '../kernel/exchange-key.js';

export const TURN_KEY_SCHEME = 'admiralty-turn-key/1';
export const ROLLS_HASH_SCHEME = 'admiralty-rolls/1';

export interface Seat {
  /** sha256 (hex) of the side's orders as receipted (canonical JSON); null: it sent none. */
  readonly orders: string | null;
  /** The optional `salt:` line of its orders (any text a cautious player adds); null: none. */
  readonly salt: string | null;
}

/** What every side contributed, from the orders the turn is resolved with. */
export function seatsOf(sides: readonly string[], orders: Readonly<Record<string, unknown>>): Record<string, Seat> {
  const seats: Record<string, Seat> = {};
  for (const side of [...sides].sort()) {
    const o = orders[side];
    const salt = o && typeof o === 'object' && typeof (o as { salt?: unknown }).salt === 'string' ? (o as { salt: string }).salt : null;
    seats[side] = o === undefined || o === null ? { orders: null, salt: null } : { orders: digestOf(o), salt };
  }
  return seats;
}

/** The exact text the turn key is the HMAC of. */
export function turnKeyMessage(campaign: string, turn: number, seats: Readonly<Record<string, Seat>>): string {
  return canonicalJson({ scheme: TURN_KEY_SCHEME, campaign, turn, seats });
}

export function turnKey(seed: string, campaign: string, turn: number, seats: Readonly<Record<string, Seat>>): string {
  return createHmac('sha256', Buffer.from(seed, 'utf8')).update(turnKeyMessage(campaign, turn, seats), 'utf8').digest('hex');
}

/**
 * An exchange's key (docs/design/seam.md §2, dice key): the HMAC of the turn key's input over the
 * seats the exchange asked, plus `{exchange, kind, prev}` from exchange 2 on. Rule 1: the key of
 * exchange 1 is exactly the turn key (`turnKey`), so every journalled GWAS key stays valid.
 */
export function exchangeKey(seed: string, campaign: string, turn: number, seats: Readonly<Record<string, Seat>>, link: ExchangeLink): string {
  const input = exchangeKeyInput({ scheme: TURN_KEY_SCHEME, campaign, turn, seats }, link);
  return createHmac('sha256', Buffer.from(seed, 'utf8')).update(canonicalJson(input), 'utf8').digest('hex');
}

/** The dice of a journalled turn: its turn key, or the first scheme's seed for turns from before. */
export function diceKeyOf(entry: Pick<JournalRow, 'seed' | 'turnKey'>): DiceKey {
  return entry.turnKey ? entry.turnKey : { legacySeed: entry.seed };
}

/** One roll as the rolls hash and the dice ledger carry it: no purpose, no table, no secret. */
export interface LedgerRoll {
  readonly stream: string;
  readonly position: number | null;
  readonly sides: number;
  readonly dice: readonly number[];
}

export function ledgerRolls(events: readonly GameEvent[]): LedgerRoll[] {
  return events.filter((e) => e.type === 'roll').map((e) => {
    const r = e.data as RollData;
    return { stream: r.stream, position: r.position ?? null, sides: r.sides, dice: [...r.dice] };
  });
}

/**
 * The hash of all of a turn's rolls, hidden ones included, in the order they were made:
 * sha256 of the canonical JSON { scheme: "admiralty-rolls/1", turn, rolls: [{stream, position, sides, dice}…] }.
 * Printed in every report, so the rolls a side did not see are fixed before anyone can argue.
 */
export function rollsHash(turn: number, events: readonly GameEvent[]): string {
  return createHash('sha256').update(canonicalJson({ scheme: ROLLS_HASH_SCHEME, turn, rolls: ledgerRolls(events) }), 'utf8').digest('hex');
}
