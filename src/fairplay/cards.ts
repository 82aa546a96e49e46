/**
 * Checking the cards after the reveal (docs/dice.md §10; seam §4 "Verification"). Start from the
 * initial state's piles and apply every `cards.*` event (the umpire's record: hidden ones
 * included) in order:
 * - each shuffle is redone from its exchange's cards key on the stream `cards/<pile>`: the order
 *   before must be the pile as replayed, the stream must continue where the pile's last shuffle in
 *   that exchange ended, and the order after must be what Fisher–Yates gives;
 * - each draw must take the top cards of an ordered pile, as replayed;
 * - each move must take cards the pile holds, as replayed;
 * - each count must be the replayed pile's size, each revealed card must lie in some pile;
 * and the replayed piles must equal the final state's. Like the dice check this needs no rules
 * and no orders. The events are untrusted (a bundle, a ledger): every shape is checked before use.
 */
import { canonicalJson } from '../kernel/canonical.js';
import type { GameEvent } from '../kernel/events.js';
import { CARD_EVENT, checkPileId, permute, receive, shuffleStream, type CardPile } from '../kernel/cards.js';
import { Stream, streamKey } from '../kernel/rng.js';

export interface CardsExchange {
  readonly turn: number;
  /** From 1 (absent: 1). */
  readonly exchange?: number;
  /** The exchange's cards key (64 hex digits); null when it was not given (then any shuffle fails). */
  readonly cardsKey: string | null;
  readonly events: readonly GameEvent[];
}

export interface CardsCheck {
  readonly ok: boolean;
  /** The first problem, naming the exchange and the event; null when every card is accounted for. */
  readonly problem: string | null;
  readonly shuffles: number;
  readonly draws: number;
  readonly moves: number;
  readonly reveals: number;
}

/** `state.piles`, or none: a game without cards has no piles. */
export function pilesOf(state: unknown): Record<string, CardPile> {
  const piles = state !== null && typeof state === 'object' ? (state as { piles?: unknown }).piles : undefined;
  return piles !== null && typeof piles === 'object' ? piles as Record<string, CardPile> : {};
}

const isCardList = (x: unknown): x is string[] => Array.isArray(x) && x.every((c) => typeof c === 'string');
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

class Problem extends Error {}

export function verifyCards(initial: Readonly<Record<string, CardPile>>, exchanges: readonly CardsExchange[], final: Readonly<Record<string, CardPile>>): CardsCheck {
  const n = { shuffles: 0, draws: 0, moves: 0, reveals: 0 };
  const piles: Record<string, CardPile> = {};
  const done = (problem: string | null): CardsCheck => ({ ok: problem === null, problem, ...n });
  for (const [which, set] of [['initial', initial], ['final', final]] as const) {
    for (const [id, p] of Object.entries(set)) {
      if (p === null || typeof p !== 'object' || p.id !== id || !isCardList(p.cards) || typeof p.ordered !== 'boolean') return done(`the ${which} state's pile ${id} is not a pile named ${id}`);
    }
  }
  for (const [id, p] of Object.entries(initial)) piles[id] = { ...p, cards: [...p.cards] };
  try {
    for (const x of exchanges) {
      const streams = new Map<string, Stream>();
      for (const e of x.events) {
        if (typeof e.type !== 'string' || !e.type.startsWith('cards.')) continue;
        const where = `turn ${x.turn}${(x.exchange ?? 1) > 1 ? ` exchange ${x.exchange}` : ''}, ${e.type} event #${e.seq}`;
        const fail = (why: string): never => { throw new Problem(`${where}: ${why}`); };
        const d = (e.data ?? {}) as Record<string, unknown>;
        const pile = (id: unknown): CardPile => (typeof id === 'string' && Object.hasOwn(piles, id) ? piles[id] : fail(`no pile ${JSON.stringify(id)}`));
        switch (e.type) {
          case CARD_EVENT.shuffle: {
            const p = pile(d.pile);
            if (!p.ordered) fail(`pile ${p.id} is a set: it is never shuffled`);
            if (!isCardList(d.before) || !isCardList(d.after)) fail('the orders before and after are not lists of card ids');
            if (!same(d.before as string[], p.cards)) fail(`the order before the shuffle is not pile ${p.id} as replayed`);
            checkPileId(p.id);
            const name = shuffleStream(p.id);
            if (d.stream !== name) fail(`stream ${JSON.stringify(d.stream)} is not ${name}`);
            if (x.cardsKey === null) fail('no cards key for this exchange');
            let s = streams.get(name);
            if (!s) { s = new Stream(streamKey(x.cardsKey!, name)); streams.set(name, s); }
            if (d.position !== s.position) fail(`recorded at position ${JSON.stringify(d.position)} of ${name}, but its earlier shuffles end at ${s.position}`);
            const after = permute(p.cards, s.shuffle(p.cards.length));
            if (!same(after, d.after as string[])) fail(`pile ${p.id}: the cards key gives the order ${after.join(' ')}, the record has ${(d.after as string[]).join(' ')}`);
            if (d.end !== s.position) fail(`the shuffle ends at position ${s.position} of ${name}, the record says ${JSON.stringify(d.end)}`);
            p.cards = after;
            n.shuffles++;
            break;
          }
          case CARD_EVENT.draw:
          case CARD_EVENT.move: {
            const from = pile(d.from);
            const to = pile(d.to);
            if (from === to) fail(`pile ${from.id} to itself`);
            if (!isCardList(d.cards)) fail('the cards are not a list of card ids');
            const cards = d.cards as string[];
            if (e.type === CARD_EVENT.draw) {
              if (!from.ordered) fail(`pile ${from.id} is a set: it has no top to draw from`);
              const top = from.cards.slice(0, cards.length);
              if (!same(top, cards)) fail(`drew ${cards.join(' ')}, but the top of pile ${from.id} is ${top.join(' ') || '(empty)'}`);
              from.cards.splice(0, cards.length);
              n.draws++;
            } else {
              for (const c of cards) {
                const i = from.cards.indexOf(c);
                if (i < 0) fail(`moved ${c}, which pile ${from.id} does not hold`);
                from.cards.splice(i, 1);
              }
              n.moves++;
            }
            receive(to, cards);
            break;
          }
          case CARD_EVENT.count: {
            const p = pile(d.pile);
            if (d.count !== p.cards.length) fail(`pile ${p.id} counted ${JSON.stringify(d.count)}, it holds ${p.cards.length}`);
            break;
          }
          case CARD_EVENT.reveal: {
            if (!isCardList(d.cards)) fail('the cards are not a list of card ids');
            for (const c of d.cards as string[]) if (!Object.values(piles).some((p) => p.cards.includes(c))) fail(`revealed ${c}, which no pile holds`);
            n.reveals++;
            break;
          }
          default: fail('not a card event this check knows');
        }
      }
    }
  } catch (err) {
    if (err instanceof Problem) return done(err.message);
    if (err instanceof RangeError) return done(err.message);
    throw err;
  }
  const ids = [...new Set([...Object.keys(piles), ...Object.keys(final)])].sort();
  for (const id of ids) {
    const got = piles[id];
    const want = final[id];
    if (!got || !want) return done(`pile ${id} is ${got ? 'not in the final state' : 'in the final state but not the initial one'}`);
    if (canonicalJson(got) !== canonicalJson(want)) return done(`pile ${id}: the events give ${got.cards.join(' ') || '(empty)'}, the final state holds ${want.cards.join(' ') || '(empty)'}`);
  }
  return done(null);
}
