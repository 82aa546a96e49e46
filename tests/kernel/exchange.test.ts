// Exchanges inside a turn (docs/design/seam.md §2 and its rules 1 and 3), on a toy game of two
// exchanges a turn written here: "lantern". Red (a one-seat side) hides in one of four coves;
// blue has a scout and a captain. Exchange 1 "search" asks red where to hide and the scout where
// to look; exchange 2 "strike" asks the captain whether to strike, and the captain is told only
// what the scout signals (a wall inside a side, §3). Silence: red stays, the scout does not look,
// the captain holds.
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { canSee, everyone, seatsOnly, umpireOnly, type GameEvent, type RollData } from '../../src/kernel/events.js';
import { resolveExchange, type ExchangeGame, type ExchangeSpec } from '../../src/kernel/exchange.js';
import { exchangeKeyInput } from '../../src/kernel/exchange-key.js';
import { hmacText, toHex } from '../../src/kernel/rng.js';
import { resolveTurn, type GameModule, type StepContext } from '../../src/kernel/turn.js';

type Orders = { cove?: number; look?: number; signal?: boolean; strike?: boolean; salt?: string };
interface State { turn: number; phase: 'search' | 'strike'; red: number; found: boolean; signalled: boolean; hits: number; over: boolean }
type Ctx = StepContext<null, State, Orders>;

const TURNS = 3;
/** The same stream name in both exchanges: only the key tells their dice apart (§2 dice key). */
const chance = (ctx: Ctx, purpose: string) => ctx.roll({ table: 'Chance', purpose, audience: umpireOnly, dice: 8 });

const lantern: ExchangeGame<null, State, Orders> = {
  id: 'test-lantern',
  version: '1',
  turnOf: (s) => s.turn,
  isOver: (s) => s.over,
  next: (_data, s): ExchangeSpec | null => {
    if (s.over) return null;
    return s.phase === 'search'
      ? { kind: 'search', label: `turn ${s.turn}`, timing: 'turn', asks: [
        { seat: 'red', kind: 'orders', form: 'hide', prompt: 'where do you hide?' },
        { seat: 'blue/scout', kind: 'orders', form: 'look', prompt: 'which cove do you search?' },
      ] }
      : { kind: 'strike', label: `turn ${s.turn} strike`, timing: 'reply', asks: [{ seat: 'blue/captain', kind: 'decision', form: 'strike', prompt: 'strike or hold?' }] };
  },
  exchanges: {
    search: { steps: [
      { name: 'chance', rule: 'L1', run: (ctx) => { chance(ctx, 'search exchange'); } },
      { name: 'search', rule: 'L2', run: (ctx) => {
        const red = ctx.orders.red; // silence: red stays where it is
        if (red?.cove !== undefined) ctx.state.red = red.cove;
        const scout = ctx.orders['blue/scout']; // silence: the scout does not look
        ctx.state.found = scout?.look === ctx.state.red;
        ctx.state.signalled = ctx.state.found && scout?.signal === true;
        if (scout?.look !== undefined) ctx.emit({ type: 'lantern.search', audience: seatsOnly('blue/scout'), data: { cove: scout.look, found: ctx.state.found } });
        if (ctx.state.signalled) ctx.emit({ type: 'lantern.signal', audience: seatsOnly('blue/captain'), data: { cove: ctx.state.red } });
        ctx.state.phase = 'strike';
      } },
    ] },
    strike: { steps: [
      { name: 'chance', rule: 'L1', run: (ctx) => { chance(ctx, 'strike exchange'); } },
      { name: 'strike', rule: 'L3', run: (ctx) => {
        if (ctx.orders['blue/captain']?.strike && ctx.state.found) ctx.state.hits++; // silence: the captain holds
        ctx.emit({ type: 'lantern.turn-end', audience: everyone, data: { turn: ctx.turn } });
        ctx.state.turn++;
        ctx.state.phase = 'search';
        ctx.state.over = ctx.state.turn > TURNS;
      } },
    ] },
  },
};

const start = (): State => ({ turn: 1, phase: 'search', red: 0, found: false, signalled: false, hits: 0, over: false });
const SEED = 'lantern-seed';
/** The turn key's input (docs/dice.md §2) for the seats an exchange asked; the canonical orders stand in for their receipted digest. */
const baseInput = (turn: number, orders: Record<string, Orders | undefined>, asked: readonly string[]) => ({
  scheme: 'admiralty-turn-key/1', campaign: 'lantern-1', turn,
  seats: Object.fromEntries(asked.map((seat) => [seat, orders[seat] ? { orders: canonicalJson(orders[seat]), salt: orders[seat]!.salt ?? null } : { orders: null, salt: null }])),
});
/** An exchange's key as §2 says: HMAC(seed, input), the input linked to the previous key from exchange 2 on. */
const keyOf = (input: object) => toHex(hmacText(new TextEncoder().encode(SEED), canonicalJson(input)));

interface Played { spec: ExchangeSpec; exchange: number; key: string; events: readonly GameEvent[]; state: State }

/** Plays one whole turn through `next` and `resolveExchange`, numbering and keying its exchanges as the pipeline will. */
function playTurn(state: State, answers: (spec: ExchangeSpec) => Record<string, Orders | undefined>): Played[] {
  const out: Played[] = [];
  const turn = state.turn;
  let prev: string | null = null;
  while (!state.over && state.turn === turn) {
    const spec = lantern.next(null, state)!;
    const exchange = out.length + 1;
    const orders = answers(spec);
    const key = keyOf(exchangeKeyInput(baseInput(turn, orders, spec.asks.map((a) => a.seat)), { exchange, kind: spec.kind, prev }));
    const r = resolveExchange(lantern, null, state, { turn, exchange, spec, orders, keys: { dice: key } });
    out.push({ spec, exchange, key, events: r.events, state: r.state });
    state = r.state;
    prev = key;
  }
  return out;
}

const hunt = (spec: ExchangeSpec): Record<string, Orders> => (spec.kind === 'search'
  ? { red: { cove: 2 }, 'blue/scout': { look: 2, signal: true } }
  : { 'blue/captain': { strike: true } });

describe('§2 exchanges: a toy game of two exchanges a turn', () => {
  it('a turn is the exchanges next() names, numbered from 1, until the turn grows', () => {
    const turn = playTurn(start(), hunt);
    expect(turn.map((x) => [x.exchange, x.spec.kind])).toEqual([[1, 'search'], [2, 'strike']]);
    expect(turn[1].state).toMatchObject({ turn: 2, phase: 'search', hits: 1 });
  });

  it("rule 1: exchange 2's events carry exchange: 2, exchange 1's carry none", () => {
    const [x1, x2] = playTurn(start(), hunt);
    expect(x1.events.length).toBeGreaterThan(0);
    expect(x2.events.length).toBeGreaterThan(0);
    for (const e of x1.events) {
      expect(Object.hasOwn(e, 'exchange')).toBe(false);
      expect(JSON.stringify(e)).not.toContain('"exchange"');
    }
    for (const e of x2.events) expect(e.exchange).toBe(2);
    // Placed after the turn, so an event reads turn, exchange, step.
    expect(Object.keys(x2.events[0]).slice(0, 4)).toEqual(['seq', 'turn', 'exchange', 'step']);
  });

  it('§2 events: seq restarts in each exchange, so (turn, exchange, seq) names an event', () => {
    const [x1, x2] = playTurn(start(), hunt);
    expect(x1.events.map((e) => e.seq)).toEqual(x1.events.map((_, i) => i));
    expect(x2.events.map((e) => e.seq)).toEqual(x2.events.map((_, i) => i));
  });

  it('§3 the wall inside a side: the scout\'s finding reaches the scout, the captain only through the signal', () => {
    const [x1] = playTurn(start(), hunt);
    const search = x1.events.find((e) => e.type === 'lantern.search')!;
    expect(canSee(search, 'blue/scout')).toBe(true);
    expect(canSee(search, 'blue/captain')).toBe(false);
    expect(x1.events.filter((e) => canSee(e, 'blue/captain')).map((e) => e.type)).toEqual(['lantern.signal']);
    const quiet = playTurn(start(), (spec) => (spec.kind === 'search' ? { red: { cove: 2 }, 'blue/scout': { look: 2, signal: false } } : {}));
    expect(quiet[0].events.filter((e) => canSee(e, 'blue/captain'))).toEqual([]);
  });
});

describe('§2 dice key: each exchange of a turn rolls its own dice', () => {
  const rolls = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'roll').map((e) => e.data as RollData);

  it('rule 1: the key input of exchange 1 is the turn key input unchanged; from exchange 2 it adds exchange, kind and prev', () => {
    const base = baseInput(1, {}, ['red']);
    expect(canonicalJson(exchangeKeyInput(base, { exchange: 1, kind: 'search', prev: null }))).toBe(canonicalJson(base));
    const prev = 'ab'.repeat(32);
    expect(exchangeKeyInput(base, { exchange: 2, kind: 'strike', prev })).toEqual({ ...base, exchange: 2, kind: 'strike', prev });
  });

  it('the same stream name in exchanges 1 and 2 rolls different dice, because the key differs', () => {
    const [x1, x2] = playTurn(start(), hunt);
    const [r1, r2] = [rolls(x1.events), rolls(x2.events)];
    expect(r1.map((r) => r.stream)).toEqual(['chance']);
    expect(r2.map((r) => r.stream)).toEqual(['chance']);
    expect(x2.key).not.toBe(x1.key);
    expect(r2[0].dice).not.toEqual(r1[0].dice);
    // The key is the only difference: exchange 2 under exchange 1's key rolls exchange 1's dice,
    // which is the repetition the chained key prevents (issue 11).
    const again = resolveExchange(lantern, null, x1.state, { turn: 1, exchange: 2, spec: x2.spec, orders: hunt(x2.spec), keys: { dice: x1.key } });
    expect(rolls(again.events)[0].dice).toEqual(r1[0].dice);
  });

  it("prev carries exchange 1's answers into exchange 2's dice, even when exchange 2's seat is silent", () => {
    const silentStrike = (look: number) => (spec: ExchangeSpec) => (spec.kind === 'search' ? { red: { cove: 1 }, 'blue/scout': { look } } : {});
    const a = playTurn(start(), silentStrike(3));
    const b = playTurn(start(), silentStrike(4));
    expect(a[1].spec.asks.map((x) => x.seat)).toEqual(['blue/captain']);
    expect(a[1].key).not.toBe(b[1].key);
    expect(rolls(a[1].events)[0].dice).not.toEqual(rolls(b[1].events)[0].dice);
  });

  it('exchange 2 needs the previous key; exchange 1 has none', () => {
    const base = baseInput(1, {}, ['red']);
    expect(() => exchangeKeyInput(base, { exchange: 2, kind: 'strike', prev: null })).toThrow(/previous exchange's key/);
    expect(() => exchangeKeyInput(base, { exchange: 1, kind: 'search', prev: 'ab'.repeat(32) })).toThrow(/no previous key/);
    expect(() => exchangeKeyInput({ ...base, kind: 'x' }, { exchange: 2, kind: 'strike', prev: 'ab'.repeat(32) })).toThrow(/already has a member 'kind'/);
  });

  it('the first dice scheme, keyed by (seed, turn, stream) only, refuses exchange 2: it would repeat exchange 1\'s dice', () => {
    const [x1, x2] = playTurn(start(), hunt);
    expect(() => resolveExchange(lantern, null, x1.state, { turn: 1, exchange: 2, spec: x2.spec, orders: {}, keys: { dice: { legacySeed: 's' } } }))
      .toThrow(/first dice scheme has no exchanges/);
    expect(() => resolveExchange(lantern, null, start(), { turn: 1, exchange: 1, spec: x1.spec, orders: {}, keys: { dice: { legacySeed: 's' } } })).not.toThrow();
  });
});

describe('rule 3: every ask can be answered by silence', () => {
  it('an exchange with every asked seat silent resolves, and next() stays defined until the game is over', () => {
    let state = start();
    const kinds: string[] = [];
    while (!state.over) {
      const turn = playTurn(state, () => ({}));
      kinds.push(...turn.map((x) => x.spec.kind));
      for (const x of turn) if (!x.state.over) expect(lantern.next(null, x.state)).not.toBeNull();
      state = turn[turn.length - 1].state;
    }
    expect(kinds).toEqual(Array.from({ length: TURNS }, () => ['search', 'strike']).flat());
    expect(state).toMatchObject({ red: 0, found: false, hits: 0, over: true });
    expect(lantern.next(null, state)).toBeNull();
  });

  it('silence written as undefined is silence too', () => {
    const [x1] = playTurn(start(), (spec) => Object.fromEntries(spec.asks.map((a) => [a.seat, undefined])));
    expect(x1.state).toMatchObject({ red: 0, found: false });
    expect(x1.events.map((e) => e.type)).toEqual(['roll']);
  });
});

describe('resolveExchange refuses what the pipeline must never send', () => {
  const spec = lantern.next(null, start())!;
  const input = { turn: 1, exchange: 1, spec, orders: {}, keys: { dice: 'k' } };

  it('§2 submissions: an answer from a seat the exchange did not ask', () => {
    expect(() => resolveExchange(lantern, null, start(), { ...input, orders: { 'blue/captain': { strike: true } } })).toThrow(/did not ask blue\/captain/);
  });

  it('an exchange the game does not have, a number below 1, a turn the state is not at', () => {
    expect(() => resolveExchange(lantern, null, start(), { ...input, spec: { ...spec, kind: 'parley' } })).toThrow(/has no exchange 'parley'/);
    expect(() => resolveExchange(lantern, null, start(), { ...input, spec: { ...spec, kind: 'toString' } })).toThrow(/has no exchange 'toString'/);
    expect(() => resolveExchange(lantern, null, start(), { ...input, exchange: 0 })).toThrow(/numbered from 1/);
    expect(() => resolveExchange(lantern, null, start(), { ...input, turn: 2 })).toThrow(/given a state of turn 1/);
  });

  it('the caller\'s state is untouched unless it hands it over', () => {
    const before = start();
    resolveExchange(lantern, null, before, { ...input, orders: { red: { cove: 3 } } });
    expect(before).toEqual(start());
    resolveExchange(lantern, null, before, { ...input, orders: { red: { cove: 3 } } }, { consumeState: true });
    expect(before.red).toBe(3);
  });
});

describe('resolveTurn: a module of steps is one exchange a turn', () => {
  it('runs the steps as exchange 1 with every side asked, so its events carry no exchange', () => {
    let seen: Ctx | undefined;
    const module: GameModule<null, State, Orders> = {
      id: 'one', version: '1', sides: ['red', 'blue'], turnOf: (s) => s.turn, isOver: (s) => s.over,
      steps: [{ name: 'chance', rule: 'L1', run: (ctx) => { seen = ctx; chance(ctx, 'p'); } }],
    };
    const r = resolveTurn(module, null, start(), { red: { cove: 1 } }, 'k');
    expect(seen!.exchange).toBe(1);
    expect(seen!.spec).toMatchObject({ kind: 'turn', timing: 'turn', asks: [{ seat: 'red', kind: 'orders' }, { seat: 'blue', kind: 'orders' }] });
    expect(Object.hasOwn(r.events[0], 'exchange')).toBe(false);
    expect(() => resolveTurn(module, null, start(), { green: { cove: 1 } }, 'k')).toThrow(/did not ask green/);
  });
});
