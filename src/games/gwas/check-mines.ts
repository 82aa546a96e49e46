/**
 * 13.0 Mine Warfare in the orders (GW26xx), run after the plan walk so each box is judged from the
 * zone the fleet will be in: "Mine W38" (13.31, 13.34, 13.35), "Detect" (13.72), "Sweep W38"
 * (13.73) are for a campaign with the mines option, by a fleet on the right mission with a ship
 * able to do it, in a box without movement, towards a zone next to the fleet's.
 */
import type { CheckContext, DraftFleet } from './check-context.js';
import type { Walk } from './check-plot.js';
import type { FleetOrders } from './orders-types.js';
import { adjacent, isZone } from './geography.js';
import { canLayMines, canSweepMines, MAX_ZONES_FROM_COAST, zonesFromCoast } from './mines/rules.js';
import { parsePlot, zonesOf } from './plot.js';

/**
 * 13.51: jettisoning is for a fleet with a ship still carrying mines, and puts it on Abort at once,
 * so the same orders give "mission: abort" and the way home (5.2 Abort).
 */
export function checkJettison(cx: CheckContext, draft: DraftFleet, fo: FleetOrders): void {
  if (!fo.jettison) return;
  const path = ['fleets', draft.id, 'jettison'];
  if (!cx.state.options?.mines) {
    cx.report('GW2601', 'This campaign is played without the mine rules (13.0 is an advanced rule, a campaign option): there are no mines to jettison.', path, { part: 'key' });
    return;
  }
  if (!draft.ships.some((id) => canLayMines(cx.data, cx.state.scenario, id, cx.state.ships[id]))) {
    cx.report('GW2608', `No ship of '${draft.id}' carries mines to jettison (13.51).`, path, { part: 'key' });
  } else if (fo.mission !== 'abort' && draft.base?.mission !== 'abort') {
    cx.report('GW2609', `A fleet that jettisons its mines goes on Abort at once (13.51): add "mission: abort" and plot the way home (5.2 Abort).`, path, { part: 'key' });
  }
}

export function checkMines(cx: CheckContext, draft: DraftFleet, written: ReadonlySet<string>, walk: Walk): void {
  for (const key of [...written].sort((a, b) => Number(a) - Number(b))) {
    const t = Number(key);
    const items = parsePlot(draft.plan[key] ?? '');
    const path = ['fleets', draft.id, 'plot', key];
    for (const item of items) {
      if (item.kind !== 'mine' && item.kind !== 'sweep' && item.kind !== 'detect') continue;
      const on = { substring: item.text };
      if (!cx.state.options?.mines) {
        cx.report('GW2601', `This campaign is played without the mine rules (13.0 is an advanced rule, a campaign option): "${item.text}" means nothing.`, path, on);
        continue;
      }
      const laying = item.kind === 'mine';
      const mission = laying ? 'minelaying' : 'minesweeping';
      const able = draft.ships.some((id) => (laying ? canLayMines(cx.data, cx.state.scenario, id, cx.state.ships[id]) : canSweepMines(cx.data, cx.state.scenario, id)));
      if (draft.mission !== mission || !able) {
        cx.report(laying ? 'GW2602' : 'GW2606', laying
          ? `Only a fleet on the Minelaying mission with a ship able to lay mines (a minelayer, or one the scenario names) lays a minefield (13.31, 13.3).`
          : `Only a fleet on the Minesweeping mission with a minesweeper (or a ship the scenario designates) finds or sweeps mines (13.71, 13.7).`, path, on);
      }
      if (zonesOf(items).length > 0) {
        cx.report('GW2603', `"${item.text}" needs the fleet to stay in one zone the whole turn, without moving (${laying ? '13.31' : item.kind === 'detect' ? '13.72' : '13.73'}).`, path, on);
        continue;
      }
      if (item.kind === 'detect') continue;
      const zone = walk.startZone.get(t);
      if (!zone) continue;
      if (!isZone(cx.data, item.toward) || !adjacent(cx.data, zone, item.toward)) {
        cx.report('GW2604', `A minefield lies on a boundary of the fleet's zone: ${item.toward} is not next to ${zone}, where the fleet is on turn ${t} (13.1, 13.31).`, path, on);
        continue;
      }
      if (laying && Math.min(zonesFromCoast(cx.data, zone), zonesFromCoast(cx.data, item.toward)) > MAX_ZONES_FROM_COAST) {
        cx.report('GW2605', `${zone}/${item.toward} is more than ${MAX_ZONES_FROM_COAST} zones from the nearest coastline: no minefield may be laid there (13.34).`, path, on);
      }
      if (item.kind === 'mine' && item.from !== undefined && item.from < t) {
        cx.report('GW2607', `A minefield may be made active from the turn it is laid or later, not turn ${item.from} (13.35).`, path, on);
      }
    }
  }
}
