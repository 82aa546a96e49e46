/**
 * Replay: a turn is its inputs plus versions. Re-running each journal entry from the state
 * before it must reproduce the recorded digests, or the first turn that differs is named.
 */
import { nativeMac } from './native-mac.js';
import type { JournalRow, Store } from '../store/types.js';
import { exchangeCardsKey } from '../fairplay/cards-key.js';
import { stateAfterOf } from '../store/journal-state.js';
import { digestOf, sha256 } from './digest.js';
import { canonicalJson } from '../kernel/canonical.js';
import { adapterFor, requireCampaign } from './campaign.js';
import { AdmiraltyError } from './errors.js';
import { diceKeyOf, exchangeKey, seatsOf, turnKey } from '../fairplay/turn-key.js';
import { epochForTurn } from '../fairplay/commitment.js';

export interface ReplayTurn {
  readonly turn: number;
  /** The exchange within the turn, only from 2 on (seam rule 1: exchange 1 is never written). */
  readonly exchange?: number;
  readonly ok: boolean;
  readonly expected: string;
  readonly actual: string;
  readonly note?: string;
}

export interface ReplayResult {
  readonly ok: boolean;
  /** What the game rolled at creation (turn 0), re-run from the scenario; null when not journalled or not asked for. */
  readonly opening: ReplayTurn | null;
  /** One entry per journalled exchange (GWAS: one a turn). */
  readonly turns: ReplayTurn[];
  /** 0 when the opening differs. */
  readonly firstMismatch: number | null;
}

/**
 * Re-runs every journalled exchange (seam §2 replay), or those of `onlyTurn`. Each must be the
 * exchange the game asks for from the state before it (its kind against next(stateBefore).kind),
 * keyed as the seed, the asked seats' orders and the previous exchange's key say, and reproduce
 * the journalled digest and events.
 */
export function replayCampaign(store: Store, campaignId: string, onlyTurn?: number): ReplayResult {
  const row = requireCampaign(store, campaignId);
  const adapter = adapterFor(row.game);
  // One turn: the rows, to know it was resolved and to start from the state journalled before it.
  // The whole campaign: a stream of rows without their states (issue 17 §3: bounded memory, and
  // no state read that the replay will not use: it needs the initial state and the inputs).
  const journal = onlyTurn === undefined ? null : store.listJournal(campaignId);
  if (journal && !journal.some((j) => j.turn === onlyTurn) && !(onlyTurn === 0 && store.getOpening(campaignId))) {
    throw new AdmiraltyError('ADM3010', { turn: onlyTurn, campaign: campaignId, resolved: journal.length ? `1–${journal.at(-1)!.turn}` : 'none' });
  }
  const turns: ReplayTurn[] = [];
  const opening = onlyTurn === undefined || onlyTurn === 0 ? replayOpening(store, campaignId) : null;
  if (onlyTurn === 0 || opening?.ok === false) return { ok: opening?.ok ?? true, opening, turns, firstMismatch: opening?.ok === false ? 0 : null };
  let state: unknown = JSON.parse(row.initialStateJson);
  // The digest of the state going into an exchange is the one just computed coming out of the last.
  let digest: string | null = null;
  let prevKey: string | null = null;
  // The last row jumped over, before the turn asked for: the state the replay starts from.
  let jumped: JournalRow | null = null;
  for (const entry of journal ?? store.iterateJournal(campaignId)) {
    const numbered = entry.exchange > 1 ? { exchange: entry.exchange } : {};
    // The previous exchange's key, for the link from exchange 2 on (a new turn starts without one).
    const prev = entry.exchange > 1 ? prevKey : null;
    prevKey = entry.turnKey ?? null;
    if (onlyTurn !== undefined && entry.turn !== onlyTurn) {
      // Nothing after the turn asked for is replayed.
      if (entry.turn > onlyTurn) break;
      // Jump over turns not asked for; only the state recorded after the last of them is read.
      jumped = entry as JournalRow;
      continue;
    }
    if (jumped) {
      state = JSON.parse(stateAfterOf(jumped));
      digest = null;
      jumped = null;
    }
    const before = digest ?? digestOf(state);
    if (before !== entry.digestBefore) {
      turns.push({ turn: entry.turn, ...numbered, ok: false, expected: entry.digestBefore, actual: before, note: 'state before the turn differs' });
      break;
    }
    // The game's state is the machine: the journalled exchange must be the one it asks for now.
    const spec = adapter.isOver(state) ? null : adapter.next(state);
    if (!spec || spec.kind !== entry.kind) {
      turns.push({ turn: entry.turn, ...numbered, ok: false, expected: entry.digestAfter, actual: '(not re-run)', note: `the journal records a '${entry.kind}' exchange, the game asks for ${spec ? `'${spec.kind}'` : 'none (it is over)'}` });
      break;
    }
    const orders = JSON.parse(entry.ordersJson) as Record<string, unknown>;
    // The journalled key must be the one the seed, the asked seats' orders and the previous key give.
    const asked = JSON.parse(entry.askedJson) as string[];
    // The seats (each a digest of its orders) feed both the dice key and the cards key: made once.
    const seats = entry.turnKey ? seatsOf(asked, orders) : null;
    if (entry.turnKey && exchangeKey(entry.seed, campaignId, entry.turn, seats!, { exchange: entry.exchange, kind: entry.kind, prev }) !== entry.turnKey) {
      turns.push({ turn: entry.turn, ...numbered, ok: false, expected: entry.digestAfter, actual: '(not re-run)', note: 'the journalled turn key is not the one the seed and the journalled orders give' });
      break;
    }
    const cards = seats ? exchangeCardsKey(entry.seed, campaignId, entry.turn, seats, { exchange: entry.exchange, kind: entry.kind, prev }) : undefined;
    const result = adapter.resolveExchange(state, { turn: entry.turn, exchange: entry.exchange, spec, orders, dice: diceKeyOf(entry), ...(cards ? { cards } : {}) }, { consumeState: true, mac: nativeMac });
    const afterJson = canonicalJson(result.state);
    const after = sha256(afterJson);
    const versions = entry.engineVersion !== adapter.engineVersion || entry.dataVersion !== adapter.dataVersion()
      ? `recorded with ${entry.engineVersion}, data ${entry.dataVersion.slice(0, 12)}; replayed with ${adapter.engineVersion}, data ${adapter.dataVersion().slice(0, 12)}`
      : undefined;
    // Events are journalled as JSON.stringify of the same structure: equal events, equal text.
    const ok = after === entry.digestAfter && JSON.stringify(result.events) === entry.eventsJson;
    turns.push({ turn: entry.turn, ...numbered, ok, expected: entry.digestAfter, actual: after, note: ok ? versions : (after === entry.digestAfter ? 'events differ' : versions ?? 'state after the turn differs') });
    if (!ok) break;
    // The next exchange starts from this state as the store holds it (canonical JSON), as the
    // pipeline's did: key order is part of what a game may read.
    state = JSON.parse(afterJson);
    digest = after;
  }
  const bad = turns.find((t) => !t.ok);
  return { ok: !bad, opening, turns, firstMismatch: bad?.turn ?? null };
}

/**
 * The opening (turn 0): the scenario's set-up state, and what the game rolled on it at creation
 * under the turn-0 key of the first dice epoch's seed (a forced reveal re-keys later turns, not
 * this one), must give the campaign's initial state and the journalled events.
 */
function replayOpening(store: Store, campaignId: string): ReplayTurn | null {
  const o = store.getOpening(campaignId);
  if (!o) return null; // created before the opening was journalled (schema version 6)
  const row = requireCampaign(store, campaignId);
  const adapter = adapterFor(row.game);
  const seed = epochForTurn(store.listDiceEpochs(campaignId), 1)?.seed ?? row.seed;
  // The options the campaign was created with (src/game-api/options.ts) are part of its set-up.
  const setup = adapter.options ? adapter.setup(row.scenario, JSON.parse(row.optionsJson) as Record<string, unknown>) : adapter.setup(row.scenario);
  const setupDigest = digestOf(setup);
  const versions = o.engineVersion !== adapter.engineVersion || o.dataVersion !== adapter.dataVersion()
    ? `recorded with ${o.engineVersion}, data ${o.dataVersion.slice(0, 12)}; replayed with ${adapter.engineVersion}, data ${adapter.dataVersion().slice(0, 12)}`
    : undefined;
  if (setupDigest !== o.setupDigest) return { turn: 0, ok: false, expected: o.setupDigest, actual: setupDigest, note: versions ?? 'the scenario\'s set-up state differs' };
  if (turnKey(seed, campaignId, 0, JSON.parse(o.seatsJson)) !== o.turnKey) {
    return { turn: 0, ok: false, expected: o.digestAfter, actual: '(not re-run)', note: 'the journalled opening key is not the one the seed gives' };
  }
  const opened = adapter.opening ? adapter.opening(setup, o.turnKey) : { state: setup, events: [] };
  const after = digestOf(opened.state);
  const initial = digestOf(JSON.parse(row.initialStateJson));
  if (initial !== o.digestAfter) return { turn: 0, ok: false, expected: o.digestAfter, actual: initial, note: 'the campaign\'s initial state is not the one the opening journalled' };
  const ok = after === o.digestAfter && JSON.stringify(opened.events) === o.eventsJson;
  return { turn: 0, ok, expected: o.digestAfter, actual: after, note: ok ? versions : (after === o.digestAfter ? 'events differ' : versions ?? 'state after the opening differs') };
}
