/**
 * Fire Main Batteries 1-5 and the gun hit tables: one die per operating turret that bears, each
 * hitting on the table's need at the distance, moved by fire control against armour (Ship
 * Characteristics) and by smoke (Lay Smoke Screen 1); each hit rolls its hit zone. Both sides'
 * salvos of a round are rolled before any hit is applied (rule 2: simultaneous).
 */
import { everyone } from '../../../kernel/events.js';
import type { HitZone } from '../data/types.js';
import { nameOf, shipOf, type Ctx } from '../context.js';
import { arc, distance, relative } from '../geometry.js';
import type { StbState } from '../state.js';

/** A salvo; `only`: the turrets (indices) given this target when a card splits its turrets (Fire Main Batteries 4). */
export interface Shot { readonly ship: string; readonly target: string | undefined; readonly plane?: boolean; readonly only?: readonly number[] }

/**
 * The salvos of one Main Guns card (Fire Main Batteries 4: "different turrets may fire at
 * different targets in the same action"): the turrets named in `turrets` at theirs, the rest at
 * the card's target (`main`, the target written or the nearest enemy). Without `turrets`, one
 * salvo from every turret at the target, as before.
 */
export function shotsOf(ship: string, turretCount: number, main: string | undefined, plane: boolean, named: Readonly<Record<string, string>> = {}): Shot[] {
  const pairs = Object.entries(named).map(([k, t]) => [Number(k) - 1, t] as const).filter(([i]) => Number.isInteger(i) && i >= 0 && i < turretCount);
  if (pairs.length === 0) return [{ ship, target: main, ...(plane ? { plane: true } : {}) }];
  const rest = Array.from({ length: turretCount }, (_, i) => i).filter((i) => !pairs.some(([n]) => n === i));
  const byTarget = new Map<string, number[]>();
  for (const [i, t] of pairs) byTarget.set(t, [...(byTarget.get(t) ?? []), i]);
  // The rest go with a named group at the same ship: one salvo, one roll, at each target.
  if (!plane && main !== undefined && byTarget.has(main)) { byTarget.set(main, [...byTarget.get(main)!, ...rest]); rest.length = 0; }
  const shots: Shot[] = rest.length ? [{ ship, target: main, ...(plane ? { plane: true } : {}), only: rest }] : [];
  for (const [target, only] of byTarget) shots.push({ ship, target, only: [...only].sort((a, b) => a - b) });
  return shots;
}
/** A hit on a ship's hit zone, or on her scout plane aloft (`plane`: the Anti-Aircraft Fire chart's result). */
export interface GunHit { readonly target: string; readonly zone: HitZone; readonly plane?: 'damaged' | 'down' }

/**
 * Fire Main Batteries 3-4 at a scout plane aloft ("Gun attacks can be made against scout planes
 * (3 units max range)"): one die a turret that bears on the plane, read on the Anti-Aircraft Fire
 * chart printed beside the gun tables (1-2 miss, 3-4 damaged, 5-6 shot down); the best die
 * counts (ours). The planes of the round are hit with the ships' hits, together (rule 2).
 */
function fireAtPlane(ctx: Ctx, round: number, ship: string, target: string | undefined, only?: readonly number[]): GunHit | null {
  const s = ctx.state;
  const n = nameOf(ctx.data, ship);
  const st = s.ships[ship];
  const t = target && s.ships[target] && s.ships[target].side !== st.side ? s.ships[target] : undefined;
  const no = (why: string): null => { ctx.emit({ type: 'stb.salvo', audience: everyone, rule: 'Fire Main Batteries 3', data: { ship, ...(target ? { target } : {}), round, plane: true, fired: false, why } }); return null; };
  if (!t || t.plane !== 'aloft' || !t.planeAt) return no('no enemy scout plane aloft to aim at');
  const range = distance(st, t.planeAt);
  if (range > ctx.data.tables.gun.planeRange) return no(`the scout plane is ${Math.round(range * 10) / 10} units off, beyond 3`);
  const turrets = bearingTurrets(ctx, ship, t.planeAt, only);
  if (turrets.length === 0) return no('no operating turret bears');
  const chart = ctx.data.tables.antiAircraft;
  const roll = ctx.roll({ table: 'Anti-Aircraft Fire', purpose: `${n} fires ${turrets.length} turret(s) at ${nameOf(ctx.data, t.id)}'s scout plane`, audience: everyone, dice: turrets.length, sides: 6, stream: `${ship}-r${round}-plane`, rule: 'Fire Main Batteries 3-4',
    read: (_t, dice) => chart[Math.max(...dice) - 1] });
  const ammo = st.ammo;
  if (ammo) for (const i of turrets) ammo[i]--;
  const result = chart[Math.max(...roll.dice) - 1];
  ctx.emit({ type: 'stb.salvo', audience: everyone, rule: 'Fire Main Batteries 3-4', data: { ship, target: t.id, round, plane: true, fired: true, distance: Math.round(range * 10) / 10, turrets: turrets.map((i) => i + 1), dice: roll.dice, result } });
  return result === 'miss' ? null : { target: t.id, zone: 'plane', plane: result };
}

/** The turrets (indices) of a ship that are operating and bear on a point. */
export function bearingTurrets(ctx: Pick<Ctx, 'data' | 'state'>, ship: string, target: { x: number; y: number }, only?: readonly number[]): number[] {
  const st = ctx.state.ships[ship];
  const fore = shipOf(ctx.data, ship).turrets.fore;
  const a = arc(relative(st.heading, st, target));
  // Limited Gun Ammunition: a turret with no ammo units left does not fire.
  return st.turrets.map((h, i) => ({ h, i })).filter(({ h, i }) => h < 2 && (st.ammo === undefined || st.ammo[i] > 0) && (a === 'all' || (a === 'fore') === i < fore) && (only === undefined || only.includes(i))).map(({ i }) => i);
}

/** Does a friendly scout plane aloft spot the target (Scout Plane Operations 2: within 3 units)? */
export function spotted(s: StbState, side: string, target: string): boolean {
  const t = s.ships[target];
  return Object.values(s.ships).some((x) => x.side === side && x.plane === 'aloft' && x.planeAt !== null && distance(x.planeAt, t) <= 3);
}

/** The least die that hits, all modifiers in (above 6: an automatic miss). */
export function needToHit(ctx: Pick<Ctx, 'data' | 'state'>, ship: string, target: string): { need: number; column: number; base: number; modifier: number } | null {
  const me = shipOf(ctx.data, ship);
  const st = ctx.state.ships[ship];
  const t = ctx.state.ships[target];
  const dist = distance(st, t);
  if (dist > me.maxRange) return null;
  const column = Math.max(1, Math.ceil(dist - 1e-9));
  const table = ctx.data.tables.gun;
  const base = table[String(me.maxRange) as '10' | '11' | '12'][column - 1];
  const modifier = me.fireControl + shipOf(ctx.data, target).armor - (t.smoke ? 1 : 0);
  // "Hit With Scout" (tables.yaml): the far band hits only with a scout plane spotting, whatever
  // the modifiers; without one the shot needs 7, an automatic miss (Lay Smoke Screen 1).
  if (base >= table.scoutNeed && !spotted(ctx.state, st.side, target)) return { need: 7, column, base, modifier };
  return { need: base - modifier, column, base, modifier };
}

/** Rolls every salvo of the round; returns the hits, to be applied together. */
export function fireSalvos(ctx: Ctx, round: number, shots: readonly Shot[]): GunHit[] {
  const hits: GunHit[] = [];
  for (const { ship, target, plane, only } of shots) {
    if (plane) { const h = fireAtPlane(ctx, round, ship, target, only); if (h) hits.push(h); continue; }
    const t = target && ctx.state.ships[target] && !ctx.state.ships[target].sunk && ctx.state.ships[target].side !== ctx.state.ships[ship].side ? target : undefined;
    const n = nameOf(ctx.data, ship);
    if (!t) { ctx.emit({ type: 'stb.salvo', audience: everyone, rule: 'Fire Main Batteries 3', data: { ship, round, fired: false, why: 'no enemy ship to aim at' } }); continue; }
    const need = needToHit(ctx, ship, t);
    const turrets = bearingTurrets(ctx, ship, ctx.state.ships[t], only);
    if (!need || turrets.length === 0) {
      ctx.emit({ type: 'stb.salvo', audience: everyone, rule: 'Fire Main Batteries 3, 4', data: { ship, target: t, round, fired: false, why: !need ? 'out of range' : 'no operating turret bears' } });
      continue;
    }
    const roll = ctx.roll({ table: `${shipOf(ctx.data, ship).maxRange} Range Gun Hit`, purpose: `${n} fires ${turrets.length} turret(s) at ${nameOf(ctx.data, t)}, hits on ${need.need}+`,
      audience: everyone, dice: turrets.length, sides: 6, stream: `${ship}-r${round}`, rule: 'Fire Main Batteries 4',
      read: (_t, dice) => `${dice.filter((x) => x >= need.need).length} hit(s)` });
    const landed = roll.dice.filter((x) => x >= need.need).length;
    // Limited Gun Ammunition 1-2: one salvo from one turret is one ammo unit.
    const ammo = ctx.state.ships[ship].ammo;
    if (ammo) for (const i of turrets) ammo[i]--;
    ctx.emit({ type: 'stb.salvo', audience: everyone, rule: 'Fire Main Batteries 4', data: { ship, target: t, round, fired: true, distance: Math.round(distance(ctx.state.ships[ship], ctx.state.ships[t]) * 10) / 10, need: need.need, turrets: turrets.map((i) => i + 1), dice: roll.dice, hits: landed } });
    for (let k = 0; k < landed; k++) {
      const z = ctx.roll({ table: 'Hit Zone', purpose: `where ${n}'s hit ${k + 1} lands on ${nameOf(ctx.data, t)}`, audience: everyone, dice: 1, sides: 6, stream: `${ship}-r${round}-zone`, rule: 'Fire Main Batteries 5',
        read: (x) => ctx.data.tables.hitZone[x - 1] });
      hits.push({ target: t, zone: ctx.data.tables.hitZone[z.total - 1] });
    }
  }
  return hits;
}
