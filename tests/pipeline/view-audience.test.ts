/**
 * seam §3 "Building a seat's view": the shared layer filters the events by audience (canSee)
 * before the game builds a view, so a game's view that forgot to filter still cannot show a seat
 * what it may not see. Shown with "leaky ferry": ferry (tests/games/ferry/game.ts) whose view lists
 * every event it is given, unfiltered. Red's landing (F1) is red's secret.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameAdapter } from '../../src/game-api/adapter.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { createCampaign, reportFor, resolveCampaignTurn, submitOrders } from '../../src/pipeline/campaign.js';
import { registerGame } from '../../src/pipeline/games.js';
import { openStore } from '../../src/store/sqlite-store.js';
import { ferryAdapter } from '../games/ferry/game.js';

const LEAKY = 'test-ferry-leaky';
const leaky: GameAdapter = {
  ...ferryAdapter,
  id: LEAKY,
  engineVersion: `${LEAKY}@1`,
  // The slip under test: every event given, whatever its audience.
  view: (s, events: readonly GameEvent[], viewer) => ({ viewer, turn: (s as { turn: number }).turn, lines: events.map((e) => `${e.turn} ${e.type} ${JSON.stringify(e.data)}`) }),
};

let home: string;
let unregister: () => void;
beforeAll(() => { home = mkdtempSync(join(tmpdir(), 'admiralty-view-audience-')); unregister = registerGame(leaky); });
afterAll(() => { unregister(); rmSync(home, { recursive: true, force: true }); });

describe('seam §3: the shared layer gives a view only the events its viewer may see', () => {
  it('blue\'s report never shows red\'s landing; red\'s and the umpire\'s do', () => {
    const store = openStore(join(home, 'leaky.db'));
    try {
      const clock = { now: () => new Date('2026-01-02T00:00:00Z') };
      createCampaign(store, { id: 'leak', scenario: `${LEAKY}/strait`, seed: 'leaky' }, clock);
      expect(submitOrders(store, 'leak', 'red', '{"berth": 5}', 'cli', clock).ok).toBe(true);
      expect(submitOrders(store, 'leak', 'blue', '{"berth": 2}', 'cli', clock).ok).toBe(true);
      resolveCampaignTurn(store, 'leak', clock); // no contact: the chain runs through the tide to turn 2
      expect(reportFor(store, 'leak', 'umpire', 'text', 1)).toContain('ferry.landed');
      expect(reportFor(store, 'leak', 'red', 'text', 1)).toContain('ferry.landed');
      expect(reportFor(store, 'leak', 'blue', 'text', 1)).not.toContain('ferry.landed');
      expect(reportFor(store, 'leak', 'blue', 'text', 1)).toContain('ferry.turn-end');
    } finally { store.close(); }
  });

  it('the umpire\'s JSON report lists the seats (id, side, role); a seat\'s does not', () => {
    const store = openStore(join(home, 'seats.db'));
    try {
      const clock = { now: () => new Date('2026-01-02T00:00:00Z') };
      createCampaign(store, { id: 'seats', scenario: `${LEAKY}/strait`, seed: 'seats' }, clock);
      const umpire = JSON.parse(reportFor(store, 'seats', 'umpire', 'json', 0)) as { seats?: unknown };
      expect(umpire.seats).toEqual([{ seat: 'blue', side: 'blue', role: null }, { seat: 'red', side: 'red', role: null }]);
      expect(JSON.parse(reportFor(store, 'seats', 'red', 'json', 0))).not.toHaveProperty('seats');
    } finally { store.close(); }
  });
});
