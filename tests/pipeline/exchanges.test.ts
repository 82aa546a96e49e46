// The pipeline resolves exchanges, not turns (docs/design/seam.md §2; §10 commit 8), shown on the
// test-only game "ferry" (tests/games/ferry/game.ts): two exchanges a turn, the second asking
// blue alone after a contact, or no one (a chain) without one. GWAS keeps one exchange a turn;
// the pins, goldens and store upgrade test show it plays exactly as before.
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, reportFor, resolveCampaignTurn, submitOrders } from '../../src/pipeline/campaign.js';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { exportCampaign } from '../../src/pipeline/export.js';
import { registerGame } from '../../src/pipeline/games.js';
import { rollbackCampaign } from '../../src/fairplay/rollback.js';
import { buildBundle, verifyBundle, type Bundle } from '../../src/fairplay/bundle.js';
import { amendedReplay } from '../../src/fairplay/amend.js';
import { exchangeKey, seatsOf, turnKey } from '../../src/fairplay/turn-key.js';
import { openStore } from '../../src/store/sqlite-store.js';
import type { Store } from '../../src/store/types.js';
import type { ExchangeSpec } from '../../src/kernel/ask.js';
import type { GameEvent, RollData } from '../../src/kernel/events.js';
import { FERRY_ID, ferryAdapter, type FerryState } from '../games/ferry/game.js';

const SEED = 'ferry-seed';
let home: string;
let unregister: () => void;
let stores: Store[] = [];
let n = 0;

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'admiralty-exchanges-'));
  unregister = registerGame(ferryAdapter);
});
afterEach(() => { for (const s of stores) s.close(); stores = []; });
afterAll(() => { unregister(); rmSync(home, { recursive: true, force: true }); });

function fresh(): { store: Store; id: string; file: string } {
  const file = join(home, `s${++n}.db`);
  const store = openStore(file);
  stores.push(store);
  const id = `ferry-${n}`;
  createCampaign(store, { id, scenario: `${FERRY_ID}/strait`, seed: SEED }, { now: () => new Date('2026-01-01T00:00:00Z') });
  return { store, id, file };
}

const clock = { now: () => new Date('2026-01-02T00:00:00Z') };
const pending = (store: Store, id: string): ExchangeSpec | null => JSON.parse(store.getCampaign(id)!.pendingJson ?? 'null');
const rolls = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'roll').map((e) => e.data as RollData);

/** Turn 1 with a contact: red lands at 3, blue watches 3; then blue answers the challenge. */
function contactTurn(store: Store, id: string): void {
  expect(submitOrders(store, id, 'red', '{"berth": 3}', 'cli', clock).ok).toBe(true);
  expect(submitOrders(store, id, 'blue', '{"berth": 3}', 'cli', clock).ok).toBe(true);
  resolveCampaignTurn(store, id, clock);
  expect(submitOrders(store, id, 'blue', '{"board": true}', 'cli', clock).ok).toBe(true);
  resolveCampaignTurn(store, id, clock);
}

describe('§2 state machine: the pending exchange is stored, numbered by the pipeline', () => {
  it('a new campaign stores next(state) as its pending exchange 1', () => {
    const { store, id } = fresh();
    const row = store.getCampaign(id)!;
    expect(row.exchange).toBe(1);
    expect(pending(store, id)).toEqual(ferryAdapter.next(JSON.parse(row.stateJson)));
    expect(pending(store, id)!.kind).toBe('crossing');
  });

  it('after exchange 1 with a contact, exchange 2 (challenge) asks blue alone, and the turn stays', () => {
    const { store, id } = fresh();
    submitOrders(store, id, 'red', '{"berth": 3}', 'cli', clock);
    submitOrders(store, id, 'blue', '{"berth": 3}', 'cli', clock);
    const out = resolveCampaignTurn(store, id, clock);
    expect(out.exchanges.map((x) => [x.turn, x.exchange, x.kind])).toEqual([[1, 1, 'crossing']]);
    const row = store.getCampaign(id)!;
    expect([row.turn, row.exchange]).toEqual([1, 2]);
    expect(pending(store, id)).toMatchObject({ kind: 'challenge', timing: 'reply', asks: [{ seat: 'blue' }] });
  });

  it('the answer to exchange 2 is filed under (turn 1, exchange 2) and resolves it; the next turn starts again at 1', () => {
    const { store, id } = fresh();
    contactTurn(store, id);
    expect(store.listSubmissions(id).map((s) => [s.seat, s.turn, s.exchange])).toEqual([['red', 1, 1], ['blue', 1, 1], ['blue', 1, 2]]);
    expect(store.listJournal(id).map((j) => [j.turn, j.exchange, j.kind])).toEqual([[1, 1, 'crossing'], [1, 2, 'challenge']]);
    const row = store.getCampaign(id)!;
    expect([row.turn, row.exchange]).toEqual([2, 1]);
    expect(pending(store, id)!.kind).toBe('crossing');
    expect((JSON.parse(row.stateJson) as FerryState).boarded).toBe(1);
  });
});

describe('§2 chains: an exchange that asks no one is resolved at once, in the same transaction', () => {
  it('without a contact, exchange 2 (tide) follows exchange 1 in one call, each with its own journal row', () => {
    const { store, id } = fresh();
    submitOrders(store, id, 'red', '{"berth": 2}', 'cli', clock);
    submitOrders(store, id, 'blue', '{"berth": 5}', 'cli', clock);
    const out = resolveCampaignTurn(store, id, clock);
    expect(out.exchanges.map((x) => [x.turn, x.exchange, x.kind])).toEqual([[1, 1, 'crossing'], [1, 2, 'tide']]);
    const journal = store.listJournal(id);
    expect(journal.map((j) => [j.turn, j.exchange, j.kind, j.askedJson])).toEqual([[1, 1, 'crossing', '["blue","red"]'], [1, 2, 'tide', '[]']]);
    // The chain's events are the two exchanges' events in order; exchange 2's carry exchange: 2 (rule 1).
    expect(out.events).toEqual([...JSON.parse(journal[0].eventsJson), ...JSON.parse(journal[1].eventsJson)]);
    expect(JSON.parse(journal[1].eventsJson).every((e: GameEvent) => e.exchange === 2)).toBe(true);
    expect(journal[0].eventsJson).not.toContain('"exchange"');
    // The state each row leaves is the next row's state before it.
    expect(journal[1].digestBefore).toBe(journal[0].digestAfter);
    expect(out.digestAfter).toBe(journal[1].digestAfter);
    expect([store.getCampaign(id)!.turn, store.getCampaign(id)!.exchange]).toEqual([2, 1]);
  });

  it('reports are keyed by the chain\'s last (turn, exchange): none is filed under the chain\'s first', () => {
    const { store, id } = fresh();
    submitOrders(store, id, 'red', '{"berth": 2}', 'cli', clock);
    resolveCampaignTurn(store, id, clock);
    const filed = store.listReports(id).filter((r) => r.turn === 1);
    expect(new Set(filed.map((r) => r.exchange))).toEqual(new Set([2]));
    // Red's report tells it where it landed (exchange 1) and the tide's turn end (exchange 2).
    const red = reportFor(store, id, 'red', 'text', 1);
    expect(red).toContain('1 ferry.landed {"berth":2}');
    expect(red).toContain('1.2 ferry.turn-end');
    // Blue never learns red's berth without a contact (fog through the chain).
    expect(reportFor(store, id, 'blue', 'text', 1)).not.toContain('ferry.landed');
  });

  it('with a contact, each exchange keeps its own reports: (1, 1) after the crossing, (1, 2) after the challenge', () => {
    const { store, id } = fresh();
    contactTurn(store, id);
    expect(store.getReport(id, 1, 'blue', 'text', 1)!.body).toContain('ferry.contact');
    expect(store.getReport(id, 1, 'blue', 'text', 1)!.body).not.toContain('ferry.boarded');
    expect(store.getReport(id, 1, 'blue', 'text', 2)!.body).toContain('1.2 ferry.boarded');
    // Without an exchange, the turn's last report is the one read.
    expect(reportFor(store, id, 'blue', 'text', 1)).toBe(store.getReport(id, 1, 'blue', 'text', 2)!.body);
  });
});

describe('§2 dice key: exchange 1 keys as the turn always did; later exchanges link to the previous key', () => {
  it('exchange 1\'s key is today\'s turn key over the asked seats; exchange 2\'s is the linked key, and differs', () => {
    const { store, id } = fresh();
    contactTurn(store, id);
    const [x1, x2] = store.listJournal(id);
    const orders1 = JSON.parse(x1.ordersJson);
    expect(x1.turnKey).toBe(turnKey(SEED, id, 1, seatsOf(['blue', 'red'], orders1)));
    const orders2 = JSON.parse(x2.ordersJson);
    expect(orders2).toEqual({ blue: { board: true } });
    expect(x2.turnKey).toBe(exchangeKey(SEED, id, 1, seatsOf(['blue'], orders2), { exchange: 2, kind: 'challenge', prev: x1.turnKey! }));
    expect(x2.turnKey).not.toBe(x1.turnKey);
    // Without the link the same seats and orders would key differently: the link is in the key.
    expect(x2.turnKey).not.toBe(turnKey(SEED, id, 1, seatsOf(['blue'], orders2)));
  });

  it('the same stream name in exchanges 1 and 2 draws from different keys, so from different dice streams', () => {
    // Across a few campaigns (different ids, so different keys) the two tides are not all equal.
    const pairs: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { store, id } = fresh();
      resolveCampaignTurn(store, id, clock); // silence: a chain (no contact, red stays at 1, blue watches nothing)
      const [x1, x2] = store.listJournal(id);
      const [r1] = rolls(JSON.parse(x1.eventsJson));
      const [r2] = rolls(JSON.parse(x2.eventsJson));
      expect([r1.stream, r2.stream]).toEqual(['chance', 'chance']);
      expect(r1.position).toBe(0);
      expect(r2.position).toBe(0);
      expect(x2.turnKey).not.toBe(x1.turnKey);
      pairs.push(`${r1.dice.join()}|${r2.dice.join()}`);
    }
    expect(pairs.some((p) => p.split('|')[0] !== p.split('|')[1])).toBe(true);
  });
});

describe('§2 replay: per exchange, checking the journalled kind against next(stateBefore)', () => {
  it('a played campaign of both shapes replays exchange by exchange; exchange 2 is named as such', () => {
    const { store, id } = fresh();
    contactTurn(store, id); // turn 1: crossing, challenge
    resolveCampaignTurn(store, id, clock); // turn 2: crossing, tide (chain)
    const r = replayCampaign(store, id);
    expect(r.ok).toBe(true);
    expect(r.turns.map((t) => [t.turn, t.exchange ?? 1, t.ok])).toEqual([[1, 1, true], [1, 2, true], [2, 1, true], [2, 2, true]]);
    expect(Object.hasOwn(r.turns[0], 'exchange')).toBe(false);
    expect(replayCampaign(store, id, 1).turns.map((t) => t.exchange ?? 1)).toEqual([1, 2]);
  });

  it('a journal row whose kind is not what the game asks from the state before it is named', () => {
    const { store, id, file } = fresh();
    contactTurn(store, id);
    const db = new Database(file);
    expect(db.prepare("UPDATE journal SET kind = 'tide' WHERE campaign = ? AND turn = 1 AND exchange = 2").run(id).changes).toBe(1);
    db.close();
    const r = replayCampaign(store, id);
    expect(r.ok).toBe(false);
    expect(r.turns.at(-1)).toMatchObject({ turn: 1, exchange: 2, ok: false });
    expect(r.turns.at(-1)!.note).toBe("the journal records a 'tide' exchange, the game asks for 'challenge'");
  });

  it('an exchange-2 key that does not link to exchange 1\'s is named', () => {
    const { store, id, file } = fresh();
    contactTurn(store, id);
    const x2 = store.getJournal(id, 1, 2)!;
    const forged = turnKey(SEED, id, 1, seatsOf(['blue'], JSON.parse(x2.ordersJson))); // the unlinked key
    const db = new Database(file);
    db.prepare('UPDATE journal SET key_json = ? WHERE campaign = ? AND turn = 1 AND exchange = 2')
      .run(JSON.stringify({ seats: JSON.parse(x2.seatsJson!), turnKey: forged }), id);
    db.close();
    const r = replayCampaign(store, id);
    expect(r.turns.at(-1)).toMatchObject({ turn: 1, exchange: 2, ok: false, note: 'the journalled turn key is not the one the seed and the journalled orders give' });
  });
});

describe('export: one journal file per (turn, exchange)', () => {
  it('exchange 1 keeps the name turn-NNN.json and its members; exchange 2 is turn-NNN.x2.json with its exchange and kind', () => {
    const { store, id } = fresh();
    contactTurn(store, id);
    const dir = join(home, `export-${id}`);
    const written = exportCampaign(store, id, dir);
    expect(written).toContain('journal/turn-001.json');
    expect(written).toContain('journal/turn-001.x2.json');
    const x1 = JSON.parse(readFileSync(join(dir, 'journal/turn-001.json'), 'utf8'));
    const x2 = JSON.parse(readFileSync(join(dir, 'journal/turn-001.x2.json'), 'utf8'));
    expect(Object.hasOwn(x1, 'exchange')).toBe(false);
    expect(x2).toMatchObject({ turn: 1, exchange: 2, kind: 'challenge', asked: ['blue'], turnKey: store.getJournal(id, 1, 2)!.turnKey });
    expect(existsSync(join(dir, 'reports/turn-001/blue.txt'))).toBe(true);
    expect(existsSync(join(dir, 'reports/turn-001.x2/blue.txt'))).toBe(true);
    expect(existsSync(join(dir, 'submissions/turn-001.x2'))).toBe(true);
  });
});

describe('§2 rollback --to T [--exchange X]', () => {
  const at = '2026-01-03T00:00:00Z';

  it('back to (1, 1): exchange 2 and its reports are undone, its answer superseded, and the challenge is pending again', () => {
    const { store, id } = fresh();
    contactTurn(store, id);
    const r = rollbackCampaign(store, id, 1, 'a test', 'cli', at, null, 1);
    expect(r.nextTurn).toBe(1);
    expect(store.listJournal(id).map((j) => [j.turn, j.exchange])).toEqual([[1, 1]]);
    expect(store.getReport(id, 1, 'blue', 'text', 2)).toBeNull();
    const blue2 = store.listSubmissions(id).find((s) => s.exchange === 2)!;
    expect(store.listSuperseded(id).map((s) => s.submission)).toEqual([blue2.id]);
    const row = store.getCampaign(id)!;
    expect([row.turn, row.exchange]).toEqual([1, 2]);
    expect(pending(store, id)!.kind).toBe('challenge');
    // Resolving again re-runs exchange 2, silent this time (the superseded answer no longer counts), and replays.
    resolveCampaignTurn(store, id, clock);
    expect(JSON.parse(store.getJournal(id, 1, 2)!.ordersJson)).toEqual({});
    expect(replayCampaign(store, id).ok).toBe(true);
  });

  it('without an exchange a turn is kept whole (its last exchange), as before exchanges', () => {
    const { store, id } = fresh();
    contactTurn(store, id);
    resolveCampaignTurn(store, id, clock);
    rollbackCampaign(store, id, 1, 'a test', 'cli', at, null);
    expect(store.listJournal(id).map((j) => [j.turn, j.exchange])).toEqual([[1, 1], [1, 2]]);
    expect([store.getCampaign(id)!.turn, store.getCampaign(id)!.exchange]).toEqual([2, 1]);
    expect(pending(store, id)!.kind).toBe('crossing');
  });
});

describe('§2 bundle --turn T [--exchange X]', () => {
  const at = '2026-01-03T00:00:00Z';

  it('exchange 2 of a turn: its own orders, key and reports; it verifies, its key checked against the link to exchange 1', () => {
    const { store, id } = fresh();
    contactTurn(store, id);
    const b = buildBundle(store, id, 1, at, 2);
    expect(b).toMatchObject({ turn: 1, exchange: 2, kind: 'challenge', asked: ['blue'], prevKey: store.getJournal(id, 1, 1)!.turnKey });
    expect(Object.keys(b.orders)).toEqual(['blue']);
    expect(b.submissions.map((x) => x.side)).toEqual(['blue']);
    expect(b.dice.turnKey).toBe(store.getJournal(id, 1, 2)!.turnKey);
    expect(b.stateBefore).toEqual(JSON.parse(store.getJournal(id, 1, 1)!.stateAfterJson!));
    expect(b.reports.blue.text).toBe(store.getReport(id, 1, 'blue', 'text', 2)!.body);
    const v = verifyBundle(b, { seed: SEED, nonce: store.listDiceEpochs(id)[0].nonce });
    expect(v.findings.filter((f) => !f.ok)).toEqual([]);
    expect(v.ok).toBe(true);
    // Without --exchange the turn's last is taken.
    expect(buildBundle(store, id, 1, at).exchange).toBe(2);
  });

  it('exchange 1 of the turn is bundled as every one-exchange turn always was: no exchange member', () => {
    const { store, id } = fresh();
    contactTurn(store, id);
    const b = buildBundle(store, id, 1, at, 1);
    for (const m of ['exchange', 'kind', 'asked', 'prevKey', 'chainEvents']) expect(Object.hasOwn(b, m)).toBe(false);
    expect(verifyBundle(b).ok).toBe(true);
  });

  it('a chain\'s last exchange carries the chain\'s earlier events, which its reports were built from, and verifies', () => {
    const { store, id } = fresh();
    resolveCampaignTurn(store, id, clock); // crossing, then tide (a chain)
    const b = buildBundle(store, id, 1, at, 2);
    expect(b.chainEvents).toEqual(JSON.parse(store.getJournal(id, 1, 1)!.eventsJson));
    expect(verifyBundle(b).ok).toBe(true);
  });

  it('a bundle whose exchange kind was changed is named', () => {
    const { store, id } = fresh();
    contactTurn(store, id);
    const b: Bundle = { ...buildBundle(store, id, 1, at, 2), kind: 'tide' };
    const v = verifyBundle(b);
    expect(v.ok).toBe(false);
    expect(v.findings.find((f) => f.what === 'exchange')?.detail).toBe("the bundle's exchange is 'tide', the game asks for 'challenge' from the state before it");
  });
});

describe('§2 amend --turn T [--exchange X]', () => {
  it('amending exchange 1 re-keys it and the linked exchange 2 of the same turn; the later exchanges run while their asks match', () => {
    const { store, id } = fresh();
    contactTurn(store, id); // 1.1 crossing (contact at 3), 1.2 challenge
    resolveCampaignTurn(store, id, clock); // 2.1 crossing, 2.2 tide
    // Blue watches 3 in both histories: the crossing is the same exchange, asked of the same seats.
    const same = amendedReplay(store, id, 1, [{ side: 'red', text: '{"berth": 3, "salt": "x"}', file: 'red.json' }], 2, 1);
    expect(same.notes.filter((n) => n.includes('dice rolled under')).map((n) => n.split(':')[0])).toEqual(['turn 1', 'turn 1, exchange 2']);
    expect(same.reports.map((r) => [r.turn, r.exchange ?? 1])).toContainEqual([1, 2]);
    // Red lands at 5 instead: no contact, so the game asks for the tide, not the journalled challenge: the history stops there.
    const away = amendedReplay(store, id, 1, [{ side: 'red', text: '{"berth": 5}', file: 'red.json' }], 2, 1);
    expect(away.notes.at(-1)).toBe("the amended history stops before turn 1, exchange 2: the game now asks for 'tide' of no one, the journal has 'challenge' of blue");
    expect(away.amendedDigest).not.toBe(away.originalDigest);
  });

  it('amending exchange 2 (blue holds instead of boarding) leaves exchange 1 as journalled', () => {
    const { store, id } = fresh();
    contactTurn(store, id);
    const r = amendedReplay(store, id, 1, [{ side: 'blue', text: '{"board": false}', file: 'blue.json' }], 1, 2);
    expect(r.rejected).toEqual([]);
    expect(r.changes.map((c) => c.path)).toContain('boarded');
    expect(r.reports.every((x) => x.exchange === 2)).toBe(true);
    // Red was not asked in exchange 2: it cannot amend it.
    expect(() => amendedReplay(store, id, 1, [{ side: 'red', text: '{"berth": 2}', file: 'red.json' }], 1, 2)).toThrow(expect.objectContaining({ code: 'ADM3006' }));
  });
});
