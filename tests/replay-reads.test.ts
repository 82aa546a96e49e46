// What a replay reads (issue 17 Goals: a 100-turn replay in ≤ 1 s; §3: bounded memory). A whole
// replay needs the campaign's initial state and each turn's inputs, never a journalled state; a
// turn replayed alone needs only the state journalled just before it. Each test spoils the
// states the replay must not need (unreadable text): reading any of them would throw.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, resolveCampaignTurn } from '../src/pipeline/campaign.js';
import { replayCampaign } from '../src/pipeline/replay.js';
import { openStore } from '../src/store/sqlite-store.js';

const CAMPAIGN = 'read';
let home: string;
let pristine: string;

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'admiralty-replay-reads-'));
  pristine = join(home, 'pristine.db');
  const store = openStore(pristine);
  createCampaign(store, { id: CAMPAIGN, scenario: 'gwas-mediterranean/goeben-1914', seed: 'replay-reads' });
  for (let t = 1; t <= 4; t++) resolveCampaignTurn(store, CAMPAIGN);
  store.close();
}, 120_000);
afterAll(() => rmSync(home, { recursive: true, force: true }));

let copies = 0;
/** Replays a copy of the four-turn campaign whose states after the turns `spoiled` are unreadable. */
function replayWithout(spoiled: number[], onlyTurn?: number) {
  const file = join(home, `copy-${++copies}.db`);
  const src = new Database(pristine);
  src.prepare('VACUUM INTO ?').run(file);
  src.close();
  const db = new Database(file);
  const spoil = db.prepare(`UPDATE journal SET state_after_json = '{not json' WHERE campaign = ? AND turn = ?`);
  for (const t of spoiled) expect(spoil.run(CAMPAIGN, t).changes).toBe(1);
  db.close();
  const store = openStore(file);
  try { return replayCampaign(store, CAMPAIGN, onlyTurn); } finally { store.close(); }
}

describe('a replay reads only the states it starts from', () => {
  it('a spoiled state is noticed when it is read (the tests below would catch a read)', () => {
    expect(() => replayWithout([2], 3)).toThrow(SyntaxError);
  });

  it('the whole campaign replays from its initial state alone: no journalled state is read', () => {
    const r = replayWithout([1, 2, 3, 4]);
    expect(r.ok).toBe(true);
    expect(r.turns.map((t) => [t.turn, t.ok])).toEqual([[1, true], [2, true], [3, true], [4, true]]);
  });

  it('a turn replayed alone reads the state journalled just before it, not the earlier ones', () => {
    const r = replayWithout([1, 2], 4);
    expect(r.ok).toBe(true);
    expect(r.turns.map((t) => t.turn)).toEqual([4]);
  });

  it('nothing journalled after the turn replayed alone is read', () => {
    const r = replayWithout([2, 3, 4], 2);
    expect(r.ok).toBe(true);
    expect(r.turns.map((t) => t.turn)).toEqual([2]);
  });
});
