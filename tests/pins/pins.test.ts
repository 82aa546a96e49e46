/**
 * The pins (docs/design/seam.md §10, commit 0): goeben-1914 and otranto-1917 replayed through the
 * pipeline with fixed seeds and scripted players must give, turn by turn, exactly what
 * tests/pins/gwas.pins.json recorded: state digests, events, orders, turn keys, versions and every
 * stored report. Any rule change that changes an outcome fails here, naming the campaign and the
 * first turn that differs. This test only reads the file; `npm run pins:update` writes it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PINS_FILE } from './file.js';
import { PINNED_GAMES, PIN_TURNS, playPinnedGame, type PinsFile } from './play.js';

if (!existsSync(PINS_FILE)) throw new Error('tests/pins/gwas.pins.json is missing: write it with `npm run pins:update`, then read it');
const pinned = JSON.parse(readFileSync(PINS_FILE, 'utf8')) as PinsFile;

describe('the pins file', () => {
  it('holds every pinned game, each for the pinned number of turns', () => {
    expect(pinned.turns).toBe(PIN_TURNS);
    expect(pinned.campaigns.map((c) => [c.scenario, c.campaign, c.seed])).toEqual(PINNED_GAMES.map((g) => [g.scenario, g.campaign, g.seed]));
    for (const c of pinned.campaigns) expect(c.turns.map((t) => t.turn)).toEqual(Array.from({ length: PIN_TURNS }, (_, i) => i + 1));
  });
});

for (const game of PINNED_GAMES) {
  describe(`${game.scenario} played again (seed ${game.seed})`, () => {
    const expected = pinned.campaigns.find((c) => c.campaign === game.campaign)!;
    const { store, pinned: actual } = playPinnedGame(game);
    const events = store.listJournal(game.campaign).flatMap((j) => JSON.parse(j.eventsJson) as { type: string }[]);
    store.close();

    it('4.1 the opening (turn 0): its key, digests, rolls and briefings are the pinned ones', () => {
      expect(actual.opening).toEqual(expected.opening);
    });

    // One case per turn, so a failure names the first turn whose outcome moved.
    it.each(expected.turns.map((t) => [t.turn, t] as const))('turn %i: digests, events, orders, turn key, versions and every report as pinned', (turn, want) => {
      expect(actual.turns.find((t) => t.turn === turn)).toEqual(want);
    });

    it('the pinned game still reaches contact and battle (5.4, 6.0): the pins cover combat', () => {
      expect(events.some((e) => e.type === 'gwas.contact')).toBe(true);
      expect(events.some((e) => e.type === 'gwas.battle-begins')).toBe(true);
    });
  });
}
