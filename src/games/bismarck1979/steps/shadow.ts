/**
 * Shadow determination (4.3, 8.1): the British assign a shadowing unit to a German force located
 * last turn; that force moves first (the German's move for it, given in this exchange), then one
 * die on the Shadow Table decides. A held contact tells the British the new zone at once, so they
 * react with this turn's air and ship movement (8.11).
 */
import { everyone, sidesOnly } from '../../../kernel/events.js';
import { applyForceMove, checkForceMove } from '../rules/ship-move.js';
import { forceOfContact, holdNumber, shadowBar, shadowModifiers } from '../rules/shadow.js';
import { describeForce } from '../units.js';
import type { Ctx } from './context.js';

export function shadowDetermination(ctx: Ctx): void {
  const { state, data } = ctx;
  const assigned = ctx.orders.british?.shadow ?? {};
  const german = ctx.orders.german;
  const used = new Set<string>();
  for (const c of state.lastContacts.british) {
    const unit = assigned[c.id];
    if (!unit) continue;
    const target = forceOfContact(state, c.ships);
    if (!target) { ctx.emit({ type: 'b79.shadow-void', audience: sidesOnly('british'), data: { contact: c.id, why: 'nothing left to shadow' } }); continue; }
    // 8.1: a task force broken up in the visibility phase: the British are told which types left.
    const left = c.ships.filter((id) => !target.ships.some((s) => s.id === id) && state.ships[id]?.status === 'sea');
    if (left.length) ctx.emit({ type: 'b79.shadow-tf-broken', audience: everyone, data: { contact: c.id, left: left.map((id) => data.ships[id].type) } });
    const bar = used.has(unit) ? 'already shadowing another force (8.13)' : shadowBar(data, state, unit, c.zone, target);
    if (bar) { ctx.emit({ type: 'b79.shadow-refused', audience: sidesOnly('british'), data: { contact: c.id, unit, why: bar } }); continue; }
    used.add(unit);
    // 8.11: the shadowed force moves first.
    const order = german?.ships?.[target.key];
    let moved = 0;
    if (order && (order.move?.length ?? 0) > 0) {
      const problems = checkForceMove(data, state, 'german', target.key, order, { launching: new Set(), shadowPhase: true });
      if (problems.length === 0) { applyForceMove(data, state, target.ships, order.move!); moved = order.move!.length; }
      else ctx.emit({ type: 'b79.move-refused', audience: sidesOnly('german'), data: { force: target.key, why: problems.map((p) => p.message) } });
    }
    if (order?.patrol !== undefined && moved === 0) for (const s of target.ships) if (data.ships[s.id].type !== 'CV') s.mode = order.patrol ? 'patrol' : 'move';
    for (const s of target.ships) s.movedInShadow = true;
    if (moved === 2) ctx.emit({ type: 'b79.two-zone-move', audience: everyone, data: { contact: c.id } }); // 8.1: announced before the roll
    const hold = holdNumber(data, unit, state);
    const mods = shadowModifiers(data, state, target, moved >= 2);
    const r = ctx.roll({ table: 'Shadow Table', purpose: `shadow on contact ${c.id}`, audience: everyone, dice: 1, rule: '8.1', stream: c.id,
      modifiers: mods.map((m) => ({ name: m.name, value: m.value, rule: m.rule })), read: (t) => (t <= hold ? 'Hold Contact' : 'Lost Contact') });
    if (r.total <= hold) {
      const nc = { id: c.id, zone: target.ships[0].zone!, ...describeForce(data, target), how: 'shadow' as const, ships: target.ships.map((s) => s.id) };
      state.contacts.british.push(nc);
      state.shadowing[c.id] = unit;
      ctx.emit({ type: 'b79.shadow-held', audience: sidesOnly('british'), data: { contact: c.id, unit, zone: nc.zone, types: nc.types, taskForce: nc.taskForce } });
      ctx.emit({ type: 'b79.shadowed', audience: sidesOnly('german'), data: { force: target.key, zone: nc.zone } });
    } else {
      ctx.emit({ type: 'b79.shadow-lost', audience: sidesOnly('british'), data: { contact: c.id, unit } });
      ctx.emit({ type: 'b79.shadow-shaken', audience: sidesOnly('german'), data: { force: target.key } });
    }
  }
}
