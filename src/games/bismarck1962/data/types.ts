/** The Bismarck (1962) data as the rules read it (games/bismarck1962/*.yaml, after build). */
import type { Board } from '../../../board/types.js';

export type Section = 'bow' | 'stern' | 'port' | 'starboard';
export type HitResult = Section | 'midships' | 'miss';
export type Range = 'A' | 'B';
export type ShipType = 'A' | 'B' | 'C';

export interface Guns { readonly bow: number; readonly stern: number; readonly port: number; readonly starboard: number }

/** A battle counter (How to Resolve Battle 3): gun-section boxes and midships boxes. */
export interface BattleCounter {
  readonly guns: Guns;
  readonly midships: number;
  /** The midships hit that takes the firepower away (3d: the first shaded box). */
  readonly helplessAt: number;
}

export interface BritishShip extends Partial<BattleCounter> {
  readonly id: string;
  readonly name: string;
  readonly type: ShipType;
  readonly move: number;
  readonly start: string;
  readonly points: number;
}

export interface BismarckData extends BattleCounter {
  readonly name: string;
  readonly firstMove: number;
  readonly move: number;
  readonly start: string;
}

export interface ChanceEntry { readonly roll: number; readonly effect: string; readonly text: string }

export interface TimeBox { readonly date: string; readonly hour: number; readonly night: boolean }

export interface ScenarioData { readonly id: string; readonly name: string; readonly date: string; readonly summary: string; readonly firstBox: number }

export interface B62Data {
  readonly id: string;
  readonly version: string;
  readonly board: Board;
  /** Areas in board order (A-1, A-2 …). */
  readonly areas: readonly string[];
  /** The area rows (north to south) and the number of area columns: zone ids ↔ positions (data/board.ts). */
  readonly grid: { readonly rows: readonly string[]; readonly columns: number };
  readonly ports: Readonly<Record<string, { readonly name: string; readonly zone: string }>>;
  readonly bismarck: BismarckData;
  /** British counters in data order (the order ties break in). */
  readonly british: readonly BritishShip[];
  readonly battleResults: Readonly<Record<Range, Readonly<Record<Section, readonly HitResult[]>>>>;
  readonly battleChance: readonly ChanceEntry[];
  readonly searchChance: readonly ChanceEntry[];
  readonly time: { readonly boxes: readonly TimeBox[]; readonly portsOpenFrom: string };
  readonly points: { readonly red: { readonly portReached: number }; readonly blue: { readonly bismarckSunk: number; readonly perBismarckMidships: number } };
  readonly scenarios: readonly ScenarioData[];
}
