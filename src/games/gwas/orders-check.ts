/**
 * Orders checked against the side's fleet log and the mission rules (5.1, 5.2, 5.22–5.26,
 * 10.2, 11.1, 11.3, 11.5). Pure: (data, state, side, orders) → problems located by YAML path.
 * The same check runs when a player submits and again in the Orders Phase of the turn.
 */
import { checkBattleOrders } from './combat/check.js';
import { checkTacticalOrders } from './tactical/check.js';
import { checkExchange } from './tactical/swap-check.js';
import { checkImpulseOrders } from './tactical/impulse-check.js';
import type { GwasData } from './data.js';
import type { GwasOrders } from './orders-types.js';
import type { GwasState } from './state.js';
import { isSide } from './state.js';
import { CheckContext, sortedKeys, type DraftFleet, type OrderProblem } from './check-context.js';
import { checkPlotPermissions, foughtLastTurn, missionGivenNow, walkPlan } from './check-plot.js';
import { checkDivide, checkEscort, checkMerge, checkMissionChange } from './check-fleet-changes.js';
import { closestMatch } from '../../util/suggest.js';
import { checkOperations } from './check-operations.js';
import { checkFuel } from './check-fuel.js';
import { checkJettison, checkMines } from './check-mines.js';
import { checkTowOrders } from './check-tow-orders.js';
import { checkPatrols } from './submarines/check.js';
import { checkAirOperations, checkAirOrders } from './check-air.js';
import { distancesFrom, findPort } from './geography.js';
import { parsePlot } from './plot.js';
import { speedRank } from './fleet.js';
import { checkOrdersHeader } from '../../orders/header.js';

export type { OrderProblem } from './check-context.js';

export interface CheckResult {
  readonly problems: OrderProblem[];
  /** The side's fleets as the orders would leave them (for echoing the orders as understood). */
  readonly fleets: ReadonlyMap<string, DraftFleet>;
}

export interface CheckOptions {
  /** The campaign the orders were sent to (the pipeline knows it; the file may name it). */
  readonly campaign?: string;
}

/**
 * Fleets are checked in the order of their ids, never in the order of the file: the same orders
 * written in any order give the same diagnostics and the same result (5.22 merging above all).
 */
export function checkGwasOrders(data: GwasData, state: GwasState, side: string, orders: GwasOrders, options: CheckOptions = {}): CheckResult {
  const sideId = isSide(side) ? side : 'allied';
  const cx = new CheckContext(data, state, sideId, orders);
  // The header (game, side, campaign, turn) through the shared check (seam §6; 4.2).
  cx.header(checkOrdersHeader(orders, { game: state.game, seat: side, turn: state.turn, campaign: options.campaign, over: state.over }));
  if (cx.problems.length) return { problems: cx.problems, fleets: cx.drafts };
  // 7.31 (option tacticalByMail): while a battle waits for an impulse, only its impulse orders are read.
  checkImpulseOrders(cx);
  if (state.impulse) return { problems: cx.problems, fleets: cx.drafts };

  const fleetOrders = orders.fleets ?? {};
  const entries = sortedIds(Object.keys(fleetOrders)).map((id) => [id, fleetOrders[id]] as const);
  // Every id is judged against the fleets as they stand, before any merge removes one (5.22).
  const known = entries.filter(([id]) => knownFleet(cx, id) !== null);
  // Divide and merge first: they decide which fleets exist and where their ships are.
  for (const [id, fo] of known) {
    const draft = cx.drafts.get(id);
    if (!draft) continue;
    if (fo.mission === 'abort') checkMissionChange(cx, draft, fo);
    checkDivide(cx, draft, fo);
    checkTowOrders(cx, draft, fo); // 8.5, 11.25, 11.26: ships let go of before the plan is judged
  }
  const mergedInto = new Map<string, string>();
  for (const [id, fo] of known) {
    const draft = cx.drafts.get(id);
    if (draft) for (const absorbed of checkMerge(cx, draft, fo)) mergedInto.set(absorbed, id);
  }
  for (const [absorbed, survivor] of mergedInto) warnMergedAway(cx, absorbed, survivor);
  const aborting = new Set<string>();
  for (const [id, fo] of entries) {
    const draft = cx.drafts.get(id);
    if (!draft) continue;
    // A refused mission change is reported once; the plot is not judged against a mission it lacks.
    if (fo.mission && fo.mission !== 'abort' && fo.mission !== draft.mission && !checkMissionChange(cx, draft, fo)) continue;
    if (fo.mission === 'abort' && draft.base?.mission !== 'abort') aborting.add(id);
    // 7.37: an Abort fleet that fought re-plans its way home from this turn, by the same rule.
    if (draft.mission === 'abort' && draft.base?.mission === 'abort' && fo.plot && foughtLastTurn(cx, id)) aborting.add(id);
    checkEscort(cx, draft, fo);
    if (fo.plot) {
      const refused = checkPlotPermissions(cx, draft, fo.plot, aborting.has(id));
      for (const key of sortedKeys(fo.plot)) if (!refused.has(key)) draft.plan[key] = fo.plot[key];
      if (aborting.has(id)) {
        const from = foughtLastTurn(cx, id) ? state.turn : state.turn + 2;
        for (const key of Object.keys(draft.plan)) if (Number(key) >= from && fo.plot[key] === undefined) delete draft.plan[key];
      }
    }
    if (fo.battle?.targets) checkTargets(cx, id, fo.battle.targets);
    if (fo.battle) checkBattleOrders(cx, id, fo.battle);
    if (fo.battle) checkTacticalOrders(cx, id, fo.battle); // 7.0–7.8 (option tactical): GW29xx
  }
  for (const [id, fo] of entries) {
    const draft = cx.drafts.get(id);
    if (!draft) continue;
    // 4.2: a box sent back as it was recorded (the form sends every box back) is not the player's
    // writing: it was judged when written, and what has happened since (a battle, a halt, damage,
    // weather) is the referee's to resolve, as when the player is silent and the plan stands; not
    // an error that refuses the whole orders. Boxes reopened after a battle or a mine halt (7.37,
    // 13.24) that the player does rewrite are judged as any other.
    const sentBack = (k: string): boolean => state.turn > 1 && draft.base?.plan[k] === fo.plot![k];
    const written = new Set(Object.keys(fo.plot ?? {}).filter((k) => draft.plan[k] === fo.plot![k] && !sentBack(k)));
    const speed = capacity(cx, draft);
    const walk = walkPlan(cx, draft, written, speed.zones, speed.slowShips);
    checkOperations(cx, draft, fo, written, walk);
    checkFuel(cx, draft, written); // 4.2: remaining fuel checked in the Orders Phase (12.0)
    checkMines(cx, draft, written, walk); // 13.31-13.73: Mine, Detect and Sweep boxes
    checkJettison(cx, draft, fo); // 13.51
    if (fo.exchange) checkExchange(cx, id, fo.exchange); // 7.29 (option tactical): GW2905–GW2907
    checkAirOperations(cx, draft, written); // 14.11, 14.14, 14.5, 14.51, 14.6: Launch and Recover boxes
    if (aborting.has(id)) {
      const from = foughtLastTurn(cx, id) ? state.turn : state.turn + 2;
      checkAbortRoute(cx, draft, from, walk.startZone.get(from) ?? walk.end.zone);
    }
    const planFrom = state.turn === 1 ? 1 : state.turn + 2;
    const needsWholePlan = state.turn === 1 || missionGivenNow(draft);
    if (needsWholePlan && ['transport', 'bombardment', 'minelaying'].includes(draft.mission)
      && !Object.keys(draft.plan).some((k) => Number(k) >= planFrom && draft.plan[k] !== '')) {
      cx.report('GW2046', `A ${draft.mission} fleet's whole movement plan is recorded when the mission is given${state.turn === 1 ? ', before the scenario begins' : `, from turn ${planFrom}`} (5.2).`, ['fleets', id]);
    }
  }
  checkPatrols(cx); // 15.1, 18.1 (submarines / MTBs options): patrol zones and standing choices
  checkAirOrders(cx); // 14.2 aircraft flights, 17.1 airship boxes
  return { problems: cx.problems, fleets: cx.drafts };
}

/** Fleet ids in a fixed order (code units), whatever order the file gave them in. */
function sortedIds(ids: readonly string[]): string[] {
  return [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * 5.22: the merged fleet moves by the survivor's plan. Anything the absorbed fleet's own entry
 * changes (its plot, mission or battle orders) is dropped: say so rather than drop it silently.
 */
function warnMergedAway(cx: CheckContext, absorbed: string, survivor: string): void {
  const fo = cx.orders.fleets?.[absorbed];
  if (!fo) return;
  const base = cx.state.fleets[absorbed];
  const changed = sortedKeys(fo.plot).filter((k) => (base?.plan[k] ?? '') !== fo.plot![k]);
  const path = changed.length ? ['fleets', absorbed, 'plot', changed[0]] : ['fleets', absorbed];
  if (!changed.length && !(fo.mission && fo.mission !== base?.mission) && !fo.battle && !fo.divide?.length && !fo.tow?.length && !fo.merge?.length) return;
  cx.report('GW2093', `'${absorbed}' merges into '${survivor}' this turn, so these orders of '${absorbed}' are dropped: the merged fleet follows '${survivor}''s plan (5.22).`, path, changed.length ? {} : { part: 'key' });
}

function knownFleet(cx: CheckContext, id: string): DraftFleet | null {
  const path = ['fleets', id];
  const draft = cx.drafts.get(id);
  if (draft) return draft;
  // A fleet id created by Divide in these same orders is checked when its parent divides.
  const created = Object.values(cx.orders.fleets ?? {}).some((fo) => fo.divide?.some((d) => d.id === id));
  if (created) return null;
  const own = Object.values(cx.state.fleets).find((f) => f.id === id && f.side === cx.side);
  if (own?.gone) { cx.report('GW2011', `Fleet '${id}' is no longer in play (${own.gone}).`, path, { part: 'key' }); return null; }
  // Never say whether an id belongs to the enemy: an unknown id is simply not one of yours.
  const hint = closestMatch(id, [...cx.drafts.keys()].sort());
  cx.report('GW2010', `'${id}' is not one of your fleets.`, path, { part: 'key', hint: hint ? `Did you mean '${hint}'?` : undefined });
  return null;
}

/** 5.1: two zones a turn only when every ship is speed 2 or 2+ (after damage, 8.51). */
function capacity(cx: CheckContext, draft: DraftFleet): { zones: number; slowShips: string[] } {
  const levels = ['0', '1s', '1', '2', '2+'];
  const slowShips = [...draft.ships].sort().filter((shipId) => {
    const ship = cx.state.ships[shipId];
    const cls = cx.data.ships[shipId];
    if (!cls) return false;
    const rank = Math.max(0, levels.indexOf(cls.speed) - (ship?.speedLoss ?? 0));
    return Boolean(ship?.unableToManoeuvre) || rank < speedRank('2');
  });
  return { zones: slowShips.length ? 1 : 2, slowShips };
}

/**
 * 5.2 Abort: from turn `fromTurn` the plan takes the fleet into one of the scenario's home ports
 * by the shortest route, and (series summary: "the shortest, fastest way") without stopping on
 * the way. A home port is the scenario's to name, neutral or not (the Goeben's Dardanelles).
 */
function checkAbortRoute(cx: CheckContext, draft: DraftFleet, fromTurn: number, from: string): void {
  const path = ['fleets', draft.id, 'plot'];
  const homes = (cx.scenario.sides[cx.side]?.homePorts ?? []).filter((p) => cx.data.map.ports[p]);
  if (!homes.length) return;
  const dist = distancesFrom(cx.data, from);
  const best = Math.min(...homes.map((p) => dist.get(cx.data.map.ports[p].zone) ?? Infinity));
  const speed = capacity(cx, draft).zones;
  const turnsNeeded = Math.max(1, Math.ceil(best / speed));
  let zones = 0;
  let zone = from;
  let home: string | null = null;
  let arrival = 0;
  for (let t = fromTurn; t <= cx.state.lastTurn && !home; t++) {
    for (const item of parsePlot(draft.plan[String(t)] ?? '')) {
      if (item.kind === 'zone' && item.zone !== zone) { zones++; zone = item.zone; }
      if (item.kind === 'port') {
        const id = findPort(cx.data, item.port);
        if (id && homes.includes(id)) { home = id; arrival = t; }
      }
    }
  }
  const names = homes.map((p) => cx.data.map.ports[p].name).join(', ');
  if (!home) {
    if (Number.isFinite(best) && fromTurn + turnsNeeded - 1 <= cx.state.lastTurn) {
      cx.report('GW2071', `An Abort plan runs from turn ${fromTurn} all the way into one of your home ports (${names}), ending with the port's name (5.2 Abort).`, path, { part: 'key' });
    }
    return;
  }
  if (zones > best) {
    cx.report('GW2070', `This Abort route takes ${zones} zones from ${from}; the shortest way to a home port takes ${best} (5.2 Abort).`, path, { part: 'key' });
  } else if (arrival > fromTurn + turnsNeeded - 1) {
    cx.report('GW2072', `This Abort plan reaches ${cx.data.map.ports[home].name} on turn ${arrival}; sailing ${speed} zone${speed === 1 ? '' : 's'} a turn without stopping it arrives on turn ${fromTurn + turnsNeeded - 1}: an Abort fleet does not stay or dawdle on its way home (5.2 Abort).`, path, { part: 'key' });
  }
}

function checkTargets(cx: CheckContext, fleetId: string, targets: readonly string[]): void {
  const types = new Set(['BB', 'B', 'BC', 'BCV', 'CV', 'CD', 'CA', 'CVS', 'AMC', 'CL', 'DL', 'DD', 'TB', 'GB', 'ML', 'MS', 'AP', 'F', 'AO',
    'capital', 'light', 'merchant', 'nearest-threat', 'nearest', 'largest', 'weakest']);
  targets.forEach((t, i) => {
    if (types.has(t) || cx.data.ships[t]) return;
    const hint = closestMatch(t, [...types, ...Object.keys(cx.data.ships)]);
    cx.report('GW2095', `'${t}' is not a ship type, a ship on the data sheets, or a priority (nearest-threat, capital, light, largest, weakest).`, ['fleets', fleetId, 'battle', 'targets', i], { hint: hint ? `Did you mean '${hint}'?` : undefined });
  });
}
