/**
 * The shape of a Great War at Sea view: plain JSON that the report templates render. A side's
 * view and the umpire's share the campaign's header (CommonView); everything else differs.
 */
import type { SidePatrols } from '../submarines/view.js';
import type { SideMinefields } from './redact.js';
import type { SideAir } from './air.js';
import type { Mission } from '../data/types.js';
import type { Modifier, RollData } from '../../../kernel/events.js';
import type { BattleOrders } from '../orders-types.js';
import type { SideId } from '../state.js';
import type { TurnKind } from '../time.js';

export interface TimeView {
  readonly turn: number;
  /** "1914-08-04 14:00" (scenario time, no time zone: the log sheet's clock). */
  readonly start: string;
  readonly kind: TurnKind;
  /** Counts as night for contact (11.4). */
  readonly night: boolean;
}

export interface WeatherView {
  readonly weatherZone: string;
  readonly name: string;
  readonly level: number;
  readonly levelName: string;
  /** The level before this turn's weather roll, when the side was told of the roll. */
  readonly previousName: string | null;
}

export interface DamageView {
  readonly location: 'hull' | 'primary' | 'secondary' | 'tertiary' | 'torpedo';
  readonly marked: number;
  readonly total: number;
}

export interface ShipView {
  readonly id: string;
  readonly name: string;
  readonly class: string;
  readonly type: string;
  readonly nation: string;
  /** Speed now (after damage, 8.51); "0" when unable to manoeuvre. */
  readonly speed: string;
  readonly baseSpeed: string;
  /** Ships a group counter stands for (9.2). */
  readonly group: number;
  readonly damage: readonly DamageView[];
  readonly status: 'afloat' | 'sunk' | 'unable to manoeuvre';
  /** 12.0, fuel option only, own ships only: fuel left and how far it carries. */
  readonly fuel?: FuelView;
}

/** A ship's fuel as her side's log sheet shows it (12.1, 12.2). */
export interface FuelView {
  readonly burns: 'coal' | 'oil';
  readonly boxes: number;
  readonly capacity: number;
  /** Zones' worth carried towards the next box (12.1, the log sheet's margin). */
  readonly margin: number;
  /** Turns of steaming before the last box is marked off: one zone a turn (or staying at sea), two zones a turn. */
  readonly turnsAtOne: number;
  readonly turnsAtTwo: number;
  /** 12.2: every box marked off. */
  readonly out: boolean;
}

export interface PlanEntryView {
  readonly turn: number;
  readonly entry: string;
}

export interface LogLineView {
  readonly turn: number;
  readonly from: string;
  readonly path: readonly string[];
  readonly port: string | null;
  readonly portName: string | null;
  readonly note: string | null;
}

export interface FleetView {
  readonly id: string;
  readonly name: string;
  readonly side: SideId;
  readonly mission: Mission;
  /** Turn the mission was given; 0 before the scenario. */
  readonly missionSince: number;
  readonly zone: string;
  readonly weatherZone: string;
  readonly port: { readonly id: string; readonly name: string } | null;
  /** "at sea", "in port", or "arrives on turn N". */
  readonly status: string;
  readonly hidden: boolean;
  readonly escorting: string | null;
  /** Zones the fleet may enter a turn in the weather it is in now (5.1, 11.73). */
  readonly zonesPerTurn: number;
  readonly ships: readonly ShipView[];
  /** Log-sheet entries for the coming turns (5.1). */
  readonly plan: readonly PlanEntryView[];
  /** Zones plotted but not yet reached (weather, damage). */
  readonly backlog: readonly string[];
  /** The last few lines of the fleet log, oldest first. */
  readonly log: readonly LogLineView[];
  readonly battle: BattleOrders;
}

export interface ContactRollView {
  readonly table: string;
  readonly dice: readonly number[];
  readonly modifiers: readonly Modifier[];
  readonly total: number;
}

export interface EnemyForceView {
  readonly ships: number;
  readonly capital: number;
  readonly light: number;
  readonly other: number;
}

export interface ContactView {
  readonly id: string;
  readonly turn: number;
  readonly zone: string;
  readonly reason: string;
  readonly automatic: boolean;
  /** The side's own fleets in the contact. */
  readonly own: readonly { readonly id: string; readonly name: string }[];
  readonly enemySide: string;
  readonly enemySideName: string;
  readonly enemy: EnemyForceView;
  readonly roll: ContactRollView | null;
}

export interface BattleView {
  readonly turn: number;
  readonly zone: string;
  readonly contacts: readonly string[];
  readonly own: readonly { readonly id: string; readonly name: string }[];
  /** One-line summary of the battle (6.0): rounds and how it ended. */
  readonly note: string;
  /** Battle id, e.g. "B4-1". */
  readonly id: string;
  /** Enemy ships the side identified (7.27), by name; others are "an unidentified ship". */
  readonly identified: readonly { readonly id: string; readonly name: string }[];
  /** Round by round: range, fire, damage, as the side saw it. */
  readonly lines: readonly string[];
}

/** A roll as a report shows it: the recorded roll (minus its stream name) and where it came from. */
/** A roll as a report shows it; its stream and position let the side check the dice against the turn key. */
export interface RollView extends RollData {
  readonly turn: number;
  readonly step: string;
  readonly rule: string;
}

export interface ScoredView {
  readonly turn: number;
  readonly condition: string;
  readonly side: string;
  readonly sideName: string;
  readonly points: number;
  readonly text: string;
}

export interface EndView {
  readonly turn: number;
  readonly vp: Readonly<Record<SideId, number>>;
  readonly winner: string;
  readonly winnerName: string;
  readonly text: string;
}

export interface NoticeView {
  readonly turn: number;
  readonly kind: string;
  readonly text: string;
}

/** Raids, bombardments, landings, flooding, gales, tows, repairs and pursuits (10.2, 11.1–11.5, 8.52, 11.73, 5.24). */
export interface OperationView {
  readonly turn: number;
  readonly kind: 'raid' | 'bombardment' | 'landing' | 'flooding' | 'weather' | 'towing' | 'repair' | 'pursuit' | 'fuel' | 'mines' | 'submarines' | 'mtbs' | 'air' | 'leaders';
  readonly rule: string;
  readonly text: string;
  /** The zone the event names (a raid's, a bombardment's), or null. */
  readonly zone: string | null;
}

export interface CommonView {
  readonly campaign: string;
  readonly game: { readonly id: string; readonly name: string };
  readonly scenario: { readonly id: string; readonly name: string; readonly lastTurn: number };
  /** The turn just resolved (0 before the first). */
  readonly resolved: TimeView | null;
  /** The turn to plot next; null once the scenario is over. */
  readonly next: TimeView | null;
  readonly over: boolean;
  readonly deadline: string | null;
  /** sha256 of the campaign's dice seed, committed before turn 1 (fair play). */
  readonly diceCommitment: string | null;
  /** The seed itself and its nonce, once published (the scenario is over). */
  readonly diceSeed: string | null;
  readonly diceNonce: string | null;
  /** The moderator chose the seed (--seed): a test or demo campaign. */
  readonly diceFixed: boolean;
  /** The key of the turn just resolved and the hash of all of its rolls (docs/dice.md §5). */
  readonly diceTurnKey: string | null;
  readonly diceRollsHash: string | null;
  /** The signed dice commitment statement, in the opening briefing. */
  readonly diceCommitmentBlock: string | null;
}

/** The campaign's dice commitment and, once published, its seed (src/fairplay/, docs/dice.md). */
export interface DiceInfo {
  readonly commitment?: string | null;
  readonly seed?: string | null;
  readonly nonce?: string | null;
  readonly fixed?: boolean;
  readonly turnKey?: string | null;
  readonly rollsHash?: string | null;
  readonly block?: string | null;
}

export interface SideView extends CommonView {
  readonly kind: 'side';
  readonly viewer: SideId;
  readonly sideName: string;
  readonly weather: readonly WeatherView[];
  readonly fleets: readonly FleetView[];
  /** Every contact so far, newest turn first. */
  readonly contacts: readonly ContactView[];
  readonly battles: readonly BattleView[];
  readonly victory: {
    /** The side's points as it knows them: its own scored conditions, or the final count. */
    readonly points: number;
    readonly scored: readonly ScoredView[];
    readonly end: EndView | null;
  };
  /** Dice of the turn just resolved that the side may see. */
  readonly rolls: readonly RollView[];
  /** Orders and fleet changes of the turn just resolved. */
  readonly notices: readonly NoticeView[];
  /** Operations of the turn just resolved that the side was told of. */
  readonly operations: readonly OperationView[];
  /** 13.1 (mines option): the side's own minefields and the enemy's it has found; absent without the option. */
  readonly minefields?: SideMinefields;
  /** 15.1, 18.1 (submarines / MTBs options): the side's own boats, and the zones where enemy boats attacked it. */
  readonly patrols?: SidePatrols;
  /** 14.0, 16.1, 17.0 (aircraft, leaders, airships options): the side's own aircraft, airships and leaders. */
  readonly air?: SideAir;
}

export interface UmpireContactView {
  readonly id: string;
  readonly turn: number;
  readonly zone: string;
  readonly reason: string;
  readonly automatic: boolean;
  readonly chance: boolean;
  readonly fleets: Readonly<Record<SideId, readonly { readonly id: string; readonly name: string }[]>>;
  /** What each side was told of the other's force. */
  readonly seen: Readonly<Partial<Record<SideId, EnemyForceView>>>;
  readonly roll: ContactRollView | null;
}

export interface MissedContactView {
  readonly turn: number;
  readonly zone: string;
  readonly allied: string;
  readonly central: string;
  readonly roll: RollView | null;
}

export interface UmpireBattleView {
  readonly turn: number;
  readonly zone: string;
  readonly contacts: readonly string[];
  readonly fleets: Readonly<Record<SideId, readonly string[]>>;
  /** How the battle ended, with the ships sunk on each side. */
  readonly result: string;
}

export interface UmpireSideView {
  readonly side: SideId;
  readonly sideName: string;
  readonly vp: number;
  readonly merchantsSunk: number;
  readonly fleets: readonly FleetView[];
  readonly notices: readonly NoticeView[];
  /** 13.1 (mines option): the side's minefields and the enemy's it has found; absent without the option. */
  readonly minefields?: SideMinefields;
  /** 15.1, 18.1 (submarines / MTBs options): the side's own boats, and the zones where enemy boats attacked it. */
  readonly patrols?: SidePatrols;
  /** 14.0, 16.1, 17.0 (options): the side's aircraft, airships and leaders. */
  readonly air?: SideAir;
}

export interface UmpireView extends CommonView {
  readonly kind: 'umpire';
  readonly weather: readonly WeatherView[];
  readonly sides: readonly UmpireSideView[];
  readonly contacts: readonly UmpireContactView[];
  readonly missed: readonly MissedContactView[];
  readonly battles: readonly UmpireBattleView[];
  readonly victory: { readonly vp: Readonly<Record<SideId, number>>; readonly scored: readonly ScoredView[]; readonly end: EndView | null };
  /** Every roll of the turn just resolved. */
  readonly rolls: readonly RollView[];
  readonly notices: readonly NoticeView[];
  /** Every operation of the turn just resolved. */
  readonly operations: readonly OperationView[];
}

export type GwasView = SideView | UmpireView;
