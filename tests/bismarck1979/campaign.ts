// Plays a whole May 1941 campaign through the pipeline (store, journal, reports) with the
// scripted players of players.ts, who read only their own JSON report and orders form.
import { join } from 'node:path';
import { checkOrders, createCampaign, reportFor, resolveCampaignTurn, submitOrders } from '../../src/pipeline/campaign.js';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { openStore } from '../../src/store/sqlite-store.js';
import { askedSeats } from '../../src/pipeline/pending.js';
import type { ExchangeSpec } from '../../src/kernel/ask.js';
import { britishPlayer, germanPlayer, type BritishNotes, type GermanNotes, type Report } from './players.js';

export function playCampaign(dir: string, seed: string, scenario = 'may-1941'): { result: string | null; vp: { british: number; german: number }; exchanges: number; replayOk: boolean; rejected: number } {
  const store = openStore(join(dir, `${seed}.db`));
  try {
    createCampaign(store, { id: 'c', scenario: `bismarck1979/${scenario}`, seed });
    let exchanges = 0, rejected = 0;
    const notes: BritishNotes = { zone: null, turn: 0 };
    const plan: GermanNotes = { leg: 0 };
    for (let row = store.getCampaign('c')!; row.status !== 'over'; row = store.getCampaign('c')!) {
      for (const seat of askedSeats(JSON.parse(row.pendingJson!) as ExchangeSpec)) {
        const form = reportFor(store, 'c', seat, 'orders-form');
        const report = JSON.parse(reportFor(store, 'c', seat, 'json')) as Report;
        const check = (yaml: string) => checkOrders(store, 'c', seat, yaml).ok;
        const text = seat === 'german' ? germanPlayer(form, report, check, plan) : britishPlayer(form, report, check, notes);
        if (text !== null && !submitOrders(store, 'c', seat, text).ok) rejected++;
      }
      exchanges += resolveCampaignTurn(store, 'c').exchanges.length;
      if (exchanges > 200) throw new Error('the campaign does not end');
    }
    const umpire = JSON.parse(reportFor(store, 'c', 'umpire', 'json')) as { result: string | null; vp: { british: number; german: number } };
    return { result: umpire.result, vp: umpire.vp, exchanges, replayOk: replayCampaign(store, 'c').ok, rejected };
  } finally { store.close(); }
}

