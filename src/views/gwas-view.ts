/**
 * Per-side and umpire views of a Great War at Sea campaign after a turn: plain JSON that the
 * report templates render.
 *
 * Fog of war is structural. `buildSideView` receives only the side's redacted state
 * (views/redact.ts) and the events addressed to it; it re-checks every event with `canSee`
 * anyway, so a caller that passes too much still leaks nothing. Enemy fleets are never named or
 * placed: a contact is known only by what its `gwas.contact` event carries (zone, the size of the
 * enemy force by class, the roll), and is referred to by its contact id. Event audiences and
 * sequence numbers never reach a view (an audience can name the other side; gaps in sequence
 * numbers would count the events a side was not told of).
 */
import type { Mission } from '../data/types.js';
import { canSee, type GameEvent, type Modifier, type RollData } from '../kernel/events.js';
import type { GwasData } from '../games/gwas/data.js';
import { fleetZonesPerTurn, shipSpeed } from '../games/gwas/fleet.js';
import type { BattleOrders } from '../games/gwas/orders-types.js';
import { SIDES, type FleetState, type GwasState, type LogLine, type ShipState, type SideId } from '../games/gwas/state.js';
import { isNight, turnKind, turnStart, type TurnKind } from '../games/gwas/time.js';
import type { RedactedState } from './redact.js';

// ---------------------------------------------------------------------------------------------
// The view's shape

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
export interface RollView extends Omit<RollData, 'stream'> {
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
  readonly kind: 'raid' | 'bombardment' | 'landing' | 'flooding' | 'weather' | 'towing' | 'repair' | 'pursuit';
  readonly rule: string;
  readonly text: string;
}

interface CommonView {
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
  /** The seed itself, once published (the scenario is over). */
  readonly diceSeed: string | null;
}

/** The campaign's dice commitment and, once published, its seed (src/fairplay/). */
export interface DiceInfo {
  readonly commitment?: string | null;
  readonly seed?: string | null;
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

// ---------------------------------------------------------------------------------------------
// Event data, as the steps emit it

interface ContactEventData {
  contact: string; zone: string; reason: string; automatic: boolean; own: string[];
  enemy: EnemyForceView; enemySide: string; roll: ContactRollView | null;
}
interface ContactUmpireData {
  id: string; turn: number; zone: string; fleets: Record<SideId, string[]>; automatic: boolean; chance: boolean; reason: string;
}
interface MissedData { zone: string; allied: string; central: string; roll: number }
interface BattleBeginsData { battle: string; zone: string; contacts: string[]; night: boolean; own: string[]; enemyShips: number }
interface BattleEndsData {
  battle: string; rounds: number; reason: string; disengaged: string[]; ownSunk: string[]; enemySunk: string[];
  enemyUnidentifiedSunk: number; identified: string[]; extended: boolean; fleetsLost: string[];
}
interface BattleUmpireData { battle?: string; zone: string; contacts: string[]; fleets: Record<SideId, string[]> }
interface BattleResultData { battle: string; rounds: number; reason: string; disengaged: string[]; sunk: Record<SideId, string[]> }
interface VictoryData { condition: string; side: string; points: number; text: string }
interface EndData { turn: number; vp: Record<SideId, number>; scored: string[]; winner: string; text: string }
interface WeatherData { weatherZone: string; before: number; after: number; name: string; previous: string }

const LOG_LINES = 4;
const LOCATIONS: readonly DamageView['location'][] = ['hull', 'primary', 'secondary', 'tertiary', 'torpedo'];

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

// ---------------------------------------------------------------------------------------------
// Shared pieces

function timeOf(data: GwasData, scenarioId: string, turn: number): TimeView {
  const scenario = data.scenarios[scenarioId];
  return { turn, start: turnStart(scenario, turn), kind: turnKind(data, scenario, turn), night: isNight(data, scenario, turn) };
}

function common(data: GwasData, s: { scenario: string; turn: number; lastTurn: number; over: boolean }, campaign: string, deadline: string | null, dice: DiceInfo = {}): CommonView {
  const scenario = data.scenarios[s.scenario];
  const resolvedTurn = s.turn - 1;
  return {
    campaign,
    game: { id: data.info.id, name: data.info.name },
    scenario: { id: scenario.id, name: scenario.name, lastTurn: s.lastTurn },
    resolved: resolvedTurn >= 1 ? timeOf(data, s.scenario, resolvedTurn) : null,
    next: s.over || s.turn > s.lastTurn ? null : timeOf(data, s.scenario, s.turn),
    over: s.over,
    deadline: s.over ? null : deadline ?? null,
    diceCommitment: dice.commitment ?? null,
    diceSeed: dice.seed ?? null,
  };
}

function sideName(data: GwasData, scenarioId: string, side: string): string {
  return data.scenarios[scenarioId]?.sides[side]?.name ?? data.info.sides[side]?.name ?? side;
}

function levelName(data: GwasData, level: number): string {
  return data.tables.weather.levels.find((l) => l.level === level)?.name ?? String(level);
}

function weatherViews(data: GwasData, weather: Readonly<Record<string, number>>, events: readonly GameEvent[], turn: number): WeatherView[] {
  return Object.keys(weather).sort().map((wz) => {
    const told = events.find((e) => e.turn === turn && e.type === 'gwas.weather' && (e.data as WeatherData).weatherZone === wz);
    const before = told ? (told.data as WeatherData).before : null;
    return {
      weatherZone: wz,
      name: data.map.weatherZones[wz]?.name ?? wz,
      level: weather[wz],
      levelName: levelName(data, weather[wz]),
      previousName: before !== null && before !== weather[wz] ? levelName(data, before) : null,
    };
  });
}

function shipView(data: GwasData, ship: ShipState): ShipView {
  const cls = data.ships[ship.id];
  return {
    id: ship.id,
    name: cls?.name ?? ship.id,
    class: cls?.class ?? '',
    type: cls?.type ?? '',
    nation: cls?.nation ?? '',
    speed: cls ? shipSpeed(data, ship) : '0',
    baseSpeed: cls?.speed ?? '0',
    group: cls?.group ?? 1,
    damage: LOCATIONS.map((location) => ({ location, marked: ship.damage[location], total: cls?.boxes[location].length ?? 0 }))
      .filter((d) => d.total > 0 || d.marked > 0),
    status: ship.sunk ? 'sunk' : ship.unableToManoeuvre ? 'unable to manoeuvre' : 'afloat',
  };
}

function logLineView(data: GwasData, line: LogLine): LogLineView {
  return {
    turn: line.turn, from: line.from, path: [...line.path], port: line.port,
    portName: line.port ? data.map.ports[line.port]?.name ?? line.port : null, note: line.note ?? null,
  };
}

/**
 * A fleet as its own side (or the umpire) sees it. `ships` holds at least the fleet's ships;
 * `weather` the level of the fleet's weather zone.
 */
function fleetView(data: GwasData, ships: Readonly<Record<string, ShipState>>, fleet: FleetState, weather: Readonly<Record<string, number>>, nextTurn: number): FleetView {
  const wz = data.map.zones[fleet.zone]?.weatherZone ?? 'default';
  // fleetZonesPerTurn reads only the ships of the state: the side's own ships suffice.
  const zonesPerTurn = fleetZonesPerTurn(data, { ships } as unknown as GwasState, fleet, weather[wz] ?? 1);
  const plan = Object.keys(fleet.plan).map(Number).filter((t) => Number.isFinite(t) && t >= nextTurn).sort((a, b) => a - b)
    .map((t) => ({ turn: t, entry: fleet.plan[String(t)] }));
  return {
    id: fleet.id,
    name: fleet.name,
    side: fleet.side,
    mission: fleet.mission,
    missionSince: fleet.missionSince,
    zone: fleet.zone,
    weatherZone: wz,
    port: fleet.port ? { id: fleet.port, name: data.map.ports[fleet.port]?.name ?? fleet.port } : null,
    status: fleet.arrives > nextTurn ? `arrives on turn ${fleet.arrives}` : fleet.port ? 'in port' : 'at sea',
    hidden: fleet.hidden,
    escorting: fleet.escorting,
    zonesPerTurn,
    ships: fleet.ships.map((id) => ships[id]).filter((s): s is ShipState => Boolean(s)).map((s) => shipView(data, s)),
    plan,
    backlog: [...fleet.backlog],
    log: fleet.log.slice(-LOG_LINES).map((l) => logLineView(data, l)),
    battle: { ...fleet.battle },
  };
}

function rollView(e: GameEvent): RollView {
  const r = e.data as RollData;
  return {
    turn: e.turn, step: e.step, rule: e.rule, table: r.table, purpose: r.purpose, dice: [...r.dice], sides: r.sides,
    modifiers: r.modifiers.map((m) => ({ ...m })), natural: r.natural, total: r.total, result: r.result,
  };
}

function contactRoll(r: ContactRollView | null | undefined): ContactRollView | null {
  return r ? { table: r.table, dice: [...r.dice], modifiers: r.modifiers.map((m) => ({ ...m })), total: r.total } : null;
}

function scoredViews(data: GwasData, scenarioId: string, events: readonly GameEvent[]): ScoredView[] {
  return events.filter((e) => e.type === 'gwas.victory-points').map((e) => {
    const d = e.data as VictoryData;
    return { turn: e.turn, condition: d.condition, side: d.side, sideName: sideName(data, scenarioId, d.side), points: d.points, text: d.text };
  });
}

function endView(data: GwasData, scenarioId: string, events: readonly GameEvent[]): EndView | null {
  const e = events.find((x) => x.type === 'gwas.scenario-end');
  if (!e) return null;
  const d = e.data as EndData;
  return {
    turn: d.turn, vp: { allied: d.vp.allied, central: d.vp.central }, winner: d.winner,
    winnerName: d.winner === 'draw' ? 'a draw' : sideName(data, scenarioId, d.winner), text: d.text,
  };
}

function noticeViews(events: readonly GameEvent[], turn: number, fleetName: (id: string) => string): NoticeView[] {
  const out: NoticeView[] = [];
  for (const e of events) {
    if (e.turn !== turn) continue;
    const d = e.data as Record<string, unknown>;
    switch (e.type) {
      case 'gwas.orders-standing':
        out.push({ turn, kind: 'orders', text: String(d.note ?? 'No orders this turn: plotted plans stand.') });
        break;
      case 'gwas.orders-rejected':
        out.push({ turn, kind: 'orders', text: `Orders rejected: ${((d.messages as string[]) ?? []).join(' ')}` });
        break;
      case 'gwas.orders-applied':
        out.push({ turn, kind: 'orders', text: `Orders applied (${String(d.side)}): ${((d.fleets as string[]) ?? []).join(', ') || 'no fleet changes'}.` });
        break;
      case 'gwas.fleet-divided':
        out.push({ turn, kind: 'fleet', text: `${fleetName(String(d.fleet))} formed from ${fleetName(String(d.from))} in ${String(d.zone)} (5.25).` });
        break;
      case 'gwas.fleet-merged':
        out.push({ turn, kind: 'fleet', text: `${fleetName(String(d.fleet))} merged into another fleet (5.22).` });
        break;
      default:
        break;
    }
  }
  return out;
}

/**
 * Operations of one turn in words. Each event was addressed by the step that made it: the enemy's
 * side of a raid or bombardment carries only the zone and a number (10.24, 11.1), so nothing here
 * can name what the side was not told.
 */
function operationViews(data: GwasData, events: readonly GameEvent[], turn: number, fleetName: (id: string) => string): OperationView[] {
  const out: OperationView[] = [];
  const ship = (id: unknown) => data.ships[String(id)]?.name ?? String(id);
  for (const e of events) {
    if (e.turn !== turn) continue;
    const d = e.data as Record<string, unknown>;
    const add = (kind: OperationView['kind'], text: string) => out.push({ turn, kind, rule: e.rule, text });
    switch (e.type) {
      case 'gwas.raid':
        add('raid', d.column
          ? `${fleetName(String(d.fleet))} searched ${String(d.zone)} (MLT column ${String(d.column)}, ${String(d.dice)} ${d.dice === 1 ? 'die' : 'dice'}${d.night ? ', night +1' : ''}): ${String(d.sunk)} ${String(d.merchantName)} sunk, ${String(d.vp)} VP${d.revealed ? '; the fleet is revealed and the enemy told the zone and number (10.24)' : ''}${d.note ? `; ${String(d.note)}` : ''}.`
          : `${fleetName(String(d.fleet))} did not search ${String(d.zone)}: ${String(d.note)}.`);
        break;
      case 'gwas.raid-reported':
        add('raid', `An enemy raider sank ${String(d.sunk)} ${String(d.merchantName)} in ${String(d.zone)} (10.24).`);
        break;
      case 'gwas.bombardment':
        add('bombardment', d.done
          ? `${fleetName(String(d.fleet))} bombarded ${String(d.zone)} with ${String(d.count)} ship(s); the enemy is told the zone and the number (11.1).`
          : `${fleetName(String(d.fleet))} could not bombard ${String(d.zone)}: ${String(d.note)}.`);
        break;
      case 'gwas.bombardment-announced':
        add('bombardment', `The enemy bombarded ${String(d.zone)} with ${String(d.count)} ship(s) (11.1).`);
        break;
      case 'gwas.landing':
        add('landing', `${fleetName(String(d.fleet))}: ${String(d.kind)} in ${String(d.zone)}, ${String(d.status)}${d.status === 'under way' || d.status === 'complete' ? ` (turn ${String(d.turns)} of 3)` : ''}${d.note ? `: ${String(d.note)}` : ''}.`);
        break;
      case 'gwas.flooding':
        add('flooding', `${ship(d.ship)} (${fleetName(String(d.fleet))}) flooding check: ${d.flooded ? `one more hull box${d.sunk ? ', and she sinks' : ''}` : 'holds'} (8.52).`);
        break;
      case 'gwas.gale-loss':
        add('weather', `${ship(d.ship)} (${fleetName(String(d.fleet))}) foundered in the gale in ${String(d.zone)} (11.73).`);
        break;
      case 'gwas.tow':
        add('towing', `${ship(d.ship)}: ${String(d.status)}${d.towedBy ? ` (${ship(d.towedBy)})` : ''}${d.note ? `; ${String(d.note)}` : ''}.`);
        break;
      case 'gwas.repair':
        add('repair', `${ship(d.ship)}: emergency repair ${d.result === 'repaired' ? 'succeeds, speed 1s' : d.result === 'beyond repair' ? 'impossible; no further attempts' : 'fails this turn'} (11.27).`);
        break;
      case 'gwas.pursuit':
        add('pursuit', `${fleetName(String(d.fleet))} pursuit${d.contact ? ` after contact ${String(d.contact)}` : ''}: ${String(d.result)}${d.note ? `; ${String(d.note)}` : ''}.`);
        break;
      default:
        break;
    }
  }
  return out;
}

const newestFirst = <T extends { turn: number }>(items: T[]): T[] =>
  items.map((x, i) => [x, i] as const).sort(([a, i], [b, j]) => b.turn - a.turn || i - j).map(([x]) => x);

// ---------------------------------------------------------------------------------------------
// A side's view

export interface SideViewInput {
  readonly data: GwasData;
  readonly state: RedactedState;
  /** The events addressed to the side, all turns so far (re-checked here with canSee). */
  readonly events: readonly GameEvent[];
  readonly viewer: SideId;
  readonly campaign: string;
  readonly deadline?: string | null;
  readonly dice?: DiceInfo;
}

export function buildSideView(input: SideViewInput): SideView {
  const { data, state, viewer, campaign } = input;
  if (state.side !== viewer) throw new Error(`buildSideView: state redacted for '${state.side}', not '${viewer}'`);
  const events = input.events.filter((e) => canSee(e, viewer));
  const base = common(data, state, campaign, input.deadline ?? null, input.dice);
  const resolvedTurn = state.turn - 1;
  const fleetName = (id: string) => state.fleets[id]?.name ?? id;
  const ownRef = (id: string) => ({ id, name: fleetName(id) });

  const fleets = Object.values(state.fleets)
    .filter((f) => f.side === viewer && f.gone === null)
    .sort(byId)
    .map((f) => fleetView(data, state.ships, f, state.weather, state.turn));

  const contacts = newestFirst(events.filter((e) => e.type === 'gwas.contact').map((e): ContactView => {
    const d = e.data as ContactEventData;
    return {
      id: d.contact, turn: e.turn, zone: d.zone, reason: d.reason, automatic: d.automatic,
      own: d.own.map(ownRef), enemySide: d.enemySide, enemySideName: sideName(data, state.scenario, d.enemySide),
      enemy: { ships: d.enemy.ships, capital: d.enemy.capital, light: d.enemy.light, other: d.enemy.other },
      roll: contactRoll(d.roll),
    };
  }));

  // A turn report tells this turn's battles (earlier ones are in earlier reports); looking only at
  // this turn's events also keeps a long campaign's reports from growing with every turn.
  const thisTurn = events.filter((e) => e.turn === resolvedTurn);
  const battles = newestFirst(thisTurn.filter((e) => e.type === 'gwas.battle-begins').map((e) => battleView(data, thisTurn, e, ownRef)));

  const scored = scoredViews(data, state.scenario, events).filter((s) => s.side === viewer);
  const end = endView(data, state.scenario, events);
  const points = end ? end.vp[viewer] : scored.reduce((n, s) => n + s.points, 0);

  return {
    kind: 'side',
    viewer,
    sideName: sideName(data, state.scenario, viewer),
    ...base,
    weather: weatherViews(data, state.weather, events, resolvedTurn),
    fleets,
    contacts,
    battles,
    victory: { points, scored, end },
    rolls: events.filter((e) => e.type === 'roll' && e.turn === resolvedTurn).map(rollView),
    notices: noticeViews(events, resolvedTurn, fleetName),
    operations: operationViews(data, events, resolvedTurn, fleetName),
  };
}

// ---------------------------------------------------------------------------------------------
// The umpire's view: everything

export function buildUmpireView(data: GwasData, state: GwasState, events: readonly GameEvent[], campaign: string, deadline: string | null = null, dice: DiceInfo = {}): UmpireView {
  const base = common(data, state, campaign, deadline, dice);
  const resolvedTurn = state.turn - 1;
  const fleetName = (id: string) => state.fleets[id]?.name ?? id;
  const ref = (id: string) => ({ id, name: fleetName(id) });
  const bySeq = new Map(events.map((e) => [`${e.turn}:${e.seq}`, e]));
  const at = (turn: number, seq: number) => bySeq.get(`${turn}:${seq}`);
  const thisTurn = events.filter((e) => e.turn === resolvedTurn);

  const sides = SIDES.map((side): UmpireSideView => ({
    side,
    sideName: sideName(data, state.scenario, side),
    vp: state.vp[side],
    merchantsSunk: state.merchantsSunk[side],
    fleets: Object.values(state.fleets).filter((f) => f.side === side && f.gone === null).sort(byId)
      .map((f) => fleetView(data, state.ships, f, state.weather, state.turn)),
    notices: noticeViews(events.filter((e) => e.audience.to === 'sides' && e.audience.sides.length === 1 && e.audience.sides[0] === side), resolvedTurn, fleetName),
  }));

  const contacts = newestFirst(events.filter((e) => e.type === 'gwas.contact-umpire').map((e): UmpireContactView => {
    const d = e.data as ContactUmpireData;
    const told = events.filter((x) => x.turn === e.turn && x.type === 'gwas.contact' && (x.data as ContactEventData).contact === d.id);
    const seen: Partial<Record<SideId, EnemyForceView>> = {};
    for (const x of told) {
      const cd = x.data as ContactEventData;
      const viewer = cd.enemySide === 'allied' ? 'central' : 'allied';
      seen[viewer] = { ...cd.enemy };
    }
    return {
      id: d.id, turn: e.turn, zone: d.zone, reason: d.reason, automatic: d.automatic, chance: d.chance,
      fleets: { allied: d.fleets.allied.map(ref), central: d.fleets.central.map(ref) },
      seen, roll: contactRoll(told.length ? (told[0].data as ContactEventData).roll : null),
    };
  }));

  const missed = newestFirst(events.filter((e) => e.type === 'gwas.contact-missed').map((e): MissedContactView => {
    const d = e.data as MissedData;
    const r = at(e.turn, d.roll);
    return { turn: e.turn, zone: d.zone, allied: d.allied, central: d.central, roll: r && r.type === 'roll' ? rollView(r) : null };
  }));

  const battles = newestFirst(thisTurn.filter((e) => e.type === 'gwas.battle-umpire').map((e): UmpireBattleView => {
    const d = e.data as BattleUmpireData;
    const r = thisTurn.find((x) => x.turn === e.turn && x.type === 'gwas.battle-result-umpire' && (x.data as BattleResultData).battle === d.battle);
    const rd = r?.data as BattleResultData | undefined;
    const sunk = (ids: string[]) => (ids.length ? ids.map((id) => data.ships[id]?.name ?? id).join(', ') : 'none');
    const result = rd ? `${endText(rd.reason, rd.rounds, rd.disengaged)}; sunk: Allied ${sunk(rd.sunk.allied)}, Central ${sunk(rd.sunk.central)}` : '';
    return { turn: e.turn, zone: d.zone, contacts: [...d.contacts], fleets: { allied: [...d.fleets.allied], central: [...d.fleets.central] }, result };
  }));

  return {
    kind: 'umpire',
    ...base,
    weather: weatherViews(data, state.weather, events, resolvedTurn),
    sides,
    contacts,
    missed,
    battles,
    victory: { vp: { ...state.vp }, scored: scoredViews(data, state.scenario, events), end: endView(data, state.scenario, events) },
    rolls: events.filter((e) => e.type === 'roll' && e.turn === resolvedTurn).map(rollView),
    notices: noticeViews(events.filter((e) => e.audience.to !== 'sides' || e.audience.sides.length !== 1), resolvedTurn, fleetName),
    operations: operationViews(data, events, resolvedTurn, fleetName),
  };
}

// ---------------------------------------------------------------------------------------------
// Battles (6.0–6.5, 8.0) as a side saw them: built only from events addressed to the side, so an
// enemy ship appears by name only where the event names it (after identification, 7.27).

function endText(reason: string, rounds: number, disengaged: readonly string[]): string {
  const r = `${rounds} round${rounds === 1 ? '' : 's'}`;
  if (reason === 'sunk') return `${r}; one side had no ship left afloat`;
  if (reason === 'disengaged') return `${r}; ended by disengagement (${disengaged.join(', ')})`;
  return `${r}; broke off at the round limit`;
}

function battleView(data: GwasData, events: readonly GameEvent[], begin: GameEvent, ownRef: (id: string) => { id: string; name: string }): BattleView {
  const d = begin.data as BattleBeginsData;
  const mine = events.filter((e) => e.turn === begin.turn && (e.data as { battle?: string } | null)?.battle === d.battle);
  const end = mine.find((e) => e.type === 'gwas.battle-ends')?.data as BattleEndsData | undefined;
  const name = (id: string | null) => (id ? data.ships[id]?.name ?? id : 'an unidentified ship');
  const lines: string[] = [`${d.night ? 'Night' : 'Day'} battle against ${d.enemyShips} enemy counter${d.enemyShips === 1 ? '' : 's'}.`];
  for (const e of mine) {
    const x = e.data as Record<string, any>;
    switch (e.type) {
      case 'gwas.battle-round': {
        const dec = x.decision as { by?: string; decider?: string | null };
        const how = x.round === 1 ? 'first round' : dec.by === 'faster' || dec.by === 'roll' ? `decided by the ${dec.decider === 'allied' ? 'Allied' : 'Central Powers'} side (${dec.by === 'faster' ? 'faster' : 'die roll'})` : dec.by ?? '';
        lines.push(`Round ${x.round}: ${x.range} range (${how})${x.gunnery ? '' : ', no gunnery at night at long range'}.`);
        break;
      }
      case 'gwas.fire':
        lines.push(`  ${name(x.firer)} fired ${x.weapon} (${(x.dice as number[]).length} ${(x.dice as number[]).length === 1 ? 'die' : 'dice'}: ${(x.dice as number[]).join(' ')}) at ${name(x.target)}: ${x.hits} hit${x.hits === 1 ? '' : 's'}.`);
        break;
      case 'gwas.damage': {
        const marks = (x.marked as { location: string }[]).map((m) => m.location);
        const boxes = marks.length ? `${marks.length} box${marks.length === 1 ? '' : 'es'} marked (${marks.join(', ')})` : 'no box marked';
        const bits = [x.critical ? `critical: ${x.critical}` : x.result, boxes];
        if ((x.ignored as unknown[]).length) bits.push((x.ignored as { reason: string }[]).map((i) => i.reason).join('; '));
        if (x.speedLost) bits.push(`speed −${x.speedLost}`);
        if (x.leaderKilled) bits.push('leader lost');
        if (x.magazine) bits.push('magazine explosion');
        if (x.sunk) bits.push('SUNK');
        lines.push(`    ${name(x.ship)} took a ${x.weapon} hit: ${bits.join(', ')}.`);
        break;
      }
      case 'gwas.hit-seen':
        lines.push(`    Our ${x.weapon} hit on ${name(x.ship)}${x.sunk ? ': she sank' : ''}.`);
        break;
      case 'gwas.disengage':
        lines.push(`  Disengagement ${x.tried ? 'tried by us' : 'tried by the enemy'}${x.tried && x.enemyTried ? ' and the enemy' : ''}: ${x.result === 'leave' ? 'the battle ends' : 'the battle goes on'}.`);
        break;
      case 'gwas.scuttled':
        lines.push(`  ${name(x.ship)} scuttled (8.5).`);
        break;
      default:
        break;
    }
  }
  let note = 'Battle resolved.';
  if (end) {
    const lost = end.ownSunk.map(name).join(', ') || 'none';
    const theirs = [...end.enemySunk.map(name), ...(end.enemyUnidentifiedSunk ? [`${end.enemyUnidentifiedSunk} unidentified`] : [])].join(', ') || 'none';
    note = `${endText(end.reason, end.rounds, end.disengaged)}. Our losses: ${lost}. Enemy sunk: ${theirs}.${end.extended ? ' Extended battle: every fleet in it moves one zone fewer next turn (7.38).' : ''} Fleets that fought may re-plot (7.37).`;
  }
  return {
    turn: begin.turn, zone: d.zone, contacts: [...d.contacts], own: d.own.map(ownRef), note, id: d.battle,
    identified: (end?.identified ?? []).map((id) => ({ id, name: name(id) })), lines,
  };
}
