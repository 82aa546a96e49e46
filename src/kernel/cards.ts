/**
 * Hidden cards (docs/design/seam.md §4; issue 11 item 4): decks, hands and draws with the same
 * guarantees as dice. Piles live in the game's state under `state.piles` (plain JSON, so they are
 * digested, journalled and replayed with the rest of the state); every change to a pile is an
 * event, addressed when it is made, and a shuffle is a Fisher–Yates shuffle on the stream
 * `cards/<pile>` under the exchange's cards key (docs/dice.md §10), so anyone holding that key
 * after the reveal can re-derive every order.
 *
 * Conventions (docs/dice.md §10), which src/fairplay/cards.ts and tools/verify_dice.py replay:
 * - `cards[0]` is the top of a pile. A draw takes the top n; cards drawn or moved into an ordered
 *   pile go on its top, the first of them topmost.
 * - An unordered pile (a hand) is a set: it is kept sorted by code unit, so its order tells nothing
 *   of where or when a card came. It has no top: it is neither drawn from nor shuffled.
 */
import { canSee, type Audience, type GameEvent } from './events.js';
import { STREAM_NAME, Stream, streamKeyer, type MacFactory } from './rng.js';
import type { SeatId, UMPIRE } from './seats.js';

export interface CardPile {
  /** The key of the pile in `state.piles`; also the sub-stream of its shuffles (`cards/<id>`). */
  readonly id: string;
  /** Card ids, top first. */
  cards: string[];
  /** Who may see the pile's contents; everyone else sees its count (cards.count). */
  readonly audience: Audience;
  /** A deck (order matters, drawn from the top) or a set (a hand, kept sorted). */
  readonly ordered: boolean;
}

/** Why a card operation happens: the rule applied (the step's by default) and a purpose in words. */
export interface Why {
  readonly purpose: string;
  readonly rule?: string;
}

/** ctx.cards in every step. Every operation changes the given pile in place and emits its events. */
export interface CardOps {
  shuffle(pile: CardPile, why: Why): void;
  /** The top n cards of `from` onto `to`; returns them. */
  draw(from: CardPile, to: CardPile, n: number, why: Why): string[];
  /** Cards chosen by orders or rules (not by chance) from `from` onto `to`. */
  move(from: CardPile, to: CardPile, cards: readonly string[], why: Why): void;
  /** Tells `to` these cards' ids; no pile changes. */
  reveal(cards: readonly string[], to: Audience, why: Why): void;
}

/** The event types of cards (all under `cards.`; the cards hash takes every one of them). */
export const CARD_EVENT = { shuffle: 'cards.shuffle', draw: 'cards.draw', move: 'cards.move', count: 'cards.count', reveal: 'cards.reveal' } as const;

export interface ShuffleData {
  readonly pile: string;
  /** `cards/<pile>`, under the exchange's cards key. */
  readonly stream: string;
  /** The word index of the shuffle's first draw in its stream, and the index after its last. */
  readonly position: number;
  readonly end: number;
  readonly before: readonly string[];
  readonly after: readonly string[];
  readonly purpose: string;
}
export interface TransferData { readonly from: string; readonly to: string; readonly cards: readonly string[]; readonly purpose: string }
export interface CountData { readonly pile: string; readonly count: number; readonly purpose: string }
export interface RevealData { readonly cards: readonly string[]; readonly purpose: string }

/** The stream a pile is shuffled from. */
export function shuffleStream(pileId: string): string {
  return `cards/${pileId}`;
}

/** A pile id must make a valid stream name (docs/dice.md §3), or its shuffles could not be checked. */
export function checkPileId(id: string): void {
  if (typeof id !== 'string' || !STREAM_NAME.test(shuffleStream(id))) throw new RangeError(`pile id ${JSON.stringify(id)} cannot name a stream (cards/<id>, docs/dice.md §3)`);
}

/** `before` reordered by a Fisher–Yates permutation of its indices (Stream.shuffle): after[k] = before[perm[k]]. */
export function permute(before: readonly string[], perm: readonly number[]): string[] {
  return perm.map((i) => before[i]);
}

/**
 * Puts cards into a pile by the conventions above. Shared by the kernel and the verifier so they
 * cannot disagree on where a card lands; what the verifier checks independently is that the cards
 * came from where the events say (the top, the pile's contents) and the final piles.
 */
export function receive(to: CardPile, cards: readonly string[]): void {
  if (to.ordered) to.cards.unshift(...cards);
  else {
    to.cards.push(...cards);
    to.cards.sort(byCodeUnit);
  }
}

export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Removes each card once from the pile; throws naming the first that is not in it. */
export function takeOut(from: CardPile, cards: readonly string[]): void {
  // On a copy first, so a refused move leaves the pile as it was.
  const left = [...from.cards];
  for (const c of cards) {
    const i = left.indexOf(c);
    if (i < 0) throw new RangeError(`card ${JSON.stringify(c)} is not in pile ${from.id}`);
    left.splice(i, 1);
  }
  from.cards.splice(0, from.cards.length, ...left);
}

/** Who sees a pile's count without its contents: everyone, unless the contents are public anyway. */
function countAudience(pile: CardPile): Audience | null {
  return pile.audience.to === 'all' ? null : { to: 'all' };
}

type Emit = (e: { type: string; audience: Audience; data: unknown; rule?: string }) => GameEvent;

/**
 * The card operations of one exchange. `cardsKey` is the exchange's cards key (docs/dice.md §10),
 * or undefined when the caller gave none: then a shuffle throws (draws, moves and reveals need no
 * key). Streams live as long as the exchange, so two shuffles of one pile draw on from where the
 * first ended.
 */
export function cardOps(cardsKey: string | undefined, emit: Emit, statePiles: () => unknown = () => undefined, mac?: MacFactory): CardOps {
  const streams = new Map<string, Stream>();
  // A pile outside state.piles, or under another key than its id, could not be replayed after
  // the reveal (src/fairplay/cards.ts starts from the state's piles): refused now, not found out
  // at the end of the campaign.
  const inState = (...piles: CardPile[]) => {
    const all = statePiles() as Record<string, CardPile> | undefined;
    for (const p of piles) {
      if (!all || typeof all !== 'object' || !Object.hasOwn(all, p.id) || all[p.id] !== p) throw new RangeError(`pile ${JSON.stringify(p.id)} is not the state's piles[${JSON.stringify(p.id)}] (seam §4: piles live in state.piles under their id)`);
    }
  };
  const keyOf = cardsKey === undefined ? null : streamKeyer(cardsKey, mac);
  const counts = (why: Why, ...piles: CardPile[]) => {
    for (const p of piles) {
      const audience = countAudience(p);
      if (audience) emit({ type: CARD_EVENT.count, audience, rule: why.rule, data: { pile: p.id, count: p.cards.length, purpose: why.purpose } satisfies CountData });
    }
  };
  return {
    shuffle(pile, why) {
      inState(pile);
      checkPileId(pile.id);
      if (!pile.ordered) throw new RangeError(`pile ${pile.id} is a set (unordered): it has no order to shuffle`);
      if (!keyOf) throw new RangeError(`pile ${pile.id}: this exchange was given no cards key, so nothing may be shuffled (docs/dice.md §10)`);
      const name = shuffleStream(pile.id);
      let stream = streams.get(name);
      if (!stream) {
        stream = new Stream(keyOf(name), mac);
        streams.set(name, stream);
      }
      const before = [...pile.cards];
      const position = stream.position;
      const after = permute(before, stream.shuffle(before.length));
      pile.cards.splice(0, pile.cards.length, ...after);
      // To the umpire alone: the order is the secret the shuffle makes.
      emit({ type: CARD_EVENT.shuffle, audience: { to: 'umpire' }, rule: why.rule, data: { pile: pile.id, stream: name, position, end: stream.position, before, after, purpose: why.purpose } satisfies ShuffleData });
    },
    draw(from, to, n, why) {
      inState(from, to);
      if (!from.ordered) throw new RangeError(`pile ${from.id} is a set (unordered): it has no top to draw from`);
      if (!Number.isInteger(n) || n < 0 || n > from.cards.length) throw new RangeError(`cannot draw ${n} of the ${from.cards.length} cards of pile ${from.id}`);
      if (from === to) throw new RangeError(`pile ${from.id}: a draw needs two piles`);
      const cards = from.cards.splice(0, n);
      receive(to, cards);
      emit({ type: CARD_EVENT.draw, audience: to.audience, rule: why.rule, data: { from: from.id, to: to.id, cards: [...cards], purpose: why.purpose } satisfies TransferData });
      counts(why, from, to);
      return [...cards];
    },
    move(from, to, cards, why) {
      inState(from, to);
      if (from === to) throw new RangeError(`pile ${from.id}: a move needs two piles`);
      takeOut(from, cards);
      receive(to, cards);
      emit({ type: CARD_EVENT.move, audience: to.audience, rule: why.rule, data: { from: from.id, to: to.id, cards: [...cards], purpose: why.purpose } satisfies TransferData });
      counts(why, from, to);
    },
    reveal(cards, to, why) {
      emit({ type: CARD_EVENT.reveal, audience: to, rule: why.rule, data: { cards: [...cards], purpose: why.purpose } satisfies RevealData });
    },
  };
}

/** A pile as a viewer sees it: its cards if it may see them, else none, with the count either way. */
export interface PileView extends CardPile {
  readonly count: number;
  /** True when the contents are withheld from this viewer. */
  readonly hidden: boolean;
}

/** What a viewer may see of the piles (seam §4): the contents of its piles, the counts of the rest. */
export function visiblePiles(piles: Readonly<Record<string, CardPile>>, viewer: SeatId | typeof UMPIRE): Record<string, PileView> {
  const out: Record<string, PileView> = {};
  for (const [key, pile] of Object.entries(piles)) {
    const sees = canSee(pile, viewer);
    out[key] = { id: pile.id, audience: pile.audience, ordered: pile.ordered, cards: sees ? [...pile.cards] : [], count: pile.cards.length, hidden: !sees };
  }
  return out;
}
