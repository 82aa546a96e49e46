/**
 * 4.2 "players must check their ships' remaining fuel (12.0) during this phase": the fuel checks
 * of the orders (GW25xx), run after the plan walk. A "Fuel" box is only for a campaign with the
 * fuel option (12.0 is an advanced rule), in a port where the side may refuel (12.3), on a turn the
 * fleet does not move (12.4); "Coal" and "Oil" (from a collier or an oiler) in a coastal zone (12.5,
 * 12.6), and a collier or oiler never enters a zone holding an enemy port. The plan is then followed box by box with each ship's fuel: a plan
 * that empties a ship is a warning, or an error for a plan fixed for the rest of the scenario
 * (12.2: such a plan "must have had enough fuel"; 5.2 Abort: "does not cause it to run out of fuel").
 */
import type { CheckContext, DraftFleet } from './check-context.js';
import { findPort, portsInZone, portStanding } from './geography.js';
import { mayRefuelAt } from './fuel/ports.js';
import { boxesLeft, isEmpty, portRefuelBoxes, tenderKind, turnBurn, ZONES_PER_BOX } from './fuel/rules.js';
import { parsePlot } from './plot.js';

/** Missions whose plan is recorded to the end (5.2), so running dry on it is an error (12.2). */
const FIXED = new Set(['transport', 'bombardment', 'minelaying', 'abort']);

export function checkFuel(cx: CheckContext, draft: DraftFleet, written: ReadonlySet<string>): void {
  const box = (t: number) => ['fleets', draft.id, 'plot', String(t)];
  if (!cx.state.options?.fuel) {
    for (const key of written) {
      const item = parsePlot(draft.plan[key] ?? '').find((i) => i.kind === 'fuel' || i.kind === 'coal' || i.kind === 'oil');
      if (item) cx.report('GW2501', `This campaign is played without the fuel rules (12.0 is an advanced rule, a campaign option): there is no fuel to take on, so "${item.text}" means nothing.`, box(Number(key)), { substring: item.text });
    }
    return;
  }
  const ships = draft.ships.map((id) => cx.state.ships[id]).filter((s) => s && !s.sunk && s.fuel);
  const used = new Map(ships.map((s) => [s.id, s.fuel!.used]));
  const capacity = (id: string) => cx.data.ships[id]?.fuel ?? 0;
  const name = (id: string) => cx.data.ships[id]?.name ?? id;
  const last = Math.max(cx.turn - 1, ...Object.keys(draft.plan).map(Number).filter((t) => Number.isInteger(t) && draft.plan[String(t)] !== ''));
  const empty = ships.filter((s) => s.fuel!.out && !s.towedBy).map((s) => s.id);
  const tenders = draft.ships.filter((id) => tenderKind(cx.data, cx.state.scenario, id));
  let zone = draft.zone;
  let port = draft.port;
  for (let t = cx.turn; t <= Math.min(last, cx.state.lastTurn); t++) {
    const key = String(t);
    const items = parsePlot(draft.plan[key] ?? '');
    let moved = 0;
    for (const item of items) {
      if (item.kind === 'zone' && item.zone !== zone) {
        zone = item.zone; port = null; moved++;
        if (written.has(key) && tenders.length && enemyPortIn(cx, zone)) {
          cx.report('GW2510', `${tenders.map(name).join(', ')} may not enter ${zone}: it holds an enemy port (12.5, 12.6).`, box(t), { substring: item.text });
        }
      }
      if (item.kind === 'port') {
        const id = findPort(cx.data, item.port);
        if (id && cx.data.map.ports[id].zone === zone) port = id;
      }
    }
    if (t === cx.turn && moved > 0 && empty.length) {
      cx.report('GW2504', `${empty.map(name).join(', ')} ${empty.length === 1 ? 'has' : 'have'} no fuel left and cannot move (12.2): the fleet stays where it is until refuelled in port ("Fuel", 12.3) or taken in tow (11.21).`, written.has(key) ? box(t) : ['fleets', draft.id], written.has(key) ? {} : { part: 'key' });
    }
    const alongside = items.find((i) => i.kind === 'coal' || i.kind === 'oil');
    if (alongside && written.has(key)) {
      const rule = alongside.kind === 'coal' ? '12.5' : '12.6';
      if (moved > 0) cx.report('GW2502', `A ship refuelling from ${alongside.kind === 'coal' ? 'a collier' : 'an oiler'} "may not move" that turn (12.4): write "${alongside.text}" alone in the box.`, box(t), { substring: alongside.text });
      else if (!cx.data.map.zones[zone]?.coastal) cx.report('GW2508', `${zone} is open sea: ships refuel from ${alongside.kind === 'coal' ? 'a collier' : 'an oiler'} only in a coastal zone (${rule}).`, box(t), { substring: alongside.text });
    }
    const fuelItem = items.find((i) => i.kind === 'fuel');
    let refuels = false;
    if (fuelItem) {
      const where = port ? cx.data.map.ports[port]?.name ?? port : null;
      if (moved > 0) {
        if (written.has(key)) cx.report('GW2502', `A ship refuelling "may not move" that turn (12.4): write "${fuelItem.text}" alone in the box, in the port.`, box(t), { substring: fuelItem.text });
      } else if (!port || !mayRefuelAt(cx.data, cx.scenario, cx.side, port)) {
        if (written.has(key)) {
          cx.report('GW2503', where
            ? `${where} is not a port where your ships may refuel: only friendly ports${refuelPorts(cx)} (12.3).`
            : `The fleet is at sea in ${zone} on turn ${t}: ships refuel in a friendly port (12.3); enter one first, ending an earlier box with its name.`, box(t), { substring: fuelItem.text });
        }
      } else refuels = true;
    }
    // 12.1, 12.11, 12.12: what the turn burns; 12.3: what refuelling gives back.
    const burn = turnBurn(moved, port !== null || refuels);
    const dry: string[] = [];
    for (const s of ships) {
      const before = used.get(s.id)!;
      let now = Math.min(capacity(s.id) * ZONES_PER_BOX, before + burn);
      if (refuels) now -= Math.min(portRefuelBoxes(cx.data, s.id, cx.state.scenario), Math.floor(now / ZONES_PER_BOX)) * ZONES_PER_BOX;
      used.set(s.id, now);
      if (!isEmpty(capacity(s.id), before) && isEmpty(capacity(s.id), now)) dry.push(s.id);
    }
    if (dry.length) {
      const fixed = FIXED.has(draft.mission);
      const text = `Following this plan, ${dry.map(name).join(', ')} ${dry.length === 1 ? 'marks' : 'mark'} off ${dry.length === 1 ? 'her' : 'their'} last fuel box on turn ${t} and cannot move after it (12.2)`;
      const at = written.has(key) ? box(t) : ['fleets', draft.id];
      const extra = written.has(key) ? {} : { part: 'key' as const };
      if (fixed) cx.report('GW2506', `${text}. A ${draft.mission} plan is recorded to the end and must have enough fuel to be carried out (12.2${draft.mission === 'abort' ? '; 5.2 Abort: the way home must not run the fleet out of fuel' : ''}).`, at, extra);
      else cx.report('GW2505', `${text}. Plan a "Fuel" turn in a friendly port before then (12.3). Fuel left now: ${ships.map((s) => `${name(s.id)} ${boxesLeft(capacity(s.id), s.fuel!.used)}`).join(', ')} boxes.`, at, extra);
      return;
    }
  }
}

/** 12.5, 12.6: does the zone hold a port of the enemy (not a neutral's)? */
function enemyPortIn(cx: CheckContext, zone: string): boolean {
  return portsInZone(cx.data, zone).some((p) => portStanding(cx.data, cx.scenario, cx.side, p) === 'enemy');
}

function refuelPorts(cx: CheckContext): string {
  const extra = cx.scenario.fuel?.ports?.[cx.side] ?? [];
  return extra.length ? ` and, in this scenario, ${extra.map((p) => cx.data.map.ports[p]?.name ?? p).join(', ')}` : '';
}
