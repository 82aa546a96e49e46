/**
 * GW292x: checks of one impulse's orders (option `tacticalByMail`, 7.31), each naming its line.
 * Judged against the battle as the side may see it (7.27): a target must be an enemy ship the side
 * has identified, and a message never says where an unseen enemy ship is, nor whether an id the
 * side has not identified is in the battle at all.
 * - GW2920: impulse orders while no battle waits for them (or the campaign fights by standing orders).
 * - GW2921: orders for another battle, pass or impulse than the one asked (a stale form).
 * - GW2922: a ship or fleet that is not the side's, on the map, in this battle.
 * - GW2923: a move off the map where the edge has no zone beyond, or onto land (7.32, 7.33, 7.41).
 * - GW2924: two ships of one group given different moves (7.3: a group moves as one).
 * - GW2925: a target that is not an enemy ship the side has identified in this battle (7.5, 7.8).
 * - GW2926: a move for a group too slow to move in this impulse (7.31): it stays where it is.
 * - GW2927: a torpedo order for a ship with no torpedoes ready (7.84).
 * - GW2928: a turnAway edge with no zone beyond it (7.33, 7.41).
 * - GW2929: turn orders written while a battle waits for its impulse: not read now (7.31).
 * New standing battle orders (`standing:`) are checked for the fleet (GW2922) and GW2902 (closeTo with keepAt).
 */
import type { CheckContext } from '../check-context.js';
import { torpedoReady } from '../combat/firepower.js';
import { otherSide, type ShipState } from '../state.js';
import type { GwasContext } from '../steps/step.js';
import { add, edgesOf, onMap, vector, type Direction } from './hexes.js';
import { impulsePoint, sideMoves } from './impulse-ask.js';
import { restoreBattle } from './impulse-save.js';
import { isLand } from './map.js';
import { groups } from './movement.js';
import { onTheMap } from './sighting.js';

const TURN_KEYS = ['fleets', 'aircraft', 'airships', 'submarines', 'mtbs'] as const;

export function checkImpulseOrders(cx: CheckContext): void {
  const o = cx.orders.impulse;
  const point = impulsePoint(cx.state);
  if (!point) {
    if (o) cx.report('GW2920', cx.state.options?.tacticalByMail
      ? 'No battle is waiting for its impulse orders now (7.31): these are read only while a tactical battle is fought by mail; the turn\'s orders are asked for now.'
      : 'This campaign fights its tactical battles by the fleets\' standing battle orders (7.0); impulse orders are read only with the option tacticalByMail (7.31).', ['impulse'], { part: 'key' });
    return;
  }
  for (const k of TURN_KEYS) {
    if (cx.orders[k] !== undefined) cx.report('GW2929', `'${k}' is not read now: battle ${point.battle} waits for its impulse ${point.impulse} orders (7.31); write turn orders when the next turn's form comes.`, [k], { part: 'key' });
  }
  if (!o) return;
  const stale = (['battle', 'pass', 'impulse'] as const).filter((k) => o[k] !== undefined && o[k] !== point[k]);
  for (const k of stale) {
    cx.report('GW2921', `These orders are for ${k} ${o[k]}; the battle now asks for battle ${point.battle}, pass ${point.pass}, impulse ${point.impulse} (7.31). Orders for another impulse are not read.`, ['impulse', k]);
  }
  if (stale.length) return;
  const side = cx.side;
  const run = restoreBattle(cx.data, cx.state, cx.state.impulse!.battle);
  const own = new Map<string, ShipState>(onTheMap(run, side).map((s) => [s.id, s]));
  const identified = new Map<string, ShipState>(onTheMap(run, otherSide(side)).filter((s) => run.identified[side].has(s.id)).map((s) => [s.id, s]));
  const notOwn = (id: string, path: (string | number)[]) => cx.report('GW2922', `'${id}' is not one of your ships on the tactical map in battle ${point.battle} (7.31).`, path, { part: 'key' });

  // Moves (7.3, 7.32, 7.33): one hex a group, never onto land, off the map only across an edge with a zone beyond it.
  const ctx = { data: cx.data, state: cx.state } as unknown as GwasContext;
  const all = groups(ctx, run, side);
  const groupOf = new Map<string, string>();
  const pace = new Map<string, number>();
  for (const g of all) pace.set(g.fleet.id, Math.min(pace.get(g.fleet.id) ?? 9, g.rank));
  // 7.3: the speed a group moves at in this battle: its own when loose, its fleet's slowest group's when together (tactical/movement.ts).
  const rankOf = new Map<string, number>();
  for (const g of all) {
    for (const s of g.ships) {
      groupOf.set(s.id, g.ships.map((x) => x.id).join(','));
      rankOf.set(s.id, g.fleet.battle.formation === 'loose' ? g.rank : pace.get(g.fleet.id)!);
    }
  }
  const steps = sideMoves(point.impulse, run.initiative === side);
  const least = steps.length ? Math.min(...steps.map((m) => m.least)) : null;
  const byGroup = new Map<string, { ship: string; move: string }>();
  for (const [id, move] of Object.entries(o.moves ?? {})) {
    const path = ['impulse', 'moves', id];
    const ship = own.get(id);
    if (!ship) { notOwn(id, path); continue; }
    const group = groupOf.get(id);
    if (group) {
      const seen = byGroup.get(group);
      if (seen && seen.move !== move) cx.report('GW2924', `${id} and ${seen.ship} are one group (same fleet, hex and class, 7.3): a group moves as one; give them the same move.`, path);
      byGroup.set(group, seen ?? { ship: id, move });
    }
    if (move === 'stay') continue;
    const hex = run.places[id].hex;
    const to = add(hex, vector(move));
    if (!onMap(to)) {
      if (!edgesOf(hex).includes(move)) cx.report('GW2923', `${id} at (${hex.q}, ${hex.r}) cannot move '${move}': it is not on that edge of the map, and ships leave the map only across the edge they are on (7.33).`, path);
      else if (!run.map.exits[move]) cx.report('GW2923', `${id} cannot leave the map by the '${move}' edge: there is no sea zone beyond it (7.33, 7.41).`, path);
    } else if (isLand(run.map, to)) {
      cx.report('GW2923', `${id} cannot move '${move}' to (${to.q}, ${to.r}): it is land (7.41).`, path);
    }
    const why = !group ? 'it cannot move (aground, towing or under tow, or unable to manoeuvre: 7.34, 7.35, 7.42)'
      : least === null ? 'your side has no movement step in this impulse'
        : rankOf.get(id)! < least ? 'its group is too slow for this impulse\'s movement step (7.3: a group moves at its slowest ship\'s speed; together, at the fleet\'s slowest group\'s)' : null;
    if (why) cx.report('GW2926', `${id} does not move in impulse ${point.impulse}: ${why} (7.31); the move is not made.`, path);
  }
  for (const weapon of ['fire', 'torpedoes'] as const) {
    for (const [id, target] of Object.entries(o[weapon] ?? {})) {
      const path = ['impulse', weapon, id];
      const ship = own.get(id);
      if (!ship) { notOwn(id, path); continue; }
      if (weapon === 'torpedoes' && target !== 'hold' && !torpedoReady(cx.data, ship, run.weather)) {
        cx.report('GW2927', `${id} has no torpedoes ready (fired, tubes hit, or none, 7.84): the order is not carried out.`, path);
      }
      if (target !== 'hold' && !identified.has(target)) {
        cx.report('GW2925', `'${target}' is not an enemy ship you have identified in battle ${point.battle} (7.27); name one you have seen, or 'hold'. Your ship fires by its standing targets meanwhile.`, path);
      }
    }
  }
  for (const [fleet, battle] of Object.entries(o.standing ?? {})) {
    const path = ['impulse', 'standing', fleet];
    if (!run.fleets[side].some((f) => f.id === fleet)) { cx.report('GW2922', `'${fleet}' is not one of your fleets in battle ${point.battle} (7.0).`, path, { part: 'key' }); continue; }
    if (battle.closeTo !== undefined && battle.keepAt !== undefined) {
      cx.report('GW2902', `Give closeTo or keepAt, not both: closeTo ${battle.closeTo} closes the enemy, keepAt ${battle.keepAt} holds off at that distance (7.6).`, [...path, 'keepAt'], { part: 'key' });
    }
  }
  for (const [fleet, edge] of Object.entries(o.turnAway ?? {})) {
    const path = ['impulse', 'turnAway', fleet];
    if (!run.fleets[side].some((f) => f.id === fleet)) { cx.report('GW2922', `'${fleet}' is not one of your fleets in battle ${point.battle} (7.33).`, path, { part: 'key' }); continue; }
    if (!run.map.exits[edge as Direction]) cx.report('GW2928', `The '${edge}' edge has no sea zone beyond it (land or the map's end, 7.33, 7.41): fleet ${fleet} cannot leave by it.`, path);
  }
}
