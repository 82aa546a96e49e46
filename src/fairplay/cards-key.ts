/**
 * The cards key and the cards hash (docs/dice.md §10; seam §4).
 *
 *   cards key  = HMAC-SHA256(key = the epoch's seed as UTF-8,
 *                            message = UTF-8("cards" ‖ 0x00 ‖ canonical JSON of the key input))
 *   cards hash = SHA-256(canonical JSON { scheme: "admiralty-cards/1", turn, [exchange, from 2 on],
 *                                        events: [{ type, data } of every cards.* event, in order] })
 *
 * The key input is the dice key's (the turn key's input of docs/dice.md §2, with the exchange link
 * of seam §2 from exchange 2 on), so the players' entropy is in the cards as in the dice. The dice
 * key is published after each exchange, the cards key only at the reveal: a deck shuffled in turn 3
 * and drawn from in turn 9 stays secret when turn 3's dice are out. HMAC is a PRF, so the published
 * dice key gives nothing of the cards key made from the same seed and input; the "cards\0" prefix
 * keeps the two messages apart (no canonical JSON text starts with "cards").
 *
 * The hash is printed with each exchange's report (as the rolls hash is), hidden events included,
 * so a shuffle or a draw no seat saw is fixed before anyone can argue about it.
 */
import { createHash, createHmac } from 'node:crypto';
import { canonicalJson } from '../kernel/canonical.js';
import type { GameEvent } from '../kernel/events.js';
import { exchangeKeyInput, type ExchangeLink } from '../kernel/exchange-key.js';
import { TURN_KEY_SCHEME, turnKeyMessage, type Seat } from './turn-key.js';

export const CARDS_KEY_PREFIX = 'cards\0';
export const CARDS_HASH_SCHEME = 'admiralty-cards/1';

/** The cards key from the key input's canonical JSON text (what the dice key is the HMAC of). */
export function cardsKeyOfMessage(seed: string, keyInputMessage: string): string {
  return createHmac('sha256', Buffer.from(seed, 'utf8')).update(CARDS_KEY_PREFIX + keyInputMessage, 'utf8').digest('hex');
}

/** The cards key of an exchange, from its key input (the object the dice key is the HMAC of). */
export function cardsKey(seed: string, keyInput: object): string {
  return cardsKeyOfMessage(seed, canonicalJson(keyInput));
}

/** The cards key of a turn's exchange 1: the turn key's input (docs/dice.md §2) under the prefix. */
export function turnCardsKey(seed: string, campaign: string, turn: number, seats: Readonly<Record<string, Seat>>): string {
  return cardsKeyOfMessage(seed, turnKeyMessage(campaign, turn, seats));
}

/**
 * The cards key of any exchange: the input of its dice key (exchangeKey in turn-key.ts: the turn
 * key's input, with the exchange link from exchange 2 on) under the prefix.
 */
export function exchangeCardsKey(seed: string, campaign: string, turn: number, seats: Readonly<Record<string, Seat>>, link: ExchangeLink): string {
  return cardsKey(seed, exchangeKeyInput({ scheme: TURN_KEY_SCHEME, campaign, turn, seats }, link));
}

/** The card events as the hash and the ledger carry them: type and data, every one, hidden or not. */
export function ledgerCardEvents(events: readonly GameEvent[]): { type: string; data: unknown }[] {
  return events.filter((e) => typeof e.type === 'string' && e.type.startsWith('cards.')).map((e) => ({ type: e.type, data: e.data }));
}

/** The hash of an exchange's card events; exchange 1 is not written (seam rule 1). */
export function cardsHash(turn: number, exchange: number, events: readonly GameEvent[]): string {
  const body = { scheme: CARDS_HASH_SCHEME, turn, ...(exchange > 1 ? { exchange } : {}), events: ledgerCardEvents(events) };
  return createHash('sha256').update(canonicalJson(body), 'utf8').digest('hex');
}
