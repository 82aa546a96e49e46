/**
 * Air movement (6.1–6.4): paths through consecutive zones up to the mode's speed, the German
 * 6.12 exception, modes (2.43, 6.31) and endurance (6.21, 6.22). Shared by the check and the
 * resolution.
 */
import type { B79Data, AirMode } from '../data/types.js';
import type { AirState, B79State, SideId } from '../state.js';
import type { AirOrder } from '../orders-types.js';
import { distances } from '../../../board/graph.js';
import type { Problem } from './problem.js';

/** The zone of an air unit's home base now: a land base's zone, or its carrier's zone (2.43). */
export function baseZone(d: B79Data, state: B79State, id: string): string | null {
  const base = d.airUnits[id].base;
  if (d.board.places[base]) return d.board.places[base].zone;
  const carrier = state.ships[base];
  return carrier && carrier.status === 'sea' ? carrier.zone : null;
}

/** Zones between two zones for an air unit (6.11: any zone). */
export function airDistance(d: B79Data, from: string, to: string): number {
  if (from === to) return 0;
  return distances(d.board, from).get(to) ?? Infinity;
}

export function modeOf(d: B79Data, a: AirState, order?: AirOrder): AirMode | undefined {
  return d.airUnits[a.id].modes[order?.mode ?? a.mode];
}

/** Turns of endurance left after this one, counting take-off and landing turns (6.22). */
export function enduranceLeft(d: B79Data, state: B79State, a: AirState, mode: AirMode): number {
  const launched = a.status === 'air' && a.launched !== null ? a.launched : state.turn;
  return launched + mode.endurance - 1 - state.turn;
}

const gbZone = (d: B79Data, z: string): boolean => {
  const t = d.board.zones[z]?.tags ?? [];
  return t.includes('coast:great-britain') || t.includes('coast:shetland');
};

export function checkAirMove(d: B79Data, state: B79State, side: SideId, id: string, order: AirOrder): Problem[] {
  const at = ['air', id];
  const a = state.air[id];
  if (!a || a.side !== side) return [{ path: at, part: 'key', code: 'BM7920', message: `${id}: no air unit of yours by that name` }];
  const name = d.airUnits[id].name;
  const path = order.move ?? [];
  if (a.status !== 'base' && a.status !== 'air') {
    return path.length || order.mode ? [{ path: at, part: 'key', code: 'BM7921', message: `${name} is ${a.status === 'rest' ? 'in rest and refit (6.4)' : a.status}` }] : [];
  }
  const out: Problem[] = [];
  if (order.mode && !d.airUnits[id].modes[order.mode]) out.push({ path: [...at, 'mode'], code: 'BM7925', message: `${name} has no ${order.mode} mode (2.43)` });
  if (order.mode && a.status === 'air' && d.airUnits[id].kind !== 'lr-recon' && order.mode !== a.mode) {
    out.push({ path: [...at, 'mode'], code: 'BM7926', message: `${name} flies in ${a.mode} mode for its whole mission (6.31)` });
  }
  const mode = modeOf(d, a, order);
  if (!mode) return out;
  const start = a.status === 'air' ? a.zone : baseZone(d, state, id);
  if (start === null) return [...out, { path: at, part: 'key', code: 'BM7921', message: `${name}'s carrier is not at sea` }];
  let from = start;
  path.forEach((z, i) => {
    if (!d.board.zones[z]) { out.push({ path: [...at, 'move', i], code: 'BM7903', message: `${z} is not a zone of the search board` }); return; }
    if (!d.board.zones[from].neighbours.includes(z)) out.push({ path: [...at, 'move', i], code: 'BM7922', message: `${z} is not next to ${from} (6.13)` });
    if (side === 'german' && gbZone(d, from) && gbZone(d, z)) out.push({ path: [...at, 'move', i], code: 'BM7924', message: `${from} and ${z} both hold part of Great Britain (6.12)` });
    from = z;
  });
  if (path.length > mode.speed) out.push({ path: [...at, 'move'], code: 'BM7923', message: `${name} flies at most ${mode.speed} zones a turn in ${order.mode ?? a.mode} mode (6.13)` });
  if (out.length || path.length === 0) return out;
  const base = baseZone(d, state, id);
  const home = base === null ? Infinity : airDistance(d, path[path.length - 1], base);
  const left = enduranceLeft(d, state, a, mode);
  if (left === 0 && path.length + home > mode.speed) out.push({ path: [...at, 'move'], code: 'BM7927', message: `${name} must land this turn and cannot fly ${path.length} out and ${home} back at speed ${mode.speed} (6.21, 6.22): it would be lost` });
  else if (left > 0 && home > mode.speed * left) out.push({ path: [...at, 'move'], code: 'BM7927', message: `${name} would be ${home} zones from its base with ${left} turn${left === 1 ? '' : 's'} of endurance left (6.21)` });
  return out;
}
