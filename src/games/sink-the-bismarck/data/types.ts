/** Sink the Bismarck! data as the rules read it (games/sink-the-bismarck/*.yaml, after build). */

export type Side = 'british' | 'german';
export type Department = 'nav' | 'ops' | 'eng';
/** The action cards (NAV, OPS, ENG DEPT CARDS and SPECIAL CARDS). */
export type CardKind = 'ahead' | 'turn' | 'guns' | 'torpedo' | 'scout' | 'smoke' | 'repair' | 'mines' | 'signals' | 'swordfish';
export type HitZone = 'fore' | 'aft' | 'plane' | 'boiler';

export interface ShipData {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly maxRange: 10 | 11 | 12;
  readonly fireControl: number;
  readonly flank: number;
  readonly armor: number;
  readonly scoutPlane: boolean;
  readonly turrets: { readonly fore: number; readonly aft: number };
  readonly minelayer: boolean;
}

export interface Place { readonly x: number; readonly y: number; readonly heading: number }

export interface ScenarioData {
  readonly id: string;
  readonly name: string;
  readonly date: string;
  readonly summary: string;
  readonly hands: number;
  readonly endsWhenSunk?: string;
  readonly explodes?: { readonly ship: string; readonly on: number };
  readonly commanders: Readonly<Record<Side, { readonly admiral: string; readonly captain?: string }>>;
  readonly ships: Readonly<Record<string, Place>>;
  /** The battle that follows this one in an extended game (campaign option `extended`; Swordfish Air Attacks 1; Battle 2). */
  readonly then?: string;
  /** Cards taken out of a ship's deck for the scenario (Battle 2: Bismarck's Ahead Full cards). */
  readonly removeCards?: Readonly<Record<string, readonly CardKind[]>>;
  /** Ships that can turn only to port (Battle 2: Bismarck's rudders). */
  readonly portOnly?: readonly string[];
  /** British ships whose Swordfish card is returned and must be played in the first hand (Battle 2). */
  readonly swordfish?: readonly string[];
}

export interface Tables {
  readonly gun: { readonly '10': readonly number[]; readonly '11': readonly number[]; readonly '12': readonly number[]; readonly scoutNeed: number; readonly planeRange: number };
  readonly hitZone: readonly HitZone[];
  readonly torpedo: { readonly reach: readonly number[]; readonly maxRange: number; readonly explodesUpTo: number };
  readonly antiAircraft: readonly ('miss' | 'damaged' | 'down')[];
  readonly swordfishLaunch: { readonly miss: number; readonly damaged: number };
  readonly ammo: { readonly perTurret: number };
  readonly fuel: { readonly units: number; readonly perHand: number; readonly perUnit: number; readonly emergencyPerUnit: number };
  readonly repairs: { readonly plane: number; readonly boiler: number; readonly fire: number; readonly hull: number };
  readonly limits: { readonly fireAt: number; readonly boilerSinksAt: number; readonly hullSinksAt: number };
  readonly collision: number;
  readonly points: { readonly hit: number; readonly turret: number; readonly fire: number; readonly hull: number; readonly sunk: number };
}

export interface StbData {
  readonly id: string;
  readonly version: string;
  readonly name: string;
  /** Cards of each kind in one ship's deck, before the ship's own (guns by turrets, scout, mines). */
  readonly deck: Readonly<Record<Exclude<CardKind, 'guns'>, number>>;
  /** Ships in data order (ties break in this order). */
  readonly ships: readonly ShipData[];
  readonly scenarios: readonly ScenarioData[];
  readonly tables: Tables;
}
