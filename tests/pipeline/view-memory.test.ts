// Issue 17 §1: a report is built from the state, the events of the turn it reports and the view
// memory of earlier turns (GameAdapter.viewMemory), never from the whole journal. For GWAS the
// reports must come out byte for byte as they did from every event so far: each stored report of
// a random campaign is compared with the report rebuilt from the whole journal, and a store whose
// memory rows are missing (a store from before schema version 8) has them filled in from the
// journal and gives the same reports.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { adapterFor, createCampaign, resolveCampaignTurn, submitOrders, VIEW_FORMATS } from '../../src/pipeline/campaign.js';
import { renderReportFor } from '../../src/pipeline/views.js';
import { reportMeta } from '../../src/fairplay/keys.js';
import { reportDiceFor } from '../../src/fairplay/report-dice.js';
import { openStore } from '../../src/store/sqlite-store.js';
import type { Store } from '../../src/store/types.js';
import type { GameEvent } from '../../src/kernel/events.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import { loadGame } from '../../src/pipeline/games.js';
import { gwasViewMemory } from '../../src/games/gwas/views/memory.js';
import { randomOrders } from '../../bench/stress.js';

const home = mkdtempSync(join(tmpdir(), 'admiralty-view-memory-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));
const data = loadGame('gwas-mediterranean') as unknown as GwasData;
const adapter = adapterFor('gwas-mediterranean');
const ID = 'memory';

function play(store: Store, turns: number): void {
  for (let t = 0; t < turns; t++) {
    const row = store.getCampaign(ID)!;
    if (row.status === 'over') return;
    const state = JSON.parse(row.stateJson) as GwasState;
    for (const side of ['allied', 'central'] as const) {
      const r = submitOrders(store, ID, side, stringify(randomOrders(data, state, side, 'view-memory')));
      expect(r.ok).toBe(true);
    }
    resolveCampaignTurn(store, ID);
  }
}

/** Every event of turns up to `turn`, from the whole journal: what reports were built from before issue 17. */
const journalEvents = (store: Store, turn: number): GameEvent[] => store.listJournalEvents(ID, turn).flatMap((j) => JSON.parse(j.eventsJson) as GameEvent[]);

/** Each stored report of each resolved turn against the one rebuilt from every event so far. */
function expectReportsAsFromTheWholeJournal(store: Store): number {
  let compared = 0;
  for (const j of store.listJournal(ID)) {
    const state = JSON.parse(j.stateAfterJson!);
    const meta = reportMeta(ID, reportDiceFor(store, ID, j.turn, JSON.parse(j.eventsJson) as GameEvent[], adapter.isOver(state)));
    for (const viewer of [...adapter.sides, 'umpire']) {
      for (const format of VIEW_FORMATS) {
        expect(store.getReport(ID, j.turn, viewer, format)!.body, `turn ${j.turn} ${viewer} ${format}`).toBe(renderReportFor(adapter, state, journalEvents(store, j.turn), viewer, format, meta));
        compared++;
      }
    }
  }
  return compared;
}

describe('issue 17 §1: GWAS reports from the state, the turn and the view memory', () => {
  it('the memory keeps contacts (4.0), missed contacts with their rolls, victory points (13.0) and the end, nothing else', () => {
    const store = openStore(join(home, 'kept.db'));
    try {
      createCampaign(store, { id: ID, scenario: 'gwas-mediterranean/goeben-1914', seed: 'memory-seed' });
      play(store, 12);
      const all = journalEvents(store, 99);
      const kept = store.listJournalEvents(ID).flatMap((j) => gwasViewMemory(JSON.parse(j.eventsJson) as GameEvent[]));
      const types = new Set(kept.map((e) => e.type));
      // The campaign must have made what the memory is for, or this test shows nothing.
      expect(types.has('gwas.contact')).toBe(true);
      expect(kept.length).toBeLessThan(all.length / 4);
      for (const e of kept) expect(['gwas.contact', 'gwas.contact-umpire', 'gwas.contact-missed', 'gwas.victory-points', 'gwas.scenario-end', 'roll']).toContain(e.type);
      const missed = kept.filter((e) => e.type === 'gwas.contact-missed');
      expect(missed.length).toBeGreaterThan(0);
      for (const m of missed) expect(kept.some((e) => e.type === 'roll' && e.turn === m.turn && e.seq === (m.data as { roll: number }).roll)).toBe(true);
      expect(kept.filter((e) => e.type === 'roll')).toHaveLength(missed.length);
    } finally { store.close(); }
  });

  it('every stored report of a 12-turn campaign is the report the whole journal gives', () => {
    const store = openStore(join(home, 'same.db'));
    try {
      createCampaign(store, { id: ID, scenario: 'gwas-mediterranean/goeben-1914', seed: 'memory-seed' });
      play(store, 12);
      expect(expectReportsAsFromTheWholeJournal(store)).toBe(12 * 3 * VIEW_FORMATS.length);
    } finally { store.close(); }
  });

  it('a store without memory rows (before schema version 8) has them filled in from the journal, once, and reports as before', () => {
    const file = join(home, 'backfill.db');
    let store = openStore(file);
    createCampaign(store, { id: ID, scenario: 'gwas-mediterranean/goeben-1914', seed: 'memory-seed' });
    play(store, 6);
    store.close();
    const db = new Database(file);
    const rows = () => Number((db.prepare('SELECT COUNT(*) AS n FROM view_memory').get() as { n: number }).n);
    expect(rows()).toBe(6);
    db.exec('DELETE FROM view_memory');
    store = openStore(file);
    try {
      play(store, 6);
      expect(rows()).toBe(12);
      expect(expectReportsAsFromTheWholeJournal(store)).toBe(12 * 3 * VIEW_FORMATS.length);
    } finally { store.close(); db.close(); }
  });
});
