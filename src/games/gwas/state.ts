/**
 * The state of a Great War at Sea campaign: the umpire's complete picture.
 * Plain JSON (no classes, no Maps) so it can be cloned, digested and stored as is.
 */
import type { Mission } from './data/types.js';
import type { BattleOrders, ExchangeOrder } from './orders-types.js';

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
  /** 8.51: the one speed level lost for more than half the hull boxes marked has been taken. */
  halfHullSlowed?: boolean;
  /** 11.21: the ship towing this one (unable to manoeuvre), when under tow. */
  towedBy?: string | null;
  /** 9.4, 8.62: ships of a group counter whose torpedo tubes have been destroyed. */
  tubesLost?: number;
  /** 11.27: emergency repair judged impossible (a 5 or 6): no further attempts. */
  repairBarred?: boolean;
  /** 13.51 (mines option): her mines jettisoned: she lays no more and cannot explode (13.5). */
  minesJettisoned?: boolean;
  /** 12.7 (fuel option): turns spent re-arming in a friendly port so far, after firing her torpedoes. */
  rearming?: number;
  /**
   * 7.42 (tactical option): run aground in battle; unable to manoeuvre until refloated (7.43).
   * `wasUnable`: damage holds her too (before the grounding, or in it: 7.43's hull boxes), so she
   * stays unable to manoeuvre when refloated; an empty bunker is not counted here (unable.ts).
   */
  aground?: { readonly wasUnable: boolean };
  /**
   * 7.44 (tactical option): deliberately beached in battle `battle` in `zone`: never refloated
   * (7.43); still beached at the scenario's end, she counts as sunk (tactical/beach-victory.ts).
   */
  beached?: { readonly zone: string; readonly battle: string; readonly turn: number };
  /** 12.0: the ship's fuel, only in a campaign with the fuel option (absent otherwise). */
  fuel?: ShipFuel;
  /**
   * 12.2 with 8.5: set only while her fuel is out, when damage also left her unable to manoeuvre, so
   * that fuel given back (12.3, 12.5, 12.6) does not make her move again (src/games/gwas/unable.ts).
   */
  disabledByDamage?: true;
}

/**
 * 12.1: fuel is counted in sea zones' worth, twelve to a box (7.39: a battle's die is in twelfths
 * of a box, the same unit). `used` is what has been burnt since the ship was full: the boxes
 * marked off are used / 12 rounded down, and the rest is the log sheet's margin carried over.
 */
export interface ShipFuel {
  used: number;
  /** 12.2: unable to manoeuvre because every box is marked off (not damage: 11.27 cannot repair it). */
  out?: boolean;
}

/** Campaign options that differ from the defaults (seam §1; absent for the defaults, so a default campaign's state is unchanged). */
export interface GwasOptions {
  /** 12.0 Fuel and Range. */
  readonly fuel?: true;
  /** 13.0 Mine Warfare. */
  readonly mines?: true;
  /** 7.0–7.44, 8.8 Advanced (tactical) Combat, fought by standing battle orders. */
  readonly tactical?: true;
  /** 7.31 (with `tactical`): each tactical battle fought impulse by impulse by mail, both sides answering each impulse. */
  readonly tacticalByMail?: true;
  /** 14.0 Aircraft. */
  readonly aircraft?: true;
  /** 16.0 Leaders in full (flagship fixed, lost with it). */
  readonly leaders?: true;
  /** 17.0 Airships. */
  readonly airships?: true;
  /** 15.0 Submarines. */
  readonly submarines?: true;
  /** 18.0 Motor Torpedo Boats. */
  readonly mtbs?: true;
}

/** 15.2, 15.4, 18.4: the standing choice a patrol boat's player writes in the orders (a mail game cannot stop to ask). */
export type PatrolAttack = 'any' | 'capital' | 'light' | 'merchant' | 'pass';

/**
 * 15.0 / 18.0 (submarines and MTBs options): a submarine or motor torpedo boat on patrol. Not a
 * fleet: it never moves (15.1, 18.1), is never searched for by fleets, and is known only to its
 * owner (`known` lists the enemy sides it has been revealed to by attacking, 15.2).
 */
export interface PatrolBoat {
  /** Ship data id (type SS or MTB). */
  readonly id: string;
  readonly side: SideId;
  readonly kind: 'submarine' | 'mtb';
  /** 15.1, 18.1: the patrol zone written before the game begins; null until written (the boat takes no part). */
  zone: string | null;
  attack: PatrolAttack;
  /** 18.4 (MTBs only): the target priorities of the orders, first match first (combat/targets.ts). */
  targets?: string[];
  /** 15.6: an ace captain (the scenario names him). */
  readonly ace?: true;
  /** 7.84: torpedoes fired once per scenario; a boat cannot re-arm (it never reaches port, 15.1). */
  fired: boolean;
  sunk: boolean;
  known: SideId[];
}

/**
 * 13.1: a minefield on the boundary between two zones (`between` sorted). Several on one boundary
 * reinforce it (13.33). Known only to its owner (13.1) until an enemy fleet crosses it (13.2) or
 * a minesweeper discovers it (13.72): `known` lists the enemy sides it has been revealed to.
 */
export interface Minefield {
  readonly id: string;
  readonly side: SideId;
  readonly between: readonly [string, string];
  readonly laid: number;
  /** 13.31, 13.35: the first turn it affects enemy ships. */
  readonly activeFrom: number;
  known: SideId[];
}

/** 13.31 / 13.73: turns of Mine or Sweep completed so far in one zone towards one neighbour. */
export interface MineWork {
  readonly kind: 'mine' | 'sweep';
  readonly zone: string;
  readonly toward: string;
  /** 13.35: activation turn asked for (Mine only). */
  readonly from?: number;
  turns: number;
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
  /**
   * Lines dropped from the front of `log` by the campaign's `fleetLog: recent` rule (logKeep):
   * the orders form still says how many earlier entries the side's earlier reports hold.
   * Absent while nothing was dropped.
   */
  logEarlier?: number;
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
  /**
   * 7.38 extended battle: zones fewer on the given turn (movement subtracts them from the
   * fleet's capacity that turn). Absent when no battle ran long.
   */
  lostZones?: { readonly turn: number; readonly zones: number };
  /** Battles fought so far (5.2 Bombardment: halved fire in the first battle's first firing round). */
  battles?: number;
  /** 11.5 / 11.1: a Load, Unload or Bombard under way (operations/progress.ts). */
  operation?: OperationProgress | null;
  /** 11.22: turns spent so far towards the next zone while towing (one zone per three turns). */
  towTurns?: number;
  /** 13.31, 13.73 (mines option): minelaying or sweeping under way. */
  mineWork?: MineWork | null;
  /** 13.24: the turn a minefield halted the fleet (it may re-plot, as after a battle, 7.37). */
  mineHalt?: number;
}

/** 11.5: a landing (Load/Unload) takes three consecutive turns in one coastal zone. */
export interface OperationProgress {
  readonly kind: 'load' | 'unload';
  readonly zone: string;
  /** First turn of the operation. */
  readonly since: number;
  /** Consecutive turns completed so far (3 completes it). */
  turns: number;
  /** Interrupted (moved, fought, or a turn without the box): it cannot be resumed (11.5). */
  failed: boolean;
  done: boolean;
}

/** 11.1: a completed bombardment, for scenario victory conditions. */
export interface BombardmentRecord {
  readonly turn: number;
  readonly side: SideId;
  readonly fleet: string;
  readonly zone: string;
  readonly ships: number;
}

/** 11.5: a completed landing (Unload) or loading (Load). */
export interface LandingRecord {
  readonly turn: number;
  readonly side: SideId;
  readonly fleet: string;
  readonly kind: 'load' | 'unload';
  readonly zone: string;
  readonly ships: readonly string[];
}

/** 5.24: a fleet that fought may pursue the enemy fleets of that battle (umpire's record). */
export interface PursuitRecord {
  /** Turn of the battle. */
  readonly turn: number;
  readonly contact: string;
  readonly zone: string;
  /** Enemy fleet ids: never shown to the pursuer. */
  readonly enemy: readonly string[];
  /** Set in the Orders Phase roll: the enemy fleet followed this turn. */
  following?: string | null;
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
  /** 11.1: bombardments carried out. */
  bombardments?: BombardmentRecord[];
  /** 11.5: landings and loadings completed. */
  landings?: LandingRecord[];
  /**
   * 5.2 Bombardment: the turn of the scenario's first naval battle (every battle of that turn is
   * "the first": they are fought at the same time). Absent until a battle is fought.
   */
  firstBattleTurn?: number;
  /** 13.0 (mines option): every minefield on the map, the umpire's record (redaction keeps a side's own and those revealed to it). */
  minefields?: Minefield[];
  /** 15.0, 18.0 (submarines / MTBs options): every patrol boat, the umpire's record (redaction keeps a side's own). */
  patrols?: PatrolBoat[];
  /**
   * Issue 17: the fleet log lines each fleet keeps in the state (campaign option `fleetLog:
   * recent`, the default for campaigns created since it exists). Absent: the whole log is kept,
   * as in every campaign created before, so their journals replay to the same digests.
   */
  readonly logKeep?: number;
  /** Campaign options chosen (seam §1); absent when every option is at its default. */
  readonly options?: GwasOptions;
  /** 5.24: pursuit open to each fleet after its last battle, by fleet id (umpire only: redaction drops it). */
  pursuits?: Record<string, PursuitRecord>;
  /** 14.0 (aircraft option): every aircraft counter, by id (umpire's record; a side sees its own). */
  aircraft?: Record<string, AircraftState>;
  /** 17.0 (airships option): the airship counters drawn for play, by id (umpire's record). */
  airships?: Record<string, AirshipState>;
  /** 16.1 (leaders option): each leader, his fixed flagship, and whether he is lost. */
  leaders?: Record<string, LeaderState>;
  /**
   * 7.31 (option `tacticalByMail`): the turn's tactical battles while they are fought by mail, one
   * exchange an impulse; absent otherwise (umpire only: redaction drops it; the form shows each
   * side what it may see).
   */
  impulse?: ImpulseBattles;
}

/** The turn stopped inside its battle step (7.31 by mail): the battle being fought and the zones still to fight. */
export interface ImpulseBattles {
  /** Battle zones of this turn not yet begun, in the battle step's order (5.45). */
  readonly zones: string[];
  /** Battles numbered so far this turn (B<turn>-<n>). */
  readonly numbered: number;
  /** The battle now waiting for its next impulse's orders, as saved between exchanges (tactical/impulse-save.ts). */
  readonly battle: SavedBattle;
  /**
   * 7.29: the exchanges between fleets written with the turn's orders, by side and fleet, kept for
   * the battles that end in a later exchange (whose orders are impulse orders). Absent when none.
   */
  readonly exchange?: WrittenExchanges;
}

/** 7.29: each side's `exchange` orders by fleet, as the turn's orders wrote them. */
export type WrittenExchanges = Partial<Record<SideId, Record<string, readonly ExchangeOrder[]>>>;

/**
 * A tactical battle between exchanges: the working record (tactical/types.ts TacticalRun) with
 * ships and fleets by id and sets as sorted lists, so the state stays plain JSON.
 */
export interface SavedBattle {
  readonly id: string;
  readonly zone: string;
  readonly fleets: Record<SideId, string[]>;
  readonly ships: Record<SideId, string[]>;
  readonly identified: Record<SideId, string[]>;
  readonly halving: string[];
  /** Every other field of the run, as it is. */
  readonly rest: Record<string, unknown>;
}

/** 14.1-14.53: an aircraft counter aboard its mother ship, aloft, or out of play. */
export interface AircraftState {
  readonly id: string;
  readonly side: SideId;
  /** The mother ship (a CVS or CV) that launches and recovers it. */
  readonly carrier: string;
  status: 'aboard' | 'aloft' | 'lost';
  /** Where it flies (aloft only). */
  zone: string | null;
  /** 14.2, 14.5: the turn it was launched (aloft only). */
  launched: number | null;
  /** 14.53: the turn it last landed (it may launch again four turns later). */
  landed: number | null;
  /** Why it left play (14.12, 14.5, 14.52, 11.73). */
  lost?: string;
}

/** 17.0-17.4: an airship drawn for play. */
export interface AirshipState {
  readonly id: string;
  readonly side: SideId;
  /** 17.1: zones a turn, as printed on the counter. */
  readonly speed: number;
  /** 17.4: the port it must return to. */
  readonly base: string;
  status: 'aloft' | 'landed' | 'lost';
  zone: string;
  /** 17.1: plotted as an Intercept fleet's log sheet (5.2), by turn. */
  plan: Record<string, string>;
  /** 17.4: the turn it went up (the 60 turns count from it). */
  readonly since: number;
  lost?: string;
}

/** 16.1: a leader flies his flag in one ship for the whole game. */
export interface LeaderState {
  readonly name: string;
  readonly side: SideId;
  readonly flagship: string;
  /** Why he left the game (flagship sunk, killed), or null while he commands. */
  lost: string | null;
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
