/**
 * 14.0 Aircraft and 17.0 Airships in the orders (GW28xx). A fleet's "Launch" and "Recover" boxes
 * (14.11, 14.51) are judged from the plan walk: a carrier with aircraft in the fleet (14.1), no
 * movement in the box for a seaplane carrier launching (14.14) or any carrier recovering (14.5),
 * the fleet on Raid, Intercept or Bombardment (14.6). The orders' "aircraft:" block is this turn's
 * flight (14.2, 14.4) and "airships:" the airships' boxes (17.1). Each for a campaign with its option.
 */
import type { CheckContext, DraftFleet } from './check-context.js';
import { parsePlot, portKey, zonesOf } from './plot.js';
import { AIR_MISSIONS, fleetCarriers, flightAllowance } from './aircraft/rules.js';
import { airNeighbours, isAirPlace } from './aircraft/airspace.js';
import { mayPlotAirship } from './airships/plot.js';
import { findPort } from './geography.js';

export function checkAirOperations(cx: CheckContext, draft: DraftFleet, written: ReadonlySet<string>): void {
  for (const key of [...written].sort((a, b) => Number(a) - Number(b))) {
    const items = parsePlot(draft.plan[key] ?? '');
    const path = ['fleets', draft.id, 'plot', key];
    for (const item of items) {
      if (item.kind !== 'launch' && item.kind !== 'recover') continue;
      const on = { substring: item.text };
      if (!cx.state.options?.aircraft) {
        cx.report('GW2801', `This campaign is played without the aircraft rules (14.0 is an advanced rule, a campaign option): "${item.text}" means nothing.`, path, on);
        continue;
      }
      const carriers = fleetCarriers(cx.data, cx.state, draft);
      if (!carriers.length) {
        cx.report('GW2802', `No ship of '${draft.id}' is a seaplane carrier (CVS) or aircraft carrier (CV) with aircraft: there is nothing to ${item.kind} (14.1).`, path, on);
        continue;
      }
      if (!AIR_MISSIONS.includes(draft.mission)) {
        cx.report('GW2805', `A carrier launches and recovers aircraft only while its fleet is on Raid, Intercept or Bombardment; '${draft.id}' is on ${draft.mission} (14.6).`, path, on);
      }
      if (zonesOf(items).length > 0) {
        if (item.kind === 'recover') cx.report('GW2804', `A mother ship may not move during the turn it recovers an aircraft (14.5): write "${item.text}" alone in the box.`, path, on);
        else if (carriers.some((id) => cx.data.ships[id].type === 'CVS')) {
          cx.report('GW2803', `A seaplane carrier cannot move during the turn it launches aircraft (14.14; an aircraft carrier, CV, may): write "${item.text}" alone in the box.`, path, on);
        }
      }
    }
  }
}

/** The orders' "aircraft:" (14.2) and "airships:" (17.1) blocks. */
export function checkAirOrders(cx: CheckContext): void {
  for (const [id, flight] of Object.entries(cx.orders.aircraft ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const path = ['aircraft', id];
    if (!cx.state.options?.aircraft) {
      cx.report('GW2801', 'This campaign is played without the aircraft rules (14.0 is an advanced rule, a campaign option): there are no aircraft to fly.', path, { part: 'key' });
      continue;
    }
    const a = cx.state.aircraft?.[id];
    if (!a || a.side !== cx.side || a.status !== 'aloft') {
      cx.report('GW2806', `'${id}' is not one of your aircraft in the air this turn: only an aircraft launched on an earlier turn flies (14.2).`, path, { part: 'key' });
      continue;
    }
    const allowance = flightAllowance(a, cx.turn);
    const zones = flight.split('/').map((z) => z.trim()).filter((z) => z !== '');
    if (zones.length > allowance) {
      cx.report('GW2807', allowance === 0
        ? `'${id}' does not fly this turn: it returns to its mother ship three turns after launch (14.5).`
        : `'${id}' may fly ${allowance} zone${allowance === 1 ? '' : 's'} this turn (14.2: up to 4 the turn after launch, then 1); the flight names ${zones.length}.`, path);
      continue;
    }
    let at = a.zone!;
    for (const z of zones) {
      if (!isAirPlace(cx.data, z) || !airNeighbours(cx.data, at).includes(z)) {
        cx.report('GW2807', `${z} is not next to ${at}: an aircraft flies from zone to neighbouring zone (land hexes too, 14.4), never off the map.`, path, { substring: z });
        break;
      }
      at = z;
    }
  }
  for (const [id, boxes] of Object.entries(cx.orders.airships ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const path = ['airships', id];
    if (!cx.state.options?.airships) {
      cx.report('GW2811', 'This campaign is played without the airship rules (17.0 is an advanced rule, a campaign option): there are no airships to plot.', path, { part: 'key' });
      continue;
    }
    const a = cx.state.airships?.[id];
    if (!a || a.side !== cx.side || a.status !== 'aloft') {
      cx.report('GW2812', `'${id}' is not one of your airships in play${a && a.side === cx.side ? ` (${a.status === 'landed' ? 'it has landed at its base for good, 17.4' : 'it is lost'})` : ''}.`, path, { part: 'key' });
      continue;
    }
    // The zone it will start each box from: its plan so far, then these boxes.
    const plan = { ...a.plan };
    for (const key of Object.keys(boxes).sort((x, y) => Number(x) - Number(y))) {
      const why = mayPlotAirship(a, cx.turn, Number(key), cx.state.lastTurn, boxes[key]);
      if (why) { cx.report('GW2813', `Airship '${id}': ${why}.`, [...path, key], { part: 'key' }); continue; }
      plan[key] = boxes[key];
    }
    let at = a.zone;
    const last = Math.max(cx.turn, ...Object.keys(plan).map(Number));
    for (let t = cx.turn; t <= last; t++) {
      const entry = plan[String(t)] ?? '';
      const items = entry.split('/').map((s) => s.trim()).filter((s) => s !== '');
      let moved = 0;
      for (const item of items) {
        const port = findPort(cx.data, portKey(item));
        if (port) {
          if (boxes[String(t)] !== undefined && (port !== a.base || cx.data.map.ports[port].zone !== at)) {
            cx.report('GW2814', `An airship lands only at its base, ${cx.data.map.ports[a.base].name}, from its zone (${cx.data.map.ports[a.base].zone}) (17.4).`, [...path, String(t)], { substring: item });
          }
          break;
        }
        if (!isAirPlace(cx.data, item) || !airNeighbours(cx.data, at).includes(item)) {
          if (boxes[String(t)] !== undefined) cx.report('GW2814', `${item} is not next to ${at}, where airship '${id}' is on turn ${t} (17.1, 17.2).`, [...path, String(t)], { substring: item });
          break;
        }
        if (++moved > a.speed && boxes[String(t)] !== undefined) {
          cx.report('GW2814', `Airship '${id}' moves up to ${a.speed} zone${a.speed === 1 ? '' : 's'} a turn, the number on its counter (17.1).`, [...path, String(t)], { substring: item });
          break;
        }
        at = item;
      }
    }
  }
}
