// Bismarck (1962) with the campaign option battle: rounds (seam §2) against the conformance suite
// (seam §9): the same checks as bismarck1962.conformance.test.ts, with each battle fought round by
// round by mail (battle-blue, battle-red, battle-chance, battle-reinforce) inside the turns played.
import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/pipeline/games.js';
import { describeConformance } from './suite.js';
import { b62Answer } from './bismarck1962/answer.js';
import type { ConformanceFixture } from './fixture.js';
import { play } from './play.js';
import { seedOf } from './random.js';

const fixture: ConformanceFixture = { gameId: 'bismarck1962', folder: 'src/games/bismarck1962/', scenarios: ['last-days'], turns: 6,
  options: { battle: 'rounds' }, receiptEvents: [], answer: b62Answer };

describeConformance(fixture);

// The checks above cover rounds by mail only if the games they play fight battles round by round.
describe('conformance: bismarck1962 with battle: rounds plays battle rounds', () => {
  it('games of the suite\'s kind, seeded 1 to 20, ask Blue and Red for battle rounds by mail', () => {
    const kinds = new Map<string, number>();
    for (let seed = 1; seed <= 20; seed++) {
      const g = play(gameById('bismarck1962')!, fixture, { scenario: 'last-days', campaign: 'conformance', keyOf: (t, x) => `rounds/${seed}/${t}/${x}`, answerSeed: (seat, t, x) => seedOf(`${seed}/${seat}/${t}/${x}`) });
      expect(g.refused).toEqual([]);
      for (const x of g.exchanges) kinds.set(x.spec.kind, (kinds.get(x.spec.kind) ?? 0) + 1);
    }
    if (process.env.B62_SHOW) console.log(Object.fromEntries(kinds));
    expect(kinds.get('battle-blue') ?? 0).toBeGreaterThan(0);
    expect(kinds.get('battle-red') ?? 0).toBeGreaterThan(0);
  });
});
