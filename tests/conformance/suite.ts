/**
 * The conformance suite (docs/design/seam.md §9; issue 11 "How we will know"): the same checks
 * against every registered game, through what the registry gives the shared layers (the game's
 * adapter) and never through the game's internals. A game joins with one file,
 * tests/conformance/<game id>.conformance.test.ts, calling `describeConformance` with its fixture;
 * registered.test.ts fails for a registered game without one.
 *
 * Checks: determinism, exact replay from the journal, fog non-interference per seat, the orders
 * form round trip, silence (rule 3), orders fuzzing, the game's codes in the one registry (§6),
 * and purity (the import-graph and purity tests of tests/architecture/ cover the game's folder;
 * not repeated). Every check runs exchange by exchange (seam §2), asking the seats the game's
 * next() names, so it holds for a game of one exchange a turn (GWAS) and of several (Ferry).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameAdapter } from '../../src/game-api/adapter.js';
import { codeInfo, registeredCodes } from '../../src/codes/registry.js';
import { eventsFor, type GameEvent } from '../../src/kernel/events.js';
import { createCampaign, reportFor, resolveCampaignTurn, submitOrders, VIEW_FORMATS } from '../../src/pipeline/campaign.js';
import { digestOf } from '../../src/pipeline/digest.js';
import { gameById } from '../../src/pipeline/games.js';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { buildBundle, parseBundle, verifyBundle } from '../../src/fairplay/bundle.js';
import { renderView } from '../../src/pipeline/views.js';
import { openStore } from '../../src/store/sqlite-store.js';
import { gameOf, GAME_ROOTS } from '../architecture/layers.js';
import type { ConformanceFixture } from './fixture.js';
import { askedSeats } from '../../src/pipeline/pending.js';
import type { ExchangeSpec } from '../../src/kernel/ask.js';
import { answers, cardsKeyFor, exchanges, metaFor, opened, play, type KeyOf, type Played } from './play.js';
import { seeded, seedOf } from './random.js';

const CAMPAIGN = 'conformance';
/** Property runs per check: each run plays whole games, so few (fast-check names the seed of a failure). */
const RUNS = 3;

/** A seat's whole output after an exchange: its report in every format and its orders form (what it is sent). */
function outputsOf(adapter: GameAdapter, game: Played, upTo: number, seat: string): string[] {
  const x = game.exchanges[upTo];
  const events = [...game.opening.events, ...game.exchanges.slice(0, upTo + 1).flatMap((t) => t.events)];
  const view = adapter.view(x.after, events, seat, metaFor(CAMPAIGN));
  const reports = VIEW_FORMATS.map((f) => renderView(adapter, view, f));
  return adapter.isOver(x.after) ? reports : [...reports, adapter.ordersForm(x.after, seat, metaFor(CAMPAIGN))];
}

/**
 * Visible-event text of a seat after an exchange: equal text, equal knowledge. Without sequence
 * numbers: they count every event of an exchange, hidden ones too, so no report may show them
 * (a gap would count what a seat was not told), and two games whose visible events differ only
 * in them must give the seat the same bytes.
 */
function seen(game: Played, upTo: number, seat: string): string {
  return JSON.stringify(eventsFor([...game.opening.events, ...game.exchanges.slice(0, upTo + 1).flatMap((t) => t.events)], seat).map(({ seq: _seq, ...e }) => e));
}

/** An exchange's place in the game, for failure messages. */
const where = (x: { turn: number; exchange: number; spec: ExchangeSpec }): string => `turn ${x.turn}, exchange ${x.exchange} (${x.spec.kind})`;

/**
 * The ceiling for a test that plays whole games (each property plays dozens): 70 s was measured
 * for one at load 10, over the suite's default 60 s. A runaway still ends, at this ceiling.
 */
const HEAVY = 300_000;

export function describeConformance(fixture: ConformanceFixture): void {
  const adapter = gameById(fixture.gameId);

  describe(`conformance: ${fixture.gameId} (seam §9)`, () => {
    it('is registered (src/games/index.ts) and names scenarios it has', () => {
      expect(adapter, `${fixture.gameId} is not in the registry`).not.toBeNull();
      const known = adapter!.scenarios().map((s) => s.id);
      for (const s of fixture.scenarios) expect(known).toContain(s);
      expect(fixture.scenarios.length).toBeGreaterThan(0);
    });
    if (!adapter) return;
    const game = adapter;
    const keyOf = (scenario: string, seed: number): KeyOf => (turn, exchange) => `conformance/${scenario}/${seed}/${turn}/${exchange}`;
    /** The exchanges as [turn, exchange, kind, digest, events]: what determinism compares. */
    const trace = (g: Played) => g.exchanges.map((x) => [x.turn, x.exchange, x.spec.kind, x.digest, JSON.stringify(x.events)]);
    const seedArb = fc.integer({ min: 1, max: 2 ** 31 - 1 });

    describe.each(fixture.scenarios)('%s', (scenario) => {
      it('determinism: the same inputs give the same events and the same state digest, exchange by exchange', () => {
        fc.assert(fc.property(seedArb, (seed) => {
          const o = { scenario, campaign: CAMPAIGN, keyOf: keyOf(scenario, seed), answerSeed: (seat: string, turn: number, x: number) => seedOf(`${seed}/${seat}/${turn}/${x}`) };
          const a = play(game, fixture, o);
          const b = play(game, fixture, o);
          expect(a.refused).toEqual([]);
          expect(a.exchanges.length).toBeGreaterThan(0);
          expect(JSON.stringify(b.opening.events)).toBe(JSON.stringify(a.opening.events));
          expect(trace(b)).toEqual(trace(a));
          // A different dice key is a different game: the digests are not constant. A game that
          // rolled no die has nothing a key could change (Bismarck: a battle with every ship out
          // of range); one that rolled a few may roll the same numbers under another key (one die:
          // 1 in 6), so several other keys are tried and one of them must differ.
          const rolled = a.exchanges.some((t) => t.events.some((e) => e.type === 'roll'));
          if (rolled) {
            const mine = digestOf(a.exchanges.map((t) => t.events));
            const others = [1, 2, 3, 4, 5].map((k) => digestOf(play(game, fixture, { ...o, keyOf: keyOf(scenario, seed + k) }).exchanges.map((t) => t.events)));
            expect(others.some((x) => x !== mine), 'five other dice keys all gave the same events').toBe(true);
          }
        }), { numRuns: RUNS });
      }, HEAVY);

      it('silence (rule 3): exchanges no asked seat answers resolve, next() stays defined until the end, and turns go by', () => {
        const start = opened(game, scenario, keyOf(scenario, 1), fixture.options).state;
        const turns = new Set<number>();
        let last = start;
        exchanges(game, start, fixture.turns, (state, spec, turn, exchange) => {
          const dice = keyOf(scenario, 1)(turn, exchange);
          const r = game.resolveExchange(state, { turn, exchange, spec, orders: {}, dice, cards: cardsKeyFor(dice) });
          expect(Array.isArray(r.events)).toBe(true);
          // Over, or the game asks for its next exchange (exchanges() fails on a turn that never ends).
          expect(game.isOver(r.state) || game.next(r.state) !== null, `after turn ${turn}, exchange ${exchange} (${spec.kind})`).toBe(true);
          turns.add(turn);
          last = r.state;
          return r.state;
        });
        // Every turn asked for was played through, or the game ended.
        expect(game.isOver(last) || turns.size === fixture.turns).toBe(true);
        expect(game.isOver(last) || game.turnOf(last) === game.turnOf(start) + fixture.turns).toBe(true);
      }, HEAVY);

      it('orders form round trip: each asked seat\'s pre-filled form, sent back unchanged, is accepted and changes nothing', () => {
        const g = play(game, fixture, { scenario, campaign: CAMPAIGN, keyOf: keyOf(scenario, 7), answerSeed: (seat, turn, x) => seedOf(`form/${seat}/${turn}/${x}`) });
        let checked = 0;
        for (const x of g.exchanges) {
          const forms: Record<string, unknown> = {};
          for (const seat of askedSeats(x.spec)) {
            const form = game.ordersForm(x.before, seat, metaFor(CAMPAIGN));
            const r = game.check(x.before, seat, form, { campaign: CAMPAIGN });
            expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${seat} ${where(x)}: ${d.code} ${d.message}`)).toEqual([]);
            expect(r.orders).toBeDefined();
            forms[seat] = r.orders;
            checked++;
          }
          const dice = keyOf(scenario, 7)(x.turn, x.exchange);
          const input = { turn: x.turn, exchange: x.exchange, spec: x.spec, dice, cards: cardsKeyFor(dice) };
          const silent = game.resolveExchange(x.before, { ...input, orders: {} });
          const sentBack = game.resolveExchange(x.before, { ...input, orders: forms });
          // Only the record of whether orders came may differ (fixture.receiptEvents).
          const played = (events: readonly GameEvent[]) => JSON.stringify(events.filter((e) => !fixture.receiptEvents.includes(e.type)));
          expect([digestOf(sentBack.state), played(sentBack.events)], where(x)).toEqual([digestOf(silent.state), played(silent.events)]);
          expect(sentBack.events.length, where(x)).toBe(silent.events.length);
        }
        expect(checked).toBeGreaterThan(0);
      }, HEAVY);

      it('fog, non-interference: when another seat writes other orders, a seat\'s reports and form are byte-equal whenever its visible events are', () => {
        let compared = 0;
        fc.assert(fc.property(seedArb, seedArb, (seed, other) => {
          for (const seat of game.sides) {
            // The seat writes from its own form with the same stream in both games; everyone else draws anew.
            const answerSeed = (alt: number) => (s: string, turn: number, x: number) => seedOf(s === seat ? `${seed}/${s}/${turn}/${x}` : `${alt}/${s}/${turn}/${x}`);
            const a = play(game, fixture, { scenario, campaign: CAMPAIGN, keyOf: keyOf(scenario, seed), answerSeed: answerSeed(seed) });
            const b = play(game, fixture, { scenario, campaign: CAMPAIGN, keyOf: keyOf(scenario, seed), answerSeed: answerSeed(other) });
            for (let i = 0; i < Math.min(a.exchanges.length, b.exchanges.length); i++) {
              if (seen(a, i, seat) !== seen(b, i, seat)) break;
              expect(outputsOf(game, b, i, seat), `${seat} after ${where(a.exchanges[i])}`).toEqual(outputsOf(game, a, i, seat));
              compared++;
            }
          }
        }), { numRuns: RUNS });
        // Not vacuous: some turns were compared.
        expect(compared).toBeGreaterThan(0);
      }, HEAVY);
    });

    describe('replay from the journal', () => {
      const home = mkdtempSync(join(tmpdir(), 'admiralty-conformance-'));
      afterAll(() => rmSync(home, { recursive: true, force: true }));
      it.each(fixture.scenarios)('%s: a campaign played through the pipeline replays exactly, opening and every turn, and every exchange\'s bundle verifies', (scenario) => {
        const store = openStore(join(home, `${scenario}.db`));
        try {
          createCampaign(store, { id: CAMPAIGN, scenario: `${fixture.gameId}/${scenario}`, seed: `conformance-${scenario}`, ...(fixture.options ? { options: fixture.options } : {}) });
          // Exchanges journalled: each resolve call resolves the pending exchange and the chain after it.
          let played = 0;
          const end = store.getCampaign(CAMPAIGN)!.turn + fixture.turns;
          for (let row = store.getCampaign(CAMPAIGN)!; row.status !== 'over' && row.turn < end; row = store.getCampaign(CAMPAIGN)!) {
            // The seats the pending exchange asks answer it, each from the form it was last sent.
            const pending = JSON.parse(row.pendingJson!) as ExchangeSpec;
            for (const seat of askedSeats(pending)) {
              const text = fixture.answer(reportFor(store, CAMPAIGN, seat, 'orders-form'), seeded(seedOf(`journal/${seat}/${row.turn}/${row.exchange}`)));
              if (text !== null) expect(submitOrders(store, CAMPAIGN, seat, text).ok).toBe(true);
            }
            played += resolveCampaignTurn(store, CAMPAIGN).exchanges.length;
          }
          const replay = replayCampaign(store, CAMPAIGN);
          expect(replay.turns.map((t) => [t.turn, t.exchange ?? 1, t.ok, t.note ?? null])).toEqual(replay.turns.map((t) => [t.turn, t.exchange ?? 1, true, null]));
          expect(replay.ok).toBe(true);
          expect(played).toBeGreaterThan(0);
          expect(replay.turns).toHaveLength(played);
          if (game.opening) expect(replay.opening?.ok).toBe(true);
          // Bundle round trip (issue 11): every journalled exchange, bundled and verified by a
          // reader with the moderator's seed (the game is not over, so nothing is revealed yet).
          const seed = store.getCampaign(CAMPAIGN)!.seed;
          const epochs = store.listDiceEpochs(CAMPAIGN);
          for (const j of store.listJournal(CAMPAIGN)) {
            const bundle = parseBundle(JSON.stringify(buildBundle(store, CAMPAIGN, j.turn, '2026-01-01T00:00:00Z', j.exchange)));
            const epoch = epochs.find((e) => e.fromTurn <= j.turn && !epochs.some((f) => f.fromTurn <= j.turn && f.epoch > e.epoch));
            const v = verifyBundle(bundle, { seed: epoch?.seed ?? seed, nonce: epoch?.nonce ?? null });
            expect(v.findings.filter((f) => !f.ok).map((f) => `turn ${j.turn}.${j.exchange} ${f.what}: ${f.detail}`)).toEqual([]);
          }
        } finally { store.close(); }
      }, HEAVY);
    });

    it('orders fuzz: checking any text never throws, and every code it gives is registered and live (§6)', () => {
      const state = opened(game, fixture.scenarios[0], keyOf(fixture.scenarios[0], 1), fixture.options).state;
      const form = game.ordersForm(state, game.sides[0], metaFor(CAMPAIGN));
      const lines = form.split('\n');
      // Random text, and the seat's own form with lines dropped, repeated or garbled: the likely mistakes.
      const text = fc.oneof(fc.string({ maxLength: 200 }), fc.array(fc.tuple(fc.nat(lines.length - 1), fc.constantFrom('drop', 'twice', 'garble'), fc.string({ maxLength: 12 })), { maxLength: 6 })
        .map((edits) => {
          const out = [...lines];
          for (const [i, how, junk] of edits) {
            if (how === 'drop') out.splice(i, 1);
            else if (how === 'twice') out.splice(i, 0, out[i] ?? '');
            else out[i] = `${(out[i] ?? '').slice(0, junk.length)}${junk}`;
          }
          return out.join('\n');
        }));
      fc.assert(fc.property(text, fc.constantFrom(...game.sides), (t, seat) => {
        const r = game.check(state, seat, t, { campaign: CAMPAIGN });
        for (const d of r.diagnostics) {
          expect(codeInfo(d.code), d.code).toBeDefined();
          expect(codeInfo(d.code)?.retired, `${d.code} is retired`).toBeUndefined();
        }
        expect(r.orders === undefined).toBe(r.diagnostics.some((d) => d.severity === 'error'));
      }), { numRuns: 200 });
    });

    it('codes (§6): every code the game declares is in the one registry, under one owner, and the registry holds no other code of that owner', () => {
      const declared = Object.keys(game.codes).sort();
      if (declared.length === 0) {
        // A game may speak only in the shared codes (the fuzz check holds it to registered ones);
        // then nothing is registered under its name either.
        expect(registeredCodes().filter((c) => c.owner === game.id)).toEqual([]);
        return;
      }
      const owners = new Set(declared.map((c) => codeInfo(c)?.owner));
      expect(owners.size).toBe(1);
      const [owner] = owners;
      expect(owner).toBeDefined();
      for (const c of declared) expect(codeInfo(c)?.severity, c).toBe(game.codes[c].severity);
      expect(registeredCodes().filter((c) => c.owner === owner).map((c) => c.code)).toEqual(declared);
    });

    it('purity (§8): the game folder is game code to the import-graph and purity tests (tests/architecture/imports.test.ts)', () => {
      // Those tests read the real import graph of GAME_ROOTS and walk every file gameOf() claims;
      // here only that this game's folder is among them, so the check is not written twice.
      expect(GAME_ROOTS.some((root) => fixture.folder.startsWith(root))).toBe(true);
      expect(gameOf(`${fixture.folder}definition.ts`)).not.toBeNull();
    });
  });
}
