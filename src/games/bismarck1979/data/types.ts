/**
 * The Bismarck (1979) data as the game reads it: the files of games/bismarck1979/ (each checked
 * by its schema in ../schemas/), cross-checked by build.ts. Field meanings and derivations are in
 * the files themselves.
 */
import type { Board } from '../../../board/types.js';
import type { BoardFile } from './board-types.js';

export type SideId = 'british' | 'german';
export type ShipType = 'BB' | 'BC' | 'CA' | 'CL' | 'CV';
export type Section = 'bow' | 'stern' | 'port' | 'starboard';

export interface ShipData {
  id: string;
  name: string;
  side: SideId;
  type: ShipType;
  /** Maximum speed in knots (2.42); the battle board's evasion rating. */
  evasion: number;
  /** Zones a turn (2.42, 5.1). */
  maxSpeed: 1 | 2;
  search: { day: number; night: number; patrolDay: number; patrolNight: number };
  /** Gun boxes by section, leftmost first (9.71). */
  guns: Record<Section, number[]>;
  midships: number;
  evasionLoss: number;
  fuel: number;
  specialDamage: 'A' | 'B';
  derivation: string;
}

export interface AirMode { speed: number; endurance: number; searchDay: number; searchNight: number }
export type AirKind = 'lr-recon' | 'torpedo-bomber' | 'level-bomber';
export type AirModeName = 'movement' | 'patrol' | 'attack' | 'reconnaissance';

export interface AirUnitData {
  id: string;
  name: string;
  side: SideId;
  kind: AirKind;
  /** A place id (a land base) or a carrier's ship id (2.43 Home Base). */
  base: string;
  strikes?: number;
  modes: Partial<Record<AirModeName, AirMode>>;
  derivation: string;
}

export interface VisibilityTable {
  track: string[];
  start: string;
  derivation: string;
  change: Record<string, { shift: number; fog: boolean }>;
  modifiers: Record<string, number>;
  fogRows: string[];
}

export interface ShadowTable {
  derivation: string;
  hold: Record<string, number>;
  byKind: Record<string, number>;
  modifiers: { twoZoneMove: number; visibilityAtLeast: { level: string; add: number }; night: number };
}

export type ChanceResult =
  | { kind: 'huff-duff' }
  | { kind: 'convoy'; location: 'on-route' | 'one-from-route' | 'within-two'; mode: 'patrol' | 'movement' | 'any' }
  | { kind: 'general-search'; A: number; B: number; C: number };

export interface ChanceTable { derivation: string; results: Record<string, ChanceResult> }

export interface DayHour { day: number; hour: number }

export interface TimeTable {
  derivation: string;
  first: DayHour;
  last: DayHour;
  month: string;
  firstIsC: boolean;
  nightHours: number[];
  nightSouthOf55: number[];
}

export interface VictoryTable {
  derivation: string;
  british: { sink: Record<string, number>; enterPortDamaged: Record<string, number> };
  german: { sinkByType: Record<string, number>; convoy: number; bismarckAfloatAtSeaAtEnd: number };
  airUnitLost: number;
}

export interface BattleTable {
  derivation: string;
  ranges: { A: [number, number]; B: [number, number] };
  setupRange: Record<string, number>;
  gunnery: Record<'A' | 'B', Record<'broadside' | 'end-on', Record<string, string>>>;
  specialDamage: Record<'A' | 'B', Record<string, string>>;
  bomber: Record<'torpedo-bomber' | 'level-bomber', Record<string, string>>;
  movement: { atLeast: number; choices: [number, number][] }[];
  evasionRepair: Record<string, number>;
  reinforcement: { from: number; enterOnOrLess: number; lessPerAttempt: number; minRange: number };
  maxRounds: number;
}

export interface Placement {
  ship?: string;
  unit?: string;
  zone?: string;
  taskForce?: number;
  fuel?: number;
  convoy?: { line: string; direction: 'east' | 'west' };
  arrives?: DayHour;
  why: string;
}

export interface Scenario {
  id: string;
  name: string;
  summary: string;
  start: DayHour;
  end: DayHour;
  locatedAtStart?: string[];
  german: { ships: Placement[]; airUnits: Placement[] };
  british: { ships: Placement[]; airUnits: Placement[] };
}

export interface Tables {
  visibility: VisibilityTable;
  shadow: ShadowTable;
  chance: ChanceTable;
  time: TimeTable;
  victory: VictoryTable;
  battle: BattleTable;
}

export interface B79Data {
  /** SHA-256 over the data files (the shared loader's data version). */
  version: string;
  board: Board;
  boardFile: BoardFile;
  ships: Record<string, ShipData>;
  airUnits: Record<string, AirUnitData>;
  tables: Tables;
  scenarios: Record<string, Scenario>;
}
