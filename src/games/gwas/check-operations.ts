/**
 * Order checks for operations (GW24xx): towing assignments (11.21), landings (11.5),
 * bombardment (11.1), pursuit (5.24) and merchant searches (10.22). Called from orders-check.ts
 * after the plan walk, so each box is judged from where the fleet will be on its turn.
 * The mission and movement rules of these boxes (GW2057–GW2062) stay in check-plot.ts.
 */
import type { CheckContext, DraftFleet } from './check-context.js';
import { sortedKeys } from './check-context.js';
import type { Walk } from './check-plot.js';
import type { FleetOrders } from './orders-types.js';
import { zoneAtItem } from './operations/plot-position.js';
import { trafficAt } from './operations/traffic.js';
import { towProblem } from './operations/towing.js';
import { parsePlot } from './plot.js';
import { didYouMean } from './check-fleet-changes.js';

export function checkOperations(cx: CheckContext, draft: DraftFleet, fo: FleetOrders, written: ReadonlySet<string>, walk: Walk): void {
  checkTows(cx, draft, fo);
  for (const key of sortedKeys(Object.fromEntries([...written].map((k) => [k, true])))) {
    const t = Number(key);
    const entry = draft.plan[key];
    if (!entry) continue;
    const start = walk.startZone.get(t);
    if (!start) continue; // the walk stopped earlier: that fault is already reported
    const items = parsePlot(entry);
    const path = ['fleets', draft.id, 'plot', key];
    items.forEach((item, index) => {
      const zone = zoneAtItem(items, index, start);
      const coastal = cx.data.map.zones[zone]?.coastal ?? false;
      if ((item.kind === 'load' || item.kind === 'unload') && !coastal) {
        cx.report('GW2406', `${item.text} needs a coastal zone; ${zone} is open sea (11.5).`, path, { substring: item.text });
      }
      if ((item.kind === 'load' || item.kind === 'unload') && draft.base?.operation?.failed && draft.base.operation.kind === item.kind) {
        cx.report('GW2407', `The ${item.kind} begun on turn ${draft.base.operation.since} failed and cannot be resumed (11.5): this box does nothing.`, path, { substring: item.text });
      }
      if (item.kind === 'bombard' && !coastal) {
        cx.report('GW2410', `Only a coastal zone can be bombarded; ${zone} is open sea (11.1).`, path, { substring: item.text });
      }
      if (item.kind === 'pursuit' && draft.mission !== 'intercept' && draft.mission !== 'raid') {
        cx.report('GW2408', `Only a fleet on Intercept or Raid pursues (5.24); '${draft.id}' is on ${draft.mission}.`, path, { substring: item.text });
      }
      if (item.kind === 'search' && draft.mission === 'raid') {
        const traffic = trafficAt(cx.data, cx.scenario, zone);
        if (traffic.rating <= 0) cx.report('GW2409', `${zone} has no merchant traffic: a search there finds nothing (10.22).`, path, { substring: item.text });
        else if (traffic.owner === cx.side) cx.report('GW2409', `The shipping in ${zone} is your own side's; only enemy merchants are found (10.22).`, path, { substring: item.text });
      }
    });
  }
}

function checkTows(cx: CheckContext, draft: DraftFleet, fo: FleetOrders): void {
  const fleetOf = (ship: string) => {
    for (const d of cx.drafts.values()) if (d.ships.includes(ship)) return d.id;
    return null;
  };
  const zoneOf = (id: string) => cx.drafts.get(id)?.zone ?? null;
  const towers = new Set<string>();
  (fo.tow ?? []).forEach((t, i) => {
    if (t.newFleet) return; // 11.25: checked with the fleet changes (check-tow-orders.ts)
    const path = ['fleets', draft.id, 'tow', i];
    const problem = towProblem(cx.data, cx.state, cx.side, draft.id, t.ship, t.towedBy, fleetOf, zoneOf);
    if (problem) {
      // A misspelt ship gets a suggestion from this fleet's ships (the tow) or the side's ships
      // in the same zone (the tower): only ships the side can see.
      const word = problem.field === 'ship' ? t.ship : t.towedBy;
      const pool = problem.field === 'ship' ? draft.ships
        : [...cx.drafts.values()].filter((d) => d.zone === draft.zone).flatMap((d) => d.ships);
      const unknown = !cx.state.ships[word] || cx.state.ships[word].side !== cx.side;
      cx.report(problem.code, problem.message, [...path, problem.field], { hint: unknown ? didYouMean(word, pool) : undefined });
      return;
    }
    if (towers.has(t.towedBy)) { cx.report('GW2405', `${cx.data.ships[t.towedBy]?.name ?? t.towedBy} already tows another ship (11.21).`, [...path, 'towedBy']); return; }
    towers.add(t.towedBy);
  });
}
