/**
 * Who may meet whom this turn (5.4–5.42 and the series FAQ), worked out from the fleets'
 * movement; the contact step then rolls for each candidate in order.
 */
import type { GwasData } from './data.js';
import type { FleetState, GwasState } from './state.js';

export interface Visit {
  readonly zone: string;
  /** 0: in the zone all turn; 1, 2: the first or second zone entered. */
  readonly time: number;
  readonly final: boolean;
}

export interface Candidate {
  readonly allied: string;
  readonly central: string;
  readonly zone: string;
  readonly time: number;
  /** FAQ: bombarding or unloading fleets sharing a zone, or a fleet entering a minor port held by the enemy. */
  readonly automatic: boolean;
  readonly reason: 'same-zone' | 'crossing' | 'bombard-or-unload' | 'port';
}

/** The zones a fleet was in during the turn's movement, in order. */
export function visits(fleet: FleetState, turn: number): Visit[] {
  const line = fleet.log[fleet.log.length - 1];
  if (!line || line.turn !== turn || line.path.length === 0) return [{ zone: fleet.zone, time: 0, final: true }];
  return line.path.map((zone, i) => ({ zone, time: i + 1, final: i === line.path.length - 1 }));
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

export function contactCandidates(data: GwasData, state: GwasState, fleets: readonly FleetState[]): Candidate[] {
  const turn = state.turn;
  const allied = fleets.filter((f) => f.side === 'allied');
  const central = fleets.filter((f) => f.side === 'central');
  const out: Candidate[] = [];
  for (const a of allied) for (const c of central) {
    const sa = sheltered(a, turn);
    const sc = sheltered(c, turn);
    if (sa || sc) {
      // Automatic contact: an enemy in the zone of a bombarding/unloading fleet, or an enemy
      // fleet entering the minor port where a fleet lies (FAQ; 11.31).
      if (sa === 'port' && sc === 'port') continue;
      const shelteredFleet = sa ? a : c;
      const other = sa ? c : a;
      const why = sa ?? sc!;
      if (why === 'bombard-or-unload' && other.zone === shelteredFleet.zone && sheltered(other, turn) !== 'port') {
        out.push({ allied: a.id, central: c.id, zone: shelteredFleet.zone, time: 3, automatic: true, reason: why });
      }
      if (why === 'port' && other.port === shelteredFleet.port && shelteredFleet.port && !data.map.ports[shelteredFleet.port]?.majorBase) {
        out.push({ allied: a.id, central: c.id, zone: shelteredFleet.zone, time: 3, automatic: true, reason: 'port' });
      }
      continue;
    }
    // FAQ / series summary: a Raid fleet off the map is not checked while passing an enemy.
    const va = visits(a, turn).filter((v) => !a.hidden || v.final);
    const vc = visits(c, turn).filter((v) => !c.hidden || v.final);
    for (const x of va) for (const y of vc) {
      if (x.zone === y.zone) out.push({ allied: a.id, central: c.id, zone: x.zone, time: Math.max(x.time, y.time), automatic: false, reason: 'same-zone' });
    }
    // 5.4, 5.42: crossing the same boundary — each enters the zone the other left.
    const fromA = startZone(a, turn);
    const fromC = startZone(c, turn);
    const aIntoC = va.find((v) => v.time > 0 && v.zone === fromC);
    const cIntoA = vc.find((v) => v.time > 0 && v.zone === fromA);
    if (aIntoC && cIntoA && fromA !== fromC) {
      // The Allied player chooses the order (5.42); by default, the order the Allied fleet met them.
      const first = aIntoC.time <= cIntoA.time ? [aIntoC.zone, cIntoA.zone] : [cIntoA.zone, aIntoC.zone];
      first.forEach((zone, i) => out.push({ allied: a.id, central: c.id, zone, time: Math.max(aIntoC.time, cIntoA.time) + i * 0.5, automatic: false, reason: 'crossing' }));
    }
  }
  // 5.42: earlier zones first; ties broken by zone and fleet ids so the order never depends on chance.
  return out.sort((p, q) => p.time - q.time || cmp(p.zone, q.zone) || cmp(p.allied, q.allied) || cmp(p.central, q.central));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
