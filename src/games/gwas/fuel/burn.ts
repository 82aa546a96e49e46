/**
 * 12.1, 12.2, 7.39: fuel burnt by a ship, and what follows when her last box is marked off: she is
 * unable to manoeuvre (12.2) until a port gives her fuel back (12.3). Told to her own side only.
 */
import { sidesOnly } from '../../../kernel/events.js';
import type { GwasContext } from '../steps/step.js';
import type { ShipState } from '../state.js';
import { boxesLeft, fuelRemaining, isEmpty } from './rules.js';
import { runOutOfFuel } from '../unable.js';

export function burnFuel(ctx: GwasContext, ship: ShipState, zonesWorth: number, rule: string): void {
  const fuel = ship.fuel;
  if (!fuel || ship.sunk || zonesWorth <= 0) return;
  const capacity = ctx.data.ships[ship.id].fuel;
  // Nothing is burnt beyond the last box: an empty ship has nothing left to burn.
  fuel.used += Math.min(zonesWorth, fuelRemaining(capacity, fuel.used));
  if (!fuel.out && isEmpty(capacity, fuel.used)) {
    runOutOfFuel(ship);
    ctx.emit({
      type: 'gwas.out-of-fuel', rule: '12.2', audience: sidesOnly(ship.side),
      data: { ship: ship.id, fleet: ship.fleet, burnt: rule, boxesLeft: boxesLeft(capacity, fuel.used) },
    });
  }
}
