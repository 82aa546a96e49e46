// Replay guards both state digests of every journalled turn (README: "replay re-runs every turn
// and compares digests"). A journal whose digest before, or digest after, a turn was altered
// must be named at that turn, as must a state the journal hands a single-turn replay.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, resolveCampaignTurn } from '../src/pipeline/campaign.js';
import { replayCampaign } from '../src/pipeline/replay.js';
import { digestOf, sha256 } from '../src/pipeline/digest.js';
import { AdmiraltyError } from '../src/pipeline/errors.js';
import { openStore } from '../src/store/sqlite-store.js';
import { unpack } from '../src/store/packed.js';

const CAMPAIGN = 'replayed';
const FORGED = 'f'.repeat(64);
let home: string;
let pristine: string;

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'admiralty-replay-'));
  pristine = join(home, 'pristine.db');
  const store = openStore(pristine);
  createCampaign(store, { id: CAMPAIGN, scenario: 'gwas-mediterranean/goeben-1914', seed: 'replay-holes' });
  for (let t = 1; t <= 3; t++) resolveCampaignTurn(store, CAMPAIGN);
  store.close();
}, 120_000);
afterAll(() => rmSync(home, { recursive: true, force: true }));

let copies = 0;
/** A copy of the three-turn campaign, altered by `sql` (run with the campaign id as its one parameter). */
function tampered(sql?: string): ReturnType<typeof openStore> {
  const file = join(home, `copy-${++copies}.db`);
  const src = new Database(pristine);
  src.prepare('VACUUM INTO ?').run(file);
  src.close();
  if (sql) {
    const db = new Database(file);
    // The journal's events and states are stored compressed (issue 17 §4): `unpacked(col)` is their text.
    db.function('unpacked', (v: unknown) => unpack(v));
    expect(db.prepare(sql).run(CAMPAIGN).changes).toBe(1);
    db.close();
  }
  return openStore(file);
}

function replay(sql?: string, onlyTurn?: number) {
  const store = tampered(sql);
  try { return replayCampaign(store, CAMPAIGN, onlyTurn); } finally { store.close(); }
}

describe('replay compares the digest before and the digest after every turn', () => {
  it('an untouched journal replays: every turn matches', () => {
    const r = replay();
    expect(r.ok).toBe(true);
    expect(r.turns.map((t) => [t.turn, t.ok])).toEqual([[1, true], [2, true], [3, true]]);
  });

  it('a digest-before altered in the journal is named at its turn: the state before differs', () => {
    const r = replay(`UPDATE journal SET digest_before = '${FORGED}' WHERE campaign = ? AND turn = 2`);
    expect(r.ok).toBe(false);
    expect(r.firstMismatch).toBe(2);
    expect(r.turns.at(-1)).toMatchObject({ turn: 2, ok: false, expected: FORGED, note: 'state before the turn differs' });
  });

  it('the first turn\'s digest-before is checked against the campaign\'s initial state', () => {
    const r = replay(`UPDATE journal SET digest_before = '${FORGED}' WHERE campaign = ? AND turn = 1`);
    expect(r.firstMismatch).toBe(1);
    expect(r.turns.at(-1)!.note).toBe('state before the turn differs');
  });

  it('a digest-after altered in the journal is named at its turn: the state after differs', () => {
    const r = replay(`UPDATE journal SET digest_after = '${FORGED}' WHERE campaign = ? AND turn = 2`);
    expect(r.ok).toBe(false);
    expect(r.firstMismatch).toBe(2);
    expect(r.turns.at(-1)).toMatchObject({ turn: 2, ok: false, expected: FORGED, note: 'state after the turn differs' });
    expect(r.turns.at(-1)!.actual).not.toBe(FORGED);
  });

  it('a turn replayed alone starts from the journalled state after the turn before, checked by its digest-before', () => {
    expect(replay(undefined, 2).ok).toBe(true);
    const r = replay(`UPDATE journal SET state_after_json = json_set(unpacked(state_after_json), '$.turn', 99) WHERE campaign = ? AND turn = 1`, 2);
    expect(r.firstMismatch).toBe(2);
    expect(r.turns.at(-1)!.note).toBe('state before the turn differs');
  });

  it('journalled events that differ from the re-run are named even when both digests agree', () => {
    const r = replay(`UPDATE journal SET events_json = json_remove(unpacked(events_json), '$[#-1]') WHERE campaign = ? AND turn = 3`);
    expect(r.firstMismatch).toBe(3);
    expect(r.turns.at(-1)).toMatchObject({ turn: 3, ok: false, note: 'events differ' });
  });
});

describe('replay of one turn, and what a replay says', () => {
  it('a replay of one turn replays only that turn, from the state journalled before it', () => {
    const r = replay(undefined, 3);
    expect(r.ok).toBe(true);
    expect(r.turns.map((t) => t.turn)).toEqual([3]);
  });

  it('a turn not yet resolved cannot be replayed: ADM3010 names the turns that were', () => {
    const store = tampered();
    try {
      expect(() => replayCampaign(store, CAMPAIGN, 4)).toThrow(AdmiraltyError);
      expect(() => replayCampaign(store, CAMPAIGN, 4)).toThrow(expect.objectContaining({ code: 'ADM3010' }));
      expect(() => replayCampaign(store, CAMPAIGN, 4)).toThrow("turn 4 of 'replayed' has not been resolved (resolved: 1–3)");
      createCampaign(store, { id: 'fresh', scenario: 'gwas-mediterranean/goeben-1914', seed: 'x' });
      expect(() => replayCampaign(store, 'fresh', 1)).toThrow("turn 1 of 'fresh' has not been resolved (resolved: none)");
      const fresh = replayCampaign(store, 'fresh');
      expect({ ...fresh, opening: fresh.opening?.ok }).toEqual({ ok: true, opening: true, turns: [], firstMismatch: null });
    } finally { store.close(); }
  });

  it('a turn journalled by another engine version is named with both versions, and still compared', () => {
    const r = replay(`UPDATE journal SET engine_version = 'gwas-0.0.1' WHERE campaign = ? AND turn = 2`);
    expect(r.ok).toBe(true);
    expect(r.turns[1].note).toMatch(/^recorded with gwas-0\.0\.1, data [0-9a-f]{12}; replayed with \S+, data [0-9a-f]{12}$/);
    expect(r.turns[0].note).toBeUndefined();
    const bad = replay(`UPDATE journal SET engine_version = 'gwas-0.0.1', digest_after = '${FORGED}' WHERE campaign = ? AND turn = 2`);
    expect(bad.firstMismatch).toBe(2);
    expect(bad.turns.at(-1)!.note).toMatch(/^recorded with gwas-0\.0\.1/);
  });

  it('a turn journalled with other game data is named with both data versions', () => {
    const r = replay(`UPDATE journal SET data_version = 'abcdef0123456789' WHERE campaign = ? AND turn = 3`);
    expect(r.ok).toBe(true);
    expect(r.turns[2].note).toMatch(/^recorded with \S+, data abcdef012345; replayed with \S+, data [0-9a-f]{12}$/);
  });

  it('a replay stops at the first turn that differs', () => {
    const r = replay(`UPDATE journal SET digest_after = '${FORGED}' WHERE campaign = ? AND turn = 1`);
    expect(r.turns.map((t) => t.turn)).toEqual([1]);
  });

  it('digests are SHA-256 of canonical JSON', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(digestOf({ b: 1, a: [2] })).toBe(sha256('{"a":[2],"b":1}'));
  });
});

// 4.1: turn 1's weather is rolled when the campaign is created, under the turn-0 key; the opening
// is journalled (store version 6) and replay re-runs it from the scenario's set-up state.
describe('replay re-runs the opening (4.1 turn 1 weather, rolled at creation)', () => {
  it('an untouched opening matches, and it holds the weather roll', () => {
    const r = replay();
    expect(r.opening).toMatchObject({ turn: 0, ok: true });
    const store = tampered();
    try {
      const events = JSON.parse(store.getOpening(CAMPAIGN)!.eventsJson) as { type: string; step: string }[];
      expect(events.filter((e) => e.type === 'roll').map((e) => e.step)).toContain('weather');
    } finally { store.close(); }
  });

  it('a weather die altered in the journalled opening is named at turn 0: events differ, no turn is replayed', () => {
    const store = tampered();
    const events = JSON.parse(store.getOpening(CAMPAIGN)!.eventsJson) as { type: string; data: { dice: number[]; sides: number } }[];
    store.close();
    const roll = events.find((e) => e.type === 'roll')!;
    roll.data.dice[0] = (roll.data.dice[0] % roll.data.sides) + 1;
    const r = replay(`UPDATE openings SET events_json = '${JSON.stringify(events).replaceAll("'", "''")}' WHERE campaign = ?`);
    expect(r).toMatchObject({ ok: false, firstMismatch: 0, turns: [] });
    expect(r.opening).toMatchObject({ ok: false, note: 'events differ' });
  });

  it('an initial state that is not what the opening left is named at turn 0', () => {
    const r = replay(`UPDATE campaigns SET initial_state_json = replace(initial_state_json, '"turn":1', '"turn":1,"forged":true') WHERE id = ?`);
    expect(r.firstMismatch).toBe(0);
    expect(r.opening!.note).toBe("the campaign's initial state is not the one the opening journalled");
  });

  it('an opening key the seed does not give is named, and the opening is not re-run', () => {
    const r = replay(`UPDATE openings SET turn_key = '${FORGED}' WHERE campaign = ?`);
    expect(r.opening).toMatchObject({ ok: false, actual: '(not re-run)', note: 'the journalled opening key is not the one the seed gives' });
  });

  it('--turn 0 replays the opening alone', () => {
    const r = replay(undefined, 0);
    expect(r.ok).toBe(true);
    expect(r.opening!.ok).toBe(true);
    expect(r.turns).toEqual([]);
  });
});
