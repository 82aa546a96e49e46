/**
 * The moderator's acts, shared by the CLI (`admiralty mod …`) and moderator mail. Each act is
 * logged in the store's moderator log with who did it; mail it causes is queued in the same
 * transaction.
 */
import { adapterFor, requireCampaign, requireCampaignHead } from '../pipeline/campaign.js';
import { AdmiraltyError } from '../pipeline/errors.js';
import { sideOf } from '../kernel/seats.js';
import { lookupSeat } from '../game-api/seats.js';
import { noteCode } from '../codes/registry.js';
import { safeAddress } from '../mail/compose.js';
import { formatDuration, parseDuration } from './duration.js';
import { DEADLINE_BOUNDS } from './deadline-rules.js';
import { announceDeadline } from './announce.js';
import type { DaemonContext } from './context.js';
import { mailBriefing, mailReport, previewTurn, runTurn, type TurnRun } from './turns.js';
import { currentDue } from './mailer.js';
import { deadlineOf } from './exchange.js';
import { formatUtc } from './zoned-time.js';

/** Tells apart the mails of successive acts (the moderator log only grows). */
function actId(ctx: DaemonContext, campaign: string): string {
  return `act${ctx.store.listModeratorLog(campaign).length}`;
}

function logAct(ctx: DaemonContext, campaign: string, actor: string, action: string, detail: Record<string, unknown>): void {
  ctx.store.logModerator({ at: ctx.clock.now().toISOString(), campaign, actor, action, detail: JSON.stringify(detail) });
  ctx.log.log('info', `moderator ${action}`, { campaign, actor, ...detail });
}

export function modStatus(ctx: DaemonContext, campaign: string): string {
  const row = requireCampaignHead(ctx.store, campaign);
  const due = currentDue(ctx, campaign, row.turn);
  const cm = ctx.store.getCampaignMail(campaign);
  const lines = [
    `${campaign}: ${row.game}/${row.scenario}, turn ${row.turn}, ${row.status}${cm?.pausedAt ? ` since ${cm.pausedAt}` : ''}`,
    `deadline: ${due === null ? 'none' : formatUtc(due)}`,
  ];
  for (const p of ctx.store.listPlayers(campaign)) {
    const sub = ctx.store.latestValidSubmission(campaign, p.seat, row.turn, row.exchange);
    const pm = ctx.store.getPlayerMail(campaign, p.seat);
    const held = sub && !ctx.store.isSubmissionFinal(sub.id) ? ' (final: false)' : '';
    lines.push(`  ${p.seat}: ${p.name} <${p.email ?? 'no address'}> — ${sub ? `orders in, sha256:${sub.digest?.slice(0, 16)}${held}` : 'no orders yet'}; missed ${pm.misses} in a row${pm.abandoned ? ', FLAGGED ABANDONED' : ''}; delivery ${pm.deliveryStatus}${pm.deliveryNote ? ` (${pm.deliveryNote})` : ''}`);
  }
  const pending = ctx.store.listOutbox({ campaign, status: 'pending' }).length;
  const failed = ctx.store.listOutbox({ campaign, status: 'failed' }).length;
  lines.push(`outbox: ${pending} pending, ${failed} failed`);
  return `${lines.join('\n')}\n`;
}

export function modProcess(ctx: DaemonContext, campaign: string, actor: string): TurnRun {
  return ctx.store.transaction(() => {
    const row = requireCampaignHead(ctx.store, campaign);
    if (row.status === 'over') throw new AdmiraltyError('ML4051', `campaign '${campaign}' is over`);
    logAct(ctx, campaign, actor, 'process', { turn: row.turn });
    const run = runTurn(ctx, campaign, row.turn, `processed by ${actor}`);
    if (!run) throw new AdmiraltyError('ML4051', `turn ${row.turn} could not be run`);
    return run;
  });
}

export function modPreview(ctx: DaemonContext, campaign: string, actor: string): string {
  const text = previewTurn(ctx, campaign);
  ctx.store.transaction(() => logAct(ctx, campaign, actor, 'preview', { turn: requireCampaignHead(ctx.store, campaign).turn }));
  return text;
}

export function modExtend(ctx: DaemonContext, campaign: string, duration: string, actor: string): string {
  let ms: number;
  try { ms = parseDuration(duration); } catch (e) { throw new AdmiraltyError('ML4051', (e as Error).message); }
  if (ms < 60_000 || ms > DEADLINE_BOUNDS.every.max) throw new AdmiraltyError('ML4051', `extend by ${duration}: out of bounds (1m to ${formatDuration(DEADLINE_BOUNDS.every.max)})`);
  return ctx.store.transaction(() => {
    const row = requireCampaignHead(ctx.store, campaign);
    const d = deadlineOf(ctx, campaign, row.turn);
    if (!d) throw new AdmiraltyError('ML4051', `campaign '${campaign}' has no deadline for turn ${row.turn} (is the daemon serving it?)`);
    const due = new Date(Math.max(Date.parse(d.dueAt), ctx.clock.now().getTime()) + ms).toISOString();
    ctx.store.upsertDeadline({ ...d, dueAt: due });
    logAct(ctx, campaign, actor, 'extend', { turn: row.turn, by: duration, from: d.dueAt, to: due });
    announceDeadline(ctx, campaign, row.turn, `The moderator has extended the deadline by ${formatDuration(ms)}.`, actId(ctx, campaign));
    return due;
  });
}

export function modPause(ctx: DaemonContext, campaign: string, actor: string): void {
  ctx.store.transaction(() => {
    const row = requireCampaign(ctx.store, campaign);
    if (row.status !== 'active') throw new AdmiraltyError('ML4051', `campaign '${campaign}' is ${row.status}, not active`);
    ctx.store.updateCampaignState(campaign, row.turn, 'paused', row.stateJson);
    const cm = ctx.store.getCampaignMail(campaign);
    if (cm) ctx.store.upsertCampaignMail({ ...cm, pausedAt: ctx.clock.now().toISOString() });
    logAct(ctx, campaign, actor, 'pause', { turn: row.turn });
    announceDeadline(ctx, campaign, row.turn, 'The moderator has paused the campaign.', actId(ctx, campaign));
  });
}

/** Resumes; the deadline moves on by the time spent paused. */
export function modResume(ctx: DaemonContext, campaign: string, actor: string): string | null {
  return ctx.store.transaction(() => {
    const row = requireCampaign(ctx.store, campaign);
    if (row.status !== 'paused') throw new AdmiraltyError('ML4051', `campaign '${campaign}' is not paused`);
    ctx.store.updateCampaignState(campaign, row.turn, 'active', row.stateJson);
    const cm = ctx.store.getCampaignMail(campaign);
    const d = deadlineOf(ctx, campaign, row.turn);
    let due: string | null = d?.dueAt ?? null;
    if (cm?.pausedAt && d) {
      const paused = ctx.clock.now().getTime() - Date.parse(cm.pausedAt);
      due = new Date(Date.parse(d.dueAt) + Math.max(0, paused)).toISOString();
      ctx.store.upsertDeadline({ ...d, dueAt: due });
    }
    if (cm) ctx.store.upsertCampaignMail({ ...cm, pausedAt: null });
    logAct(ctx, campaign, actor, 'resume', { turn: row.turn, deadline: due });
    announceDeadline(ctx, campaign, row.turn, 'The moderator has resumed the campaign; the deadline has moved on by the time it was paused.', actId(ctx, campaign));
    return due;
  });
}

/**
 * The seat a moderator command names (seam §3): a seat id, or a side id when the side has one
 * seat. A side of several seats is refused with its seats; so is a name that is neither.
 */
function commandSeat(ctx: DaemonContext, campaign: string, name: string): string {
  const found = lookupSeat(adapterFor(requireCampaignHead(ctx.store, campaign).game), name);
  if (found.kind === 'seat') return found.seat;
  if (found.kind === 'ambiguous') throw new AdmiraltyError('ML4051', `side '${name}' has several seats: name one (${found.seats.join(', ')})`);
  throw new AdmiraltyError('ML4051', `unknown ${name.includes('/') ? 'seat' : 'side'} '${name}'`);
}

/**
 * A new player for a seat: new address, new secret (the old one stops working), briefing mailed.
 * The address may already hold other seats of the same side, never a seat of another side (as
 * in the config, ML4907): one person would otherwise see both sides' reports.
 */
export function modReplacePlayer(ctx: DaemonContext, campaign: string, seatName: string, email: string, name: string | undefined, actor: string): void {
  const address = safeAddress(email);
  if (!address) throw new AdmiraltyError('ML4051', `'${email}' is not a mail address`);
  ctx.store.transaction(() => {
    const side = commandSeat(ctx, campaign, seatName);
    const elsewhere = ctx.store.listPlayers(campaign).find((p) => p.email?.toLowerCase() === address.toLowerCase() && sideOf(p.seat) !== sideOf(side));
    if (elsewhere) throw new AdmiraltyError('ML4051', `${address} already holds '${elsewhere.seat}', a seat of another side`);
    const old = ctx.store.listPlayers(campaign).find((p) => p.seat === side);
    ctx.store.upsertPlayer({
      campaign, seat: side, side: sideOf(side), name: (name ?? side).replace(/[\r\n]+/g, ' ').slice(0, 80), email: address, timeZone: old?.timeZone ?? null, mode: 'player', // a person now holds it, even a seat the referee played
    });
    const pm = ctx.store.getPlayerMail(campaign, side);
    ctx.store.upsertPlayerMail({ ...pm, generation: pm.generation + 1, misses: 0, abandoned: false, deliveryStatus: 'ok', deliveryNote: null });
    mailBriefing(ctx, campaign, side, true);
    logAct(ctx, campaign, actor, 'replace-player', { side, from: old?.email ?? null, to: address });
  });
}

/**
 * Mails a seat's report of turn `turn` again (default: the latest resolved). Before the first
 * turn has been resolved, or with turn 0, it is the briefing (secret, form, deadline) that is
 * resent: a briefing lost in a spam folder must not cost the player the first turn.
 */
export function modResend(ctx: DaemonContext, campaign: string, seatName: string, turn: number | undefined, actor: string): string {
  return ctx.store.transaction(() => {
    const side = commandSeat(ctx, campaign, seatName);
    const t = turn ?? ctx.store.latestJournalTurn(campaign);
    const n = ctx.store.listModeratorLog(campaign).filter((l) => l.action === 'resend').length + 1;
    if (t !== 0 && !ctx.store.getJournal(campaign, t)) throw new AdmiraltyError('ML4051', `turn ${t} of '${campaign}' has not been resolved`);
    const id = t === 0 ? mailBriefing(ctx, campaign, side, false, `resend-${n}`) : mailReport(ctx, campaign, side, t, `resend-${n}`);
    if (!id) throw new AdmiraltyError('ML4051', `side '${side}' has no address`);
    logAct(ctx, campaign, actor, 'resend', { side, turn: t, what: t === 0 ? 'briefing' : 'report', messageId: id });
    return id;
  });
}

/** Runs moderator commands, one per line; returns the text of the reply. */
export function runModeratorCommands(ctx: DaemonContext, campaign: string, lines: readonly string[], actor: string): string {
  const out: string[] = [];
  for (const line of lines) {
    const [cmd, ...args] = line.trim().split(/\s+/);
    if (!cmd) continue;
    out.push(`> ${line.trim()}`);
    try {
      switch (cmd.toLowerCase()) {
        case 'status': out.push(modStatus(ctx, campaign)); break;
        case 'process': { const r = modProcess(ctx, campaign, actor); out.push(`turn ${r.turn} resolved; state sha256:${r.digestAfter}`); break; }
        case 'preview': out.push(modPreview(ctx, campaign, actor)); break;
        case 'extend': out.push(`deadline now ${modExtend(ctx, campaign, args[0] ?? '', actor)}`); break;
        case 'pause': modPause(ctx, campaign, actor); out.push('paused'); break;
        case 'resume': out.push(`resumed; deadline ${modResume(ctx, campaign, actor) ?? 'none'}`); break;
        case 'replace-player': modReplacePlayer(ctx, campaign, args[0] ?? '', args[1] ?? '', args.slice(2).join(' ') || undefined, actor); out.push(`replaced ${args[0]}; the new player was mailed a new secret`); break;
        case 'resend': out.push(`queued ${modResend(ctx, campaign, args[0] ?? '', args[1] ? Number(args[1]) : undefined, actor)}`); break;
        default: noteCode('ML4050'); out.push(`ML4050: unknown moderator command '${cmd.slice(0, 40)}'`);
      }
    } catch (e) {
      if (!(e instanceof AdmiraltyError)) noteCode('ML4051');
      out.push(e instanceof AdmiraltyError ? `${e.code}: ${e.message}` : `ML4051: ${(e as Error).message}`);
    }
  }
  return out.join('\n');
}
