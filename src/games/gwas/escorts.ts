/**
 * 5.2 Escort: the fleets escorting each fleet, listed once. A step that asks "who escorts this
 * fleet?" for every contact roll would otherwise scan every fleet each time (issue 17 §2: at 480
 * fleets a side that scan was a fifth of the turn). The answer is each escorted fleet's escorts
 * in play (not gone, arrived), in fleet id order, exactly what the scan gave.
 */
import type { FleetState, GwasState } from './state.js';

export type EscortIndex = ReadonlyMap<string, readonly FleetState[]>;

/**
 * Built from the state as it stands: valid while no fleet's `escorting`, `mission`, `gone` or
 * `arrives` changes (the contact step changes none of them: it moves and stops fleets only).
 */
export function escortIndex(state: GwasState): EscortIndex {
  const out = new Map<string, FleetState[]>();
  for (const f of Object.values(state.fleets)) {
    if (!f.escorting || f.mission !== 'escort' || f.gone !== null || f.arrives > state.turn) continue;
    const list = out.get(f.escorting);
    if (list) list.push(f);
    else out.set(f.escorting, [f]);
  }
  for (const list of out.values()) list.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return out;
}

const NONE: readonly FleetState[] = [];

export function escortsOf(index: EscortIndex, fleet: FleetState): readonly FleetState[] {
  return index.get(fleet.id) ?? NONE;
}
