/**
 * Hidden cards through the pipeline (issue 11 "Hidden cards"; seam §4; docs/dice.md §10): each
 * exchange is resolved with its cards key, derived from the seed like the dice key and never
 * journalled; replay re-derives it; at the end the dice ledger carries every card event with its
 * hash and the first and last piles, and `verifyLedger` replays every shuffle and draw.
 *
 * "Cargo ferry" is ferry (tests/games/ferry/game.ts) with a hidden deck: at each crossing the
 * umpire shuffles the cargo deck and red draws its top card into its hold (F3, a test rule).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameAdapter } from '../../src/game-api/adapter.js';
import type { CardPile } from '../../src/kernel/cards.js';
import { resolveExchange, type ExchangeGame } from '../../src/kernel/exchange.js';
import { sidesOnly, umpireOnly } from '../../src/kernel/events.js';
import { cardsHash, exchangeCardsKey } from '../../src/fairplay/cards-key.js';
import { buildDiceLedger, type DiceLedger } from '../../src/fairplay/dice-ledger.js';
import { verifyLedger } from '../../src/fairplay/verify-ledger.js';
import { createCampaign, reportFor, resolveCampaignTurn, submitOrders } from '../../src/pipeline/campaign.js';
import { registerGame } from '../../src/pipeline/games.js';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { openStore } from '../../src/store/sqlite-store.js';
import type { Store } from '../../src/store/types.js';
import { ferryAdapter, ferryGame, type FerryOrders, type FerryState } from '../games/ferry/game.js';

const CARGO = 'test-ferry-cargo';
type CargoState = FerryState & { piles: Record<string, CardPile> };
const CARDS = ['coal', 'grain', 'guns', 'mail', 'salt', 'wine'];

const cargoGame: ExchangeGame<null, CargoState, FerryOrders> = {
  ...(ferryGame as unknown as ExchangeGame<null, CargoState, FerryOrders>),
  exchanges: {
    ...(ferryGame.exchanges as unknown as ExchangeGame<null, CargoState, FerryOrders>['exchanges']),
    crossing: { steps: [
      { name: 'cargo', rule: 'F3', run: (ctx) => {
        const { deck, hold } = ctx.state.piles;
        ctx.cards.shuffle(deck!, { purpose: 'the cargo deck before loading' });
        ctx.cards.draw(deck!, hold!, 1, { purpose: 'red loads the top crate' });
      } },
      ...(ferryGame.exchanges.crossing!.steps as unknown as ExchangeGame<null, CargoState, FerryOrders>['exchanges']['crossing']['steps']),
    ] },
  },
};

const cargoAdapter: GameAdapter = {
  ...ferryAdapter,
  id: CARGO,
  engineVersion: `${CARGO}@1`,
  setup: (scenario, options) => ({
    ...(ferryAdapter.setup(scenario, options) as FerryState),
    piles: {
      deck: { id: 'deck', cards: [...CARDS], audience: umpireOnly, ordered: true },
      hold: { id: 'hold', cards: [], audience: sidesOnly('red'), ordered: false },
    },
  }),
  resolveExchange: (s, input, options) => resolveExchange(cargoGame, null, s as CargoState,
    { turn: input.turn, exchange: input.exchange, spec: input.spec, orders: input.orders as Record<string, FerryOrders>, keys: { dice: input.dice, ...(input.cards ? { cards: input.cards } : {}) } }, options),
};

let home: string;
let unregister: () => void;
const stores: Store[] = [];
beforeAll(() => { home = mkdtempSync(join(tmpdir(), 'admiralty-cards-')); unregister = registerGame(cargoAdapter); });
afterAll(() => { for (const s of stores) s.close(); unregister(); rmSync(home, { recursive: true, force: true }); });

const clock = { now: () => new Date('2026-01-02T00:00:00Z') };
function play(id: string, turns: number): Store {
  const store = openStore(join(home, `${id}.db`));
  stores.push(store);
  createCampaign(store, { id, scenario: `${CARGO}/strait` }, clock);
  for (let t = 1; t <= turns; t++) {
    submitOrders(store, id, 'red', `{"berth": ${t}}`, 'cli', clock);
    submitOrders(store, id, 'blue', `{"berth": ${t === 1 ? 1 : 6}}`, 'cli', clock); // a contact in turn 1 only
    resolveCampaignTurn(store, id, clock);
    if (t === 1) { submitOrders(store, id, 'blue', '{"board": false}', 'cli', clock); resolveCampaignTurn(store, id, clock); }
  }
  return store;
}

describe('seam §4: hidden cards through the pipeline, checked after the reveal', () => {
  it('a whole campaign: three shuffles and three draws, replayed from the journal and verified from the ledger', () => {
    const store = play('cargo', 3);
    expect(store.getCampaign('cargo')!.status).toBe('over');
    const state = JSON.parse(store.getCampaign('cargo')!.stateJson) as CargoState;
    expect(state.piles.hold!.cards).toHaveLength(3);
    expect(replayCampaign(store, 'cargo').ok).toBe(true);
    const ledger = buildDiceLedger(store, 'cargo');
    expect(ledger.piles?.initial.deck!.cards).toEqual(CARDS);
    const r = verifyLedger(ledger);
    expect(r.problems).toEqual([]);
    expect(r.cards).toMatchObject({ ok: true, shuffles: 3, draws: 3 });
    // No journal row holds a cards key: it is derived from the seed, secret until the reveal.
    const seed = ledger.epochs[0]!.seed!;
    const cardKeys = ledger.turns.filter((t) => t.cards).map((t) => exchangeCardsKey(seed, 'cargo', t.turn, t.seats!, { exchange: t.exchange ?? 1, kind: t.kind ?? '', prev: t.prev ?? null }));
    expect(cardKeys).toHaveLength(3);
    const journal = JSON.stringify(store.listJournal('cargo'));
    for (const k of cardKeys) expect(journal).not.toContain(k);
  });

  it('blue never sees which crates red loaded; red sees its own hold', () => {
    const store = play('fog', 3);
    const hold = (JSON.parse(store.getCampaign('fog')!.stateJson) as CargoState).piles.hold!.cards;
    for (const t of [1, 2, 3]) {
      const blue = reportFor(store, 'fog', 'blue', 'text', t);
      for (const c of CARDS) expect(blue).not.toContain(`"${c}"`);
    }
    const red = [1, 2, 3].map((t) => reportFor(store, 'fog', 'red', 'text', t)).join('\n');
    for (const c of hold) expect(red).toContain(`"${c}"`);
  });

  it('a tampered shuffle, a tampered hash or a swapped final pile fails the check, naming it', () => {
    const store = play('tamper', 3);
    const ledger = buildDiceLedger(store, 'tamper');
    const clone = (): DiceLedger => JSON.parse(JSON.stringify(ledger)) as DiceLedger;
    const withCards = ledger.turns.findIndex((t) => t.cards);
    // A different order after the first shuffle, with the hash recomputed to match: the key catches it.
    const a = clone();
    const ev = a.turns[withCards]!.cards!.events[0]!.data as { after: string[] };
    ev.after.reverse();
    const hashOnly = verifyLedger(a);
    expect(hashOnly.problems.some((p) => /do not hash to the published cards hash/.test(p))).toBe(true);
    (a.turns[withCards]!.cards as { hash: string }).hash = cardsHash(a.turns[withCards]!.turn, a.turns[withCards]!.exchange ?? 1, a.turns[withCards]!.cards!.events.map((e, seq) => ({ seq, turn: 0, step: '', rule: '', audience: { to: 'umpire' as const }, ...e })));
    const keyed = verifyLedger(a);
    expect(keyed.problems).toEqual([expect.stringMatching(/^cards: turn 1, cards\.shuffle event #0: pile deck: the cards key gives the order/)]);
    // A final hold that is not what the draws gave.
    const b = clone();
    const held = b.piles!.final.hold!.cards;
    const left = b.piles!.final.deck!.cards;
    [held[0], left[0]] = [left[0]!, held[0]!];
    expect(verifyLedger(b).problems).toEqual([expect.stringMatching(/^cards: pile deck: the events give .*, the final state holds /)]);
  });

  it('a card hash that does not match is named with the entry\'s turn (and exchange, from 2 on) and the published hash\'s first 16 digits', () => {
    const store = play('hashes', 3);
    const ledger = buildDiceLedger(store, 'hashes');
    expect(verifyLedger(ledger).ok).toBe(true);
    const at = ledger.turns.findIndex((t) => t.cards);
    const tampered = JSON.parse(JSON.stringify(ledger)) as DiceLedger;
    const hash = 'ab'.repeat(32);
    (tampered.turns[at]!.cards as { hash: string }).hash = hash;
    const r = verifyLedger(tampered);
    expect(r.ok).toBe(false);
    expect(r.problems).toContain(`turn ${tampered.turns[at]!.turn}: the card events do not hash to the published cards hash ${hash.slice(0, 16)}…`);
    // The same entry numbered as an exchange 2: its cards hash is an exchange 2's, and the problem says which.
    const renumbered = JSON.parse(JSON.stringify(ledger)) as DiceLedger;
    (renumbered.turns[at] as { exchange?: number }).exchange = 2;
    const published = renumbered.turns[at]!.cards!.hash;
    expect(verifyLedger(renumbered).problems).toContain(`turn ${renumbered.turns[at]!.turn} exchange 2: the card events do not hash to the published cards hash ${published.slice(0, 16)}…`);
  });

  it('a cards entry without the seats its key comes from cannot be replayed: its cards are left unchecked, nothing fails falsely', () => {
    const ledger = JSON.parse(JSON.stringify(buildDiceLedger(play('seatless', 3), 'seatless'))) as DiceLedger;
    delete (ledger.turns[ledger.turns.findIndex((t) => t.cards)] as { seats?: unknown }).seats;
    const r = verifyLedger(ledger);
    expect(r.cards).toBe('unrevealed');
    expect(r.problems.filter((p) => p.startsWith('cards'))).toEqual([]);
  });

  it('before the end the ledger\'s cards wait for the reveal: hashes checked, no false failure', () => {
    const store = play('midway', 1);
    const r = verifyLedger(buildDiceLedger(store, 'midway'));
    expect(r.problems).toEqual([]);
    expect(r.cards).toBe('unrevealed');
  });
});
