/**
 * 11.21 towing assignments: one rule shared by the order check (check-operations.ts) and the
 * towing step, so an assignment accepted at submission is the one applied.
 */
import type { GwasCodeId } from '../codes.js';
import type { GwasData } from '../data.js';
import type { GwasState, ShipState, SideId } from '../state.js';
import { mayTow } from './ships.js';

export interface TowProblem {
  readonly code: GwasCodeId;
  readonly message: string;
  readonly field: 'ship' | 'towedBy';
}

/**
 * Whether `towedBy` may tow `ship`, listed under fleet `fleetId` of `side`. `fleetShips` and
 * `zoneOf` give the fleets as the orders leave them (the checker's drafts, or the state).
 */
export function towProblem(
  data: GwasData, state: GwasState, side: SideId, fleetId: string, ship: string, towedBy: string,
  fleetOf: (shipId: string) => string | null, zoneOf: (fleetId: string) => string | null,
): TowProblem | null {
  const s = state.ships[ship];
  if (!s || s.side !== side || s.sunk || fleetOf(ship) !== fleetId) {
    return { code: 'GW2401', field: 'ship', message: `'${ship}' is not a ship afloat in fleet '${fleetId}'; list a tow under the fleet the disabled ship is in (11.21).` };
  }
  if (s.beached) return { code: 'GW2910', field: 'ship', message: `${data.ships[ship]?.name ?? ship} was beached on purpose (7.44): she cannot be refloated, so she cannot be towed off.` };
  if (!s.unableToManoeuvre) return { code: 'GW2402', field: 'ship', message: `${data.ships[ship]?.name ?? ship} can still move; only a ship unable to manoeuvre is towed (11.21).` };
  const t = state.ships[towedBy];
  const towerFleet = t && t.side === side && !t.sunk ? fleetOf(towedBy) : null;
  if (!t || t.side !== side || t.sunk || !towerFleet || zoneOf(towerFleet) !== zoneOf(fleetId)) {
    return { code: 'GW2403', field: 'towedBy', message: `'${towedBy}' is not one of your ships afloat in this fleet or in another of your fleets in the same zone (11.21).` };
  }
  if (towedBy === ship || t.unableToManoeuvre || t.towedBy) {
    return { code: 'GW2405', field: 'towedBy', message: `${data.ships[towedBy]?.name ?? towedBy} cannot tow: it cannot move under its own power (11.21).` };
  }
  const towerCls = data.ships[towedBy];
  const towedCls = data.ships[ship];
  if (!towerCls || !towedCls || !mayTow(towerCls, towedCls)) {
    return { code: 'GW2404', field: 'towedBy', message: `${towerCls?.name ?? towedBy} (${towerCls?.type ?? '?'}) is too small to tow ${towedCls?.name ?? ship} (${towedCls?.type ?? '?'}): a ship tows only ships of its own size or smaller (11.21).` };
  }
  return null;
}

/** The fleet is towing: one of its ships is under tow by another ship of it (11.22). */
export function fleetTowing(state: GwasState, shipIds: readonly string[]): boolean {
  return shipIds.some((id) => {
    const s = state.ships[id];
    return Boolean(s && !s.sunk && s.unableToManoeuvre && s.towedBy && state.ships[s.towedBy] && !state.ships[s.towedBy].sunk && shipIds.includes(s.towedBy));
  });
}

/**
 * 7.5, 7.81, 11.22: the ships among `ships` that are under tow or towing one of them (a tow
 * always lies within one fleet: the towing step moves the towed ship into its tower's fleet).
 */
export function towedOrTowing(state: GwasState, ships: readonly ShipState[]): Set<string> {
  const out = new Set<string>();
  for (const s of ships) {
    if (s.sunk || !s.towedBy) continue;
    const tower = state.ships[s.towedBy];
    if (!tower || tower.sunk) continue;
    out.add(s.id);
    out.add(tower.id);
  }
  return out;
}
