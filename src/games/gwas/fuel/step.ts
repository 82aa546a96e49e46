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
import { refuelFromTenders, tenderRefused } from './tenders.js';
import { boxesLeft, portRefuelBoxes, restoreBoxes, turnBurn } from './rules.js';
import { fuelBack } from '../unable.js';

export const fuelStep: GwasStep = {
  name: 'fuel',
  rule: '12.1, 12.11, 12.12, 12.2, 12.3, 12.4, 12.5, 12.6',
  run(ctx) {
    if (!ctx.state.options?.fuel) return;
    const tendersUsed = new Set<string>(); // 12.51, 12.61: one ship per collier or oiler a turn
    for (const fleet of activeFleets(ctx.state)) fleetFuel(ctx, fleet, tendersUsed);
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

function fleetFuel(ctx: GwasContext, fleet: FleetState, tendersUsed: Set<string>): void {
  const line = fleet.log.find((l) => l.turn === ctx.turn);
  const moved = line?.path.length ?? 0;
  const items = parsePlot(fleet.plan[String(ctx.turn)] ?? '');
  const wantsFuel = items.some((i) => i.kind === 'fuel');
  const alongside = items.find((i) => i.kind === 'coal' || i.kind === 'oil')?.kind as 'coal' | 'oil' | undefined;
  const refused = wantsFuel ? refuelRefused(ctx, fleet, moved) : null;
  const refuelling = wantsFuel && refused === null;
  const tenderRefusal = alongside ? tenderRefused(ctx, fleet, moved, alongside) : null;
  // 12.12: a ship refuelling from a collier or oiler burns nothing that turn.
  const transfers = alongside && tenderRefusal === null ? refuelFromTenders(ctx, fleet, alongside, tendersUsed) : [];
  if (alongside) {
    ctx.emit({
      type: 'gwas.refuelled-at-sea', rule: alongside === 'coal' ? '12.5, 12.51' : '12.6, 12.61', audience: sidesOnly(fleet.side),
      data: { fleet: fleet.id, kind: alongside, zone: fleet.zone, refused: tenderRefusal ?? (transfers.length ? null : `no ${alongside === 'coal' ? 'collier' : 'oiler'} of yours with fuel to give lay still in ${fleet.zone}`), transfers },
    });
  }
  const restored: { ship: string; boxes: number; boxesLeft: number }[] = [];
  for (const ship of liveShips(ctx.state, fleet)) {
    if (!ship.fuel) continue;
    const fromTender = transfers.some((x) => x.ship === ship.id);
    burnFuel(ctx, ship, turnBurn(moved, refuelling || fromTender || fleet.port !== null), '12.1');
    if (!refuelling) continue;
    const capacity = ctx.data.ships[ship.id].fuel;
    const boxes = restoreBoxes(ship.fuel, portRefuelBoxes(ctx.data, ship.id, ctx.state.scenario));
    if (boxes > 0 && ship.fuel.out) {
      // 12.2 ends with the first box back: the ship can move again, unless damage holds her too.
      fuelBack(ship);
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
