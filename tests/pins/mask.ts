/**
 * What differs between two plays of the same pinned game. A campaign's dice commitment binds a
 * random 128-bit nonce (src/fairplay/commitment.ts: seedHash, hence the commitment printed in
 * every report) and is signed with a fresh Ed25519 key (src/fairplay/keys.ts: the public key, its
 * id, the signature in the opening briefing's commitment block). Those values are replaced by
 * placeholders before a report is hashed; every other byte of the report is pinned, the lines
 * that carry them included. Found by playing the pins twice and comparing the bodies (a value
 * missed here makes the pins test fail on unchanged code).
 */
import { keyId } from '../../src/fairplay/keys.js';
import type { Store } from '../../src/store/types.js';

/** As Handlebars escapes text in the HTML reports ('=' of base64 padding, quotes). */
function htmlEscaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;').replace(/`/g, '&#x60;').replace(/=/g, '&#x3D;');
}

export function maskCampaignRandomness(store: Store, campaign: string): (body: string) => string {
  const fp = store.getFairplay(campaign);
  const values: [string, string][] = [];
  if (fp) values.push([fp.publicKey, '<public-key>'], [keyId(fp.publicKey), '<key-id>'], [fp.seedCommitment, '<commitment>']);
  for (const e of store.listDiceEpochs(campaign)) {
    const statement = JSON.parse(e.statementJson) as { seedHash: string };
    values.push([e.commitment, `<commitment-${e.epoch}>`], [e.signature, `<signature-${e.epoch}>`], [e.nonce, `<nonce-${e.epoch}>`], [statement.seedHash, `<seed-hash-${e.epoch}>`]);
  }
  const pairs = values.flatMap(([v, p]) => (htmlEscaped(v) === v ? [[v, p]] : [[v, p], [htmlEscaped(v), p]]));
  return (body) => pairs.reduce((text, [v, p]) => text.split(v).join(p), body);
}
