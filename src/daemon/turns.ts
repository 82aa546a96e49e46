/**
 * A campaign's life under the daemon: created from the configuration (briefings mailed), turns
 * resolved at the deadline or early (reports mailed per side, misses counted), previews for the
 * moderator. Each change and the mail it causes are one store transaction.
 */
import { randomBytes } from 'node:crypto';
import { renderReportFor } from '../pipeline/views.js';
import { reportMeta } from '../fairplay/keys.js';
import { reportDiceFor } from '../fairplay/report-dice.js';
import { adapterFor, allEvents, createCampaign, reportFor, requireCampaign, resolveCampaignTurn, type TurnOutcome } from '../pipeline/campaign.js';
import type { CampaignConfig } from '../mail/config.js';
import { renderText } from '../mail/templates.js';
import { campaignConfig, type DaemonContext } from './context.js';
import { dueAfter } from './deadlines.js';
import { formatUtc } from './zoned-time.js';
import { campaignKey, deadlineContext, deadlineIcs, mailModerator, mailPlayer, moderatorSecrets, secretsFor } from './mailer.js';

/** Creates a configured campaign on first sight (briefings to every player), or checks its deadline row. */
export function ensureCampaign(ctx: DaemonContext, cfg: CampaignConfig): boolean {
  return ctx.store.transaction(() => {
    const existing = ctx.store.getCampaign(cfg.id);
    if (existing) {
      campaignKey(ctx, cfg.id);
      if (existing.status !== 'over' && !ctx.store.getDeadline(cfg.id, existing.turn)) openDeadline(ctx, cfg, existing.turn);
      for (const p of ctx.store.listPlayers(cfg.id)) {
        const want = cfg.players[p.seat];
        if (want && want.email !== p.email) ctx.log.log('warn', `config names ${want.email} for ${p.seat}, the store has ${p.email ?? 'none'}; the store wins (use 'admiralty mod replace-player')`, { campaign: cfg.id });
      }
      return false;
    }
    // A config's players are keyed by seat: a side id while every side has one seat (seam rule 2).
    const players = Object.entries(cfg.players).map(([seat, p]) => ({ seat, name: p.name ?? seat, email: p.email, timeZone: p.timeZone ?? null }));
    const row = createCampaign(ctx.store, { id: cfg.id, scenario: cfg.scenario, seed: cfg.seed, players }, ctx.clock);
    campaignKey(ctx, cfg.id);
    openDeadline(ctx, cfg, row.turn);
    for (const p of players) mailBriefing(ctx, cfg.id, p.seat, false);
    const mod = moderatorSecrets(ctx, cfg.id);
    mailModerator(ctx, cfg.id, 0, 'mod-welcome', 'welcome', 'campaign started', [
      `The campaign ${cfg.id} (${cfg.scenario}) has started;`,
      `briefings went to ${players.length} players.`,
      '',
      'Send moderator commands by replying to this mail (or with the line',
      'below), one per line:',
      '  status | process | preview | extend <duration> | pause | resume',
      '  replace-player <side> <email> [name] | resend <side> [turn]',
      '',
      `passphrase: ${mod.passphrase}`,
    ].join('\n'));
    ctx.log.log('info', 'campaign created', { campaign: cfg.id, turn: row.turn });
    return true;
  });
}

/** Opens a turn's deadline on the grid of the previous turn's (see `dueAfter`). */
export function openDeadline(ctx: DaemonContext, cfg: CampaignConfig, turn: number): void {
  const now = ctx.clock.now().getTime();
  const previous = ctx.store.getDeadline(cfg.id, turn - 1);
  const due = dueAfter(cfg.deadline, now, previous ? Date.parse(previous.dueAt) : null);
  ctx.store.upsertDeadline({ campaign: cfg.id, turn, exchange: 1, timing: 'turn', openedAt: new Date(now).toISOString(), dueAt: new Date(due).toISOString() });
}

/** The opening mail to a player (or a replacement): secret, deadline, briefing and orders form. */
export function mailBriefing(ctx: DaemonContext, campaign: string, side: string, replacement: boolean, resend?: string): string | null {
  const row = requireCampaign(ctx.store, campaign);
  const p = ctx.store.listPlayers(campaign).find((x) => x.seat === side);
  if (!p) return null;
  const { passphrase } = secretsFor(ctx, campaign, side);
  const gen = ctx.store.getPlayerMail(campaign, side).generation;
  const lastTurn = ctx.store.listJournal(campaign).at(-1)?.turn ?? 0;
  const text = renderText('briefing', {
    name: p.name, campaign, side, turn: row.turn, passphrase, replacement, report: reportFor(ctx.store, campaign, side, 'text', lastTurn),
    ...deadlineContext(ctx, campaign, row.turn, p.timeZone),
  });
  return mailPlayer(ctx, {
    kind: replacement ? 'takeover' : 'briefing', campaign, side, turn: row.turn, discriminator: resend ? `gen${gen}/${resend}` : `gen${gen}`,
    subject: `[${campaign}] ${side}: ${replacement ? 'you have taken over' : 'welcome'} — orders for turn ${row.turn}`,
    text,
    attachments: [ordersForm(ctx, campaign, side, lastTurn, row.turn), deadlineIcs(ctx, campaign, row.turn)],
  });
}

function diceLedger(ctx: DaemonContext, campaign: string, side: string, turn: number): { filename: string; content: string; contentType: string } | null {
  const r = ctx.store.getReport(campaign, turn, side, 'dice-ledger');
  return r ? { filename: `${campaign}-dice-ledger.json`, content: r.body, contentType: 'application/json; charset=utf-8' } : null;
}

function ordersForm(ctx: DaemonContext, campaign: string, side: string, reportTurn: number, forTurn: number): { filename: string; content: string; contentType: string } | null {
  try {
    return { filename: `orders-turn-${forTurn}.yaml`, content: reportFor(ctx.store, campaign, side, 'orders-form', reportTurn), contentType: 'application/yaml; charset=utf-8' };
  } catch { return null; }
}

export interface TurnRun extends TurnOutcome { readonly missed: readonly string[]; readonly abandoned: readonly string[] }

/**
 * Resolves `expectedTurn` of a campaign (refuses if the campaign has moved on: a second process
 * or a repeated job never resolves a turn twice), counts misses, mails every side its own report
 * and the moderator a summary, and opens the next deadline — all in one transaction.
 */
export function runTurn(ctx: DaemonContext, campaign: string, expectedTurn: number, reason: string): TurnRun | null {
  return ctx.store.transaction(() => {
    const row = requireCampaign(ctx.store, campaign);
    if (row.turn !== expectedTurn || row.status === 'over') return null;
    const cfg = campaignConfig(ctx, campaign);
    const adapter = adapterFor(row.game);
    const outcome = resolveCampaignTurn(ctx.store, campaign, ctx.clock);
    const missed: string[] = [];
    const abandoned: string[] = [];
    for (const side of adapter.sides) {
      const pm = ctx.store.getPlayerMail(campaign, side);
      if (outcome.sidesWithOrders.includes(side)) { ctx.store.upsertPlayerMail({ ...pm, misses: 0 }); continue; }
      missed.push(side);
      const misses = pm.misses + 1;
      const flag = misses >= (cfg?.deadline.abandonAfter ?? 3);
      if (flag && !pm.abandoned) abandoned.push(side);
      ctx.store.upsertPlayerMail({ ...pm, misses, abandoned: pm.abandoned || flag });
    }
    const after = requireCampaign(ctx.store, campaign);
    if (!outcome.over && cfg) openDeadline(ctx, cfg, after.turn);
    for (const p of ctx.store.listPlayers(campaign)) mailReport(ctx, campaign, p.seat, outcome.turn, 'report');
    const next = ctx.store.getDeadline(campaign, after.turn);
    const lines = [
      `Turn ${outcome.turn} resolved (${reason}).`,
      'State digest:',
      `  sha256:${outcome.digestAfter}`,
      `Orders from: ${outcome.sidesWithOrders.join(', ') || 'nobody'}.`,
      missed.length ? `Missed (plotted plans stand): ${missed.map((s) => `${s} (${ctx.store.getPlayerMail(campaign, s).misses} in a row)`).join(', ')}.` : 'No side missed the turn.',
      ...abandoned.map((s) => `FLAGGED ABANDONED: ${s} has missed ${ctx.store.getPlayerMail(campaign, s).misses} turns in a row.\nConsider 'replace-player'.`),
      outcome.over ? 'The campaign is over.' : `Next deadline (turn ${after.turn}): ${next ? formatUtc(Date.parse(next.dueAt)) : 'none'}.`,
    ];
    if (missed.length && adapter.sides.length > 1 && missed.length === adapter.sides.length) lines.push('Every side missed this turn: check that mail is flowing.');
    // The umpire's complete report of the turn: the moderator should not need the command line to see it.
    lines.push('', "The umpire's report (both sides, every die; not for the players):", '', reportFor(ctx.store, campaign, 'umpire', 'text', outcome.turn));
    mailModerator(ctx, campaign, outcome.turn, 'mod-turn', 'turn', `turn ${outcome.turn} resolved`, lines.join('\n'));
    ctx.log.log('info', `turn resolved (${reason})`, { campaign, turn: outcome.turn, missed, abandoned, digest: outcome.digestAfter });
    return { ...outcome, missed, abandoned };
  });
}

/** The umpire's report of the current turn as if it ran now, without committing anything. */
export function previewTurn(ctx: DaemonContext, campaign: string): string {
  const row = requireCampaign(ctx.store, campaign);
  const adapter = adapterFor(row.game);
  const orders: Record<string, unknown> = {};
  for (const side of adapter.sides) {
    const sub = ctx.store.latestValidSubmission(campaign, side, row.turn);
    if (sub?.parsedJson) orders[side] = JSON.parse(sub.parsedJson);
  }
  // Throwaway dice: a random key, never the turn key, so a preview shows the moderator nothing
  // of the real outcome (the real key mixes in the seed and the final orders: docs/dice.md).
  const result = adapter.resolve(JSON.parse(row.stateJson), orders, randomBytes(32).toString('hex'));
  const events = [...allEvents(ctx.store, campaign), ...result.events];
  // The commitment of the turn's dice epoch, as every report prints it; no turn key, no seed.
  const dice = { ...reportDiceFor(ctx.store, campaign, row.turn, [], false), turnKey: null, rollsHash: null, seed: null, nonce: null, block: null };
  const meta = reportMeta(campaign, dice);
  return `PREVIEW of turn ${row.turn} (not committed; orders from: ${Object.keys(orders).join(', ') || 'nobody'}; THROWAWAY DICE: every roll below comes from a random key, not the turn's, so the real outcome will differ)

${renderReportFor(adapter, result.state, events, 'umpire', 'text', meta)}`;
}

/** Mails a side its report of a resolved turn (with the orders form and deadline when the game goes on). */
export function mailReport(ctx: DaemonContext, campaign: string, side: string, turn: number, discriminator: string): string | null {
  const row = requireCampaign(ctx.store, campaign);
  const p = ctx.store.listPlayers(campaign).find((x) => x.seat === side);
  if (!p) return null;
  const over = row.status === 'over' && turn === (ctx.store.listJournal(campaign).at(-1)?.turn ?? 0);
  const nextTurn = turn + 1;
  const cover = renderText('report', { name: p.name, campaign, side, turn, nextTurn, over, ...deadlineContext(ctx, campaign, nextTurn, p.timeZone) });
  const text = `${cover.replace(/\s+$/, '')}\n\n${reportFor(ctx.store, campaign, side, 'text', turn)}`;
  return mailPlayer(ctx, {
    kind: 'report', campaign, side, turn, discriminator,
    subject: over ? `[${campaign}] ${side}: final report (turn ${turn})` : `[${campaign}] ${side}: turn ${turn} report — orders for turn ${nextTurn} due`,
    text, html: withCover(reportFor(ctx.store, campaign, side, 'html', turn), cover),
    // At the end every player gets the dice ledger (src/fairplay/dice-ledger.ts): every roll, re-derivable by anyone.
    attachments: over ? [diceLedger(ctx, campaign, side, turn)] : [ordersForm(ctx, campaign, side, turn, nextTurn), deadlineIcs(ctx, campaign, nextTurn)],
  });
}

/** The report's HTML with the cover text (greeting, deadline, form) at the top, as in the text part. */
export function withCover(reportHtml: string, cover: string): string {
  const block = `<pre class="cover" style="font-family: inherit; white-space: pre-wrap;">${escapeHtml(cover.replace(/\s+$/, ''))}</pre>\n`;
  const body = /<body[^>]*>/i.exec(reportHtml);
  if (!body) return `${block}${reportHtml}`;
  const at = body.index + body[0].length;
  return `${reportHtml.slice(0, at)}\n${block}${reportHtml.slice(at)}`;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
