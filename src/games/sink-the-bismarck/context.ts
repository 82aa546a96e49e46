/** The step context of this game, and small helpers every step shares. */
import type { StepContext } from '../../kernel/step.js';
import type { ScenarioData, ShipData, Side, StbData } from './data/types.js';
import type { StbOrders } from './orders-types.js';
import type { StbState } from './state.js';

export type Ctx = StepContext<StbData, StbState, StbOrders>;

export function shipOf(d: StbData, id: string): ShipData {
  const s = d.ships.find((x) => x.id === id);
  if (!s) throw new RangeError(`no ship ${id}`);
  return s;
}

export const nameOf = (d: StbData, id: string): string => d.ships.find((x) => x.id === id)?.name ?? id;

export const enemyOf = (side: Side): Side => (side === 'british' ? 'german' : 'british');

/** The ships afloat, in data order (ties and simultaneous actions go in this order). */
export function afloat(d: StbData, s: StbState): string[] {
  return d.ships.filter((x) => s.ships[x.id] && !s.ships[x.id].sunk).map((x) => x.id);
}

/** The scenario being played. */
export function scenarioOf(d: StbData, s: StbState): ScenarioData {
  const sc = d.scenarios.find((x) => x.id === s.scenario);
  if (!sc) throw new RangeError(`unknown scenario ${s.scenario}`);
  return sc;
}

/** The hand of the battle being played, from 1 (in an extended game the turns run on through both battles). */
export const handOf = (s: StbState): number => s.turn - (s.battleStart ?? 1) + 1;

/** Battle 2: can the ship turn only to port? */
export const portOnly = (d: StbData, s: StbState, ship: string): boolean => scenarioOf(d, s).portOnly?.includes(ship) ?? false;

/** Winning: the team inflicting the damage scores it (tables.yaml points). */
export function score(ctx: Ctx, victim: string, what: keyof StbData['tables']['points']): void {
  const side = enemyOf(ctx.state.ships[victim].side);
  ctx.state.points[side] += ctx.data.tables.points[what];
}
