/**
 * The state of a Great War at Sea campaign: the umpire's complete picture.
 * Plain JSON (no classes, no Maps) so it can be cloned, digested and stored as is.
 */
import type { Mission } from '../../data/types.js';
import type { BattleOrders } from './orders-types.js';

export type SideId = 'allied' | 'central';
export const SIDES: readonly SideId[] = ['allied', 'central'];

/** Boxes marked off per damage location (8.0), counted from the left. */
export interface DamageMarks {
  hull: number;
  primary: number;
  secondary: number;
  tertiary: number;
  torpedo: number;
}

export interface ShipState {
  /** Ship data id (games/<id>/ships). */
  readonly id: string;
  readonly side: SideId;
  fleet: string;
  damage: DamageMarks;
  /** Speed levels lost (8.51, damage tables' "speed −1"). */
  speedLoss: number;
  unableToManoeuvre: boolean;
  sunk: boolean;
  /** 7.84: torpedoes fired once per scenario. */
  torpedoesFired: boolean;
}

/** One line of the fleet log: where the fleet went on a turn. */
export interface LogLine {
  readonly turn: number;
  readonly from: string;
  /** Zones entered, in order (empty when the fleet stayed). */
  readonly path: readonly string[];
  /** Port the fleet was in at the end of the turn, if any. */
  readonly port: string | null;
  readonly note?: string;
}

export interface FleetState {
  readonly id: string;
  name: string;
  readonly side: SideId;
  mission: Mission;
  /** Turn the current mission was given (0: before the scenario). */
  missionSince: number;
  /** Sea zone the fleet is in. */
  zone: string;
  /** Port the fleet lies in, within its zone (11.3), or null at sea. */
  port: string | null;
  ships: string[];
  /** 5.2 Escort: the fleet this one escorts. */
  escorting: string | null;
  /** The log sheet's plan: log-sheet entry by turn number (5.1). */
  plan: Record<string, string>;
  log: LogLine[];
  /** Series summary: a Raid fleet's counter is off the map until it acts or is found. */
  hidden: boolean;
  /** 5.23: consecutive turns spent in a friendly port. */
  turnsInPort: number;
  /** Turn the fleet enters play (FAQ: later arrivals); 0 when present from the start. */
  arrives: number;
  /** Zones plotted but not yet reached (weather slowed the fleet, 11.73; FAQ). */
  backlog: string[];
  battle: BattleOrders;
  leader: string | null;
  /** Gone from play: sunk, merged into another fleet, or left the map. */
  gone: null | 'sunk' | 'merged' | 'exited';
}

export interface ContactRecord {
  readonly id: string;
  readonly turn: number;
  readonly zone: string;
  readonly fleets: Record<SideId, string[]>;
  readonly automatic: boolean;
  /** 7.28: the natural search roll was a 6. */
  readonly chance: boolean;
}

export interface GwasState {
  readonly game: 'gwas-mediterranean';
  readonly scenario: string;
  /** The turn about to be resolved (1-based). */
  turn: number;
  readonly lastTurn: number;
  over: boolean;
  /** Weather level (11.73: 1 Clear … 6 Gale) per weather zone. */
  weather: Record<string, number>;
  fleets: Record<string, FleetState>;
  ships: Record<string, ShipState>;
  vp: Record<SideId, number>;
  /** Contacts made in the turn just resolved; the battle step (6.0) works from these. */
  contacts: ContactRecord[];
  /** Merchant ships sunk, by the side that sank them (10.24). */
  merchantsSunk: Record<SideId, number>;
  /** Victory conditions already scored, by id. */
  scored: string[];
}

export function otherSide(side: SideId): SideId {
  return side === 'allied' ? 'central' : 'allied';
}

export function isSide(value: string): value is SideId {
  return value === 'allied' || value === 'central';
}

/** Fleets still in play (not sunk, merged or gone) and already on the map. */
export function activeFleets(state: GwasState): FleetState[] {
  return Object.values(state.fleets)
    .filter((f) => f.gone === null && f.arrives <= state.turn)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function liveShips(state: GwasState, fleet: FleetState): ShipState[] {
  return fleet.ships.map((id) => state.ships[id]).filter((s) => s && !s.sunk);
}
