/**
 * Gunnery (7.5–7.7) and torpedoes (7.8–7.85) on the tactical map, by the fleets' standing orders.
 *
 * - 7.5: every ship on the map may fire once a gunnery step, all its guns at one target within
 *   range and within sighting range (so at night no primary fire at 3 hexes); primary, then
 *   secondary, then tertiary dice; 6 hits; +1 italic, +1 same or adjacent hex, +1 target unable
 *   to manoeuvre (or in port, 11.31), +1 target towing or under tow (11.2). The initiative side
 *   declares and rolls first; both sides' hits are applied after both have rolled.
 * - 7.6: primary to 3 hexes, secondary to 2, tertiary to 1 (count the target's hex, not one's own).
 * - 7.7: 11 or more primary (not French; Furious too) reach 4 hexes, halved rounding up (reach.ts).
 * - 8.8: a primary attack at 3 or 4 hexes: a "†" damage result adds one hull box (damage.ts).
 * - 7.8: torpedoes at the same or an adjacent hex, in the torpedo step, by ships afloat after the
 *   gunnery; 7.81's modifiers with +1 in the same hex; 7.83–7.85 through torpedoReady; the
 *   `torpedoes` order: fire, hold, same-hex (only at 0 hexes), at-capital (only at capital ships).
 * Weather (11.73) and the Bombardment halving (5.2) as in Basic Combat (usableFirepower).
 */
import type { Modifier } from '../../../kernel/events.js';
import { sidesOnly } from '../../../kernel/events.js';
import type { GwasContext } from '../steps/step.js';
import { otherSide, type ShipState, type SideId } from '../state.js';
import { applyHit, boxCount } from '../combat/damage.js';
import { countHits, countTorpedoHits, torpedoModifiers, torpedoReady, usableFirepower, type Firepower, GUNS } from '../combat/firepower.js';
import { mayFireOn } from '../combat/peace.js';
import { towedOrTowing } from '../operations/towing.js';
import { minelayerHit } from '../mines/explode.js';
import { oilerHit } from '../fuel/oiler-hit.js';
import { isCapital } from '../fleet.js';
import { distance } from './hexes.js';
import { largeCalibre } from './reach.js';
import { onTheMap } from './sighting.js';
import { chooseTacticalTarget } from './targets.js';
import { orderedTarget } from './impulse-orders.js';
import type { TacticalRun } from './types.js';

export interface TacticalHit {
  readonly by: SideId;
  readonly firer: string;
  readonly target: ShipState;
  readonly weapon: 'primary' | 'secondary' | 'tertiary' | 'torpedo';
  readonly n: number;
  readonly hexes: number;
}

/** 7.6, 7.7: the dice a ship may roll at a target `hexes` away (sighting is checked apart). */
export function diceAt(ctx: Pick<GwasContext, 'data'>, run: TacticalRun, ship: ShipState, hexes: number): Firepower {
  const halve = run.halving.has(ship.fleet);
  const f = usableFirepower(ctx.data, ship, hexes <= 1 ? 'short' : 'long', run.weather, halve);
  if (hexes > 1) f.tertiary = 0;
  if (hexes > 2) f.secondary = 0;
  if (hexes === 4 && largeCalibre(ctx.data.ships[ship.id])) f.primary = Math.ceil(f.primary / 2);
  else if (hexes > 3) f.primary = 0;
  return f;
}

const dice = (f: Firepower) => f.primary + f.secondary + f.tertiary;

function order(run: TacticalRun): SideId[] {
  return [run.initiative, otherSide(run.initiative)];
}

function context(run: TacticalRun): Record<string, unknown> {
  return { battle: run.id, sequence: run.sequence, step: run.step };
}

function fireEvents(ctx: GwasContext, run: TacticalRun, by: SideId, firer: ShipState, target: ShipState, data: Record<string, unknown>): void {
  const enemy = otherSide(by);
  const rule = data.weapon === 'torpedo' ? '7.8, 7.81' : '7.5, 7.6';
  ctx.emit({ type: 'gwas.fire', audience: sidesOnly(by), rule, data: { ...context(run), ...data, role: 'own', firer: firer.id, target: target.id } });
  ctx.emit({ type: 'gwas.fire', audience: sidesOnly(enemy), rule, data: { ...context(run), ...data, role: 'enemy', firer: firer.id, target: target.id } });
}

function inPort(ctx: GwasContext, ship: ShipState): boolean {
  return ctx.state.fleets[ship.fleet]?.port != null;
}

/** 7.5, 7.6, 7.27: the enemy ships `ship` may fire its guns at now (within range, within sight, at war). */
export function gunTargets(ctx: GwasContext, run: TacticalRun, ship: ShipState): ShipState[] {
  const scenario = ctx.data.scenarios[ctx.state.scenario];
  const here = run.places[ship.id].hex;
  return onTheMap(run, otherSide(ship.side)).filter((t) => {
    const d = distance(here, run.places[t.id].hex);
    return d <= run.sight && dice(diceAt(ctx, run, ship, d)) > 0 && mayFireOn(ctx.data, scenario, ctx.turn, ship, t);
  });
}

export function tacticalGunnery(ctx: GwasContext, run: TacticalRun): TacticalHit[] {
  const { data } = ctx;
  const hits: TacticalHit[] = [];
  const onMap = { allied: onTheMap(run, 'allied'), central: onTheMap(run, 'central') };
  const tows = towedOrTowing(ctx.state, [...onMap.allied, ...onMap.central]);
  const fired = new Set<string>();
  for (const side of order(run)) {
    for (const ship of onMap[side]) {
      const here = run.places[ship.id].hex;
      const hexes = (t: ShipState) => distance(here, run.places[t.id].hex);
      const candidates = gunTargets(ctx, run, ship);
      const fleet = ctx.state.fleets[ship.fleet];
      // 7.31 by mail: the target the side wrote for this ship (or 'hold') before its standing priorities.
      const ordered = orderedTarget(run, side, 'fire', ship.id, candidates);
      const target = ordered === 'hold' ? null : ordered ?? chooseTacticalTarget(data, candidates, fleet.battle.targets, run.identified[side], hexes);
      if (!target) continue;
      fired.add(ship.fleet);
      const d = hexes(target);
      const fp = diceAt(ctx, run, ship, d);
      const mods: Modifier[] = [];
      if (data.ships[ship.id].italic) mods.push({ name: 'firing ship in italics', value: 1, rule: '7.5' });
      if (d <= 1) mods.push({ name: d === 0 ? 'target in the same hex' : 'target in an adjacent hex', value: 1, rule: '7.5' });
      if (target.unableToManoeuvre || inPort(ctx, target)) mods.push({ name: 'target unable to manoeuvre or in port', value: 1, rule: '7.5, 11.31' });
      if (tows.has(target.id)) mods.push({ name: 'target under tow or towing', value: 1, rule: '7.5, 11.2' });
      for (const gun of GUNS) {
        const n = fp[gun];
        if (!n) continue;
        const roll = ctx.roll({
          table: 'gunnery (7.5)', purpose: `${run.id} sequence ${run.sequence} step ${run.step}: ${gun} gunnery at ${d} ${d === 1 ? 'hex' : 'hexes'}, ${n} ${n === 1 ? 'die' : 'dice'}`,
          audience: sidesOnly('allied', 'central'), dice: n, modifiers: mods, stream: run.id, rule: gun === 'primary' && d === 4 ? '7.5, 7.7' : '7.5, 7.6',
          read: (_t, dd) => `${countHits(dd, mods)} hit(s)`,
        });
        const h = countHits(roll.dice, mods);
        fireEvents(ctx, run, side, ship, target, { weapon: gun, hexes: d, dice: roll.dice, modifiers: mods, hits: h, roll: roll.eventSeq, halved: run.halving.has(ship.fleet), ...(gun === 'primary' && d === 4 ? { halvedAtFour: true } : {}) });
        if (h) hits.push({ by: side, firer: ship.id, target, weapon: gun, n: h, hexes: d });
      }
    }
  }
  for (const f of fired) run.halving.delete(f); // 5.2: the first round in which the fleet fires
  return hits;
}

/** The torpedo order's say over one target (7.8 by standing order). */
function policyAllows(ctx: GwasContext, ship: ShipState, target: ShipState, hexes: number): boolean {
  const rule = ctx.state.fleets[ship.fleet].battle.torpedoes ?? 'fire';
  if (rule === 'hold') return false;
  if (rule === 'same-hex') return hexes === 0;
  if (rule === 'at-capital') return isCapital(ctx.data.ships[target.id]);
  return true;
}

export function tacticalTorpedoes(ctx: GwasContext, run: TacticalRun): TacticalHit[] {
  const { data } = ctx;
  const hits: TacticalHit[] = [];
  const scenario = data.scenarios[ctx.state.scenario];
  const onMap = { allied: onTheMap(run, 'allied'), central: onTheMap(run, 'central') };
  const tows = towedOrTowing(ctx.state, [...onMap.allied, ...onMap.central]);
  for (const side of order(run)) {
    const enemy = otherSide(side);
    for (const ship of onMap[side]) {
      const value = torpedoReady(data, ship, run.weather);
      if (!value) continue;
      const here = run.places[ship.id].hex;
      const hexes = (t: ShipState) => distance(here, run.places[t.id].hex);
      // 7.8 same or adjacent hex; 11.31 never at a ship in port.
      const reachable = onMap[enemy].filter((t) => hexes(t) <= 1 && hexes(t) <= run.sight && !inPort(ctx, t) && mayFireOn(data, scenario, ctx.turn, ship, t));
      const candidates = reachable.filter((t) => policyAllows(ctx, ship, t, hexes(t)));
      // 7.31 by mail: a written torpedo target (or 'hold') before the standing `torpedoes` policy and priorities.
      const ordered = orderedTarget(run, side, 'torpedoes', ship.id, reachable);
      const target = ordered === 'hold' ? null : ordered ?? chooseTacticalTarget(data, candidates, ctx.state.fleets[ship.fleet].battle.targets, run.identified[side], hexes);
      if (!target) continue;
      ship.torpedoesFired = true; // 7.84 the whole value, once per scenario
      ship.damage.torpedo = boxCount(data.ships[ship.id], 'torpedo'); // 7.84 the tube box marked off
      const d = hexes(target);
      const mods: Modifier[] = [...torpedoModifiers(data, ship, target, tows.has(target.id))];
      if (d === 0) mods.push({ name: 'target in the same hex', value: 1, rule: '7.81' });
      const roll = ctx.roll({
        table: 'torpedo attack (7.81)', purpose: `${run.id} sequence ${run.sequence} step ${run.step}: torpedo attack at ${d} ${d === 1 ? 'hex' : 'hexes'}, ${value} ${value === 1 ? 'die' : 'dice'}`,
        audience: sidesOnly('allied', 'central'), dice: value, modifiers: mods, stream: run.id, rule: '7.8, 7.81',
        read: (_t, dd) => `${countTorpedoHits(dd, mods)} hit(s)`,
      });
      const h = countTorpedoHits(roll.dice, mods);
      fireEvents(ctx, run, side, ship, target, { weapon: 'torpedo', hexes: d, dice: roll.dice, modifiers: mods, hits: h, roll: roll.eventSeq, halved: false });
      if (h) hits.push({ by: side, firer: ship.id, target, weapon: 'torpedo', n: h, hexes: d });
    }
  }
  return hits;
}

/** Applies a step's hits after both sides have rolled (7.5: simultaneous). */
export function applyTacticalHits(ctx: GwasContext, run: TacticalRun, hits: readonly TacticalHit[]): void {
  let k = 0;
  for (const h of hits) {
    for (let i = 0; i < h.n; i++) {
      if (h.target.sunk) break;
      applyHit(ctx, h.target, {
        weapon: h.weapon, by: h.by, identified: run.identified[h.by].has(h.target.id), stream: run.id,
        label: `${run.id} sequence ${run.sequence} step ${run.step}, ${h.weapon} hit ${++k}`, context: context(run),
        plunging: h.weapon === 'primary' && h.hexes >= 3, // 8.8
      });
      minelayerHit(ctx, h.target, run.id, `${run.id}:mines:${h.target.id}`); // 13.5, mines option only
      oilerHit(ctx, h.target, run.id, `${run.id}:oiler:${h.target.id}`); // 12.64, fuel option only
    }
  }
}
