/**
 * The intelligence ledger: per side, everything the side was told, turn by turn. It is built
 * from exactly the events the side's reports are built from (`eventsFor(events, side)`), one
 * entry per event, each pointing back at its event (turn, seq). Entries name only what the event
 * names: an enemy force met in a contact is known by its size, not its ships.
 *
 * For disputes the moderator also wants to know what an entry was really about ("was that
 * contact Goeben?"): `concerns` adds the umpire's record (the fleets and ships actually in the
 * contact or battle). It is marked as such and is never part of what the side was told.
 */
import type { IntelEntry, Names, StatesByTurn } from '../game-api/intel.js';
import type { GameEvent } from '../kernel/events.js';
import type { Store } from '../store/types.js';
import { stateAfterOf } from '../store/journal-state.js';
import { adapterFor } from '../pipeline/campaign.js';

export type { IntelEntry, IntelKind, Names } from '../game-api/intel.js';

export interface IntelQuery {
  readonly throughTurn?: number;
  /** A ship, fleet or contact: id or name, case-insensitive. */
  readonly about?: string;
  readonly kind?: string;
}

export interface IntelAnswer {
  readonly entries: (IntelEntry & { readonly named: boolean })[];
  /** First turn with an entry (about the subject, when asked). */
  readonly firstTurn: number | null;
  /** First turn the side was told of the subject by name. */
  readonly firstNamed: number | null;
  /** Ids the --about text matched. */
  readonly subjects: string[];
}

export function queryLedger(ledger: readonly IntelEntry[], names: Names, q: IntelQuery): IntelAnswer {
  const needle = q.about?.trim().toLowerCase();
  const subjects = needle === undefined ? [] : [...new Set([
    ...Object.entries(names).filter(([id, n]) => id.toLowerCase() === needle || n.toLowerCase() === needle).map(([id]) => id),
    ...ledger.flatMap((e) => e.about).filter((id) => id.toLowerCase() === needle),
  ])];
  const isSubject = (id: string) => subjects.includes(id);
  const entries = ledger
    .filter((e) => q.throughTurn === undefined || e.turn <= q.throughTurn)
    .filter((e) => q.kind === undefined || e.kind === q.kind)
    .map((e) => ({ ...e, named: needle === undefined ? true : e.about.some(isSubject) }))
    .filter((e) => needle === undefined || e.named || e.concerns.some(isSubject));
  const named = entries.filter((e) => e.named);
  return { entries, firstTurn: entries[0]?.turn ?? null, firstNamed: named[0]?.turn ?? null, subjects };
}

/** A campaign's ledger for one side, from its journal (the game reads its states and events: seam §1 IntelDef). */
export function ledgerFor(store: Store, campaign: string, side: string): { ledger: IntelEntry[]; names: Record<string, string> } {
  const row = store.getCampaign(campaign)!;
  const journal = store.listJournal(campaign);
  const events = journal.flatMap((j) => JSON.parse(j.eventsJson) as GameEvent[]);
  const states = new Map<number, unknown>();
  states.set(0, JSON.parse(row.initialStateJson));
  for (const j of journal) states.set(j.turn, JSON.parse(stateAfterOf(j)));
  const { intel } = adapterFor(row.game);
  const names = intel.names(states as StatesByTurn);
  return { ledger: intel.ledger(events, side, names, states), names };
}
