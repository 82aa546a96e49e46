/**
 * Taking secrets out of what is published (bundles, exports, the dice ledger): a player's reply
 * token and passphrase in a raw mail would let whoever reads a bundle send orders as that player.
 *
 * Two nets: every secret the campaign has issued (each side's token and passphrase for every
 * generation, and the moderator's), wherever it appears, also inside base64 and quoted-printable
 * MIME parts; and by shape, the plus-address of any `referee+…@` address and any `passphrase:`
 * line, so a secret this code does not know of is caught too. The raw mail's sha256 before
 * redaction is kept beside it (and signed with the bundle), so the original is still bound.
 */
import { createHash } from 'node:crypto';
import type { Store } from '../store/types.js';
import { playerPassphrase, playerToken } from '../mail/tokens.js';

export const REDACTED = '[redacted]';

/** Every secret the campaign has issued to its players and moderator. */
export function campaignSecrets(store: Store, campaign: string): string[] {
  const key = store.getCampaignMail(campaign)?.secretKey;
  if (!key) return [];
  const out: string[] = [playerToken(key, campaign, '#moderator', 1), playerPassphrase(key, campaign, '#moderator', 1)];
  for (const p of store.listPlayers(campaign)) {
    const generation = store.getPlayerMail(campaign, p.seat).generation;
    for (let g = 1; g <= generation; g++) out.push(playerToken(key, campaign, p.seat, g), playerPassphrase(key, campaign, p.seat, g));
  }
  return out;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Replaces every known secret (case-insensitively) and every secret-shaped field. */
export function redactText(text: string, secrets: readonly string[]): { text: string; count: number } {
  let count = 0;
  let out = text;
  for (const s of secrets) {
    if (!s) continue;
    out = out.replace(new RegExp(escape(s), 'gi'), () => { count++; return REDACTED; });
  }
  // By shape: a plus-address token, and a passphrase line (also quoted or indented).
  out = out.replace(/(\+)(?!\[redacted\])([A-Za-z0-9._=-]{4,})(@)/g, (_m, a: string, _t: string, b: string) => { count++; return `${a}${REDACTED}${b}`; });
  out = out.replace(/^([>\s]*passphrase:[ \t]*)(?!\[redacted\])(\S.*)$/gim, (_m, a: string) => { count++; return `${a}${REDACTED}`; });
  return { text: out, count };
}

/** Base64 blocks (MIME parts) that decode to text holding a secret are re-encoded redacted. */
function redactBase64Blocks(text: string, secrets: readonly string[]): { text: string; count: number } {
  let count = 0;
  const out = text.replace(/(?:^[A-Za-z0-9+/]{16,}={0,2}\r?\n)+/gm, (block) => {
    const decoded = Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('latin1');
    const r = redactText(decoded, secrets);
    if (!r.count) return block;
    count += r.count;
    const eol = block.includes('\r\n') ? '\r\n' : '\n';
    return `${Buffer.from(r.text, 'latin1').toString('base64').replace(/.{1,76}/g, (l) => `${l}${eol}`)}`;
  });
  return { text: out, count };
}

export interface RedactedMail {
  /** The mail as text (latin1 when it was not UTF-8), secrets replaced. */
  readonly content: string;
  readonly encoding: 'utf8' | 'latin1';
  /** sha256 (hex) of the raw bytes as received, before redaction. */
  readonly sha256: string;
  readonly redactions: number;
}

export function redactMail(raw: Buffer, secrets: readonly string[]): RedactedMail {
  const sha256 = createHash('sha256').update(raw).digest('hex');
  const utf8 = raw.toString('utf8');
  const encoding = Buffer.from(utf8, 'utf8').equals(raw) ? 'utf8' : 'latin1';
  // Base64 parts first (their padding '=' at a line's end is no quoted-printable soft break).
  const b = redactBase64Blocks(encoding === 'utf8' ? utf8 : raw.toString('latin1'), secrets);
  let text = b.text;
  // Quoted-printable soft line breaks could split a secret: join them where they do.
  const joined = text.replace(/=\r?\n/g, '');
  if (joined !== text && secrets.some((s) => s && joined.toLowerCase().includes(s.toLowerCase()) && !text.toLowerCase().includes(s.toLowerCase()))) text = joined;
  const t = redactText(text, secrets);
  return { content: t.text, encoding, sha256, redactions: b.count + t.count };
}
