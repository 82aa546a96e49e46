// Scripted Bismarck (1979) players that read only what their seat is sent: the JSON report (its
// own ships and air units, its contacts) and the orders form (legal next zones, contacts and who
// may shadow them). The printed map is public, so they plan routes on the board. Each writes YAML
// orders and, like a player answered by mail, may try a bolder order and fall back when the
// referee's check refuses it.
import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardFromFile, shipCanEnter } from '../../src/games/bismarck1979/data/board.js';
import type { BoardFile } from '../../src/games/bismarck1979/data/board-types.js';
import { shortestPath, distances } from '../../src/board/graph.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const board = boardFromFile(JSON.parse(readFileSync(resolve(root, 'games/bismarck1979/board.json'), 'utf8')) as BoardFile);

interface ShipRow { id: string; type: string; zone: string; status: string; tf: string; fuel: number; convoy: string }
interface AirRow { id: string; status: string; zone: string; mode: string }
interface Contact { id: string; zone: string; how: string }
export interface Report { turn: number; clock: string; ships: ShipRow[]; air: AirRow[]; contacts: Contact[]; over: boolean }

/** Asks the referee whether orders would be taken (the `orders check` a player runs before sending). */
export type Check = (yaml: string) => boolean;

const head = (side: string, form: string) => {
  const turn = /^turn: (\d+)$/m.exec(form)![1];
  const ex = /^exchange: (\d+)$/m.exec(form);
  return `game: bismarck1979\nside: ${side}\nturn: ${turn}\n${ex ? `exchange: ${ex[1]}\n` : ''}`;
};

/** Forces as the form lists them: key, zone. */
function formForces(form: string): { key: string; zone: string }[] {
  return [...form.matchAll(/^ {2}# (\S+) in ([A-Z]\d+): /gm)].map((m) => ({ key: m[1], zone: m[2] }));
}

export function route(from: string, to: string, side: 'british' | 'german'): string[] {
  if (from === to) return [];
  return shortestPath(board, from, new Set([to]), shipCanEnter(side)) ?? [];
}

/** The longest prefix (up to n zones) of a route the referee accepts for this force. */
function bestMove(check: Check, prefix: string, key: string, path: string[], n: number, extra = ''): string | null {
  for (let k = Math.min(n, path.length); k >= 1; k--) {
    const line = `  ${key}: { move: [${path.slice(0, k).join(', ')}]${extra} }`;
    if (check(`${prefix}ships:\n${line}\n`)) return line;
  }
  return null;
}

// The German plan (ours, after Rheinübung, history.md C.4): west along row E north of Iceland to
// the Denmark Strait (E13), south through it to about 58°N 30°W (L10, near where Bismarck turned
// south-east on 25 May), then Brest. The old plan went by D18 and on south to P10 (52°N 28°W):
// 40 zones, more than Bismarck can steam in the 31 turns with 5 fuel factors (5.2), so it never
// reached Brest; this one is 35.
export const GERMAN_WAYPOINTS = ['E13', 'L10', 'S22'];

/** The scenarios' last turn (both end at 1200 May 27, 11.2; the scenario file is public). */
const END = { day: 27, hour: 1200 };
const HOURS = [400, 800, 1200, 1600, 2000, 2400];

/** Turns left to play, this one included, from the report's clock ("1200, May 22"). */
export function turnsLeft(clock: string): number {
  const m = /^(\d+), \w+ (\d+)$/.exec(clock);
  if (!m) return 0;
  return (END.day - Number(m[2])) * 6 + HOURS.indexOf(END.hour) - HOURS.indexOf(Number(m[1])) + 1;
}

/** The German player's notes: how far along the plan it is. */
export interface GermanNotes { leg: number }

/**
 * Bismarck's player keeps to the plan at the pace the clock asks: one zone a turn is free while a
 * fuel factor is left (5.21), so it spends fuel on a second zone only when the zones still to go
 * outnumber the turns left, and keeps the last factor (without it only emergency movement is left)
 * unless Brest is within two zones. On the first turn the breakout bonus (5.2) is taken as far as
 * the schedule asks. A convoy is attacked (10.1: no movement the next turn) only with a turn to spare.
 */
export function germanPlayer(form: string, report: Report, check: Check, notes: GermanNotes = { leg: 0 }): string | null {
  if (form.startsWith('# Nothing')) return null;
  const prefix = head('german', form);
  const lines: string[] = [];
  const bismarck = report.ships.find((s) => s.id === 'bismarck' && s.status === 'sea');
  const left = turnsLeft(report.clock);
  let spare = true;
  for (const f of formForces(form)) {
    const ships = report.ships.filter((s) => s.status === 'sea' && (s.tf ? s.tf === f.key : s.id === f.key));
    if (!ships.length) continue;
    // The next waypoint of the plan; a waypoint reached (or passed within a zone) opens the next leg.
    while (notes.leg < GERMAN_WAYPOINTS.length - 1 && (distances(board, f.zone, shipCanEnter('german')).get(GERMAN_WAYPOINTS[notes.leg]) ?? 0) <= 1) notes.leg++;
    const goal = GERMAN_WAYPOINTS[notes.leg];
    const path = route(f.zone, goal, 'german');
    let togo = path.length;
    for (let k = notes.leg; k + 1 < GERMAN_WAYPOINTS.length; k++) togo += route(GERMAN_WAYPOINTS[k], GERMAN_WAYPOINTS[k + 1], 'german').length;
    const withBismarck = !!bismarck && ships.some((s) => s.id === 'bismarck');
    const fuel = withBismarck ? bismarck!.fuel : 9;
    const behind = togo > left;
    if (withBismarck && togo + 1 > left) spare = false;
    const want = report.turn === 1 ? (togo - 3 > left - 1 ? 5 : 3) : behind && (fuel >= 2 || togo <= 2) ? 2 : 1;
    const line = bestMove(check, prefix, f.key, path, want);
    if (line) lines.push(line);
  }
  return `${prefix}${lines.length ? `ships:\n${lines.join('\n')}\n` : ''}convoy: ${spare ? 'attack' : 'ignore'}\n`;
}

export const BRITISH_POSTS: Record<string, string> = { TF1: 'H12', 'king-george-v': 'J15', repulse: 'J15', norfolk: 'F12', kenya: 'J16', victorious: 'J15', renown: 'T16', 'ark-royal': 'T16', revenge: 'R5', ramillies: 'Q5', rodney: 'N14' };
const PATROL: Record<string, string> = { 'catalina-209': 'M12', 'catalina-240': 'H19', 'hudson-269': 'F12' };
const HOME: Record<string, string> = { 'catalina-209': 'lough-erne', 'catalina-240': 'sullom-voe', 'hudson-269': 'hvalfjord' };

/** Where a German force seen in `zone` `turns` ago would be now if it made for Brest at a zone a turn. */
function reckoned(zone: string, turns: number): string {
  const path = route(zone, 'S22', 'german');
  return turns <= 0 || !path.length ? zone : path[Math.min(turns, path.length) - 1];
}

/** A British player keeps its own notes: the last zone where the Germans were found, and when. */
export interface BritishNotes { zone: string | null; turn: number }

export function britishPlayer(form: string, report: Report, check: Check, notes: BritishNotes = { zone: null, turn: 0 }): string | null {
  if (form.startsWith('# Nothing')) return null;
  if (report.contacts[0]) { notes.zone = report.contacts[0].zone; notes.turn = report.turn; }
  const prefix = head('british', form);
  if (/shadow exchange/.test(form)) {
    // 8.13: a unit shadows one contact; each contact (listed once per zone it may be in) gets the first listed unit not yet given another.
    const used = new Set<string>();
    const assign: string[] = [];
    for (const m of form.matchAll(/^# {3}(C\d+) in [A-Z]\d+: .*able to shadow: (.+)$/gm)) {
      const unit = m[2].split(' ').find((u) => u !== 'none' && !used.has(u));
      if (unit && !used.has(m[1])) { used.add(unit); used.add(m[1]); assign.push(`${m[1]}: ${unit}`); }
    }
    return `${prefix}shadow: { ${assign.join(', ')} }\n`;
  }
  // Chase a contact up to six turns old (a day); older news is no longer worth the fuel. Once the
  // Germans were seen south of Iceland (row J or below), reckon them on towards Brest at a zone a
  // turn from where they were last seen (and one more for the move now ordered), as the Admiralty guessed on 25–26 May (history.md C.4),
  // and make for that zone however old the news.
  const target = notes.zone && notes.zone[0] >= 'J' ? reckoned(notes.zone, report.turn - notes.turn + 1)
    : notes.zone && report.turn - notes.turn <= 6 ? notes.zone : null;
  const lines: string[] = [];
  for (const f of formForces(form)) {
    const ships = report.ships.filter((s) => s.status === 'sea' && (s.tf ? s.tf === f.key : s.id === f.key));
    if (!ships.length) continue;
    const cruiserOnly = ships.every((s) => s.type === 'CA' || s.type === 'CL');
    const escort = ships.some((s) => s.convoy);
    if (escort && !target) continue; // stays with its convoy until the Germans are found
    const goal = target ?? BRITISH_POSTS[f.key] ?? f.zone;
    if (!target && f.key === 'suffolk') { lines.push(`  ${f.key}: { move: [], patrol: true }`); continue; }
    const path = route(f.zone, goal, 'british');
    if (!path.length) { if (cruiserOnly) lines.push(`  ${f.key}: { move: [], patrol: true }`); continue; }
    const line = bestMove(check, prefix, f.key, path, 2, `, patrol: false${escort ? ', convoy: break' : ''}`);
    if (line) lines.push(line);
  }
  // Long-range patrols: out to a post, patrol there while endurance lasts, then home (6.2, 6.3).
  const air: string[] = [];
  for (const a of report.air) {
    const post = PATROL[a.id];
    const note = form.split('\n').find((l, i, all) => l.startsWith('  # ') && all[i + 2]?.startsWith(`  ${a.id}:`));
    if (!post || !note) continue;
    const left = Number(/endurance left (-?\d+)/.exec(note)?.[1] ?? 0);
    const at = /in ([A-Z]\d+),/.exec(note)?.[1];
    if (!at) continue;
    const home = board.places[HOME[a.id]].zone;
    const toPost = shortestPath(board, at, new Set([post])) ?? [];
    const toHome = shortestPath(board, at, new Set([home])) ?? [];
    if (a.status === 'base') {
      if (toPost.length) air.push(`  ${a.id}: { mode: movement, move: [${toPost.slice(0, 6).join(', ')}] }`);
    } else if (left >= 1 && toPost.length === 0 && toHome.length <= 6 * left) {
      air.push(`  ${a.id}: { mode: patrol, move: [] }`);
    } else if (left >= 1 && toPost.length > 0 && (shortestPath(board, post, new Set([home])) ?? []).length <= 6 * left) {
      air.push(`  ${a.id}: { mode: movement, move: [${toPost.slice(0, 6).join(', ')}] }`);
    } else {
      air.push(`  ${a.id}: { mode: movement, move: [${toHome.slice(0, 6).join(', ')}] }`);
    }
  }
  return `${prefix}${lines.length ? `ships:\n${lines.join('\n')}\n` : ''}${air.length ? `air:\n${air.join('\n')}\n` : ''}`;
}
