/**
 * Air movement (4.4, 6.1–6.4) and ship movement (4.5, 5.1–5.4), then evasion repair (9.7). Orders
 * judged illegal are not carried out (the check told the player so); silence leaves every unit
 * where it is, save convoy escorts, which go on with their convoy.
 */
import { sidesOnly } from '../../../kernel/events.js';
import type { AirModeName } from '../data/types.js';
import { baseZone, checkAirMove } from '../rules/air-move.js';
import { applyForceMove, checkForceMove, shipsOfKey } from '../rules/ship-move.js';
import { isCTurn } from '../time.js';
import { evasionOf, forcesOf } from '../units.js';
import { type Ctx, SIDES, own } from './context.js';

/** Carriers whose air units take off this turn (5.2: such a carrier cannot move two zones). */
export function launchingCarriers(ctx: Pick<Ctx, 'data' | 'state' | 'orders'>): Set<string> {
  const out = new Set<string>();
  for (const side of SIDES) for (const [id, o] of Object.entries(ctx.orders[side]?.air ?? {})) {
    const a = ctx.state.air[id];
    if (a && a.status === 'base' && (o.move?.length ?? 0) > 0 && ctx.data.ships[ctx.data.airUnits[id].base]) out.add(ctx.data.airUnits[id].base);
  }
  return out;
}

export function airMovement(ctx: Ctx): void {
  const { state, data } = ctx;
  for (const a of Object.values(state.air)) a.moved = 0;
  for (const side of SIDES) {
    // One event a side, always (its size is the side's own business).
    const moves: { unit: string; path: string[]; mode: string }[] = [];
    const landed: { unit: string; back: number }[] = [];
    const refused: { unit: string; why: string[] }[] = [];
    for (const [id, o] of Object.entries(ctx.orders[side]?.air ?? {})) {
      const problems = checkAirMove(data, state, side, id, o).filter((p) => data.airUnits[id] && p.code !== 'BM7927');
      const a = state.air[id];
      if (problems.length || !a) { if (a) refused.push({ unit: id, why: problems.map((p) => p.message) }); continue; }
      if (o.mode) a.mode = o.mode as AirModeName;
      const path = o.move ?? [];
      if (!path.length) continue;
      if (a.status === 'base') { a.status = 'air'; a.launched = state.turn; }
      a.zone = path[path.length - 1];
      a.moved = path.length;
      moves.push({ unit: id, path, mode: a.mode });
      // 4.4: a unit up since an earlier turn that comes home lands for rest and refit (6.4).
      if (a.launched !== null && a.launched < state.turn && a.zone === baseZone(data, state, id)) landed.push(land(ctx, id));
    }
    ctx.emit({ type: 'b79.air-moves', audience: own(side), data: { side, moves, landed, refused } });
  }
}

/** 6.41: landed; out of play next turn, back at base the turn after. */
export function land(ctx: Ctx, id: string): { unit: string; back: number } {
  const a = ctx.state.air[id];
  a.status = 'rest'; a.zone = null; a.launched = null; a.restUntil = ctx.state.turn + 2;
  return { unit: id, back: a.restUntil };
}

export function shipMovement(ctx: Ctx): void {
  const { state, data } = ctx;
  const launching = launchingCarriers(ctx);
  for (const s of Object.values(state.ships)) s.path = s.movedInShadow ? s.path : [];
  const log = Object.fromEntries(SIDES.map((side) => [side, { moves: [] as { force: string; path: string[] }[], convoy: [] as { ship: string; zone: string }[], left: [] as string[], refused: [] as { force: string; why: string[] }[] }]));
  for (const side of SIDES) {
    const orders = ctx.orders[side]?.ships ?? {};
    // 2.5, 4.2: ships breaking from convoy escort.
    for (const [key, o] of Object.entries(orders)) if (o.convoy === 'break') for (const s of shipsOfKey(state, side, key) ?? []) {
      if (s.convoy) { s.convoy = null; log[side].left.push(s.id); }
    }
    for (const [key, o] of Object.entries(orders)) {
      const ships = shipsOfKey(state, side, key);
      // A key the check passed can name no force now only if another exchange changed the state
      // since (a ship sunk, a task force dissolved): told, not dropped in silence.
      if (!ships) { if ((o.move?.length ?? 0) > 0) log[side].refused.push({ force: key, why: [`${key}: no ship or task force of yours by that name now (4.2, 5.4)`] }); continue; }
      if (ships.some((s) => s.movedInShadow)) continue;
      const problems = checkForceMove(data, state, side, key, o, { launching, shadowPhase: false });
      if (problems.length) { log[side].refused.push({ force: key, why: problems.map((p) => p.message) }); continue; }
      // 5.3: change of mode before moving; carriers never patrol.
      if (o.patrol !== undefined) for (const s of ships) s.mode = o.patrol && data.ships[s.id].type !== 'CV' ? 'patrol' : 'move';
      const path = o.move ?? [];
      if (path.length) {
        applyForceMove(data, state, ships, path);
        log[side].moves.push({ force: key, path });
      }
    }
  }
  // Convoy escorts go with their convoy: one zone along its line each 'C' turn (ours: about 9 knots).
  if (isCTurn(data, state.time)) for (const s of Object.values(state.ships)) {
    if (!s.convoy || s.status !== 'sea' || !s.zone) continue;
    const line = data.board.lines[s.convoy.line].zones;
    const i = line.indexOf(s.zone);
    const next = s.convoy.direction === 'west' ? line[i + 1] : line[i - 1];
    if (i < 0 || !next) continue;
    s.zone = next; s.path.push(next);
    log[s.side].convoy.push({ ship: s.id, zone: next });
  }
  for (const side of SIDES) ctx.emit({ type: 'b79.ship-moves', audience: own(side), data: { side, ...log[side] } });
}

/** 9.7: a ship that moved one zone or none may try to repair temporary evasion losses (one die). */
export function evasionRepair(ctx: Ctx): void {
  const { state, data } = ctx;
  for (const side of SIDES) for (const f of forcesOf(state, side)) for (const s of f.ships) {
    if (s.tempLoss <= 0 || s.path.length > 1) continue;
    const r = ctx.roll({ table: 'Evasion Rating Repair Table', purpose: `${data.ships[s.id].name} repairs`, audience: sidesOnly(side), dice: 1, rule: '9.7', stream: s.id,
      read: (t) => `${data.tables.battle.evasionRepair[String(t)]} regained` });
    const back = Math.min(s.tempLoss, data.tables.battle.evasionRepair[String(r.total)]);
    s.tempLoss -= back;
    if (back) ctx.emit({ type: 'b79.repaired', audience: own(side), data: { ship: s.id, regained: back, evasion: evasionOf(data, s) } });
  }
}
