/**
 * Orders checked against the side's fleet log and the mission rules (5.1, 5.2, 5.22–5.26,
 * 10.2, 11.1, 11.3, 11.5). Pure: (data, state, side, orders) → problems located by YAML path.
 * The same check runs when a player submits and again in the Orders Phase of the turn.
 */
import { checkBattleOrders } from './combat/check.js';
import type { GwasData } from './data.js';
import type { GwasOrders } from './orders-types.js';
import type { GwasState } from './state.js';
import { isSide } from './state.js';
import { CheckContext, sortedKeys, type DraftFleet, type OrderProblem } from './check-context.js';
import { checkPlotPermissions, walkPlan } from './check-plot.js';
import { checkDivide, checkEscort, checkMerge, checkMissionChange } from './check-fleet-changes.js';
import { closestMatch } from '../../util/suggest.js';
import { checkOperations } from './check-operations.js';
import { checkTowOrders } from './check-tow-orders.js';
import { distancesFrom, findPort, portStanding } from './geography.js';
import { parsePlot } from './plot.js';
import { speedRank } from './fleet.js';

export type { OrderProblem } from './check-context.js';

export interface CheckResult {
  readonly problems: OrderProblem[];
  /** The side's fleets as the orders would leave them (for echoing the orders as understood). */
  readonly fleets: ReadonlyMap<string, DraftFleet>;
}

export function checkGwasOrders(data: GwasData, state: GwasState, side: string, orders: GwasOrders): CheckResult {
  const sideId = isSide(side) ? side : 'allied';
  const cx = new CheckContext(data, state, sideId, orders);
  if (orders.side !== side) cx.report('GW2001', `These orders are for '${orders.side}', but they were submitted for '${side}'.`, ['side']);
  if (state.over) cx.report('GW2003', `The scenario is over; no more orders are taken.`, ['turn']);
  else if (orders.turn !== state.turn) cx.report('GW2002', `These orders are for turn ${orders.turn}; the current turn is ${state.turn}.`, ['turn']);
  if (cx.problems.length) return { problems: cx.problems, fleets: cx.drafts };

  const entries = Object.entries(orders.fleets ?? {});
  // Divide and merge first: they decide which fleets exist and where their ships are.
  for (const [id, fo] of entries) {
    const draft = knownFleet(cx, id);
    if (!draft) continue;
    if (fo.mission === 'abort') checkMissionChange(cx, draft, fo);
    checkDivide(cx, draft, fo);
    checkMerge(cx, draft, fo);
    checkTowOrders(cx, draft, fo); // 8.5, 11.25, 11.26: ships let go of before the plan is judged
  }
  const aborting = new Set<string>();
  for (const [id, fo] of entries) {
    const draft = cx.drafts.get(id);
    if (!draft) continue;
    // A refused mission change is reported once; the plot is not judged against a mission it lacks.
    if (fo.mission && fo.mission !== 'abort' && fo.mission !== draft.mission && !checkMissionChange(cx, draft, fo)) continue;
    if (fo.mission === 'abort' && draft.base?.mission !== 'abort') aborting.add(id);
    checkEscort(cx, draft, fo);
    if (fo.plot) {
      const refused = checkPlotPermissions(cx, draft, fo.plot, aborting.has(id));
      for (const key of sortedKeys(fo.plot)) if (!refused.has(key)) draft.plan[key] = fo.plot[key];
      if (aborting.has(id)) {
        for (const key of Object.keys(draft.plan)) if (Number(key) >= state.turn + 2 && fo.plot[key] === undefined) delete draft.plan[key];
      }
    }
    if (fo.battle?.targets) checkTargets(cx, id, fo.battle.targets);
    if (fo.battle) checkBattleOrders(cx, id, fo.battle);
  }
  for (const [id, fo] of entries) {
    const draft = cx.drafts.get(id);
    if (!draft) continue;
    const written = new Set(Object.keys(fo.plot ?? {}).filter((k) => draft.plan[k] === fo.plot![k]));
    const walk = walkPlan(cx, draft, written, capacity(cx, draft));
    checkOperations(cx, draft, fo, written, walk);
    if (aborting.has(id)) checkAbortRoute(cx, draft, walk.startZone.get(state.turn + 2) ?? walk.end.zone);
    if (state.turn === 1 && ['transport', 'bombardment', 'minelaying'].includes(draft.mission) && Object.keys(draft.plan).length === 0) {
      cx.report('GW2046', `A ${draft.mission} fleet's whole movement plan is recorded before the scenario begins (5.2).`, ['fleets', id]);
    }
  }
  return { problems: cx.problems, fleets: cx.drafts };
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
function capacity(cx: CheckContext, draft: DraftFleet): number {
  for (const shipId of draft.ships) {
    const ship = cx.state.ships[shipId];
    const cls = cx.data.ships[shipId];
    if (!cls) continue;
    const levels = ['0', '1s', '1', '2', '2+'];
    const rank = Math.max(0, levels.indexOf(cls.speed) - (ship?.speedLoss ?? 0));
    if (ship?.unableToManoeuvre || rank < speedRank('2')) return 1;
  }
  return 2;
}

/** 5.2 Abort: the rest of the plan takes the fleet home by the shortest route. */
function checkAbortRoute(cx: CheckContext, draft: DraftFleet, from: string): void {
  const path = ['fleets', draft.id, 'plot'];
  const homes = (cx.scenario.sides[cx.side]?.homePorts ?? [])
    .filter((p) => cx.data.map.ports[p] && portStanding(cx.data, cx.scenario, cx.side, p) === 'friendly');
  const dist = distancesFrom(cx.data, from);
  const best = Math.min(...homes.map((p) => dist.get(cx.data.map.ports[p].zone) ?? Infinity));
  let zones = 0;
  let home: string | null = null;
  for (let t = cx.turn + 2; t <= cx.state.lastTurn && !home; t++) {
    for (const item of parsePlot(draft.plan[String(t)] ?? '')) {
      if (item.kind === 'zone' && item.zone !== from) zones++;
      if (item.kind === 'port') {
        const id = findPort(cx.data, item.port);
        if (id && homes.includes(id)) home = id;
      }
    }
  }
  const names = homes.map((p) => cx.data.map.ports[p].name).join(', ');
  if (!home) {
    if (Number.isFinite(best) && cx.turn + 2 + Math.ceil(best / capacity(cx, draft)) <= cx.state.lastTurn) {
      cx.report('GW2071', `An Abort plan runs from turn ${cx.turn + 2} all the way into one of your home ports (${names}), ending with the port's name (5.2 Abort).`, path, { part: 'key' });
    }
    return;
  }
  if (zones > best) {
    cx.report('GW2070', `This Abort route takes ${zones} zones from ${from}; the shortest way to a home port takes ${best} (5.2 Abort).`, path, { part: 'key' });
  }
}

function checkTargets(cx: CheckContext, fleetId: string, targets: readonly string[]): void {
  const types = new Set(['BB', 'B', 'BC', 'BCV', 'CV', 'CD', 'CA', 'CVS', 'AMC', 'CL', 'DL', 'DD', 'TB', 'GB', 'ML', 'MS', 'AP', 'F', 'AO',
    'capital', 'light', 'merchant', 'nearest-threat', 'largest', 'weakest']);
  targets.forEach((t, i) => {
    if (types.has(t) || cx.data.ships[t]) return;
    const hint = closestMatch(t, [...types, ...Object.keys(cx.data.ships)]);
    cx.report('GW2095', `'${t}' is not a ship type, a ship on the data sheets, or a priority (nearest-threat, capital, light, largest, weakest).`, ['fleets', fleetId, 'battle', 'targets', i], { hint: hint ? `Did you mean '${hint}'?` : undefined });
  });
}
