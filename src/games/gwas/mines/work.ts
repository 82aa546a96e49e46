/**
 * 13.3 Laying minefields and 13.7 minesweeping (mines option), once movement and battle are known:
 * both need turns "without moving" and "taking no part in any combat".
 *
 * - 13.31: "Mine W38" on four consecutive turns in one zone, by a fleet on Minelaying: each ship
 *   able to lay mines lays one minefield on the boundary towards W38, active from the next turn
 *   (13.35: or from the turn "Mine W38 from 12" names). 13.32/13.33: any boundary, again and again.
 * - 13.72: "Detect" for one turn by a Minesweeping fleet: the enemy's minefields on that zone's
 *   boundaries, and how many, are revealed to the sweeping side.
 * - 13.73: "Sweep W38" for two turns next to a discovered minefield (or one's own): each sweeper
 *   rolls one die: 1 strikes a mine and sinks, 2–3 no effect, 4–6 one minefield removed.
 * A turn without the box, a move or a fight ends the count; the work starts again from nothing.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { foughtThisTurn, retireIfSunk } from '../operations/common.js';
import { sinkShip } from '../combat/damage-boxes.js';
import { parsePlot, type PlotItem } from '../plot.js';
import { activeFleets, liveShips, otherSide, type FleetState, type Minefield, type MineWork } from '../state.js';
import type { GwasContext, GwasStep } from '../steps/step.js';
import { boundary, boundaryText, canLayMines, canSweepMines, nextMinefieldId, sameBoundary, TURNS_TO_LAY, TURNS_TO_SWEEP } from './rules.js';

export const mineWorkStep: GwasStep = {
  name: 'mine-work',
  rule: '13.31, 13.35, 13.72, 13.73',
  run(ctx) {
    if (!ctx.state.options?.mines) return;
    for (const fleet of activeFleets(ctx.state)) fleetWork(ctx, fleet);
  },
};

function fleetWork(ctx: GwasContext, fleet: FleetState): void {
  const items = parsePlot(fleet.plan[String(ctx.turn)] ?? '');
  const work = items.find((i): i is Extract<PlotItem, { kind: 'mine' | 'sweep' }> => i.kind === 'mine' || i.kind === 'sweep');
  const detect = items.some((i) => i.kind === 'detect');
  if (!work && !detect) { fleet.mineWork = null; return; }
  const line = fleet.log.find((l) => l.turn === ctx.turn);
  const still = !(line?.path.length) && !foughtThisTurn(ctx.state, fleet.id, ctx.turn);
  if (detect) discover(ctx, fleet, still);
  if (!work) { fleet.mineWork = null; return; }
  const able = liveShips(ctx.state, fleet).filter((s) => (work.kind === 'mine' ? canLayMines(ctx.data, ctx.state.scenario, s.id, s) : canSweepMines(ctx.data, ctx.state.scenario, s.id)));
  const mission = work.kind === 'mine' ? 'minelaying' : 'minesweeping';
  const between = boundary(fleet.zone, work.toward);
  const where = boundaryText(between);
  if (!still || fleet.mission !== mission || !able.length) {
    fleet.mineWork = null;
    const why = !still ? 'the fleet moved or fought (13.31, 13.73)' : fleet.mission !== mission ? `the fleet is not on ${mission} (13.31, 13.71)` : 'no ship of the fleet can do it (13.3, 13.7)';
    ctx.emit({ type: 'gwas.mine-work', rule: work.kind === 'mine' ? '13.31' : '13.73', audience: sidesOnly(fleet.side), data: { fleet: fleet.id, kind: work.kind, between, turns: 0, status: 'interrupted', why } });
    return;
  }
  const prev = fleet.mineWork;
  const same = prev && prev.kind === work.kind && prev.zone === fleet.zone && prev.toward === work.toward;
  const next: MineWork = { kind: work.kind, zone: fleet.zone, toward: work.toward, ...(work.kind === 'mine' && work.from ? { from: work.from } : {}), turns: same ? prev.turns + 1 : 1 };
  const needed = work.kind === 'mine' ? TURNS_TO_LAY : TURNS_TO_SWEEP;
  if (next.turns < needed) {
    fleet.mineWork = next;
    ctx.emit({ type: 'gwas.mine-work', rule: work.kind === 'mine' ? '13.31' : '13.73', audience: sidesOnly(fleet.side), data: { fleet: fleet.id, kind: work.kind, between, turns: next.turns, status: 'under way', why: null } });
    return;
  }
  fleet.mineWork = null;
  if (work.kind === 'mine') lay(ctx, fleet, able.map((s) => s.id), between, Math.max(ctx.turn + 1, next.from ?? 0));
  else sweep(ctx, fleet, able.map((s) => s.id), between, where);
}


/** 13.31, 13.35: one minefield per minelaying ship. */
function lay(ctx: GwasContext, fleet: FleetState, layers: readonly string[], between: [string, string], activeFrom: number): void {
  const fields = (ctx.state.minefields ??= []);
  const ids: string[] = [];
  for (const _ of layers) {
    const f: Minefield = { id: nextMinefieldId(fields, fleet.side), side: fleet.side, between, laid: ctx.turn, activeFrom, known: [] };
    fields.push(f);
    ids.push(f.id);
  }
  ctx.emit({ type: 'gwas.minefield-laid', rule: '13.31, 13.35', audience: sidesOnly(fleet.side), data: { fleet: fleet.id, between, minefields: ids, activeFrom, onBoundary: fields.filter((f) => f.side === fleet.side && sameBoundary(f, ...between)).length } });
}

/** 13.72: the enemy's minefields on the boundaries of the fleet's zone are revealed. */
function discover(ctx: GwasContext, fleet: FleetState, still: boolean): void {
  const sweepers = liveShips(ctx.state, fleet).filter((s) => canSweepMines(ctx.data, ctx.state.scenario, s.id));
  if (!still || fleet.mission !== 'minesweeping' || !sweepers.length) {
    ctx.emit({ type: 'gwas.mines-detected', rule: '13.72', audience: sidesOnly(fleet.side), data: { fleet: fleet.id, zone: fleet.zone, done: false, boundaries: [] } });
    return;
  }
  const found = (ctx.state.minefields ?? []).filter((f) => f.side !== fleet.side && f.between.includes(fleet.zone));
  for (const f of found) if (!f.known.includes(fleet.side)) f.known.push(fleet.side);
  const counts = new Map<string, number>();
  for (const f of found) counts.set(boundaryText(f.between), (counts.get(boundaryText(f.between)) ?? 0) + 1);
  const boundaries = [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([between, count]) => ({ between, count }));
  ctx.emit({ type: 'gwas.mines-detected', rule: '13.72', audience: sidesOnly(fleet.side), data: { fleet: fleet.id, zone: fleet.zone, done: true, boundaries } });
  if (boundaries.length) ctx.emit({ type: 'gwas.minefields-discovered', rule: '13.72', audience: sidesOnly(otherSide(fleet.side)), data: { zone: fleet.zone, boundaries } });
}

/** 13.73: each sweeper rolls; a 4–6 removes one minefield (the enemy's first, then the side's own). */
function sweep(ctx: GwasContext, fleet: FleetState, sweepers: readonly string[], between: [string, string], where: string): void {
  const { data, state } = ctx;
  const results: { ship: string; roll: number; result: 'sunk' | 'no effect' | 'removed' | 'nothing to sweep' }[] = [];
  const removed: Minefield[] = [];
  for (const id of sweepers) {
    const ship = state.ships[id];
    const roll = ctx.roll({
      table: 'Minesweeping (13.73)', purpose: `sweeping ${where}: ${data.ships[id]?.name ?? id}`, audience: sidesOnly(fleet.side), stream: `sweep:${where}:${id}`, rule: '13.73',
      read: (t) => (t === 1 ? 'strikes a mine and sinks' : t <= 3 ? 'no effect' : 'one minefield removed'),
    });
    if (roll.total === 1) { sinkShip(data, ship); results.push({ ship: id, roll: roll.eventSeq, result: 'sunk' }); continue; }
    if (roll.total <= 3) { results.push({ ship: id, roll: roll.eventSeq, result: 'no effect' }); continue; }
    const here = (state.minefields ?? []).filter((f) => sameBoundary(f, ...between) && (f.side === fleet.side || f.known.includes(fleet.side)));
    const target = here.find((f) => f.side !== fleet.side) ?? here[0];
    if (!target) { results.push({ ship: id, roll: roll.eventSeq, result: 'nothing to sweep' }); continue; }
    state.minefields = (state.minefields ?? []).filter((f) => f !== target);
    removed.push(target);
    results.push({ ship: id, roll: roll.eventSeq, result: 'removed' });
  }
  fleet.ships = fleet.ships.filter((s) => !state.ships[s]?.sunk);
  if (!fleet.ships.length) fleet.gone = 'sunk';
  else retireIfSunk(state, fleet);
  ctx.emit({ type: 'gwas.mines-swept', rule: '13.73', audience: sidesOnly(fleet.side), data: { fleet: fleet.id, between, results, removed: removed.length } });
  const enemyRemoved = removed.filter((f) => f.side !== fleet.side).length;
  if (enemyRemoved) ctx.emit({ type: 'gwas.minefield-swept', rule: '13.73', audience: sidesOnly(otherSide(fleet.side)), data: { between, removed: enemyRemoved } });
}
