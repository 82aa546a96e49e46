/**
 * Plot checks (5.1, 5.2, 10.21, 11.1, 11.3, 11.5): who may write which log-sheet boxes, and
 * whether each box is a legal move from where the fleet will be.
 */
import type { CheckContext, DraftFleet } from './check-context.js';
import { sortedKeys } from './check-context.js';
import { adjacent, findPort, isZone, mayEnterPort, portStanding, weatherZoneOf } from './geography.js';
import { isWarshipForMissions } from './fleet.js';
import { parsePlot, zonesOf } from './plot.js';
import { mayRefuelAt } from './fuel/ports.js';

/**
 * True when the fleet fought (made contact) last turn: 7.37 lets it re-plan. 13.24 (mines option):
 * so may a fleet a minefield halted last turn.
 */
export function foughtLastTurn(cx: CheckContext, fleetId: string): boolean {
  if (cx.state.fleets[fleetId]?.mineHalt === cx.turn - 1) return true;
  return cx.state.contacts.some((c) => c.turn === cx.turn - 1 && (c.fleets.allied.includes(fleetId) || c.fleets.central.includes(fleetId)));
}

/**
 * Who may change which boxes: the mission's plotting rules (5.2). Returns the boxes refused,
 * which keep their old entries so the rest of the plan is judged from where the fleet will be.
 */
export function checkPlotPermissions(cx: CheckContext, draft: DraftFleet, entries: Readonly<Record<string, string>>, aborting: boolean): Set<string> {
  const refused = new Set<string>();
  for (const key of sortedKeys(entries)) {
    if (!mayWrite(cx, draft, key, entries[key], aborting)) refused.add(key);
  }
  return refused;
}

/** The mission was given in these very orders (not Abort): its plan is recorded now (5.2, 5.23). */
export function missionGivenNow(draft: DraftFleet): boolean {
  return draft.base !== null && draft.mission !== draft.base.mission && draft.mission !== 'abort';
}

/** How many turns ahead a mission plots (4.2, 5.2; FAQ: ships that arrive later plot three). */
export function plotAhead(draft: DraftFleet, turn: number): number {
  return draft.arrives > turn ? 3 : 2;
}

/**
 * 4.2, 5.1: the plotting delay. In turn T's Orders Phase the boxes of turns T and T+1 (T+2 for a
 * late arrival) are closed whether or not they were written: a blank box means the fleet stays.
 * Turn 1's Orders Phase is the setup (3.3): boxes the scenario left blank may be filled then.
 */
function mayWrite(cx: CheckContext, draft: DraftFleet, key: string, entry: string, aborting: boolean): boolean {
  const T = cx.turn;
  const t = Number(key);
  const path = ['fleets', draft.id, 'plot', key];
  const ahead = plotAhead(draft, T);
  if (t < T) { cx.report('GW2040', `Turn ${t} has already been played; the first turn you can plot is ${T} (5.1).`, path, { part: 'key' }); return false; }
  if (t > cx.state.lastTurn) { cx.report('GW2041', `The scenario ends with turn ${cx.state.lastTurn}; turn ${t} is never played.`, path, { part: 'key' }); return false; }
  const old = draft.base?.plan[key] ?? '';
  if (old === entry) return true;
  if (draft.mission === 'escort') {
    cx.report('GW2031', `Fleet '${draft.id}' is on Escort: it moves with '${draft.escorting}' and has no plot of its own (5.2 Escort).`, path, { part: 'key' });
    return false;
  }
  // 7.37: once a battle ends, a fleet that fought may re-plan all its movement for the rest of
  // the scenario (within its mission's plotting limit), or abort and head home at once.
  const fought = foughtLastTurn(cx, draft.id);
  if (aborting) {
    if (t >= T + 2 || fought) return true;
    cx.report('GW2045', `On Abort the plan is rewritten from two turns ahead (turn ${T + 2}); turn ${t} stays as plotted (5.2 Abort).`, path, { part: 'key' });
    return false;
  }
  const setup = T === 1 && old === '';
  const closed = (until: number) => {
    if (old !== '') cx.report('GW2043', `Turn ${t} was already plotted as '${old}' and cannot be changed (5.2, 4.2).`, path);
    else cx.report('GW2047', `Turn ${t}'s box is closed: it was left blank, so the fleet stays where it is that turn; in turn ${T} you may write from turn ${until} (4.2, 5.1).`, path, { part: 'key' });
    return false;
  };
  switch (draft.mission) {
    case 'intercept':
    case 'raid':
    case 'minesweeping':
      if (t > T + ahead) {
        cx.report('GW2042', `A fleet on ${draft.mission} plots only ${ahead} turns ahead: in turn ${T} you may plot up to turn ${T + ahead} (5.2, 4.2).`, path, { part: 'key' });
        return false;
      }
      if (fought || setup || t >= T + ahead) return true;
      return closed(T + ahead);
    case 'transport':
    case 'bombardment':
    case 'minelaying':
      if (fought) return true;
      if (missionGivenNow(draft)) return t >= T + 2 ? true : closed(T + 2);
      // Turn 1: a plan the scenario did not record is recorded now; one it did record is fixed.
      if (T === 1 && Object.keys(draft.base?.plan ?? {}).length === 0) return true;
      cx.report('GW2044', `A ${draft.mission} fleet's plan is fixed ${T === 1 ? 'by the scenario' : 'from the start'}; change it only by ordering Abort (5.2).`, path);
      return false;
    case 'abort':
      if (fought) return true;
      cx.report('GW2044', `An Abort fleet's plan is fixed once aborted; it sails home as plotted (5.2 Abort).`, path);
      return false;
    default:
      return true;
  }
}

export interface Walk {
  /** Zone at the start of each turn from the current turn on (undefined past a box the walk stopped at). */
  readonly startZone: TurnZones;
  readonly end: { zone: string; port: string | null };
}

/**
 * Where a walked fleet starts each turn. Past the last box written the fleet stays where it is, so
 * those turns (up to the scenario's last, often dozens) share one answer instead of one entry a turn:
 * the orders re-check walks every fleet that has orders, every turn (issue 17).
 */
export class TurnZones {
  private readonly zones = new Map<number, string>();
  private restFrom = Infinity;
  private restZone = '';

  constructor(private readonly lastTurn: number) {}

  set(turn: number, zone: string): void { this.zones.set(turn, zone); }

  /** From `turn` to the last turn the fleet starts in `zone`. */
  setRest(turn: number, zone: string): void { this.restFrom = turn; this.restZone = zone; }

  get(turn: number): string | undefined {
    return turn >= this.restFrom && turn <= this.lastTurn ? this.restZone : this.zones.get(turn);
  }
}

/**
 * The last turn with a box written in the plan, or -Infinity. Only keys the walk reads count: a
 * whole turn number spelt as String(turn) spells it ("1.5" or "07" is never read).
 */
function lastWrittenTurn(plan: Readonly<Record<string, string>>): number {
  let last = -Infinity;
  for (const key of Object.keys(plan)) {
    const t = Number(key);
    if (plan[key] && t > last && Number.isInteger(t) && String(t) === key) last = t;
  }
  return last;
}

/**
 * Walks a fleet's plan from the current turn, checking each box the orders wrote
 * (`written`: turn keys to report on) and returning where the fleet would be.
 */
export function walkPlan(cx: CheckContext, draft: DraftFleet, written: ReadonlySet<string>, capacity: number, slowShips: readonly string[] = []): Walk {
  const startZone = new TurnZones(cx.state.lastTurn);
  let zone = draft.zone;
  let port = draft.port;
  const backlog = draft.base?.backlog ?? [];
  if (backlog.length) zone = backlog[backlog.length - 1];
  // Boxes after the last one written change nothing: walk to it, and the fleet stays put after.
  const lastBox = Math.min(cx.state.lastTurn, lastWrittenTurn(draft.plan));
  for (let t = cx.turn; t <= lastBox; t++) {
    startZone.set(t, zone);
    const entry = draft.plan[String(t)];
    if (!entry) continue;
    const report = written.has(String(t));
    const path = ['fleets', draft.id, 'plot', String(t)];
    const items = parsePlot(entry);
    const zones = zonesOf(items);
    let entered = false;
    let moved = 0;
    let searched = false;
    for (const item of items) {
      if (item.kind === 'zone') {
        if (entered && report) cx.report('GW2063', `The fleet enters port earlier in this box; it cannot then move to ${item.zone} (5.1, 11.3).`, path, { substring: item.text });
        if (item.zone === zone && moved === 0) continue; // writing the zone it is in: it stays
        if (!isZone(cx.data, item.zone)) {
          if (report) cx.report('GW2050', `${item.zone} is not a sea zone on this map (land, or off the map) (5.1).`, path, { substring: item.text });
          return { startZone, end: { zone, port } };
        }
        if (!adjacent(cx.data, zone, item.zone)) {
          if (report) cx.report('GW2051', `Fleet '${draft.id}' cannot enter ${item.zone} from ${zone}: the zones are not adjacent (5.1).`, path, { substring: item.text });
          // A box written earlier that no longer joins up: the fleet was moved by a contact (5.41).
          else cx.report('GW2065', `Turn ${t}'s plot '${entry}' no longer starts next to ${zone}, where the fleet will be: re-plot it (7.37).`, ['fleets', draft.id], { part: 'key' });
          return { startZone, end: { zone, port } };
        }
        zone = item.zone;
        port = null;
        moved++;
      } else if (item.kind === 'port') {
        const portId = findPort(cx.data, item.port);
        if (!portId) { if (report) cx.report('GW2054', `'${item.text}' is neither a sea zone nor a port on this map (11.3).`, path, { substring: item.text }); continue; }
        const p = cx.data.map.ports[portId];
        if (p.zone !== zone) { if (report) cx.report('GW2055', `${p.name} lies in ${p.zone}, but the fleet is in ${zone} when it would enter (11.3).`, path, { substring: item.text }); continue; }
        if (!mayEnterPort(cx.data, cx.scenario, cx.side, portId)) {
          if (report) cx.report('GW2056', `${p.name} is a major base the fleet may not use (11.33).`, path, { substring: item.text });
          continue;
        }
        if (report && !(cx.scenario.sides[cx.side]?.homePorts ?? []).includes(portId)) warnForeignPort(cx, portId, path, item.text);
        port = portId;
        entered = true;
      } else if (item.kind === 'search') {
        // 10.21: one search a turn, of one zone ("but not both"); never carry out one and drop the other.
        if (searched) {
          const occurrence = items.filter((x) => x.offset < item.offset && x.text === item.text).length;
          if (report) cx.report('GW2066', `One search a turn: a fleet searches one zone, the one it left or the one it entered, "but not both" (10.21). Keep one search and remove the other.`, path, { substring: item.text, occurrence });
          continue;
        }
        searched = true;
        if (draft.mission !== 'raid' && report) cx.report('GW2057', `Only a fleet on Raid may search for merchants (10.2); '${draft.id}' is on ${draft.mission}.`, path, { substring: item.text });
        if (zones.length + item.points > capacity && report) cx.report('GW2058', `${item.text} with ${zones.length} zone(s) of movement needs more than the fleet's speed allows (10.21).`, path, { substring: item.text });
      } else if (item.kind === 'bombard') {
        if ((draft.mission !== 'bombardment' || zones.length > 0) && report) cx.report('GW2059', `To bombard, a fleet on the Bombardment mission stays in its zone for the whole turn (11.1).`, path, { substring: item.text });
      } else if (item.kind === 'load' || item.kind === 'unload') {
        if ((draft.mission !== 'transport' || zones.length > 0) && report) cx.report('GW2060', `${item.text} needs a Transport fleet that stays in its coastal zone (11.5).`, path, { substring: item.text });
      } else if (item.kind === 'divide') {
        const divides = cx.orders.fleets?.[draft.id]?.divide;
        if (report && (t !== cx.turn || !divides?.length)) cx.report('GW2061', `Divide is written in the current turn's box (${cx.turn}) together with a 'divide:' list of the new fleets (5.25).`, path, { substring: item.text });
        else if (report && (moved > 1 || (moved === 1 && capacity < 2) || item !== items[items.length - 1])) {
          cx.report('GW2061', `A fleet divides where it stops: only a fleet all of speed 2 or 2+ may first move one zone, and nothing follows Divide (5.25).`, path, { substring: item.text });
        }
      } else if (item.kind === 'pursuit') {
        if (report && !foughtLastTurn(cx, draft.id)) cx.report('GW2062', `Pursuit is written only after a battle the fleet took part in (5.24).`, path, { substring: item.text });
      }
    }
    if (report && t === cx.turn && moved > 1 && slowedByWeather(cx, draft, startZone.get(t)!)) {
      cx.report('GW2053', `The weather where '${draft.id}' sails is squall or worse: destroyers and torpedo boats move one zone a turn and sail the rest of this plot next turn (11.73).`, path, { substring: zones[1] });
    }
    if (report && t < draft.movesFrom && moved > 0) cx.report('GW2085', `A fleet formed by Divide this turn moves from turn ${draft.movesFrom} (5.25).`, path, { part: 'key' });
    if (report && moved > capacity) {
      const slow = slowShips.map((id) => `${cx.data.ships[id]?.name ?? id} (${shipSpeedNow(cx, id)})`).join(', ');
      cx.report('GW2052', `Fleet '${draft.id}' can enter ${capacity} zone${capacity === 1 ? '' : 's'} a turn: ${capacity === 1 ? `${slow || 'a ship'} ${slowShips.length > 1 ? 'are' : 'is'} not speed 2 or 2+, and a fleet moves at its slowest ship's speed` : 'two is the most'} (5.1).`, path, { substring: zones[capacity] });
    }
  }
  startZone.setRest(Math.max(cx.turn, lastBox + 1), zone);
  return { startZone, end: { zone, port } };
}

/** A ship's speed as it stands (8.51 damage, 7.35 unable to manoeuvre), for messages. */
function shipSpeedNow(cx: CheckContext, id: string): string {
  const ship = cx.state.ships[id];
  if (ship?.unableToManoeuvre) return 'unable to manoeuvre';
  const levels = ['0', '1s', '1', '2', '2+'];
  const base = cx.data.ships[id]?.speed ?? '?';
  const loss = ship?.speedLoss ?? 0;
  return loss > 0 ? `speed ${levels[Math.max(0, levels.indexOf(base) - loss)]} after damage` : `speed ${base}`;
}

/**
 * 11.3: "a ship that enters a sea zone containing a friendly port may enter that port"; 11.33 bars
 * only the major bases a fleet is not entitled to use. A minor port of a neutral or of the enemy
 * may be entered (the FAQ's contact ruling for a fleet entering a minor port presumes it), but it
 * is not friendly: no refuelling (12.3), no turns counted towards a new mission (5.23). Warn.
 */
function warnForeignPort(cx: CheckContext, portId: string, path: readonly (string | number)[], text: string): void {
  const p = cx.data.map.ports[portId];
  const standing = portStanding(cx.data, cx.scenario, cx.side, portId);
  if (standing === 'neutral') {
    // 12.3 (fuel option): a scenario may open a neutral port to a side's refuelling (Messina to the Central Powers in the Goeben scenario).
    const refuels = Boolean(cx.state.options?.fuel) && mayRefuelAt(cx.data, cx.scenario, cx.side, portId);
    cx.report('GW2064', `${p.name} is a neutral minor port: the fleet may enter it, but it is not a friendly port (${refuels ? 'the scenario lets your side refuel here, 12.3; but' : 'no refuelling,'} no turns towards a new mission, 5.23), and the scenario's neutrality rules apply (11.3, 11.33).`, path, { substring: text });
  } else if (standing === 'enemy') {
    cx.report('GW2067', `${p.name} is an enemy minor port: the fleet may enter it (only major bases are barred, 11.33), but it is not a friendly port (no refuelling, no turns towards a new mission, 5.23), and contact with a fleet lying there is certain (FAQ).`, path, { substring: text });
  }
}

function slowedByWeather(cx: CheckContext, draft: DraftFleet, zone: string): boolean {
  const level = cx.state.weather[weatherZoneOf(cx.data, zone)] ?? 1;
  return level >= 4 && cx.shipData(draft.ships).some((s) => s.type === 'DD' || s.type === 'TB');
}

/** 5.2: ship types allowed per mission. */
export function missionAllowsShips(cx: CheckContext, mission: string, ships: readonly string[]): string | null {
  const data = cx.shipData(ships);
  if (['bombardment', 'escort', 'intercept', 'raid'].includes(mission)) {
    const bad = data.find((s) => !isWarshipForMissions(s));
    if (bad) return `${bad.name} (${bad.type}) is not a warship; only warships and colliers/oilers may be given the ${mission} mission (5.2).`;
  }
  if (mission === 'minesweeping') {
    // 13.7: minesweepers, "or other ships specifically designated with a minesweeping capability by the scenario".
    const sweepers = cx.scenario.mines?.sweepers ?? [];
    const bad = ships.map((id) => cx.data.ships[id]).find((s) => s && s.type !== 'MS' && !sweepers.includes(s.id));
    if (bad) return `${bad.name} is not a minesweeper (MS) nor designated one by the scenario; only minesweepers clear mines (13.7).`;
  }
  return null;
}
