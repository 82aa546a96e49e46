/**
 * The search phase (4.6, 7.2): the British call their zones first, then the Germans; each call
 * is heard by both players and answered with the number and general type of the ships there
 * (7.23). A British search of the first of two zones a German force moved through allows a
 * high-speed shadow (8.2).
 */
import { everyone, sidesOnly } from '../../../kernel/events.js';
import type { Contact, SideId } from '../state.js';
import { callZone, searchableZones } from '../rules/search.js';
import { contactNamer } from '../rules/contact-ids.js';
import { forceOfContact, holdNumber, shadowBar, shadowModifiers } from '../rules/shadow.js';
import { follow, followBar } from '../rules/follow.js';
import { shipCanEnter } from '../data/board.js';
import { forcesOf } from '../units.js';
import { type Ctx, other } from './context.js';

export function search(ctx: Ctx): void {
  for (const side of ['british', 'german'] as const) searchBy(ctx, side);
}

function searchBy(ctx: Ctx, side: SideId): void {
  const { state, data } = ctx;
  const waived = new Set(ctx.orders[side]?.waiveSearch ?? []);
  const zones = searchableZones(data, state, side).filter((z) => !waived.has(z));
  const next = contactNamer(state, side);
  // 7.21, 7.23: the zones are called aloud, so both players hear them.
  if (zones.length) ctx.emit({ type: 'b79.search-called', audience: everyone, data: { side, zones } });
  for (const zone of zones) {
    const find = callZone(data, state, side, zone, next);
    for (const c of find.contacts) {
      if (state.contacts[side].some((x) => x.ships.join() === c.ships.join())) continue;
      state.contacts[side].push(c);
      ctx.emit({ type: 'b79.located', audience: sidesOnly(side), data: { contact: c.id, zone, types: c.types, taskForce: c.taskForce, how: 'search' } });
      ctx.emit({ type: 'b79.found', audience: sidesOnly(other(side)), data: { zone, ships: c.ships } });
    }
    if (side === 'british') for (const c of find.passedThrough) highSpeedShadow(ctx, zone, c);
  }
}

/**
 * 8.2: the British searched a zone a German force passed through: the best qualifying unit there
 * tries to shadow at once (the shadow table, with the two-zone modifier); held, the force's final
 * zone is revealed and British ships in the searched zone with a move left follow it in.
 */
function highSpeedShadow(ctx: Ctx, zone: string, c: Contact): void {
  const { state, data } = ctx;
  ctx.emit({ type: 'b79.passed-through', audience: everyone, data: { zone, types: c.types } });
  const target = forceOfContact(state, c.ships);
  if (!target || state.contacts.british.some((x) => x.ships.join() === c.ships.join())) return;
  const busy = new Set(Object.values(state.shadowing));
  const candidates = [
    ...forcesOf(state, 'british').filter((f) => f.zone === zone).map((f) => f.key),
    ...Object.values(state.air).filter((a) => a.side === 'british' && a.status === 'air' && a.zone === zone).map((a) => a.id),
  ].filter((u) => !busy.has(u) && shadowBar(data, state, u, zone, target) === null)
    .sort((a, b) => holdNumber(data, b, state) - holdNumber(data, a, state) || (a < b ? -1 : 1));
  const unit = candidates[0];
  if (!unit) return;
  const hold = holdNumber(data, unit, state);
  const r = ctx.roll({ table: 'Shadow Table', purpose: `high-speed shadow from ${zone}`, audience: everyone, dice: 1, rule: '8.2', stream: `hs-${zone}`,
    modifiers: shadowModifiers(data, state, target, true), read: (t) => (t <= hold ? 'Hold Contact' : 'Lost Contact') });
  if (r.total > hold) { ctx.emit({ type: 'b79.shadow-lost', audience: sidesOnly('british'), data: { contact: c.id, unit } }); return; }
  state.contacts.british.push({ ...c, how: 'high-speed-shadow' });
  state.shadowing[c.id] = unit;
  ctx.emit({ type: 'b79.shadow-held', audience: sidesOnly('british'), data: { contact: c.id, unit, zone: c.zone, types: c.types, taskForce: c.taskForce, highSpeed: true } });
  ctx.emit({ type: 'b79.shadowed', audience: sidesOnly('german'), data: { force: target.key, zone: c.zone } });
  if (ctx.orders.british?.battle?.attack === false) return;
  // Follow: ships in the searched zone with a move left, not in emergency movement (8.2); ships on
  // patrol only with the order `follow: true` (5.3 EXCEPTION 8.24). A force follows whole or not at all.
  const canEnter = shipCanEnter('british');
  const from = data.board.zones[zone], to = data.board.zones[c.zone];
  if (!canEnter(to, from)) return;
  for (const f of forcesOf(state, 'british')) {
    if (f.zone !== zone) continue;
    const ordered = ctx.orders.british?.ships?.[f.key]?.follow === true;
    const onPatrol = f.ships.some((s) => s.mode === 'patrol');
    const bars = f.ships.map((s) => followBar(data, state, s, ordered)).filter((b): b is string => b !== null);
    if (bars.length) {
      // Only a force ordered to follow from its patrol is told why it did not (the report, 5.3).
      if (ordered && onPatrol) ctx.emit({ type: 'b79.not-followed', audience: sidesOnly('british'), data: { force: f.key, zone: c.zone, why: bars } });
      continue;
    }
    for (const s of f.ships) follow(data, state, s, c.zone);
    ctx.emit({ type: 'b79.followed', audience: sidesOnly('british'), data: { force: f.key, zone: c.zone, ...(onPatrol ? { fromPatrol: true } : {}) } });
  }
}
