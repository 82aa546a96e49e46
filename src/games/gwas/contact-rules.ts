/**
 * Who may meet whom this turn (5.4–5.42 and the series FAQ), worked out from the fleets'
 * movement; the contact step then rolls for each candidate in order.
 */
import { meetings, visits } from '../../board/paths.js';
import type { GwasData } from './data.js';
import type { FleetState, GwasState } from './state.js';

export interface Candidate {
  readonly allied: string;
  readonly central: string;
  readonly zone: string;
  readonly time: number;
  /** FAQ: bombarding or unloading fleets sharing a zone, or a fleet entering a minor port held by the enemy. */
  readonly automatic: boolean;
  readonly reason: 'same-zone' | 'crossing' | 'bombard-or-unload' | 'port' | 'bombard-port';
}

/**
 * Where a fleet is at each moment of the turn's movement (5.42 "the sea zone it entered first"):
 * [start, after the first zone, after the second]. A fleet that moves one zone enters it at the
 * first moment and is there for the rest of the turn. A hidden Raid fleet (FAQ) is only present
 * once it has reached its final zone (null before).
 */
export function timeline(fleet: FleetState, turn: number): (string | null)[] {
  const start = startZone(fleet, turn);
  const line = fleet.log[fleet.log.length - 1];
  const path = line && line.turn === turn ? line.path : [];
  const at = visits(start, path, 2);
  if (!fleet.hidden || path.length === 0) return at;
  return at.map((z, t) => (t >= path.length ? z : null));
}

function startZone(fleet: FleetState, turn: number): string {
  const line = fleet.log[fleet.log.length - 1];
  return line && line.turn === turn ? line.from : fleet.zone;
}

function note(fleet: FleetState, turn: number): string {
  const line = fleet.log[fleet.log.length - 1];
  return line && line.turn === turn ? line.note ?? '' : '';
}

/** FAQ: fleets in port, bombarding or unloading are not themselves checked for contact. */
function sheltered(fleet: FleetState, turn: number): 'port' | 'bombard-or-unload' | null {
  const line = fleet.log[fleet.log.length - 1];
  const stayedInPort = fleet.port !== null && (!line || line.turn !== turn || line.path.length === 0);
  if (stayedInPort) return 'port';
  if (/\b(bombard|unload)\b/.test(note(fleet, turn))) return 'bombard-or-unload';
  return null;
}

function bombarding(fleet: FleetState, turn: number): boolean {
  return /\bbombard\b/.test(note(fleet, turn));
}

export function contactCandidates(data: GwasData, state: GwasState, fleets: readonly FleetState[]): Candidate[] {
  const turn = state.turn;
  const allied = fleets.filter((f) => f.side === 'allied');
  const central = fleets.filter((f) => f.side === 'central');
  const out: Candidate[] = [];
  // Each fleet's moments and shelter once, not once per enemy fleet (60 fleets a side make
  // 3,600 pairs; issue 17: resolution near-linear in the forces).
  const moments = new Map(fleets.map((f) => [f.id, timeline(f, turn)]));
  const shelter = new Map(fleets.map((f) => [f.id, sheltered(f, turn)]));
  for (const a of allied) for (const c of central) {
    const sa = shelter.get(a.id)!;
    const sc = shelter.get(c.id)!;
    if (sa || sc) {
      // Automatic contact: an enemy in the zone of a bombarding/unloading fleet, or an enemy
      // fleet entering the minor port where a fleet lies (FAQ; 11.31).
      if (sa === 'port' && sc === 'port') continue;
      const shelteredFleet = sa ? a : c;
      const other = sa ? c : a;
      const why = sa ?? sc!;
      if (why === 'bombard-or-unload' && other.zone === shelteredFleet.zone && shelter.get(other.id) !== 'port') {
        out.push({ allied: a.id, central: c.id, zone: shelteredFleet.zone, time: 3, automatic: true, reason: why });
      }
      if (why === 'port' && other.port === shelteredFleet.port && shelteredFleet.port && !data.map.ports[shelteredFleet.port]?.majorBase) {
        out.push({ allied: a.id, central: c.id, zone: shelteredFleet.zone, time: 3, automatic: true, reason: 'port' });
      }
      // 11.31: "If a player bombarding a port wishes to fight a naval battle, no contact roll is
      // required": a bombarding fleet whose standing orders seek contact fights the enemy lying
      // in port in the zone it bombards (the wish is its `battle: { contact: seek }`).
      const inPort = sa === 'port' ? a : sc === 'port' ? c : null;
      const bombarder = inPort === a ? c : a;
      if (inPort && bombarding(bombarder, turn) && bombarder.zone === inPort.zone && bombarder.battle.contact === 'seek') {
        out.push({ allied: a.id, central: c.id, zone: inPort.zone, time: 3, automatic: true, reason: 'bombard-port' });
      }
      continue;
    }
    // FAQ / series summary: a Raid fleet off the map is not checked while passing an enemy.
    const met = meetings(moments.get(a.id)!, moments.get(c.id)!);
    if (met.length === 0) continue;
    // One check per zone and pair: the fleets met there once (the zones checked so far).
    const seen: string[] = [];
    for (const m of met) {
      // 5.4: both fleets in the same zone at the same moment (entered together, or one entered
      // the zone where the other was: a head-on or overtaking meeting, src/board/paths.ts). A zone
      // the other fleet had already left does not count.
      if (m.kind !== 'crossing') addOnce(out, seen, a, c, m.zones[0], m.time, 'same-zone');
      else {
        // 5.4, 5.42: crossing the same boundary — each enters, at the same moment, the zone the
        // other is leaving: both zones are checked, the second only if the first gave no contact.
        // The Allied player chooses the order (5.42); our standing choice: the zone the Allied
        // fleet entered first.
        addOnce(out, seen, a, c, m.zones[0], m.time, 'crossing');
        addOnce(out, seen, a, c, m.zones[1], m.time + 0.5, 'crossing');
      }
    }
  }
  // 5.42: earlier zones first; ties broken by zone and fleet ids so the order never depends on chance.
  return out.sort((p, q) => p.time - q.time || cmp(p.zone, q.zone) || cmp(p.allied, q.allied) || cmp(p.central, q.central));
}

/** A candidate for the pair in `zone`, unless the pair already has one there (`seen`, the zones so far). */
function addOnce(out: Candidate[], seen: string[], a: FleetState, c: FleetState, zone: string, time: number, reason: Candidate['reason']): void {
  if (seen.includes(zone)) return;
  seen.push(zone);
  out.push({ allied: a.id, central: c.id, zone, time, automatic: false, reason });
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
