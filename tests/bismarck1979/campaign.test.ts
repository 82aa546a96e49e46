// A whole May 1941 campaign through the pipeline (store, journal, reports), played by the
// scripted players of players.ts, who read only their own JSON report and orders form; it
// reaches its end and replays exactly from the journal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { playCampaign } from './campaign.js';

describe('a whole campaign by scripted players (issue 13 "How we will know")', () => {
  const dir = mkdtempSync(join(tmpdir(), 'b79-campaign-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it.each(['seed-1', 'seed-2'])('%s: the May 1941 operation is played to its end through the pipeline and replays exactly', (seed) => {
    const r = playCampaign(dir, seed);
    expect(r.rejected).toBe(0);
    expect(['Bismarck sunk', 'Bismarck reached port', 'time', 'the British can no longer catch up']).toContain(r.result);
    expect(r.exchanges).toBeGreaterThanOrEqual(1);
    expect(r.replayOk).toBe(true);
  });
});
