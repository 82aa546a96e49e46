/**
 * 7.2 Ship Deployment, by the fleets' standing orders. Pure but for the run it fills in.
 *
 * - 7.21: the side without the initiative first, in the centre hex(es) nearest the edge the
 *   initiative enters by, never within sighting range of that edge; more ships go to hexes next
 *   to hexes already used, still as near that edge as may be. On an island (7.41) the centre is
 *   land: the first hex is then beside it, nearest that edge, even within its sight ("the two
 *   fleets begin the battle closer together than usual").
 * - 7.22: each initiative fleet along the edge it entered the zone by (the zone before the
 *   battle's in its path this turn); a fleet that did not move takes the first sea edge with a
 *   zone beyond it, east, north-east, north-west, west, south-west, south-east (a fixed choice
 *   that asks nobody). Its first hex is the edge's corner, more in adjacent hexes out of the
 *   enemy's sighting range.
 * - 7.23: face-down: the enemy knows only where counters stand (the "stack", sighting.ts).
 * - 7.24: a fleet in one hex or a contiguous block; formation 'together' fills hexes to eight,
 *   'loose' puts four a hex (the least 7.24 allows); fewer than four ships: one hex.
 * - 7.25: a Raid fleet in loose formation puts one counter a hex, in adjacent hexes.
 * - 7.26: a fleet of more than four: one nationality a hex (German ships go with the fleet's
 *   largest nationality, Dominion ships are British).
 * - 7.28: a chance encounter brings each initiative fleet one hex (day) or two (night) nearer
 *   the centre, never into an enemy hex.
 * - 7.29: fleets never share a hex (no stack of two fleets).
 * Eight counters of a side at most in a hex (7.2; a group counter counts one, 7.23).
 */
import type { GwasData } from '../data.js';
import { otherSide, type FleetState, type GwasState, type ShipState, type SideId } from '../state.js';
import { add, allHexes, centreHexes, corner, distance, distanceToEdge, DIRECTIONS, key, neighbours, onMap, opposite, vector, type Direction, type Hex } from './hexes.js';
import { directionTo, isLand } from './map.js';
import { formationOf } from './orders.js';
import type { TacticalRun } from './types.js';

/** 7.22: the edge a fleet entered the battle's zone by, or null when it did not move there this turn. */
export function entryEdge(data: GwasData, fleet: FleetState, zone: string, turn: number): Direction | null {
  const line = [...fleet.log].reverse().find((l) => l.turn === turn);
  if (!line) return null;
  const i = line.path.indexOf(zone);
  if (i < 0) return null;
  const before = i === 0 ? line.from : line.path[i - 1];
  return before === zone ? null : directionTo(data, zone, before);
}

function nationOf(data: GwasData, s: ShipState): string {
  const n = data.ships[s.id].nation;
  return n === 'canada' || n === 'australia' ? 'britain' : n;
}

/** 7.24–7.26: the fleet's ships cut into hex loads. */
export function loads(data: GwasData, fleet: FleetState, ships: readonly ShipState[]): ShipState[][] {
  const loose = formationOf(fleet) === 'loose';
  if (loose && fleet.mission === 'raid') return ships.map((s) => [s]); // 7.25
  if (ships.length < 4) return ships.length ? [[...ships]] : [];
  const parts: ShipState[][] = [];
  if (ships.length > 4) {
    const by = new Map<string, ShipState[]>();
    for (const s of ships) if (nationOf(data, s) !== 'germany') by.set(nationOf(data, s), [...(by.get(nationOf(data, s)) ?? []), s]);
    const largest = [...by.entries()].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))[0];
    const germans = ships.filter((s) => nationOf(data, s) === 'germany');
    if (largest) largest[1].push(...germans);
    else by.set('germany', germans);
    for (const [, g] of [...by.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) parts.push(g);
  } else parts.push([...ships]);
  const out: ShipState[][] = [];
  for (const g of parts) {
    const k = loose ? Math.max(1, Math.floor(g.length / 4)) : Math.ceil(g.length / 8);
    const base = Math.floor(g.length / k);
    let extra = g.length % k;
    let at = 0;
    for (let i = 0; i < k; i++) {
      const n = base + (extra-- > 0 ? 1 : 0);
      out.push(g.slice(at, at + n));
      at += n;
    }
  }
  return out;
}

function counts(run: TacticalRun, side: SideId): Map<string, number> {
  const m = new Map<string, number>();
  for (const s of run.ships[side]) if (run.places[s.id]) m.set(key(run.places[s.id].hex), (m.get(key(run.places[s.id].hex)) ?? 0) + 1);
  return m;
}

function fleetHexes(run: TacticalRun, side: SideId): Map<string, string> {
  const m = new Map<string, string>();
  for (const s of run.ships[side]) if (run.places[s.id]) m.set(key(run.places[s.id].hex), s.fleet);
  return m;
}

function place(run: TacticalRun, ships: readonly ShipState[], hex: Hex): void {
  for (const s of ships) run.places[s.id] = { hex, exited: null, aground: false };
}

/**
 * Places one fleet's loads: the first at the best of `first`, each next one next to a hex the
 * fleet already holds, best by `rank` (lower first). `ok` is the side's own rule for a hex.
 */
function placeFleet(run: TacticalRun, side: SideId, fleet: FleetState, parts: ShipState[][], first: Hex[], rank: (h: Hex) => number, ok: (h: Hex) => boolean): void {
  const used: Hex[] = [];
  for (const part of parts) {
    const c = counts(run, side);
    const owners = fleetHexes(run, side);
    const fits = (h: Hex) => onMap(h) && !isLand(run.map, h) && ok(h)
      && (c.get(key(h)) ?? 0) + part.length <= 8 && (owners.get(key(h)) ?? fleet.id) === fleet.id;
    // Each load is a hex of its own (loads() cut them so): the next goes beside one already used.
    const taken = (h: Hex) => used.some((u) => u.q === h.q && u.r === h.r);
    const pool = used.length ? used.flatMap((u) => neighbours(u)).filter((h) => !taken(h)) : first;
    const best = pool.filter(fits).sort((a, b) => rank(a) - rank(b) || a.q - b.q || a.r - b.r)[0]
      // Nowhere within the rule's preference: the nearest hex that fits at all, so no ship is lost.
      ?? allNear(used[0] ?? first[0]).filter(fits).sort((a, b) => rank(a) - rank(b) || a.q - b.q || a.r - b.r)[0];
    if (!best) continue;
    place(run, part, best);
    used.push(best);
  }
}

function allNear(h: Hex): Hex[] {
  return allHexes().sort((a, b) => distance(a, h) - distance(b, h));
}

export function fleetShips(state: GwasState, fleet: FleetState): ShipState[] {
  return fleet.ships.map((id) => state.ships[id]).filter((s) => s && !s.sunk);
}

/** 7.21–7.29: both sides placed; the initiative fleets' edges recorded in run.edges. */
export function deploy(data: GwasData, state: GwasState, run: TacticalRun, chance: boolean, turn: number): void {
  const init = run.initiative;
  const other = otherSide(init);
  const sea = DIRECTIONS.filter((d) => run.map.exits[d] !== null);
  for (const f of run.fleets[init]) {
    run.edges[f.id] = entryEdge(data, f, run.zone, turn) ?? sea[0] ?? DIRECTIONS.find((d) => !run.map.landEdges.includes(d)) ?? 'e';
  }
  const edge = run.edges[run.fleets[init][0].id];
  // 7.21 first: the side without the initiative, near the entering edge but out of its sight.
  const centre = centreHexes().filter((h) => !isLand(run.map, h));
  const firsts = centre.length ? centre : centreHexes().flatMap(neighbours).filter((h) => !isLand(run.map, h));
  // 7.41: beside an island the rule places them "adjacent to the land hexes near the map edge",
  // "closer together than usual": the out-of-sight limit of 7.21 gives way.
  const outOfSight = (h: Hex) => run.map.island || distanceToEdge(h, edge) > run.sight;
  for (const f of run.fleets[other]) {
    placeFleet(run, other, f, loads(data, f, fleetShips(state, f)), firsts, (h) => distanceToEdge(h, edge), outOfSight);
  }
  // 7.22, 7.28: the initiative fleets along their edges, out of the enemy's sight.
  const enemyHexes = () => run.ships[other].filter((s) => run.places[s.id]).map((s) => run.places[s.id].hex);
  const closer = chance ? (run.night ? 2 : 1) : 0;
  for (const f of run.fleets[init]) {
    const d = run.edges[f.id];
    const inward = vector(opposite(d));
    const start = add(corner(d), inward, closer);
    const row = (h: Hex) => distanceToEdge(h, d);
    const free = (h: Hex) => !enemyHexes().some((e) => e.q === h.q && e.r === h.r);
    const unseen = (h: Hex) => free(h) && enemyHexes().every((e) => distance(e, h) > run.sight);
    placeFleet(run, init, f, loads(data, f, fleetShips(state, f)), [start],
      (h) => Math.abs(row(h) - closer) * 10 + distance(h, start),
      (h) => (same(h, start) ? free(h) : unseen(h) || (closer > 0 && free(h) && row(h) <= closer)));
  }
  // 7.23: each side knows where the enemy's face-down counters were put.
  const firstHex = (side: SideId) => run.ships[side].map((s) => run.places[s.id]?.hex).find((h) => h) ?? null;
  run.stack.allied = firstHex('central');
  run.stack.central = firstHex('allied');
}

function same(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}
