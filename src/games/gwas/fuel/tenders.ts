/**
 * 12.5, 12.6 Colliers and oilers (fuel option): a ship whose box reads "Coal" (a coal-burner) or
 * "Oil" (an oil-burner), in a coastal zone where a collier (an oiler) of her side lies, takes one box
 * (three) from it as it marks off one (three) of its own. One collier, one ship a turn (12.51,
 * 12.61); no ship from two. The tender must lie still in that zone that turn too (a transfer
 * alongside), and neither may fight (12.4).
 */
import type { GwasContext } from '../steps/step.js';
import { foughtThisTurn } from '../operations/common.js';
import { activeFleets, liveShips, type FleetState, type ShipState } from '../state.js';
import { boxesMarked, fuelKind, fuelRemaining, restoreBoxes, tenderKind, TENDER_BOXES, ZONES_PER_BOX } from './rules.js';
import { fuelBack } from '../unable.js';

/** Why the fleet's "Coal"/"Oil" box gives nothing, or null. */
export function tenderRefused(ctx: GwasContext, fleet: FleetState, moved: number, kind: 'coal' | 'oil'): string | null {
  if (moved > 0) return 'the fleet moved (12.4)';
  if (!ctx.data.map.zones[fleet.zone]?.coastal) return `${fleet.zone} is not a coastal zone (${kind === 'coal' ? '12.5' : '12.6'})`;
  if (foughtThisTurn(ctx.state, fleet.id, ctx.turn)) return 'the fleet was attacked (12.4)';
  return null;
}

/** The side's tenders of that kind lying still in the fleet's zone with fuel to give, not yet used this turn. */
function tendersHere(ctx: GwasContext, fleet: FleetState, tender: 'collier' | 'oiler', used: ReadonlySet<string>): ShipState[] {
  const out: ShipState[] = [];
  for (const f of activeFleets(ctx.state)) {
    if (f.side !== fleet.side || f.zone !== fleet.zone) continue;
    const line = f.log.find((l) => l.turn === ctx.turn);
    if ((line?.path.length ?? 0) > 0 || foughtThisTurn(ctx.state, f.id, ctx.turn)) continue;
    for (const s of liveShips(ctx.state, f)) {
      if (used.has(s.id) || tenderKind(ctx.data, ctx.state.scenario, s.id) !== tender || !s.fuel) continue;
      if (fuelRemaining(ctx.data.ships[s.id].fuel, s.fuel.used) < TENDER_BOXES[tender] * ZONES_PER_BOX) continue;
      out.push(s);
    }
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Pairs the fleet's ships needing fuel with the tenders present; returns each transfer. */
export function refuelFromTenders(ctx: GwasContext, fleet: FleetState, kind: 'coal' | 'oil', used: Set<string>): { ship: string; from: string; boxes: number }[] {
  const tender = kind === 'coal' ? 'collier' : 'oiler';
  const free = tendersHere(ctx, fleet, tender, used);
  const out: { ship: string; from: string; boxes: number }[] = [];
  for (const ship of liveShips(ctx.state, fleet)) {
    if (!ship.fuel || fuelKind(ctx.data, ship.id) !== kind || boxesMarked(ship.fuel.used) === 0 || tenderKind(ctx.data, ctx.state.scenario, ship.id)) continue;
    const t = free.shift();
    if (!t) break;
    used.add(t.id);
    const boxes = restoreBoxes(ship.fuel, TENDER_BOXES[tender]);
    t.fuel!.used += boxes * ZONES_PER_BOX;
    if (boxes > 0) fuelBack(ship); // 12.2 ends, unless damage holds her too
    out.push({ ship: ship.id, from: t.id, boxes });
  }
  return out;
}
