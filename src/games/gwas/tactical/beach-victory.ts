/**
 * 7.44 at the scenario's end (option `tactical`): "any ship still beached at the end of the
 * scenario is treated as sunk. If it was beached in enemy-controlled waters, its owner concedes
 * double the victory points he would concede for sinking that ship; if beached in waters he
 * controls himself, the opponent receives only 75% of the victory points he would receive."
 *
 * "Controls": the rulebook defines no control of waters. We read it from the ports of the zone
 * where she was beached (RULINGS 7.44): a side controls a zone's waters when a port there is
 * friendly to it (one of its scenario nations, geography.ts portStanding) and none is friendly to
 * the enemy. A zone with no port, only neutral ports, or ports of both sides is nobody's: the
 * ordinary points for sinking her. The points go to the opponent (the scenario's `victory.sunk`
 * by type, times 2, 1 or 0.75), and both sides are told, naming her: the scenario is over.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { sinkShip } from '../combat/damage-boxes.js';
import type { GwasData } from '../data.js';
import { portStanding, portsInZone } from '../geography.js';
import type { GwasContext } from '../steps/step.js';
import { otherSide, type GwasState, type SideId } from '../state.js';

/** The side that controls a zone's waters, or null (RULINGS 7.44). */
export function controlOf(data: GwasData, state: GwasState, zone: string): SideId | null {
  const scenario = data.scenarios[state.scenario];
  const friendlyTo = (side: SideId) => portsInZone(data, zone).some((p) => portStanding(data, scenario, side, p) === 'friendly');
  const allied = friendlyTo('allied');
  const central = friendlyTo('central');
  return allied === central ? null : allied ? 'allied' : 'central';
}

/** 7.44: the factor on the points for sinking her: 2 in enemy-controlled waters, 0.75 in her own, else 1. */
export function beachFactor(owner: SideId, control: SideId | null): number {
  if (control === null) return 1;
  return control === owner ? 0.75 : 2;
}

export function scoreBeached(ctx: GwasContext): void {
  const { data, state } = ctx;
  if (!state.options?.tactical) return;
  for (const ship of Object.values(state.ships).sort((a, b) => (a.id < b.id ? -1 : 1))) {
    if (ship.sunk || !ship.beached) continue;
    const opponent = otherSide(ship.side);
    const control = controlOf(data, state, ship.beached.zone);
    const factor = beachFactor(ship.side, control);
    const type = data.ships[ship.id].type;
    const base = data.scenarios[state.scenario].victory.sunk[type] ?? 0;
    const points = base * factor;
    sinkShip(data, ship);
    state.vp[opponent] += points;
    const waters = control === null ? 'waters nobody controls' : control === ship.side ? 'her own side\'s waters' : 'enemy-controlled waters';
    for (const side of [ship.side, opponent] as const) {
      ctx.emit({
        type: 'gwas.victory-points', audience: sidesOnly(side), rule: '7.44',
        data: { condition: `beached:${ship.id}`, side: opponent, points, text: `${data.ships[ship.id].name} (${type}) still beached in ${ship.beached.zone} at the scenario's end counts as sunk, beached in ${waters}: ${factor} × ${base}`, ship: ship.id, control, factor },
      });
    }
  }
}
