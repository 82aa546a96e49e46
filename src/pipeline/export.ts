/**
 * `admiralty export`: the whole campaign as readable files a moderator can archive or diff, or
 * hand on. It holds no secret: no seed or nonce before the reveal (the turn keys and the signed
 * commitments instead), no reply token or passphrase (src/fairplay/redact.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from '../store/types.js';
import { requireCampaign } from './campaign.js';
import { campaignSecrets, redactText } from '../fairplay/redact.js';
import { publicEpoch } from '../fairplay/commitment.js';
import { fairplayOf } from '../fairplay/keys.js';

const EXT: Record<string, string> = { text: 'txt', html: 'html', json: 'json', 'orders-form': 'orders.yaml', 'dice-ledger': 'dice-ledger.json' };

export function exportCampaign(store: Store, campaignId: string, dir: string): string[] {
  const row = requireCampaign(store, campaignId);
  const written: string[] = [];
  const write = (rel: string, body: string) => {
    const file = join(dir, rel);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, body.endsWith('\n') ? body : `${body}\n`);
    written.push(rel);
  };
  const secrets = campaignSecrets(store, campaignId);
  const clean = (text: string) => (secrets.length ? redactText(text, secrets).text : text);
  const fp = fairplayOf(store, campaignId);
  const epochs = store.listDiceEpochs(campaignId);
  const { stateJson, initialStateJson, seed, ...meta } = row;
  // The seed only once revealed (a first-scheme campaign's seed is the whole of its dice).
  const seedPublic = epochs.length ? epochs.every((e) => e.revealedAt) : fp.revealedAt !== null;
  write('campaign.json', JSON.stringify({ ...meta, seed: seedPublic ? seed : null, publicKey: fp.publicKey, diceEpochs: epochs.map(publicEpoch) }, null, 2));
  write('players.json', JSON.stringify(store.listPlayers(campaignId), null, 2));
  write('state/initial.json', JSON.stringify(JSON.parse(initialStateJson), null, 2));
  write('state/current.json', JSON.stringify(JSON.parse(stateJson), null, 2));
  for (const s of store.listSubmissions(campaignId)) {
    const base = `submissions/${turnDir(s.turn, s.exchange)}/${String(s.id).padStart(5, '0')}-${s.seat}-${s.valid ? 'valid' : 'rejected'}`;
    write(`${base}.yaml`, clean(s.raw));
    write(`${base}.json`, JSON.stringify({ ...s, raw: undefined, parsed: s.parsedJson ? JSON.parse(s.parsedJson) : null, diagnostics: JSON.parse(s.diagnosticsJson), parsedJson: undefined, diagnosticsJson: undefined }, null, 2));
  }
  const opening = store.getOpening(campaignId);
  if (opening) {
    // Turn 0: what the game rolled at creation (its key says nothing of the seed: an HMAC of it).
    write(`journal/turn-${pad(0)}.json`, JSON.stringify({
      turn: 0, opening: true, turnKey: opening.turnKey, seats: JSON.parse(opening.seatsJson), engineVersion: opening.engineVersion,
      dataVersion: opening.dataVersion, setupDigest: opening.setupDigest, digestAfter: opening.digestAfter, events: JSON.parse(opening.eventsJson),
    }, null, 2));
  }
  // Row by row (issue 17 §3): the journal and the reports are streamed, never held whole; nothing
  // else is read from the store inside these loops (the connection is busy while they run).
  for (const j of store.iterateJournal(campaignId)) {
    // One file per (turn, exchange); exchange 1 keeps the file name and members it always had (seam rule 1).
    write(`journal/${turnDir(j.turn, j.exchange)}.json`, JSON.stringify({
      turn: j.turn, ...(j.exchange > 1 ? { exchange: j.exchange, kind: j.kind, asked: JSON.parse(j.askedJson) } : {}), seed: seedPublic || !j.turnKey && fp.revealedAt ? j.seed : null, turnKey: j.turnKey ?? null, seats: j.seatsJson ? JSON.parse(j.seatsJson) : null,
      engineVersion: j.engineVersion, dataVersion: j.dataVersion,
      digestBefore: j.digestBefore, digestAfter: j.digestAfter, resolvedAt: j.resolvedAt,
      submissions: JSON.parse(j.submissionsJson), orders: JSON.parse(j.ordersJson), events: JSON.parse(j.eventsJson),
    }, null, 2));
  }
  for (const r of store.iterateReports(campaignId)) write(`reports/${turnDir(r.turn, r.exchange)}/${r.viewer}.${EXT[r.format] ?? r.format}`, clean(r.body));
  return written;
}

/** `turn-003` for a turn's exchange 1 (and the briefing's 0), `turn-003.x2` from exchange 2 on. */
function turnDir(turn: number, exchange: number): string {
  return exchange > 1 ? `turn-${pad(turn)}.x${exchange}` : `turn-${pad(turn)}`;
}

function pad(n: number): string {
  return String(n).padStart(3, '0');
}
