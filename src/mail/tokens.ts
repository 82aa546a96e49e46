/**
 * Per-seat secrets. Each campaign has a random 256-bit key in the store; a seat's token and
 * passphrase are HMAC-SHA256 of (campaign, seat, generation) under that key, so they cannot be
 * guessed without the key and they change when a player is replaced (generation + 1). A one-seat
 * side's seat id is its side id (seam rule 2): secrets made before seats existed are unchanged.
 *
 * - The token goes into the plus-addressed Reply-To of every mail to that player:
 *   `referee+<token>@domain`. Replying keeps it; only someone who received the mail knows it.
 * - The passphrase is the same secret in words a player can type: `passphrase: <words>`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function newCampaignKey(): string {
  return randomBytes(32).toString('hex');
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** The first `chars` base32 characters (lower case, RFC 4648 alphabet) of `buf`. */
export function base32(buf: Buffer, chars: number): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < chars) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

function mac(key: string, ...parts: (string | number)[]): Buffer {
  return createHmac('sha256', Buffer.from(key, 'hex')).update(parts.join('\u0000')).digest();
}

/** 20 base32 characters (100 bits): the plus-address token of a player ('moderator' for the moderator). */
export function playerToken(key: string, campaign: string, seat: string, generation: number): string {
  return base32(mac(key, 'token', campaign, seat, generation), 20);
}

/** A passphrase of four groups of five letters (100 bits), e.g. `kqzpa-7xmrt-…`. */
export function playerPassphrase(key: string, campaign: string, seat: string, generation: number): string {
  const s = base32(mac(key, 'passphrase', campaign, seat, generation), 20);
  return s.match(/.{5}/g)!.join('-');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
