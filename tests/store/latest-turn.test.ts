// Issue 17 §3: the latest turn is a query, not a scan; the daemon's frequent reads take a campaign
// without its states; whole-history commands read the journal and reports row by row. Each
// answer must be what the full reads it replaces give.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/sqlite-store.js';
import type { JournalRow, Store } from '../../src/store/types.js';

const home = mkdtempSync(join(tmpdir(), 'admiralty-latest-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

function journalRow(turn: number, exchange: number): JournalRow {
  return {
    campaign: 'c', turn, exchange, kind: 'turn', seed: 's', ordersJson: '{}', submissionsJson: '{}', askedJson: '[]', engineVersion: 'e', dataVersion: 'd',
    digestBefore: `b${turn}.${exchange}`, digestAfter: `a${turn}.${exchange}`, eventsJson: JSON.stringify([{ turn, exchange, text: 'x'.repeat(400) }]),
    stateAfterJson: JSON.stringify({ turn, exchange, pad: 'y'.repeat(400) }), resolvedAt: 't', turnKey: null, seatsJson: null,
  };
}

function campaign(store: Store): void {
  store.insertCampaign({ id: 'c', game: 'g', scenario: 's', seed: 'seed', createdAt: 't', turn: 4, status: 'active', stateJson: '{"big":true}', initialStateJson: '{"big":false}', engineVersion: 'e', dataVersion: 'd', exchange: 1, pendingJson: '{"kind":"turn"}', optionsJson: '{}' });
}

describe('issue 17 §3: the latest turn is a query', () => {
  it('latestJournalTurn is the last journalled turn, whatever its exchanges, and 0 before the first', () => {
    const store = openStore(join(home, 'latest.db'));
    try {
      campaign(store);
      expect(store.latestJournalTurn('c')).toBe(0);
      for (const [t, x] of [[1, 1], [2, 1], [2, 2], [3, 1], [3, 2], [3, 3]] as const) store.insertJournal(journalRow(t, x));
      expect(store.latestJournalTurn('c')).toBe(store.listJournal('c').at(-1)!.turn);
      expect(store.latestJournalTurn('c')).toBe(3);
      expect(store.latestJournalTurn('other')).toBe(0);
      store.deleteTurnsAfter('c', 2);
      expect(store.latestJournalTurn('c')).toBe(2);
    } finally { store.close(); }
  });

  it('a campaign head is the campaign row without its two states', () => {
    const store = openStore(join(home, 'head.db'));
    try {
      campaign(store);
      const { stateJson, initialStateJson, ...rest } = store.getCampaign('c')!;
      expect([stateJson, initialStateJson]).toEqual(['{"big":true}', '{"big":false}']);
      expect(store.getCampaignHead('c')).toEqual(rest);
      expect(store.getCampaignHead('nope')).toBeNull();
    } finally { store.close(); }
  });

  it('the journal and the reports read row by row are the rows the full reads give (the journal without its states)', () => {
    const store = openStore(join(home, 'iterate.db'));
    try {
      campaign(store);
      for (const [t, x] of [[1, 1], [2, 1], [2, 2]] as const) store.insertJournal(journalRow(t, x));
      for (const viewer of ['umpire', 'allied']) for (const format of ['text', 'json']) store.insertReport({ campaign: 'c', turn: 1, exchange: 1, viewer, format, body: `${viewer} ${format} ${'z'.repeat(300)}` });
      const full = store.listJournal('c');
      expect(full.map((j) => JSON.parse(j.stateAfterJson!).exchange)).toEqual([1, 1, 2]);
      expect([...store.iterateJournal('c')]).toEqual(full.map(({ stateAfterJson: _s, ...rest }) => rest));
      expect([...store.iterateReports('c')]).toEqual(store.listReports('c'));
    } finally { store.close(); }
  });
});
