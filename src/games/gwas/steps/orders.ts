/**
 * 4.2 Orders Phase: each side's orders, checked again against the state, are written into the
 * fleets' log sheets — missions (5.2), plots (5.1), Divide (5.25), merging (5.22), standing
 * battle orders. A side that sent nothing keeps its plotted plans; fleets with no plan stay.
 */
import { sidesOnly, umpireOnly } from '../../../kernel/events.js';
import { checkGwasOrders } from '../orders-check.js';
import { SIDES, type FleetState } from '../state.js';
import type { GwasStep } from './step.js';
import { applyPatrolOrders } from '../submarines/patrol.js';

export const ordersStep: GwasStep = {
  name: 'orders',
  rule: '4.2, 5.2, 5.22, 5.25',
  run(ctx) {
    const { data, state } = ctx;
    // Contacts of the previous turn were what 7.37 re-planning was checked against; clear them now.
    const checked = new Map(SIDES.map((side) => {
      const orders = ctx.orders[side];
      return [side, orders ? checkGwasOrders(data, state, side, orders) : null] as const;
    }));
    state.contacts = [];
    for (const side of SIDES) {
      const orders = ctx.orders[side];
      const result = checked.get(side);
      if (!orders || !result) {
        ctx.emit({ type: 'gwas.orders-standing', audience: sidesOnly(side), data: { side, note: 'No orders this turn: plotted plans stand.' } });
        continue;
      }
      const errors = result.problems.filter((p) => p.severity === 'error');
      if (errors.length) {
        // Orders are checked on submission; reaching here means the state changed under them.
        ctx.emit({ type: 'gwas.orders-rejected', audience: sidesOnly(side), data: { side, codes: errors.map((e) => e.code), messages: errors.map((e) => e.message) } });
        continue;
      }
      for (const [id, draft] of result.fleets) {
        const existing = state.fleets[id];
        const fo = orders.fleets?.[id];
        if (!existing) {
          // 5.25: a new fleet formed by Divide, with its parent's mission, where the parent is.
          const parent = Object.values(state.fleets).find((f) => f.side === side && orders.fleets?.[f.id]?.divide?.some((d) => d.id === id))!;
          const name = orders.fleets?.[parent.id]?.divide?.find((d) => d.id === id)?.name ?? id;
          state.fleets[id] = {
            id, name, side, mission: draft.mission, missionSince: state.turn, zone: parent.zone, port: parent.port,
            ships: [...draft.ships], escorting: null, plan: { ...draft.plan }, log: [], hidden: parent.hidden,
            turnsInPort: parent.turnsInPort, arrives: 0, backlog: [], battle: { ...parent.battle, ...(fo?.battle ?? {}) },
            leader: null, gone: null,
          };
          for (const s of draft.ships) state.ships[s].fleet = id;
          ctx.emit({ type: 'gwas.fleet-divided', rule: '5.25', audience: sidesOnly(side), data: { fleet: id, from: parent.id, ships: draft.ships, zone: parent.zone } });
          continue;
        }
        applyDraft(existing, draft, fo?.battle, state.turn);
        for (const s of draft.ships) state.ships[s].fleet = id;
      }
      // Fleets merged away (5.22) no longer appear among the drafts.
      for (const f of Object.values(state.fleets)) {
        if (f.side === side && !f.gone && !result.fleets.has(f.id)) {
          f.gone = 'merged';
          f.ships = [];
          ctx.emit({ type: 'gwas.fleet-merged', rule: '5.22', audience: sidesOnly(side), data: { fleet: f.id } });
        }
      }
      applyPatrolOrders(state, side, orders); // 15.1, 18.1 (submarines / MTBs options)
      ctx.emit({ type: 'gwas.orders-applied', audience: umpireOnly, data: { side, fleets: Object.keys(orders.fleets ?? {}) } });
    }
  },
};

function applyDraft(fleet: FleetState, draft: { mission: FleetState['mission']; plan: Record<string, string>; ships: string[]; escorting: string | null }, battle: FleetState['battle'] | undefined, turn: number): void {
  if (draft.mission !== fleet.mission) { fleet.mission = draft.mission; fleet.missionSince = turn; }
  fleet.plan = { ...draft.plan };
  fleet.ships = [...draft.ships];
  fleet.escorting = draft.mission === 'escort' ? draft.escorting : null;
  if (battle) fleet.battle = { ...fleet.battle, ...battle };
}
