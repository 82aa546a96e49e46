/**
 * The air attack phase (4.7, 9.1): bombers in attack mode strike located enemy ships in their
 * zone, the British first; two strikes a British unit and one a German by day, none at night or
 * in fog. The defender's battle counters lie face down, so each strike picks one blindly. Then
 * one-turn units fly home, and units at the end of their endurance get home or are lost (6.21).
 */
import { everyone, sidesOnly } from '../../../kernel/events.js';
import { applyHit, parseResult } from '../rules/damage.js';
import { airDistance, baseZone, enduranceLeft, modeOf } from '../rules/air-move.js';
import { fogged } from '../rules/search.js';
import { isNight } from '../time.js';
import { inPort } from '../units.js';
import { land } from './movement.js';
import { type Ctx, other, pick } from './context.js';
import type { SideId } from '../state.js';

export function airAttacks(ctx: Ctx): void {
  for (const side of ['british', 'german'] as const) strikesBy(ctx, side);
  airReturn(ctx);
}

function strikesBy(ctx: Ctx, side: SideId): void {
  const { state, data } = ctx;
  if (ctx.orders[side]?.airAttack?.strike === false) return;
  for (const a of Object.values(state.air)) {
    if (a.side !== side || a.status !== 'air' || a.mode !== 'attack' || !a.zone) continue;
    const zone = a.zone;
    if (isNight(data, state.time, data.board.zones[zone]) || fogged(data, state, zone)) continue; // 11.1, 7.3
    const located = state.contacts[side].filter((c) => c.zone === zone).flatMap((c) => c.ships);
    const targets = located.map((id) => state.ships[id]).filter((s) => s && s.status === 'sea' && s.zone === zone && !inPort(data, s)); // 9.1: not in enemy ports
    if (!targets.length) continue;
    const kind = data.airUnits[a.id].kind as 'torpedo-bomber' | 'level-bomber';
    const strikes = data.airUnits[a.id].strikes ?? 1;
    for (let k = 0; k < strikes; k++) {
      const live = targets.filter((s) => s.status === 'sea');
      if (!live.length) break;
      const t = live[pick(ctx, live.length, `a strike picks a face-down counter in ${zone}`, '9.1', everyone, `${a.id}-pick`)];
      const table = data.tables.battle.bomber[kind];
      const r = ctx.roll({ table: `Bomber Table (${kind})`, purpose: `air strike in ${zone}`, audience: everyone, dice: 2, rule: '9.1', stream: a.id, read: (v) => table[String(v)] });
      const result = table[String(r.total)];
      const texts: string[] = [];
      for (const [kindHit, n] of parseResult(result)) {
        if (kindHit === 'special-A' || kindHit === 'special-B') {
          const letter = data.ships[t.id].specialDamage === 'A' ? 'A' : kindHit === 'special-A' ? 'A' : 'B';
          const sp = data.tables.battle.specialDamage[letter];
          const r2 = ctx.roll({ table: `Special Damage ${letter}`, purpose: `special damage from the strike`, audience: everyone, dice: 2, rule: '9.7', stream: a.id, read: (v) => sp[String(v)] });
          for (const [k2, n2] of parseResult(sp[String(r2.total)])) texts.push(applyHit(data, state, { ship: t.id, kind: k2, n: n2, face: 'either' }));
        } else if (kindHit !== 'miss') {
          texts.push(applyHit(data, state, { ship: t.id, kind: kindHit, n, face: 'either' }));
        }
      }
      const damaged = texts.length > 0;
      // 9.1: the name is revealed to the attacker only if damage was done.
      ctx.emit({ type: 'b79.air-strike', audience: sidesOnly(side), data: { unit: a.id, zone, result, ship: damaged ? t.id : null, damage: texts } });
      ctx.emit({ type: 'b79.air-struck', audience: sidesOnly(other(side)), data: { zone, ship: t.id, result, damage: texts, attacker: data.airUnits[a.id].kind } });
      if (state.ships[t.id].status === 'sunk') sunkPoints(ctx, t.id);
    }
  }
}

/** 12.0: points for a ship sunk, to the side that sank it. */
export function sunkPoints(ctx: Ctx, id: string): void {
  const { data, state } = ctx;
  const s = state.ships[id];
  const v = data.tables.victory;
  const pts = s.side === 'german' ? v.british.sink[id] ?? 0 : v.german.sinkByType[data.ships[id].type] ?? 0;
  const to: SideId = s.side === 'german' ? 'british' : 'german';
  state.vp[to] += pts;
  ctx.emit({ type: 'b79.sunk', audience: everyone, data: { ship: id, side: s.side, points: pts, to } });
  if (id === 'bismarck') { state.over = true; state.result = 'Bismarck sunk'; }
}

/** 6.22: one-turn units return at the end of the air attack phase; others whose endurance ends now get home or are lost (6.21). */
function airReturn(ctx: Ctx): void {
  const { state, data } = ctx;
  const landed: Record<SideId, { unit: string; back: number }[]> = { british: [], german: [] };
  for (const a of Object.values(state.air)) {
    if (a.status !== 'air' || !a.zone) continue;
    const m = modeOf(data, a);
    if (!m || enduranceLeft(data, state, a, m) > 0) continue;
    const base = baseZone(data, state, a.id);
    const home = base === null ? Infinity : airDistance(data, a.zone, base);
    if (home <= m.speed - a.moved) { landed[a.side].push(land(ctx, a.id)); continue; }
    a.status = 'lost'; a.zone = null;
    state.vp[other(a.side)] += data.tables.victory.airUnitLost;
    ctx.emit({ type: 'b79.air-lost', audience: everyone, data: { unit: a.id, side: a.side, points: data.tables.victory.airUnitLost } });
  }
  for (const side of ['british', 'german'] as const) ctx.emit({ type: 'b79.air-returns', audience: sidesOnly(side), data: { side, landed: landed[side] } });
}
