/**
 * Amended replays: "what if side S had sent these orders at turn N?". Turn N is re-run from the
 * journalled state before it with the amended orders (and turns N+1..M with their journalled
 * orders), entirely in memory: the store is only read. The answer is the state difference and,
 * per side and turn, the line difference in what the side would have been told.
 */
import { nativeMac } from '../pipeline/native-mac.js';
import type { GameEvent } from '../kernel/events.js';
import type { Store } from '../store/types.js';
import { exchangeCardsKey } from './cards-key.js';
import { stateAfterOf } from '../store/journal-state.js';
import { adapterFor, requireCampaign } from '../pipeline/campaign.js';
import { AdmiraltyError } from '../pipeline/errors.js';
import { renderReportFor } from '../pipeline/views.js';
import type { Diagnostic } from '../orders/diagnostic.js';
import { digestOf } from '../pipeline/digest.js';
import { fairplayOf, reportMeta } from './keys.js';
import { epochForTurn } from './commitment.js';
import { reportDice } from './report-dice.js';
import { diceKeyOf, exchangeKey, seatsOf } from './turn-key.js';
import { askedSeats } from '../pipeline/pending.js';
import { canonicalJson } from '../kernel/canonical.js';
import { diffJson, lineDiff, type Change } from './diff.js';

export interface Amendment {
  readonly side: string;
  readonly text: string;
  readonly file: string;
}

export interface AmendedReport {
  readonly turn: number;
  /** From 2 on only (seam rule 1). */
  readonly exchange?: number;
  readonly viewer: string;
  /** Line diff of the text report (empty: the side would have been told the same). */
  readonly diff: string[];
}

export interface AmendedReplay {
  readonly turn: number;
  readonly through: number;
  /** Amended orders that failed their checks (nothing was re-run). */
  readonly rejected: { side: string; file: string; diagnostics: Diagnostic[] }[];
  readonly changes: Change[];
  /** State digest after turn `through`: as journalled, and in the amended history. */
  readonly originalDigest: string | null;
  readonly amendedDigest: string | null;
  readonly reports: AmendedReport[];
  readonly notes: string[];
}

/**
 * `exchange` (seam §2 `amend --turn T [--exchange X]`): which exchange of turn T the amendments
 * answer; default the turn's last (GWAS: its only one). The later exchanges re-run, with their
 * journalled orders, while the game still asks them of the same seats; else the history stops
 * there, with a note.
 */
export function amendedReplay(store: Store, campaign: string, turn: number, amendments: readonly Amendment[], through = turn, exchange?: number): AmendedReplay {
  const row = requireCampaign(store, campaign);
  const adapter = adapterFor(row.game);
  const journal = store.listJournal(campaign);
  const last = journal.at(-1)?.turn ?? 0;
  const first = exchange === undefined ? journal.map((j) => j.turn).lastIndexOf(turn) : journal.findIndex((j) => j.turn === turn && j.exchange === exchange);
  if (turn < 1 || turn > last || first < 0) throw new AdmiraltyError('ADM5030', { turn: exchange === undefined ? turn : `${turn}, exchange ${exchange},`, campaign, resolved: last ? `1–${last}` : 'none' });
  if (through < turn || through > last) throw new AdmiraltyError('ADM5031', { turn, last, through });
  const amendedEntry = journal[first];
  const askedThen = JSON.parse(amendedEntry.askedJson) as string[];
  for (const a of amendments) if (!askedThen.includes(a.side)) throw new AdmiraltyError('ADM3006', { side: a.side, sides: askedThen.join(', ') });

  const beforeJson = first === 0 ? row.initialStateJson : stateAfterOf(journal[first - 1]);
  let state: unknown = JSON.parse(beforeJson);
  const amendedOrders: Record<string, unknown> = JSON.parse(amendedEntry.ordersJson);
  const rejected: AmendedReplay['rejected'] = [];
  for (const a of amendments) {
    const checked = adapter.check(state, a.side, a.text);
    if (checked.orders === undefined) rejected.push({ side: a.side, file: a.file, diagnostics: checked.diagnostics });
    else amendedOrders[a.side] = checked.orders;
  }
  if (rejected.length) return { turn, through, rejected, changes: [], originalDigest: null, amendedDigest: null, reports: [], notes: [] };

  const notes: string[] = [];
  const events: GameEvent[] = journal.slice(0, first).flatMap((j) => JSON.parse(j.eventsJson) as GameEvent[]);
  const epochs = store.listDiceEpochs(campaign);
  const fp = fairplayOf(store, campaign);
  const reports: AmendedReport[] = [];
  // The key of the exchange before, in the amended history (the journalled one before the amendment).
  let prevKey: string | null = journal[first - 1]?.turnKey ?? null;
  // The events of the chain the next reports follow (seam §2 chains).
  let chain: GameEvent[] = [];
  const end = journal.map((j) => j.turn).lastIndexOf(through);
  for (let i = first; i <= end; i++) {
    const entry = journal[i];
    const t = entry.turn;
    const x = entry.exchange > 1 ? `turn ${t}, exchange ${entry.exchange}` : `turn ${t}`;
    if (adapter.turnOf(state) !== t || adapter.isOver(state)) { notes.push(`the amended history ends before ${x} (the scenario is over)`); break; }
    // The game's state is the machine (seam §2): a later exchange re-runs only while it is the same
    // exchange, asked of the same seats, as in the journal.
    const spec = adapter.next(state);
    if (!spec || spec.kind !== entry.kind || canonicalJson(askedSeats(spec)) !== entry.askedJson) {
      notes.push(`the amended history stops before ${x}: the game now asks for ${spec ? `'${spec.kind}' of ${askedSeats(spec).join(', ') || 'no one'}` : 'nothing'}, the journal has '${entry.kind}' of ${(JSON.parse(entry.askedJson) as string[]).join(', ') || 'no one'}`);
      break;
    }
    const orders = i === first ? amendedOrders : JSON.parse(entry.ordersJson);
    if (i > first) notes.push(`${x}: re-run with the journalled orders (${Object.keys(orders).join(', ') || 'none'}), written for the original history`);
    // An amended order changes the exchange's key, and so every die of it (docs/dice.md §6); a
    // later exchange of the same turn links to that key, so its key changes too (seam §2). Later
    // turns keep their keys.
    let dice = diceKeyOf(entry);
    const prev = entry.exchange > 1 ? prevKey : null;
    if (entry.turnKey && (i === first || (t === amendedEntry.turn && entry.exchange > 1))) {
      dice = exchangeKey(entry.seed, campaign, t, seatsOf(askedSeats(spec), orders), { exchange: entry.exchange, kind: entry.kind, prev });
      // The amended exchange is always noted (as before exchanges); a linked one only when its key moved.
      if (i === first || dice !== entry.turnKey) {
        const which = i > first ? 'key linked to the amended exchange before it' : entry.exchange > 1 ? 'key the amended orders give' : 'turn key the amended orders give';
        notes.push(`${x}: dice rolled under the ${which} (${dice.slice(0, 16)}…), not the journalled ${entry.turnKey.slice(0, 16)}…: every die of the ${entry.exchange > 1 ? 'exchange' : 'turn'} may differ`);
      }
    }
    prevKey = typeof dice === 'string' ? dice : null;
    // The cards key follows the same input as the dice key, so amended orders reshuffle as they re-roll.
    const cards = entry.turnKey ? exchangeCardsKey(entry.seed, campaign, t, seatsOf(askedSeats(spec), orders), { exchange: entry.exchange, kind: entry.kind, prev }) : undefined;
    const result = adapter.resolveExchange(state, { turn: t, exchange: entry.exchange, spec, orders, dice, ...(cards ? { cards } : {}) }, { consumeState: true, mac: nativeMac });
    // As the pipeline and replay do: the next exchange starts from the state as stored (canonical
    // JSON); the reports are built from it as resolved.
    const resolved = result.state;
    state = JSON.parse(canonicalJson(resolved));
    events.push(...result.events);
    chain.push(...result.events);
    // Reports follow the last exchange of a chain: compare where the journal kept them.
    if (!store.getReport(campaign, t, 'umpire', 'text', entry.exchange)) continue;
    const epoch = epochForTurn(epochs, t);
    const meta = reportMeta(campaign, reportDice({
      epoch, legacyCommitment: fp.seedCommitment, legacySeed: row.seed, turn: t, turnKey: typeof dice === 'string' ? dice : null,
      turnEvents: chain, over: adapter.isOver(resolved),
    }));
    chain = [];
    for (const viewer of [...adapter.sides, 'umpire']) {
      const amended = renderReportFor(adapter, resolved, events, viewer, 'text', meta);
      const told = store.getReport(campaign, t, viewer, 'text', entry.exchange)?.body ?? '';
      reports.push({ turn: t, ...(entry.exchange > 1 ? { exchange: entry.exchange } : {}), viewer, diff: lineDiff(told, amended) });
    }
  }
  const original = journal[end];
  return {
    turn, through, rejected, changes: diffJson(JSON.parse(stateAfterOf(original)), state), notes,
    originalDigest: original.digestAfter, amendedDigest: digestOf(state), reports,
  };
}
