/**
 * 15.1 and 18.1 in the orders (GW27xx): the `submarines:` and `mtbs:` blocks. A boat of the side
 * (the scenario's, with the campaign's option), its patrol zone written before the game begins
 * (turn 1) where the rule allows it, and never another zone afterwards. A boat the turn-1 orders
 * leave out takes no part (a warning: the player may have forgotten it).
 */
import type { CheckContext } from '../check-context.js';
import type { GwasCodeId } from '../codes.js';
import { kindInPlay, MTB_PORT_DISTANCE, PATROL_KEY, patrolZoneFault, SUBMARINE_PORT_DISTANCE, type PatrolKind } from './patrol.js';

/** Words a target priority may use besides ship types and ids (as battle orders' targets, combat/targets.ts). */
const PRIORITIES = new Set(['capital', 'light', 'merchant', 'nearest-threat', 'largest', 'weakest']);

/** 15.4: a submarine may not pick by type or name (GW2707); 18.4: an MTB's priorities must mean something (GW2717). */
function checkTargets(cx: CheckContext, kind: PatrolKind, path: readonly string[], targets: readonly string[] | undefined): void {
  if (!targets) return;
  if (kind === 'submarine') {
    cx.report('GW2707', 'A submarine draws its target at random among the capital or the light ships: it may not choose a ship type or a ship by name (15.4). Use "attack: capital" or "attack: light".', [...path, 'targets'], { part: 'key' });
    return;
  }
  const types = new Set(Object.values(cx.data.ships).map((s) => s.type));
  targets.forEach((t, i) => {
    if (PRIORITIES.has(t) || types.has(t as never) || cx.data.ships[t]) return;
    cx.report('GW2717', `'${t}' is not a ship type, a ship on the data sheets, or a priority (capital, light, merchant, nearest-threat, largest, weakest) (18.4).`, [...path, 'targets', i]);
  });
}

interface KindCodes { off: GwasCodeId; notOurs: GwasCodeId; zone: GwasCodeId; fixed: GwasCodeId; unplaced: GwasCodeId; rule: string; what: string; option: string }

const CODES: Record<PatrolKind, KindCodes> = {
  submarine: { off: 'GW2701', notOurs: 'GW2702', zone: 'GW2704', fixed: 'GW2705', unplaced: 'GW2706', rule: '15', what: 'submarine', option: 'submarines' },
  mtb: { off: 'GW2711', notOurs: 'GW2712', zone: 'GW2714', fixed: 'GW2715', unplaced: 'GW2716', rule: '18', what: 'motor torpedo boat', option: 'MTBs' },
};

export function checkPatrols(cx: CheckContext): void {
  for (const kind of ['submarine', 'mtb'] as const) checkKind(cx, kind);
}

function checkKind(cx: CheckContext, kind: PatrolKind): void {
  const key = PATROL_KEY[kind];
  const c = CODES[kind];
  const given = cx.orders[key];
  if (!kindInPlay(cx.state, kind)) {
    if (given) cx.report(c.off, `This campaign is played without the ${c.option} rules (${c.rule}.0 is an advanced rule, a campaign option): there are no ${key === 'mtbs' ? 'MTBs' : 'submarines'} to place.`, [key], { part: 'key' });
    return;
  }
  const own = (cx.state.patrols ?? []).filter((b) => b.kind === kind && b.side === cx.side);
  for (const id of Object.keys(given ?? {}).sort()) {
    const order = given![id];
    const path = [key, id];
    const boat = own.find((b) => b.id === id);
    // As for fleets, never say whether an id is the enemy's: it is simply not one of yours.
    if (!boat) { cx.report(c.notOurs, `'${id}' is not one of your ${key === 'mtbs' ? 'motor torpedo boats' : 'submarines'} in this scenario (${c.rule}.0).`, path, { part: 'key' }); continue; }
    checkTargets(cx, kind, path, order.targets);
    if (order.zone === undefined) continue;
    const zpath = [...path, 'zone'];
    if (cx.turn > 1) {
      if (order.zone !== boat.zone) {
        cx.report(c.fixed, boat.zone
          ? `${cx.data.ships[id]?.name ?? id}'s patrol zone is ${boat.zone}, set before the game began; it cannot move for the rest of the scenario (${c.rule}.1).`
          : `${cx.data.ships[id]?.name ?? id} was given no patrol zone before the game began: it takes no part in this scenario (${c.rule}.1).`, zpath);
      }
      continue;
    }
    const fault = patrolZoneFault(cx.data, cx.scenario, cx.side, kind, order.zone);
    if (!fault) continue;
    const why = fault === 'unknown' ? `${order.zone} is not a sea zone of the map`
      : fault === 'enemy-port' ? `${order.zone} is a coastal zone within ${SUBMARINE_PORT_DISTANCE} zones of an enemy port`
        : fault === 'not-coastal' ? `${order.zone} is not a coastal zone`
          : `${order.zone} is more than ${MTB_PORT_DISTANCE} zones from a friendly port`;
    const rule = kind === 'submarine'
      ? 'a submarine may patrol any sea zone but a coastal one within 2 zones of an enemy port (15.1)'
      : 'an MTB patrols a coastal zone within 5 zones of a friendly port (18.1)';
    cx.report(c.zone, `${why}: ${rule}.`, zpath, { substring: order.zone });
  }
  if (cx.turn !== 1) return;
  for (const boat of own) {
    if (given?.[boat.id]?.zone) continue;
    cx.report(c.unplaced, `${cx.data.ships[boat.id]?.name ?? boat.id} is given no patrol zone: a ${c.what}'s zone is written before the game begins, so without one it takes no part in this scenario (${c.rule}.1).`, given ? [key] : [], given ? { part: 'key' } : {});
  }
}
