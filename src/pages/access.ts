/**
 * Who a page token belongs to. The tokens are the ones the mails already carry in their
 * plus-addressed Reply-To (src/mail/tokens.ts): a player's is HMAC(campaign key; campaign, seat,
 * generation), so replacing a player (generation + 1) retires his old links; the moderator's is
 * the campaign's '#moderator' token. Every candidate is compared in constant time and all are
 * compared (no early exit), so neither a match nor its position shows in the timing.
 *
 * Read only: a campaign without a key yet (no mail ever sent) has no tokens, and none is made.
 */
import { playerToken, safeEqual } from '../mail/tokens.js';
import type { DaemonContext } from '../daemon/context.js';
import type { PlayerRow } from '../store/types.js';

/** The shape of every token (20 base32 characters): anything else is refused before any HMAC. */
const TOKEN = /^[a-z2-7]{20}$/;

export interface ModeratorAccess {
  readonly kind: 'moderator';
  /** The moderator's address: he sees every configured campaign he moderates. */
  readonly address: string;
  /** Campaign ids, in configuration order; each exists in the store. */
  readonly campaigns: readonly string[];
}

export interface PlayerAccess {
  readonly kind: 'player';
  readonly campaign: string;
  readonly player: PlayerRow;
}

function keyOf(ctx: DaemonContext, campaign: string): string | null {
  if (!ctx.store.getCampaign(campaign)) return null;
  return ctx.store.getCampaignMail(campaign)?.secretKey ?? null;
}

/** The moderator whose token this is, with every campaign he moderates; null for any other string. */
export function moderatorAccess(ctx: DaemonContext, token: string): ModeratorAccess | null {
  if (!TOKEN.test(token)) return null;
  let address: string | null = null;
  for (const c of ctx.config.campaigns) {
    const key = c.moderator ? keyOf(ctx, c.id) : null;
    if (key && safeEqual(playerToken(key, c.id, '#moderator', 1), token)) address = c.moderator!;
  }
  if (!address) return null;
  const campaigns = ctx.config.campaigns.filter((c) => c.moderator === address && keyOf(ctx, c.id)).map((c) => c.id);
  return { kind: 'moderator', address, campaigns };
}

/** The player (campaign and seat) whose current token this is; null for any other string. */
export function playerAccess(ctx: DaemonContext, token: string): PlayerAccess | null {
  if (!TOKEN.test(token)) return null;
  let found: PlayerAccess | null = null;
  for (const c of ctx.config.campaigns) {
    const key = keyOf(ctx, c.id);
    if (!key) continue;
    for (const p of ctx.store.listPlayers(c.id)) {
      const gen = ctx.store.getPlayerMail(c.id, p.seat).generation;
      if (safeEqual(playerToken(key, c.id, p.seat, gen), token)) found = { kind: 'player', campaign: c.id, player: p };
    }
  }
  return found;
}
