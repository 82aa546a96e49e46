/** The working record of one tactical battle (7.0–7.44) while it is fought. */
import type { SideId } from '../state.js';
import type { ImpulseOrders } from '../orders-types.js';
import type { BattleRun } from '../combat/types.js';
import type { Direction, Hex } from './hexes.js';
import type { TacticalMap } from './map.js';

export interface ShipPlace {
  hex: Hex;
  /** 7.33: the edge it left the map by, beyond enemy sighting; null while on the map. */
  exited: Direction | null;
  /** 7.42: run aground: it no longer moves. */
  aground: boolean;
  /** 7.44: run into a land hex on purpose (aground too); set only then. */
  beached?: boolean;
}

export interface TacticalRun extends BattleRun {
  readonly map: TacticalMap;
  /** 7.1, 7.31 step 1: rolled again at the start of every pass through the sequence. */
  initiative: SideId;
  /** 7.27 sighting range in hexes (day 4, night 2, less in weather, 11.73). */
  readonly sight: number;
  /** Where each ship of the battle is, by ship id. */
  readonly places: Record<string, ShipPlace>;
  /** 7.27: the hex where each side last saw the enemy (face-down counters placed, or sighted): the "stack". */
  readonly stack: Record<SideId, Hex | null>;
  /** 7.22: the edge each fleet entered by (initiative side), or its chosen way out (turned away). */
  readonly edges: Record<string, Direction>;
  /** 7.33: the edge a fleet that turned away makes for, chosen when it turns. */
  readonly away: Record<string, Direction>;
  /** 7.33: fleets that left the map beyond enemy sight, by the edge they left by. */
  readonly left: Record<string, Direction>;
  /** 7.31: the pass through the Impulse Sequence (1, 2, …) and the step within it. */
  sequence: number;
  step: number;
  /**
   * 7.31 (option `tacticalByMail`): the sides' orders for the impulse being fought, read by the
   * movement and fire steps before the standing orders; only while that exchange runs, never saved.
   */
  orders?: Partial<Record<SideId, ImpulseOrders>>;
}
