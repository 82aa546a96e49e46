// Sink the Bismarck! with the campaign option mode: rounds (issue 15, second part) against the
// conformance suite (seam §9): the same player and checks as sink-the-bismarck.conformance.test.ts,
// with each hand's rounds asked one exchange a round (x2 `order`, then `round`s, reply timing).
import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/pipeline/games.js';
import { describeConformance } from './suite.js';
import { stbAnswer } from './sink-the-bismarck/answer.js';
import type { ConformanceFixture } from './fixture.js';
import { play } from './play.js';
import { seedOf } from './random.js';

const fixture: ConformanceFixture = { gameId: 'sink-the-bismarck', folder: 'src/games/sink-the-bismarck/', scenarios: ['denmark-strait'], turns: 3,
  options: { mode: 'rounds' }, receiptEvents: [], answer: stbAnswer };

describeConformance(fixture);

// The checks above cover the rounds by mail only if the games they play ask for rounds.
describe('conformance: sink-the-bismarck with mode: rounds asks the commanders round by round', () => {
  it('games of the suite\'s kind, seeded 1 to 5, ask `order` and then `round` exchanges, none refused; rounds are played and forfeited', () => {
    const kinds = new Map<string, number>();
    const turned = { played: 0, forfeit: 0 };
    for (let seed = 1; seed <= 5; seed++) {
      const g = play(gameById('sink-the-bismarck')!, fixture, { scenario: 'denmark-strait', campaign: 'conformance', keyOf: (t, x) => `rounds/${seed}/${t}/${x}`, answerSeed: (seat, t, x) => seedOf(`${seed}/${seat}/${t}/${x}`) });
      expect(g.refused).toEqual([]);
      for (const x of g.exchanges) {
        kinds.set(x.spec.kind, (kinds.get(x.spec.kind) ?? 0) + 1);
        if (x.spec.kind === 'round') { turned.played += x.events.filter((e) => e.type === 'stb.round').length; turned.forfeit += x.events.filter((e) => e.type === 'stb.forfeit').length; }
      }
    }
    if (process.env.STB_SHOW) console.log(Object.fromEntries(kinds), turned);
    // Rounds played by the commanders who answered, and rounds forfeited by the late (Game Description).
    expect(turned.played).toBeGreaterThan(0);
    expect(turned.forfeit).toBeGreaterThan(0);
    expect(kinds.get('order') ?? 0).toBeGreaterThan(0);
    expect(kinds.get('round') ?? 0).toBeGreaterThan(kinds.get('order') ?? 0);
    expect(kinds.get('command') ?? 0).toBe(0);
  });
});
