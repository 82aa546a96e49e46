/**
 * Amended replays: "what if side S had sent these orders at turn N?". Turn N is re-run from the
 * journalled state before it with the amended orders (and turns N+1..M with their journalled
 * orders), entirely in memory: the store is only read. The answer is the state difference and,
 * per side and turn, the line difference in what the side would have been told.
 */
import type { GameEvent } from '../kernel/events.js';
import type { Store } from '../store/types.js';
import { stateAfterOf } from '../store/journal-state.js';
import { adapterFor, allEvents, requireCampaign } from '../pipeline/campaign.js';
import { AdmiraltyError } from '../pipeline/errors.js';
import { renderReportFor } from '../pipeline/views.js';
import type { Diagnostic } from '../orders/diagnostic.js';
import { digestOf } from '../pipeline/digest.js';
import { fairplayOf, reportMeta } from './keys.js';
import { epochForTurn } from './commitment.js';
import { reportDice } from './report-dice.js';
import { diceKeyOf, seatsOf, turnKey } from './turn-key.js';
import { diffJson, lineDiff, type Change } from './diff.js';

export interface Amendment {
  readonly side: string;
  readonly text: string;
  readonly file: string;
}

export interface AmendedReport {
  readonly turn: number;
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

export function amendedReplay(store: Store, campaign: string, turn: number, amendments: readonly Amendment[], through = turn): AmendedReplay {
  const row = requireCampaign(store, campaign);
  const adapter = adapterFor(row.game);
  const journal = store.listJournal(campaign);
  const last = journal.at(-1)?.turn ?? 0;
  if (turn < 1 || turn > last) throw new AdmiraltyError('ADM5030', { turn, campaign, resolved: last ? `1–${last}` : 'none' });
  if (through < turn || through > last) throw new AdmiraltyError('ADM5031', { turn, last, through });
  for (const a of amendments) if (!adapter.sides.includes(a.side)) throw new AdmiraltyError('ADM3006', { side: a.side, sides: adapter.sides.join(', ') });

  const beforeJson = turn === 1 ? row.initialStateJson : stateAfterOf(journal.find((j) => j.turn === turn - 1)!);
  let state: unknown = JSON.parse(beforeJson);
  const amendedOrders: Record<string, unknown> = JSON.parse(journal.find((j) => j.turn === turn)!.ordersJson);
  const rejected: AmendedReplay['rejected'] = [];
  for (const a of amendments) {
    const checked = adapter.check(state, a.side, a.text);
    if (checked.orders === undefined) rejected.push({ side: a.side, file: a.file, diagnostics: checked.diagnostics });
    else amendedOrders[a.side] = checked.orders;
  }
  if (rejected.length) return { turn, through, rejected, changes: [], originalDigest: null, amendedDigest: null, reports: [], notes: [] };

  const notes: string[] = [];
  const events: GameEvent[] = allEvents(store, campaign, turn - 1);
  const epochs = store.listDiceEpochs(campaign);
  const fp = fairplayOf(store, campaign);
  const reports: AmendedReport[] = [];
  for (let t = turn; t <= through; t++) {
    const entry = journal.find((j) => j.turn === t)!;
    if (adapter.turnOf(state) !== t) { notes.push(`the amended history ends before turn ${t} (the scenario is over)`); break; }
    const orders = t === turn ? amendedOrders : JSON.parse(entry.ordersJson);
    if (t > turn) notes.push(`turn ${t}: re-run with the journalled orders (${Object.keys(orders).join(', ') || 'none'}), written for the original history`);
    // An amended order changes the turn key, and so every die of the turn: the amended turn rolls
    // under the key its amended orders give (docs/dice.md §6). Later turns keep their keys.
    let dice = diceKeyOf(entry);
    if (t === turn && entry.turnKey) {
      dice = turnKey(entry.seed, campaign, t, seatsOf(adapter.sides, orders));
      notes.push(`turn ${t}: dice rolled under the turn key the amended orders give (${dice.slice(0, 16)}…), not the journalled ${entry.turnKey.slice(0, 16)}…: every die of the turn may differ`);
    }
    const result = adapter.resolve(state, orders, dice, { consumeState: true });
    state = result.state;
    events.push(...result.events);
    const epoch = epochForTurn(epochs, t);
    const meta = reportMeta(campaign, reportDice({
      epoch, legacyCommitment: fp.seedCommitment, legacySeed: row.seed, turn: t, turnKey: typeof dice === 'string' ? dice : null,
      turnEvents: result.events, over: adapter.isOver(state),
    }));
    for (const viewer of [...adapter.sides, 'umpire']) {
      const amended = renderReportFor(adapter, state, events, viewer, 'text', meta);
      const told = store.getReport(campaign, t, viewer, 'text')?.body ?? '';
      reports.push({ turn: t, viewer, diff: lineDiff(told, amended) });
    }
  }
  const original = JSON.parse(stateAfterOf(journal.find((j) => j.turn === through)!));
  return {
    turn, through, rejected, changes: diffJson(original, state), notes,
    originalDigest: journal.find((j) => j.turn === through)!.digestAfter, amendedDigest: digestOf(state), reports,
  };
}
