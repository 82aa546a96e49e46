/** The step context of this game, and small helpers every step shares. */
import type { StepContext } from '../../kernel/step.js';
import { everyone } from '../../kernel/events.js';
import type { B62Data, BattleCounter } from './data/types.js';
import type { B62Orders } from './orders-types.js';
import type { B62State } from './state.js';

export type Ctx = StepContext<B62Data, B62State, B62Orders>;

export function counterOf(d: B62Data, id: string): BattleCounter {
  if (id === 'bismarck') return d.bismarck;
  const b = d.british.find((x) => x.id === id);
  if (!b?.guns || b.midships === undefined || b.helplessAt === undefined) throw new RangeError(`${id} has no battle counter`);
  return { guns: b.guns, midships: b.midships, helplessAt: b.helplessAt };
}

export function nameOf(d: B62Data, id: string): string {
  return id === 'bismarck' ? d.bismarck.name : d.british.find((x) => x.id === id)?.name ?? id;
}

/**
 * Checks one box of the Time Record (Time 1, 2), telling both players: the record is on the
 * table for both to see.
 */
export function checkTimeBox(ctx: Ctx, why: string): void {
  const s = ctx.state;
  s.box++;
  const box = ctx.data.time.boxes[s.box - 1];
  ctx.emit({ type: 'b62.time', audience: everyone, rule: 'Time', data: { box: s.box, why, ...(box ? { date: box.date, hour: box.hour, night: box.night } : { end: true }) } });
}

/** Is the box in play a night box (Time: shaded boxes)? Past the record counts as day. */
export function isNight(ctx: Pick<Ctx, 'data' | 'state'>): boolean {
  return ctx.data.time.boxes[ctx.state.box - 1]?.night ?? false;
}

/** A British ship sunk: removed from the game with its Search Board counter (Battle Board 8); Red scores it (How to Win). */
export function sinkBritish(ctx: Ctx, id: string, how: string): void {
  const s = ctx.state;
  const b = s.british[id];
  if (!b || b.sunk) return;
  b.sunk = true;
  const ship = ctx.data.british.find((x) => x.id === id)!;
  s.points.red += ship.points;
  if (s.battle) delete s.battle.ships[id];
  ctx.emit({ type: 'b62.sunk', audience: everyone, rule: 'How to Move Ships on Battle Board 8', data: { ship: id, name: ship.name, how, points: ship.points } });
}
