/**
 * The intelligence ledger's shape (seam §1 IntelDef): a game turns the events a viewer was told
 * into entries; the shared ledger (src/fairplay/ledger.ts) reads the journal and answers queries.
 */
import type { GameEvent } from '../kernel/events.js';

export type IntelKind = 'contact' | 'sighting' | 'movement' | 'weather' | 'battle' | 'damage' | 'raid' | 'bombardment' | 'operation'
  | 'victory' | 'notice' | 'dice' | 'other';

export interface IntelEntry {
  readonly turn: number;
  /** The event the entry comes from (its seq in the turn). */
  readonly event: number;
  readonly kind: IntelKind;
  readonly zone: string | null;
  /** Ids of ships, fleets and contacts the event names to the side. */
  readonly about: string[];
  readonly text: string;
  /** The umpire's record of what the entry was really about (not told to the side). */
  readonly concerns: string[];
}

/** Names of ships and fleets by id, for text and for --about matching. */
export type Names = Readonly<Record<string, string>>;

/** A campaign's states by turn: 0 is the opening state, n the state after turn n (from the journal). */
export type StatesByTurn = ReadonlyMap<number, unknown>;

export interface IntelDef {
  /** Names by id of what the states (and the game's data) name. */
  names(states: StatesByTurn): Record<string, string>;
  /**
   * One viewer's ledger from every event of the campaign: one entry per event the viewer was
   * told, naming only what the event names; `concerns` adds the umpire's record.
   */
  ledger(events: readonly GameEvent[], viewer: string, names: Names, states: StatesByTurn): IntelEntry[];
}
