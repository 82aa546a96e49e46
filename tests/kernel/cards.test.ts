// Hidden cards (docs/design/seam.md §4, issue 11 item 4, docs/dice.md §10) on a toy deck game
// written here, "parlour": a deck of twelve cards r01…r12 (the umpire's, ordered), red's hand
// (seat red), the blue captain's hand (seat blue/captain: the wall inside blue keeps the scout out)
// and a discard pile everyone sees. Exchange 1 of turn 1 shuffles the deck and deals two cards to
// each hand; every turn red plays the card its orders name (or its lowest, when silent) to the
// discard and both hands draw one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { CARD_EVENT, visiblePiles, type CardPile, type ShuffleData, type TransferData } from '../../src/kernel/cards.js';
import { canSee, everyone, seatsOnly, umpireOnly, type GameEvent } from '../../src/kernel/events.js';
import { resolveExchange, type ExchangeGame, type ExchangeSpec } from '../../src/kernel/exchange.js';
import { hmacText, Stream, streamKey, toHex } from '../../src/kernel/rng.js';
import type { StepContext } from '../../src/kernel/turn.js';
import { cardsHash, cardsKey, turnCardsKey } from '../../src/fairplay/cards-key.js';
import { pilesOf, verifyCards, type CardsExchange } from '../../src/fairplay/cards.js';
import { turnKey, turnKeyMessage } from '../../src/fairplay/turn-key.js';

type Orders = { play?: string };
interface State { turn: number; dealt: boolean; over: boolean; piles: Record<string, CardPile> }
type Ctx = StepContext<null, State, Orders>;

const TURNS = 4;
const DECK = Array.from({ length: 12 }, (_, i) => `r${String(i + 1).padStart(2, '0')}`);
const SEATS = ['red', 'blue/captain', 'blue/scout'] as const;

const start = (): State => ({
  turn: 1, dealt: false, over: false, piles: {
    deck: { id: 'deck', cards: [...DECK], audience: umpireOnly, ordered: true },
    'red-hand': { id: 'red-hand', cards: [], audience: seatsOnly('red'), ordered: false },
    'captain-hand': { id: 'captain-hand', cards: [], audience: seatsOnly('blue/captain'), ordered: false },
    discard: { id: 'discard', cards: [], audience: everyone, ordered: true },
  },
});

const deal = (ctx: Ctx) => {
  const p = ctx.state.piles;
  ctx.cards.shuffle(p.deck, { purpose: 'the deck is shuffled before the first deal', rule: 'P1' });
  ctx.cards.draw(p.deck, p['red-hand'], 2, { purpose: "red's opening hand" });
  ctx.cards.draw(p.deck, p['captain-hand'], 2, { purpose: "the captain's opening hand" });
  ctx.state.dealt = true;
};
const play = (ctx: Ctx) => {
  const p = ctx.state.piles;
  const hand = p['red-hand'];
  const wanted = ctx.orders.red?.play;
  // Silence (seam rule 3): red plays its lowest card.
  const card = wanted !== undefined && hand.cards.includes(wanted) ? wanted : hand.cards[0];
  if (card !== undefined) ctx.cards.move(hand, p.discard, [card], { purpose: 'red plays a card', rule: 'P2' });
  for (const h of ['red-hand', 'captain-hand']) if (p.deck.cards.length) ctx.cards.draw(p.deck, p[h], 1, { purpose: 'a draw at the end of the turn', rule: 'P3' });
  ctx.state.turn++;
  ctx.state.over = ctx.state.turn > TURNS;
};

const parlour: ExchangeGame<null, State, Orders> = {
  id: 'test-parlour',
  version: '1',
  turnOf: (s) => s.turn,
  isOver: (s) => s.over,
  next: (_d, s): ExchangeSpec | null => (s.over ? null : s.dealt
    ? { kind: 'play', label: `turn ${s.turn}`, timing: 'turn', asks: [{ seat: 'red', kind: 'hand', form: 'play', prompt: 'which card do you play?' }] }
    : { kind: 'deal', label: 'the deal', timing: 'turn', asks: [] }),
  exchanges: { deal: { steps: [{ name: 'deal', rule: 'P1', run: deal }] }, play: { steps: [{ name: 'play', rule: 'P2', run: play }] } },
};

const SEED = 'parlour-seed';
const seedBytes = new TextEncoder().encode(SEED);

interface Played { x: CardsExchange & { exchange: number }; spec: ExchangeSpec; before: State; after: State }

/** A whole game, each exchange keyed as the pipeline keys it: the dice key and the cards key from one key input. */
function playGame(answers: (s: State) => Orders | undefined = () => undefined, seed = SEED): { initial: State; final: State; played: Played[] } {
  const initial = start();
  let state = initial;
  const played: Played[] = [];
  let exchange = 0;
  let turn = 0;
  for (let spec = parlour.next(null, state); spec; spec = parlour.next(null, state)) {
    exchange = state.turn === turn ? exchange + 1 : 1;
    turn = state.turn;
    const input = { scheme: 'admiralty-turn-key/1', campaign: 'parlour-1', turn, exchange, seats: {} };
    const keys = { dice: toHex(hmacText(new TextEncoder().encode(seed), canonicalJson(input))), cards: cardsKey(seed, input) };
    const orders = spec.asks.length ? { red: answers(state) } : {};
    const r = resolveExchange(parlour, null, state, { turn, exchange, spec, orders, keys });
    played.push({ x: { turn, exchange, cardsKey: keys.cards, events: r.events }, spec, before: state, after: r.state });
    state = r.state;
  }
  return { initial, final: state, played };
}

const check = (g: ReturnType<typeof playGame>, exchanges = g.played.map((p) => p.x)) => verifyCards(pilesOf(g.initial), exchanges, pilesOf(g.final));
const cardIds = (e: GameEvent): string[] => JSON.stringify(e.data).match(/r\d\d/g) ?? [];

describe('§4 the card operations: shuffle, draw, move, reveal as events with their audience', () => {
  it('a shuffle goes to the umpire alone, with the order before and after, the stream and its positions', () => {
    const { played } = playGame();
    const shuffles = played.flatMap((p) => p.x.events).filter((e) => e.type === CARD_EVENT.shuffle);
    expect(shuffles).toHaveLength(1);
    const s = shuffles[0];
    expect(s.audience).toEqual(umpireOnly);
    const d = s.data as ShuffleData;
    expect(d).toMatchObject({ pile: 'deck', stream: 'cards/deck', position: 0, before: DECK });
    expect([...d.after].sort()).toEqual(DECK);
    expect(d.after).not.toEqual(DECK);
    expect(d.end).toBeGreaterThanOrEqual(11); // eleven draws at least, more where a word was rejected
    expect(s.rule).toBe('P1');
  });

  it('a draw names its cards to the receiving pile\'s audience only, and everyone gets the counts', () => {
    const { played } = playGame();
    const [dealX] = played;
    const draws = dealX.x.events.filter((e) => e.type === CARD_EVENT.draw);
    expect(draws.map((e) => [(e.data as TransferData).to, e.audience])).toEqual([['red-hand', seatsOnly('red')], ['captain-hand', seatsOnly('blue/captain')]]);
    // The deck's order after the shuffle is where the hands come from: the top two, then the next two.
    const after = (dealX.x.events[0].data as ShuffleData).after;
    expect(draws.map((e) => (e.data as TransferData).cards)).toEqual([after.slice(0, 2), after.slice(2, 4)]);
    const counts = dealX.x.events.filter((e) => e.type === CARD_EVENT.count);
    expect(counts.every((e) => e.audience.to === 'all')).toBe(true);
    expect(counts.map((e) => e.data)).toContainEqual({ pile: 'red-hand', count: 2, purpose: "red's opening hand" });
    expect(counts.map((e) => e.data)).toContainEqual({ pile: 'deck', count: 8, purpose: "the captain's opening hand" });
  });

  it('a move into a public pile is public, so it needs no count; a chosen card leaves the hand', () => {
    const h = playGame((s) => ({ play: s.piles['red-hand'].cards[1] }));
    const chosen = h.played[1].before.piles['red-hand'].cards[1];
    const move = h.played[1].x.events.find((e) => e.type === CARD_EVENT.move)!;
    expect(move.audience).toEqual(everyone);
    expect((move.data as TransferData).cards).toEqual([chosen]);
    expect(h.played[1].after.piles.discard.cards[0]).toBe(chosen);
    expect(h.played[1].after.piles['red-hand'].cards).not.toContain(chosen);
  });

  it('a hand is a set kept in sorted order, so its order tells nothing of when a card came', () => {
    const { final } = playGame();
    const hand = final.piles['red-hand'].cards;
    expect(hand).toEqual([...hand].sort());
  });

  it('reveal tells the audience named and changes no pile', () => {
    const game: ExchangeGame<null, State, Orders> = { ...parlour, exchanges: { deal: { steps: [{ name: 'deal', rule: 'P1', run: (ctx) => {
      deal(ctx);
      ctx.cards.reveal(ctx.state.piles['red-hand'].cards, seatsOnly('blue/scout'), { purpose: 'the scout glimpses red\'s hand', rule: 'P4' });
    } }] } } };
    const s = start();
    const r = resolveExchange(game, null, s, { turn: 1, exchange: 1, spec: parlour.next(null, s)!, orders: {}, keys: { dice: 'd', cards: 'c' } });
    const reveal = r.events.find((e) => e.type === CARD_EVENT.reveal)!;
    expect(reveal.audience).toEqual(seatsOnly('blue/scout'));
    expect((reveal.data as { cards: string[] }).cards).toEqual((r.state as State).piles['red-hand'].cards);
    expect(reveal.rule).toBe('P4');
  });

  it('refuses what a pile cannot do: a draw past its end, of fewer than none or part of a card, from a set, onto the pile it leaves, a move of a card it lacks or onto its own pile, a shuffle without a cards key', () => {
    const run = (step: (ctx: Ctx) => void, cards: string | null = 'c') => {
      const s = start();
      return () => resolveExchange({ ...parlour, exchanges: { deal: { steps: [{ name: 'deal', rule: 'P1', run: step }] } } }, null, s, { turn: 1, exchange: 1, spec: parlour.next(null, s)!, orders: {}, keys: { dice: 'd', ...(cards === null ? {} : { cards }) } });
    };
    expect(run((ctx) => { ctx.cards.draw(ctx.state.piles.deck, ctx.state.piles['red-hand'], 13, { purpose: 'x' }); })).toThrow(/cannot draw 13 of the 12/);
    expect(run((ctx) => { ctx.cards.draw(ctx.state.piles['red-hand'], ctx.state.piles.deck, 0, { purpose: 'x' }); })).toThrow(/no top to draw from/);
    expect(run((ctx) => { ctx.cards.draw(ctx.state.piles.deck, ctx.state.piles['red-hand'], -1, { purpose: 'x' }); })).toThrow(/cannot draw -1 of the 12/);
    expect(run((ctx) => { ctx.cards.draw(ctx.state.piles.deck, ctx.state.piles['red-hand'], 1.5, { purpose: 'x' }); })).toThrow(/cannot draw 1.5 of the 12/);
    // A pile is drawn from or moved from onto another: onto itself it would be an event of a draw that changed nothing.
    expect(run((ctx) => { ctx.cards.draw(ctx.state.piles.deck, ctx.state.piles.deck, 1, { purpose: 'x' }); })).toThrow(/deck: a draw needs two piles/);
    expect(run((ctx) => { ctx.cards.move(ctx.state.piles.deck, ctx.state.piles.deck, ['r01'], { purpose: 'x' }); })).toThrow(/deck: a move needs two piles/);
    expect(run((ctx) => { ctx.cards.move(ctx.state.piles['red-hand'], ctx.state.piles.discard, ['r01'], { purpose: 'x' }); })).toThrow(/r01" is not in pile red-hand/);
    expect(run((ctx) => { ctx.cards.shuffle(ctx.state.piles.deck, { purpose: 'x' }); }, null)).toThrow(/no cards key/);
    expect(run((ctx) => { ctx.cards.shuffle(ctx.state.piles['red-hand'], { purpose: 'x' }); })).toThrow(/no order to shuffle/);
    // A pile outside state.piles could not be replayed from the state after the reveal.
    expect(run((ctx) => { ctx.cards.draw(ctx.state.piles.deck, { id: 'pocket', cards: [], audience: umpireOnly, ordered: false }, 1, { purpose: 'x' }); })).toThrow(/pile "pocket" is not the state's piles/);
    expect(run((ctx) => { ctx.cards.shuffle({ ...ctx.state.piles.deck }, { purpose: 'x' }); })).toThrow(/is not the state's piles\["deck"\]/);
  });
});

describe('§4 fog: a seat sees only its piles\' contents, and counts for the others', () => {
  it('visiblePiles gives each seat its own hand, the public discard, and counts of the rest', () => {
    const { final } = playGame();
    const red = visiblePiles(final.piles, 'red');
    expect(red['red-hand']).toMatchObject({ cards: final.piles['red-hand'].cards, hidden: false });
    expect(red['captain-hand']).toMatchObject({ cards: [], count: final.piles['captain-hand'].cards.length, hidden: true });
    expect(red.deck).toMatchObject({ cards: [], count: final.piles.deck.cards.length, hidden: true });
    expect(red.discard.cards).toEqual(final.piles.discard.cards);
    const scout = visiblePiles(final.piles, 'blue/scout');
    expect(scout['captain-hand']).toMatchObject({ cards: [], hidden: true }); // the wall inside blue
    // The side's view (`blue`) is not the captain's either (seats audiences are exact, §3).
    expect(visiblePiles(final.piles, 'blue')['captain-hand'].hidden).toBe(true);
    expect(visiblePiles(final.piles, 'umpire').deck.cards).toEqual(final.piles.deck.cards);
  });

  it('no event a seat may see names a card outside its own piles or the discard, in any turn', () => {
    for (const answers of [() => undefined, (s: State) => ({ play: s.piles['red-hand'].cards.at(-1) })]) fogHolds(playGame(answers));
  });

  it('property: the same holds over any seed and any plays', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), (seed, pick) => {
      fogHolds(playGame((s) => ({ play: s.piles['red-hand'].cards[pick % Math.max(1, s.piles['red-hand'].cards.length)] }), seed));
    }), { numRuns: 40 });
  });
});

/** What each seat saw of the cards: only its own hands' and the discard's ids; the scout, only counts and red's plays. */
function fogHolds({ played }: ReturnType<typeof playGame>): void {
  for (const seat of SEATS) {
    for (const p of played) {
      // What the seat may know of the cards after the exchange: its own hands and the discard.
      const known = new Set(Object.values(visiblePiles(p.after.piles, seat)).filter((v) => !v.hidden && v.audience.to !== 'umpire').flatMap((v) => v.cards));
      for (const c of p.before.piles.discard.cards) known.add(c);
      const seen = p.x.events.filter((e) => canSee(e, seat)).flatMap(cardIds);
      // A card red played to the discard came from red's hand: named to all, and now public.
      for (const c of seen) expect(known.has(c), `${seat} turn ${p.x.turn} sees ${c}`).toBe(true);
    }
  }
  const scoutSees = played.flatMap((p) => p.x.events).filter((e) => canSee(e, 'blue/scout'));
  expect(scoutSees.some((e) => e.type === CARD_EVENT.count)).toBe(true);
  expect(scoutSees.filter((e) => e.type !== CARD_EVENT.move).flatMap(cardIds)).toEqual([]);
}

describe('§4 determinism and keys', () => {
  it('the same keys give the same piles and events; another seed gives another deal', () => {
    const a = playGame();
    const b = playGame();
    expect(canonicalJson(a.played.map((p) => p.x.events))).toBe(canonicalJson(b.played.map((p) => p.x.events)));
    expect(a.final).toEqual(b.final);
    const c = playGame(undefined, 'another-seed');
    expect(c.final.piles['red-hand'].cards).not.toEqual(a.final.piles['red-hand'].cards);
  });

  it('the shuffle is docs/dice.md §3\'s Fisher–Yates on the stream cards/<pile> under the cards key, not the dice key', () => {
    const { played } = playGame();
    const d = played[0].x.events[0].data as ShuffleData;
    const perm = new Stream(streamKey(played[0].x.cardsKey!, 'cards/deck')).shuffle(12);
    expect(d.after).toEqual(perm.map((i) => DECK[i]));
    // Under the same input the dice key would have given another order: the two keys are apart.
    const diceKey = toHex(hmacText(seedBytes, canonicalJson({ scheme: 'admiralty-turn-key/1', campaign: 'parlour-1', turn: 1, exchange: 1, seats: {} })));
    expect(diceKey).not.toBe(played[0].x.cardsKey);
    expect(new Stream(streamKey(diceKey, 'cards/deck')).shuffle(12).map((i) => DECK[i])).not.toEqual(d.after);
  });

  it('the cards key is HMAC(seed, "cards\\0" ‖ key input), and for a turn it differs from the turn key made of the same input', () => {
    const seats = { allied: { orders: 'aa'.repeat(32), salt: null }, central: { orders: null, salt: null } };
    const message = turnKeyMessage('med', 3, seats);
    const independent = toHex(hmacText(new TextEncoder().encode('s33d'), `cards\u0000${message}`));
    expect(turnCardsKey('s33d', 'med', 3, seats)).toBe(independent);
    expect(cardsKey('s33d', JSON.parse(message))).toBe(independent);
    expect(independent).not.toBe(turnKey('s33d', 'med', 3, seats));
  });

  it('the cards hash covers every card event, hidden ones included; exchange 1 is not written into it (seam rule 1)', () => {
    const { played } = playGame();
    const x = played[0].x;
    const h = cardsHash(x.turn, 1, x.events);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(cardsHash(x.turn, 1, x.events)).toBe(h);
    // A hidden shuffle's order changed: a different hash.
    const forged = x.events.map((e) => (e.type === CARD_EVENT.shuffle ? { ...e, data: { ...(e.data as ShuffleData), after: [...(e.data as ShuffleData).after].reverse() } } : e));
    expect(cardsHash(x.turn, 1, forged)).not.toBe(h);
    // Rolls and other events are not part of it; a later exchange is.
    expect(cardsHash(x.turn, 1, [...x.events, { seq: 99, turn: 1, step: 'x', rule: '', type: 'roll', audience: everyone, data: {} }])).toBe(h);
    expect(cardsHash(x.turn, 2, x.events)).not.toBe(h);
  });

  it('a game without cards is unchanged: no cards key needed, no card events', () => {
    const s = start();
    const quiet: ExchangeGame<null, State, Orders> = { ...parlour, exchanges: { deal: { steps: [{ name: 'deal', rule: 'P1', run: (ctx) => { ctx.state.dealt = true; } }] } } };
    const r = resolveExchange(quiet, null, s, { turn: 1, exchange: 1, spec: parlour.next(null, s)!, orders: {}, keys: { dice: 'd' } });
    expect(r.events).toEqual([]);
  });
});

describe('§4 verification: replaying the piles from the initial state with every card event', () => {
  it('an honest game replays to its final piles', () => {
    const g = playGame((s) => ({ play: s.piles['red-hand'].cards.at(-1) }));
    const r = check(g);
    expect(r).toMatchObject({ ok: true, problem: null, shuffles: 1 });
    expect(r.draws).toBe(2 + 2 * TURNS);
    expect(r.moves).toBe(TURNS);
  });

  it('a swapped card is caught: a draw that records another card than the deck gave', () => {
    const g = playGame();
    const x = g.played[1].x;
    const i = x.events.findIndex((e) => e.type === CARD_EVENT.draw);
    const d = x.events[i].data as TransferData;
    const other = g.played[1].before.piles['captain-hand'].cards[0];
    const events = x.events.map((e, k) => (k === i ? { ...e, data: { ...d, cards: [other] } } : e));
    const r = check(g, g.played.map((p) => (p === g.played[1] ? { ...x, events } : p.x)));
    expect(r.ok).toBe(false);
    // The deal is exchange 1 of turn 1; red's first play is its exchange 2.
    expect(r.problem).toMatch(new RegExp(`^turn 1 exchange 2, cards.draw event #${x.events[i].seq}: drew ${other}, but the top of pile deck is`));
  });

  it('a swapped card is caught in the final state too: the hands do not match the events', () => {
    const g = playGame();
    const final = structuredClone(g.final);
    const [a, b] = [final.piles['red-hand'].cards[0], final.piles['captain-hand'].cards[0]];
    final.piles['red-hand'].cards[0] = b;
    final.piles['captain-hand'].cards[0] = a;
    const r = verifyCards(pilesOf(g.initial), g.played.map((p) => p.x), pilesOf(final));
    expect(r.ok).toBe(false);
    expect(r.problem).toMatch(/^pile captain-hand: the events give .*, the final state holds/);
  });

  it('a forged shuffle is caught: a referee who stacks the deck and records it as a shuffle', () => {
    // The cheat orders the deck so red gets r11 and r12, and records that as the shuffle; every
    // later event follows honestly from the stacked deck, so only the cards key can tell.
    const stacked: ExchangeGame<null, State, Orders> = { ...parlour, exchanges: { ...parlour.exchanges, deal: { steps: [{ name: 'deal', rule: 'P1', run: (ctx) => {
      const deck = ctx.state.piles.deck;
      const before = [...deck.cards];
      deck.cards = ['r11', 'r12', ...DECK.slice(0, 10)];
      ctx.emit({ type: CARD_EVENT.shuffle, audience: umpireOnly, data: { pile: 'deck', stream: 'cards/deck', position: 0, end: 11, before, after: [...deck.cards], purpose: 'the deck is shuffled' } });
      ctx.cards.draw(deck, ctx.state.piles['red-hand'], 2, { purpose: 'deal' });
      ctx.cards.draw(deck, ctx.state.piles['captain-hand'], 2, { purpose: 'deal' });
      ctx.state.dealt = true;
    } }] } } };
    const s = start();
    const x1 = resolveExchange(stacked, null, s, { turn: 1, exchange: 1, spec: parlour.next(null, s)!, orders: {}, keys: { dice: 'd', cards: 'ab'.repeat(32) } });
    expect((x1.state as State).piles['red-hand'].cards).toEqual(['r11', 'r12']);
    const r = verifyCards(pilesOf(s), [{ turn: 1, cardsKey: 'ab'.repeat(32), events: x1.events }], pilesOf(x1.state));
    expect(r.ok).toBe(false);
    expect(r.problem).toMatch(/^turn 1, cards.shuffle event #0: pile deck: the cards key gives the order .*, the record has r11 r12 r01/);
    // And the same record under the wrong key fails even when the shuffle was honest.
    const g = playGame();
    const wrongKey = check(g, g.played.map((p, k) => (k === 0 ? { ...p.x, cardsKey: 'cd'.repeat(32) } : p.x)));
    expect(wrongKey.problem).toMatch(/cards.shuffle event #0: pile deck: the cards key gives the order/);
  });

  it('a draw not from the top is caught: a referee who deals red the best card from the middle', () => {
    const cheat: ExchangeGame<null, State, Orders> = { ...parlour, exchanges: { ...parlour.exchanges, play: { steps: [{ name: 'play', rule: 'P2', run: (ctx) => {
      const { deck } = ctx.state.piles;
      const best = [...deck.cards].sort().at(-1)!;
      if (deck.cards[0] !== best) {
        deck.cards.splice(deck.cards.indexOf(best), 1);
        ctx.state.piles['red-hand'].cards.push(best);
        ctx.state.piles['red-hand'].cards.sort();
        ctx.emit({ type: CARD_EVENT.draw, audience: seatsOnly('red'), data: { from: 'deck', to: 'red-hand', cards: [best], purpose: 'a draw' } });
      }
      ctx.state.turn++;
      ctx.state.over = ctx.state.turn > TURNS;
    } }] } } };
    const honest = playGame();
    const dealt = honest.played[0].after;
    const spec = parlour.next(null, dealt)!;
    const x2 = resolveExchange(cheat, null, dealt, { turn: 1, exchange: 2, spec, orders: {}, keys: { dice: 'ef'.repeat(32), cards: 'ef'.repeat(32) } });
    const drew = x2.events.find((e) => e.type === CARD_EVENT.draw);
    expect(drew, 'the stacked deck happened to have the best card on top; pick another seed').toBeDefined();
    const r = verifyCards(pilesOf(honest.initial), [honest.played[0].x, { turn: 1, exchange: 2, cardsKey: 'ef'.repeat(32), events: x2.events }], pilesOf(x2.state));
    expect(r.ok).toBe(false);
    expect(r.problem).toMatch(/^turn 1 exchange 2, cards.draw event #0: drew r\d\d, but the top of pile deck is r\d\d/);
  });

  it('a pile whose key is not its id, or that is not a pile, is refused before anything is replayed', () => {
    const g = playGame();
    const renamed = { ...pilesOf(g.initial), hand: pilesOf(g.initial)['red-hand'] };
    expect(verifyCards(renamed, [], pilesOf(g.initial)).problem).toBe("the initial state's pile hand is not a pile named hand");
    expect(verifyCards(pilesOf(g.initial), [], { ...pilesOf(g.final), deck: { id: 'deck', cards: 'r01' } as unknown as CardPile }).problem).toBe("the final state's pile deck is not a pile named deck");
  });

  it('property: over any seed and any plays, an honest game verifies, and any one drawn card changed is caught', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.array(fc.nat(5), { minLength: TURNS, maxLength: TURNS }), fc.nat(), fc.nat(), (seed, picks, at, other) => {
      let turn = 0;
      const g = playGame((s) => ({ play: s.piles['red-hand'].cards[picks[turn++ % picks.length] % Math.max(1, s.piles['red-hand'].cards.length)] }), seed);
      expect(check(g).ok).toBe(true);
      const draws = g.played.flatMap((p, k) => p.x.events.filter((e) => e.type === CARD_EVENT.draw).map((e) => [k, e.seq] as const));
      const [k, seq] = draws[at % draws.length];
      const forged = g.played.map((p, i) => (i !== k ? p.x : { ...p.x, events: p.x.events.map((e) => {
        if (e.seq !== seq) return e;
        const d = e.data as TransferData;
        const replacement = DECK.filter((c) => c !== d.cards[0])[other % (DECK.length - 1)];
        return { ...e, data: { ...d, cards: [replacement, ...d.cards.slice(1)] } };
      }) }));
      expect(check(g, forged).ok).toBe(false);
    }), { numRuns: 60 });
  });

  it('a move of a card the pile does not hold, a wrong count, a reveal of no card, a missing event: each is caught', () => {
    const g = playGame();
    const swap = (k: number, type: string, f: (d: Record<string, unknown>) => Record<string, unknown>) => check(g, g.played.map((p, i) => (i === k
      ? { ...p.x, events: p.x.events.map((e) => (e.type === type ? { ...e, data: f(e.data as Record<string, unknown>) } : e)) } : p.x)));
    const notHeld = g.played[1].before.piles['captain-hand'].cards[0];
    expect(swap(1, CARD_EVENT.move, (d) => ({ ...d, cards: [notHeld] })).problem).toMatch(`moved ${notHeld}, which pile red-hand does not hold`);
    expect(swap(1, CARD_EVENT.count, (d) => ({ ...d, count: 99 })).problem).toMatch(/counted 99, it holds/);
    const withReveal = g.played.map((p, i) => (i === 1 ? { ...p.x, events: [...p.x.events, { seq: 50, turn: 2, step: 'play', rule: '', type: CARD_EVENT.reveal, audience: everyone, data: { cards: ['r99'], purpose: 'x' } }] } : p.x));
    expect(check(g, withReveal).problem).toMatch(/revealed r99, which no pile holds/);
    const dropped = g.played.map((p, i) => (i === 2 ? { ...p.x, events: p.x.events.filter((e) => e.type !== CARD_EVENT.draw) } : p.x));
    expect(check(g, dropped).ok).toBe(false);
  });
});
