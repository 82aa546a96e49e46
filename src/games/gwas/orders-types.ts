/**
 * A side's orders for one turn, in log-sheet terms (5.1, 5.2), as parsed from the player's
 * YAML (schema: src/games/gwas/schemas/gwas-orders.schema.json). Field names are the YAML keys.
 */
import type { Mission } from './data/types.js';

export interface GwasOrders {
  readonly game?: 'gwas-mediterranean';
  readonly campaign?: string;
  readonly side: string;
  /** The turn whose Orders Phase (4.2) these orders are written in. */
  readonly turn: number;
  /** false holds early processing while a player is still thinking (mail daemon). */
  readonly final?: boolean;
  readonly passphrase?: string;
  /** Optional text mixed into the turn key (docs/dice.md); the rules ignore it. */
  readonly salt?: string;
  readonly fleets?: Readonly<Record<string, FleetOrders>>;
  /**
   * 14.2 (aircraft option): this turn's flight of each aircraft aloft, flown after all fleet
   * movement and never plotted ahead: "R42/S42/S43" (up to 4 zones the turn after launch, then 1).
   */
  readonly aircraft?: Readonly<Record<string, string>>;
  /** 17.1 (airships option): each airship's boxes by turn, plotted as an Intercept fleet's: { "3": "R41/R42" }. */
  readonly airships?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** 15.1, 15.2 (submarines option): each submarine's patrol zone (turn 1 only, fixed thereafter) and standing attack choice. */
  readonly submarines?: Readonly<Record<string, PatrolOrder>>;
  /** 18.1, 18.4 (MTBs option): each motor torpedo boat's patrol zone and standing target choice. */
  readonly mtbs?: Readonly<Record<string, PatrolOrder>>;
  /** 7.31 (option `tacticalByMail`): the side's orders for the next impulse of the battle it is asked about. */
  readonly impulse?: ImpulseOrders;
}

/** A direction on the tactical map (tactical/hexes.ts), or 'stay' (7.32: movement is never mandatory). */
export type ImpulseMove = 'e' | 'ne' | 'nw' | 'w' | 'sw' | 'se' | 'stay';

/**
 * 7.31 one impulse's orders (option `tacticalByMail`): the moves before its gunnery step, its
 * gunnery and torpedo targets, and fleets turning away. Whatever is not written is decided by the
 * fleet's standing battle orders (seam rule 3), as silence is.
 */
export interface ImpulseOrders {
  /** The battle these orders are for (B<turn>-<n>), as the form names it. */
  readonly battle?: string;
  /** 7.31 the pass and 7.32 the impulse within it (1–5), as the form names them: stale orders are refused. */
  readonly pass?: number;
  readonly impulse?: number;
  /** 7.3, 7.32: by ship id, the direction its group moves one hex (off the map by an edge hex: 7.33), or stay. */
  readonly moves?: Readonly<Record<string, ImpulseMove>>;
  /** 7.5: by ship id, the enemy ship it fires its guns at, or 'hold'. */
  readonly fire?: Readonly<Record<string, string>>;
  /** 7.8: by ship id, the enemy ship it fires its torpedoes at, or 'hold'. */
  readonly torpedoes?: Readonly<Record<string, string>>;
  /** 7.33: by fleet id, the map edge the fleet turns away for (a direction with a zone beyond it). */
  readonly turnAway?: Readonly<Record<string, Exclude<ImpulseMove, 'stay'>>>;
  /** 7.0–7.8: by fleet id, new standing battle orders (as under a fleet's `battle:`) from this impulse on, merged into the fleet's, which it keeps after the battle. */
  readonly standing?: Readonly<Record<string, BattleOrders>>;
}

/**
 * A patrol boat's log-sheet line (15.1, 18.1): the zone, written before the game begins, and
 * the standing choice a game by mail needs (15.2: attack or let the fleet pass; 15.4: a capital
 * or a light ship; 18.4: the target). `merchant` aims at transports (15.4's large merchants).
 */
export interface PatrolOrder {
  readonly zone?: string;
  readonly attack?: 'any' | 'capital' | 'light' | 'merchant' | 'pass';
  /**
   * 18.4 (MTBs only): the MTB player selects its target once the names are revealed (18.2): target
   * priorities as in battle orders, first match first (ship ids, types, largest…). 15.4 forbids a
   * submarine choosing by type or name.
   */
  readonly targets?: readonly string[];
}

export interface FleetOrders {
  /** A mission change: Abort at any time (5.2); a new mission after six turns in port (5.23). */
  readonly mission?: Mission;
  /** Fleet escorted, for a fleet given the Escort mission (5.2 Escort). */
  readonly escorting?: string;
  /**
   * Log-sheet boxes by turn number (5.1): "K31/K32", "K31/Messina" (enter the port), "Search 2",
   * "K31/Search 1", "Divide", "Bombard", "Load", "Unload", "stay".
   */
  readonly plot?: Readonly<Record<string, string>>;
  /** 5.25 Divide: new fleets formed this turn from some of this fleet's ships. */
  readonly divide?: readonly { readonly id: string; readonly name?: string; readonly ships: readonly string[] }[];
  /** 5.22: fleets in the same zone with the same mission merged into this one this turn. */
  readonly merge?: readonly string[];
  readonly battle?: BattleOrders;
  /**
   * 11.21 towing: each ship of this fleet left unable to manoeuvre, and the ship that tows it
   * (in this fleet, or in another of the side's fleets in the same zone: the tow then joins it).
   */
  readonly tow?: readonly TowOrder[];
  /** 13.51 (mines option): the fleet's minelayers jettison their mines; the fleet goes on Abort. */
  readonly jettison?: true;
  /** 8.5: own ships of this fleet scuttled in this Orders Phase. */
  readonly scuttle?: readonly string[];
  /**
   * 11.26: disabled ships of this fleet cast off (from their tow, if any) and left behind, where
   * they lie, as a fleet of their own (id `<fleet>-<ship>`, Abort), so the rest can move on.
   */
  readonly release?: readonly string[];
  /**
   * 7.29 (tactical option): after this turn's battle, these ships of this fleet join fleet `join`
   * (same side, same battle, similar mission, neither having left the map). This turn only.
   */
  readonly exchange?: readonly ExchangeOrder[];
}

export interface ExchangeOrder {
  readonly ships: readonly string[];
  readonly join: string;
}

export interface TowOrder {
  readonly ship: string;
  readonly towedBy: string;
  /** 11.25: the tow (disabled ship and tower, both of this fleet) forms this new fleet, on Abort. */
  readonly newFleet?: string;
}

/** Standing battle orders: a battle fought by mail cannot stop to ask (6.2, 5.44). */
export interface BattleOrders {
  /** 6.2: the range this fleet tries for after the first round. */
  readonly range?: 'long' | 'short';
  /** 6.4: the range tried for in a night battle (long means no gunnery); default `range`. */
  readonly rangeAtNight?: 'long' | 'short';
  /** 6.2: when to try to disengage. */
  readonly disengage?: 'never' | 'when-outgunned' | 'when-damaged' | 'at-once';
  /** Hull-damage fraction (0–1) of the fleet at which "when-damaged" applies. */
  readonly disengageAt?: number;
  /** Target priorities, first match first: ship types (BB, BC, CA…), ship ids, "nearest-threat", or (tactical battle) "nearest". */
  readonly targets?: readonly string[];
  /** 5.44: whether to declare modifiers that make contact more likely ("seek") or less ("avoid"). */
  readonly contact?: 'seek' | 'avoid';
  /**
   * 7.8: fire torpedoes when at short range. Tactical battle (option `tactical`) also: 'same-hex'
   * (only at a target in the same hex, +1, 7.81) and 'at-capital' (only at a capital ship).
   */
  readonly torpedoes?: 'fire' | 'hold' | 'same-hex' | 'at-capital';
  /** 7.24, 7.3 (tactical battle): the fleet's hexes kept together (8 a hex, slowest group's pace) or loose (4 a hex, each group at its own speed). */
  readonly formation?: 'together' | 'loose';
  /** 7.6 (tactical battle): close to this many hexes of the enemy (0: into his hex). */
  readonly closeTo?: number;
  /** 7.6 (tactical battle): keep at this many hexes from the enemy, closing or opening. */
  readonly keepAt?: number;
  /** 7.33 (tactical battle): when to turn away for the map edge; default the `disengage` order. */
  readonly turnAway?: 'never' | 'when-outgunned' | 'at-once' | { readonly hullLost: number };
  /** 7.44 (tactical battle): a ship with `hullLeft` hull boxes or fewer left beaches herself beside land. */
  readonly beach?: { readonly hullLeft: number };
  /** 8.5: scuttle a ship left unable to manoeuvre rather than let it be taken. */
  readonly scuttle?: 'never' | 'when-unable-to-manoeuvre';
}
