/**
 * 16.0 Leaders in full (the leaders campaign option). 16.1: the scenario writes a leader's name
 * after one ship; that ship is his flagship for the whole game, and when it sinks he is gone. The
 * fleet that holds the flagship is the fleet he leads, whatever dividing, merging or towing did to
 * the fleets. 16.2: his side's initiative modifier wherever initiative is rolled follows from
 * `fleet.leader`, which this file keeps true. Without the option the state has no `leaders` and
 * every function here answers as before (the fleet's first ship is taken for the flagship).
 */
import type { Scenario } from '../data/types.js';
import { SIDES, type FleetState, type GwasState, type LeaderState } from '../state.js';

/** 16.1: each leader the scenario names, with the ship his name is written after. */
export function setupLeaders(scenario: Scenario): Record<string, LeaderState> {
  const out: Record<string, LeaderState> = {};
  for (const side of SIDES) {
    for (const f of scenario.sides[side]?.fleets ?? []) {
      if (!f.leader) continue;
      out[f.leader] = { name: f.leader, side, flagship: f.flagship ?? f.ships[0], lost: null };
    }
  }
  return out;
}

/** 16.1: is this ship the flagship of the fleet's leader? Without the option: the fleet's first ship. */
export function isFlagship(state: GwasState, fleet: FleetState, shipId: string): boolean {
  const leader = fleet.leader ? state.leaders?.[fleet.leader] : undefined;
  if (state.leaders) return leader !== undefined && leader.flagship === shipId;
  return fleet.ships[0] === shipId;
}

/** 16.1: the leader leaves the game (flagship sunk, or killed by a critical hit, 8.7). */
export function dropLeader(state: GwasState, fleet: FleetState, why: string): void {
  const leader = fleet.leader ? state.leaders?.[fleet.leader] : undefined;
  if (leader && leader.lost === null) leader.lost = why;
  fleet.leader = null;
}

/**
 * 16.1: every leader still in the game commands the fleet that holds his flagship; a leader whose
 * flagship has sunk is lost. Returns the leaders who changed fleet or were lost, for the record.
 */
export function syncLeaders(state: GwasState): { name: string; from: string | null; to: string | null; lost: string | null }[] {
  const leaders = state.leaders;
  if (!leaders) return [];
  const changes: { name: string; from: string | null; to: string | null; lost: string | null }[] = [];
  const before = new Map<string, string>();
  for (const f of Object.values(state.fleets)) if (f.leader) before.set(f.leader, f.id);
  for (const f of Object.values(state.fleets)) f.leader = null;
  for (const name of Object.keys(leaders).sort()) {
    const l = leaders[name];
    const ship = state.ships[l.flagship];
    if (l.lost === null && (!ship || ship.sunk)) l.lost = 'flagship sunk';
    const fleet = l.lost === null && ship ? state.fleets[ship.fleet] : undefined;
    const to = fleet && fleet.gone === null ? fleet.id : null;
    if (fleet && to) fleet.leader = name;
    const from = before.get(name) ?? null;
    if (from !== to) changes.push({ name, from, to, lost: l.lost });
  }
  return changes;
}
