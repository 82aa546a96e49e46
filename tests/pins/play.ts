/**
 * The pinned games (design docs/design/seam.md §10, commit 0): goeben-1914 and otranto-1917, each
 * with a fixed test seed (`admiralty new --seed S --test`) and scripted players, for PIN_TURNS
 * turns through the pipeline (src/pipeline/campaign.ts) on an in-memory store. Everything the
 * seam work must leave unchanged is taken down per turn: the state digests before and after, the
 * sha256 of the journalled events and orders, the turn key, the engine and data versions, and the
 * sha256 of every stored report (each viewer, each format), the opening (turn 0) included.
 *
 * `scripts/make-pins.ts` writes the result to tests/pins/gwas.pins.json; tests/pins/pins.test.ts
 * plays the same games and compares. Nothing here writes a file.
 */
import { createCampaign, resolveCampaignTurn, submitOrders, type Clock } from '../../src/pipeline/campaign.js';
import { sha256 } from '../../src/pipeline/digest.js';
import { openStore } from '../../src/store/sqlite-store.js';
import type { Store } from '../../src/store/types.js';
import { gameData } from '../helpers/gwas.js';
import { ViewPlayer, type Waypoint } from '../helpers/view-player.js';
import { maskCampaignRandomness } from './mask.js';

export const PIN_TURNS = 8;
const SIDES = ['allied', 'central'] as const;
type Side = (typeof SIDES)[number];

export interface PinnedGame {
  readonly scenario: string;
  readonly campaign: string;
  readonly seed: string;
  /** Each side's itinerary, fleet by fleet (tests/helpers/view-player.ts). */
  readonly plans: Readonly<Record<Side, Readonly<Record<string, readonly Waypoint[]>>>>;
}

/**
 * The scripted games. Goeben runs for the Dardanelles while the hunters wait on her route;
 * Horthy raids the drifter line and runs home while Acton waits on the line (the Otranto plans of
 * tests/scenarios.test.ts). The goeben seed was chosen by playing four: with pin-goeben-4 there
 * are battles on turns 7 and 8. Otranto has a missed contact on turn 3, a battle and a raid on
 * turn 4 (both measured when the pins were taken). The pins test checks that the pinned games
 * still reach contact and battle, so the pins keep covering contact and combat.
 */
export const PINNED_GAMES: readonly PinnedGame[] = [
  {
    scenario: 'goeben-1914', campaign: 'pin-goeben', seed: 'pin-goeben-4',
    plans: {
      central: { mittelmeerdivision: [{ port: 'dardanelles' }] },
      // Where Goeben, two zones a turn on the shortest way, ends turns 5, 7 and 8 (7 and 8: the
      // first daylight turns after the peace rule's hour).
      allied: {
        milne: [{ to: 'X38' }, { stay: true }], 'first-cruiser-squadron': [{ to: 'W40' }, { stay: true }],
        'battlecruiser-squadron': [{ to: 'W35' }, { to: 'X38' }, { stay: true }],
      },
    },
  },
  {
    scenario: 'otranto-1917', campaign: 'pin-otranto', seed: 'pin-otranto-1',
    plans: {
      central: { 'horthy-raid': [{ to: 'S43' }, { search: 2 }, { port: 'cattaro' }] },
      allied: { 'acton-cruisers': [{ to: 'S43' }, { stay: true }], 'italian-scouts': [{ to: 'R42' }, { to: 'P42' }, { stay: true }] },
    },
  },
];

export interface PinnedTurn {
  readonly turn: number;
  readonly digestBefore: string;
  readonly digestAfter: string;
  /** sha256 of the journalled events JSON (the exact text replay compares). */
  readonly events: string;
  /** sha256 of the journalled orders (canonical JSON): the scripted players' answers to what they saw. */
  readonly orders: string;
  readonly turnKey: string | null;
  readonly engineVersion: string;
  readonly dataVersion: string;
  /** "viewer/format" → sha256 of the stored report, campaign randomness masked (mask.ts). */
  readonly reports: Readonly<Record<string, string>>;
}

export interface PinnedOpening {
  readonly turnKey: string;
  readonly setupDigest: string;
  readonly digestAfter: string;
  readonly events: string;
  readonly engineVersion: string;
  readonly dataVersion: string;
  readonly reports: Readonly<Record<string, string>>;
}

export interface PinnedCampaign {
  readonly scenario: string;
  readonly campaign: string;
  readonly seed: string;
  readonly opening: PinnedOpening;
  readonly turns: readonly PinnedTurn[];
}

export interface PinsFile {
  readonly about: string;
  readonly turns: number;
  readonly campaigns: readonly PinnedCampaign[];
}

export const PINS_ABOUT = 'Written by `npm run pins:update` (scripts/make-pins.ts) from tests/pins/play.ts; compared, never written, by tests/pins/pins.test.ts. '
  + 'Report hashes are of the stored bodies with the campaign\'s random values (commitment, seed hash, nonce, key, signature) masked: tests/pins/mask.ts.';

/** A clock that never moves: the pins must not depend on when they were taken. */
export const PIN_CLOCK: Clock = { now: () => new Date('2025-01-01T12:00:00.000Z') };

function reportHashes(store: Store, campaign: string, turn: number): Record<string, string> {
  const mask = maskCampaignRandomness(store, campaign);
  const out: Record<string, string> = {};
  for (const r of store.listReports(campaign, turn)) out[`${r.viewer}/${r.format}`] = sha256(mask(r.body));
  return out;
}

/** Plays one pinned game and returns its store (open: the caller closes it) with what was pinned. */
export function playPinnedGame(game: PinnedGame, turns = PIN_TURNS): { store: Store; pinned: PinnedCampaign } {
  const store = openStore(':memory:');
  const data = gameData();
  createCampaign(store, { id: game.campaign, scenario: `gwas-mediterranean/${game.scenario}`, seed: game.seed }, PIN_CLOCK);
  const players = Object.fromEntries(SIDES.map((s) => [s, new ViewPlayer(data, s, game.plans[s])])) as Record<Side, ViewPlayer>;
  for (let t = 1; t <= turns; t++) {
    if (store.getCampaign(game.campaign)!.status === 'over') break;
    const shown = t - 1;
    for (const side of SIDES) {
      // Each player reads only its own side's last JSON report, as a person reads the mail.
      const view = JSON.parse(store.getReport(game.campaign, shown, side, 'json')!.body);
      const result = submitOrders(store, game.campaign, side, players[side].orders(view), 'pins', PIN_CLOCK);
      if (!result.ok) throw new Error(`${game.scenario} turn ${t}: scripted ${side} orders refused:\n${result.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n')}`);
    }
    resolveCampaignTurn(store, game.campaign, PIN_CLOCK);
  }
  const o = store.getOpening(game.campaign)!;
  const opening: PinnedOpening = {
    turnKey: o.turnKey, setupDigest: o.setupDigest, digestAfter: o.digestAfter, events: sha256(o.eventsJson),
    engineVersion: o.engineVersion, dataVersion: o.dataVersion, reports: reportHashes(store, game.campaign, 0),
  };
  const pinnedTurns = store.listJournal(game.campaign).map((j): PinnedTurn => ({
    turn: j.turn, digestBefore: j.digestBefore, digestAfter: j.digestAfter, events: sha256(j.eventsJson), orders: sha256(j.ordersJson),
    turnKey: j.turnKey ?? null, engineVersion: j.engineVersion, dataVersion: j.dataVersion, reports: reportHashes(store, game.campaign, j.turn),
  }));
  return { store, pinned: { scenario: game.scenario, campaign: game.campaign, seed: game.seed, opening, turns: pinnedTurns } };
}

/** Plays every pinned game: what tests/pins/gwas.pins.json holds. */
export function playPins(): PinsFile {
  const campaigns = PINNED_GAMES.map((g) => {
    const { store, pinned } = playPinnedGame(g);
    store.close();
    return pinned;
  });
  return { about: PINS_ABOUT, turns: PIN_TURNS, campaigns };
}
