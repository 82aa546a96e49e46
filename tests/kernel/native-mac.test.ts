/**
 * docs/dice.md §3 computed two ways. The kernel's HMAC-SHA256 is pure JavaScript (@noble/hashes)
 * so that it runs anywhere; under Node the pipeline hands the kernel Node's own (issue 17: a sixth
 * of a 100-turn replay was the pure-JavaScript HMAC). Which one a caller chose must never change
 * a die, a shuffle or a digest: the same bytes, the same turn.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { umpireOnly, type GameEvent } from '../../src/kernel/events.js';
import { resolveExchange, type ExchangeGame } from '../../src/kernel/exchange.js';
import type { CardPile } from '../../src/kernel/cards.js';
import { portableMac, Stream, streamKeyer, type MacFactory } from '../../src/kernel/rng.js';
import type { StepContext } from '../../src/kernel/turn.js';
import { adapterFor } from '../../src/pipeline/campaign.js';
import { nativeMac } from '../../src/pipeline/native-mac.js';

const bytes = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (seed * 31 + i * 7) & 255);
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe("docs/dice.md §3: Node's HMAC-SHA256 and the kernel's give the same bytes", () => {
  it('for keys shorter than, equal to and longer than SHA-256\'s 64-byte block, and any message', () => {
    for (const keyLength of [0, 1, 31, 32, 63, 64, 65, 200]) {
      const key = bytes(keyLength, keyLength);
      const native = nativeMac(key);
      const portable = portableMac(key);
      for (const message of [new Uint8Array(0), bytes(8, 1), bytes(64, 2), bytes(1000, 3)]) {
        expect(hex(native(message)), `key of ${keyLength} bytes, message of ${message.length}`).toBe(hex(portable(message)));
      }
    }
  });

  it('a keyed HMAC is used again and again: each message is answered on its own, in any order', () => {
    for (const mac of [nativeMac, portableMac]) {
      const keyed = mac(bytes(32, 9));
      const first = hex(keyed(bytes(8, 1)));
      const second = hex(keyed(bytes(8, 2)));
      expect(second).not.toBe(first);
      expect(hex(keyed(bytes(8, 1)))).toBe(first);
    }
  });

  it('the key is copied: changing the caller\'s bytes afterwards changes nothing', () => {
    const key = bytes(32, 4);
    const keyed = nativeMac(key);
    const before = hex(keyed(bytes(8, 1)));
    key.fill(0);
    expect(hex(keyed(bytes(8, 1)))).toBe(before);
  });

  it('stream keys and 100 dice words of a stream (13 blocks) are the same', () => {
    const turnKey = 'c4'.repeat(32);
    for (const name of ['weather', 'battle/z12:3', 'cards/deck']) {
      const k1 = streamKeyer(turnKey)(name);
      const k2 = streamKeyer(turnKey, nativeMac)(name);
      expect(hex(k2)).toBe(hex(k1));
      const a = new Stream(k1);
      const b = new Stream(k2, nativeMac);
      const words = (s: Stream) => Array.from({ length: 100 }, () => s.nextUint32());
      expect(words(b)).toEqual(words(a));
    }
  });
});

// A toy exchange that rolls a die on a named stream and shuffles a deck: what every game's steps do.
interface Toy { turn: number; rolled: number[]; piles: Record<string, CardPile> }
const toy: ExchangeGame<null, Toy, Record<string, never>> = {
  id: 'test-toy', version: '1', turnOf: (s) => s.turn, isOver: () => false,
  next: () => ({ kind: 'go', label: 'go', timing: 'turn', asks: [] }),
  exchanges: {
    go: {
      steps: [{
        name: 'toy', rule: 'T1', run: (ctx: StepContext<null, Toy, Record<string, never>>) => {
          for (let i = 0; i < 5; i++) ctx.state.rolled.push(ctx.roll({ table: 'T1', purpose: `die ${i}`, stream: 'z1', audience: umpireOnly }).total);
          ctx.cards.shuffle(ctx.state.piles.deck, { purpose: 'the deck is shuffled', rule: 'T2' });
        },
      }],
    },
  },
};
const toyState = (): Toy => ({ turn: 1, rolled: [], piles: { deck: { id: 'deck', cards: Array.from({ length: 20 }, (_, i) => `c${i}`), audience: umpireOnly, ordered: true } } });
const runToy = (mac?: MacFactory) => resolveExchange(toy, null, toyState(), {
  turn: 1, exchange: 1, spec: toy.next(null, toyState())!, orders: {}, keys: { dice: '9d'.repeat(32), cards: 'e1'.repeat(32) },
}, mac ? { mac } : {});

describe('ResolveOptions.mac: the HMAC an exchange rolls and shuffles with', () => {
  it('Node\'s gives the very turn the kernel\'s own gives: state and events', () => {
    const own = runToy();
    const node = runToy(nativeMac);
    expect(canonicalJson(node.state)).toBe(canonicalJson(own.state));
    expect(JSON.stringify(node.events)).toBe(JSON.stringify(own.events));
  });

  it('is the one used for both the dice and the cards (a wrong HMAC changes both)', () => {
    // An "HMAC" that answers zeros: every word 0, so every die a 1 and every shuffle draw the first card.
    const zeros: MacFactory = () => () => new Uint8Array(32);
    const own = runToy();
    const wrong = runToy(zeros);
    expect(wrong.state.rolled).toEqual([1, 1, 1, 1, 1]);
    expect(own.state.rolled).not.toEqual([1, 1, 1, 1, 1]);
    expect(wrong.state.piles.deck.cards).not.toEqual(own.state.piles.deck.cards);
  });

  it('a GWAS turn (Goeben, 1914) resolved with either is the same turn, every roll included', () => {
    const adapter = adapterFor('gwas-mediterranean');
    const setup = adapter.setup('goeben-1914');
    const input = { turn: (setup as { turn: number }).turn, exchange: 1, spec: adapter.next(setup)!, orders: {}, dice: '7b'.repeat(32) };
    const own = adapter.resolveExchange(setup, input, {});
    const node = adapter.resolveExchange(setup, input, { mac: nativeMac });
    const rolls = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'roll').length;
    expect(rolls(own.events)).toBeGreaterThan(0);
    expect(JSON.stringify(node.events)).toBe(JSON.stringify(own.events));
    expect(canonicalJson(node.state)).toBe(canonicalJson(own.state));
  });
});
