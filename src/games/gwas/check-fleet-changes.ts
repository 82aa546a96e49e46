/**
 * Checks of what the Orders Phase changes about fleets themselves: missions (5.2, 5.23, 5.26),
 * Escort (5.2), Divide (5.25) and merging (5.22).
 */
import type { CheckContext, DraftFleet } from './check-context.js';
import type { FleetOrders } from './orders-types.js';
import { missionAllowsShips } from './check-plot.js';
import { portStanding } from './geography.js';
import { violatesNationalityRule } from './fleet.js';
import { closestMatch } from '../../util/suggest.js';

/** "Did you mean …?" among the side's own ships only: never suggest a name the side cannot see. */
export function didYouMean(word: string, ownShips: readonly string[]): string | undefined {
  const hint = closestMatch(word, [...ownShips].sort(), 3);
  return hint ? `Did you mean '${hint}'?` : undefined;
}

export function checkMissionChange(cx: CheckContext, draft: DraftFleet, fo: FleetOrders): boolean {
  const wanted = fo.mission;
  if (!wanted || wanted === draft.mission) return false;
  const path = ['fleets', draft.id, 'mission'];
  const base = draft.base!;
  // Both the time in port (5.23) and the ship types (5.2) are judged: a player told only one
  // of two reasons would fix it and be refused again for the other.
  const typeProblem = missionAllowsShips(cx, wanted, draft.ships);
  let refused = false;
  if (wanted !== 'abort') {
    // 5.23: a new mission only after six consecutive turns in a friendly port.
    const friendlyPort = base.port && portStanding(cx.data, cx.scenario, cx.side, base.port) === 'friendly';
    if (!friendlyPort || base.turnsInPort < 6) {
      cx.report('GW2020', `Fleet '${draft.id}' can be given a new mission only after six consecutive turns in a friendly port (it has ${friendlyPort ? base.turnsInPort : 0}); Abort is always allowed (5.23, 5.2).`, path);
      refused = true;
    }
  }
  if (typeProblem) cx.report('GW2021', typeProblem, path);
  if (refused || typeProblem) return false;
  if (wanted === 'minelaying' && !cx.shipData(draft.ships).some((s) => s.type === 'ML' || (cx.scenario.mines?.layers ?? []).includes(s.id))) {
    cx.report('GW2024', `No ship in '${draft.id}' is a minelayer (ML); minelaying needs the scenario's leave (13.52).`, path);
  }
  if (wanted === 'raid') {
    const allowed = cx.scenario.raidFleets ?? 1;
    const raiders = [...cx.drafts.values()].filter((d) => d.mission === 'raid' && d.id !== draft.id).length;
    if (raiders >= allowed) { cx.report('GW2022', `Only ${allowed} fleet${allowed === 1 ? '' : 's'} per scenario may be given the Raid mission (5.26).`, path); return false; }
  }
  if (wanted === 'escort' && !(fo.escorting ?? draft.escorting)) {
    cx.report('GW2023', `An Escort fleet names the fleet it escorts: add 'escorting: <fleet>' (5.2 Escort).`, path);
    return false;
  }
  draft.mission = wanted;
  return true;
}

export function checkEscort(cx: CheckContext, draft: DraftFleet, fo: FleetOrders): void {
  if (fo.escorting === undefined) return;
  const path = ['fleets', draft.id, 'escorting'];
  const target = cx.drafts.get(fo.escorting);
  if (draft.mission !== 'escort') {
    cx.report('GW2023', `'escorting' applies only to a fleet on the Escort mission; '${draft.id}' is on ${draft.mission} (5.2).`, path);
    return;
  }
  if (!target || target.id === draft.id || target.mission === 'escort') {
    cx.report('GW2030', `'${fo.escorting}' is not one of your fleets that this fleet can escort (5.2 Escort).`, path);
    return;
  }
  if (target.zone !== draft.zone) {
    cx.report('GW2030', `'${fo.escorting}' is in ${target.zone}, not with this fleet in ${draft.zone}; an Escort fleet must be with the fleet it escorts (5.2 Escort).`, path);
    return;
  }
  draft.escorting = target.id;
}

export function checkDivide(cx: CheckContext, parent: DraftFleet, fo: FleetOrders): void {
  if (!fo.divide?.length) return;
  if (parent.mission !== 'raid' && parent.mission !== 'intercept') {
    cx.report('GW2080', `Only a fleet on Raid or Intercept may divide (5.25); '${parent.id}' is on ${parent.mission}.`, ['fleets', parent.id, 'divide']);
    return;
  }
  const box = cx.orders.fleets?.[parent.id]?.plot?.[String(cx.turn)] ?? parent.plan[String(cx.turn)] ?? '';
  if (!/(^|\/)\s*divide\s*$/i.test(box)) {
    cx.report('GW2061', `Write 'Divide' in turn ${cx.turn}'s box of '${parent.id}' (e.g. '${cx.turn}: Divide') when dividing it (5.25).`, ['fleets', parent.id, 'divide']);
  }
  const remaining = new Set(parent.ships);
  fo.divide.forEach((nf, i) => {
    const path = ['fleets', parent.id, 'divide', i];
    if (!nf.id.startsWith(`${parent.id}-`) || cx.drafts.has(nf.id)) {
      // New ids extend the parent's id so they can never collide with a fleet the side cannot see.
      cx.report('GW2083', `A new fleet's id must begin with '${parent.id}-' and not be in use, e.g. '${parent.id}-${i + 2}' (5.25).`, [...path, 'id']);
      return;
    }
    const ships: string[] = [];
    nf.ships.forEach((shipId, j) => {
      if (!remaining.has(shipId)) {
        cx.report('GW2081', `'${shipId}' is not a ship of fleet '${parent.id}' (5.25).`, [...path, 'ships', j], { hint: didYouMean(shipId, parent.ships) });
      } else { remaining.delete(shipId); ships.push(shipId); }
    });
    if (violatesNationalityRule(cx.shipData(ships), cx.shipTotal(ships))) {
      cx.report('GW2084', `A fleet of more than four ships must be of one nationality (5.2).`, [...path, 'ships']);
    }
    cx.drafts.set(nf.id, {
      id: nf.id, base: null, mission: parent.mission, plan: {}, ships, zone: parent.zone, port: parent.port,
      escorting: null, movesFrom: cx.turn + 1, arrives: 0,
    });
  });
  if (remaining.size === 0) {
    cx.report('GW2082', `Dividing '${parent.id}' this way leaves it no ships; keep at least one (5.25).`, ['fleets', parent.id, 'divide']);
  }
  parent.ships = parent.ships.filter((s) => remaining.has(s));
  if (violatesNationalityRule(cx.shipData(parent.ships), cx.shipTotal(parent.ships))) {
    cx.report('GW2084', `What stays in '${parent.id}' is more than four ships of several nationalities (5.2).`, ['fleets', parent.id, 'divide']);
  }
}

/** 5.22 merging; returns the ids of the fleets merged into `survivor`. */
export function checkMerge(cx: CheckContext, survivor: DraftFleet, fo: FleetOrders): string[] {
  const absorbed: string[] = [];
  (fo.merge ?? []).forEach((otherId, i) => {
    const path = ['fleets', survivor.id, 'merge', i];
    const other = cx.drafts.get(otherId);
    if (!other || other.id === survivor.id || other.mission === 'escort' || survivor.mission === 'escort' || !other.base) {
      cx.report('GW2090', `'${otherId}' is not one of your fleets that can merge into '${survivor.id}' (an Escort fleet is never merged) (5.22).`, path);
      return;
    }
    if (other.zone !== survivor.zone || other.port !== survivor.port) {
      cx.report('GW2091', `'${otherId}' is in ${other.port ?? other.zone}, '${survivor.id}' in ${survivor.port ?? survivor.zone}; fleets merge only in the same zone (5.22).`, path);
      return;
    }
    const abort = other.mission === 'abort' || survivor.mission === 'abort';
    if (!abort && other.mission !== survivor.mission) {
      cx.report('GW2092', `'${otherId}' is on ${other.mission}, '${survivor.id}' on ${survivor.mission}; only fleets with the same mission merge, unless one is on Abort (5.22).`, path);
      return;
    }
    survivor.ships.push(...other.ships);
    // 5.22: merging with an Abort fleet, the merged fleet follows the Abort fleet's plan.
    if (other.mission === 'abort') { survivor.mission = 'abort'; survivor.plan = { ...other.plan }; }
    cx.drafts.delete(other.id);
    absorbed.push(other.id);
  });
  if (fo.merge?.length && violatesNationalityRule(cx.shipData(survivor.ships), cx.shipTotal(survivor.ships))) {
    cx.report('GW2084', `The merged fleet would be more than four ships of several nationalities (5.2).`, ['fleets', survivor.id, 'merge']);
  }
  return absorbed;
}
