/**
 * 7.31 the tactical battle impulse by impulse by mail (option `tacticalByMail`; seam §2).
 *
 * The turn exchange runs its steps to the battle step; there the first tactical battle is deployed
 * (7.2) and waits in `state.impulse` (steps/battle.ts fightZones). Then one `impulse` exchange per
 * impulse asks both sides, with reply timing, for that impulse's orders: an impulse is the
 * movement steps before one gunnery step of 7.31, that gunnery step and its torpedo step (steps
 * 2–4, 5–8, 9–12, 13–16, 17–20), so each side moves at most once in it and fires once. A new
 * pass's initiative (step 1) is rolled at the end of the impulse before, so the orders are written
 * knowing it. What a side does not write, and a silent side altogether, is decided by its
 * standing battle orders (seam rule 3). When the battle ends the next zone's battle begins (5.45:
 * zone order), and after the last the rest of the turn's steps run in the same exchange.
 */
import type { GwasOrders, ImpulseOrders } from '../orders-types.js';
import { SIDES, type GwasState, type SideId } from '../state.js';
import type { GwasStep } from '../steps/step.js';
import { closeTactical, fightZones } from '../steps/battle.js';
import { fightOn, impulseOf } from './battle.js';
import type { Direction } from './hexes.js';
import { restoreBattle, saveBattle } from './impulse-save.js';
import type { TacticalRun } from './types.js';

/** Whether the orders were written for the impulse now asked (the battle, pass and impulse the form names). */
export function forThisImpulse(state: GwasState, o: ImpulseOrders): boolean {
  const b = state.impulse?.battle;
  if (!b) return false;
  const rest = b.rest as { sequence: number; step: number };
  return (o.battle === undefined || o.battle === b.id)
    && (o.pass === undefined || o.pass === rest.sequence)
    && (o.impulse === undefined || o.impulse === impulseOf(rest.step));
}

/**
 * 7.0–7.8: new standing battle orders written for the side's fleets in this battle, from this
 * impulse on: merged into the fleet's own (which it keeps after the battle, as any written
 * standing order); closeTo and keepAt replace each other (7.6: a fleet closes or keeps off).
 */
function newStanding(run: TacticalRun, side: SideId, o: ImpulseOrders): void {
  for (const [id, battle] of Object.entries(o.standing ?? {})) {
    const fleet = run.fleets[side].find((f) => f.id === id);
    if (!fleet) continue;
    const merged: Record<string, unknown> = { ...fleet.battle, ...battle };
    if (battle.closeTo !== undefined && battle.keepAt === undefined) delete merged.keepAt;
    if (battle.keepAt !== undefined && battle.closeTo === undefined) delete merged.closeTo;
    fleet.battle = merged as typeof fleet.battle;
  }
}

/** 7.33: fleets written to turn away make for the edge named (one with a zone beyond it), from this impulse on. */
function turnAway(run: TacticalRun, side: SideId, o: ImpulseOrders): void {
  for (const [fleet, edge] of Object.entries(o.turnAway ?? {})) {
    if (!run.fleets[side].some((f) => f.id === fleet) || !run.map.exits[edge as Direction]) continue;
    run.away[fleet] = edge as Direction;
  }
}

export const impulseStep: GwasStep = {
  name: 'impulse',
  rule: '7.31',
  run(ctx) {
    const { state, data } = ctx;
    const pending = state.impulse;
    if (!pending) throw new Error('the impulse exchange runs only while a battle waits for it (7.31)');
    const run = restoreBattle(data, state, pending.battle);
    const orders: Partial<Record<SideId, ImpulseOrders>> = {};
    for (const side of SIDES) {
      const o = (ctx.orders[side] as GwasOrders | undefined)?.impulse;
      if (o && forThisImpulse(state, o)) orders[side] = o;
    }
    for (const side of SIDES) {
      const o = orders[side];
      if (o) { newStanding(run, side, o); turnAway(run, side, o); }
    }
    run.orders = orders;
    const outcome = fightOn(ctx, run, true);
    delete run.orders;
    if (!outcome) {
      state.impulse = { ...pending, battle: saveBattle(run) };
      return;
    }
    delete state.impulse;
    // 7.29: the exchanges the turn's orders wrote, none if it wrote none: this exchange's orders are
    // impulse orders, never read for exchanges (`{}`, not undefined, which would default to them).
    const written = pending.exchange ?? {};
    closeTactical(ctx, run, outcome, written);
    fightZones(ctx, pending.zones, pending.numbered, written); // the next zone's battle, if any (5.45)
  },
};

/** A step of the turn that follows the battles (raiding … weather): it runs once no battle waits for its impulses. */
export function afterBattles(step: GwasStep): GwasStep {
  return { ...step, run: (ctx) => { if (!ctx.state.impulse) step.run(ctx); } };
}
