/**
 * The opening phases of a turn: unit availability (4.1), visibility and fog (4.2, 7.1, 7.3) and
 * task forces formed or broken (4.2, 5.41). They run in the first exchange of the turn.
 */
import { everyone } from '../../../kernel/events.js';
import { applyTaskForces } from '../rules/task-forces.js';
import { clockLabel } from '../time.js';
import { applyAvailability } from '../rules/availability.js';
import { type Ctx, SIDES, own } from './context.js';

/** 4.1: British ships entering this turn are placed; air units back from rest and refit return to base. */
export function availability(ctx: Ctx): void {
  const { state } = ctx;
  if (state.opened) return;
  const log = applyAvailability(ctx.data, state);
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
    const { formed, broken } = applyTaskForces(state, side, ctx.orders[side]);
    ctx.emit({ type: 'b79.task-forces', audience: own(side), data: { side, formed, broken } });
  }
  state.opened = true;
}
