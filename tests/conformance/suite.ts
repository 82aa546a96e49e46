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
 * not repeated).
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
import { renderView } from '../../src/pipeline/views.js';
import { openStore } from '../../src/store/sqlite-store.js';
import { gameOf, GAME_ROOTS } from '../architecture/layers.js';
import type { ConformanceFixture } from './fixture.js';
import { answers, metaFor, opened, play, type Played } from './play.js';
import { seeded, seedOf } from './random.js';

const CAMPAIGN = 'conformance';
/** Property runs per check: each run plays whole games, so few (fast-check names the seed of a failure). */
const RUNS = 3;

/** A seat's whole output after a turn: its report in every format and its orders form (what it is sent). */
function outputsOf(adapter: GameAdapter, game: Played, upTo: number, seat: string): string[] {
  const turn = game.turns[upTo];
  const events = [...game.opening.events, ...game.turns.slice(0, upTo + 1).flatMap((t) => t.events)];
  const view = adapter.view(turn.after, events, seat, metaFor(CAMPAIGN));
  const reports = VIEW_FORMATS.map((f) => renderView(adapter, view, f));
  return adapter.isOver(turn.after) ? reports : [...reports, adapter.ordersForm(turn.after, seat, metaFor(CAMPAIGN))];
}

/** Visible-event text of a seat after a turn: equal text, equal knowledge. */
function seen(game: Played, upTo: number, seat: string): string {
  return JSON.stringify(eventsFor([...game.opening.events, ...game.turns.slice(0, upTo + 1).flatMap((t) => t.events)], seat));
}

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
    const keyOf = (scenario: string, seed: number) => (turn: number): string => `conformance/${scenario}/${seed}/${turn}`;
    const seedArb = fc.integer({ min: 1, max: 2 ** 31 - 1 });

    describe.each(fixture.scenarios)('%s', (scenario) => {
      it('determinism: the same inputs give the same events and the same state digest, turn by turn', () => {
        fc.assert(fc.property(seedArb, (seed) => {
          const o = { scenario, campaign: CAMPAIGN, keyOf: keyOf(scenario, seed), answerSeed: (seat: string, turn: number) => seedOf(`${seed}/${seat}/${turn}`) };
          const a = play(game, fixture, o);
          const b = play(game, fixture, o);
          expect(a.refused).toEqual([]);
          expect(a.turns.length).toBeGreaterThan(0);
          expect(JSON.stringify(b.opening.events)).toBe(JSON.stringify(a.opening.events));
          expect(b.turns.map((t) => [t.turn, t.digest, JSON.stringify(t.events)])).toEqual(a.turns.map((t) => [t.turn, t.digest, JSON.stringify(t.events)]));
          // A different dice key is a different game: the digests are not constant.
          const c = play(game, fixture, { ...o, keyOf: keyOf(scenario, seed + 1) });
          expect(digestOf(c.turns.map((t) => t.events))).not.toBe(digestOf(a.turns.map((t) => t.events)));
        }), { numRuns: RUNS });
      });

      it('silence (rule 3): turns with no orders from anyone resolve, one turn each, and the game goes on or ends', () => {
        let state = opened(game, scenario, keyOf(scenario, 1)(0)).state;
        for (let i = 0; i < fixture.turns && !game.isOver(state); i++) {
          const turn = game.turnOf(state);
          const r = game.resolve(state, {}, keyOf(scenario, 1)(turn));
          expect(game.isOver(r.state) || game.turnOf(r.state) === turn + 1).toBe(true);
          expect(Array.isArray(r.events)).toBe(true);
          state = r.state;
        }
      });

      it('orders form round trip: each seat\'s pre-filled form, sent back unchanged, is accepted and changes nothing', () => {
        const g = play(game, fixture, { scenario, campaign: CAMPAIGN, keyOf: keyOf(scenario, 7), answerSeed: (seat, turn) => seedOf(`form/${seat}/${turn}`) });
        let checked = 0;
        for (const t of g.turns) {
          const forms: Record<string, unknown> = {};
          for (const seat of game.sides) {
            const form = game.ordersForm(t.before, seat, metaFor(CAMPAIGN));
            const r = game.check(t.before, seat, form, { campaign: CAMPAIGN });
            expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${seat} turn ${t.turn}: ${d.code} ${d.message}`)).toEqual([]);
            expect(r.orders).toBeDefined();
            forms[seat] = r.orders;
            checked++;
          }
          const silent = game.resolve(t.before, {}, keyOf(scenario, 7)(t.turn));
          const sentBack = game.resolve(t.before, forms, keyOf(scenario, 7)(t.turn));
          // Only the record of whether orders came may differ (fixture.receiptEvents).
          const played = (events: readonly GameEvent[]) => JSON.stringify(events.filter((e) => !fixture.receiptEvents.includes(e.type)));
          expect([digestOf(sentBack.state), played(sentBack.events)], `turn ${t.turn}`).toEqual([digestOf(silent.state), played(silent.events)]);
          expect(sentBack.events.length, `turn ${t.turn}`).toBe(silent.events.length);
        }
        expect(checked).toBeGreaterThan(0);
      });

      it('fog, non-interference: when another seat writes other orders, a seat\'s reports and form are byte-equal whenever its visible events are', () => {
        let compared = 0;
        fc.assert(fc.property(seedArb, seedArb, (seed, other) => {
          for (const seat of game.sides) {
            // The seat writes from its own form with the same stream in both games; everyone else draws anew.
            const answerSeed = (alt: number) => (s: string, turn: number) => seedOf(s === seat ? `${seed}/${s}/${turn}` : `${alt}/${s}/${turn}`);
            const a = play(game, fixture, { scenario, campaign: CAMPAIGN, keyOf: keyOf(scenario, seed), answerSeed: answerSeed(seed) });
            const b = play(game, fixture, { scenario, campaign: CAMPAIGN, keyOf: keyOf(scenario, seed), answerSeed: answerSeed(other) });
            for (let i = 0; i < Math.min(a.turns.length, b.turns.length); i++) {
              if (seen(a, i, seat) !== seen(b, i, seat)) break;
              expect(outputsOf(game, b, i, seat), `${seat} after turn ${a.turns[i].turn}`).toEqual(outputsOf(game, a, i, seat));
              compared++;
            }
          }
        }), { numRuns: RUNS });
        // Not vacuous: some turns were compared.
        expect(compared).toBeGreaterThan(0);
      });
    });

    describe('replay from the journal', () => {
      const home = mkdtempSync(join(tmpdir(), 'admiralty-conformance-'));
      afterAll(() => rmSync(home, { recursive: true, force: true }));
      it.each(fixture.scenarios)('%s: a campaign played through the pipeline replays exactly, opening and every turn', (scenario) => {
        const store = openStore(join(home, `${scenario}.db`));
        try {
          createCampaign(store, { id: CAMPAIGN, scenario: `${fixture.gameId}/${scenario}`, seed: `conformance-${scenario}` });
          let played = 0;
          for (let i = 0; i < fixture.turns; i++) {
            const row = store.getCampaign(CAMPAIGN)!;
            if (row.status === 'over') break;
            for (const seat of game.sides) {
              const text = fixture.answer(reportFor(store, CAMPAIGN, seat, 'orders-form'), seeded(seedOf(`journal/${seat}/${row.turn}`)));
              if (text !== null) expect(submitOrders(store, CAMPAIGN, seat, text).ok).toBe(true);
            }
            resolveCampaignTurn(store, CAMPAIGN);
            played++;
          }
          const replay = replayCampaign(store, CAMPAIGN);
          expect(replay.turns.map((t) => [t.turn, t.ok, t.note ?? null])).toEqual(replay.turns.map((t) => [t.turn, true, null]));
          expect(replay.ok).toBe(true);
          expect(replay.turns).toHaveLength(played);
          if (game.opening) expect(replay.opening?.ok).toBe(true);
        } finally { store.close(); }
      });
    });

    it('orders fuzz: checking any text never throws, and every code it gives is registered and live (§6)', () => {
      const state = opened(game, fixture.scenarios[0], keyOf(fixture.scenarios[0], 1)(0)).state;
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
      expect(declared.length).toBeGreaterThan(0);
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
