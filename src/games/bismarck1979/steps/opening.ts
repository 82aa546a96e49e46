/**
 * The opening phases of a turn: unit availability (4.1), visibility and fog (4.2, 7.1, 7.3) and
 * task forces formed or broken (4.2, 5.41). They run in the first exchange of the turn.
 */
import { everyone } from '../../../kernel/events.js';
import type { B79Orders } from '../orders-types.js';
import { clockLabel } from '../time.js';
import { baseZone } from '../rules/air-move.js';
import { type Ctx, SIDES, own } from './context.js';

/** 4.1: British ships entering this turn are placed; air units back from rest and refit return to base. */
export function availability(ctx: Ctx): void {
  const { state } = ctx;
  if (state.opened) return;
  const log = Object.fromEntries(SIDES.map((side) => [side, { ships: [] as { ship: string; zone: string }[], air: [] as string[], refitted: [] as { unit: string; base: string | null }[] }]));
  for (const s of Object.values(state.ships)) {
    if (s.status === 'waiting' && s.arrives !== null && s.arrives <= state.turn) {
      const sc = ctx.data.scenarios[state.scenario];
      const p = [...sc.british.ships, ...sc.german.ships].find((x) => x.ship === s.id)!;
      s.status = 'sea'; s.zone = p.zone!; s.arrives = null;
      log[s.side].ships.push({ ship: s.id, zone: s.zone });
    }
  }
  for (const a of Object.values(state.air)) {
    if (a.status === 'waiting' && a.arrives !== null && a.arrives <= state.turn) { a.status = 'base'; a.arrives = null; log[a.side].air.push(a.id); }
    if (a.status === 'rest' && a.restUntil !== null && a.restUntil <= state.turn) {
      a.status = 'base'; a.restUntil = null; a.zone = null;
      log[a.side].refitted.push({ unit: a.id, base: baseZone(ctx.data, state, a.id) });
    }
  }
  // One event a side, always, so the other side's event numbering tells nothing.
  for (const side of SIDES) ctx.emit({ type: 'b79.availability', audience: own(side), data: { side, ...log[side] } });
}

/** 7.1, 7.3: the German player rolls two dice for the visibility change; turn 1 is '4' with fog. */
export function visibility(ctx: Ctx): void {
  const { state, data } = ctx;
  if (state.opened) return;
  const t = data.tables.visibility;
  if (state.turn === 1) {
    state.visibility = { level: t.start, fog: true };
  } else {
    const mod = t.modifiers[state.visibility.level] ?? 0;
    const r = ctx.roll({
      table: 'Visibility Change Table', purpose: 'visibility change', audience: everyone, dice: 2, rule: '7.1',
      modifiers: mod ? [{ name: `marker in box ${state.visibility.level}`, value: mod, rule: '7.1' }] : [],
      read: (total) => { const c = t.change[String(Math.min(12, Math.max(2, total)))]; return `${c.shift >= 0 ? '+' : ''}${c.shift}${c.fog ? ', fog' : ''}`; },
    });
    const c = t.change[String(Math.min(12, Math.max(2, r.total)))];
    const i = Math.min(t.track.length - 1, Math.max(0, t.track.indexOf(state.visibility.level) + c.shift)); // 7.1: the excess is ignored
    state.visibility = { level: t.track[i], fog: c.fog };
  }
  ctx.emit({ type: 'b79.visibility', audience: everyone, data: { turn: state.turn, clock: clockLabel(data, state.time), level: state.visibility.level, fog: state.visibility.fog, fogRows: data.tables.visibility.fogRows } });
}

/** 4.2, 5.41: ships in one zone join a task force; ships leave theirs (before any ship moves). */
export function taskForces(ctx: Ctx): void {
  const { state } = ctx;
  if (state.opened) return;
  for (const side of SIDES) {
    // One event a side, always: how many a side's orders change must not show in the other
    // side's event numbering.
    const formed: { tf: number; ships: string[]; zone: string | null }[] = [];
    const broken: { ship: string; tf: number }[] = [];
    const o: B79Orders | undefined = ctx.orders[side];
    for (const id of o?.taskForces?.break ?? []) {
      const s = state.ships[id];
      if (!s || s.side !== side || s.tf === null || s.status !== 'sea') continue;
      broken.push({ ship: id, tf: s.tf });
      s.tf = null;
    }
    for (const group of o?.taskForces?.form ?? []) {
      const ships = group.map((id) => state.ships[id]).filter((s) => s && s.side === side && s.status === 'sea');
      if (ships.length !== group.length || new Set(ships.map((s) => s.zone)).size !== 1) continue; // 5.41: same zone
      const used = new Set(Object.values(state.ships).filter((s) => s.side === side && s.tf !== null && !group.includes(s.id)).map((s) => s.tf));
      const existing = ships.find((s) => s.tf !== null)?.tf ?? null;
      let n = existing ?? 1;
      while (existing === null && used.has(n)) n++;
      for (const s of ships) s.tf = n;
      formed.push({ tf: n, ships: group, zone: ships[0].zone });
    }
    // A task force of one ship is no task force.
    const count = new Map<number, number>();
    for (const s of Object.values(state.ships)) if (s.side === side && s.tf !== null && s.status === 'sea') count.set(s.tf, (count.get(s.tf) ?? 0) + 1);
    for (const s of Object.values(state.ships)) if (s.side === side && s.tf !== null && (count.get(s.tf) ?? 0) < 2) s.tf = null;
    ctx.emit({ type: 'b79.task-forces', audience: own(side), data: { side, formed, broken } });
  }
  state.opened = true;
}
