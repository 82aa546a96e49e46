/**
 * 11.5 Landing. Loading or unloading takes three consecutive turns ("Load"/"Unload" in each
 * box) in a coastal zone, without moving or taking part in combat of any kind. The progress is
 * kept on the fleet (`operation`). A landing that is interrupted — the fleet moves, fights, or a
 * turn's box no longer says Load/Unload — fails and cannot be resumed: its victory points are
 * forfeited. A completed Unload (or Load) is recorded in `state.landings` for victory conditions
 * (`landing: { zone | port }`, steps/victory.ts).
 *
 * Rule choices: transports begin loaded (11.5), so cargo is not tracked beyond the records; a
 * box with Load/Unload holds the fleet still (steps/movement.ts), so a fleet still owing zones
 * to weather works its cargo where it is. Events go to the owner only (the enemy learns of a
 * landing only by finding the fleet).
 */
import { sidesOnly } from '../../../kernel/events.js';
import { foughtThisTurn, zonesMoved } from '../operations/common.js';
import { parsePlot } from '../plot.js';
import { activeFleets, liveShips, type FleetState } from '../state.js';
import type { GwasContext, GwasStep } from './step.js';

export const LANDING_TURNS = 3;

export interface LandingData {
  readonly fleet: string;
  readonly kind: 'load' | 'unload';
  readonly zone: string;
  readonly turns: number;
  readonly status: 'under way' | 'complete' | 'failed' | 'refused';
  readonly note: string | null;
}

export const landingStep: GwasStep = {
  name: 'landing',
  rule: '11.5',
  run(ctx) {
    for (const fleet of activeFleets(ctx.state)) {
      const items = parsePlot(fleet.plan[String(ctx.turn)] ?? '');
      const item = items.find((i) => i.kind === 'load' || i.kind === 'unload');
      const kind = item?.kind === 'load' || item?.kind === 'unload' ? item.kind : null;
      const op = fleet.operation;
      if (!kind) {
        // A landing under way whose next box is not Load/Unload stops short: it fails (11.5).
        if (op && !op.done && !op.failed) fail(ctx, fleet, 'the next turn\'s box did not continue it');
        continue;
      }
      progress(ctx, fleet, kind);
    }
  },
};

function tell(ctx: GwasContext, fleet: FleetState, kind: 'load' | 'unload', turns: number, status: LandingData['status'], note: string | null): void {
  ctx.emit<LandingData>({ type: 'gwas.landing', audience: sidesOnly(fleet.side), data: { fleet: fleet.id, kind, zone: fleet.zone, turns, status, note } });
}

function fail(ctx: GwasContext, fleet: FleetState, why: string): void {
  const op = fleet.operation!;
  op.failed = true;
  tell(ctx, fleet, op.kind, op.turns, 'failed', `${op.kind === 'load' ? 'loading' : 'landing'} in ${op.zone} failed: ${why}; it cannot be resumed and its victory points are forfeited (11.5)`);
}

function progress(ctx: GwasContext, fleet: FleetState, kind: 'load' | 'unload'): void {
  const { data, state } = ctx;
  let op = fleet.operation;
  if (op && op.failed) return void tell(ctx, fleet, kind, op.turns, 'refused', `the ${op.kind} begun on turn ${op.since} failed and cannot be resumed (11.5)`);
  if (op && op.done && op.kind === kind) return void tell(ctx, fleet, kind, op.turns, 'refused', `the ${kind} was completed on an earlier turn`);
  const moved = zonesMoved(fleet, ctx.turn) > 0;
  const fought = foughtThisTurn(state, fleet.id, ctx.turn);
  if (op && !op.done && op.kind === kind) {
    if (moved || op.zone !== fleet.zone) return fail(ctx, fleet, 'the fleet left the zone');
    if (fought) return fail(ctx, fleet, 'the fleet was in combat');
  } else {
    // A new operation starts this turn.
    let refusal: string | null = null;
    if (fleet.mission !== 'transport') refusal = 'only a fleet on the Transport mission carries and lands cargo (5.2, 11.5)';
    else if (!data.map.zones[fleet.zone]?.coastal) refusal = `${fleet.zone} is not a coastal zone (11.5)`;
    else if (moved) refusal = 'the fleet moved this turn (11.5)';
    else if (fought) refusal = 'the fleet was in combat this turn (11.5)';
    if (refusal) return void tell(ctx, fleet, kind, 0, 'refused', refusal);
    op = { kind, zone: fleet.zone, since: ctx.turn, turns: 0, failed: false, done: false };
    fleet.operation = op;
  }
  op.turns += 1;
  if (op.turns < LANDING_TURNS) return void tell(ctx, fleet, kind, op.turns, 'under way', null);
  op.done = true;
  (state.landings ??= []).push({ turn: ctx.turn, side: fleet.side, fleet: fleet.id, kind, zone: fleet.zone, ships: liveShips(state, fleet).map((s) => s.id) });
  tell(ctx, fleet, kind, op.turns, 'complete', null);
}
