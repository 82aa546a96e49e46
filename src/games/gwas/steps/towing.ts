/**
 * 11.2 Towing and emergency repair.
 *
 * `towingStep` (Orders Phase, after the orders are written): applies each fleet's `tow:` list
 * (11.21), re-checked with the same rule as at submission (operations/towing.ts). A tow by a ship
 * of another fleet in the same zone moves the disabled ship into the tower's fleet. Tows end by
 * themselves when either ship sinks or the towed ship can move again. Movement then gives a
 * towing fleet one zone per three turns (11.22; steps/movement.ts). The 11.22 first-round no-fire
 * rule belongs to the battle. 11.25 (the tow forming a new fleet on Abort) is left to Divide.
 *
 * `emergencyRepairStep` (end of turn, 11.27): once at the end of every turn in which it was not in
 * combat, each ship unable to manoeuvre in a fleet on Abort rolls one die: 1, it moves again at
 * speed 1s (and its tow is released); 5–6, no further attempt is ever made. Fuel is not yet in
 * play, so every ship unable to manoeuvre was disabled by combat. Owner only.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { speedRank } from '../fleet.js';
import { foughtThisTurn, retireIfSunk } from '../operations/common.js';
import { towProblem } from '../operations/towing.js';
import { activeFleets, liveShips, SIDES } from '../state.js';
import type { GwasStep } from './step.js';

export interface TowData {
  readonly fleet: string;
  readonly ship: string;
  readonly towedBy: string | null;
  readonly status: 'taken in tow' | 'refused' | 'released';
  readonly note: string | null;
}

export interface RepairData {
  readonly fleet: string;
  readonly ship: string;
  readonly result: 'repaired' | 'no change' | 'beyond repair';
  readonly roll: number;
}

export const towingStep: GwasStep = {
  name: 'towing',
  rule: '11.21, 11.22, 11.24',
  run(ctx) {
    const { data, state } = ctx;
    // Tows that have ended: the towed ship moves again, or either ship has sunk.
    for (const ship of Object.values(state.ships)) {
      if (!ship.towedBy) continue;
      const tower = state.ships[ship.towedBy];
      if (ship.sunk || !ship.unableToManoeuvre || !tower || tower.sunk || tower.fleet !== ship.fleet) {
        const was = ship.towedBy;
        ship.towedBy = null;
        if (!ship.sunk) ctx.emit<TowData>({ type: 'gwas.tow', audience: sidesOnly(ship.side), data: { fleet: ship.fleet, ship: ship.id, towedBy: was, status: 'released', note: null } });
      }
    }
    for (const side of SIDES) {
      const fleets = ctx.orders[side]?.fleets ?? {};
      for (const fleetId of Object.keys(fleets).sort()) {
        for (const t of fleets[fleetId].tow ?? []) {
          const fleetOf = (id: string) => {
            const s = state.ships[id];
            const f = s ? state.fleets[s.fleet] : undefined;
            return f && !f.gone && f.ships.includes(id) ? f.id : null;
          };
          const zoneOf = (id: string) => state.fleets[id]?.zone ?? null;
          const problem = towProblem(data, state, side, fleetId, t.ship, t.towedBy, fleetOf, zoneOf);
          if (problem) {
            ctx.emit<TowData>({ type: 'gwas.tow', audience: sidesOnly(side), data: { fleet: fleetId, ship: t.ship, towedBy: t.towedBy, status: 'refused', note: `${problem.code}: ${problem.message}` } });
            continue;
          }
          const ship = state.ships[t.ship];
          const towerFleet = state.fleets[state.ships[t.towedBy].fleet];
          let note: string | null = null;
          if (towerFleet.id !== fleetId) {
            const from = state.fleets[fleetId];
            from.ships = from.ships.filter((s) => s !== t.ship);
            towerFleet.ships.push(t.ship);
            ship.fleet = towerFleet.id;
            note = `joins fleet '${towerFleet.id}' under tow`;
            if (from.ships.length === 0) from.gone = 'merged';
            else retireIfSunk(state, from);
          }
          ship.towedBy = t.towedBy;
          ctx.emit<TowData>({ type: 'gwas.tow', audience: sidesOnly(side), data: { fleet: towerFleet.id, ship: t.ship, towedBy: t.towedBy, status: 'taken in tow', note } });
        }
      }
    }
  },
};

export const emergencyRepairStep: GwasStep = {
  name: 'emergency-repair',
  rule: '11.27',
  run(ctx) {
    const { data, state } = ctx;
    for (const fleet of activeFleets(state)) {
      if (fleet.mission !== 'abort' || foughtThisTurn(state, fleet.id, ctx.turn)) continue;
      for (const ship of liveShips(state, fleet)) {
        if (!ship.unableToManoeuvre || ship.repairBarred) continue;
        const roll = ctx.roll({
          table: 'Emergency repair (11.27)', purpose: `emergency repair of ${data.ships[ship.id]?.name ?? ship.id}`, audience: sidesOnly(ship.side),
          stream: `repair:${ship.id}`, rule: '11.27',
          read: (t) => (t === 1 ? 'repaired: speed 1s' : t >= 5 ? 'beyond emergency repair' : 'no change'),
        });
        let result: RepairData['result'] = 'no change';
        if (roll.total === 1) {
          result = 'repaired';
          ship.unableToManoeuvre = false;
          // Speed 1s exactly (11.27: never more): the loss is whatever brings the ship's speed to 1s.
          ship.speedLoss = Math.max(0, speedRank(data.ships[ship.id].speed) - speedRank('1s'));
          ship.towedBy = null;
        } else if (roll.total >= 5) {
          result = 'beyond repair';
          ship.repairBarred = true;
        }
        ctx.emit<RepairData>({ type: 'gwas.repair', audience: sidesOnly(ship.side), data: { fleet: fleet.id, ship: ship.id, result, roll: roll.eventSeq } });
      }
    }
  },
};
