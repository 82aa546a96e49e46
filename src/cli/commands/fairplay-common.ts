/** Shared by the fair-play commands: the daemon's outbox as a Mailer, the actor, key options. */
import { existsSync, readFileSync } from 'node:fs';
import type { CommandContext } from '../context.js';
import type { DaemonContext } from '../../daemon/context.js';
import { campaignConfig } from '../../daemon/context.js';
import { mailModerator, mailPlayer } from '../../daemon/mailer.js';
import { mailReport, openPendingDeadline } from '../../daemon/turns.js';
import { announceDeadline } from '../../daemon/announce.js';
import type { Mailer } from '../../fairplay/notify.js';
import { decodePublicKey } from '../../fairplay/keys.js';
import { AdmiraltyError } from '../../pipeline/errors.js';

/** Mail through the daemon's outbox (queued in the caller's transaction; `admiralty serve` sends it). */
export function outboxMailer(d: DaemonContext): Mailer {
  return {
    toPlayer: (m) => mailPlayer(d, { ...m }),
    toModerator: (m) => mailModerator(d, m.campaign, m.turn, m.kind, m.discriminator, m.subject, m.text),
    // A seat the restored pending exchange does not ask gets its report without a form or deadline (mailReport reads it).
    report: (campaign, side, turn, discriminator) => mailReport(d, campaign, side, turn, discriminator),
    reopenDeadline: (campaign, turn) => {
      const cfg = campaignConfig(d, campaign);
      if (!cfg) return;
      // The exchange now pending may be a later one of the turn (rollback --exchange): its own deadline, by its timing.
      openPendingDeadline(d, cfg);
      announceDeadline(d, campaign, turn, `The campaign has been rolled back: turn ${turn} is open again.`, `rollback${d.store.listModeratorLog(campaign).length}`);
    },
  };
}

export function actorOf(ctx: CommandContext): string {
  return `cli:${ctx.env.USER ?? 'moderator'}`;
}

/** --public-key: the key itself ("ed25519:…") or a file holding it. */
export function publicKeyOption(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const text = existsSync(value) ? readFileSync(value, 'utf8').trim() : value.trim();
  const key = text.split(/\s+/).find((w) => decodePublicKey(w) !== null);
  if (!key) throw new AdmiraltyError('ADM5050', { value });
  return key.startsWith('ed25519:') ? key : `ed25519:${key}`;
}

export function readText(file: string, what: string): string {
  try { return readFileSync(file, 'utf8'); } catch (e) {
    throw new AdmiraltyError('ADM2020', { what, file, reason: (e as NodeJS.ErrnoException).code ?? (e as Error).message });
  }
}
