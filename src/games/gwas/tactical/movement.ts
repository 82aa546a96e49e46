/**
 * 7.3–7.35, 7.42 movement on the tactical map by standing orders.
 *
 * Groups (7.3): a fleet's ships of one class (capital, light, other) in one hex move together at
 * the pace of the slowest (11.73 weather counted); fleets never merge (7.29). A ship unable to
 * manoeuvre, aground (7.42), towing or under tow (7.34) is left where it is (7.35).
 * Which groups move in a step (7.31): steps 2/5 speed 2+; 6/9 speed 2 and up; 10/13 all but 1s;
 * 14/17/18 all. Formation 'together': the whole fleet keeps the pace of its slowest group.
 *
 * Where a group goes, one hex or none (7.32: movement is never mandatory), from what its side knows
 * (enemy ships in sight, else the stack where the enemy was last seen, 7.27):
 * - turned away (orders.ts turnsAway): towards the sea edge with a zone beyond it that it reaches
 *   soonest before the enemy, chosen when the fleet turns; on that edge, off the map (7.33).
 * - closeTo N: nearer the target (the fleet's target priority among ships in sight, else the
 *   stack) while farther than N. keepAt N: nearer while farther, away while nearer.
 * A step is taken only if it gains; among equal steps the one not beside land (7.42), then the
 * fixed order of directions. Eight ships of a side at most in a hex after the step (7.32).
 *
 * 7.33 exit: beyond every enemy ship's sighting range the group leaves (its fleet goes to the zone
 * beyond that edge when the battle ends; our ships never re-enter). Within it, the map is
 * re-centred: every ship on it moves the same hexes away from that edge (3, else 2, else 1, keeping
 * all ships on the map and off land), so the chase goes on with their relative places kept.
 * 7.42: a group entering a hex beside land rolls a die a ship: 6 or more, aground (capital +1;
 * −1 off the ship's own coast, the nation of a port in the battle's zone).
 */
import { sidesOnly } from '../../../kernel/events.js';
import type { GwasContext } from '../steps/step.js';
import { otherSide, type FleetState, type ShipState, type SideId } from '../state.js';
import { battleSpeedRank } from '../combat/firepower.js';
import { isCapital, isLight } from '../fleet.js';
import { towedOrTowing } from '../operations/towing.js';
import { add, distance, distanceToEdge, DIRECTIONS, edgesOf, key, neighbours, onMap, opposite, vector, type Direction, type Hex } from './hexes.js';
import { isLand } from './map.js';
import { beachShips } from './beach.js';
import { seekOf, turnsAway } from './orders.js';
import { orderedMove } from './impulse-orders.js';
import { onTheMap, seenBy, sees } from './sighting.js';
import { chooseTacticalTarget } from './targets.js';
import type { TacticalRun } from './types.js';

/** 7.31: the least speed rank that moves in each movement step (ranks: 1s 1, 1 2, 2 3, 2+ 4). */
export const MOVES: Readonly<Record<number, { side: 'initiative' | 'other'; least: number }>> = {
  2: { side: 'initiative', least: 4 }, 5: { side: 'other', least: 4 },
  6: { side: 'initiative', least: 3 }, 9: { side: 'other', least: 3 },
  10: { side: 'initiative', least: 2 }, 13: { side: 'other', least: 2 },
  14: { side: 'initiative', least: 1 }, 17: { side: 'other', least: 1 },
  18: { side: 'initiative', least: 1 },
};

interface Group { readonly fleet: FleetState; readonly ships: ShipState[]; readonly hex: Hex; readonly rank: number }

function kind(ctx: GwasContext, s: ShipState): string {
  const c = ctx.data.ships[s.id];
  return isCapital(c) ? 'capital' : isLight(c) ? 'light' : 'other';
}

function rankOf(ctx: GwasContext, run: TacticalRun, s: ShipState): number {
  return battleSpeedRank(ctx.data, s, run.weather, ctx.state.fleets[s.fleet].port !== null);
}

/** 7.3, 7.34, 7.35: the side's groups that can move at all. */
export function groups(ctx: GwasContext, run: TacticalRun, side: SideId): Group[] {
  const tows = towedOrTowing(ctx.state, onTheMap(run, side));
  const by = new Map<string, Group>();
  for (const s of onTheMap(run, side)) {
    const p = run.places[s.id];
    if (p.aground || tows.has(s.id) || rankOf(ctx, run, s) === 0) continue;
    const k = `${s.fleet}|${key(p.hex)}|${kind(ctx, s)}`;
    const g = by.get(k);
    const fleet = ctx.state.fleets[s.fleet];
    if (g) { g.ships.push(s); (g as { rank: number }).rank = Math.min(g.rank, rankOf(ctx, run, s)); } else by.set(k, { fleet, ships: [s], hex: p.hex, rank: rankOf(ctx, run, s) });
  }
  return [...by.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, g]) => g);
}

function countIn(run: TacticalRun, side: SideId, h: Hex): number {
  return onTheMap(run, side).filter((s) => run.places[s.id].hex.q === h.q && run.places[s.id].hex.r === h.r).length;
}

function besideLand(run: TacticalRun, h: Hex): boolean {
  return neighbours(h).some((n) => isLand(run.map, n));
}

/** The side's picture of the enemy: ships in sight, or the stack. */
function enemyHexes(run: TacticalRun, side: SideId): Hex[] {
  const seen = seenBy(run, side).map((s) => run.places[s.id].hex);
  return seen.length ? seen : run.stack[side] ? [run.stack[side]!] : [];
}

/**
 * 7.33: the way out a turning fleet makes for: the sea edge with a zone beyond it that the fleet
 * reaches soonest before the enemy it knows of (the most hexes the enemy is farther from that
 * edge than the fleet), then the nearest.
 */
function wayOut(run: TacticalRun, side: SideId, from: Hex): Direction | null {
  const enemy = enemyHexes(run, side);
  const margin = (d: Direction) => (enemy.length ? Math.min(...enemy.map((e) => distanceToEdge(e, d))) : 0) - distanceToEdge(from, d);
  const open = DIRECTIONS.filter((d) => run.map.exits[d] !== null);
  return open.sort((a, b) => margin(b) - margin(a) || distanceToEdge(from, a) - distanceToEdge(from, b))[0] ?? null;
}

type Aim = { kind: 'exit'; edge: Direction } | { kind: 'toward'; hex: Hex; hexes: number; keep: boolean } | { kind: 'flee' } | { kind: 'stay' };

function aimOf(ctx: GwasContext, run: TacticalRun, side: SideId, fleet: FleetState, at: Hex): Aim {
  const { data } = ctx;
  const enemy = otherSide(side);
  const fleetShips = run.ships[side].filter((s) => s.fleet === fleet.id);
  const known = run.ships[enemy].filter((s) => run.identified[side].has(s.id) && !s.sunk);
  if (run.away[fleet.id] || turnsAway(data, fleet, fleetShips, run.ships[side], known)) {
    const edge = run.away[fleet.id] ?? wayOut(run, side, at);
    if (edge) { run.away[fleet.id] = edge; return { kind: 'exit', edge }; }
    return { kind: 'flee' };
  }
  const seen = seenBy(run, side);
  const seek = seekOf(data, fleet, fleetShips.filter((s) => !s.sunk), known, run.night, run.weather);
  const target = chooseTacticalTarget(data, seen, fleet.battle.targets, run.identified[side], (t) => distance(at, run.places[t.id].hex));
  const hex = target ? run.places[target.id].hex : run.stack[side];
  if (!hex) return { kind: 'stay' };
  return { kind: 'toward', hex, hexes: seek.hexes, keep: seek.mode === 'keep' };
}

/** The objective a hex scores under an aim: lower is better. */
function score(run: TacticalRun, side: SideId, aim: Aim, h: Hex): number {
  if (aim.kind === 'exit') return distanceToEdge(h, aim.edge);
  if (aim.kind === 'flee') return -Math.min(99, ...enemyHexes(run, side).map((e) => distance(e, h)));
  if (aim.kind === 'toward') {
    const d = distance(h, aim.hex);
    return aim.keep ? Math.abs(d - aim.hexes) : Math.max(0, d - aim.hexes);
  }
  return 0;
}

function emitPlace(ctx: GwasContext, run: TacticalRun, side: SideId, type: string, data: Record<string, unknown>, rule: string): void {
  ctx.emit({ type, audience: sidesOnly(side), rule, data: { battle: run.id, sequence: run.sequence, step: run.step, ...data } });
}

/** 7.33: everything on the map moves `k` hexes inward from edge d, or nothing if that cannot be done. */
function recentre(run: TacticalRun, d: Direction): number {
  // 7.44: a ship beached on purpose is ashore, on land that does not move: she stays.
  const ships = [...onTheMap(run, 'allied'), ...onTheMap(run, 'central')].filter((s) => !run.places[s.id].beached);
  for (const k of [3, 2, 1]) {
    const moved = ships.map((s) => add(run.places[s.id].hex, vector(opposite(d)), k));
    if (moved.every((h) => onMap(h) && !isLand(run.map, h))) {
      ships.forEach((s, i) => { run.places[s.id].hex = moved[i]; });
      return k;
    }
  }
  return 0;
}

/** 7.42: the grounding roll for each ship of a group that entered a hex beside land. */
function groundingCheck(ctx: GwasContext, run: TacticalRun, side: SideId, g: Group): void {
  const ports = Object.values(ctx.data.map.ports).filter((p) => p.zone === run.zone).map((p) => p.nation);
  for (const s of g.ships) {
    const c = ctx.data.ships[s.id];
    const mods = [
      ...(ports.includes(c.nation) ? [{ name: 'off the ship\'s own coast', value: -1, rule: '7.42' }] : []),
      ...(isCapital(c) ? [{ name: 'capital ship', value: 1, rule: '7.42' }] : []),
    ];
    const roll = ctx.roll({
      table: 'grounding (7.42)', purpose: `${run.id} sequence ${run.sequence} step ${run.step}: a ship entering a hex beside land runs aground on 6 or more`,
      audience: sidesOnly(side), modifiers: mods, stream: `${run.id}:ground`, rule: '7.42', read: (t) => (t >= 6 ? 'aground' : 'clear'),
    });
    if (roll.total >= 6) {
      run.places[s.id].aground = true;
      emitPlace(ctx, run, side, 'gwas.tactical-aground', { ship: s.id, hex: run.places[s.id].hex, roll: roll.eventSeq }, '7.42');
      // The enemy sees it stop only if it is in sight.
      if (sees(run, otherSide(side), run.places[s.id].hex)) emitPlace(ctx, run, otherSide(side), 'gwas.tactical-aground', { ship: s.id, hex: run.places[s.id].hex, enemy: true }, '7.42');
    }
  }
}

/** One movement step of 7.31 for the side whose turn it is. */
export function moveStep(ctx: GwasContext, run: TacticalRun, side: SideId, least: number): void {
  beachShips(ctx, run, side, least); // 7.44, by standing order
  const all = groups(ctx, run, side);
  const pace = new Map<string, number>();
  for (const g of all) pace.set(g.fleet.id, Math.min(pace.get(g.fleet.id) ?? 9, g.rank));
  const aims = new Map<string, Aim>();
  for (const g of all) {
    const rank = g.fleet.battle.formation === 'loose' ? g.rank : pace.get(g.fleet.id)!;
    if (rank < least) continue;
    // 7.31 by mail (option tacticalByMail): the move the side wrote for this group comes before its standing orders.
    const ordered = orderedMove(run, side, g.ships);
    if (ordered !== undefined) { orderedStep(ctx, run, side, g, ordered); continue; }
    const aim = aims.get(g.fleet.id) ?? aimOf(ctx, run, side, g.fleet, g.hex);
    aims.set(g.fleet.id, aim);
    if (aim.kind === 'stay') continue;
    if (aim.kind === 'exit' && edgesOf(g.hex).includes(aim.edge)) { exitGroup(ctx, run, side, g, aim.edge); continue; }
    const now = score(run, side, aim, g.hex);
    const options = neighbours(g.hex).filter((h) => onMap(h) && !isLand(run.map, h) && countIn(run, side, h) + g.ships.length <= 8)
      .map((h) => ({ h, s: score(run, side, aim, h), land: besideLand(run, h) ? 1 : 0 }))
      .filter((o) => o.s < now)
      .sort((a, b) => a.s - b.s || a.land - b.land);
    const to = options[0]?.h;
    if (!to) continue;
    moveGroup(ctx, run, side, g, to);
  }
}

function moveGroup(ctx: GwasContext, run: TacticalRun, side: SideId, g: Group, to: Hex): void {
  const from = g.hex;
  for (const s of g.ships) run.places[s.id].hex = to;
  emitPlace(ctx, run, side, 'gwas.tactical-move', { fleet: g.fleet.id, ships: g.ships.map((s) => s.id), from, to }, '7.31, 7.32');
  if (besideLand(run, to)) groundingCheck(ctx, run, side, { ...g, hex: to });
}

/**
 * 7.32, 7.33 a written move: one hex in the direction, or off the map across the edge the group
 * lies on (an edge with a zone beyond it). A move the situation no longer allows (land, the
 * eight-ship limit, an edge with nowhere beyond) is void: the group stays, and its side is told.
 */
function orderedStep(ctx: GwasContext, run: TacticalRun, side: SideId, g: Group, d: Direction | 'stay'): void {
  if (d === 'stay') return;
  const to = add(g.hex, vector(d));
  const off = !onMap(to);
  if (off && edgesOf(g.hex).includes(d) && run.map.exits[d]) return exitGroup(ctx, run, side, g, d);
  if (!off && !isLand(run.map, to) && countIn(run, side, to) + g.ships.length <= 8) return moveGroup(ctx, run, side, g, to);
  emitPlace(ctx, run, side, 'gwas.tactical-order-void', { ships: g.ships.map((s) => s.id), move: d, hex: g.hex }, '7.32, 7.33, 7.41');
}

function exitGroup(ctx: GwasContext, run: TacticalRun, side: SideId, g: Group, edge: Direction): void {
  const enemy = otherSide(side);
  if (!sees(run, enemy, g.hex)) {
    for (const s of g.ships) run.places[s.id].exited = edge;
    run.left[g.fleet.id] ??= edge;
    emitPlace(ctx, run, side, 'gwas.tactical-exit', { fleet: g.fleet.id, ships: g.ships.map((s) => s.id), edge, zone: run.map.exits[edge] }, '7.33');
    return;
  }
  const k = recentre(run, edge);
  for (const s of [side, enemy] as const) {
    emitPlace(ctx, run, s, 'gwas.tactical-recentred', { edge, hexes: k, by: s === side ? g.fleet.id : null }, '7.33');
  }
}
