/**
 * Dispute bundles: one JSON file with everything needed to re-run a turn elsewhere and check it
 * byte for byte (format "admiralty-bundle/2"). A bundle holds no secret: no reply token or
 * passphrase (redact.ts), no unrevealed seed.
 *
 *   campaign, game, scenario, turn, engineVersion, dataVersion,
 *   exchange, kind, asked, prevKey
 *                         from exchange 2 on only (seam rule 1: a one-exchange turn's bundle is as
 *                         before): which exchange of the turn, what it asked of whom, and the
 *                         previous exchange's key its own key links to (seam §2)
 *   chainEvents           when the reports followed a chain (seam §2): the events of its earlier
 *                         exchanges, which the reports were built from too
 *   data.files            every game data file that makes up dataVersion, by path, as text
 *   publicKey             the campaign's Ed25519 key; `signature` signs the whole bundle
 *   seedCommitment, seed  the first scheme's: the seed only once revealed (else null)
 *   dice                  the turn key and what each side contributed to it, and the dice epoch
 *                         (signed commitment statement; seed and nonce only once revealed): the
 *                         turn re-runs from the bundle alone, mid-campaign (docs/dice.md)
 *   stateBefore, digestBefore
 *   submissions           every submission for the turn as received (raw text, raw mail with its
 *                         secrets redacted and the sha256 of the original)
 *   orders                per side, the orders used: submission id, digest, parsed orders, receipt
 *   priorEvents, events   the events of the earlier turns (reports are built from them) and of this turn
 *   digestAfter
 *   reports               per viewer and format, every report as stored (and sent)
 *   signature             Ed25519 over the canonical JSON of all the other members
 *
 * `verifyBundle` re-runs the turn in this checkout and names every difference: a changed order
 * (which side's), a changed die (which roll), a changed state or report (which viewer, format
 * and line), a data file that differs from this checkout.
 */
import { exchangeCardsKey } from './cards-key.js';
import { createHash } from 'node:crypto';
import { canonicalJson } from '../kernel/canonical.js';
import type { GameEvent } from '../kernel/events.js';
import { dataFilesOf } from '../pipeline/games.js';
import type { Store } from '../store/types.js';
import { stateAfterOf } from '../store/journal-state.js';
import { adapterFor, requireCampaign, VIEW_FORMATS } from '../pipeline/campaign.js';
import { digestOf, sha256 } from '../pipeline/digest.js';
import { AdmiraltyError } from '../pipeline/errors.js';
import { renderView, viewFor } from '../pipeline/views.js';
import { fairplayOf, keyId, reportMeta, seedCommitment, signText, verifyText } from './keys.js';
import type { DiceKey } from '../kernel/turn.js';
import { checkEpoch, epochForTurn, publicEpoch, seedHash, type PublicEpoch } from './commitment.js';
import { reportDice } from './report-dice.js';
import { exchangeKey, seatsOf, type Seat } from './turn-key.js';
import { campaignSecrets, redactMail, redactText } from './redact.js';
import { describeBadRoll, verifyDice } from './dice.js';
import { formatReceipt, parseReceipt, receiptFromSubmission, receiptPayload, verifyReceipt } from './receipt.js';

export const BUNDLE_FORMAT = 'admiralty-bundle/2';

export interface BundleSubmission {
  readonly id: number;
  readonly side: string;
  readonly receivedAt: string;
  readonly source: string;
  readonly raw: string;
  /** The mail as received with its secrets redacted; sha256 is of the original bytes. */
  readonly rawMail: { readonly messageId: string | null; readonly encoding: 'utf8' | 'latin1'; readonly content: string; readonly sha256: string; readonly redactions: number } | null;
  readonly valid: boolean;
  readonly digest: string | null;
  readonly superseded: boolean;
}

export interface BundleOrders {
  readonly submission: number | null;
  readonly digest: string;
  readonly parsed: unknown;
  /** The signed receipt block (formatReceipt), when the orders came from a submission. */
  readonly receipt: string | null;
}

export interface Bundle {
  readonly format: string;
  readonly createdAt: string;
  readonly campaign: string;
  readonly game: string;
  readonly scenario: string;
  readonly turn: number;
  /** From 2 on only (seam rule 1); absent: exchange 1. */
  readonly exchange?: number;
  /** The exchange's kind, from 2 on only ('turn' otherwise). */
  readonly kind?: string;
  /** The seats the exchange asked: from exchange 2 on, and in exchange 1 when it did not ask every seat (else every seat). */
  readonly asked?: readonly string[];
  /** The key of the exchange before it in the turn, from 2 on only: its key links to it. */
  readonly prevKey?: string | null;
  /** The events of a chain's earlier exchanges, when the reports followed a chain ending here. */
  readonly chainEvents?: readonly GameEvent[];
  readonly engineVersion: string;
  readonly dataVersion: string;
  readonly data: { readonly game: string; readonly files: Readonly<Record<string, string>> };
  readonly publicKey: string;
  readonly seedCommitment: string;
  readonly seed: string | null;
  readonly dice: BundleDice;
  readonly stateBefore: unknown;
  readonly digestBefore: string;
  readonly submissions: readonly BundleSubmission[];
  readonly orders: Readonly<Record<string, BundleOrders>>;
  readonly priorEvents: readonly GameEvent[];
  readonly events: readonly GameEvent[];
  readonly digestAfter: string;
  readonly reports: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly signature: string;
}

export interface BundleDice {
  /** null: a turn of the first dice scheme (re-run from the revealed seed). */
  readonly turnKey: string | null;
  readonly seats: Readonly<Record<string, Seat>> | null;
  readonly epoch: PublicEpoch | null;
}

/** The files that make up a game's data version, as its manifest lists them (seam §8 listDataFiles). */
export function gameDataFiles(game: string): Record<string, string> {
  return dataFilesOf(game);
}

/** The data version of a set of files, as data/game-files.ts computes it. */
export function dataVersionOf(files: Readonly<Record<string, string>>): string {
  const h = createHash('sha256');
  for (const rel of Object.keys(files).sort()) {
    const bytes = Buffer.from(files[rel], 'utf8');
    h.update(rel); h.update('\u0000'); h.update(String(bytes.length)); h.update('\u0000'); h.update(bytes);
  }
  return h.digest('hex');
}

/** `exchange` (seam §2 `--turn T [--exchange X]`): which exchange of the turn; default its last (GWAS: its only one). */
export function buildBundle(store: Store, campaign: string, turn: number, at: string, exchange?: number): Bundle {
  const row = requireCampaign(store, campaign);
  const journal = store.listJournal(campaign);
  const index = exchange === undefined
    ? journal.map((j) => j.turn).lastIndexOf(turn)
    : journal.findIndex((j) => j.turn === turn && j.exchange === exchange);
  const entry = index < 0 ? undefined : journal[index];
  if (!entry) throw new AdmiraltyError('ADM5040', { turn: exchange === undefined ? turn : `${turn}, exchange ${exchange},`, campaign, resolved: journal.length ? `1–${journal.at(-1)!.turn}` : 'none' });
  const fp = fairplayOf(store, campaign);
  // The state going in is the one the journal's previous exchange left (or the campaign's initial state).
  const stateBeforeJson = index === 0 ? row.initialStateJson : stateAfterOf(journal[index - 1]);
  // The reports after a chain were built from all its exchanges' events (seam §2 chains): the
  // exchanges after the chain's first asked no one.
  let chainStart = index;
  while (chainStart > 0 && journal[chainStart].askedJson === '[]') chainStart--;
  const chainEvents = journal.slice(chainStart, index).flatMap((j) => JSON.parse(j.eventsJson) as GameEvent[]);
  const asked = JSON.parse(entry.askedJson) as string[];
  // Exchange 1 is not written (seam rule 1), except its asked seats when they are not every seat:
  // only the asked seats contribute to the key, so a reader needs them (a GWAS turn asks all).
  const askedAll = canonicalJson([...asked].sort()) === canonicalJson([...adapterFor(row.game).sides].sort());
  const numbered = entry.exchange > 1
    ? { exchange: entry.exchange, kind: entry.kind, asked, prevKey: journal[index - 1]?.turnKey ?? null }
    : askedAll ? {} : { asked };
  const superseded = new Set(store.listSuperseded(campaign).map((s) => s.submission));
  const inbound = store.listInbound({ campaign });
  const subs = store.listSubmissions(campaign, turn).filter((s) => s.exchange === entry.exchange);
  const secrets = campaignSecrets(store, campaign);
  const submissions: BundleSubmission[] = subs.map((s) => {
    const mail = inbound.find((m) => m.submission === s.id);
    let rawMail: BundleSubmission['rawMail'] = null;
    if (mail) {
      const r = redactMail(mail.raw, secrets);
      rawMail = { messageId: mail.messageId, encoding: r.encoding, content: r.content, sha256: r.sha256, redactions: r.redactions };
    }
    // The orders text as received had its passphrase line blanked at intake; redact again in case.
    return { id: s.id, side: s.seat, receivedAt: s.receivedAt, source: s.source, raw: redactText(s.raw, secrets).text, rawMail, valid: s.valid, digest: s.digest, superseded: superseded.has(s.id) };
  });
  const used = JSON.parse(entry.ordersJson) as Record<string, unknown>;
  const ids = JSON.parse(entry.submissionsJson) as Record<string, number>;
  const orders: Record<string, BundleOrders> = {};
  for (const [side, parsed] of Object.entries(used)) {
    const sub = subs.find((s) => s.id === ids[side]) ?? null;
    const receipt = sub?.valid ? receiptFromSubmission(sub) : null;
    orders[side] = {
      submission: sub?.id ?? null, digest: digestOf(parsed), parsed,
      receipt: receipt ? formatReceipt({ receipt, publicKey: fp.publicKey, signature: signText(fp.privateKey, receiptPayload(receipt)) }) : null,
    };
  }
  const reports: Record<string, Record<string, string>> = {};
  // The dice ledger (the last turn's) is checked on its own (verify-dice, tools/verify_dice.py).
  for (const r of store.listReports(campaign, turn)) if (r.format !== 'dice-ledger' && r.exchange === entry.exchange) (reports[r.viewer] ??= {})[r.format] = r.body;
  const unsigned: Omit<Bundle, 'signature'> = {
    format: BUNDLE_FORMAT, createdAt: at, campaign, game: row.game, scenario: row.scenario, turn, ...numbered,
    ...(chainEvents.length ? { chainEvents } : {}),
    engineVersion: entry.engineVersion, dataVersion: entry.dataVersion,
    data: { game: row.game, files: gameDataFiles(row.game) },
    publicKey: fp.publicKey, seedCommitment: fp.seedCommitment, seed: entry.turnKey ? null : fp.revealedAt ? row.seed : null,
    dice: {
      turnKey: entry.turnKey ?? null, seats: entry.seatsJson ? JSON.parse(entry.seatsJson) as Record<string, Seat> : null,
      epoch: entry.turnKey ? (() => { const e = epochForTurn(store.listDiceEpochs(campaign), turn); return e ? publicEpoch(e) : null; })() : null,
    },
    stateBefore: JSON.parse(stateBeforeJson), digestBefore: entry.digestBefore,
    submissions, orders,
    priorEvents: journal.slice(0, index).flatMap((j) => JSON.parse(j.eventsJson) as GameEvent[]),
    events: JSON.parse(entry.eventsJson) as GameEvent[],
    digestAfter: entry.digestAfter, reports,
  };
  // Last net: no secret the campaign issued may be anywhere in the bundle (a passphrase written
  // into the orders themselves, say). Redacting it breaks that item's check, which is the point.
  const clean = secrets.length ? redactDeep(unsigned, secrets) : unsigned;
  return { ...clean, signature: signText(fp.privateKey, canonicalJson(clean)) };
}

function redactDeep<T>(value: T, secrets: readonly string[]): T {
  const text = JSON.stringify(value);
  const lower = text.toLowerCase();
  if (!secrets.some((s) => lower.includes(s.toLowerCase()))) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return secrets.some((s) => v.toLowerCase().includes(s.toLowerCase())) ? redactText(v, secrets).text : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

export interface Finding {
  readonly ok: boolean;
  /** What was checked: "signature", "order allied", "die", "report allied text", … */
  readonly what: string;
  readonly detail: string;
}

export interface BundleVerification {
  readonly ok: boolean;
  readonly findings: Finding[];
  /** False when the turn could not be re-run (no seed). */
  readonly complete: boolean;
}

export interface VerifyOptions {
  /** The key to trust (--public-key, or the store's copy of the campaign's). */
  readonly trustedKey?: string | null;
  /** The moderator's copy of the seed (and of the epoch's nonce), when the bundle has only the commitment. */
  readonly seed?: string | null;
  readonly nonce?: string | null;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const line = a.slice(0, i).split('\n').length;
  const lineOf = (s: string) => s.split('\n')[line - 1] ?? '';
  return `first difference at character ${i}, line ${line}: in the bundle ${JSON.stringify(lineOf(a))}, re-rendered ${JSON.stringify(lineOf(b))}`;
}

/**
 * The dice key the bundle's turn re-runs with, after checking what can be checked: the epoch's
 * signed statement, the seed behind it once revealed (or the moderator's copy), and that the turn
 * key is the one the seed and the orders used give. null: it cannot be re-run; 'broken': it must not.
 */
function diceOfBundle(b: Bundle, opts: VerifyOptions, pass: (w: string, d: string) => void, fail: (w: string, d: string) => void): DiceKey | null | 'broken' {
  const d = b.dice;
  if (!d || !d.turnKey) {
    // The first dice scheme: the seed itself is the key.
    let seed = b.seed;
    if (seed !== null && seedCommitment(seed) !== b.seedCommitment) { fail('seed', `the bundle's seed does not match the commitment sha256:${b.seedCommitment.slice(0, 16)}`); return 'broken'; }
    if (seed === null && opts.seed) {
      if (seedCommitment(opts.seed) !== b.seedCommitment) { fail('seed', 'the moderator\'s seed does not match the bundle\'s commitment (another campaign?)'); return 'broken'; }
      seed = opts.seed;
      pass('seed', 'not revealed; the moderator\'s copy matches the commitment');
    }
    if (seed === null) { fail('seed', 'a turn of the first dice scheme and its seed is not revealed: the turn cannot be re-run (the moderator can verify with --moderator where the store holds the campaign)'); return null; }
    if (b.seed !== null) pass('seed', `revealed, matches the commitment sha256:${b.seedCommitment.slice(0, 16)}`);
    return { legacySeed: seed };
  }
  if (!/^[0-9a-f]{64}$/.test(d.turnKey)) { fail('turn key', `${JSON.stringify(d.turnKey).slice(0, 80)} is not 64 hex digits`); return 'broken'; }
  // Every asked seat contributes (one that sent nothing, the fixed marker): recompute from the orders used.
  const seats = seatsOf(b.asked ?? adapterFor(b.game).sides, Object.fromEntries(Object.entries(b.orders).map(([s, o]) => [s, o.parsed])));
  if (canonicalJson(seats) !== canonicalJson(d.seats)) { fail('turn key', 'what the bundle says each side contributed to the turn key is not what the orders used give'); return 'broken'; }
  if (!d.epoch) { fail('commitment', 'the bundle carries no dice commitment for the turn'); return 'broken'; }
  const problems = checkEpoch(d.epoch, opts.trustedKey ?? b.publicKey);
  if (problems.length) { for (const p of problems) fail('commitment', p); return 'broken'; }
  const st = d.epoch.statement;
  if (st.campaign !== b.campaign || st.scenario !== b.scenario || st.game !== b.game) { fail('commitment', `the commitment is for ${st.campaign} (${st.game}/${st.scenario}), not this bundle's campaign`); return 'broken'; }
  pass('commitment', `epoch ${d.epoch.epoch} (from turn ${d.epoch.fromTurn}) sha256:${d.epoch.commitment.slice(0, 16)}, signed by the campaign key${d.epoch.fixed ? '; a FIXED test/demo seed' : ''}`);
  let seed = d.epoch.seed;
  let whose = 'revealed seed';
  if (seed === null && opts.seed && seedHashMatches(d.epoch, opts.seed, opts.nonce ?? null)) { seed = opts.seed; whose = 'moderator\'s copy of the seed'; }
  if (seed !== null) {
    // From exchange 2 on the key links to the previous exchange's (seam §2); exchange 1's is the turn key.
    const expected = exchangeKey(seed, b.campaign, b.turn, seats, { exchange: b.exchange ?? 1, kind: b.kind ?? 'turn', prev: (b.exchange ?? 1) > 1 ? b.prevKey ?? null : null });
    if (expected !== d.turnKey) { fail('turn key', `the ${whose} and the orders used give turn key ${expected.slice(0, 16)}…, the bundle has ${d.turnKey.slice(0, 16)}…`); return 'broken'; }
    pass('turn key', `the ${whose} and every side's orders give the turn key ${d.turnKey.slice(0, 16)}…`);
  } else pass('turn key', `${d.turnKey.slice(0, 16)}… (the seed is not revealed yet: the key is checked against it at the reveal; the dice are checked against the key now)`);
  return d.turnKey;
}

/**
 * The exchange's cards key (docs/dice.md §10) when the seed is known: revealed in the bundle, or
 * the moderator's copy. Before the reveal a player cannot re-run a shuffle, and need not: the
 * cards hash in his report fixes the card events until then.
 */
function cardsOfBundle(b: Bundle, opts: VerifyOptions): string | undefined {
  const d = b.dice;
  if (!d?.turnKey || !d.epoch) return undefined;
  const seed = d.epoch.seed ?? (opts.seed && seedHashMatches(d.epoch, opts.seed, opts.nonce ?? null) ? opts.seed : null);
  if (seed === null) return undefined;
  const seats = seatsOf(b.asked ?? adapterFor(b.game).sides, Object.fromEntries(Object.entries(b.orders).map(([s, o]) => [s, o.parsed])));
  return exchangeCardsKey(seed, b.campaign, b.turn, seats, { exchange: b.exchange ?? 1, kind: b.kind ?? 'turn', prev: (b.exchange ?? 1) > 1 ? b.prevKey ?? null : null });
}

function seedHashMatches(e: PublicEpoch, seed: string, nonce: string | null): boolean {
  return nonce !== null && seedHash(seed, nonce) === e.statement.seedHash;
}

export function parseBundle(text: string): Bundle {
  let b: Bundle;
  try { b = JSON.parse(text) as Bundle; } catch (e) { throw new AdmiraltyError('ADM5041', { detail: (e as Error).message }); }
  if (b?.format !== BUNDLE_FORMAT) throw new AdmiraltyError('ADM5042', { format: String(JSON.stringify(b?.format)), expected: BUNDLE_FORMAT });
  return b;
}

export function verifyBundle(bundle: Bundle, opts: VerifyOptions = {}): BundleVerification {
  const findings: Finding[] = [];
  const pass = (what: string, detail: string) => findings.push({ ok: true, what, detail });
  const fail = (what: string, detail: string) => findings.push({ ok: false, what, detail });
  const done = (complete: boolean): BundleVerification => ({ ok: complete && findings.every((f) => f.ok), findings, complete });
  const b = bundle;

  // 1. The bundle as a whole, and its key.
  const { signature, ...unsigned } = b;
  if (verifyText(b.publicKey, canonicalJson(unsigned), signature)) pass('signature', `the bundle is signed by key ${keyId(b.publicKey)}`);
  else fail('signature', 'the bundle\'s signature does not match its contents: something in it was changed after it was written');
  if (opts.trustedKey) {
    if (opts.trustedKey.trim() === b.publicKey.trim()) pass('key', `key ${keyId(b.publicKey)} is the campaign's`);
    else fail('key', `the bundle is signed with key ${keyId(b.publicKey)}, the campaign's key is ${keyId(opts.trustedKey)}`);
  } else pass('key', `no independent copy of the campaign's key: trusting the bundle's own (${keyId(b.publicKey)}); give --public-key to check it`);

  // 2. Versions and data.
  const adapter = adapterFor(b.game);
  if (b.engineVersion === adapter.engineVersion) pass('engine', b.engineVersion);
  else fail('engine', `the turn was resolved with ${b.engineVersion}; this checkout is ${adapter.engineVersion}`);
  const files = b.data?.files ?? {};
  if (dataVersionOf(files) !== b.dataVersion) fail('data', `the bundle's data files do not hash to its data version ${b.dataVersion.slice(0, 12)} (a data file in the bundle was changed)`);
  const local = gameDataFiles(b.game);
  const changed = [...new Set([...Object.keys(files), ...Object.keys(local)])].sort().filter((f) => files[f] !== local[f])
    .map((f) => (files[f] === undefined ? `${f} (only in this checkout)` : local[f] === undefined ? `${f} (missing here)` : f));
  if (changed.length) fail('data', `this checkout's game data differs from the turn's: ${changed.join(', ')} (data version here ${adapter.dataVersion().slice(0, 12)}, bundle ${b.dataVersion.slice(0, 12)})`);
  else pass('data', `game data identical to the turn's (${b.dataVersion.slice(0, 12)})`);

  // 3. The state going in.
  const before = sha256(canonicalJson(b.stateBefore));
  if (before === b.digestBefore) pass('state before', `sha256:${before.slice(0, 16)}`);
  else fail('state before', `the state before the turn hashes to ${before.slice(0, 16)}, the journal recorded ${b.digestBefore.slice(0, 16)}`);

  // 4. Orders: the parsed orders used, their receipts, and the text as received.
  for (const [side, o] of Object.entries(b.orders)) {
    const what = `order ${side}`;
    const digest = digestOf(o.parsed);
    let good = true;
    if (digest !== o.digest) { fail(what, `${side}'s orders used (submission ${o.submission}) hash to ${digest.slice(0, 16)}, the bundle records ${o.digest.slice(0, 16)}: the orders were changed`); good = false; }
    if (o.receipt) {
      const parsed = parseReceipt(o.receipt);
      if (!parsed.signed) { fail(`receipt ${side}`, parsed.problems.join('; ')); good = false; }
      else {
        const check = verifyReceipt(parsed.signed, opts.trustedKey ?? b.publicKey, null);
        if (!check.ok) { fail(`receipt ${side}`, check.failures.join('; ')); good = false; }
        if (parsed.signed.receipt.ordersDigest !== digest) { fail(what, `${side}'s orders used hash to ${digest.slice(0, 16)}, but the signed receipt for submission ${parsed.signed.receipt.submissionId} is for ${parsed.signed.receipt.ordersDigest.slice(0, 16)}: these are not the orders received`); good = false; }
      }
    }
    const sub = b.submissions.find((s) => s.id === o.submission);
    if (sub) {
      const checked = adapter.check(b.stateBefore, side, sub.raw);
      const fromRaw = checked.orders === undefined ? null : digestOf(checked.orders);
      if (fromRaw !== digest) { fail(what, `${side}'s orders as received (submission ${sub.id}, ${sub.source}) ${fromRaw ? `parse to ${fromRaw.slice(0, 16)}` : 'no longer pass their checks'}, not to the orders used ${digest.slice(0, 16)}`); good = false; }
      if (sub.digest !== null && sub.digest !== digest && fromRaw === digest) { fail(what, `${side}'s submission ${sub.id} records digest ${sub.digest.slice(0, 16)}, the orders used hash to ${digest.slice(0, 16)}`); good = false; }
    } else if (o.submission !== null) { fail(what, `${side}'s submission ${o.submission} is not in the bundle`); good = false; }
    if (good) pass(what, `${side}'s orders match what was received (sha256:${digest.slice(0, 16)})`);
  }

  // 5. The dice: the turn key (and, once revealed, the seed behind it), or the first scheme's seed.
  const key = diceOfBundle(b, opts, pass, fail);
  if (key === null) return done(false);
  if (key === 'broken') return done(true);

  // 6. Every die, from the turn key alone.
  const dice = verifyDice([{ turn: b.turn, key, events: b.events }]);
  if (dice.ok) pass('dice', `${dice.rolls} rolls, ${dice.dice} dice recomputed from the ${typeof key === 'string' ? 'turn key' : 'seed'}`);
  else fail('die', describeBadRoll(dice.first!));

  // 7. Re-run the exchange: the one the game asks for from the state before it (seam §2).
  const orders = Object.fromEntries(Object.entries(b.orders).map(([s, o]) => [s, o.parsed]));
  const spec = adapter.isOver(b.stateBefore) ? null : adapter.next(b.stateBefore);
  if (!spec || (b.kind !== undefined && spec.kind !== b.kind)) {
    fail('exchange', `the bundle's exchange is ${b.kind ? `'${b.kind}'` : 'exchange 1'}, the game asks for ${spec ? `'${spec.kind}'` : 'none (it is over)'} from the state before it`);
    return done(true);
  }
  const cards = cardsOfBundle(b, opts);
  const result = adapter.resolveExchange(b.stateBefore, { turn: b.turn, exchange: b.exchange ?? 1, spec, orders, dice: key, ...(cards ? { cards } : {}) }, {});
  const after = digestOf(result.state);
  const recorded = b.events;
  const n = Math.max(recorded.length, result.events.length);
  let differs = -1;
  for (let i = 0; i < n; i++) if (JSON.stringify(recorded[i]) !== JSON.stringify(result.events[i])) { differs = i; break; }
  if (differs < 0) pass('events', `${recorded.length} events re-run identically`);
  else {
    const r = recorded[differs];
    const e = result.events[differs];
    fail('events', `event #${differs} differs: the bundle has ${r ? `${r.type} in step ${r.step}` : 'nothing'}, the re-run ${e ? `${e.type} in step ${e.step}` : 'nothing'}${r?.type === 'roll' && e?.type === 'roll' ? ` (stream ${(r.data as { stream: string }).stream}: dice ${JSON.stringify((r.data as { dice: number[] }).dice)} vs ${JSON.stringify((e.data as { dice: number[] }).dice)})` : ''}`);
  }
  if (after === b.digestAfter) pass('state after', `sha256:${after.slice(0, 16)}`);
  else fail('state after', `the re-run ends in state ${after.slice(0, 16)}, the journal recorded ${b.digestAfter.slice(0, 16)}`);

  // 8. Every report, byte for byte, from the re-run.
  const events = [...b.priorEvents, ...result.events];
  const chain = [...(b.chainEvents ?? []), ...result.events];
  const ep = b.dice.epoch;
  const meta = reportMeta(b.campaign, reportDice({
    epoch: ep ? { commitment: ep.commitment, fixed: ep.fixed, seed: ep.seed ?? '', nonce: ep.nonce ?? '' } : null,
    legacyCommitment: b.seedCommitment, legacySeed: b.seed ?? (typeof key === 'string' ? '' : key.legacySeed),
    turn: b.turn, turnKey: typeof key === 'string' ? key : null, turnEvents: chain, over: adapter.isOver(result.state),
  }));
  for (const viewer of Object.keys(b.reports).sort()) {
    const view = viewFor(adapter, result.state, events, viewer, meta);
    for (const format of Object.keys(b.reports[viewer]).sort()) {
      const sent = b.reports[viewer][format];
      const what = `report ${viewer} ${format}`;
      const rendered = format === 'orders-form' ? adapter.ordersForm(result.state, viewer, meta)
        : (VIEW_FORMATS as readonly string[]).includes(format) ? renderView(adapter, view, format as 'text') : null;
      if (rendered === null) { fail(what, `unknown report format '${format}'`); continue; }
      if (rendered === sent) pass(what, `${Buffer.byteLength(sent)} bytes identical`);
      else fail(what, `the ${format} report sent to ${viewer} differs from the re-rendered one: ${firstDifference(sent, rendered)}`);
    }
  }
  return done(true);
}
