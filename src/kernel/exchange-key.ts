/**
 * What makes two exchanges of one turn roll different dice (docs/design/seam.md §2, dice key).
 *
 * An exchange's steps draw from streams named after the steps, exactly as a turn's always did, so
 * the dice of exchange 2 differ from exchange 1's only through the key. The key is
 * HMAC(seed, input): the input is the turn key's (docs/dice.md §2: the asked seats' receipted
 * orders and salts), plus, from exchange 2 on, `{exchange, kind, prev}`, where `prev` is the
 * previous exchange's key. Chaining `prev` carries the players' entropy into exchanges nobody
 * answers. Rule 1 of the seam: exchange 1 adds nothing, so every turn key already journalled is
 * the key of its turn's exchange 1.
 */

export interface ExchangeLink {
  /** From 1. */
  readonly exchange: number;
  /** The exchange's kind (ExchangeSpec.kind). */
  readonly kind: string;
  /** The key of the exchange before it in the turn (64 hex digits); null for exchange 1. */
  readonly prev: string | null;
}

/** The key input of an exchange: the turn key's input, plus the link from exchange 2 on. */
export function exchangeKeyInput<T extends object>(base: T, link: ExchangeLink): T | (T & ExchangeLink) {
  const { exchange, kind, prev } = link;
  if (!Number.isInteger(exchange) || exchange < 1) throw new RangeError(`an exchange is numbered from 1, not ${exchange}`);
  for (const member of ['exchange', 'kind', 'prev']) {
    if (Object.hasOwn(base, member)) throw new RangeError(`the key input already has a member '${member}'`);
  }
  if (exchange === 1) {
    if (prev !== null) throw new RangeError('exchange 1 opens its turn: it has no previous key');
    return base;
  }
  if (prev === null || !/^[0-9a-f]{64}$/.test(prev)) throw new RangeError(`exchange ${exchange} needs the previous exchange's key (64 hex digits)`);
  return { ...base, exchange, kind, prev };
}
