/**
 * A campaign's life under the daemon: created from the configuration (briefings mailed), turns
 * resolved at the deadline or early (reports mailed per side, misses counted), previews for the
 * moderator. Each change and the mail it causes are one store transaction.
 */
import { randomBytes } from 'node:crypto';
import { renderReportFor } from '../pipeline/views.js';
import { reportRecipients } from '../pipeline/report-recipients.js';
import { campaignOptions } from '../pipeline/options.js';
import { canonicalJson } from '../kernel/canonical.js';
import { reportMeta } from '../fairplay/keys.js';
import { reportDiceFor } from '../fairplay/report-dice.js';
import { viewEvents } from '../pipeline/view-events.js';
import { adapterFor, createCampaign, reportFor, requireCampaign, requireCampaignHead, resolveCampaignTurn, type TurnOutcome } from '../pipeline/campaign.js';
import type { CampaignConfig } from '../mail/config.js';
import { renderHtml, renderText } from '../mail/templates.js';
import { campaignConfig, type DaemonContext } from './context.js';
import { dueAfter } from './deadlines.js';
import { DEFAULT_REPLY_MS } from './deadline-rules.js';
import { deadlineOf, exchangeName, pendingAsk } from './exchange.js';
import { formatUtc } from './zoned-time.js';
import { campaignKey, deadlineContext, deadlineIcs, mailModerator, mailPlayer, moderatorSecrets, pagesLink, secretsFor } from './mailer.js';
import type { MailAttachmentSpec } from '../mail/compose.js';
import { mapPngFor } from '../pipeline/maps.js';
import { withMap } from '../maps/with-map.js';

/** Creates a configured campaign on first sight (briefings to every player), or checks its deadline row. */
export function ensureCampaign(ctx: DaemonContext, cfg: CampaignConfig): boolean {
  return ctx.store.transaction(() => {
    const existing = ctx.store.getCampaignHead(cfg.id);
    if (existing) {
      campaignKey(ctx, cfg.id);
      if (existing.status !== 'over' && !ctx.store.getDeadline(cfg.id, existing.turn, existing.exchange)) openPendingDeadline(ctx, cfg);
      for (const p of ctx.store.listPlayers(cfg.id)) {
        const want = cfg.players[p.seat];
        if (want && want.email !== p.email) ctx.log.log('warn', `config names ${want.email} for ${p.seat}, the store has ${p.email ?? 'none'}; the store wins (use 'admiralty mod replace-player')`, { campaign: cfg.id });
      }
      // Options are fixed when a campaign starts (they are in its opening state): a later edit is told, not applied.
      const chosen = campaignOptions(adapterFor(existing.game), cfg.options);
      if (chosen.ok && canonicalJson(chosen.options) !== existing.optionsJson) {
        ctx.log.log('warn', `config options ${canonicalJson(chosen.options)} differ from the campaign's ${existing.optionsJson}; options are fixed at the start: the store wins`, { campaign: cfg.id });
      }
      return false;
    }
    // A config's players are keyed by seat: a side id while every side has one seat (seam rule 2).
    const players = [
      ...Object.entries(cfg.players).map(([seat, p]) => ({ seat, name: p.name ?? seat, email: p.email, timeZone: p.timeZone ?? null, mode: 'player' as const })),
      // A seat the referee plays has no address: no mail, silence its answer, no misses (seam §3).
      ...(cfg.refereeSeats ?? []).map((seat) => ({ seat, name: 'the referee', email: null, timeZone: null, mode: 'referee' as const })),
    ];
    const row = createCampaign(ctx.store, { id: cfg.id, scenario: cfg.scenario, seed: cfg.seed, players, options: cfg.options }, ctx.clock);
    campaignKey(ctx, cfg.id);
    openPendingDeadline(ctx, cfg);
    for (const p of players) if (p.email) mailBriefing(ctx, cfg.id, p.seat, false);
    const mod = moderatorSecrets(ctx, cfg.id);
    const mailed = players.filter((p) => p.email).length;
    mailModerator(ctx, cfg.id, 0, 'mod-welcome', 'welcome', 'campaign started', [
      `The campaign ${cfg.id} (${cfg.scenario}) has started;`,
      `briefings went to ${mailed} players.`,
      '',
      'Send moderator commands by replying to this mail (or with the line',
      'below), one per line:',
      '  status | process | preview | extend <duration> | pause | resume',
      '  replace-player <seat> <email> [name] | resend <seat> [turn]',
      '',
      `passphrase: ${mod.passphrase}`,
    ].join('\n'));
    ctx.log.log('info', 'campaign created', { campaign: cfg.id, turn: row.turn });
    return true;
  });
}

/**
 * Opens the deadline of (turn, exchange) by the exchange's timing (seam §2 deadlines). `turn`:
 * today's rules, on the grid of the previous turn's first exchange (see `dueAfter`), or, for a
 * later exchange of the same turn, of this turn's first. `reply`: `deadline.reply` from now.
 */
export function openDeadline(ctx: DaemonContext, cfg: CampaignConfig, turn: number, exchange = 1, timing: 'turn' | 'reply' = 'turn'): void {
  const now = ctx.clock.now().getTime();
  let due: number;
  if (timing === 'reply') due = now + (cfg.deadline.replyMs ?? DEFAULT_REPLY_MS);
  else {
    const previous = exchange > 1 ? ctx.store.getDeadline(cfg.id, turn, 1) : ctx.store.getDeadline(cfg.id, turn - 1);
    due = dueAfter(cfg.deadline, now, previous ? Date.parse(previous.dueAt) : null);
  }
  ctx.store.upsertDeadline({ campaign: cfg.id, turn, exchange, timing, openedAt: new Date(now).toISOString(), dueAt: new Date(due).toISOString() });
}

/** Opens the deadline of the campaign's pending exchange, by its timing. */
export function openPendingDeadline(ctx: DaemonContext, cfg: CampaignConfig): void {
  const p = pendingAsk(ctx, cfg.id);
  if (p.spec) openDeadline(ctx, cfg, p.turn, p.exchange, p.spec.timing);
}

/** The opening mail to a player (or a replacement): secret, deadline, briefing and orders form. */
export function mailBriefing(ctx: DaemonContext, campaign: string, side: string, replacement: boolean, resend?: string): string | null {
  const row = requireCampaignHead(ctx.store, campaign);
  const p = ctx.store.listPlayers(campaign).find((x) => x.seat === side);
  if (!p) return null;
  const { passphrase } = secretsFor(ctx, campaign, side);
  const gen = ctx.store.getPlayerMail(campaign, side).generation;
  const lastTurn = ctx.store.latestJournalTurn(campaign);
  const text = renderText('briefing', {
    name: p.name, campaign, side, turn: row.turn, passphrase, replacement, report: reportFor(ctx.store, campaign, side, 'text', lastTurn),
    ...deadlineContext(ctx, campaign, row.turn, p.timeZone),
  });
  const subject = `[${campaign}] ${side}: ${replacement ? 'you have taken over' : 'welcome'} — orders for turn ${row.turn}`;
  // The briefing carries the last report, so its map too (issue 12 §1).
  const maps = reportMaps(ctx, campaign, side, lastTurn, row.status === 'over' ? null : row.turn);
  return mailPlayer(ctx, {
    kind: replacement ? 'takeover' : 'briefing', campaign, side, turn: row.turn, discriminator: resend ? `gen${gen}/${resend}` : `gen${gen}`,
    subject, text,
    html: maps.inline ? withMap(renderHtml(subject, text), `cid:${maps.inline.cid}`, `Map after turn ${lastTurn}`) : undefined,
    attachments: [ordersForm(ctx, campaign, side, lastTurn, row.turn), deadlineIcs(ctx, campaign, row.turn), maps.inline, maps.attached],
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
 * Resolves the pending exchange of a campaign, `expectedTurn` (and `expectedExchange`, when
 * given): it refuses if the campaign has moved on, so a second process or a repeated job never
 * resolves an exchange twice. It counts misses over the seats the exchange asked (seam §2
 * misses: per ask; a seat not asked neither misses nor answers; a referee-run seat never
 * counts), mails every player their report and the moderator a summary, and opens the next
 * exchange's deadline by its timing — all in one transaction.
 */
export function runTurn(ctx: DaemonContext, campaign: string, expectedTurn: number, reason: string, expectedExchange?: number): TurnRun | null {
  return ctx.store.transaction(() => {
    const row = requireCampaignHead(ctx.store, campaign);
    if (row.turn !== expectedTurn || row.status === 'over') return null;
    if (expectedExchange !== undefined && row.exchange !== expectedExchange) return null;
    const cfg = campaignConfig(ctx, campaign);
    const asked = pendingAsk(ctx, campaign);
    const outcome = resolveCampaignTurn(ctx.store, campaign, ctx.clock);
    // Only the chain's first exchange had answers (the rest asked no one: seam §2 chains).
    const first = outcome.exchanges[0];
    const answered = new Set(first?.seatsWithOrders ?? outcome.sidesWithOrders);
    const referee = new Set(ctx.store.listPlayers(campaign).filter((p) => p.mode === 'referee').map((p) => p.seat));
    const missed: string[] = [];
    const abandoned: string[] = [];
    for (const side of asked.asked) {
      if (referee.has(side)) continue;
      const pm = ctx.store.getPlayerMail(campaign, side);
      if (answered.has(side)) { ctx.store.upsertPlayerMail({ ...pm, misses: 0 }); continue; }
      missed.push(side);
      const misses = pm.misses + 1;
      const flag = misses >= (cfg?.deadline.abandonAfter ?? 3);
      if (flag && !pm.abandoned) abandoned.push(side);
      ctx.store.upsertPlayerMail({ ...pm, misses, abandoned: pm.abandoned || flag });
    }
    if (!outcome.over && cfg) openPendingDeadline(ctx, cfg);
    // A turn's first exchange keeps the Message-IDs it always had; a later one is told apart by its number.
    const x = first?.exchange ?? 1;
    const tag = (d: string): string => (x > 1 ? `x${x}/${d}` : d);
    const after = pendingAsk(ctx, campaign);
    // Only seats told something new or asked next are mailed (seam §2): a mail to anyone else
    // would tell him that an exchange he may not know of has happened.
    const seats = ctx.store.listPlayers(campaign).map((p) => p.seat);
    for (const seat of reportRecipients(seats, outcome.events, after.asked, outcome.over)) {
      mailReport(ctx, campaign, seat, outcome.turn, tag('report'), after.spec ? after.asked.includes(seat) : true);
    }
    const next = deadlineOf(ctx, campaign, after.turn);
    const name = exchangeName({ turn: outcome.turn, exchange: x, spec: asked.spec });
    const lines = [
      `${name.charAt(0).toUpperCase()}${name.slice(1)} resolved (${reason}).`,
      'State digest:',
      `  sha256:${outcome.digestAfter}`,
      `Orders from: ${outcome.sidesWithOrders.join(', ') || 'nobody'}.`,
      missed.length ? `Missed (plotted plans stand): ${missed.map((s) => `${s} (${ctx.store.getPlayerMail(campaign, s).misses} in a row)`).join(', ')}.` : 'No side missed the turn.',
      ...abandoned.map((s) => `FLAGGED ABANDONED: ${s} has missed ${ctx.store.getPlayerMail(campaign, s).misses} turns in a row.\nConsider 'replace-player'.`),
      outcome.over ? 'The campaign is over.' : `Next deadline (${exchangeName(after)}): ${next ? formatUtc(Date.parse(next.dueAt)) : 'none'}.`,
    ];
    if (missed.length && asked.asked.length > 1 && missed.length === asked.asked.length) lines.push('Every side missed this turn: check that mail is flowing.');
    // The umpire's complete report of the turn: the moderator should not need the command line to see it.
    lines.push('', "The umpire's report (both sides, every die; not for the players):", '', reportFor(ctx.store, campaign, 'umpire', 'text', outcome.turn));
    mailModerator(ctx, campaign, outcome.turn, 'mod-turn', tag('turn'), `${name} resolved`, lines.join('\n'));
    ctx.log.log('info', `turn resolved (${reason})`, { campaign, turn: outcome.turn, ...(x > 1 ? { exchange: x } : {}), missed, abandoned, digest: outcome.digestAfter });
    return { ...outcome, missed, abandoned };
  });
}

/**
 * The umpire's report of the pending exchange as if it ran now, without committing anything: the
 * asked seats' answers to this (turn, exchange), resolved as the pipeline would (seam §2).
 */
export function previewTurn(ctx: DaemonContext, campaign: string): string {
  const row = requireCampaign(ctx.store, campaign);
  const adapter = adapterFor(row.game);
  const pending = pendingAsk(ctx, campaign);
  const orders: Record<string, unknown> = {};
  for (const side of pending.asked) {
    const sub = ctx.store.latestValidSubmission(campaign, side, row.turn, row.exchange);
    if (sub?.parsedJson) orders[side] = JSON.parse(sub.parsedJson);
  }
  // Throwaway dice: a random key, never the turn key, so a preview shows the moderator nothing
  // of the real outcome (the real key mixes in the seed and the final orders: docs/dice.md).
  const dice = randomBytes(32).toString('hex');
  const state = JSON.parse(row.stateJson);
  const result = pending.spec
    ? adapter.resolveExchange(state, { turn: row.turn, exchange: row.exchange, spec: pending.spec, orders, dice, cards: randomBytes(32).toString('hex') })
    : adapter.resolve(state, orders, dice);
  // What the report reads of earlier turns, as a resolution would give it (issue 17 §1); a preview keeps nothing.
  const events = [...viewEvents(ctx.store, adapter, campaign, row.turn, false), ...result.events];
  // The commitment of the turn's dice epoch, as every report prints it; no turn key, no seed.
  const shown = { ...reportDiceFor(ctx.store, campaign, row.turn, [], false), turnKey: null, rollsHash: null, seed: null, nonce: null, block: null };
  const meta = reportMeta(campaign, shown);
  return `PREVIEW of ${exchangeName(pending)} (not committed; orders from: ${Object.keys(orders).join(', ') || 'nobody'}; THROWAWAY DICE: every roll below comes from a random key, not the turn's, so the real outcome will differ)

${renderReportFor(adapter, result.state, events, 'umpire', 'text', meta)}`;
}

/** Mails a side its report of a resolved turn (with the orders form and deadline when the game goes on). */
/**
 * `asked`: whether the pending exchange asks this seat; by default read from the pending exchange,
 * so a resend or a re-issue after a rollback tells a seat that is not asked that it waits.
 */
export function mailReport(ctx: DaemonContext, campaign: string, side: string, turn: number, discriminator: string, asked?: boolean): string | null {
  const row = requireCampaignHead(ctx.store, campaign);
  const p = ctx.store.listPlayers(campaign).find((x) => x.seat === side);
  if (!p) return null;
  const over = row.status === 'over' && turn === ctx.store.latestJournalTurn(campaign);
  // The next ask may be a later exchange of this same turn (seam §2); a GWAS turn has one.
  const nextTurn = row.status !== 'over' && row.turn === turn ? turn : turn + 1;
  // A seat the pending exchange does not ask (a later exchange asks only the other side) is told
  // what it may see, but not that anyone is being asked, nor by when: no form, no deadline.
  const pending = pendingAsk(ctx, campaign);
  const isAsked = asked ?? (!pending.spec || pending.asked.includes(side));
  const waiting = !over && !isAsked;
  const cover = renderText('report', { name: p.name, campaign, side, turn, nextTurn, over, waiting, pagesLink: pagesLink(ctx, campaign, side), ...(waiting ? {} : deadlineContext(ctx, campaign, nextTurn, p.timeZone)) });
  const text = `${cover.replace(/\s+$/, '')}\n\n${reportFor(ctx.store, campaign, side, 'text', turn)}`;
  // What is asked next, by the exchange's own name when it is a later one of the same turn (a
  // tactical impulse, a battle round, a hand's Send Signals): "orders for turn 3 due" would send a
  // player looking for the next turn's form when the game waits on this one's next step.
  const dueName = pending.spec && pending.turn === nextTurn ? exchangeName(pending) : `turn ${nextTurn}`;
  const subject = over ? `[${campaign}] ${side}: final report (turn ${turn})`
    : waiting ? `[${campaign}] ${side}: turn ${turn} report` : `[${campaign}] ${side}: turn ${turn} report — orders for ${dueName} due`;
  // A seat that is not asked gets no orders map either: the report map is attached to keep.
  const maps = reportMaps(ctx, campaign, side, turn, over || waiting ? null : nextTurn);
  const html = withCover(reportFor(ctx.store, campaign, side, 'html', turn), cover);
  return mailPlayer(ctx, {
    kind: 'report', campaign, side, turn, discriminator, subject,
    text, html: maps.inline ? withMap(html, `cid:${maps.inline.cid}`, `Map after turn ${turn}`) : html,
    // At the end every player gets the dice ledger (src/fairplay/dice-ledger.ts): every roll, re-derivable by anyone.
    attachments: [
      ...(over ? [diceLedger(ctx, campaign, side, turn)] : waiting ? [] : [ordersForm(ctx, campaign, side, turn, nextTurn), deadlineIcs(ctx, campaign, nextTurn)]),
      maps.inline, maps.attached,
    ],
  });
}

/**
 * The pictures of a report mail (issue 12 §1): the report's map as an inline image the HTML part
 * shows (the text part is complete without it), and as a PNG attachment the orders form's map
 * (where each fleet may go next) or, once the game is over, the report's map again. A map that
 * cannot be drawn is logged and left out: it never holds back a report.
 */
export function reportMaps(ctx: DaemonContext, campaign: string, side: string, turn: number, nextTurn: number | null): { inline: MailAttachmentSpec | null; attached: MailAttachmentSpec | null } {
  // mail.maps: false (a group that wants small mails): the reports are complete without pictures.
  if (!ctx.config.maps) return { inline: null, attached: null };
  const png = (kind: 'report' | 'orders', filename: string, cid?: string): MailAttachmentSpec | null => {
    try {
      const bytes = mapPngFor(ctx.store, campaign, side, kind, turn);
      return bytes ? { filename, content: bytes.toString('base64'), contentType: 'image/png', encoding: 'base64', ...(cid ? { cid } : {}) } : null;
    } catch (e) {
      ctx.log.log('warn', `map not drawn: ${(e as Error).message}`, { campaign, turn, side, kind });
      return null;
    }
  };
  const inline = png('report', `map-turn-${turn}.png`, `map-turn-${turn}@admiralty`);
  if (nextTurn !== null) return { inline, attached: png('orders', `orders-map-turn-${nextTurn}.png`) };
  // The same bytes once more, as a plain attachment (no cid): the final map to keep.
  return { inline, attached: inline ? { filename: inline.filename, content: inline.content, contentType: inline.contentType, encoding: 'base64' } : null };
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
