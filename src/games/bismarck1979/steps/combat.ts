/**
 * Naval combat determination (4.8, 9.2) and the battles (9.3–9.9) by standing orders. In each
 * zone where both sides have ships and one has located the other this turn: the British announce
 * first, then the Germans. An attacker's evasion (its fastest ship) must be at least the
 * defender's (its slowest) unless the defender accepts (9.2); carriers never attack; a shadowing
 * force attacks only what it shadows; a force fights once a turn (9.2, 9.33). With a choice of
 * attacker or target of the named type, one is pulled from a cup (a die). The other forces of
 * both sides in the zone wait to reinforce (9.4). No combat in fog (7.3).
 */
import { everyone } from '../../../kernel/events.js';
import type { SideId } from '../state.js';
import { fightBattle, type BattleIO } from '../rules/battle.js';
import { fogged } from '../rules/search.js';
import { isNight } from '../time.js';
import { fastest, forceType, forcesOf, slowest, type Force } from '../units.js';
import { sunkPoints } from './air-attack.js';
import { type Ctx, other, pick } from './context.js';

const ORDER = ['battleship', 'cruiser', 'carrier'] as const;

export function navalCombat(ctx: Ctx): void {
  const { state, data } = ctx;
  const zones = new Set<string>();
  for (const side of ['british', 'german'] as const) for (const c of state.contacts[side]) zones.add(c.zone);
  for (const zone of [...zones].sort()) {
    if (fogged(data, state, zone)) continue;
    for (const side of ['british', 'german'] as const) announce(ctx, zone, side);
  }
}

function orders(ctx: Ctx, side: SideId) {
  return ctx.state.standing[side];
}

/** The forces of a side able to fight in a zone now (carriers only with other ships, 9.2). */
function fighting(ctx: Ctx, side: SideId, zone: string): Force[] {
  return forcesOf(ctx.state, side).filter((f) => f.zone === zone && !ctx.state.fought.includes(f.key + '@' + side))
    .map((f) => ({ ...f, ships: f.ships.length > 1 && f.ships.some((s) => ctx.data.ships[s.id].type !== 'CV') ? f.ships.filter((s) => ctx.data.ships[s.id].type !== 'CV') : f.ships }))
    .filter((f) => f.ships.some((s) => ctx.data.ships[s.id].type !== 'CV'));
}

function announce(ctx: Ctx, zone: string, side: SideId): void {
  const { state, data } = ctx;
  const o = orders(ctx, side);
  if (!o.attack) return;
  const foe = other(side);
  const located = state.contacts[side].filter((c) => c.zone === zone);
  const targets = fighting(ctx, foe, zone).filter((f) => located.some((c) => c.ships.some((id) => f.ships.some((s) => s.id === id))));
  const RANK = { battleship: 0, cruiser: 1, carrier: 2 } as const;
  const attackers = fighting(ctx, side, zone).filter((f) => RANK[forceType(data, f.ships)] <= RANK[o.attackWith]);
  if (!targets.length || !attackers.length) return;
  const shadowOf = (key: string) => Object.entries(state.shadowing).find(([, u]) => u === key)?.[0];
  // 9.2: choose the target by type, then from the cup.
  const typed = (fs: Force[], want: string) => { const t = fs.filter((f) => forceType(data, f.ships) === want); return t.length ? t : fs.filter((f) => forceType(data, f.ships) === ORDER.find((x) => fs.some((g) => forceType(data, g.ships) === x))); };
  const pool = typed(targets, o.target);
  const target = pool[pick(ctx, pool.length, `${side} target in ${zone}`, '9.2', everyone, `target-${zone}-${side}`)];
  const fo = orders(ctx, foe);
  const able = attackers.filter((f) => {
    const shadowed = shadowOf(f.key) ?? f.ships.map((s) => shadowOf(s.id)).find((x) => x);
    if (shadowed && !state.contacts[side].find((c) => c.id === shadowed)?.ships.some((id) => target.ships.some((s) => s.id === id))) return false; // 9.2
    return fastest(data, f) >= slowest(data, target) || fo.accept;
  });
  if (!able.length) { ctx.emit({ type: 'b79.combat-refused', audience: everyone, data: { zone, side, why: 'no force fast enough, and the enemy declined (9.2)' } }); return; }
  const apool = typed(able, 'battleship');
  const attacker = apool[pick(ctx, apool.length, `${side} force that attacks in ${zone}`, '9.2', everyone, `attacker-${zone}-${side}`)];
  state.fought.push(attacker.key + '@' + side, target.key + '@' + foe);
  const waiting: Record<SideId, Force[]> = { british: [], german: [] };
  waiting[side] = fighting(ctx, side, zone);
  waiting[foe] = fighting(ctx, foe, zone);
  for (const f of [...waiting[side], ...waiting[foe]]) state.fought.push(f.key + '@' + f.side);
  const id = `${zone}-${side}`;
  ctx.emit({ type: 'b79.combat', audience: everyone, data: { battle: id, zone, attacker: side, attackerEvasion: fastest(data, attacker), defenderEvasion: slowest(data, target) } });
  const io: BattleIO = {
    roll: (table, purpose, dice, sides = 6, read) => ctx.roll({ table, purpose, audience: everyone, dice, sides, rule: '9.6', stream: `battle-${id}`, ...(read ? { read: (t: number) => read(t) } : {}) }),
    emit: (type, d) => { ctx.emit({ type, audience: everyone, data: d }); },
  };
  const out = fightBattle(data, state, { id, attacker, defender: target, waiting, orders: { [side]: o, [foe]: fo } as Record<SideId, typeof o>, night: isNight(data, state.time, data.board.zones[zone]) }, io);
  for (const s of out.sunk) sunkPoints(ctx, s);
}
