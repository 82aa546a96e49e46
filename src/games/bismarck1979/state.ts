/**
 * The Bismarck (1979) game state: plain JSON, stored and digested by the pipeline. It holds the
 * whole truth; what each side may know is cut from it by views/ and the events' audiences.
 */
import type { SideId, Section, AirModeName } from './data/types.js';
import type { StandingBattleOrders } from './orders-types.js';
import type { BattleBoard, BattleSetup } from './rules/battle.js';

export type { SideId };

export interface ShipState {
  id: string;
  side: SideId;
  /** Where it is; null before it arrives and after it sinks. */
  zone: string | null;
  status: 'waiting' | 'sea' | 'sunk';
  /** Turn it enters play (4.1), for ships that wait. */
  arrives: number | null;
  /** 5.3: patrol mode cannot move but searches better. */
  mode: 'move' | 'patrol';
  /** Task-force number of its side (5.4), or null. */
  tf: number | null;
  fuel: number;
  /** The last turn it moved two zones (5.1: never two turns running). */
  lastDouble: number | null;
  /** Evasion lost for good ("REDUCE EVASION LEVEL", 9.7) and for now (midships hits, repairable). */
  permLoss: number;
  tempLoss: number;
  midshipsHits: number;
  gunHits: Record<Section, number>;
  /** On convoy escort (2.5 Convoy): moves with the convoy along its line. */
  convoy: { line: string; direction: 'east' | 'west' } | null;
  /** Zones entered this turn, in order (8.2 "passed through"). */
  path: string[];
  /** Moved in the shadow determination phase this turn (4.5). */
  movedInShadow: boolean;
  /** After destroying a convoy it may not move on the next turn (Chance Phase). */
  holdUntil: number | null;
  /** Left its starting port at least once (12.1 "enters" a port). */
  leftPort: boolean;
}

export interface AirState {
  id: string;
  side: SideId;
  /** Where it flies; null at its base or resting. */
  zone: string | null;
  status: 'waiting' | 'base' | 'air' | 'rest' | 'lost';
  arrives: number | null;
  mode: AirModeName;
  /** Turn it took off (6.22 counts that turn). */
  launched: number | null;
  /** Turn it is back at its base after rest and refit (6.4). */
  restUntil: number | null;
  /** Zones flown this turn (6.22: unused movement is not saved). */
  moved: number;
}

/** A German force the British have found, as they know it (7.23: number and general type). */
export interface Contact {
  id: string;
  zone: string;
  /** Types seen, e.g. ['BB', 'CA'], and whether they are in one task force. */
  types: string[];
  taskForce: boolean;
  how: 'search' | 'shadow' | 'high-speed-shadow' | 'general-search' | 'start';
  /** The umpire's record of which ships (never shown to the finder). */
  ships: string[];
}

/** Campaign options that differ from the defaults (seam §1 options; absent for the defaults, so a default campaign's state and digest are what they were before options existed). */
export interface B79Options {
  /** 9.3–9.9: each battle round an exchange asking both sides (reply timing). */
  battle?: 'rounds';
  /** 9.2: the British, then the Germans, announce their attacks by mail. */
  announce?: 'mail';
}

/** A side's announcement for this turn's combats (9.2): the zones it attacks in, and whether it accepts a slower enemy's attack. */
export interface Announcement {
  attacks: Record<string, { with: 'battleship' | 'cruiser'; target: 'battleship' | 'cruiser' | 'carrier'; actions?: number }>;
  accept: boolean;
}

/** Naval combat spread over exchanges (options `announce: mail` or `battle: rounds`). */
export interface CombatByMail {
  /**
   * The combats still to settle, in order: a zone whose actions are not yet determined (9.2, the
   * British announce first), or one of its determined actions waiting to be fought.
   */
  queue: { zone: string; setup?: BattleSetup }[];
  /** Answers given by mail this turn (absent: not asked, standing orders apply). */
  announced: Partial<Record<SideId, Announcement>>;
  /** The battle being fought round by round, if any. */
  battle: BattleBoard | null;
}

export interface Visibility { level: string; fog: boolean }

export interface B79State {
  game: 'bismarck1979';
  scenario: string;
  /** Turn of the scenario, from 1. */
  turn: number;
  /** Index of this turn on the time record (0 = '1200 May 22'). */
  time: number;
  /** Last turn of the scenario. */
  lastTurn: number;
  phase: 'shadow' | 'move' | 'british-announce' | 'german-announce' | 'battle-round';
  /** The unit availability and visibility phases (4.1, 4.2) have run this turn. */
  opened: boolean;
  visibility: Visibility;
  ships: Record<string, ShipState>;
  air: Record<string, AirState>;
  /** What each side located this turn (7.2, 8.1) and last turn (8.11: shadow needs a contact from the previous turn). */
  contacts: { british: Contact[]; german: Contact[] };
  lastContacts: { british: Contact[]; german: Contact[] };
  /** Shadows held this turn: contact id -> shadowing unit (8.13: a shadowing unit does not search). */
  shadowing: Record<string, string>;
  /** Fights and strikes already made this turn (9.2 "committed", 9.33). */
  fought: string[];
  /** Standing battle orders (9.2–9.9), kept from turn to turn until a side changes them. */
  standing: Record<SideId, StandingBattleOrders>;
  vp: { british: number; german: number };
  /** Day of the month a convoy was last destroyed (only one a day). */
  convoyDay: number | null;
  over: boolean;
  result: string | null;
  options?: B79Options;
  /** Only while naval combat waits on the mail (options); absent otherwise. */
  combat?: CombatByMail;
}
