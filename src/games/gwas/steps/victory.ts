/**
 * End of turn (4.6) and of the scenario: victory conditions as the scenario gives them, scored
 * once when met; after the last turn the result is told to everyone.
 */
import { trimFleetLogs } from '../fleet-log.js';
import { everyone, sidesOnly } from '../../../kernel/events.js';
import type { VictoryCondition } from '../data/types.js';
import type { GwasData } from '../data.js';
import { isSide, SIDES, type GwasState } from '../state.js';
import type { GwasStep } from './step.js';
import { scoreBeached } from '../tactical/beach-victory.js';

export const victoryStep: GwasStep = {
  name: 'victory',
  rule: '4.6; scenario victory conditions',
  run(ctx) {
    const { data, state } = ctx;
    const scenario = data.scenarios[state.scenario];
    for (const cond of scenario.victory.conditions) {
      if (state.scored.includes(cond.id) || !isSide(cond.side)) continue;
      if (!met(data, state, cond, ctx.turn)) continue;
      state.scored.push(cond.id);
      state.vp[cond.side] += cond.points;
      // The scoring side knows at once; the other learns it when the scenario ends.
      ctx.emit({ type: 'gwas.victory-points', audience: sidesOnly(cond.side), data: { condition: cond.id, side: cond.side, points: cond.points, text: cond.text } });
    }
    const last = ctx.turn >= state.lastTurn;
    // A side that began with fleets and has no ship left afloat ends the scenario early.
    const fielded = SIDES.filter((side) => Object.values(state.fleets).some((f) => f.side === side));
    const noneLeft = fielded.some((side) => !Object.values(state.fleets).some((f) => f.side === side && !f.gone && f.ships.some((s) => !state.ships[s].sunk)));
    if (last || noneLeft) {
      state.over = true;
      scoreBeached(ctx); // 7.44 (option tactical): a ship still beached counts as sunk
      const [a, c] = [state.vp.allied, state.vp.central];
      ctx.emit({
        type: 'gwas.scenario-end',
        audience: everyone,
        data: { turn: ctx.turn, vp: { ...state.vp }, scored: [...state.scored], winner: a > c ? 'allied' : c > a ? 'central' : 'draw', text: scenario.victory.text },
      });
    }
    state.turn = ctx.turn + 1;
    // Boxes of turns now played are history: the fleet log records what the fleet did. Dropping
    // them keeps the state (copied, digested and stored every turn) from growing with the plan.
    for (const fleet of Object.values(state.fleets)) {
      for (const key of Object.keys(fleet.plan)) if (Number(key) < state.turn) delete fleet.plan[key];
    }
    // Issue 17 (fleetLog: recent): the log lines beyond what a report shows. Last of the turn's
    // writers: movement, contact, pursuit and minefields have written this turn's lines.
    trimFleetLogs(state);
  },
};

function met(data: GwasData, state: GwasState, cond: VictoryCondition, turn: number): boolean {
  // 11.1: a bombardment of the zone carried out by the condition's side.
  if (cond.bombard) {
    const zone = cond.bombard.zone;
    return (state.bombardments ?? []).some((b) => b.side === cond.side && b.zone === zone && (cond.bombard?.byTurn === undefined || b.turn <= cond.bombard.byTurn));
  }
  // 11.5: a completed landing (Unload, unless the condition says Load) in the zone, or in the port's zone.
  if (cond.landing) {
    const l = cond.landing;
    if (l.byTurn !== undefined && turn > l.byTurn) return false;
    const zone = l.zone ?? (l.port ? data.map.ports[l.port]?.zone : undefined);
    const done = (state.landings ?? []).filter((r) => r.side === cond.side && r.kind === (l.kind ?? 'unload') && (zone === undefined || r.zone === zone));
    if (!l.ships?.length) return done.length > 0;
    const landed = new Set(done.flatMap((r) => r.ships));
    return l.all === false ? l.ships.some((s) => landed.has(s)) : l.ships.every((s) => landed.has(s));
  }
  const reach = cond.reach;
  if (!reach) return false;
  if (reach.byTurn !== undefined && turn > reach.byTurn) return false;
  const at = (shipId: string) => {
    const ship = state.ships[shipId];
    if (!ship || ship.sunk) return false;
    const fleet = state.fleets[ship.fleet];
    if (!fleet) return false;
    if (reach.port) return fleet.port === reach.port;
    if (reach.zone) return fleet.zone === reach.zone;
    return false;
  };
  return reach.all === false ? reach.ships.some(at) : reach.ships.every(at);
}
