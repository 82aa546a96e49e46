/**
 * Scripted Bismarck (1962) players for whole games: each writes its orders from what its seat is
 * sent (the orders form, and the lines of its own report), never from the state. Red makes for a
 * waypoint in the open Atlantic and then for Brest, arriving after 25 May (How to Win B); Blue
 * sends every counter toward the Bismarck's last known zone (a sighting, a disclosure, a call
 * answered "there"); not knowing it, his battleships make for Brest and the rest stay. A seeded `random` picks Red's waypoint.
 */
import { parse } from 'yaml';
import { shortestPath } from '../../src/board/graph.js';
import type { B62Data } from '../../src/games/bismarck1962/data/types.js';

const WAYPOINTS = ['A-4D', 'C-4C', 'D-3A', 'E-4B', 'D-5C'];

/** Red's first waypoint for a game, chosen once from the seed. */
export const redWaypoint = (random: () => number): string => WAYPOINTS[Math.floor(random() * WAYPOINTS.length)];

/**
 * A battle round by mail (battle: rounds): both players keep the moves their form pre-fills (their
 * standing orders) but play the Chance Table every round, hoping to break off (How to Withdraw).
 */
function battleRound(doc: Record<string, unknown>): string {
  (doc.battle as Record<string, unknown>).chance = 'always';
  return JSON.stringify(doc);
}

function along(d: B62Data, from: string, to: string, n: number): string[] {
  return (shortestPath(d.board, from, new Set([to])) ?? []).slice(0, n);
}

/** Red: from her zone (in the form) to the waypoint, then to Brest; she waits outside until 26 May. */
export function redPlayer(d: B62Data, waypoint: string): (form: string) => string | null {
  let passed = false;
  return (form) => {
    const doc = parse(form) as Record<string, unknown> | null;
    if (!doc || doc.side !== 'red') return null;
    if ('round' in doc) return battleRound(doc);
    const zone = /The Bismarck is in ([A-Z]-[1-9][A-D])/.exec(form)![1];
    const factor = Number(/moves up to (\d+) zones/.exec(form)![1]);
    const date = /\d{4}-\d{2}-\d{2}/.exec(form)?.[0] ?? '9999';
    passed ||= zone === waypoint;
    const brest = d.ports.brest.zone;
    let path = along(d, zone, passed ? brest : waypoint, factor);
    if (passed && date < d.time.portsOpenFrom && path[path.length - 1] === brest) path = path.slice(0, -1);
    (doc.bismarck as Record<string, unknown>).move = path;
    doc.battle = { approach: 'hold-b', facing: 'broadside', target: 'nearest', chance: 6 };
    return JSON.stringify(doc);
  };
}

/** Blue: the last zone his report puts her in, if any. */
export function lastKnown(d: B62Data, reportLines: readonly string[]): string | null {
  let known: string | null = null;
  for (const l of reportLines) {
    const zone = /sighted in ([A-Z]-[1-9][A-D])|zone is disclosed: ([A-Z]-[1-9][A-D])/.exec(l);
    if (zone) known = zone[1] ?? zone[2];
    const area = /area is disclosed: ([A-Z]-[1-9])|calls out area ([A-Z]-[1-9]): the Bismarck is there/.exec(l);
    if (area) known = d.board.groups.area[area[1] ?? area[2]].zones[0] ?? known;
  }
  return known;
}

export function blueOrders(d: B62Data, form: string, reportLines: readonly string[]): string | null {
  const doc = parse(form) as Record<string, unknown> | null;
  if (!doc || doc.side !== 'blue') return null;
  if ('round' in doc) return battleRound(doc);
  const target = lastKnown(d, reportLines);
  const ships = doc.ships as Record<string, string[]>;
  for (const id of Object.keys(ships)) {
    const line = form.split('\n').find((l) => l.startsWith(`  ${id}:`))!;
    const zone = / in ([A-Z]-[1-9][A-D]);/.exec(line)![1];
    const move = Number(/moves (\d+)/.exec(line)![1]);
    // Not knowing where she is, the battleships wait for her off Brest, where she must come to win (How to Win B).
    const goal = target ?? (/type B,/.test(line) ? d.ports.brest.zone : null);
    ships[id] = goal && goal !== zone ? along(d, zone, goal, move) : [];
  }
  doc['search-chance'] = true;
  doc.battle = { approach: 'close', facing: 'broadside', place: 'north', join: true, chance: 'never' };
  return JSON.stringify(doc);
}
