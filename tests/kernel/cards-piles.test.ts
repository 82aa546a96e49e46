// Where cards land and which piles may be used (docs/dice.md §3 and §10, docs/design/seam.md §4),
// on a toy state written here: a deck "stock" of four cards, an ordered "table" pile holding one
// card, and a hand (a set). The fair-play verifier (src/fairplay/cards.ts) replays the same
// conventions, so the kernel's tests must pin them on their own: issue 18's hand mutation of
// src/kernel/cards.ts found the top of an ordered pile, a pile id's check and a missing
// state.piles free to change with the kernel's tests passing.
import { describe, expect, it } from 'vitest';
import type { CardOps, CardPile, ShuffleData } from '../../src/kernel/cards.js';
import { CARD_EVENT, byCodeUnit } from '../../src/kernel/cards.js';
import { everyone, seatsOnly, umpireOnly } from '../../src/kernel/events.js';
import { resolveExchange, type ExchangeGame, type ExchangeSpec } from '../../src/kernel/exchange.js';
import { Stream, streamKey } from '../../src/kernel/rng.js';

interface State { turn: number; piles?: Record<string, CardPile> | null }
const spec: ExchangeSpec = { kind: 'deal', label: 'turn 1', timing: 'turn', asks: [] };

function play(state: State, step: (cards: CardOps, piles: Record<string, CardPile>) => void) {
  const game: ExchangeGame<null, State, never> = {
    id: 'test-piles', version: '1', turnOf: (s) => s.turn, isOver: () => false, next: () => null,
    exchanges: { deal: { steps: [{ name: 'deal', rule: 'P1', run: (ctx) => step(ctx.cards, ctx.state.piles!) }] } },
  };
  return resolveExchange(game, null, state, { turn: 1, exchange: 1, spec, orders: {}, keys: { dice: 'd', cards: 'c' } });
}

const table = (): State => ({ turn: 1, piles: {
  stock: { id: 'stock', cards: ['s1', 's2', 's3', 's4'], audience: umpireOnly, ordered: true },
  table: { id: 'table', cards: ['t0'], audience: everyone, ordered: true },
  hand: { id: 'hand', cards: ['x9'], audience: seatsOnly('red'), ordered: false },
} });

describe('docs/dice.md §10: cards[0] is the top; cards put on an ordered pile go on its top, the first of them topmost', () => {
  it('a draw puts the top two of the stock on top of the table pile, in their order', () => {
    const r = play(table(), (cards, p) => { cards.draw(p.stock, p.table, 2, { purpose: 'two to the table' }); });
    expect(r.state.piles!.table.cards).toEqual(['s1', 's2', 't0']);
    expect(r.state.piles!.stock.cards).toEqual(['s3', 's4']);
  });

  it('a move puts the chosen cards on top of an ordered pile, the first named topmost, and into a hand in sorted order', () => {
    const r = play(table(), (cards, p) => {
      cards.move(p.stock, p.table, ['s4', 's2'], { purpose: 'chosen to the table' });
      cards.move(p.stock, p.hand, ['s3'], { purpose: 'chosen to the hand' });
    });
    expect(r.state.piles!.table.cards).toEqual(['s4', 's2', 't0']);
    expect(r.state.piles!.hand.cards).toEqual(['s3', 'x9']);
    expect(r.state.piles!.stock.cards).toEqual(['s1']);
    expect(r.events.filter((e) => e.type === CARD_EVENT.move).map((e) => (e.data as { cards: string[] }).cards)).toEqual([['s4', 's2'], ['s3']]);
  });
});

describe('docs/dice.md §3: a pile is shuffled on the stream cards/<id>, so its id must make a stream name', () => {
  it.each([['a space', 'my deck'], ['nothing', ''], ['a number, not text', 7]])('a pile whose id is %s is refused before its shuffle', (_what, id) => {
    const key = String(id);
    const state: State = { turn: 1, piles: { [key]: { id: id as string, cards: ['a', 'b'], audience: umpireOnly, ordered: true } } };
    expect(() => play(state, (cards, p) => { cards.shuffle(p[key]!, { purpose: 'x' }); })).toThrow(/cannot name a stream/);
  });
});

describe('seam §4: piles live in state.piles under their id', () => {
  it('a state without piles refuses every pile, naming it', () => {
    const pile: CardPile = { id: 'stock', cards: ['a', 'b'], audience: umpireOnly, ordered: true };
    for (const piles of [undefined, null]) {
      const state: State = { turn: 1, piles };
      const game: ExchangeGame<null, State, never> = {
        id: 'test-piles', version: '1', turnOf: (s) => s.turn, isOver: () => false, next: () => null,
        exchanges: { deal: { steps: [{ name: 'deal', rule: 'P1', run: (ctx) => ctx.cards.shuffle(pile, { purpose: 'x' }) }] } },
      };
      expect(() => resolveExchange(game, null, state, { turn: 1, exchange: 1, spec, orders: {}, keys: { dice: 'd', cards: 'c' } }), String(piles))
        .toThrow(/pile "stock" is not the state's piles\["stock"\]/);
    }
  });
});

describe('docs/dice.md §10: the streams of one exchange last the whole exchange', () => {
  it('a pile shuffled twice in one exchange draws on from where its first shuffle ended, as Fisher–Yates on cards/<pile> gives', () => {
    const key = 'c';
    const r = play(table(), (cards, p) => {
      cards.shuffle(p.stock, { purpose: 'first shuffle' });
      cards.shuffle(p.stock, { purpose: 'second shuffle' });
    });
    const [first, second] = r.events.filter((e) => e.type === CARD_EVENT.shuffle).map((e) => e.data as ShuffleData);
    expect(first.position).toBe(0);
    expect(second.position).toBe(first.end);
    // The same stream, drawn on: two Fisher–Yates shuffles of four, one after the other.
    const stream = new Stream(streamKey(key, 'cards/stock'));
    const once = stream.shuffle(4).map((i) => ['s1', 's2', 's3', 's4'][i]);
    expect(first.after).toEqual(once);
    expect(second.before).toEqual(once);
    expect(second.after).toEqual(stream.shuffle(4).map((i) => once[i]));
    expect(second.end).toBe(stream.position);
    expect(r.state.piles!.stock.cards).toEqual(second.after);
  });
});

describe('seam §4: what a draw tells and returns', () => {
  it('a draw may take none of a pile or all of it; it is refused only past the end or below none', () => {
    const r = play(table(), (cards, p) => {
      expect(cards.draw(p.stock, p.table, 0, { purpose: 'none this time' })).toEqual([]);
      expect(cards.draw(p.stock, p.hand, 4, { purpose: 'the whole stock' })).toEqual(['s1', 's2', 's3', 's4']);
    });
    expect(r.state.piles!.stock.cards).toEqual([]);
    expect(r.state.piles!.table.cards).toEqual(['t0']);
  });

  it('a draw returns the cards it took, top first, for the step to read', () => {
    let drawn: string[] = [];
    play(table(), (cards, p) => { drawn = cards.draw(p.stock, p.hand, 3, { purpose: 'three to the hand' }); });
    expect(drawn).toEqual(['s1', 's2', 's3']);
  });

  it('a pile everyone sees gets no count: its contents are public already; the hidden piles it touched get one each', () => {
    const r = play(table(), (cards, p) => {
      cards.draw(p.stock, p.table, 1, { purpose: 'one to the table' });
      cards.move(p.hand, p.table, ['x9'], { purpose: 'red lays its card' });
    });
    const counts = r.events.filter((e) => e.type === CARD_EVENT.count).map((e) => e.data);
    expect(counts).toEqual([
      { pile: 'stock', count: 3, purpose: 'one to the table' },
      { pile: 'hand', count: 0, purpose: 'red lays its card' },
    ]);
  });
});

describe('docs/dice.md §10 an unordered pile (a hand) is a set, kept in code-unit order', () => {
  it('the cards a hand receives go among those it holds in code-unit order, whatever order they are named in', () => {
    const state = table();
    state.piles!.hand.cards = ['m5'];
    const r = play(state, (cards, p) => {
      cards.move(p.stock, p.hand, ['s4', 's1'], { purpose: 'two to the hand' });
      cards.move(p.table, p.hand, ['t0'], { purpose: 'the table card too' });
    });
    expect(r.state.piles!.hand.cards).toEqual(['m5', 's1', 's4', 't0']);
  });

  it('the order is by UTF-16 code unit: -1, 1 or 0 as a comparator; capitals first, an astral card before U+FFFF', () => {
    expect([byCodeUnit('a', 'b'), byCodeUnit('b', 'a'), byCodeUnit('a', 'a')]).toEqual([-1, 1, 0]);
    expect([byCodeUnit('Z', 'a'), byCodeUnit('a', 'Z')]).toEqual([-1, 1]);
    // U+1F0A1 (a playing card) is written with the surrogates D83C DCA1: before U+FFFF by code unit, after it by code point.
    expect(byCodeUnit('\u{1F0A1}', '\uFFFF')).toBe(-1);
    expect(['b2', 'B1', 'a3', '\uFFFF', '\u{1F0A1}'].sort(byCodeUnit)).toEqual(['B1', 'a3', 'b2', '\u{1F0A1}', '\uFFFF']);
  });
});
