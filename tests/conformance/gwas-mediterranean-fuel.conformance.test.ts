// Great War at Sea with the fuel option (12.0; issue 16 §2) against the conformance suite (seam §9):
// the same checks as gwas-mediterranean.conformance.test.ts (fog, non-interference, replay, fuzz,
// bundles), with every ship's fuel in the state, burnt each turn and shown to its own side only.
import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/pipeline/games.js';
import { describeConformance } from './suite.js';
import { gwasAnswer } from './gwas/answer.js';
import type { ConformanceFixture } from './fixture.js';
import { play } from './play.js';
import { seedOf } from './random.js';

const fixture: ConformanceFixture = { gameId: 'gwas-mediterranean', folder: 'src/games/gwas/', scenarios: ['goeben-1914', 'otranto-1917'], turns: 5,
  options: { fuel: true }, receiptEvents: ['gwas.orders-applied', 'gwas.orders-standing'], answer: gwasAnswer };

describeConformance(fixture);

// The checks above cover fuel only if the games they play burn it.
describe('conformance: gwas-mediterranean with fuel: true burns fuel in the games it plays', () => {
  it('12.1 games of the suite\'s kind, seeded 1 to 4, leave ships with fuel burnt and no orders refused', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const g = play(gameById('gwas-mediterranean')!, fixture, { scenario: 'goeben-1914', campaign: 'conformance', keyOf: (t, x) => `fuel/${seed}/${t}/${x}`, answerSeed: (seat, t, x) => seedOf(`${seed}/${seat}/${t}/${x}`) });
      expect(g.refused).toEqual([]);
      const last = g.exchanges.at(-1)!.after as { ships: Record<string, { fuel?: { used: number } }> };
      const used = Object.values(last.ships).map((s) => s.fuel?.used);
      expect(used.every((u) => typeof u === 'number')).toBe(true);
      expect(used.some((u) => (u ?? 0) > 0)).toBe(true);
    }
  });
});
