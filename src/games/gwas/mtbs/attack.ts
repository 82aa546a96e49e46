/**
 * 18.2–18.6 Motor torpedo boats (MTBs option), after the submarines and before the battles: an
 * enemy fleet that entered an MTB's patrol zone this turn (day or night: 18 has no day rule).
 *
 * - 18.2 contact: one die for each ship of the fleet (a group counter counts its ships); contact
 *   when any shows 3–6. The umpire rolls, so a miss tells no one. On contact the MTB's side is
 *   told the type and name of every ship. One roll serves every MTB of the side in the zone.
 * - 18.4 each MTB picks its target by its standing choice (`capital`, `light`, `merchant`, `any`:
 *   the first class present; `pass` attacks nothing) and, within it, by its `targets` priorities
 *   (names are known by then, 18.2; without any, the most dangerous ship), then rolls for
 *   surprise: 4–6 it fires first; 2–3 the target fires its full gunnery at it first; 1 every ship
 *   of the fleet does. Those guns hit on a 6, +1 for a ship whose name is in italics; a single hit
 *   sinks the MTB. An MTB still afloat fires its torpedoes (18.3: value 2) with 7.81's modifiers
 *   that have a meaning off the tactical map (capital or "F" +1, unable to manoeuvre +1, towing or
 *   under tow +1); 18.5 Italian MTBs +1. 7.82: each hit on the Torpedo Damage Table.
 * - 18.6: MTBs never meet submarines (neither is a fleet) and never attack one; they may attack
 *   merchant ships; the Merchant Location Table is for Raid fleets only (10.2), never an MTB.
 * - 7.84: an MTB fires once per scenario (it never returns to port to re-arm, 18.1).
 */
import { sidesOnly, umpireOnly, type Modifier } from '../../../kernel/events.js';
import { chooseTarget } from '../combat/targets.js';
import { countHits, currentFirepower, totalDice } from '../combat/firepower.js';
import { groupShipsAfloat } from '../combat/group.js';
import { isCapital } from '../fleet.js';
import type { GwasData } from '../data.js';
import type { GwasState, PatrolBoat, ShipState } from '../state.js';
import type { GwasContext, GwasStep } from '../steps/step.js';
import { attackable, chosenClass, clearSunk, enteringGroups, scoreSunk, torpedoHit, type EnteringGroup } from '../submarines/encounter.js';

/** 18.2: contact on a 3 or more. */
export const MTB_CONTACT_ON = 3;
/** 18.3: an MTB's torpedo value. */
export const MTB_TORPEDO_VALUE = 2;

export const mtbStep: GwasStep = {
  name: 'mtbs',
  rule: '18.2–18.6',
  run(ctx) {
    const { state } = ctx;
    if (!state.options?.mtbs) return;
    const boats = (state.patrols ?? []).filter((b) => b.kind === 'mtb' && b.zone);
    if (!boats.length) return;
    for (const group of enteringGroups(state, ctx.turn)) {
      const zones = [...new Set(boats.filter((b) => b.side !== group.side && group.entered.has(b.zone!)).map((b) => b.zone!))].sort();
      for (const zone of zones) {
        const here = boats.filter((b) => b.zone === zone && b.side !== group.side && !b.sunk && !b.fired && b.attack !== 'pass');
        if (!here.length || group.fleets.every((f) => f.gone)) continue;
        encounter(ctx, here, group, zone);
      }
    }
  },
};

function encounter(ctx: GwasContext, mtbs: readonly PatrolBoat[], group: EnteringGroup, zone: string): void {
  const { data, state } = ctx;
  const ships = attackable(data, state, group);
  if (!ships.length) return; // 18.6: nothing an MTB may attack
  const side = mtbs[0].side;
  const enemy = group.side;
  const count = ships.reduce((n, s) => n + groupShipsAfloat(data, s), 0);
  const contact = ctx.roll({
    table: 'MTB contact (18.2)', purpose: `MTB contact in ${zone}: one die for each ship`, audience: umpireOnly, dice: count,
    stream: `patrol:${zone}`, rule: '18.2', read: (_t, d) => (d.some((x) => x >= MTB_CONTACT_ON) ? 'contact' : 'no contact'),
  });
  if (!contact.dice.some((x) => x >= MTB_CONTACT_ON)) return;
  // 18.2: the enemy must reveal the types and names of every ship in the fleet.
  const names = new Set(ships.map((s) => s.id));
  ctx.emit({ type: 'gwas.mtb-contact', rule: '18.2', audience: sidesOnly(side), data: { zone, ships: [...names].sort(), dice: contact.dice } });
  const both = sidesOnly(side, enemy);
  for (const mtb of mtbs) {
    const live = ships.filter((s) => !s.sunk);
    const pool = chosenClass(data, live, mtb.attack);
    const target = chooseTarget(data, pool, mtb.targets, names); // 18.4: the player's pick, names being known (18.2)
    if (!target) continue;
    if (!mtb.known.includes(enemy)) mtb.known.push(enemy);
    const surprise = ctx.roll({
      table: 'MTB surprise (18.4)', purpose: `MTB attack in ${zone}: surprise`, audience: both, stream: `patrol:${zone}`, rule: '18.4',
      read: (t) => (t >= 4 ? 'surprise: the MTB fires first' : t >= 2 ? 'the target fires first' : 'the whole fleet fires first'),
    });
    const firers = surprise.total >= 4 ? [] : surprise.total >= 2 ? [target] : live;
    const gunRolls: number[] = [];
    for (const ship of firers) {
      if (mtb.sunk) break;
      const dice = totalDice(currentFirepower(data, ship));
      if (!dice) continue;
      const italic = data.ships[ship.id].italic;
      const r = ctx.roll({
        table: 'Gunnery at an MTB (18.4)', purpose: `${data.ships[ship.id].name} fires at an MTB in ${zone}`, audience: both, dice,
        stream: `patrol:${zone}`, rule: '18.4', read: (_t, d) => `${countHits(d, 0, italic)} hit(s)${italic ? ' (italic +1)' : ''}`,
      });
      gunRolls.push(r.eventSeq);
      if (countHits(r.dice, 0, italic) > 0) mtb.sunk = true; // 18.4: a single hit sinks the MTB
    }
    let hits = 0;
    if (!mtb.sunk) {
      const mods = mtbTorpedoModifiers(data, state, mtb, target);
      const r = ctx.roll({
        table: 'MTB torpedo attack (18.3, 18.4)', purpose: `MTB torpedoes in ${zone}`, audience: both, dice: MTB_TORPEDO_VALUE, modifiers: mods,
        stream: `patrol:${zone}`, rule: '18.3, 18.4', read: (_t, d) => `${d.filter((x) => x + sum(mods) >= 6).length} hit(s)`,
      });
      mtb.fired = true; // 7.84
      hits = r.dice.filter((x) => x + sum(mods) >= 6).length;
      for (let i = 0; i < hits && !target.sunk; i++) torpedoHit(ctx, mtb, target, true, `MTB attack in ${zone}, torpedo hit ${i + 1} of ${hits}`);
      if (target.sunk) scoreSunk(ctx, target, side, zone, true, '18.4');
    } else {
      const points = data.scenarios[state.scenario].victory.sunk.MTB ?? 0;
      state.vp[enemy] += points;
      if (points) ctx.emit({ type: 'gwas.victory-points', audience: sidesOnly(enemy), rule: '18.4', data: { condition: `mtb:${zone}:${ctx.turn}`, side: enemy, points, text: `sank an enemy MTB in ${zone}`, ship: null } });
    }
    const outcome = { zone, target: target.id, surprise: surprise.total, firedFirst: firers.map((s) => s.id), gunRolls, mtbSunk: mtb.sunk, hits, targetSunk: target.sunk };
    ctx.emit({ type: 'gwas.mtb-attack', rule: '18.4', audience: sidesOnly(side), data: { mtb: mtb.id, ...outcome } });
    ctx.emit({ type: 'gwas.mtb-attacked', rule: '18.4', audience: sidesOnly(enemy), data: { fleets: group.fleets.map((f) => f.id), ...outcome } });
  }
  clearSunk(state, group);
}

function sum(mods: readonly Modifier[]): number {
  return mods.reduce((a, m) => a + m.value, 0);
}

/** 7.81's modifiers an MTB's attack can meet, and 18.5's Italian +1. */
export function mtbTorpedoModifiers(data: GwasData, state: GwasState, mtb: PatrolBoat, target: ShipState): Modifier[] {
  const cls = data.ships[target.id];
  const mods: Modifier[] = [];
  if (isCapital(cls) || cls.type === 'F') mods.push({ name: isCapital(cls) ? 'capital ship' : 'large merchant (F)', value: 1 });
  if (target.unableToManoeuvre) mods.push({ name: 'unable to manoeuvre', value: 1 });
  const towing = Object.values(state.ships).some((s) => s.towedBy === target.id && !s.sunk);
  if (target.towedBy || towing) mods.push({ name: 'under tow or towing (11.2)', value: 1 });
  if (data.ships[mtb.id]?.nation === 'italy') mods.push({ name: 'Italian MTB (18.5)', value: 1 });
  return mods;
}
