/**
 * What submarine (15.2–15.4) and MTB (18.2–18.4) attacks share: the enemy fleets that entered a
 * patrol zone this turn, the ships they may attack, the class a standing choice aims at, the
 * torpedo hit's damage, and the points for what is sunk.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { applyHit } from '../combat/damage.js';
import { isCapital, isLight } from '../fleet.js';
import { minelayerHit } from '../mines/explode.js';
import { oilerHit } from '../fuel/oiler-hit.js';
import { retireIfSunk } from '../operations/common.js';
import { activeFleets, liveShips, type FleetState, type GwasState, type PatrolAttack, type PatrolBoat, type ShipState, type SideId } from '../state.js';
import type { GwasContext } from '../steps/step.js';
import type { GwasData } from '../data.js';

/** A fleet that moved this turn, with the Escort fleets sailing with it (5.2 Escort: they are one for attack). */
export interface EnteringGroup {
  readonly side: SideId;
  readonly fleets: readonly FleetState[];
  /** Zones entered this turn, in order (the log; a fleet stopped by contact entered no later zone, 5.41). */
  readonly entered: ReadonlySet<string>;
}

export function enteringGroups(state: GwasState, turn: number): EnteringGroup[] {
  const fleets = activeFleets(state);
  const escorting = (f: FleetState) => f.mission === 'escort' && f.escorting && state.fleets[f.escorting] && !state.fleets[f.escorting].gone;
  const out: EnteringGroup[] = [];
  for (const f of fleets) {
    if (escorting(f)) continue;
    const line = f.log.at(-1);
    if (!line || line.turn !== turn || !line.path.length) continue;
    const escorts = fleets.filter((e) => escorting(e) && e.escorting === f.id && e.zone === f.zone);
    out.push({ side: f.side, fleets: [f, ...escorts], entered: new Set(line.path) });
  }
  return out;
}

/** 15.5, 18.6: submarines and MTBs are never the target of a submarine or an MTB. */
export function attackable(data: GwasData, state: GwasState, group: EnteringGroup): ShipState[] {
  return group.fleets.flatMap((f) => liveShips(state, f)).filter((s) => !['SS', 'MTB'].includes(data.ships[s.id]?.type ?? ''));
}

const MERCHANT = new Set(['AP', 'F', 'AO', 'DR']);

export function shipClass(data: GwasData, ship: ShipState): 'capital' | 'light' | 'merchant' {
  const cls = data.ships[ship.id];
  if (isCapital(cls)) return 'capital';
  if (isLight(cls) || !MERCHANT.has(cls.type)) return 'light';
  return 'merchant';
}

/**
 * 15.4: the ships of the class the standing choice aims at. "any" takes capital ships when the
 * fleet has some, else merchants (15.4's large merchants are its other bonus), else light ships.
 */
export function chosenClass(data: GwasData, ships: readonly ShipState[], attack: PatrolAttack): ShipState[] {
  if (attack === 'pass') return [];
  const of = (c: string) => ships.filter((s) => shipClass(data, s) === c);
  if (attack !== 'any') return of(attack);
  for (const c of ['capital', 'merchant', 'light']) if (of(c).length) return of(c);
  return [];
}

/** 15.4, 18.4 with 7.82: each torpedo hit on the Torpedo Damage Table; 13.5, 12.64 for minelayers and oilers. */
export function torpedoHit(ctx: GwasContext, boat: PatrolBoat, target: ShipState, identified: boolean, label: string): void {
  const stream = `patrol:${boat.zone}`; // never the boat's id: stream names are shown with each roll
  applyHit(ctx, target, { weapon: 'torpedo', by: boat.side, identified, stream, label, context: { zone: boat.zone } });
  minelayerHit(ctx, target, label, `${stream}:mines`);
  oilerHit(ctx, target, label, `${stream}:oiler`);
}

/** Points for a ship sunk by a patrol boat (the scenario's `victory.sunk`), told to the side that sank her. */
export function scoreSunk(ctx: GwasContext, ship: ShipState, by: SideId, zone: string, named: boolean, rule: string): void {
  const { data, state } = ctx;
  const type = data.ships[ship.id].type;
  const points = data.scenarios[state.scenario].victory.sunk[type] ?? 0;
  state.vp[by] += points;
  ctx.emit({
    type: 'gwas.victory-points', audience: sidesOnly(by), rule,
    data: { condition: `sunk:${zone}:${ctx.turn}`, side: by, points, text: named ? `sank ${data.ships[ship.id].name} (${type}) in ${zone}` : `sank an unidentified ship in ${zone}`, ship: named ? ship.id : null },
  });
}

/** Sunk ships leave their fleets; a fleet with none left is gone (as after a battle). */
export function clearSunk(state: GwasState, group: EnteringGroup): void {
  for (const f of group.fleets) {
    f.ships = f.ships.filter((id) => !state.ships[id]?.sunk);
    if (!f.ships.length) f.gone = 'sunk';
    else retireIfSunk(state, f);
  }
}
