/**
 * 15.2–15.7 Submarines (submarines option), after contact determination and before the battles:
 * an enemy fleet that entered a submarine's patrol zone this turn, on a day turn, may be attacked.
 *
 * - 15.2 contact: one die a submarine, 5–6 (15.6 an ace 4–6). The umpire rolls (as for fleet
 *   contact): a failed roll tells no one that anything was near. On contact the submarine's side
 *   learns how many ships and how many capital and light ships, never their names. A standing
 *   `attack: pass` lets the fleet go by without a roll, and the submarine stays unknown.
 * - 15.4 escorts first: one die for every three DD/TB/MS (a group counter counts its ships): a 5
 *   sinks the submarine before it fires, a 6 after. Then a counter drawn at random from the class
 *   the standing choice aims at (`capital`, `light`, `merchant`; `any`: capital, else merchant,
 *   else light); one die, hit on 6+, +1 capital, +1 large merchant ("F"), +1 unable to manoeuvre,
 *   15.6 +1 ace. 7.82: the Torpedo Damage Table.
 * - 7.84: a submarine fires once per scenario (it never reaches port to re-arm, 15.1).
 * - 15.7: a sunk submarine scores the scenario's points for type SS (4 when it gives none).
 * Fog: the attacked side learns that a submarine attacked in that zone (15.2 "keep his presence
 * concealed" means attacking gives it away), never which one; the attacker learns no names.
 */
import { sidesOnly, umpireOnly, type Modifier } from '../../../kernel/events.js';
import { groupShipsAfloat } from '../combat/group.js';
import { otherSide, type PatrolBoat, type ShipState } from '../state.js';
import { isNight } from '../time.js';
import type { GwasContext, GwasStep } from '../steps/step.js';
import { fleetProfile, isCapital } from '../fleet.js';
import { attackable, chosenClass, shipClass, clearSunk, enteringGroups, scoreSunk, torpedoHit, type EnteringGroup } from './encounter.js';

/** 15.2: contact on a 5 or 6. */
export const SUBMARINE_CONTACT_ON = 5;
/** 15.4: one escort die for every three destroyers, torpedo boats or minesweepers. */
export const SHIPS_PER_ESCORT_DIE = 3;
/** 15.7: the points for a submarine sunk when the scenario gives none. */
export const SUBMARINE_POINTS = 4;
const ESCORT_TYPES = new Set(['DD', 'TB', 'MS']);

export const submarineStep: GwasStep = {
  name: 'submarines',
  rule: '15.2–15.7',
  run(ctx) {
    const { data, state } = ctx;
    if (!state.options?.submarines) return;
    const subs = (state.patrols ?? []).filter((b) => b.kind === 'submarine' && b.zone);
    if (!subs.length) return;
    if (isNight(data, data.scenarios[state.scenario], ctx.turn)) return; // 15.2: day turns only
    for (const group of enteringGroups(state, ctx.turn)) {
      for (const sub of subs) {
        if (sub.side === group.side || sub.sunk || sub.fired || !group.entered.has(sub.zone!)) continue;
        if (group.fleets.every((f) => f.gone)) break;
        attack(ctx, sub, group);
      }
    }
  },
};

function attack(ctx: GwasContext, sub: PatrolBoat, group: EnteringGroup): void {
  const { data, state } = ctx;
  const zone = sub.zone!;
  const enemy = group.side;
  const ships = attackable(data, state, group);
  if (!ships.length) return; // 15.5: nothing a submarine may attack
  if (sub.attack === 'pass') {
    ctx.emit({ type: 'gwas.submarine-passed', rule: '15.2', audience: umpireOnly, data: { submarine: sub.id, zone, fleets: group.fleets.map((f) => f.id) } });
    return;
  }
  const aceMod: Modifier[] = sub.ace ? [{ name: 'ace captain (15.6)', value: 1 }] : [];
  const contact = ctx.roll({
    table: 'Submarine contact (15.2)', purpose: `submarine contact in ${zone}`, audience: umpireOnly, modifiers: aceMod,
    stream: `patrol:${zone}`, rule: sub.ace ? '15.2, 15.6' : '15.2', read: (t) => (t >= SUBMARINE_CONTACT_ON ? 'contact' : 'no contact'),
  });
  if (contact.total < SUBMARINE_CONTACT_ON) return;
  // 15.2: the number of ships and whether capital or light, nothing more.
  const profile = group.fleets.reduce((p, f) => {
    const q = fleetProfile(data, state, f);
    return { ships: p.ships + q.ships, capital: p.capital + q.capital, light: p.light + q.light, other: p.other + q.other };
  }, { ships: 0, capital: 0, light: 0, other: 0 });
  const pool = chosenClass(data, ships, sub.attack);
  ctx.emit({
    type: 'gwas.submarine-contact', rule: '15.2', audience: sidesOnly(sub.side),
    data: { submarine: sub.id, zone, die: contact.dice[0], ...profile, attack: sub.attack, attacks: pool.length > 0 },
  });
  if (!pool.length) return; // none of the class it aims at: it holds its fire and stays concealed
  if (!sub.known.includes(enemy)) sub.known.push(enemy);
  const both = sidesOnly(sub.side, enemy);
  // 15.4: the escorts attack first.
  const escorts = ships.filter((s) => ESCORT_TYPES.has(data.ships[s.id].type)).reduce((n, s) => n + groupShipsAfloat(data, s), 0);
  const escortDice = Math.floor(escorts / SHIPS_PER_ESCORT_DIE);
  let sunk: 'before' | 'after' | null = null;
  let escortRoll: number | null = null;
  if (escortDice > 0) {
    const r = ctx.roll({
      table: 'Escorts attack the submarine (15.4)', purpose: `${escorts} DD/TB/MS attack a submarine in ${zone}`, audience: both, dice: escortDice,
      stream: `patrol:${zone}`, rule: '15.4', read: (_t, d) => (d.includes(5) ? 'sunk before it attacks' : d.includes(6) ? 'sunk after it attacks' : 'no effect'),
    });
    escortRoll = r.eventSeq;
    sunk = r.dice.includes(5) ? 'before' : r.dice.includes(6) ? 'after' : null;
  }
  let target: ShipState | null = null;
  let hit = false;
  if (sunk !== 'before') {
    const ordered = [...pool].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    // 15.4: "chooses one ship at random": one counter of the class, each with an equal chance.
    const pick = ordered.length > 1
      ? ctx.roll({ table: 'Submarine target (15.4)', purpose: `a counter drawn at random in ${zone}`, audience: both, sides: ordered.length, stream: `patrol:${zone}`, rule: '15.4', read: (t) => `counter ${t} of ${ordered.length}` }).total
      : 1;
    target = ordered[pick - 1];
    const mods = torpedoModifiers(ctx, sub, target);
    const r = ctx.roll({
      table: 'Submarine torpedo attack (15.4)', purpose: `submarine torpedo in ${zone}`, audience: both, modifiers: mods,
      stream: `patrol:${zone}`, rule: sub.ace ? '15.3, 15.4, 15.6' : '15.3, 15.4', read: (t) => (t >= 6 ? 'hit' : 'miss'),
    });
    sub.fired = true; // 7.84
    hit = r.total >= 6;
    if (hit) {
      torpedoHit(ctx, sub, target, false, `submarine attack in ${zone}`);
      if (target.sunk) scoreSunk(ctx, target, sub.side, zone, false, '15.4');
    }
  }
  if (sunk) sinkSubmarine(ctx, sub, enemy);
  clearSunk(state, group);
  // Each side is told its own part: the attacker the class and the result, the attacked its ship by name.
  ctx.emit({
    type: 'gwas.submarine-attack', rule: '15.4', audience: sidesOnly(sub.side),
    data: { submarine: sub.id, zone, targetClass: target ? shipClass(data, target) : null, hit, targetSunk: Boolean(target?.sunk), submarineSunk: sunk, escortRoll },
  });
  ctx.emit({
    type: 'gwas.submarine-attacked', rule: '15.4', audience: sidesOnly(enemy),
    data: { zone, fleets: group.fleets.map((f) => f.id), escortDice, target: target?.id ?? null, hit, targetSunk: Boolean(target?.sunk), submarineSunk: sunk },
  });
}

/** 15.4: +1 capital ship, +1 large merchant ("F"), +1 unable to manoeuvre; 15.6: +1 ace. */
export function torpedoModifiers(ctx: GwasContext, sub: PatrolBoat, target: ShipState): Modifier[] {
  const cls = ctx.data.ships[target.id];
  const mods: Modifier[] = [];
  if (isCapital(cls)) mods.push({ name: 'capital ship', value: 1 });
  if (cls.type === 'F') mods.push({ name: 'large merchant (F)', value: 1 });
  if (target.unableToManoeuvre) mods.push({ name: 'unable to manoeuvre', value: 1 });
  if (sub.ace) mods.push({ name: 'ace captain (15.6)', value: 1 });
  return mods;
}

/** 15.7: a submarine sunk scores for the side that sank it. */
function sinkSubmarine(ctx: GwasContext, sub: PatrolBoat, by: ReturnType<typeof otherSide>): void {
  const { data, state } = ctx;
  sub.sunk = true;
  const points = data.scenarios[state.scenario].victory.sunk.SS ?? SUBMARINE_POINTS;
  state.vp[by] += points;
  ctx.emit({ type: 'gwas.submarine-sunk', rule: '15.7', audience: sidesOnly(sub.side), data: { submarine: sub.id, zone: sub.zone } });
  ctx.emit({
    type: 'gwas.victory-points', audience: sidesOnly(by), rule: '15.7',
    data: { condition: `submarine:${sub.zone}:${ctx.turn}`, side: by, points, text: `sank an enemy submarine in ${sub.zone}`, ship: null },
  });
}
