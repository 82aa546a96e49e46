/**
 * 13.51 (mines option): a player may jettison the mines aboard his minelayers, never in the middle
 * of a battle, so in the Orders Phase. The fleet goes on Abort (the orders give it: the check asks
 * for "mission: abort"), lays no more minefields, and its ships no longer risk exploding (13.5).
 */
import { sidesOnly } from '../../../kernel/events.js';
import type { GwasStep } from '../steps/step.js';
import { canLayMines } from './rules.js';

export const jettisonStep: GwasStep = {
  name: 'jettison',
  rule: '13.51',
  run(ctx) {
    const { data, state } = ctx;
    if (!state.options?.mines) return;
    for (const [side, orders] of Object.entries(ctx.orders)) {
      for (const [id, fo] of Object.entries(orders?.fleets ?? {})) {
        const fleet = state.fleets[id];
        if (!fo.jettison || !fleet || fleet.side !== side || fleet.gone || fleet.mission !== 'abort') continue;
        const ships = fleet.ships.filter((s) => state.ships[s] && !state.ships[s].sunk && canLayMines(data, state.scenario, s, state.ships[s]));
        for (const s of ships) state.ships[s].minesJettisoned = true;
        fleet.mineWork = null;
        ctx.emit({ type: 'gwas.mines-jettisoned', rule: '13.51', audience: sidesOnly(fleet.side), data: { fleet: id, ships } });
      }
    }
  },
};
