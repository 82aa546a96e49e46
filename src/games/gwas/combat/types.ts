/** The working record of one Basic Combat battle while it is fought. */
import type { FleetState, ShipState, SideId } from '../state.js';
import type { Range } from './firepower.js';

export interface BattleRun {
  readonly id: string;
  readonly zone: string;
  readonly night: boolean;
  /** Weather level in the battle's zone (11.73). */
  readonly weather: number;
  readonly fleets: Record<SideId, FleetState[]>;
  /** Every ship that entered the battle (sunk ones stay listed). */
  readonly ships: Record<SideId, ShipState[]>;
  /** Enemy ship ids each side has identified (7.27). */
  readonly identified: Record<SideId, Set<string>>;
  /** Bombardment fleets whose first firing round of their first battle is still to come (5.2). */
  readonly halving: Set<string>;
  /**
   * 11.22: a ship under tow or towing is in the battle: the first round in which gunnery could be
   * fired has none, from either side. Cleared once that round is past.
   */
  towSilence?: boolean;
  round: number;
  range: Range;
}

export interface PendingHit {
  readonly by: SideId;
  readonly firer: string;
  readonly target: ShipState;
  readonly weapon: 'primary' | 'secondary' | 'tertiary' | 'torpedo';
  readonly n: number;
}

export function live(ships: readonly ShipState[]): ShipState[] {
  return ships.filter((s) => !s.sunk);
}
