/**
 * One incoming message, start to finish. The raw message is stored first (its own
 * transaction); then one transaction decides and does everything it causes: the submission, the
 * reply in the outbox, the inbound row's outcome. Every delivery is kept; the same mail again from
 * the same authenticated sender (inbound-mail.ts dedupeKey) is marked a duplicate and does nothing
 * new. Nothing here throws for a hostile message.
 */
import { stringify as toYaml } from 'yaml';
import { adapterFor, requireCampaignHead, submitOrders } from '../pipeline/campaign.js';
import { formatDiagnostics, summaryLine } from '../orders/diagnostic.js';
import { formatReceipt, receiptFor } from '../fairplay/receipt.js';
import { mailMessage, type MailCode } from '../codes/ml.js';
import { noteCode } from '../codes/registry.js';
import { extractOrders, plusTokens, readEnvelope, stripQuotesAndSignature } from '../mail/envelope.js';
import { seatDocuments } from '../mail/seat-documents.js';
import { dedupeKey, readMail, type MailFacts } from '../mail/inbound-mail.js';
import { gameWords, renderText, wrapDiagnostics, wrapProse } from '../mail/templates.js';
import { safeEqual } from '../mail/tokens.js';
import type { Disposition, InboundMessage } from '../mail/transport.js';
import type { InboundStatus } from '../store/types.js';
import { campaignConfig, type DaemonContext } from './context.js';
import { deadlineContext, deadlineIcs, mailModerator, mailPlayer, moderatorSecrets, pagesLink, secretsFor } from './mailer.js';
import { runModeratorCommands } from './moderator.js';
import { allowRefusal } from './refusal-limit.js';
import { exchangeName, pendingAsk } from './exchange.js';
import { seatParts } from './intake-seat.js';

const LIMIT_CODES = new Set(['ADM1004', 'ADM1005', 'ADM1006', 'ADM1007']);

/** The Message-ID from the header block, without a full parse (for the dedupe key). */
export function headerMessageId(raw: Buffer): string | null {
  const head = raw.subarray(0, Math.min(raw.length, 64 * 1024)).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  const m = /^message-id:[ \t]*(?:\r?\n[ \t]+)?(<[^<>\s]{1,250}>)/im.exec(end < 0 ? head : head.slice(0, end));
  return m ? m[1]! : null;
}

function disposition(status: InboundStatus): Disposition {
  return status === 'processed' ? 'processed' : status === 'rejected' ? 'rejected' : 'quarantined';
}

/** The same mail being handled by another daemon on the same store right now: offered again later. */
export class MailBusy extends Error {}

/**
 * `touched` hears the campaign a mail concerned once it is decided (the daemon then looks at that
 * campaign's deadline at once: an early run, without a pass over every campaign).
 */
export async function handleInbound(ctx: DaemonContext, m: InboundMessage, touched?: (campaign: string) => void): Promise<Disposition> {
  const key = dedupeKey(m.raw);
  // Several daemons on one PostgreSQL store (issue 17 §4) may each be offered the same mail: one
  // handles it at a time, holding its key's claim throughout (the other's handle rejects, so its
  // transport leaves the mail and offers it again, and by then it is a duplicate of a first that
  // was handled). A SQLite store's claim always succeeds.
  if (!ctx.store.claimMail(key)) throw new MailBusy(`mail ${headerMessageId(m.raw) ?? key} is being handled by another daemon`);
  try {
    return await handleClaimed(ctx, m, key, touched);
  } finally {
    ctx.store.releaseMail(key);
  }
}

async function handleClaimed(ctx: DaemonContext, m: InboundMessage, key: string, touched?: (campaign: string) => void): Promise<Disposition> {
  const limits = ctx.config.limits;
  const mid = headerMessageId(m.raw);
  // Every delivery is kept raw (the README's promise), duplicates included. The one exception: a
  // row with this key still 'received' is a crash in the middle of handling it, resumed here.
  const first = ctx.store.firstInbound(key);
  const row = first?.status === 'received' ? first : ctx.store.insertInbound({
    dedupeKey: key, messageId: mid, transportId: m.id.slice(0, 200), receivedAt: ctx.clock.now().toISOString(), size: m.raw.length,
    // A huge message is kept in part: enough for a dispute, not enough to fill the disk.
    raw: m.raw.length > limits.maxMessageBytes * 4 ? m.raw.subarray(0, limits.maxMessageBytes) : m.raw,
    fromAddr: null, campaign: null, seat: null, turn: null, status: 'received', code: null, detail: null, submission: null,
  });
  // A duplicate is the same mail from the same authenticated sender: nothing new is done. A copy
  // whose first was not authenticated (a forgery, a forgotten secret) is handled on its own.
  if (first && first.id !== row.id && first.authenticated) {
    ctx.store.updateInbound(row.id, { status: 'duplicate', duplicateOf: first.id, fromAddr: first.fromAddr });
    ctx.log.log('info', 'duplicate message: already handled', { messageId: mid, inbound: first.id, status: first.status });
    return disposition(first.status);
  }
  const oversized = m.raw.length > limits.maxMessageBytes;
  let facts: MailFacts;
  try {
    facts = await readMail(oversized ? m.raw.subarray(0, 64 * 1024) : m.raw, ctx.config.referee);
  } catch (e) {
    noteCode('ML4010');
    ctx.store.updateInbound(row.id, { status: 'quarantined', code: 'ML4010', detail: (e as Error).message.slice(0, 500) });
    ctx.log.log('warn', 'unreadable message quarantined', { messageId: mid, code: 'ML4010' });
    return 'quarantined';
  }
  // Campaigns whose claim decide took: released once the transaction has committed (below).
  const claimed: string[] = [];
  try {
    return ctx.store.transaction(() => decide(ctx, row.id, facts, oversized, m.raw.length, touched, claimed));
  } catch (e) {
    // Another daemon is working the campaign: the row stays 'received' and the transport offers the mail again.
    if (e instanceof MailBusy) throw e;
    noteCode('ML4099');
    ctx.store.updateInbound(row.id, { status: 'failed', code: 'ML4099', detail: ((e as Error).stack ?? String(e)).slice(0, 2000) });
    ctx.log.log('error', `internal error handling a message: ${(e as Error).message}`, { messageId: mid, code: 'ML4099' });
    return 'quarantined';
  } finally {
    for (const c of claimed) ctx.store.releaseCampaign(c);
  }
}

/** A seat an address holds in a campaign (`side` is the seat id: a side id for a one-seat side). */
interface Membership { campaign: string; side: string }
type InboundPatch = Parameters<DaemonContext['store']['updateInbound']>[1];

function decide(ctx: DaemonContext, inboundId: number, f: MailFacts, oversized: boolean, size: number, touched: ((campaign: string) => void) | undefined, claimed: string[]): Disposition {
  const store = ctx.store;
  /** Set once the sender passed the address and secret check: only then can a copy be a duplicate. */
  let authenticated = false;
  // Typed as the row's columns, so a key the store does not have (a renamed column) cannot be dropped silently.
  const done = (status: InboundStatus, code: MailCode | null, extra: InboundPatch = {}, detail?: string): Disposition => {
    if (code) noteCode(code); // produced even when nobody is answered (ML404x)
    store.updateInbound(inboundId, { status, code, fromAddr: f.from, detail: detail?.slice(0, 2000) ?? null, authenticated, ...extra });
    ctx.log.log(status === 'processed' ? 'info' : 'warn', `message ${status}${code ? ` (${code})` : ''}`, {
      messageId: f.messageId, campaign: extra.campaign ?? undefined, turn: extra.turn ?? undefined, code, from: f.from,
    });
    if (extra.campaign) touched?.(extra.campaign);
    return disposition(status);
  };
  // The campaigns this daemon serves that exist in the store: read only where a mail needs all of
  // them (a bounce). A host serves hundreds, and an order mail must not read each one (issue 17 §5).
  const served = (): string[] => ctx.config.campaigns.map((c) => c.id).filter((id) => store.getCampaignHead(id));
  const configured = new Map(ctx.config.campaigns.map((c, i) => [c.id, i]));

  if (f.isBounce) {
    const hit: string[] = [];
    for (const c of served()) for (const p of store.listPlayers(c)) {
      if (p.email && f.bounceRecipients.includes(p.email)) {
        const pm = store.getPlayerMail(c, p.seat);
        store.upsertPlayerMail({ ...pm, deliveryStatus: 'bouncing', deliveryNote: `bounce ${f.messageId ?? ''} at ${ctx.clock.now().toISOString()}`.slice(0, 300) });
        hit.push(`${c}/${p.seat}`);
      }
    }
    return done('rejected', 'ML4042', {}, mailMessage('ML4042', { recipient: f.bounceRecipients.join(', ') || 'unknown' }) + (hit.length ? ` [${hit.join(', ')}]` : ''));
  }
  if (f.autoReason) return done('rejected', 'ML4041', {}, f.autoReason);
  if (!f.from) return done('quarantined', 'ML4040', {}, 'no single From address');

  const cleaned = stripQuotesAndSignature(f.text);
  const env = readEnvelope(f.subject, cleaned);
  const tokens = plusTokens(f.recipients, ctx.config.referee);

  // The moderator.
  const modCampaigns = ctx.config.campaigns.filter((c) => c.moderator === f.from && store.getCampaignHead(c.id));
  const modTarget = modCampaigns.find((c) => c.id === env.campaign) ?? (modCampaigns.length === 1 && env.moderator ? modCampaigns[0] : undefined);
  // The seats the sender holds in the served campaigns, in the configuration's order (then by seat).
  const memberships: Membership[] = store.seatsHeldBy(f.from)
    .filter((p) => configured.has(p.campaign))
    .sort((a, b) => configured.get(a.campaign)! - configured.get(b.campaign)! || (a.seat < b.seat ? -1 : a.seat > b.seat ? 1 : 0))
    .map((p) => ({ campaign: p.campaign, side: p.seat }));
  if (modTarget && (env.moderator || !memberships.some((x) => x.campaign === modTarget.id))) {
    // `process` resolves the turn, `extend` moves its deadline: never beside another daemon's work on it.
    if (!store.claimCampaign(modTarget.id)) throw new MailBusy(`campaign ${modTarget.id} is being worked by another daemon`);
    claimed.push(modTarget.id);
    const secret = moderatorSecrets(ctx, modTarget.id);
    const pass = /^passphrase:[ \t]*([A-Za-z0-9-]{1,100})/im.exec(cleaned)?.[1]?.toLowerCase();
    const ok = tokens.some((t) => safeEqual(t, secret.token)) || (pass !== undefined && safeEqual(pass, secret.passphrase));
    const turn = requireCampaignHead(store, modTarget.id).turn;
    if (!ok && f.spamFlagged) return done('quarantined', 'ML4043', { campaign: modTarget.id });
    if (!ok) {
      if (allowRefusal(ctx, modTarget.moderator!, modTarget.id, turn, inboundId)) mailModerator(ctx, modTarget.id, turn, 'mod-refusal', `${inboundId}`, 'command refused (ML4031)', mailMessage('ML4031'), f.messageId, f.references);
      return done('rejected', 'ML4031', { campaign: modTarget.id });
    }
    authenticated = true;
    const lines = cleaned.split('\n').filter((l) => l.trim() && !/^passphrase:/i.test(l) && !/^\s*#/.test(l) && !/^\s*Admiralty:/i.test(l));
    const reply = runModeratorCommands(ctx, modTarget.id, lines, f.from);
    mailModerator(ctx, modTarget.id, turn, 'mod-reply', `${inboundId}`, 'commands done', reply || 'No commands found. Commands: status, process, preview, extend <duration>, pause, resume, replace-player <seat> <email> [name], resend <seat> [turn].', f.messageId, f.references);
    return done('processed', null, { campaign: modTarget.id, turn });
  }

  if (!memberships.length) return done('quarantined', f.spamFlagged ? 'ML4043' : 'ML4040');

  const threading = { inReplyTo: f.messageId, references: f.messageId ? [...f.references, f.messageId] : [...f.references] };
  const refuse = (mem: Membership, code: MailCode, params: Record<string, string | number | undefined>, detail?: string): Disposition => {
    const p = store.listPlayers(mem.campaign).find((x) => x.seat === mem.side)!;
    const turn = requireCampaignHead(store, mem.campaign).turn;
    const message = mailMessage(code, params);
    const mailed = p.email !== null && allowRefusal(ctx, p.email, mem.campaign, turn, inboundId);
    if (mailed) mailPlayer(ctx, {
      kind: 'refusal', campaign: mem.campaign, side: mem.side, turn, discriminator: `${inboundId}`,
      subject: `[${mem.campaign}] ${mem.side}: message refused (${code})`,
      text: renderText('refusal', { name: p.name, campaign: mem.campaign, code, message: wrapProse(`${code}: ${message}`).slice(code.length + 2), detail, subject: wrapProse(f.subject.slice(0, 120), 70).replace(/\n/g, '\n  ') }),
      ...threading,
    });
    return done('rejected', code, { campaign: mem.campaign, seat: mem.side, turn }, mailed ? message : `${message} [not mailed: refusal limit]`);
  };

  // Which campaign.
  let mem: Membership | undefined;
  if (env.campaign) mem = memberships.find((x) => x.campaign === env.campaign);
  else if (memberships.length === 1 || new Set(memberships.map((x) => x.campaign)).size === 1) mem = memberships[0];
  if (!mem) {
    const any = memberships[0]!;
    return env.campaign ? refuse(any, 'ML4021', { campaign: env.campaign }) : refuse(any, 'ML4020', {});
  }
  const campaign = mem.campaign;
  // Several daemons on one store (issue 17 §4): the mail is read against the campaign's turn and
  // its orders stored while no other daemon resolves that turn (the scheduler holds the same
  // claim), so an order is never acknowledged for a turn already resolved without it. Held until
  // the transaction commits (handleClaimed). Everything in one daemon is synchronous from here to
  // the commit, so its own scheduler cannot be inside the claim meanwhile.
  if (!store.claimCampaign(campaign)) throw new MailBusy(`campaign ${campaign} is being worked by another daemon`);
  claimed.push(campaign);
  const row = requireCampaignHead(store, campaign);
  const extracted = extractOrders(f.text, f.yamlAttachments);
  // The seats this address holds in the campaign (several only within one side: config ML4907).
  const held = memberships.filter((x) => x.campaign === campaign).map((x) => x.side);
  const seats = store.listPlayers(campaign).map((p) => p.seat);
  const at = (seat: string): Membership => ({ campaign, side: seat });

  // Authentication: a registered address (checked above) AND the secret of a seat it holds. The
  // reply token names its seat; a passphrase is matched against every seat the address holds.
  const secrets = held.map((seat) => ({ seat, ...secretsFor(ctx, campaign, seat) }));
  const byToken = secrets.find((x) => tokens.some((t) => safeEqual(t, x.token)))?.seat;
  const pass = extracted.passphrase;
  const byPass = pass === undefined ? undefined : secrets.find((x) => safeEqual(pass, x.passphrase))?.seat;
  const named = env.side !== undefined && held.includes(env.side) ? env.side : undefined;
  if (byToken === undefined && byPass === undefined) {
    if (f.spamFlagged) return done('quarantined', 'ML4043', { campaign, seat: named ?? held[0]! });
    return refuse(at(named ?? held[0]!), 'ML4030', { campaign, side: named ?? held.join(', ') });
  }
  authenticated = true;

  // Which seat (or seats: one document each): intake-seat.ts.
  const documents = extracted.empty ? null : seatDocuments(extracted.text);
  const which = seatParts({ held, seats, named: env.side, token: byToken, passphrase: byPass, documents });
  if (!which.ok) return refuse(at(which.seat), which.code, { ...which.params, campaign });
  const first = at(which.parts[0]!.seat);
  if (oversized) return refuse(first, 'ML4001', { size, limit: ctx.config.limits.maxMessageBytes });
  if (f.attachmentCount > ctx.config.limits.maxAttachments) return refuse(first, 'ML4002', { count: f.attachmentCount, limit: ctx.config.limits.maxAttachments });
  if (row.status === 'over') return refuse(first, 'ML4025', { campaign });
  if (env.turn !== undefined && env.turn !== row.turn) return refuse(first, env.turn < row.turn ? 'ML4023' : 'ML4024', { turn: env.turn, current: row.turn });
  const pending = pendingAsk(ctx, campaign);
  if (env.exchange !== undefined && env.turn !== undefined && env.exchange !== row.exchange) {
    // seam §2: an answer to an exchange of this turn already resolved, or to one not yet asked.
    if (env.exchange < row.exchange) return refuse(first, 'ML4027', { answered: `turn ${env.turn}.${env.exchange}`, current: exchangeName(pending) });
    return refuse(first, 'ML4024', { turn: `${env.turn}.${env.exchange}`, current: `${row.turn}.${row.exchange}` });
  }

  if (extracted.empty) {
    const seat = first.side;
    const p = store.listPlayers(campaign).find((x) => x.seat === seat)!;
    const base = { name: p.name, campaign, side: seat, turn: row.turn, ...deadlineContext(ctx, campaign, row.turn, p.timeZone) };
    let form = null;
    try {
      const last = store.latestJournalTurn(campaign);
      form = { filename: `orders-turn-${row.turn}.yaml`, content: store.getReport(campaign, last, seat, 'orders-form')?.body ?? '', contentType: 'application/yaml; charset=utf-8' };
      if (!form.content) form = null;
    } catch { form = null; }
    mailPlayer(ctx, {
      kind: 'help', campaign, side: seat, turn: row.turn, discriminator: `${inboundId}`,
      subject: `[${campaign}] ${seat}: how to send orders for turn ${row.turn}`, text: renderText('help', { ...base, ...gameWords(adapterFor(row.game).words, row.turn) }), attachments: [form], ...threading,
    });
    return done('processed', 'ML4011', { campaign, seat, turn: row.turn, exchange: row.exchange });
  }
  const orderBytes = Buffer.byteLength(extracted.text);
  if (orderBytes > ctx.config.limits.maxOrdersBytes) return refuse(first, 'ML4003', { size: orderBytes, limit: ctx.config.limits.maxOrdersBytes });

  // Each seat's orders are checked, stored and answered on their own (seam §3), in the order sent.
  const outcomes = which.parts.map((part) => takeSeatOrders(ctx, {
    inboundId, f, campaign, seat: part.seat, text: part.text ?? extracted.text, origin: extracted.origin, final: extracted.final, asked: pending.asked,
    current: exchangeName(pending), threading, refuse: (code, params, detail) => refuse(at(part.seat), code, params, detail),
  }));
  if (outcomes.length === 1) {
    const o = outcomes[0]!;
    return o.refused ?? done('processed', o.code, { campaign, seat: o.seat, turn: row.turn, exchange: row.exchange, submission: o.submission });
  }
  // A mail of several documents keeps one inbound row: its first seat's outcome, and each seat's in the detail.
  const detail = outcomes.map((o) => `${o.seat}: ${o.refused ? 'refused' : o.code ?? (o.accepted ? 'accepted' : 'not accepted')}`).join('; ');
  const lead = outcomes[0]!;
  return done('processed', lead.code, { campaign, seat: lead.seat, turn: row.turn, exchange: row.exchange, submission: lead.submission }, detail);
}

interface SeatOrders {
  readonly inboundId: number;
  readonly f: MailFacts;
  readonly campaign: string;
  readonly seat: string;
  readonly text: string;
  readonly origin: string;
  readonly final: boolean;
  /** The seats the pending exchange asks. */
  readonly asked: readonly string[];
  /** What mails call the pending exchange ("turn 3", "turn 1 challenge"). */
  readonly current: string;
  readonly threading: { inReplyTo: string | null; references: string[] };
  refuse(code: MailCode, params: Record<string, string | number | undefined>, detail?: string): Disposition;
}

interface SeatOutcome { readonly seat: string; readonly code: MailCode | null; readonly submission: number | null; readonly accepted: boolean; readonly refused?: Disposition }

/**
 * One seat's orders from a mail: ignored when the pending exchange does not ask the seat (ML4028:
 * kept on file in the inbound row, never stored as that seat's orders), else checked and stored
 * (submitOrders), and answered by an acknowledgement with the signed receipt or the diagnostics.
 */
function takeSeatOrders(ctx: DaemonContext, o: SeatOrders): SeatOutcome {
  const store = ctx.store;
  const row = requireCampaignHead(store, o.campaign);
  const p = store.listPlayers(o.campaign).find((x) => x.seat === o.seat)!;
  const base = { name: p.name, campaign: o.campaign, side: o.seat, turn: row.turn, ...deadlineContext(ctx, o.campaign, row.turn, p.timeZone) };
  if (!o.asked.includes(o.seat)) {
    // seam §2 submissions: a seat not asked now. Stored and ignored, not refused: nothing about it is wrong.
    noteCode('ML4028');
    mailPlayer(ctx, {
      kind: 'ignored', campaign: o.campaign, side: o.seat, turn: row.turn, discriminator: `${o.inboundId}`,
      subject: `[${o.campaign}] ${o.seat}: orders kept, not used (ML4028)`,
      text: renderText('ignored', { name: p.name, campaign: o.campaign, side: o.seat, code: 'ML4028', message: wrapProse(`ML4028: ${mailMessage('ML4028', { seat: o.seat, current: o.current })}`).slice(8), subject: wrapProse(o.f.subject.slice(0, 120), 70).replace(/\n/g, '\n  ') }),
      ...o.threading,
    });
    return { seat: o.seat, code: 'ML4028', submission: null, accepted: false };
  }
  const previous = store.latestValidSubmission(o.campaign, o.seat, row.turn, row.exchange);
  const result = submitOrders(store, o.campaign, o.seat, o.text, `mail:${o.f.messageId ?? `inbound-${o.inboundId}`}`, ctx.clock);
  store.setSubmissionFinal(result.submission, o.final);
  const fileName = o.origin === 'body' ? 'orders' : o.origin;
  if (!result.ok) {
    const limitHit = result.diagnostics.find((d) => LIMIT_CODES.has(d.code));
    if (limitHit) return { seat: o.seat, code: 'ML4004', submission: result.submission, accepted: false, refused: o.refuse('ML4004', { detail: limitHit.message }, formatDiagnostics(result.diagnostics, fileName)) };
    mailPlayer(ctx, {
      kind: 'diagnostics', campaign: o.campaign, side: o.seat, turn: row.turn, discriminator: `${o.inboundId}`,
      subject: `[${o.campaign}] ${o.seat} turn ${row.turn} orders: NOT accepted`,
      text: renderText('diagnostics', { ...base, summary: summaryLine(result.diagnostics), previous: previous?.digest ?? null, diagnostics: wrapDiagnostics(formatDiagnostics(result.diagnostics, fileName)) }),
      ...o.threading,
    });
    return { seat: o.seat, code: null, submission: result.submission, accepted: false };
  }
  const warnings = result.diagnostics.filter((d) => d.severity !== 'error');
  // `blind: false` (the campaign config): players may see who else is in; by default nobody learns it.
  const others = campaignConfig(ctx, o.campaign)?.blind === false
    ? store.listPlayers(o.campaign).map((x) => x.seat).filter((s) => s !== o.seat).map((s) => `${s}: ${store.latestValidSubmission(o.campaign, s, row.turn, row.exchange) ? 'in' : 'not yet'}`).join(', ')
    : '';
  mailPlayer(ctx, {
    kind: 'ack', campaign: o.campaign, side: o.seat, turn: row.turn, discriminator: `${o.inboundId}`,
    subject: `[${o.campaign}] ${o.seat} turn ${row.turn} orders: accepted (receipt ${result.digest!.slice(0, 12)})`,
    // The signed receipt (Ed25519 under the campaign's key): `admiralty receipt verify <this mail>`.
    text: renderText('ack', { ...base, receipt: `sha256:${result.digest}`, receiptBlock: formatReceipt(receiptFor(store, result.submission)), final: o.final, others, pagesLink: pagesLink(ctx, o.campaign, o.seat), warnings: warnings.length ? wrapDiagnostics(formatDiagnostics(warnings, fileName)) : '', orders: toYaml(result.orders) }),
    attachments: [deadlineIcs(ctx, o.campaign, row.turn)],
    ...o.threading,
  });
  return { seat: o.seat, code: null, submission: result.submission, accepted: true };
}
