/** Small queries shared by the operations steps (raids, bombardment, landings, towing, pursuit). */
import type { FleetState, GwasState, LogLine } from '../state.js';

/** The fleet's log line for `turn`, if it has one. */
export function logLineOf(fleet: FleetState, turn: number): LogLine | null {
  const line = fleet.log[fleet.log.length - 1];
  return line && line.turn === turn ? line : null;
}

/** Zones the fleet entered this turn (0 when it stayed). */
export function zonesMoved(fleet: FleetState, turn: number): number {
  return logLineOf(fleet, turn)?.path.length ?? 0;
}

/** The fleet took part in a contact (and so a battle, 5.45) this turn. */
export function foughtThisTurn(state: GwasState, fleetId: string, turn: number): boolean {
  return state.contacts.some((c) => c.turn === turn && (c.fleets.allied.includes(fleetId) || c.fleets.central.includes(fleetId)));
}

/** A fleet whose every ship has sunk leaves play. */
export function retireIfSunk(state: GwasState, fleet: FleetState): boolean {
  if (fleet.gone === null && fleet.ships.length > 0 && fleet.ships.every((id) => state.ships[id]?.sunk)) {
    fleet.gone = 'sunk';
    return true;
  }
  return false;
}
