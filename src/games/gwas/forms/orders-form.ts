/**
 * The orders form mailed with each turn report: YAML for the next turn, pre-filled with what the
 * side's fleets have already plotted (so sending it back unchanged changes nothing), with
 * comments giving each fleet's log, ships, mission and the moves open to it.
 *
 * Built from the side's redacted state only (games/gwas/views/redact.ts): it cannot name an enemy.
 * Comments are never written between a `plot:` key and the next key in a form that reads like a
 * plot line ("4: K33"): the orders parser warns about such lines (ADM1040).
 */
import { earlierLogLines, SHOWN_LOG_LINES } from '../fleet-log.js';
import { airHelp } from './air-help.js';
import { stringify } from 'yaml';
import type { GwasData } from '../data.js';
import { fleetZonesPerTurn, shipSpeed } from '../fleet.js';
import { mayEnterPort, portStanding, portsInZone, reachable } from '../geography.js';
import { parsePlot } from '../plot.js';
import type { FleetState, GwasState, SideId } from '../state.js';
import { turnKind, turnStart } from '../time.js';
import type { RedactedState } from '../views/redact.js';
import { fuelView } from '../views/fleets.js';
import { mayRefuelAt } from '../fuel/ports.js';
import { patrolFormNotes } from '../submarines/form.js';

/** Log entries a fleet's comment shows: as many as a report's fleet list (views/fleets.ts). */
const FORM_LOG_TURNS = SHOWN_LOG_LINES;

export interface OrdersFormInput {
  readonly data: GwasData;
  readonly state: RedactedState;
  readonly viewer: SideId;
  readonly campaign: string;
}

/**
 * Lines of the form are at most this long: a mail client that hard-wraps at 72 columns (or at
 * 76, format=flowed) then leaves the form as it was, and a returned form still parses.
 */
export const FORM_WIDTH = 72;
const WIDTH = FORM_WIDTH;

const MISSIONS: Record<string, string> = {
  transport: 'Transport', bombardment: 'Bombardment', escort: 'Escort', intercept: 'Intercept', raid: 'Raid',
  abort: 'Abort', minelaying: 'Minelaying', minesweeping: 'Minesweeping',
};

/** Comment lines of at most WIDTH characters: `first` prefix on the first, `rest` on the others. */
export function comment(text: string, first: string, rest = first): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = rest;
      empty = true;
    }
    line += empty ? word : ` ${word}`;
    empty = false;
  }
  lines.push(line);
  return lines.map((l) => l.trimEnd());
}

/** A YAML scalar, quoted only when it must be. */
export function scalar(value: string | number | boolean): string {
  return stringify(value).trimEnd();
}

function sortedTurns(plan: Readonly<Record<string, string>>, from: number): number[] {
  return Object.keys(plan).map(Number).filter((t) => Number.isInteger(t) && t >= from).sort((a, b) => a - b);
}

/** How many turns ahead the fleet's mission lets it plot (5.2; FAQ: late arrivals three). */
function plotAhead(fleet: FleetState, turn: number): number | null {
  if (fleet.mission === 'intercept' || fleet.mission === 'raid' || fleet.mission === 'minesweeping') return fleet.arrives > turn ? 3 : 2;
  return null;
}

/** 5.2: a plan recorded before the start (by the scenario, or at turn 1) is fixed, Abort aside. */
function fixedPlan(fleet: FleetState, turn: number): boolean {
  if (fleet.mission === 'abort') return true;
  return ['transport', 'bombardment', 'minelaying'].includes(fleet.mission) && (turn > 1 || Object.keys(fleet.plan).length > 0);
}

/**
 * The boxes the orders may write this turn (4.2 the plotting delay): at the start (3.3) the
 * blank ones up to the mission's limit; after a battle (7.37) this turn's on; otherwise only
 * the box `ahead` turns on. The boxes of this turn and the next are closed, written or not.
 */
function openBoxes(fleet: FleetState, T: number, last: number, ahead: number, fought: boolean): number[] {
  const out: number[] = [];
  for (let t = T; t <= Math.min(last, T + ahead); t++) {
    if (fought || (T === 1 && !fleet.plan[String(t)]) || (t === T + ahead && !fleet.plan[String(t)])) out.push(t);
  }
  return out;
}

/** Where the fleet will be at the start of `until`, if it follows its plan from now. */
function zoneAt(fleet: FleetState, turn: number, until: number): string {
  let zone = fleet.backlog.length ? fleet.backlog[fleet.backlog.length - 1] : fleet.zone;
  for (let t = turn; t < until; t++) {
    for (const item of parsePlot(fleet.plan[String(t)] ?? '')) if (item.kind === 'zone') zone = item.zone;
  }
  return zone;
}

/** The first box a player may write for a fleet with nothing plotted, or null. */
function plotExample(fleet: FleetState, T: number, last: number, fought: boolean): number | null {
  const ahead = plotAhead(fleet, T);
  if (ahead === null) return fixedPlan(fleet, T) && !fought ? null : T === 1 || fought ? T : T + 2 <= last ? T + 2 : null;
  return openBoxes(fleet, T, last, ahead, fought)[0] ?? null;
}

function fleetBlock(data: GwasData, state: RedactedState, fleet: FleetState): string[] {
  const T = state.turn;
  const scenario = data.scenarios[state.scenario];
  const out: string[] = [];
  const c = (text: string) => out.push(...comment(text, '    # ', '    #   '));
  const portName = (id: string | null) => (id ? data.map.ports[id]?.name ?? id : null);

  out.push(`  ${fleet.id}:`);
  const where = fleet.arrives > T
    ? `arrives on turn ${fleet.arrives} in ${fleet.zone}`
    : fleet.port ? `in port at ${portName(fleet.port)} (${fleet.zone})` : `at sea in ${fleet.zone}`;
  c(`${fleet.name}: ${MISSIONS[fleet.mission] ?? fleet.mission} ${fleet.missionSince > 0 ? `since turn ${fleet.missionSince}` : 'since the start'}; ${where}.`);
  const ships = fleet.ships.map((id) => state.ships[id]).filter((s) => s && !s.sunk).map((s) => {
    const cls = data.ships[s.id];
    const marked = Object.values(s.damage).reduce((a, b) => a + b, 0);
    return `${cls?.name ?? s.id} [${s.id}] (${cls?.type ?? '?'}, speed ${cls ? shipSpeed(data, s) : '?'}${marked ? `, ${marked} damage boxes marked` : ''})`;
  });
  c(`Ships: ${ships.join(', ') || 'none'}.`);
  fuelLines(data, state, fleet, c);
  if (fleet.log.length) {
    // The last few turns only (issue 17 §4): a long campaign's whole log made a form of 100 KB and
    // more; the earlier turns are in the side's earlier reports.
    // Lines the state dropped (fleetLog: recent) are earlier entries too.
    const earlier = Math.max(0, fleet.log.length - FORM_LOG_TURNS) + earlierLogLines(fleet);
    const entries = fleet.log.slice(-FORM_LOG_TURNS).map((l) => `${l.turn}: ${l.path.length ? `${l.from} -> ${l.path.join('/')}` : `stayed in ${l.from}`}${l.port ? ` (${portName(l.port)})` : ''}`);
    c(`Log: ${earlier ? `(${earlier} earlier ${earlier === 1 ? 'entry' : 'entries'} in your earlier reports) ` : ''}${entries.join('; ')}.`);
  } else {
    c('Log: no turns sailed yet.');
  }
  if (fleet.backlog.length) c(`Still to sail from earlier plots (weather or damage): ${fleet.backlog.join('/')}.`);

  const coming = sortedTurns(fleet.plan, T);
  const planned = coming.map((t) => `turn ${t} ${fleet.plan[String(t)]}`);
  c(`Plotted: ${planned.join('; ') || 'nothing for the coming turns'}.`);

  if (fleet.mission === 'escort' && fleet.escorting) {
    c(`On Escort: moves with ${fleet.escorting} and has no plot of its own (5.2 Escort).`);
  } else {
    // 7.37 after a battle; 13.24 (mines option) after a minefield halted the fleet: the check
    // (check-plot.ts foughtLastTurn) lets it re-plot, so the form opens the same boxes.
    const halted = fleet.mineHalt === T - 1;
    const fought = halted || state.contacts.some((x) => x.turn === T - 1 && x.fleets.includes(fleet.id));
    const why = halted ? 'After last turn\'s halt at a minefield' : 'After last turn\'s battle';
    const rule = halted ? '13.24' : '7.37';
    const ahead = plotAhead(fleet, T);
    let writeFrom: number | null = null;
    if (fixedPlan(fleet, T) && !fought) {
      c(fleet.mission === 'abort'
        ? 'The Abort plan is fixed: the fleet sails home as plotted (5.2 Abort).'
        : `The ${MISSIONS[fleet.mission] ?? fleet.mission} plan is fixed (5.2); to change it, add "mission: abort" and plot the way home from turn ${T + 2} (5.2 Abort).`);
    } else if (['transport', 'bombardment', 'minelaying', 'abort'].includes(fleet.mission) && fought) {
      writeFrom = T;
      c(`${why} you may re-plan turns ${T} to ${state.lastTurn} (${rule}).`);
    } else if (ahead !== null) {
      const free = openBoxes(fleet, T, state.lastTurn, ahead, fought);
      if (fought) c(`${why} you may re-plan turns ${T} to ${Math.min(state.lastTurn, T + ahead)} (${rule}).`);
      if (free.length) {
        writeFrom = free[0];
        c(`You may write turn${free.length === 1 ? '' : 's'} ${free.join(', ')} (${MISSIONS[fleet.mission]}: ${ahead} turns ahead, 5.2).${fought || T === 1 ? '' : ` Turns ${T} to ${T + ahead - 1} are closed (4.2).`}`);
      } else c('Nothing more to plot this turn: the boxes of this turn and the next are closed (4.2).');
    } else if (T === 1) {
      // The setup (3.3): a plan the scenario left blank is recorded now, whole (5.2).
      writeFrom = 1;
      c(`Record the whole ${MISSIONS[fleet.mission] ?? fleet.mission} plan now, from turn 1: it is fixed once the game begins (5.2).`);
    }
    if (writeFrom !== null && writeFrom <= state.lastTurn) {
      const start = fought ? zoneAt(fleet, T, T) : zoneAt(fleet, T, writeFrom);
      const wz = data.map.zones[fleet.zone]?.weatherZone ?? 'default';
      // fleetZonesPerTurn reads only the ships of the state: the side's own ships suffice.
      const capacity = fleetZonesPerTurn(data, { ships: state.ships } as unknown as GwasState, fleet, state.weather[wz] ?? 1);
      const one = reachable(data, start, 1);
      const destroyers = fleet.ships.some((id) => ['DD', 'TB'].includes(data.ships[id]?.type ?? ''));
      c(`Turn ${fought ? T : writeFrom} starts in ${start}${writeFrom > T && !fought ? ' (if the plot holds)' : ''}; the fleet enters ${capacity} zone${capacity === 1 ? '' : 's'} a turn (5.1${capacity > 1 && destroyers ? '; destroyers slow the fleet to one in squall or worse, 11.73' : ''}).`);
      if (capacity >= 1) c(`Next zones: ${one.join(', ') || 'none'}.`);
      if (capacity >= 2) {
        const two = reachable(data, start, 2).filter((z) => !one.includes(z));
        if (two.length) c(`Two zones on (through one of those): ${two.join(', ')}.`);
      }
      const zones = [start, ...reachable(data, start, Math.max(capacity, 0))];
      const portIds = [...new Set(zones.flatMap((z) => portsInZone(data, z)))]
        .filter((p) => mayEnterPort(data, scenario, fleet.side, p))
        .sort();
      // A plot names a port by its name when the name is plain letters (the orders schema), else by its id.
      const key = (p: string) => (/^\p{L}(?:[\p{L} -]*\p{L})?$/u.test(data.map.ports[p].name) ? data.map.ports[p].name : p);
      const ports = portIds.map((p) => `${key(p)}${key(p) === data.map.ports[p].name ? '' : ` (${data.map.ports[p].name})`} in ${data.map.ports[p].zone}, ${portStanding(data, scenario, fleet.side, p)}`);
      if (portIds.length) {
        c(`Ports in reach it may enter (end the box with the port, e.g. "${data.map.ports[portIds[0]].zone}/${key(portIds[0])}"): ${ports.join('; ')}.`);
      }
      else c('No port it may enter is in reach.');
    }
  }

  if (fleet.mission === 'escort' && fleet.escorting) {
    // No plot: an Escort fleet's boxes are not its own; its past plan stays as it is.
  } else if (coming.length) {
    out.push('    plot:');
    for (const t of coming) out.push(`      ${t}: ${scalar(fleet.plan[String(t)])}`);
  } else {
    const example = plotExample(fleet, T, state.lastTurn, state.contacts.some((x) => x.turn === T - 1 && x.fleets.includes(fleet.id)));
    c(example !== null
      ? `Nothing plotted: replace {} below with one line per box, e.g. "plot:" and under it "${example}: ${fleet.zone}".`
      : 'Nothing plotted: the fleet stays where it is.');
    out.push('    plot: {}');
  }

  const battle = Object.entries(fleet.battle).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
  if (battle.length) {
    out.push('    battle:');
    for (const [k, v] of battle) {
      // 7.33 (tactical option): turnAway may be a mapping, written back in flow style: { hullLost: 4 }.
      const mapping = (o: object) => `{ ${Object.entries(o).map(([a, x]) => `${a}: ${scalar(x as string | number)}`).join(', ')} }`;
      out.push(`      ${k}: ${Array.isArray(v) ? `[${v.map((x) => scalar(String(x))).join(', ')}]` : v && typeof v === 'object' ? mapping(v) : scalar(v as string | number)}`);
    }
  } else {
    out.push('    battle: {}');
  }
  return out;
}

/**
 * 4.2, 12.0 (fuel option): each ship's fuel left and the turns it carries her at each speed, and
 * whether the fleet may refuel where it lies. The side's own ships only carry fuel in its state.
 */
function fuelLines(data: GwasData, state: RedactedState, fleet: FleetState, c: (text: string) => void): void {
  const ships = fleet.ships.map((id) => state.ships[id]).filter((s) => s && !s.sunk && s.fuel);
  if (!ships.length) return;
  const lines = ships.map((s) => {
    const f = fuelView(data, s.id, data.ships[s.id].fuel, s.fuel!.used);
    const name = data.ships[s.id]?.name ?? s.id;
    return f.out ? `${name} none left (cannot move until refuelled, 12.2)`
      : `${name} ${f.boxes}/${f.capacity} boxes ${f.burns} (+${f.margin}/12): ${f.turnsAtOne} turns at one zone, ${f.turnsAtTwo} at two`;
  });
  c(`Fuel (12.1: 12 zones a box, two zones a turn cost 6, staying at sea 1, nothing in port): ${lines.join('; ')}.`);
  const scenario = data.scenarios[state.scenario];
  if (fleet.port && mayRefuelAt(data, scenario, fleet.side, fleet.port)) {
    c(`In ${data.map.ports[fleet.port]?.name ?? fleet.port} the fleet may refuel: write "Fuel" alone in a box; each ship takes on 1 box a turn (coal) or 3 (oil) and the fleet does not move (12.3, 12.4).`);
  }
}

export function ordersForm(input: OrdersFormInput): string {
  const { data, state, viewer, campaign } = input;
  if (state.side !== viewer) throw new Error(`ordersForm: state redacted for '${state.side}', not '${viewer}'`);
  const scenario = data.scenarios[state.scenario];
  const sideName = scenario.sides[viewer]?.name ?? data.info.sides[viewer]?.name ?? viewer;
  const T = state.turn;
  const out: string[] = [];
  const h = (text = '') => out.push(...(text ? comment(text, '# ', '#   ') : ['#']));

  h(`Admiralty orders form: ${data.info.name}.`);
  h(`Campaign ${campaign}; scenario ${scenario.name}; ${sideName} (${viewer}).`);
  if (state.over || T > state.lastTurn) {
    h('The scenario is over: no more orders are taken.');
    out.push(`game: ${scalar(data.info.id)}`, `campaign: ${scalar(campaign)}`, `side: ${viewer}`, `turn: ${T}`);
    return `${out.join('\n')}\n`;
  }
  h(`Orders for turn ${T} of ${state.lastTurn}: ${turnStart(scenario, T)}, a ${turnKind(data, scenario, T)} turn.`);
  h();
  h('How to plot (5.1): under a fleet\'s "plot:", one line per turn: the turn number, a colon, and the log-sheet box. The box lists the sea zones the fleet enters, in order, separated by "/", such as "K31/K32". A fleet enters two zones a turn only if every ship is speed 2 or 2+, otherwise one. End the box with a port\'s name to enter it ("K31/Messina"); write "stay" to stay where it is. A Raid fleet may write "Search 1" or "Search 2" to look for merchants (10.2).');
  h('The plotting delay (4.2, 5.2): each turn an Intercept or Raid fleet writes only the box two turns ahead (three for a fleet yet to arrive). The boxes of this turn and the next are closed, written or not; a blank box means the fleet stays. Transport, Bombardment and Minelaying plans are fixed from the start; change them only by adding "mission: abort" and plotting the way home (5.2 Abort). After a battle a fleet may re-plan (7.37).');
  h('Standing battle orders (optional) go under "battle:": range long/short, disengage never/when-outgunned/when-damaged/at-once, contact seek/avoid, targets [types or ship ids], torpedoes fire/hold.');
  if (state.options?.tactical) {
    h('Tactical battle (7.0, an option of this campaign): battles are fought on a hex map by these standing orders: formation together/loose, closeTo N or keepAt N (hexes), targets [capital, light, nearest, types or ship ids], torpedoes fire/hold/same-hex/at-capital, turnAway never/when-outgunned/at-once or { hullLost: N }, beach { hullLeft: N } (7.44: a ship with N hull boxes or fewer left, beside land, is run ashore). After the battle a fleet may give ships to another of yours in it: exchange: [{ ships: [...], join: <fleet> }] beside battle: (7.29, this turn only).');
  }
  if (Object.values(state.ships).some((s) => s.fuel)) {
    h('Fuel (12.0, an option of this campaign): ships burn fuel as they move and fight, and a ship with no box left cannot move (12.2). In a port where you may refuel, write "Fuel" alone in a box: each ship takes on 1 box that turn (coal) or 3 (oil), and the fleet does not move (12.3, 12.4).');
  }
  if (state.minefields) {
    h('Mines (13.0, an option of this campaign): a Minelaying fleet lays a minefield towards a neighbouring zone by writing "Mine W38" four turns running without moving ("Mine W38 from 12" to make it active only from turn 12); a Minesweeping fleet writes "Detect" to find the enemy\'s minefields around its zone, and "Sweep W38" two turns running to clear one it has found (13.31, 13.35, 13.72, 13.73).');
    const own = state.minefields.own.map((f) => `${f.between.join('/')} (from turn ${f.activeFrom}${f.revealed ? ', known to the enemy' : ''})`);
    const enemy = state.minefields.enemy.map((f) => `${f.between.join('/')} (${f.count})`);
    h(`Your minefields: ${own.join(', ') || 'none'}. Enemy minefields you have found: ${enemy.join(', ') || 'none'}.`);
  }
  for (const note of patrolFormNotes(data, state)) h(note); // 15.1, 18.1 (submarines / MTBs options)
  for (const line of airHelp(state.air)) h(line); // 14.0, 16.1, 17.0 options: forms/air-help.ts
  h('Lines beginning with "#" are ignored. Sent back unchanged, this form keeps every plan as plotted.');
  h('Rulings: games/gwas-mediterranean/RULINGS.md.');
  out.push(`game: ${scalar(data.info.id)}`);
  out.push(`campaign: ${scalar(campaign)}`);
  out.push(`side: ${viewer}`);
  out.push(`turn: ${T}`);
  const fleets = Object.values(state.fleets).filter((f) => f.side === viewer && f.gone === null)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (fleets.length === 0) {
    h('You have no fleets left in play.');
    return `${out.join('\n')}\n`;
  }
  out.push('fleets:');
  fleets.forEach((f, i) => {
    if (i > 0) out.push('');
    out.push(...fleetBlock(data, state, f));
  });
  return `${out.join('\n')}\n`;
}
