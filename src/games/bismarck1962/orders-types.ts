/** Orders as the schema accepts them (orders-schema.ts): Red's for `red-move`, Blue's for `blue-move`, and either side's for a battle round by mail. */
export interface BattleOrders {
  readonly approach?: 'close' | 'hold-b' | 'evade';
  readonly facing?: 'broadside' | 'bow' | 'stern';
  readonly chance?: 'never' | 'always' | number;
  readonly target?: string;
  readonly place?: 'north' | 'northeast' | 'east' | 'southeast' | 'south' | 'southwest' | 'west' | 'northwest';
  readonly join?: boolean;
}

/** One ship's order for a battle round by mail (battle/round-orders.ts): one square or none, then a heading. */
export interface ShipRoundOrder {
  readonly move?: 'stay' | 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
  readonly face?: 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
}

export interface B62Orders {
  readonly game?: string;
  readonly campaign?: string;
  readonly side?: string;
  readonly seat?: string;
  readonly turn?: number;
  readonly exchange?: number;
  readonly salt?: string;
  /** Red: the zones the Bismarck enters, in order (How to Move 11). */
  readonly bismarck?: { readonly move?: readonly string[] };
  /** Blue: each counter's zones entered, in order (How to Move 1–9). */
  readonly ships?: Readonly<Record<string, readonly string[]>>;
  /** Blue: the areas called out, in order, or every area with a British counter (How to Search, Area 1–4). */
  readonly call?: 'all' | readonly string[];
  /** Play the Search Board Chance Table (Chance Tables: Blue's option; Red's only if Blue declines). */
  readonly 'search-chance'?: boolean;
  readonly battle?: BattleOrders;
  /** Battle rounds by mail: the round these orders are for (a stale form is refused). */
  readonly round?: number;
  /** Battle rounds by mail: each of the side's ships on the Battle Board (How to Move Ships on Battle Board; How to Face). */
  readonly moves?: Readonly<Record<string, ShipRoundOrder>>;
}
