/**
 * Campaign operations shared by the CLI and the mail daemon: create, check and submit orders,
 * resolve a turn, read reports. Each write is one store transaction.
 */
import { nativeMac } from './native-mac.js';
import { canonicalJson } from '../kernel/canonical.js';
import { sideOf } from '../kernel/seats.js';
import type { GameEvent } from '../kernel/events.js';
import type { Diagnostic } from '../orders/diagnostic.js';
import type { CampaignHead, CampaignRow, PlayerRow, Store } from '../store/types.js';
import type { GameAdapter, ReportFormat } from '../game-api/adapter.js';
import { digestOf, sha256 } from './digest.js';
import { AdmiraltyError } from './errors.js';
import { gameById } from './games.js';
import { renderView, viewFor } from './views.js';
import { viewEvents, viewMemoryJson } from './view-events.js';
import { campaignOptions } from './options.js';
import { exchangeCardsKey } from '../fairplay/cards-key.js';
import { createFairplay, newKeyPair, reportMeta } from '../fairplay/keys.js';
import { createEpoch, epochForTurn, randomSeed } from '../fairplay/commitment.js';
import { reportDiceFor } from '../fairplay/report-dice.js';
import { exchangeKey, seatsOf, turnKey } from '../fairplay/turn-key.js';
import { askedSeats, exchangeNumber, nextPendingJson, pendingAfter, pendingSpec } from './pending.js';
import type { ExchangeSpec } from '../kernel/ask.js';
import type { DiceKey } from '../kernel/turn.js';
import { signReceipt, type SignedReceipt } from '../fairplay/receipt.js';
import { revealOnEnd } from '../fairplay/reveal.js';

export const VIEW_FORMATS: readonly ReportFormat[] = ['text', 'html', 'json'];

export interface Clock { now(): Date }
export const systemClock: Clock = { now: () => new Date() };

export function adapterFor(game: string): GameAdapter {
  const adapter = gameById(game);
  if (!adapter) throw new AdmiraltyError('ADM3001', { game });
  return adapter;
}

export function requireCampaign(store: Store, id: string): CampaignRow {
  const row = store.getCampaign(id);
  if (!row) throw new AdmiraltyError('ADM3002', { campaign: id });
  return row;
}

/** The campaign without its states (issue 17 §3), for every path that reads only its turn, status or game. */
export function requireCampaignHead(store: Store, id: string): CampaignHead {
  const row = store.getCampaignHead(id);
  if (!row) throw new AdmiraltyError('ADM3002', { campaign: id });
  return row;
}

export interface NewCampaign {
  readonly id: string;
  /** "<game>/<scenario>" */
  readonly scenario: string;
  /**
   * A fixed dice seed: only for test and demo campaigns, and every report then says so. Without
   * it the seed is 256 random bits (docs/dice.md).
   */
  readonly seed?: string;
  readonly players?: readonly NewPlayer[];
  /** The options the group chose (src/game-api/options.ts); the rest take the game's defaults. */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** A player of a new campaign: the seat held (a side id while every side has one seat, seam rule 2). */
export type NewPlayer = Pick<PlayerRow, 'seat' | 'name' | 'email' | 'timeZone'> & { readonly mode?: PlayerRow['mode'] };

export function createCampaign(store: Store, spec: NewCampaign, clock: Clock = systemClock): CampaignRow {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(spec.id)) throw new AdmiraltyError('ADM3003', { id: spec.id });
  if (store.getCampaign(spec.id)) throw new AdmiraltyError('ADM3004', { campaign: spec.id });
  const [game, scenario] = spec.scenario.split('/');
  const adapter = adapterFor(game ?? '');
  if (!scenario || !adapter.scenarios().some((s) => s.id === scenario)) {
    throw new AdmiraltyError('ADM3005', { scenario: spec.scenario });
  }
  const chosen = campaignOptions(adapter, spec.options);
  if (!chosen.ok) throw new AdmiraltyError('ADM3015', { detail: chosen.problems.join('; ') });
  const seed = spec.seed ?? randomSeed();
  // A game with no options keeps calling setup(scenario) alone: its opening state is unchanged.
  const setup = adapter.options ? adapter.setup(scenario, chosen.options) : adapter.setup(scenario);
  const setupDigest = digestOf(setup);
  // 4.1: turn 1's weather is rolled when the campaign is created, under the turn-0 key: the seed's
  // HMAC over the campaign with no side's orders (docs/dice.md), since nobody has written any yet.
  const openingSeats = seatsOf(adapter.sides, {});
  const openingKey = turnKey(seed, spec.id, 0, openingSeats);
  const opened = adapter.opening ? adapter.opening(setup, openingKey) : { state: setup, events: [] };
  const state = opened.state;
  const stateJson = canonicalJson(state);
  const row: CampaignRow = {
    id: spec.id, game, scenario, seed, createdAt: clock.now().toISOString(),
    turn: adapter.turnOf(state), status: 'active', stateJson, initialStateJson: stateJson,
    engineVersion: adapter.engineVersion, dataVersion: adapter.dataVersion(),
    // The pending exchange, stored (seam §2): what the game asks first.
    exchange: 1, pendingJson: nextPendingJson(adapter, state), optionsJson: canonicalJson(chosen.options),
  };
  store.transaction(() => {
    store.insertCampaign(row);
    // Fair play: commit to the seed, binding the campaign, before turn 1 (docs/dice.md §4).
    const keys = newKeyPair();
    const epoch = createEpoch(store, keys.privateKey, {
      campaign: row.id, game, scenario, engineVersion: row.engineVersion, dataVersion: row.dataVersion, sides: adapter.sides,
      epoch: 1, fromTurn: row.turn, seed: row.seed, fixed: spec.seed !== undefined,
    }, row.createdAt);
    createFairplay(store, row.id, epoch.commitment, row.createdAt, keys);
    // The opening is journalled like a turn (turn 0), so the ledger, the verifiers and replay
    // cover its rolls; before the reports, whose dice lines print its key and rolls hash.
    if (adapter.opening) {
      store.insertOpening({
        campaign: row.id, turnKey: openingKey, seatsJson: canonicalJson(openingSeats), engineVersion: row.engineVersion,
        dataVersion: row.dataVersion, setupDigest, digestAfter: digestOf(state), eventsJson: JSON.stringify(opened.events),
      });
    }
    // Every seat the game declares (its `sides`: a side id for a one-seat side, seam rule 2).
    for (const seat of adapter.sides) {
      const p = spec.players?.find((x) => x.seat === seat);
      store.upsertPlayer({ campaign: row.id, seat, side: sideOf(seat), name: p?.name ?? seat, email: p?.email ?? null, timeZone: p?.timeZone ?? null, mode: p?.mode ?? 'player' });
    }
    storeReports(store, adapter, row, state, opened.events, 0, opened.events);
  });
  return row;
}

export interface CheckResult {
  readonly ok: boolean;
  readonly diagnostics: Diagnostic[];
  readonly orders?: unknown;
  /** SHA-256 of the canonical orders: the receipt a player can keep. */
  readonly digest?: string;
}

function requireSide(adapter: GameAdapter, side: string): void {
  if (!adapter.sides.includes(side)) throw new AdmiraltyError('ADM3006', { side, sides: adapter.sides.join(', ') });
}

export function checkOrders(store: Store, campaignId: string, side: string, text: string): CheckResult {
  const row = requireCampaign(store, campaignId);
  const adapter = adapterFor(row.game);
  requireSide(adapter, side);
  const result = adapter.check(JSON.parse(row.stateJson), side, text, { campaign: campaignId });
  const ok = result.orders !== undefined;
  return { ok, diagnostics: result.diagnostics, orders: result.orders, digest: ok ? digestOf(result.orders) : undefined };
}

export function submitOrders(store: Store, campaignId: string, side: string, text: string, source = 'cli', clock: Clock = systemClock): CheckResult & { submission: number; receipt?: SignedReceipt } {
  const result = checkOrders(store, campaignId, side, text);
  const row = requireCampaign(store, campaignId);
  // Every submission is kept, valid or not; the last valid one for the turn is the one that counts.
  const sub = {
    campaign: campaignId, seat: side, turn: row.turn, exchange: row.exchange, receivedAt: clock.now().toISOString(), source, raw: text,
    parsedJson: result.ok ? canonicalJson(result.orders) : null, digest: result.digest ?? null, valid: result.ok,
    diagnosticsJson: JSON.stringify(result.diagnostics),
  };
  const id = store.insertSubmission(sub);
  // Fair play: an accepted submission gets a receipt signed with the campaign's key.
  return { ...result, submission: id, receipt: result.ok ? signReceipt(store, { ...sub, id }) : undefined };
}

/** One exchange of a chain, as resolved and journalled (seam §2). */
export interface ExchangeOutcome {
  readonly turn: number;
  readonly exchange: number;
  readonly kind: string;
  readonly digestBefore: string;
  readonly digestAfter: string;
  readonly events: readonly GameEvent[];
  /** The asked seats that answered. */
  readonly seatsWithOrders: string[];
}

export interface TurnOutcome {
  /** The turn of the chain's first exchange (the one the submissions answered). */
  readonly turn: number;
  readonly digestBefore: string;
  readonly digestAfter: string;
  /** Every event of the chain, in order (GWAS: the turn's one exchange). */
  readonly events: readonly GameEvent[];
  readonly over: boolean;
  readonly sidesWithOrders: string[];
  /** The chain, in order: the pending exchange, then each that asked no one (seam §2 chains). */
  readonly exchanges: readonly ExchangeOutcome[];
}

/**
 * A game whose next() keeps returning exchanges that ask no one without ending would chain
 * forever; no rulebook needs anywhere near this many unanswered exchanges in a row.
 */
const MAX_CHAIN = 256;

/**
 * Resolves the pending exchange and the chain after it (seam §2 chains): while next() names an
 * exchange that asks no one, that one is resolved too, each with its own journal row, until an
 * exchange asks someone or the game is over. One transaction; the reports are built once, from
 * the chain's events, keyed by its last (turn, exchange). GWAS asks both sides every turn, so its
 * chain is always the turn's one exchange and every row, key and report is what it always was.
 */
export function resolveCampaignTurn(store: Store, campaignId: string, clock: Clock = systemClock): TurnOutcome {
  return store.transaction(() => {
    const row = requireCampaign(store, campaignId);
    if (row.status === 'over') throw new AdmiraltyError('ADM3007', { campaign: campaignId, last: row.turn - 1 });
    const adapter = adapterFor(row.game);
    let state: unknown = JSON.parse(row.stateJson);
    let stateJson = row.stateJson;
    let spec = pendingSpec(adapter, row, state);
    const chain: ExchangeOutcome[] = [];
    while (spec) {
      if (chain.length >= MAX_CHAIN) throw new Error(`${row.game}: ${MAX_CHAIN} exchanges in a row asked no one; next() never waits (seam §2 chains)`);
      // Only the first exchange of a chain has answers: the rest asked no one.
      const x = resolvePending(store, adapter, row, state, stateJson, spec, chain.length === 0, clock);
      chain.push(x.outcome);
      state = x.state;
      stateJson = x.stateJson;
      const pending = pendingAfter(adapter, state, x.outcome.turn, x.outcome.exchange);
      const over = adapter.isOver(state);
      store.updateCampaignState(campaignId, adapter.turnOf(state), over ? 'over' : row.status, stateJson, pending);
      spec = pending.pendingJson === null ? null : JSON.parse(pending.pendingJson) as ExchangeSpec;
      if (spec && spec.asks.length > 0) break;
      // A chained exchange starts from its state as stored (canonical JSON, keys sorted), as one
      // after an ask does: a game that lists an object's keys sees them in the same order whether
      // the exchange before was chained or waited for mail; replay does the same. (The reports
      // after the chain are built from the state as resolved, as they always were.)
      if (spec) state = JSON.parse(stateJson);
    }
    const first = chain[0]!;
    const last = chain.at(-1)!;
    const events = chain.flatMap((x) => x.events);
    const over = adapter.isOver(state);
    if (over) revealOnEnd(store, campaignId, last.turn, clock.now().toISOString(), last.exchange);
    storeReports(store, adapter, row, state, viewEvents(store, adapter, campaignId, last.turn, true), last.turn, events, last.exchange);
    return {
      turn: first.turn, digestBefore: first.digestBefore, digestAfter: last.digestAfter, events, over,
      sidesWithOrders: [...new Set(chain.flatMap((x) => x.seatsWithOrders))], exchanges: chain,
    };
  });
}

/** Resolves one exchange and journals it: (turn, exchange) with its kind, the asked seats and its dice key. */
function resolvePending(store: Store, adapter: GameAdapter, row: CampaignRow, before: unknown, beforeJson: string, spec: ExchangeSpec, answered: boolean, clock: Clock): { outcome: ExchangeOutcome; state: unknown; stateJson: string } {
  const campaignId = row.id;
  const turn = adapter.turnOf(before);
  const exchange = exchangeNumber(store, campaignId, turn);
  const asked = askedSeats(spec);
  const orders: Record<string, unknown> = {};
  const submissions: Record<string, number> = {};
  // The last valid answer of each asked seat to this (turn, exchange); a seat not asked has none.
  if (answered) {
    for (const seat of asked) {
      const sub = store.latestValidSubmission(campaignId, seat, turn, exchange);
      if (sub?.parsedJson) { orders[seat] = JSON.parse(sub.parsedJson); submissions[seat] = sub.id; }
    }
  }
  // The stored state is canonical JSON already: its digest is the digest of its text.
  const digestBefore = sha256(beforeJson);
  // The key mixes the committed seed with the asked seats' orders (docs/dice.md §2), and from
  // exchange 2 on links to the previous exchange's key (seam §2 dice key); campaigns from before
  // dice epochs keep the first scheme.
  const epoch = epochForTurn(store.listDiceEpochs(campaignId), turn);
  const seats = epoch ? seatsOf(asked, orders) : null;
  const prev = exchange > 1 ? store.getJournal(campaignId, turn, exchange - 1)?.turnKey ?? null : null;
  const key = epoch && seats ? exchangeKey(epoch.seed, campaignId, turn, seats, { exchange, kind: spec.kind, prev }) : null;
  const dice: DiceKey = key ?? { legacySeed: row.seed };
  // The cards key (docs/dice.md §10) has the dice key's input under its own prefix; it is never
  // journalled: it stays secret until the reveal, and the seed re-derives it for replay.
  const cards = epoch && seats ? exchangeCardsKey(epoch.seed, campaignId, turn, seats, { exchange, kind: spec.kind, prev }) : undefined;
  const result = adapter.resolveExchange(before, { turn, exchange, spec, orders, dice, ...(cards ? { cards } : {}) }, { consumeState: true, mac: nativeMac });
  const stateAfterJson = canonicalJson(result.state);
  const digestAfter = sha256(stateAfterJson);
  store.insertJournal({
    campaign: campaignId, turn, exchange, kind: spec.kind, askedJson: canonicalJson(asked), seed: epoch?.seed ?? row.seed, turnKey: key, seatsJson: seats ? canonicalJson(seats) : null, ordersJson: canonicalJson(orders), submissionsJson: canonicalJson(submissions),
    engineVersion: adapter.engineVersion, dataVersion: adapter.dataVersion(), digestBefore, digestAfter,
    eventsJson: JSON.stringify(result.events), stateAfterJson, resolvedAt: clock.now().toISOString(),
  });
  // What later reports read of this exchange (issue 17 §1), kept beside it.
  const memory = viewMemoryJson(adapter, result.events);
  if (memory !== null) store.insertViewMemory({ campaign: campaignId, turn, exchange, eventsJson: memory });
  return {
    outcome: { turn, exchange, kind: spec.kind, digestBefore, digestAfter, events: result.events, seatsWithOrders: Object.keys(orders) },
    state: result.state, stateJson: stateAfterJson,
  };
}

/** The exchange a turn's reports are filed under: 0 for the opening briefing (turn 0), else the exchange given (default 1). */
export function reportExchange(turn: number, exchange = 1): number {
  return turn === 0 ? 0 : exchange;
}

/**
 * Renders and keeps every viewer's report after a chain (turn 0: the opening briefing), keyed by
 * the chain's last (turn, exchange); `turnEvents` are the chain's events.
 */
function storeReports(store: Store, adapter: GameAdapter, row: CampaignRow, state: unknown, events: readonly GameEvent[], turn: number, turnEvents: readonly GameEvent[], exchange = 1): void {
  const meta = reportMeta(row.id, reportDiceFor(store, row.id, turn, turnEvents, adapter.isOver(state), exchange));
  for (const viewer of [...adapter.sides, 'umpire']) {
    // One view per viewer, rendered in every format.
    const view = viewFor(adapter, state, events, viewer, meta);
    for (const format of VIEW_FORMATS) {
      store.insertReport({ campaign: row.id, turn, exchange: reportExchange(turn, exchange), viewer, format, body: renderView(adapter, view, format) });
    }
    if (viewer !== 'umpire' && !adapter.isOver(state)) {
      store.insertReport({ campaign: row.id, turn, exchange: reportExchange(turn, exchange), viewer, format: 'orders-form', body: adapter.ordersForm(state, viewer, meta) });
    }
  }
}

/** A stored report: of `turn` (default the latest), of its `exchange` (default the turn's last that has one). */
export function reportFor(store: Store, campaignId: string, viewer: string, format: string, turn?: number, exchange?: number): string {
  const row = requireCampaignHead(store, campaignId);
  const adapter = adapterFor(row.game);
  if (viewer !== 'umpire') requireSide(adapter, viewer);
  const latest = store.latestJournalTurn(campaignId);
  const t = turn ?? latest;
  const report = store.getReport(campaignId, t, viewer, format, exchange);
  if (!report) {
    if (format === 'orders-form' && t === latest && adapter.isOver(JSON.parse(requireCampaign(store, campaignId).stateJson))) throw new AdmiraltyError('ADM3008', { campaign: campaignId });
    throw new AdmiraltyError('ADM3009', { format, viewer, turn: t, latest });
  }
  return report.body;
}
