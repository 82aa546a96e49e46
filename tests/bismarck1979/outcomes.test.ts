// The historical outcomes (issue 13 "How we will know"): Bismarck found and sunk, or reaching
// Brest, each in a plausible share of whole campaigns by the scripted players of players.ts.
// About 1.5 s a game, so it runs only when asked: B79_FIGURES=20 npx vitest run <this file>
// (20 games per scenario; it prints the tally).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playCampaign } from './campaign.js';

const n = Number(process.env.B79_FIGURES ?? 0);

describe.skipIf(!n)('12.1 the historical outcomes in a plausible share (issue 13)', () => {
  it.each(['may-1941', 'denmark-strait'])('%s: over B79_FIGURES seeds, Bismarck is sunk in some games and reaches Brest in others, every game replaying exactly', (scenario) => {
    const dir = mkdtempSync(join(tmpdir(), 'b79-outcomes-'));
    try {
      const tally: Record<string, number> = {};
      for (let k = 1; k <= n; k++) {
        const r = playCampaign(dir, `fig-${scenario}-${k}`, scenario);
        expect(r.replayOk).toBe(true);
        expect(r.rejected).toBe(0);
        const key = r.result === 'Bismarck reached port' ? `reached ${r.bismarckZone}` : String(r.result);
        tally[key] = (tally[key] ?? 0) + 1;
      }
      console.log(`${scenario}, ${n} games: ${JSON.stringify(tally)}`);
      expect(tally['Bismarck sunk'] ?? 0).toBeGreaterThan(0);
      expect(tally['reached S22'] ?? 0).toBeGreaterThan(0); // S22 holds Brest
    } finally { rmSync(dir, { recursive: true, force: true }); }
  }, 600000);
});
