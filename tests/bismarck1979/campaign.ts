// Plays a whole May 1941 campaign through the pipeline (store, journal, reports) with the
// scripted players of players.ts, who read only their own JSON report and orders form.
import { join } from 'node:path';
import { checkOrders, createCampaign, reportFor, resolveCampaignTurn, submitOrders } from '../../src/pipeline/campaign.js';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { openStore } from '../../src/store/sqlite-store.js';
import { askedSeats } from '../../src/pipeline/pending.js';
import type { ExchangeSpec } from '../../src/kernel/ask.js';
import { britishPlayer, germanPlayer, type BritishNotes, type GermanNotes, type Report } from './players.js';

export function playCampaign(dir: string, seed: string, scenario = 'may-1941'): { result: string | null; vp: { british: number; german: number }; exchanges: number; replayOk: boolean; rejected: number; turn: number; bismarckZone: string | null; foundTurns: number[] } {
  const store = openStore(join(dir, `${seed}.db`));
  try {
    createCampaign(store, { id: 'c', scenario: `bismarck1979/${scenario}`, seed });
    let exchanges = 0, rejected = 0;
    const foundTurns: number[] = [];
    const notes: BritishNotes = { zone: null, turn: 0 };
    const plan: GermanNotes = { leg: 0 };
    for (let row = store.getCampaign('c')!; row.status !== 'over'; row = store.getCampaign('c')!) {
      for (const seat of askedSeats(JSON.parse(row.pendingJson!) as ExchangeSpec)) {
        const form = reportFor(store, 'c', seat, 'orders-form');
        const report = JSON.parse(reportFor(store, 'c', seat, 'json')) as Report;
        if (seat === 'british' && report.contacts.length && !foundTurns.includes(report.turn)) foundTurns.push(report.turn);
        const check = (yaml: string) => checkOrders(store, 'c', seat, yaml).ok;
        const text = seat === 'german' ? germanPlayer(form, report, check, plan) : britishPlayer(form, report, check, notes);
        if (text !== null) { const sub = submitOrders(store, 'c', seat, text); if (!sub.ok) { rejected++; if (process.env.B79_SHOW) console.log('REJ', seat, JSON.stringify(sub).slice(0, 600), text); } }
      }
      exchanges += resolveCampaignTurn(store, 'c').exchanges.length;
      if (exchanges > 200) throw new Error('the campaign does not end');
    }
    const umpire = JSON.parse(reportFor(store, 'c', 'umpire', 'json')) as { result: string | null; vp: { british: number; german: number }; turn: number; ships: { id: string; zone: string | null }[] };
    const bismarckZone = umpire.ships.find((s) => s.id === 'bismarck')?.zone ?? null;
    return { result: umpire.result, vp: umpire.vp, exchanges, replayOk: replayCampaign(store, 'c').ok, rejected, turn: umpire.turn, bismarckZone, foundTurns };
  } finally { store.close(); }
}

