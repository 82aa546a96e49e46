/**
 * 13.2 Entering a Minefield (mines option), right after every fleet has moved and before contact:
 * a fleet that crossed a boundary where an active enemy minefield lies is halted in the zone it
 * entered; the minefield is revealed to its side; each ship rolls two dice on the Minefield Table
 * (13.2) and each strike one die on the Minefield Damage Table (13.21). A side's own minefields do
 * not touch its fleets (13.22). 13.24: the halted fleet may re-plot (the orders check reads
 * `mineHalt`), as the table's quarter-of-the-ships rule lets a moving player do once checks are made.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { retireIfSunk } from '../operations/common.js';
import { activeFleets, liveShips, otherSide, type FleetState, type ShipState, type SideId } from '../state.js';
import type { GwasContext, GwasStep } from '../steps/step.js';
import { mineDamage } from './damage.js';
import { activeEnemyFields, boundary, boundaryText, strikeModifiers, strikeOn } from './rules.js';

export const minefieldStep: GwasStep = {
  name: 'minefields',
  rule: '13.2, 13.21, 13.22, 13.24',
  run(ctx) {
    if (!ctx.state.options?.mines || !ctx.state.minefields?.length) return;
    for (const fleet of activeFleets(ctx.state)) crossFields(ctx, fleet);
  },
};

export interface StrikeResult { ship: string; roll: number; struck: boolean; damage: string | null; sunk: boolean }

/**
 * 13.2, 13.21: each ship rolls two dice on the Minefield Table (owner of the ships only) and each
 * strike one die on the Minefield Damage Table; a ship sunk scores for the layer (mineDamage).
 * Shared by a fleet crossing a mined boundary and by ships leaving the tactical map across one (13.23).
 */
export function strikeShips(ctx: GwasContext, ships: readonly ShipState[], fields: number, where: string, owner: SideId, rule: string): StrikeResult[] {
  const { data } = ctx;
  const results: StrikeResult[] = [];
  for (const ship of ships) {
    const label = `${where} minefield`;
    const roll = ctx.roll({
      table: data.tables.minefieldStrike.name, purpose: `${label}: does ${data.ships[ship.id]?.name ?? ship.id} strike a mine?`, dice: 2,
      audience: sidesOnly(ship.side), modifiers: strikeModifiers(data, ship, fields), stream: `mines:${where}:${ship.id}`, rule,
      read: (t) => (t >= strikeOn(data) ? 'strikes a mine' : 'clear'),
    });
    const struck = roll.total >= strikeOn(data);
    const damage = struck ? mineDamage(ctx, ship, owner, `mines:${where}:${ship.id}`, label) : null;
    results.push({ ship: ship.id, roll: roll.eventSeq, struck, damage: damage?.text ?? null, sunk: damage?.sunk ?? false });
  }
  return results;
}

function crossFields(ctx: GwasContext, fleet: FleetState): void {
  const { data, state } = ctx;
  const i = fleet.log.length - 1;
  const line = fleet.log[i];
  if (!line || line.turn !== ctx.turn || !line.path.length) return;
  let at = line.from;
  for (let k = 0; k < line.path.length; k++) {
    const next = line.path[k];
    const fields = activeEnemyFields(state, fleet.side, at, next, ctx.turn);
    at = next;
    if (!fields.length) continue;
    const between = boundary(line.path[k - 1] ?? line.from, next);
    const where = boundaryText(between);
    // 13.2: the layer reveals the minefield; the fleet halts in the zone it entered.
    for (const f of fields) if (!f.known.includes(fleet.side)) f.known.push(fleet.side);
    const halted = line.path.slice(0, k + 1);
    fleet.log[i] = { ...line, path: halted, port: null, note: `${line.note ? `${line.note}; ` : ''}halted by a minefield at ${where} (13.2)` };
    fleet.zone = next;
    fleet.port = null;
    fleet.backlog = [];
    fleet.mineHalt = ctx.turn;
    const owner = otherSide(fleet.side);
    const results = strikeShips(ctx, liveShips(state, fleet), fields.length, where, owner, '13.2');
    fleet.ships = fleet.ships.filter((id) => !state.ships[id]?.sunk);
    if (!fleet.ships.length) fleet.gone = 'sunk';
    else retireIfSunk(state, fleet);
    ctx.emit({ type: 'gwas.minefield-entered', rule: '13.2, 13.21', audience: sidesOnly(fleet.side), data: { fleet: fleet.id, between: [...between], fields: fields.length, zone: next, ships: results } });
    // The layer learns that an enemy fleet crossed its minefield and what the mines did, not who.
    ctx.emit({
      type: 'gwas.minefield-crossed', rule: '13.2', audience: sidesOnly(owner),
      data: { between: [...between], fields: fields.length, struck: results.filter((r) => r.struck).length, sunk: results.filter((r) => r.sunk).length },
    });
    return;
  }
}
