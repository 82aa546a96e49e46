/**
 * Order checks for the ships a fleet lets go of this turn (GW2411–GW2413): scuttling (8.5),
 * releasing a disabled ship to be left behind (11.26) and forming a tow into a fleet of its own
 * on Abort (11.25). Run with Divide and merge, before the plans are walked: the ships named here
 * leave the fleet's draft, so the rest of the fleet is judged without them (a disabled ship no
 * longer holds it still, 8.5).
 */
import type { CheckContext, DraftFleet } from './check-context.js';
import type { FleetOrders } from './orders-types.js';
import { towProblem } from './operations/towing.js';

export function checkTowOrders(cx: CheckContext, draft: DraftFleet, fo: FleetOrders): void {
  const name = (id: string) => cx.data.ships[id]?.name ?? id;
  const leave = (id: string) => { draft.ships = draft.ships.filter((s) => s !== id); };
  (fo.scuttle ?? []).forEach((id, i) => {
    if (!draft.ships.includes(id)) {
      cx.report('GW2411', `'${id}' is not a ship afloat in fleet '${draft.id}'; a player scuttles only his own ships, listed under their fleet (8.5).`, ['fleets', draft.id, 'scuttle', i]);
      return;
    }
    leave(id);
  });
  (fo.release ?? []).forEach((id, i) => {
    const s = cx.state.ships[id];
    if (!draft.ships.includes(id) || !s || !s.unableToManoeuvre) {
      cx.report('GW2412', `'${id}' is not a ship of fleet '${draft.id}' unable to manoeuvre; only a disabled ship is cast off and left behind (11.26).`, ['fleets', draft.id, 'release', i]);
      return;
    }
    if (draft.ships.length === 1) {
      cx.report('GW2412', `${name(id)} is the last ship of fleet '${draft.id}': there is nothing to release it from (11.26).`, ['fleets', draft.id, 'release', i]);
      return;
    }
    leave(id);
  });
  const taken = new Set<string>();
  (fo.tow ?? []).forEach((t, i) => {
    if (!t.newFleet) return;
    const path = ['fleets', draft.id, 'tow', i];
    const fleetOf = (ship: string) => (draft.ships.includes(ship) ? draft.id : null);
    const problem = towProblem(cx.data, cx.state, cx.side, draft.id, t.ship, t.towedBy, fleetOf, () => draft.zone);
    if (problem) { cx.report(problem.code, `${problem.message} A new tow fleet is formed from two ships of the same fleet (11.25).`, [...path, problem.field]); return; }
    const id = t.newFleet;
    if (!id.startsWith(`${draft.id}-`) || cx.state.fleets[id] || cx.drafts.has(id) || taken.has(id)) {
      cx.report('GW2413', `The new tow fleet needs an id of its own that begins with '${draft.id}-' (11.25; as for Divide, 5.25); '${id}' is taken or does not.`, [...path, 'newFleet']);
      return;
    }
    if (draft.ships.length === 2) {
      cx.report('GW2413', `Fleet '${draft.id}' is only the tow itself: write the tow without newFleet (11.25).`, [...path, 'newFleet']);
      return;
    }
    taken.add(id);
    leave(t.ship);
    leave(t.towedBy);
  });
}
