/**
 * Types of the game data loaded from `games/<id>/` (YAML validated by `src/games/gwas/schemas/`).
 * The map's types live in map-types.ts, written by the map generator's owner.
 */

/** 5.1: "1s" is a slow speed-1 ship (circled 1 on the counter). */
export type Speed = '1s' | '1' | '2' | '2+';

/** 5.21 ship types. Transport counters ("F…" designations are large merchants) use AP/F. */
export type ShipType =
  | 'BB' | 'B' | 'BC' | 'BCV' | 'CV' | 'CD' | 'CA' | 'CVS' | 'AMC'
  | 'CL' | 'DL' | 'DD' | 'TB' | 'GB' | 'ML' | 'MS'
  | 'AP' | 'F' | 'AO' | 'SS' | 'MTB' | 'DR';

/**
 * A damage-box track, left to right (8.0), one letter per box:
 * H heavy armour, L light armour, N no armour (8.1).
 */
export type BoxTrack = string;

export interface ShipClassData {
  /** Stable id used in scenarios and orders, kebab-case, e.g. "viribus-unitis". */
  readonly id: string;
  readonly name: string;
  readonly class: string;
  readonly type: ShipType;
  readonly nation: string;
  /** Name printed in italics on the data sheet: fragile, hits on 5–6 (6.1, 7.5). */
  readonly italic: boolean;
  readonly speed: Speed;
  readonly gunnery: { readonly primary: number; readonly secondary: number; readonly tertiary: number };
  /** Torpedo value and tube kind (7.81, 8.4); absent when the ship has no tubes. */
  readonly torpedo?: { readonly value: number; readonly tube: 'fixed' | 'traversing' };
  readonly boxes: {
    readonly hull: BoxTrack;
    readonly primary: BoxTrack;
    readonly secondary: BoxTrack;
    readonly tertiary: BoxTrack;
    readonly torpedo: BoxTrack;
  };
  /** Fuel boxes (12.0). */
  readonly fuel: number;
  /** Ship-group counters (9.0): how many ships the printed data stands for (3 warships, 4 merchants). */
  readonly group?: number;
  /** Free text: how each value was derived from the historical facts. */
  readonly derivation: string;
}

export interface ShipDataFile {
  readonly nation: string;
  readonly ships: readonly ShipClassData[];
}

/** One row of a die-roll table: inclusive range of totals and the result. */
export interface TableRow<R = string> {
  readonly roll: number | readonly [number, number];
  readonly result: R;
}

export interface DamageResult {
  readonly hull?: number;
  readonly primary?: number;
  readonly secondary?: number;
  readonly tertiary?: number;
  readonly torpedo?: number;
  readonly speed?: number;
  readonly unableToManoeuvre?: boolean;
  readonly critical?: boolean;
  readonly leaderKilled?: boolean;
  readonly sunk?: boolean;
  readonly plunging?: boolean;
  /** Critical roll 8: a secondary-gun hit here destroys one heavy-armour hull box (APPENDIX). */
  readonly secondaryPenetratesHeavy?: boolean;
  /** Critical roll 2: before 1917 a British battlecruiser (BC) explodes and sinks instead (APPENDIX). */
  readonly britishBattlecruiserMagazine?: boolean;
  readonly note?: string;
}

export interface DamageTable {
  readonly id: string;
  readonly name: string;
  readonly rule: string;
  readonly dice: number;
  readonly rows: readonly TableRow<DamageResult>[];
  readonly notes?: readonly string[];
}

/** APPENDIX Minefield Table (13.0): strike on a modified two-dice total of `strikeOn` or more. */
export interface MinefieldStrikeTable {
  readonly id: string;
  readonly name: string;
  readonly rule: string;
  readonly dice: number;
  readonly strikeOn: number;
  readonly modifiers: {
    readonly perAdditionalMinefield: number;
    readonly maxAdditionalMinefieldModifier: number;
    readonly speed2OrHigher: number;
  };
}

/**
 * Fuel kind of each ship (12.3: coal-burners restore 1 box a turn in port, oil-burners 3). Not
 * printed in anything we hold: authored per ship with its reason (tables/fuel-kinds.yaml).
 */
export interface FuelKindTable {
  readonly id: string;
  readonly name: string;
  readonly rule: string;
  readonly ships: Readonly<Record<string, { readonly burns: 'coal' | 'oil'; readonly why: string }>>;
}

/** Our own Search (contact) Table: contact when the modified die reaches the threshold. */
export interface SearchTable {
  readonly id: string;
  readonly rule: string;
  readonly dice: number;
  readonly contactOn: { readonly day: number; readonly night: number };
  /** A natural roll that always makes contact (7.28) and one that never does, whatever the modifiers. */
  readonly natural: { readonly contact: number; readonly miss: number };
  /** 11.73: the weather's contact modifiers are for day turns; false leaves them out at night. */
  readonly weatherAtNight: boolean;
  readonly weatherModifiers: Readonly<Record<string, number>>;
  readonly declaredModifiers: Readonly<Record<string, number>>;
  /** Contact probabilities computed from the table, for readers (checked by a test). */
  readonly probabilities?: {
    readonly cases: Readonly<Record<string, number>>;
    readonly day: Readonly<Record<string, Readonly<Record<string, string>>>>;
    readonly night: Readonly<Record<string, string>>;
  };
  readonly derivation: string;
}

/** Our own Merchant Location Table (10.2): per traffic rating column, modified die → merchants sunk. */
export interface MerchantLocationTable {
  readonly id: string;
  readonly rule: string;
  readonly columns: Readonly<Record<string, readonly TableRow<number>[]>>;
  readonly derivation: string;
}

export interface WeatherTable {
  readonly id: string;
  readonly rule: string;
  readonly levels: readonly { readonly level: number; readonly name: string }[];
  /** 11.74 Mediterranean: falls on these first-roll results. */
  readonly fallOn: readonly number[];
  /** A first roll of these asks for a confirming roll. */
  readonly confirmOn: readonly number[];
  /** Confirming roll results that raise the weather one level. */
  readonly riseOnConfirm: readonly number[];
  readonly derivation: string;
}

export type Mission =
  | 'transport' | 'bombardment' | 'escort' | 'intercept' | 'raid' | 'abort' | 'minelaying' | 'minesweeping';

export interface ScenarioFleet {
  readonly id: string;
  readonly name: string;
  readonly mission: Mission;
  /**
   * Where the fleet begins: in a port (by port id), at sea by zone id, or at sea by real
   * coordinates [lon, lat] (the loader resolves a position to the nearest water zone, so
   * scenarios survive a regenerated map).
   */
  readonly at: { readonly port: string } | { readonly zone: string } | { readonly position: readonly [number, number] };
  /** Ship ids from the ship data. */
  readonly ships: readonly string[];
  /** Fleet this Escort fleet escorts (5.2 Escort). */
  readonly escorting?: string;
  /** Plan recorded before the start, by turn: log-sheet entries such as "K31/K32". */
  readonly plan?: Readonly<Record<string, string>>;
  /** A fleet that enters later (FAQ: it plots three turns ahead, as on Intercept). */
  readonly arrives?: number;
  readonly leader?: string;
  /** 16.1 (leaders option): the ship the leader's name is written after; the fleet's first ship when absent. */
  readonly flagship?: string;
  /**
   * A fleet that is in play only in a campaign with this option (a seaplane carrier with the
   * aircraft option, 14.0): without it the scenario plays exactly as it did before the option existed.
   */
  readonly option?: 'aircraft' | 'airships' | 'leaders' | 'fuel' | 'mines';
  readonly note?: string;
  /** Set by the loader: the water zone the fleet starts in (a port's zone, the zone, or the nearest zone to a position). */
  readonly startZone?: string;
}

/** A scenario's merchant traffic override (10.22), e.g. the Otranto drifter line. */
export interface TrafficOverride {
  readonly at: { readonly zone: string } | { readonly position: readonly [number, number] };
  /** Traffic rating 1–4 used for the MLT column in that zone. */
  readonly rating: number;
  /** Whose "merchants" these are (the side whose Raid fleets may search for them is the other). */
  readonly side?: string;
  readonly note?: string;
  /** Set by the loader: the resolved zone id. */
  readonly zone?: string;
}

export interface ScenarioSide {
  readonly name: string;
  /** Nations whose ports and bases this side may use. */
  readonly nations: readonly string[];
  /** Ports an Abort fleet may head for (5.2 Abort "home ports"). */
  readonly homePorts: readonly string[];
  readonly fleets: readonly ScenarioFleet[];
}

export interface VictoryCondition {
  readonly id: string;
  readonly side: string;
  readonly points: number;
  readonly text: string;
  /** Ships that must reach a port or zone, alive, by a turn. */
  readonly reach?: { readonly ships: readonly string[]; readonly port?: string; readonly zone?: string; readonly byTurn?: number; readonly all?: boolean };
  /** Points per turn (or once) that a side holds a zone or keeps a fleet at sea — extend as needed. */
  readonly bombard?: { readonly zone: string; readonly byTurn?: number };
  /** 11.5: a landing completed (three turns of Unload, or Load) in a zone or at a port's zone. */
  readonly landing?: {
    readonly zone?: string; readonly port?: string; readonly ships?: readonly string[];
    readonly byTurn?: number; readonly all?: boolean; readonly kind?: 'load' | 'unload';
  };
}

export interface Scenario {
  readonly id: string;
  readonly game: string;
  readonly name: string;
  readonly date: string;
  /** Hour (0–23) at which turn 1 begins; a turn is four hours (4.0). */
  readonly startHour: number;
  readonly turns: number;
  readonly summary: string;
  readonly history: string;
  readonly neutral: readonly string[];
  /** Weather level per weather zone at the start (11.7); "default" for the rest. */
  readonly weather: Readonly<Record<string, number>>;
  readonly sides: Readonly<Record<string, ScenarioSide>>;
  readonly victory: {
    /** Points a side gains for each enemy ship sunk, by ship type (issue 3 applies them). */
    readonly sunk: Readonly<Record<string, number>>;
    readonly merchant: number;
    readonly conditions: readonly VictoryCondition[];
    readonly text: string;
  };
  /** Raid fleets allowed (5.26: one unless the scenario says otherwise). */
  readonly raidFleets?: number;
  /** Per-zone merchant traffic overrides (10.22), resolved to zones by the loader. */
  readonly traffic?: readonly TrafficOverride[];
  /** What the MLT finds in this scenario ("merchants" by default; "drifters" at Otranto 1917). */
  readonly merchantName?: string;
  /**
   * Scenario rule: pairs of nations not yet at war. Their ships may make contact and shadow but
   * not fire on each other in any turn that ends at or before `until` (UTC, "YYYY-MM-DDTHH:MMZ").
   */
  readonly peace?: readonly { readonly nations: readonly [string, string]; readonly until: string; readonly text: string }[];
  /**
   * Scenario fuel rules for the fuel option (12.0): boxes a ship starts with when she is not full
   * (12.0 "each ship's data sheet shows its fuel capacity"; a scenario may start her short), and
   * ports other than friendly ones where a side may refuel (12.3 "some scenarios restrict which
   * ports offer refueling"; the Goeben's neutral Messina). Read only when the option is on.
   */
  readonly fuel?: {
    readonly start?: Readonly<Record<string, number>>;
    readonly ports?: Readonly<Record<string, readonly string[]>>;
    /** 12.53, 12.63: the transport counters that are colliers, and oilers, in this scenario. */
    readonly colliers?: readonly string[];
    readonly oilers?: readonly string[];
    readonly text?: string;
  };
  /**
   * Scenario mine rules for the mines option (13.0): ships able to lay mines (13.3: "specified by
   * the scenario"; type ML always can), ships able to sweep (13.7; type MS always can), and
   * minefields already laid at the start. Read only when the option is on.
   */
  readonly mines?: {
    readonly layers?: readonly string[];
    readonly sweepers?: readonly string[];
    readonly fields?: readonly { readonly side: string; readonly between: readonly [string, string]; readonly count?: number; readonly note?: string }[];
    readonly text?: string;
  };
  /** 15.0 (submarines option): the scenario's submarines, each placed by its player before the game begins (15.1); 15.6 aces. */
  readonly submarines?: PatrolForce;
  /** 18.0 (MTBs option): the scenario's motor torpedo boats, placed likewise (18.1). */
  readonly mtbs?: PatrolForce;
  /**
   * 14.0 (aircraft option): the aircraft counters aboard the scenario's seaplane carriers (CVS) and
   * aircraft carriers (CV), each with its mother ship. Read only when the option is on.
   */
  readonly aircraft?: readonly { readonly id: string; readonly name: string; readonly carrier: string; readonly note?: string }[];
  /**
   * 17.0 (airships option): per side, the airship counters in the container, how many are drawn at
   * set-up, and the base port they rise from and must return to (17.4).
   */
  readonly airships?: Readonly<Record<string, {
    readonly draw: number;
    readonly base: string;
    readonly pool: readonly { readonly id: string; readonly name: string; readonly speed: number; readonly note?: string }[];
    readonly text?: string;
  }>>;
  /** Historical sources cited in the scenario, by key ([H1] …) as shared/notes/history.md names them. */
  readonly sources?: Readonly<Record<string, string>>;
  readonly derivation: string;
}

/** 15.0, 18.0: boats of a scenario that patrol a zone instead of sailing in a fleet. */
export interface PatrolForce {
  readonly boats: readonly { readonly ship: string; readonly side: string; readonly ace?: boolean; readonly note?: string }[];
  readonly text?: string;
}

/** `games/<id>/game.yaml`: what the game is and how its turns run. */
export interface GameInfo {
  readonly id: string;
  readonly name: string;
  readonly rules: string;
  readonly sides: Readonly<Record<string, { readonly name: string }>>;
  /**
   * 4.0 and 11.4: a turn is four hours; the log sheet shades night turns and marks dusk turns.
   * Keyed by the hour a turn begins.
   */
  readonly turnKinds: Readonly<Record<string, 'day' | 'dusk' | 'night'>>;
  /** 11.4: months (1–12) in which dusk turns count as night. */
  readonly winterMonths: readonly number[];
}
