/**
 * The Store contract (src/store/types.ts), run against both backends (issue 17 §4: the same
 * behaviour on SQLite and PostgreSQL): each test opens a fresh store of its backend. The
 * PostgreSQL cluster is this file's own (tests/support/pg-cluster.ts); without PostgreSQL the
 * postgres half fails under CI=true and is skipped, saying so, otherwise.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPgStore } from '../../src/store/pg-store.js';
import { openStore } from '../../src/store/sqlite-store.js';
import type { CampaignRow, JournalRow, Store } from '../../src/store/types.js';
import { pgGate } from '../support/pg-cluster.js';

const cluster = await pgGate();
const dir = mkdtempSync(join(tmpdir(), 'adm-contract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const backends: [string, () => Store][] = [['sqlite', () => openStore(join(dir, `s${++n}.db`))]];
if (cluster) backends.push(['postgres', () => openPgStore(cluster.database(`contract${++n}`))]);

function campaignRow(id: string, over: Partial<CampaignRow> = {}): CampaignRow {
  return {
    id, game: 'gwas-mediterranean', scenario: 'goeben-1914', seed: 's', createdAt: '2026-01-01T00:00:00.000Z', turn: 1, status: 'active',
    stateJson: '{"a":1}', initialStateJson: '{"a":0}', engineVersion: 'e1', dataVersion: 'd1', exchange: 1, pendingJson: null, optionsJson: '{}', ...over,
  };
}

function journalRow(campaign: string, turn: number, exchange: number, over: Partial<JournalRow> = {}): JournalRow {
  return {
    campaign, turn, exchange, kind: 'turn', seed: 'seed', ordersJson: '{}', submissionsJson: '{}', askedJson: '["allied","central"]', engineVersion: 'e1',
    dataVersion: 'd1', digestBefore: `b${turn}.${exchange}`, digestAfter: `a${turn}.${exchange}`, eventsJson: `[{"t":${turn},"x":${exchange}}]`,
    stateAfterJson: `{"t":${turn}}`, resolvedAt: `2026-01-0${turn}T00:00:00.000Z`, turnKey: null, seatsJson: null, ...over,
  };
}

const sub = (campaign: string, seat: string, turn: number, valid: boolean, exchange = 1) => ({
  campaign, seat, turn, exchange, receivedAt: '2026-01-01T00:00:00.000Z', source: 'cli', raw: `orders ${seat} ${turn}`,
  parsedJson: valid ? '{}' : null, digest: valid ? 'd' : null, valid, diagnosticsJson: '[]',
});

describe.each(backends)('the Store contract on %s (issue 17 §4)', (_name, open) => {
  let store: Store;
  beforeEach(() => {
    store = open();
    store.insertCampaign(campaignRow('c1'));
  });
  afterEach(() => store.close());

  it('campaigns: read back as written, listed by id in byte order, the state and the pending exchange updated (seam §2)', () => {
    store.insertCampaign(campaignRow('B-upper'));
    store.insertCampaign(campaignRow('a-lower', { optionsJson: '{"fog":true}' }));
    expect(store.getCampaign('a-lower')).toEqual(campaignRow('a-lower', { optionsJson: '{"fog":true}' }));
    expect(store.getCampaign('none')).toBeNull();
    expect(store.listCampaigns().map((c) => c.id)).toEqual(['B-upper', 'a-lower', 'c1']);
    store.updateCampaignState('c1', 2, 'active', '{"a":2}', { exchange: 3, pendingJson: '{"kind":"x"}' });
    expect(store.getCampaign('c1')).toMatchObject({ turn: 2, exchange: 3, pendingJson: '{"kind":"x"}', stateJson: '{"a":2}' });
    store.updateCampaignState('c1', 3, 'over', '{"a":3}');
    expect(store.getCampaign('c1')).toMatchObject({ turn: 3, status: 'over', exchange: 3, pendingJson: '{"kind":"x"}' });
  });

  it('a duplicate campaign id is refused', () => {
    expect(() => store.insertCampaign(campaignRow('c1'))).toThrow();
  });

  it('players: one per seat (seam §3), replaced by upsert, listed by seat', () => {
    store.upsertPlayer({ campaign: 'c1', seat: 'central', side: 'central', name: 'C', email: null, timeZone: null, mode: 'player' });
    store.upsertPlayer({ campaign: 'c1', seat: 'allied', side: 'allied', name: 'A', email: 'a@x', timeZone: 'Europe/London', mode: 'player' });
    store.upsertPlayer({ campaign: 'c1', seat: 'central', side: 'central', name: 'C2', email: 'c@x', timeZone: null, mode: 'referee' });
    expect(store.listPlayers('c1')).toEqual([
      { campaign: 'c1', seat: 'allied', side: 'allied', name: 'A', email: 'a@x', timeZone: 'Europe/London', mode: 'player' },
      { campaign: 'c1', seat: 'central', side: 'central', name: 'C2', email: 'c@x', timeZone: null, mode: 'referee' },
    ]);
  });

  it('players: the seats one address holds, in every campaign, in one query (issue 17 §5: the intake no longer reads each campaign\'s players)', () => {
    store.insertCampaign(campaignRow('c2'));
    store.upsertPlayer({ campaign: 'c2', seat: 'central', side: 'central', name: 'K', email: 'k@x', timeZone: null, mode: 'player' });
    store.upsertPlayer({ campaign: 'c1', seat: 'allied', side: 'allied', name: 'K', email: 'k@x', timeZone: null, mode: 'player' });
    store.upsertPlayer({ campaign: 'c1', seat: 'central', side: 'central', name: 'O', email: 'o@x', timeZone: null, mode: 'player' });
    expect(store.seatsHeldBy('k@x').map((p) => `${p.campaign}/${p.seat}`).sort()).toEqual(['c1/allied', 'c2/central']);
    expect(store.seatsHeldBy('o@x').map((p) => p.name)).toEqual(['O']);
    expect(store.seatsHeldBy('nobody@x')).toEqual([]);
    // A seat handed to another address is no longer the first's.
    store.upsertPlayer({ campaign: 'c2', seat: 'central', side: 'central', name: 'N', email: 'n@x', timeZone: null, mode: 'player' });
    expect(store.seatsHeldBy('k@x').map((p) => `${p.campaign}/${p.seat}`)).toEqual(['c1/allied']);
  });

  it('submissions: ids rise, the last valid one of (seat, turn, exchange) wins, a superseded one is skipped, finals flagged', () => {
    const a = store.insertSubmission(sub('c1', 'allied', 1, true));
    const b = store.insertSubmission(sub('c1', 'allied', 1, true));
    store.insertSubmission(sub('c1', 'allied', 1, false));
    const x2 = store.insertSubmission(sub('c1', 'allied', 1, true, 2));
    store.insertSubmission(sub('c1', 'central', 2, true));
    expect(b).toBeGreaterThan(a);
    expect(store.latestValidSubmission('c1', 'allied', 1)?.id).toBe(b);
    expect(store.latestValidSubmission('c1', 'allied', 1, 2)?.id).toBe(x2);
    store.supersedeSubmission(b, '2026-01-02T00:00:00.000Z', 'rollback');
    store.supersedeSubmission(b, '2026-01-03T00:00:00.000Z', 'again: ignored');
    expect(store.latestValidSubmission('c1', 'allied', 1)?.id).toBe(a);
    expect(store.listSuperseded('c1')).toEqual([{ submission: b, at: '2026-01-02T00:00:00.000Z', reason: 'rollback' }]);
    expect(store.listSubmissions('c1').map((s) => s.id)).toEqual([...store.listSubmissions('c1')].map((s) => s.id).sort((p, q) => p - q));
    expect(store.listSubmissions('c1', 2).map((s) => s.seat)).toEqual(['central']);
    expect(store.listSubmissions('c1')[2]).toMatchObject({ valid: false, parsedJson: null, raw: 'orders allied 1' });
    expect(store.seatSubmissionNumber('c1', 'allied', b)).toBe(2);
    expect(store.isSubmissionFinal(a)).toBe(true);
    store.setSubmissionFinal(a, false);
    expect(store.isSubmissionFinal(a)).toBe(false);
    store.setSubmissionFinal(a, true);
    expect(store.isSubmissionFinal(a)).toBe(true);
  });

  it('journal: rows by (turn, exchange), the last exchange without one, events through a turn, the turn key kept (docs/dice.md §2)', () => {
    store.insertJournal(journalRow('c1', 1, 1, { turnKey: 'k1', seatsJson: '{"allied":{"salt":"s"}}' }));
    store.insertJournal(journalRow('c1', 2, 1));
    store.insertJournal(journalRow('c1', 2, 2, { stateAfterJson: null }));
    expect(store.getJournal('c1', 1, 1)).toEqual(journalRow('c1', 1, 1, { turnKey: 'k1', seatsJson: '{"allied":{"salt":"s"}}' }));
    expect(store.getJournal('c1', 2)?.exchange).toBe(2);
    expect(store.getJournal('c1', 2)?.stateAfterJson).toBeNull();
    expect(store.getJournal('c1', 3)).toBeNull();
    expect(store.listJournal('c1').map((j) => [j.turn, j.exchange])).toEqual([[1, 1], [2, 1], [2, 2]]);
    expect(store.listJournalEvents('c1', 1)).toEqual([{ turn: 1, exchange: 1, eventsJson: '[{"t":1,"x":1}]' }]);
    expect(store.listJournalEvents('c1')).toHaveLength(3);
    expect(() => store.insertJournal(journalRow('c1', 2, 2))).toThrow();
  });

  it('reports: replaced on the same key, the last exchange that has one without an exchange, listed in order', () => {
    store.insertReport({ campaign: 'c1', turn: 0, exchange: 0, viewer: 'allied', format: 'text', body: 'briefing' });
    store.insertReport({ campaign: 'c1', turn: 1, exchange: 1, viewer: 'allied', format: 'text', body: 'one' });
    store.insertReport({ campaign: 'c1', turn: 1, exchange: 2, viewer: 'allied', format: 'text', body: 'two' });
    store.insertReport({ campaign: 'c1', turn: 1, exchange: 2, viewer: 'allied', format: 'text', body: 'two again' });
    store.insertReport({ campaign: 'c1', turn: 1, exchange: 1, viewer: 'Umpire', format: 'json', body: '{}' });
    expect(store.getReport('c1', 1, 'allied', 'text')?.body).toBe('two again');
    expect(store.getReport('c1', 1, 'allied', 'text', 1)?.body).toBe('one');
    expect(store.getReport('c1', 1, 'central', 'text')).toBeNull();
    expect(store.listReports('c1').map((r) => `${r.turn}.${r.exchange}.${r.viewer}`)).toEqual(['0.0.allied', '1.1.Umpire', '1.1.allied', '1.2.allied']);
    expect(store.listReports('c1', 0)).toHaveLength(1);
  });

  it('a rollback deletes the journal, reports and deadlines after (turn, exchange), and only those', () => {
    for (const [t, x] of [[1, 1], [2, 1], [2, 2], [3, 1]] as const) {
      store.insertJournal(journalRow('c1', t, x));
      store.insertReport({ campaign: 'c1', turn: t, exchange: x, viewer: 'allied', format: 'text', body: '' });
      store.upsertDeadline({ campaign: 'c1', turn: t, exchange: x, timing: 'turn', openedAt: 'o', dueAt: 'd' });
    }
    store.deleteTurnsAfter('c1', 2, 1);
    expect(store.listJournal('c1').map((j) => `${j.turn}.${j.exchange}`)).toEqual(['1.1', '2.1']);
    expect(store.listReports('c1').map((j) => `${j.turn}.${j.exchange}`)).toEqual(['1.1', '2.1']);
    expect(store.getDeadline('c1', 2, 2)).toBeNull();
    expect(store.getDeadline('c1', 2, 1)).not.toBeNull();
    store.deleteTurnsAfter('c1', 1);
    expect(store.listJournal('c1').map((j) => `${j.turn}.${j.exchange}`)).toEqual(['1.1']);
  });

  it('issue 17 §3: the campaign head is the row without its states; the latest turn a query; journal and reports row by row, past one page', () => {
    expect(store.getCampaignHead('c1')).toEqual((({ stateJson: _s, initialStateJson: _i, ...head }) => head)(campaignRow('c1')));
    expect(store.getCampaignHead('none')).toBeNull();
    expect(store.latestJournalTurn('c1')).toBe(0);
    // 35 turns of 2 exchanges: 70 rows, more than the PostgreSQL store's page of 64.
    for (let t = 1; t <= 35; t++) {
      for (const x of [1, 2]) {
        store.insertJournal(journalRow('c1', t, x));
        for (const viewer of ['allied', 'central']) store.insertReport({ campaign: 'c1', turn: t, exchange: x, viewer, format: 'text', body: `${viewer} ${t}.${x}` });
      }
    }
    expect(store.latestJournalTurn('c1')).toBe(35);
    const walked = [...store.iterateJournal('c1')];
    expect(walked).toHaveLength(70);
    expect(walked).toEqual(store.listJournal('c1').map(({ stateAfterJson: _s, ...rest }) => rest));
    expect(walked.every((j) => !('stateAfterJson' in j))).toBe(true);
    const reports = [...store.iterateReports('c1')];
    expect(reports).toHaveLength(140);
    expect(reports).toEqual(store.listReports('c1'));
    expect(store.listJournalEvents('c1', 3, 3).map((j) => `${j.turn}.${j.exchange}`)).toEqual(['3.1', '3.2']);
  });

  it('issue 17 §1: view memory per journal row, listed before a turn, rows without it found, replaced, rolled back with the journal', () => {
    for (const t of [1, 2, 3]) store.insertJournal(journalRow('c1', t, 1));
    store.insertViewMemory({ campaign: 'c1', turn: 1, exchange: 1, eventsJson: '[{"kept":1}]' });
    store.insertViewMemory({ campaign: 'c1', turn: 3, exchange: 1, eventsJson: '[{"kept":3}]' });
    expect(store.listViewMemory('c1', 3)).toEqual([{ campaign: 'c1', turn: 1, exchange: 1, eventsJson: '[{"kept":1}]' }]);
    expect(store.journalWithoutMemory('c1', 4)).toEqual([{ turn: 2, exchange: 1, eventsJson: '[{"t":2,"x":1}]' }]);
    store.insertViewMemory({ campaign: 'c1', turn: 1, exchange: 1, eventsJson: '[]' });
    expect(store.listViewMemory('c1', 2).map((m) => m.eventsJson)).toEqual(['[]']);
    store.deleteTurnsAfter('c1', 2);
    expect(store.listViewMemory('c1', 99).map((m) => m.turn)).toEqual([1]);
  });

  it('issue 17 §4: long reports, mail, events, states and memory are stored compressed and read back as written; short ones stay text; plain long text still reads', () => {
    const long = (tag: string): string => JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ tag, i })));
    store.insertJournal(journalRow('c1', 1, 1, { eventsJson: long('events'), stateAfterJson: long('state') }));
    store.insertJournal(journalRow('c1', 2, 1));
    store.insertReport({ campaign: 'c1', turn: 1, exchange: 1, viewer: 'allied', format: 'text', body: long('report') });
    store.insertReport({ campaign: 'c1', turn: 1, exchange: 1, viewer: 'central', format: 'text', body: 'short' });
    store.enqueueOutbox({ messageId: '<l>', campaign: 'c1', turn: 1, kind: 'report', recipient: 'a@x', specJson: long('mail'), createdAt: 't', nextAttemptAt: 't' });
    store.insertViewMemory({ campaign: 'c1', turn: 1, exchange: 1, eventsJson: long('memory') });
    expect(store.getJournal('c1', 1)).toMatchObject({ eventsJson: long('events'), stateAfterJson: long('state') });
    expect(store.getReport('c1', 1, 'allied', 'text')?.body).toBe(long('report'));
    expect(store.getOutbox('<l>')?.specJson).toBe(long('mail'));
    expect(store.listViewMemory('c1', 2)[0]?.eventsJson).toBe(long('memory'));
    // What is stored, as `store copy` sees it: bytes for the long values, text for the short.
    const stored = (table: string, column: string): string[] => store.exportRows(table, 'c1').map((r) => (r[column] instanceof Uint8Array ? 'bytes' : typeof r[column]));
    expect(stored('journal', 'events_json')).toEqual(['bytes', 'string']);
    expect(stored('journal', 'state_after_json')).toEqual(['bytes', 'string']);
    expect(stored('reports', 'body')).toEqual(['bytes', 'string']);
    expect(stored('outbox', 'spec_json')).toEqual(['bytes']);
    expect(stored('view_memory', 'events_json')).toEqual(['bytes']);
    // A long value kept as text (a store from before version 9) reads as it is and stays text.
    store.importRows('reports', [{ campaign: 'c1', turn: 2, exchange: 1, viewer: 'allied', format: 'text', body: long('plain') }]);
    expect(store.getReport('c1', 2, 'allied', 'text')?.body).toBe(long('plain'));
    expect(stored('reports', 'body')).toEqual(['bytes', 'string', 'string']);
  });

  it('a transaction lands all of its writes or none; an inner one that fails is undone alone', () => {
    expect(() => store.transaction(() => {
      store.insertCampaign(campaignRow('gone'));
      throw new Error('stop');
    })).toThrow('stop');
    expect(store.getCampaign('gone')).toBeNull();
    const out = store.transaction(() => {
      store.insertCampaign(campaignRow('kept'));
      expect(() => store.transaction(() => { store.insertCampaign(campaignRow('inner')); throw new Error('inner'); })).toThrow('inner');
      return 7;
    });
    expect(out).toBe(7);
    expect(store.getCampaign('kept')).not.toBeNull();
    expect(store.getCampaign('inner')).toBeNull();
    // A transaction cannot span an await: the store refuses one that returns a promise, and keeps nothing of it.
    expect(() => store.transaction(async () => { store.insertCampaign(campaignRow('async')); })).toThrow(/promise/);
    expect(store.getCampaign('async')).toBeNull();
  });

  it('inbound: every delivery a row with its bytes, the first that is not a duplicate found by key, patched and filtered', () => {
    const raw = Buffer.from([0, 1, 2, 255, 10, 13]);
    const row = (key: string) => ({
      dedupeKey: key, messageId: '<m@x>', transportId: 't', receivedAt: 'r', size: raw.length, raw, fromAddr: null, campaign: null, seat: null,
      turn: null, status: 'received' as const, code: null, detail: null, submission: null,
    });
    const first = store.insertInbound(row('k'));
    expect(Buffer.isBuffer(first.raw)).toBe(true);
    expect(first.raw.equals(raw)).toBe(true);
    expect(first).toMatchObject({ authenticated: false, duplicateOf: null, exchange: null, status: 'received' });
    const second = store.insertInbound(row('k'));
    store.updateInbound(second.id, { status: 'duplicate', duplicateOf: first.id });
    store.updateInbound(first.id, { status: 'processed', campaign: 'c1', seat: 'allied', turn: 1, exchange: 1, authenticated: true, fromAddr: 'a@x' });
    expect(store.firstInbound('k')).toMatchObject({ id: first.id, status: 'processed', authenticated: true, campaign: 'c1', seat: 'allied', exchange: 1, fromAddr: 'a@x' });
    expect(store.firstInbound('other')).toBeNull();
    expect(store.listInbound({ status: 'duplicate' }).map((r) => r.duplicateOf)).toEqual([first.id]);
    expect(store.listInbound({ campaign: 'c1' }).map((r) => r.id)).toEqual([first.id]);
    expect(store.listInbound().map((r) => r.id)).toEqual([first.id, second.id]);
  });

  it('refusals are counted per address and hour, and the moderator told once (issue 9.7)', () => {
    expect(store.countRefusal('x@y', '2026-03-07T18')).toEqual({ count: 1, moderatorTold: false });
    expect(store.countRefusal('x@y', '2026-03-07T18')).toEqual({ count: 2, moderatorTold: false });
    store.markRefusalsTold('x@y', '2026-03-07T18');
    expect(store.countRefusal('x@y', '2026-03-07T18')).toEqual({ count: 3, moderatorTold: true });
    store.countRefusal('a@y', '2026-03-07T19');
    expect(store.listRefusalCounts().map((r) => `${r.hour} ${r.address} ${r.count}`)).toEqual(['2026-03-07T18 x@y 3', '2026-03-07T19 a@y 1']);
    expect(store.listRefusalCounts('a@y')).toHaveLength(1);
  });

  it('outbox: a Message-ID once, due mail oldest first (ties in insertion order), sent, retried, failed and re-queued', () => {
    const mail = (id: string, createdAt: string, next = createdAt) => ({ messageId: id, campaign: 'c1', turn: 1, kind: 'ack', recipient: 'a@x', specJson: '{}', createdAt, nextAttemptAt: next });
    expect(store.enqueueOutbox(mail('<z>', '2026-01-01T00:00:01Z'))).toBe(true);
    expect(store.enqueueOutbox(mail('<a>', '2026-01-01T00:00:01Z'))).toBe(true);
    expect(store.enqueueOutbox(mail('<m>', '2026-01-01T00:00:00Z'))).toBe(true);
    expect(store.enqueueOutbox(mail('<later>', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z'))).toBe(true);
    expect(store.enqueueOutbox(mail('<a>', '2026-01-01T00:00:05Z'))).toBe(false);
    expect(store.enqueueOutbox({ ...mail('<none>', '2026-01-01T00:00:09Z'), turn: null, campaign: null })).toBe(true);
    expect(store.getOutbox('<none>')?.exchange).toBeNull();
    expect(store.getOutbox('<a>')).toMatchObject({ exchange: 1, status: 'pending', attempts: 0, lastError: null, sentAt: null });
    expect(store.dueOutbox('2026-01-01T00:00:05Z', 10).map((r) => r.messageId)).toEqual(['<m>', '<z>', '<a>']);
    expect(store.dueOutbox('2026-01-01T00:00:05Z', 1).map((r) => r.messageId)).toEqual(['<m>']);
    store.markOutboxSent('<m>', 's');
    store.markOutboxAttempt('<z>', 'busy', '2026-01-01T01:00:00Z');
    store.markOutboxAttempt('<a>', 'no such user', null);
    expect(store.getOutbox('<m>')).toMatchObject({ status: 'sent', sentAt: 's', attempts: 1 });
    expect(store.getOutbox('<z>')).toMatchObject({ status: 'pending', attempts: 1, lastError: 'busy', nextAttemptAt: '2026-01-01T01:00:00Z' });
    expect(store.getOutbox('<a>')).toMatchObject({ status: 'failed', attempts: 1, lastError: 'no such user' });
    expect(store.dueOutbox('2026-01-01T00:00:05Z', 10).map((r) => r.messageId)).toEqual([]);
    store.requeueOutbox('<m>', '2026-01-01T00:00:00Z');
    expect(store.getOutbox('<m>')).toMatchObject({ status: 'pending', sentAt: null });
    expect(store.listOutbox({ status: 'pending', campaign: 'c1' }).map((r) => r.messageId)).toEqual(['<m>', '<later>', '<z>']);
    expect(store.listOutbox({ kind: 'none' })).toEqual([]);
  });

  it('mail state: the campaign secret, a player\'s generation and delivery, with defaults before any row', () => {
    expect(store.getCampaignMail('c1')).toBeNull();
    store.upsertCampaignMail({ campaign: 'c1', secretKey: 'k', pausedAt: null });
    store.upsertCampaignMail({ campaign: 'c1', secretKey: 'k', pausedAt: 'p' });
    expect(store.getCampaignMail('c1')).toEqual({ campaign: 'c1', secretKey: 'k', pausedAt: 'p' });
    expect(store.getPlayerMail('c1', 'allied')).toEqual({ campaign: 'c1', seat: 'allied', generation: 1, misses: 0, abandoned: false, deliveryStatus: 'ok', deliveryNote: null });
    store.upsertPlayerMail({ campaign: 'c1', seat: 'allied', generation: 2, misses: 3, abandoned: true, deliveryStatus: 'bouncing', deliveryNote: 'n' });
    expect(store.getPlayerMail('c1', 'allied')).toEqual({ campaign: 'c1', seat: 'allied', generation: 2, misses: 3, abandoned: true, deliveryStatus: 'bouncing', deliveryNote: 'n' });
  });

  it('deadlines by (turn, exchange) with their timing (seam §2), and the moderator\'s log in order', () => {
    store.upsertDeadline({ campaign: 'c1', turn: 1, exchange: 1, timing: 'turn', openedAt: 'o', dueAt: 'd' });
    store.upsertDeadline({ campaign: 'c1', turn: 1, exchange: 1, timing: 'reply', openedAt: 'o2', dueAt: 'd2' });
    expect(store.getDeadline('c1', 1)).toEqual({ campaign: 'c1', turn: 1, exchange: 1, timing: 'reply', openedAt: 'o2', dueAt: 'd2' });
    expect(store.getDeadline('c1', 1, 2)).toBeNull();
    store.logModerator({ at: '1', campaign: 'c1', actor: 'cli', action: 'pause', detail: '{}' });
    store.logModerator({ at: '2', campaign: 'c1', actor: 'daemon', action: 'resume', detail: '{}' });
    expect(store.listModeratorLog('c1').map((r) => r.action)).toEqual(['pause', 'resume']);
  });

  it('fair play: the commitment and key pair, the reveal kept once, a re-key, notices, dice epochs and the opening (docs/dice.md)', () => {
    store.insertFairplay({ campaign: 'c1', seedCommitment: 'c', publicKey: 'pk', privateKey: 'sk', createdAt: 't', revealedAt: null });
    store.markSeedRevealed('c1', 'r1');
    store.markSeedRevealed('c1', 'r2');
    expect(store.getFairplay('c1')).toEqual({ campaign: 'c1', seedCommitment: 'c', publicKey: 'pk', privateKey: 'sk', createdAt: 't', revealedAt: 'r1' });
    store.rekeyCampaign('c1', 'seed2', 'c2');
    expect(store.getCampaign('c1')?.seed).toBe('seed2');
    expect(store.getFairplay('c1')).toMatchObject({ seedCommitment: 'c2', revealedAt: null });
    const id = store.insertNotice({ campaign: 'c1', turn: 2, kind: 'rollback', seat: null, at: 'a', text: 'undone', messageId: null });
    expect(store.listNotices('c1')).toEqual([{ id, campaign: 'c1', turn: 2, kind: 'rollback', seat: null, at: 'a', text: 'undone', messageId: null }]);
    const epoch = { campaign: 'c1', epoch: 1, fromTurn: 1, seed: 's', nonce: 'n', fixed: true, statementJson: '{}', commitment: 'c', signature: 'g', createdAt: 't', revealedAt: null };
    store.insertDiceEpoch(epoch);
    store.markDiceEpochRevealed('c1', 1, 'r');
    store.markDiceEpochRevealed('c1', 1, 'later');
    expect(store.listDiceEpochs('c1')).toEqual([{ ...epoch, revealedAt: 'r' }]);
    expect(store.getOpening('c1')).toBeNull();
    const opening = { campaign: 'c1', turnKey: 'k0', seatsJson: '{}', engineVersion: 'e', dataVersion: 'd', setupDigest: 's', digestAfter: 'a', eventsJson: '[]' };
    store.insertOpening(opening);
    expect(store.getOpening('c1')).toEqual(opening);
  });

  it('one store alone: its campaign claims succeed (again too), and claimOutbox hands it what is due', () => {
    expect(store.claimCampaign('c1')).toBe(true);
    expect(store.claimCampaign('c1')).toBe(true);
    store.enqueueOutbox({ messageId: '<1>', campaign: 'c1', turn: 1, kind: 'ack', recipient: 'a@x', specJson: '{}', createdAt: 't0', nextAttemptAt: 't0' });
    store.enqueueOutbox({ messageId: '<2>', campaign: 'c1', turn: 1, kind: 'ack', recipient: 'a@x', specJson: '{}', createdAt: 't1', nextAttemptAt: 't9' });
    expect(store.claimOutbox('t5', 10, 'me', 't6').map((r) => r.messageId)).toEqual(['<1>']);
    store.releaseCampaign('c1');
  });

  it("answers to mail just received go first: an acknowledgement queued after a turn's reports is claimed before them (outbox-order.ts)", () => {
    const mail = (id: string, kind: string, at: string) => store.enqueueOutbox({ messageId: id, campaign: 'c1', turn: 1, kind, recipient: 'a@x', specJson: '{}', createdAt: at, nextAttemptAt: at });
    mail('<r1>', 'report', 't1');
    mail('<r2>', 'report', 't2');
    mail('<rem>', 'reminder', 't3');
    mail('<ack>', 'ack', 't4');
    mail('<diag>', 'diagnostics', 't5');
    mail('<mod>', 'mod-reply', 't6');
    const order: string[] = [];
    for (;;) {
      const [row] = store.claimOutbox('t9', 1, 'me', 't10');
      if (!row) break;
      order.push(row.messageId);
      store.markOutboxSent(row.messageId, 't9');
    }
    expect(order).toEqual(['<ack>', '<diag>', '<mod>', '<r1>', '<r2>', '<rem>']);
    // Several claimed at once come back in the same order.
    mail('<r3>', 'report', 't11');
    mail('<help>', 'help', 't12');
    expect(store.claimOutbox('t20', 10, 'me', 't21').map((r) => r.messageId)).toEqual(['<help>', '<r3>']);
  });
});
