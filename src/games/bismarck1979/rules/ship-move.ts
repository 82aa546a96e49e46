/**
 * Ship movement on the search board (5.1–5.4): which zones a ship or task force may move through
 * this turn, at what fuel cost. One function judges a move for the orders check (diagnostics) and
 * for resolution (an illegal move is not made), so the two never disagree.
 */
import type { B79Data } from '../data/types.js';
import { shipCanEnter } from '../data/board.js';
import { isCTurn } from '../time.js';
import type { B79State, ShipState, SideId } from '../state.js';
import type { ForceOrder } from '../orders-types.js';
import { speedBand } from '../units.js';
import type { Problem } from './problem.js';

/** The ships an order key names: a task force `TF<n>` of the side, or one ship not in a task force. */
export function shipsOfKey(state: B79State, side: SideId, key: string): ShipState[] | null {
  const tf = /^TF([0-9]+)$/.exec(key);
  if (tf) {
    const n = Number(tf[1]);
    const ships = Object.values(state.ships).filter((s) => s.side === side && s.tf === n && s.status === 'sea');
    return ships.length ? ships : null;
  }
  const s = state.ships[key];
  return s && s.side === side ? [s] : null;
}

/** 5.2 German Breakout Bonus: the first turn of the operation (the time record's first turn). */
export function breakoutTurn(state: B79State): boolean {
  return state.time === 0 && state.turn === 1;
}

export interface MoveContext {
  /** Carriers launching air units this turn (5.2: they cannot move two zones). */
  readonly launching: ReadonlySet<string>;
  /** Judging moves for the shadow exchange (4.3) rather than the ship movement phase (4.5). */
  readonly shadowPhase: boolean;
}

/** Fuel each ship spends for a move of `n` zones (5.2), or null when it may not move so far. */
export function fuelCost(d: B79Data, state: B79State, s: ShipState, n: number): number | null {
  const data = d.ships[s.id];
  if (n === 0) return 0;
  const cruiser = data.type === 'CA' || data.type === 'CL';
  // 5.2 Breakout Bonus: three zones free, four for one factor, five for two; cruisers spend no fuel (5.21).
  if (data.side === 'german' && breakoutTurn(state)) return n <= 3 ? 0 : n <= 5 ? (cruiser ? 0 : n - 3) : null;
  if (cruiser) return n <= 2 ? 0 : null;
  const band = speedBand(d, s);
  if (band === 'none') return null;
  if (band === 'emergency') return n === 1 && isCTurn(d, state.time) ? 0 : null;
  // A ship slowed by damage keeps its printed speed for fuel (5.2 EXAMPLE): Bismarck at one
  // zone pays nothing; Rodney pays one factor for a zone in a turn that is not 'C'.
  if (data.maxSpeed === 1) return n === 1 ? (isCTurn(d, state.time) ? 0 : 1) : null;
  if (n === 1) return 0;
  return band === 'normal' && n === 2 ? 1 : null;
}

export function checkForceMove(d: B79Data, state: B79State, side: SideId, key: string, order: ForceOrder, ctx: MoveContext): Problem[] {
  const at = ['ships', key];
  const ships = shipsOfKey(state, side, key);
  if (!ships) return [{ path: at, part: 'key', code: 'BM7901', message: `${key}: no ship or task force of yours by that name` }];
  const out: Problem[] = [];
  for (const s of ships) if (s.status !== 'sea') out.push({ path: at, part: 'key', code: 'BM7902', message: `${d.ships[s.id].name} is not at sea (${s.status})` });
  if (out.length) return out;
  if (!key.startsWith('TF') && ships[0].tf !== null && Object.values(state.ships).some((o) => o !== ships[0] && o.side === side && o.tf === ships[0].tf && o.status === 'sea')) {
    return [{ path: at, part: 'key', code: 'BM7914', message: `${d.ships[ships[0].id].name} is in TF${ships[0].tf}: give its orders to TF${ships[0].tf} (5.44)` }];
  }
  const path = order.move ?? [];
  if (order.patrol && ships.some((s) => d.ships[s.id].type === 'CV')) out.push({ path: [...at, 'patrol'], code: 'BM7912', message: 'aircraft carriers have no patrol mode (2.42, 5.31)' });
  if (order.patrol && path.length) out.push({ path: [...at, 'move'], code: 'BM7911', message: `${key} cannot move on patrol: change to movement mode first (5.3)` });
  if (path.length === 0) return out;
  for (const s of ships) {
    if (s.holdUntil !== null && s.holdUntil >= state.turn) out.push({ path: [...at, 'move'], code: 'BM7915', message: `${d.ships[s.id].name} destroyed a convoy and may not move this turn (Chance Phase)` });
    if (!ctx.shadowPhase && s.movedInShadow) out.push({ path: [...at, 'move'], code: 'BM7915', message: `${d.ships[s.id].name} moved in the shadow determination phase (4.5)` });
    if (s.convoy && order.convoy !== 'break') out.push({ path: [...at, 'move'], code: 'BM7915', message: `${d.ships[s.id].name} is on convoy escort: it moves with the convoy unless it breaks from it (convoy: break)` });
  }
  const canEnter = shipCanEnter(side);
  let from = ships[0].zone!;
  path.forEach((z, i) => {
    const to = d.board.zones[z];
    if (!to) { out.push({ path: [...at, 'move', i], code: 'BM7903', message: `${z} is not a zone of the search board` }); return; }
    const here = d.board.zones[from];
    if (!here.neighbours.includes(z)) out.push({ path: [...at, 'move', i], code: 'BM7904', message: `${z} is not next to ${from}` });
    else if (!to.tags.includes('sea')) out.push({ path: [...at, 'move', i], code: 'BM7905', message: `${z} has no grid-coordinate (${to.tags.includes('ice') ? 'ice' : 'land'}): ships cannot enter it` });
    else if (!here.edgeTags?.[z]?.includes('ship')) out.push({ path: [...at, 'move', i], code: 'BM7904', message: `no passage for ships from ${from} to ${z} (Terrain Effects Key)` });
    else if (!canEnter(to, here)) out.push({ path: [...at, 'move', i], code: 'BM7906', message: `${z} is ${to.tags.includes('irish-sea') ? 'in the Irish Sea' : 'a zone with a port in Great Britain'}: closed to German ships (5.1)` });
    from = z;
  });
  const n = path.length;
  // 9.7: a ship of evasion 6 or less cannot move, but may be towed by a battleship, a ship of its
  // own type or any two ships, all in one task force, at emergency speed.
  const crippled = ships.filter((s) => speedBand(d, s) === 'none');
  if (crippled.length) {
    const tugs = ships.filter((s) => speedBand(d, s) !== 'none');
    const canTow = crippled.every((c) => tugs.length >= 2 || tugs.some((t) => ['BB', 'BC'].includes(d.ships[t.id].type) || d.ships[t.id].type === d.ships[c.id].type));
    if (!canTow) out.push({ path: [...at, 'move'], code: 'BM7907', message: `${crippled.map((c) => d.ships[c.id].name).join(', ')} cannot move (evasion 6 or less) and no ship in the task force can tow (9.7)` });
    else if (n > 1) out.push({ path: [...at, 'move'], code: 'BM7907', message: `a tow moves at emergency speed: one zone (9.7)` });
    else if (!isCTurn(d, state.time)) out.push({ path: [...at, 'move'], code: 'BM7910', message: `a tow moves at emergency speed, only in 'C' turns (9.7, 5.2)` });
    return out;
  }
  for (const s of ships) {
    const name = d.ships[s.id].name;
    if (n === 2 && d.ships[s.id].maxSpeed === 2 && s.lastDouble === state.turn - 1 && !(s.side === 'german' && breakoutTurn(state)) && d.ships[s.id].type !== 'CA' && d.ships[s.id].type !== 'CL') {
      out.push({ path: [...at, 'move'], code: 'BM7908', message: `${name} moved two zones last turn: not two turns running (5.1)` });
      continue;
    }
    if (n === 2 && ctx.launching.has(s.id)) { out.push({ path: [...at, 'move'], code: 'BM7916', message: `${name} launches air units this turn and cannot move two zones (5.2)` }); continue; }
    const cost = fuelCost(d, state, s, n);
    if (cost === null) {
      const band = speedBand(d, s);
      if (band === 'emergency' && n === 1) out.push({ path: [...at, 'move'], code: 'BM7910', message: `${name} is in emergency movement and moves only in 'C' turns (5.2)` });
      else if (n === 2 && band === 'normal' && s.fuel < 1) out.push({ path: [...at, 'move'], code: 'BM7909', message: `${name} has no fuel factor left for two zones (5.21)` });
      else out.push({ path: [...at, 'move'], code: 'BM7907', message: `${name} may not move ${n} zone${n === 1 ? '' : 's'} this turn (${band === 'none' ? 'evasion 6 or less: it cannot move' : 'speed'}; 5.1, 9.7)` });
    } else if (cost > s.fuel) {
      out.push({ path: [...at, 'move'], code: 'BM7909', message: `${name} needs ${cost} fuel factor${cost === 1 ? '' : 's'} and has ${s.fuel} (5.2)` });
    }
  }
  return out;
}

/** Makes a move judged legal: the ships enter the zones, spend fuel (5.2) and remember a two-zone move (5.1). */
export function applyForceMove(d: B79Data, state: B79State, ships: ShipState[], path: readonly string[]): void {
  const n = path.length;
  for (const s of ships) {
    if (n === 0) continue;
    const cost = fuelCost(d, state, s, n) ?? 0;
    s.fuel -= cost;
    if (n >= 2) s.lastDouble = state.turn;
    s.path.push(...path);
    s.zone = path[n - 1];
    s.leftPort = true;
  }
}
