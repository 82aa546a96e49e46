/**
 * What the Great War at Sea rules read from the game data. Declared structurally so the rules
 * depend on the shape, not on the loader; `GameData` from data/build.ts satisfies it.
 */
import type { Board } from '../../board/types.js';
import type {
  DamageTable, FuelKindTable, GameInfo, MerchantLocationTable, MinefieldStrikeTable, Scenario, SearchTable, ShipClassData, WeatherTable,
} from './data/types.js';

export interface MapZone {
  readonly cell: string;
  readonly center: readonly [number, number];
  readonly coastal: boolean;
  readonly neighbours: readonly string[];
  readonly weatherZone: string;
  readonly traffic: number;
  readonly route?: string | null;
  readonly features?: readonly string[];
}

export interface MapPort {
  readonly name: string;
  readonly nation: string;
  readonly majorBase: boolean;
  readonly lon: number;
  readonly lat: number;
  readonly zone: string;
}

export interface RulesMap {
  readonly zones: Readonly<Record<string, MapZone>>;
  readonly ports: Readonly<Record<string, MapPort>>;
  readonly weatherZones: Readonly<Record<string, { readonly name: string }>>;
}

export interface GwasData {
  readonly id: string;
  readonly version: string;
  readonly info: GameInfo;
  readonly map: RulesMap;
  /** The same map as the shared board model (seam §5): movement and contact walk it. */
  readonly board: Board;
  readonly ships: Readonly<Record<string, ShipClassData>>;
  readonly tables: {
    readonly gunnery: DamageTable;
    readonly torpedo: DamageTable;
    readonly critical: DamageTable;
    readonly minefield: DamageTable;
    readonly minefieldStrike: MinefieldStrikeTable;
    readonly search: SearchTable;
    readonly merchant: MerchantLocationTable;
    readonly weather: WeatherTable;
    readonly fuelKinds: FuelKindTable;
  };
  readonly scenarios: Readonly<Record<string, Scenario>>;
}
