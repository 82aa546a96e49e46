/** Orders as the schema shapes them (schemas/sink-the-bismarck-orders.schema.json). */
import type { CardKind } from './data/types.js';

/** One card of a commander's hand, in the order he turns them, with how he plays it. */
export interface CardOrder {
  readonly card: CardKind;
  /** Ahead Full: 1-2 units (Movement 1); with Ahead Flank up to the ship's Flank Speed. */
  readonly units?: number;
  readonly flank?: boolean;
  /** Turn: which way, how far (at most 90 degrees) and 0-1 units on the new heading (Movement 2). */
  readonly to?: 'port' | 'starboard';
  readonly degrees?: number;
  readonly then?: number;
  /** Emergency Maneuvers 2: HARD OVER. */
  readonly hard?: boolean;
  /** Main guns and torpedo: the enemy ship; scout plane: the ship to spot, or `recover`. */
  readonly target?: string;
  /**
   * Main guns, Fire Main Batteries 4 ("different turrets may fire at different targets in the same
   * action"): a target for each turret named, by its number as the reports give it (1 the
   * foremost); the turrets not named fire at `target`. Without it every turret fires at `target`.
   */
  readonly turrets?: Readonly<Record<string, string>>;
  /** Main guns: fire at the target ship's scout plane aloft, not at the ship (Fire Main Batteries 3). */
  readonly plane?: boolean;
  /** Repair: what the team works on (Call Away Repair Team). */
  readonly repair?: 'plane' | 'boiler' | 'fire' | 'hull';
}

export interface StbOrders {
  readonly game?: string;
  readonly campaign?: string;
  readonly seat?: string;
  readonly side?: string;
  readonly turn?: number;
  readonly exchange?: number;
  readonly salt?: string;
  /** The commander's ship, as the form names it (a reminder; the seat decides). */
  readonly ship?: string;
  /** A department (x1 `staff`): the cards it offers each ship, by kind. */
  readonly offer?: Readonly<Record<string, readonly CardKind[]>>;
  /** A commander (x2 `command`): his ship's hand in the order he turns it. */
  readonly cards?: readonly CardOrder[];
  /** The one-mail mode's conditional instruction: "if a torpedo is launched at us, turn (hard over) to port". */
  readonly 'if-torpedo'?: { readonly to: 'port' | 'starboard'; readonly hard?: boolean };
  /**
   * A commander plays his Send Signals card (Send Signals 2): `true` with `mode: rounds` (after
   * this round's card, or before the first in x2 `order`); in the one-mail mode the number of his
   * cards turned before the signal (0-3). His staff is then asked (exchange `signals`).
   */
  readonly signals?: boolean | number;
  /** Messages to seats of the same side, relayed by the referee while the wall is open (steps/messages.ts). */
  readonly messages?: readonly StbMessage[];
}

export interface StbMessage { readonly to: string | readonly string[]; readonly text: string }
