// Golden map images (issue 12 §1): the golden game (goeben-1914, fixed orders and seed) after
// turn 3, drawn for the Allied report, the Central Powers' orders form and the umpire; and one
// map of each Bismarck game, from a seeded game of the conformance players (tests/maps/
// bismarck-games.ts) at an exchange where the seat knows something of the enemy; each Bismarck
// game's battle board panel (tests/maps/bismarck-battles.ts) and orders map; compared
// pixel by pixel with a tolerance (anti-aliasing and font rasterising may move by a shade across
// renderer builds; a moved fleet, course, label or coast moves far more than the tolerance).
// Written only by `npm run golden:update` (never under CI=true); a missing golden fails.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../src/kernel/events.js';
import { landOf } from '../../src/pipeline/map-land.js';
import { svgToPng } from '../../src/pipeline/map-png.js';
import { drawGwasMap, type GwasMapKind } from '../../src/games/gwas/maps/index.js';
import { buildSideView, buildUmpireView } from '../../src/games/gwas/views/index.js';
import { redactState } from '../../src/games/gwas/views/redact.js';
import type { GwasView } from '../../src/games/gwas/views/types.js';
import { data, playGolden } from '../helpers/golden-game.js';
import { expectGoldenWith } from '../support/golden.js';
import { decodePng, differingShare } from './pixels.js';
import { adapterFor } from '../../src/pipeline/campaign.js';
import { metaFor } from '../conformance/play.js';
import { randomGame, type BismarckGame } from './bismarck-games.js';
import { b62Battle, b79Meeting } from './bismarck-battles.js';

const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), '..', 'golden', 'maps');
const land = landOf(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'games', 'gwas-mediterranean'));
const game = playGolden(3);
const CAMPAIGN = 'med-1914';
/** A pixel differs when a channel moves by more than this; at most this share of pixels may. */
const CHANNEL = 48;
const SHARE = 0.002;

const side = (s: 'allied' | 'central'): GwasView => buildSideView({ data, state: redactState(game.state, s, data), events: eventsFor(game.events, s), viewer: s, campaign: CAMPAIGN });

function expectGoldenImage(name: string, view: GwasView, kind: GwasMapKind): void {
  expectGoldenPng(name, svgToPng(drawGwasMap(data, land, view, kind, { raster: svgToPng })));
}

function expectGoldenPng(name: string, png: Buffer): void {
  const file = join(GOLDEN, name);
  expectGoldenWith(file, png, (golden) => {
    const share = differingShare(decodePng(png), decodePng(golden), CHANNEL);
    expect(share, `${name}: ${(share * 100).toFixed(3)}% of pixels differ`).toBeLessThanOrEqual(SHARE);
  });
}

describe('12 §1 golden map images after turn 3 of goeben-1914', () => {
  it('the Allied report map', () => expectGoldenImage('allied-turn3.png', side('allied'), 'report'));
  it("the Central Powers' orders map for turn 4", () => expectGoldenImage('central-orders-turn4.png', side('central'), 'orders'));
  it("the umpire's map", () => expectGoldenImage('umpire-turn3.png', buildUmpireView(data, game.state, game.events, CAMPAIGN), 'report'));
  it('the comparison sees a change: another seat\'s map differs from the golden beyond the tolerance', () => {
    const file = join(GOLDEN, 'allied-turn3.png');
    if (!existsSync(file)) throw new Error('golden tests/golden/maps/allied-turn3.png is missing');
    const other = svgToPng(drawGwasMap(data, land, side('central'), 'report', { raster: svgToPng }));
    expect(differingShare(decodePng(other), decodePng(readFileSync(file)), CHANNEL)).toBeGreaterThan(SHARE);
  });
});

/** A seat's map after exchange `at` of a seeded Bismarck game, as the mail would carry it. */
function bismarckPng(gameId: BismarckGame, scenario: string, seed: string, at: number, seat: string): Buffer {
  const adapter = adapterFor(gameId);
  const snap = randomGame(gameId, scenario, seed)[at];
  return svgToPng(adapter.maps!.draw(adapter.view(snap.state, snap.events, seat, metaFor(CAMPAIGN)), 'report', { raster: svgToPng }));
}

describe('12 §1 golden map images of the Bismarck search boards', () => {
  it('Bismarck (1979), Denmark Strait: the British map with two contacts, each with when it was last seen', () => {
    expectGoldenPng('bismarck1979-british-denmark-strait.png', bismarckPng('bismarck1979', 'denmark-strait', 'denmark-strait-d', 4, 'british'));
  });
  it("Bismarck (1962), Last Days: Blue's map with the areas the Bismarck was found in", () => {
    expectGoldenPng('bismarck1962-blue-last-days.png', bismarckPng('bismarck1962', 'last-days', 'last-days-a', 24, 'blue'));
  });
});

/** A seat's map of the given kind from a state and the events so far, as the mail would carry it. */
function seatPng(gameId: BismarckGame, state: unknown, events: Parameters<ReturnType<typeof adapterFor>['view']>[1], seat: string, kind: 'report' | 'orders'): Buffer {
  const adapter = adapterFor(gameId);
  return svgToPng(adapter.maps!.draw(adapter.view(state, events, seat, metaFor(CAMPAIGN)), kind, { raster: svgToPng }));
}

describe('12 §1 golden map images of the Bismarck battle boards and orders maps', () => {
  it("Bismarck (1962): Red's report map after the battle in C-7C, with the Battle Board (facings, ranges)", () => {
    const { state, events } = b62Battle('standing');
    expectGoldenPng('bismarck1962-red-battle.png', seatPng('bismarck1962', state, events, 'red', 'report'));
  });
  it('Bismarck (1979): the British report map after the fight in L12, with the one-line battle board', () => {
    const { s, events } = b79Meeting();
    expectGoldenPng('bismarck1979-british-battle.png', seatPng('bismarck1979', s, events, 'british', 'report'));
  });
  it("Bismarck (1962), Rheinübung: Blue's orders map for turn 1, each ship's zones in reach", () => {
    expectGoldenPng('bismarck1962-blue-orders.png', seatPng('bismarck1962', adapterFor('bismarck1962').setup('rheinubung'), [], 'blue', 'orders'));
  });
  it('Bismarck (1979), May 1941: the German orders map for turn 1 (breakout bonus, 5.2)', () => {
    expectGoldenPng('bismarck1979-german-orders.png', seatPng('bismarck1979', adapterFor('bismarck1979').setup('may-1941'), [], 'german', 'orders'));
  });
});
