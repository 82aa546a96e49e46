/**
 * 12.0 Fuel and Range at the end of the turn, once every fleet has moved and fought (the fuel
 * option only). Each ship burns what her fleet's movement cost (12.1, 12.11; nothing in port,
 * 12.12), and a fleet whose box reads "Fuel" in a port where its side may refuel, that did not
 * move and did not fight (12.4), restores 1 box a ship a turn for coal, 3 for oil (12.3).
 * A ship whose last box is marked off is unable to manoeuvre (12.2); refuelled, she may move again.
 * Battle fuel (7.39) is burnt when each battle ends (fuel/battle.ts).
 */
import { sidesOnly } from '../../../kernel/events.js';
import { foughtThisTurn } from '../operations/common.js';
import { parsePlot } from '../plot.js';
import { activeFleets, liveShips, type FleetState } from '../state.js';
import type { GwasContext, GwasStep } from '../steps/step.js';
import { burnFuel } from './burn.js';
import { mayRefuelAt } from './ports.js';
import { boxesLeft, portRefuelBoxes, restoreBoxes, turnBurn } from './rules.js';

export const fuelStep: GwasStep = {
  name: 'fuel',
  rule: '12.1, 12.11, 12.12, 12.2, 12.3, 12.4',
  run(ctx) {
    if (!ctx.state.options?.fuel) return;
    for (const fleet of activeFleets(ctx.state)) fleetFuel(ctx, fleet);
  },
};

/** Why a "Fuel" box gave nothing, or null when the fleet refuels. */
function refuelRefused(ctx: GwasContext, fleet: FleetState, moved: number): string | null {
  if (moved > 0) return 'the fleet moved (12.4)';
  if (!fleet.port) return 'the fleet is not in port (12.3)';
  if (!mayRefuelAt(ctx.data, ctx.data.scenarios[ctx.state.scenario], fleet.side, fleet.port)) return 'its side may not refuel in this port (12.3)';
  if (foughtThisTurn(ctx.state, fleet.id, ctx.turn)) return 'the fleet was attacked (12.4)';
  return null;
}

function fleetFuel(ctx: GwasContext, fleet: FleetState): void {
  const line = fleet.log.find((l) => l.turn === ctx.turn);
  const moved = line?.path.length ?? 0;
  const wantsFuel = parsePlot(fleet.plan[String(ctx.turn)] ?? '').some((i) => i.kind === 'fuel');
  const refused = wantsFuel ? refuelRefused(ctx, fleet, moved) : null;
  const refuelling = wantsFuel && refused === null;
  const restored: { ship: string; boxes: number; boxesLeft: number }[] = [];
  for (const ship of liveShips(ctx.state, fleet)) {
    if (!ship.fuel) continue;
    burnFuel(ctx, ship, turnBurn(moved, refuelling || fleet.port !== null), '12.1');
    if (!refuelling) continue;
    const capacity = ctx.data.ships[ship.id].fuel;
    const boxes = restoreBoxes(ship.fuel, portRefuelBoxes(ctx.data, ship.id));
    if (boxes > 0 && ship.fuel.out) {
      // 12.2 ends with the first box back: the ship can move again.
      ship.fuel.out = false;
      ship.unableToManoeuvre = false;
    }
    restored.push({ ship: ship.id, boxes, boxesLeft: boxesLeft(capacity, ship.fuel.used) });
  }
  if (wantsFuel) {
    ctx.emit({
      type: 'gwas.refuelled', rule: '12.3, 12.4', audience: sidesOnly(fleet.side),
      data: { fleet: fleet.id, port: fleet.port, refused, ships: restored },
    });
  }
}
