// Bismarck (1979) with both campaign options on (announce: mail, battle: rounds; seam §2) against
// the conformance suite (seam §9): the same checks as bismarck1979.conformance.test.ts, with the
// announcements (9.2) and each battle round (9.3–9.9) asked by mail inside the turns played.
import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/pipeline/games.js';
import { describeConformance } from './suite.js';
import { b79Answer } from './bismarck1979/answer.js';
import type { ConformanceFixture } from './fixture.js';
import { play } from './play.js';
import { seedOf } from './random.js';

const fixture: ConformanceFixture = { gameId: 'bismarck1979', folder: 'src/games/bismarck1979/', scenarios: ['denmark-strait'], turns: 4,
  options: { announce: 'mail', battle: 'rounds' }, receiptEvents: [], answer: b79Answer };

describeConformance(fixture);

// The checks above cover combat by mail only if the games they play ask for it.
describe('conformance: bismarck1979 with announce: mail and battle: rounds asks for announcements and rounds', () => {
  it('games of the suite\'s kind, seeded 1 to 12, ask announcements and battle rounds by mail', () => {
    const kinds = new Map<string, number>();
    for (let seed = 1; seed <= 12; seed++) {
      const g = play(gameById('bismarck1979')!, fixture, { scenario: 'denmark-strait', campaign: 'conformance', keyOf: (t, x) => `options/${seed}/${t}/${x}`, answerSeed: (seat, t, x) => seedOf(`${seed}/${seat}/${t}/${x}`) });
      expect(g.refused).toEqual([]);
      for (const x of g.exchanges) kinds.set(x.spec.kind, (kinds.get(x.spec.kind) ?? 0) + 1);
    }
    if (process.env.B79_SHOW) console.log(Object.fromEntries(kinds));
    expect(kinds.get('british-announce') ?? 0).toBeGreaterThan(0);
    expect(kinds.get('battle-round') ?? 0).toBeGreaterThan(0);
  });
});
