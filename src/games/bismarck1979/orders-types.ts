/**
 * A side's orders for one exchange, in the operational-map style of Great War at Sea (issue 13
 * item 5): per ship or task force the zones moved through, patrol, convoy; per air unit its mode
 * and path; the zones searched; shadow assignments; air-attack and standing battle orders.
 */
export interface ForceOrder {
  /** Zones entered this turn, in order (5.1); [] stays. */
  move?: string[];
  /** 5.3: on patrol (set before moving; a patrolling ship does not move). */
  patrol?: boolean;
  /**
   * 5.3 EXCEPTION 8.24 (British): if a high-speed shadow is held from this force's zone while it is
   * on patrol, change at once to movement mode and follow the shadowed force (8.2). Absent: it
   * keeps its patrol. Read in the move exchange.
   */
  follow?: boolean;
  /** 2.5 Convoy / 4.2: leave convoy escort this turn. */
  convoy?: 'stay' | 'break';
}

export interface AirOrder {
  /** 2.43, 6.31: the mode, chosen at take-off for bombers, any turn for LR recon. */
  mode?: 'movement' | 'patrol' | 'attack' | 'reconnaissance';
  /** Zones flown through this turn (6.13); [] stays (or stays at base). */
  move?: string[];
}

export interface BattleOrders {
  /** 9.2: initiate naval combat against located enemy forces in the zone. */
  attack?: boolean;
  /** 9.2: the forces that start a fight: only those holding a battleship, or cruiser forces too. */
  attackWith?: 'battleship' | 'cruiser';
  /** 9.2: accept combat offered by a slower enemy. */
  accept?: boolean;
  /** 9.5: close the range, keep it, or open it. */
  range?: 'close' | 'keep' | 'open';
  /** 9.6: the general type fired at first. */
  target?: 'battleship' | 'cruiser' | 'carrier';
  /** 9.9: a ship tries to withdraw after this many midships hits (0: never). */
  withdrawAtMidships?: number;
  /** 9.9: the whole force tries to withdraw after this round (0: never). */
  withdrawAfterRound?: number;
  /** 9.4: bring reinforcements in when they may enter. */
  reinforce?: boolean;
  /** 9.21 "more than one naval action can occur in the same zone": at most this many actions the side starts in one zone a turn (absent: 1). */
  actions?: number;
  /**
   * 9.4: with two actions in a zone, the action a waiting force is recorded to reinforce, named by
   * the general type of the enemy force in it; `first` (absent) is the action fought first (9.2).
   */
  reinforceAgainst?: ReinforceChoice;
  /** 9.4: the record for particular forces (ship id or task force `TF1`), over `reinforceAgainst`. */
  record?: Record<string, ReinforceChoice>;
}

/** 9.4: which of a zone's naval actions a waiting force reinforces. */
export type ReinforceChoice = 'first' | 'battleship' | 'cruiser' | 'carrier';

/** Orders added after the first standing orders: optional in the state, so a state written before them reads as their defaults. */
type LaterKeys = 'actions' | 'reinforceAgainst' | 'record';
/** A side's standing battle orders as the state keeps them (9.2–9.9). */
export type StandingBattleOrders = Required<Omit<BattleOrders, LaterKeys>> & Pick<BattleOrders, LaterKeys>;

/** Option `announce: mail` (9.2): a side's attacks this turn, by zone, and its answer to a slower enemy's attack. */
export interface AnnounceOrders {
  attacks?: Record<string, { attack?: boolean; with?: 'battleship' | 'cruiser'; target?: 'battleship' | 'cruiser' | 'carrier'; actions?: number }>;
  /** 9.2: accept combat from an enemy force slower than yours. */
  accept?: boolean;
}

/** Option `battle: rounds` (9.3–9.9): a side's orders for the next round of its battle; they stand for later rounds. */
export interface RoundOrders {
  range?: 'close' | 'keep' | 'open';
  target?: 'battleship' | 'cruiser' | 'carrier';
  reinforce?: boolean;
  /** 9.9: ships that try to withdraw from this round on. */
  withdraw?: string[];
}

export interface B79Orders {
  game?: string;
  side?: string;
  seat?: string;
  campaign?: string;
  turn?: number;
  exchange?: number;
  salt?: string;
  /** 4.2, 5.41: task forces formed (lists of ship ids in one zone) and ships leaving theirs. */
  taskForces?: { form?: string[][]; break?: string[] };
  /** Keyed by ship id or task force (`TF1`). */
  ships?: Record<string, ForceOrder>;
  air?: Record<string, AirOrder>;
  /** 7.2: zones not to search (search is voluntary); every other eligible zone is searched. */
  waiveSearch?: string[];
  /** 8.13 (British, shadow exchange): contact id -> the shadowing ship, task force or air unit. */
  shadow?: Record<string, string>;
  /** 9.1: the general type struck first. */
  airAttack?: { target?: 'battleship' | 'cruiser' | 'carrier'; strike?: boolean };
  battle?: BattleOrders;
  announce?: AnnounceOrders;
  round?: RoundOrders;
  /** Chance Phase (German): destroy a convoy found, or let it pass. */
  convoy?: 'attack' | 'ignore';
}
