/**
 * One round's fire (6.1, 6.3–6.5, 7.5, 7.8): every ship afloat at the start of the step picks
 * a target and rolls; the hits of both sides are applied only after both have rolled
 * (simultaneous results, 6.1 translator's note; 7.5: damage does not reduce fire until the next
 * step). The Central Powers declare and roll first (6.1). Torpedoes follow at short range, fired
 * by ships afloat after the gunnery (7.8: tubes destroyed in gunnery cannot fire).
 *
 * Group counters (9.4): a counter rolls all its dice at one target (the owner may split fire; our
 * standing orders do not, so no player is ever asked). A hit on a group falls on its one damage
 * track, left to right: the data sheet gives a group one track (9.2), so "which ship of the
 * group takes it" is the next box, i.e. the least damaged ship takes it first in effect.
 */
import { minelayerHit } from '../mines/explode.js';
import { oilerHit } from '../fuel/oiler-hit.js';
import { sidesOnly, type Modifier } from '../../../kernel/events.js';
import type { GwasContext } from '../steps/step.js';
import { otherSide, type ShipState, type SideId } from '../state.js';
import { applyHit, boxCount, type Weapon } from './damage.js';
import {
  GUNS, countHits, countTorpedoHits, gunneryModifiers, torpedoModifiers, torpedoReady, totalDice, usableFirepower,
} from './firepower.js';
import { chooseTarget } from './targets.js';
import { towedOrTowing } from '../operations/towing.js';
import { mayFireOn } from './peace.js';
import { live, type BattleRun, type PendingHit } from './types.js';

const ORDER: readonly SideId[] = ['central', 'allied'];

function inPort(ctx: GwasContext, ship: ShipState): boolean {
  return ctx.state.fleets[ship.fleet]?.port != null;
}

/** 7.27 at night: firing at a side reveals the firer to it. */
function reveal(run: BattleRun, toSide: SideId, shipId: string): void {
  run.identified[toSide].add(shipId);
}

/** One firing's dice and result, as both sides' fire events carry it. */
interface Shot {
  readonly weapon: Weapon;
  readonly dice: readonly number[];
  readonly modifiers: readonly Modifier[];
  readonly hits: number;
  readonly roll: number;
  readonly halved: boolean;
}

function fireEvents(ctx: GwasContext, run: BattleRun, by: SideId, firer: ShipState, target: ShipState, shot: Shot): void {
  const enemy = otherSide(by);
  const rule = shot.weapon === 'torpedo' ? '7.8' : '6.1';
  ctx.emit({ type: 'gwas.fire', audience: sidesOnly(by), rule, data: fireData(run, shot, 'own', firer.id, run.identified[by].has(target.id) ? target.id : null) });
  ctx.emit({ type: 'gwas.fire', audience: sidesOnly(enemy), rule, data: fireData(run, shot, 'enemy', run.identified[enemy].has(firer.id) ? firer.id : null, target.id) });
}

/**
 * A fire event's data, its members written out in the order the journal has always had them
 * (battle, round and range, the shot, then who fired at whom): events are compared as text on
 * replay. Written out rather than spread from two objects: a battle turn fires thousands of
 * times (issue 17).
 */
function fireData(run: BattleRun, shot: Shot, role: 'own' | 'enemy', firer: string | null, target: string | null) {
  return {
    battle: run.id, round: run.round, range: run.range,
    weapon: shot.weapon, dice: shot.dice, modifiers: shot.modifiers, hits: shot.hits, roll: shot.roll, halved: shot.halved,
    role, firer, target,
  };
}

export function gunnery(ctx: GwasContext, run: BattleRun): PendingHit[] {
  const { data } = ctx;
  const hits: PendingHit[] = [];
  const firedFleets = new Set<string>();
  const afloat = { allied: live(run.ships.allied), central: live(run.ships.central) };
  const tows = towedOrTowing(ctx.state, [...afloat.allied, ...afloat.central]);
  const scenario = data.scenarios[ctx.state.scenario];
  const mayFire = (a: ShipState, b: ShipState) => mayFireOn(data, scenario, ctx.turn, a, b); // scenario: not yet at war
  for (const side of ORDER) {
    const enemy = otherSide(side);
    for (const ship of afloat[side]) {
      const fleet = ctx.state.fleets[ship.fleet];
      const halve = run.halving.has(ship.fleet);
      const fp = usableFirepower(data, ship, run.range, run.weather, halve);
      if (totalDice(fp) === 0) continue;
      const target = chooseTarget(data, afloat[enemy].filter((t) => mayFire(ship, t)), fleet.battle.targets ?? sideTargets(ctx, run, side), run.identified[side]);
      if (!target) continue;
      firedFleets.add(ship.fleet);
      if (run.night) reveal(run, enemy, ship.id);
      const speedZero = target.unableToManoeuvre || inPort(ctx, target);
      const mods = gunneryModifiers(run.range, run.night, speedZero, data.ships[ship.id].italic, tows.has(target.id));
      for (const gun of GUNS) {
        const n = fp[gun];
        if (!n) continue;
        const roll = ctx.roll({
          table: 'gunnery (6.1)', purpose: `${run.id} round ${run.round} (${run.range} range): ${gun} gunnery, ${n} ${n === 1 ? 'die' : 'dice'}`,
          audience: sidesOnly('allied', 'central'), dice: n, modifiers: mods, stream: run.id, rule: '6.1, 6.3, 6.4, 7.5',
          read: (_t, d) => `${countHits(d, mods)} hit(s)`,
        });
        const h = countHits(roll.dice, mods);
        fireEvents(ctx, run, side, ship, target, { weapon: gun, dice: roll.dice, modifiers: mods, hits: h, roll: roll.eventSeq, halved: halve });
        if (h) hits.push({ by: side, firer: ship.id, target, weapon: gun, n: h });
      }
    }
  }
  // 5.2: the halving applies to the first round in which the Bombardment fleet fires.
  for (const f of firedFleets) run.halving.delete(f);
  return hits;
}

export function torpedoes(ctx: GwasContext, run: BattleRun): PendingHit[] {
  const { data } = ctx;
  const hits: PendingHit[] = [];
  const afloat = { allied: live(run.ships.allied), central: live(run.ships.central) };
  const tows = towedOrTowing(ctx.state, [...afloat.allied, ...afloat.central]);
  const scenario = data.scenarios[ctx.state.scenario];
  const mayFire = (a: ShipState, b: ShipState) => mayFireOn(data, scenario, ctx.turn, a, b); // scenario: not yet at war
  for (const side of ORDER) {
    const enemy = otherSide(side);
    for (const ship of afloat[side]) {
      const fleet = ctx.state.fleets[ship.fleet];
      if (fleet.battle.torpedoes === 'hold') continue;
      const value = torpedoReady(data, ship, run.weather);
      if (!value) continue;
      // 11.31: a ship in port cannot be attacked by torpedo.
      const targets = afloat[enemy].filter((t) => !inPort(ctx, t) && mayFire(ship, t));
      const target = chooseTarget(data, targets, fleet.battle.targets ?? sideTargets(ctx, run, side), run.identified[side]);
      if (!target) continue;
      ship.torpedoesFired = true; // 7.84: the whole value, once per scenario
      // 7.84: "marks off the torpedo-tube box": a later hit there finds the tubes gone and goes to the hull (8.0).
      ship.damage.torpedo = boxCount(data.ships[ship.id], 'torpedo');
      if (run.night) reveal(run, enemy, ship.id);
      const mods = torpedoModifiers(data, ship, target, tows.has(target.id));
      const roll = ctx.roll({
        table: 'torpedo attack (7.81)', purpose: `${run.id} round ${run.round}: torpedo attack, ${value} ${value === 1 ? 'die' : 'dice'}`,
        audience: sidesOnly('allied', 'central'), dice: value, modifiers: mods, stream: run.id, rule: '6.5, 7.81',
        read: (_t, d) => `${countTorpedoHits(d, mods)} hit(s)`,
      });
      const h = countTorpedoHits(roll.dice, mods);
      fireEvents(ctx, run, side, ship, target, { weapon: 'torpedo', dice: roll.dice, modifiers: mods, hits: h, roll: roll.eventSeq, halved: false });
      if (h) hits.push({ by: side, firer: ship.id, target, weapon: 'torpedo', n: h });
    }
  }
  return hits;
}

/** Applies the hits of a step, after both sides have rolled. */
export function applyHits(ctx: GwasContext, run: BattleRun, hits: readonly PendingHit[]): void {
  let k = 0;
  for (const h of hits) {
    for (let i = 0; i < h.n; i++) {
      if (h.target.sunk) break; // further hits on a ship already sinking change nothing
      // 7.27 at night: a ship hit is seen by the side that hit it.
      reveal(run, h.by, h.target.id);
      applyHit(ctx, h.target, {
        weapon: h.weapon, by: h.by, identified: run.identified[h.by].has(h.target.id), stream: run.id,
        label: `${run.id} round ${run.round}, ${h.weapon} hit ${++k}`, context: { battle: run.id, round: run.round },
      });
      minelayerHit(ctx, h.target, run.id, `${run.id}:mines:${h.target.id}`); // 13.5, mines option only
      oilerHit(ctx, h.target, run.id, `${run.id}:oiler:${h.target.id}`); // 12.64, fuel option only
    }
  }
}

function sideTargets(ctx: GwasContext, run: BattleRun, side: SideId): readonly string[] | undefined {
  for (const f of run.fleets[side]) if (f.battle.targets?.length) return f.battle.targets;
  void ctx;
  return undefined;
}
