/** `admiralty export`: the whole campaign as readable files a moderator can archive or diff. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from '../store/types.js';
import { requireCampaign } from './campaign.js';

const EXT: Record<string, string> = { text: 'txt', html: 'html', json: 'json', 'orders-form': 'orders.yaml' };

export function exportCampaign(store: Store, campaignId: string, dir: string): string[] {
  const row = requireCampaign(store, campaignId);
  const written: string[] = [];
  const write = (rel: string, body: string) => {
    const file = join(dir, rel);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, body.endsWith('\n') ? body : `${body}\n`);
    written.push(rel);
  };
  const { stateJson, initialStateJson, ...meta } = row;
  write('campaign.json', JSON.stringify(meta, null, 2));
  write('players.json', JSON.stringify(store.listPlayers(campaignId), null, 2));
  write('state/initial.json', JSON.stringify(JSON.parse(initialStateJson), null, 2));
  write('state/current.json', JSON.stringify(JSON.parse(stateJson), null, 2));
  for (const s of store.listSubmissions(campaignId)) {
    const base = `submissions/turn-${pad(s.turn)}/${String(s.id).padStart(5, '0')}-${s.side}-${s.valid ? 'valid' : 'rejected'}`;
    write(`${base}.yaml`, s.raw);
    write(`${base}.json`, JSON.stringify({ ...s, raw: undefined, parsed: s.parsedJson ? JSON.parse(s.parsedJson) : null, diagnostics: JSON.parse(s.diagnosticsJson), parsedJson: undefined, diagnosticsJson: undefined }, null, 2));
  }
  for (const j of store.listJournal(campaignId)) {
    write(`journal/turn-${pad(j.turn)}.json`, JSON.stringify({
      turn: j.turn, seed: j.seed, engineVersion: j.engineVersion, dataVersion: j.dataVersion,
      digestBefore: j.digestBefore, digestAfter: j.digestAfter, resolvedAt: j.resolvedAt,
      submissions: JSON.parse(j.submissionsJson), orders: JSON.parse(j.ordersJson), events: JSON.parse(j.eventsJson),
    }, null, 2));
  }
  for (const r of store.listReports(campaignId)) write(`reports/turn-${pad(r.turn)}/${r.viewer}.${EXT[r.format] ?? r.format}`, r.body);
  return written;
}

function pad(n: number): string {
  return String(n).padStart(3, '0');
}
