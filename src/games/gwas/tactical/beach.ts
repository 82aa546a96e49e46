/**
 * 7.44 deliberate beaching on the tactical map (option `tactical`), by the fleet's standing order
 * `battle: { beach: { hullLeft: N } }`: in a movement step in which she may move (her own speed,
 * 7.31), a ship of the side with N hull boxes or fewer left, in a hex beside land, is run into
 * that land (the first land hex in the fixed order of directions). No die is rolled (7.44).
 *
 * She must be able to move to do it: 7.44 "moving it into a land hex", so a ship already unable to
 * manoeuvre, aground (7.42), towing or under tow (7.34) cannot (RULINGS 7.44). Once beached she is
 * aground for good: she never moves again in the battle, and after it she is never refloated
 * (refloat.ts skips her); at the scenario's end she counts as sunk (beach-victory.ts).
 *
 * 7.44 "the player must simply announce this": the enemy is told a ship was beached; which ship
 * and where only if a ship of his on the map sees the hex (7.27), as for any counter.
 */
import { sidesOnly } from '../../../kernel/events.js';
import type { GwasContext } from '../steps/step.js';
import { otherSide, type ShipState, type SideId } from '../state.js';
import { battleSpeedRank } from '../combat/firepower.js';
import { towedOrTowing } from '../operations/towing.js';
import { neighbours, onMap } from './hexes.js';
import { isLand } from './map.js';
import { onTheMap, sees } from './sighting.js';
import type { TacticalRun } from './types.js';

/** 7.44: the hull boxes a ship has left (printed boxes less those marked). */
export function hullLeft(ctx: GwasContext, s: ShipState): number {
  const boxes = ctx.data.ships[s.id].boxes.hull.length;
  return boxes - Math.min(s.damage.hull, boxes);
}

/** The ships of `side` that beach themselves in this movement step (speed rank at least `least`). */
export function beachShips(ctx: GwasContext, run: TacticalRun, side: SideId, least: number): void {
  const { state } = ctx;
  const tows = towedOrTowing(state, onTheMap(run, side));
  for (const s of onTheMap(run, side)) {
    const order = state.fleets[s.fleet].battle.beach;
    const place = run.places[s.id];
    if (!order || place.aground || tows.has(s.id) || hullLeft(ctx, s) > order.hullLeft) continue;
    const rank = battleSpeedRank(ctx.data, s, run.weather, state.fleets[s.fleet].port !== null);
    if (rank === 0 || rank < least) continue;
    const land = neighbours(place.hex).find((h) => onMap(h) && isLand(run.map, h));
    if (!land) continue;
    const from = place.hex;
    place.hex = land;
    place.aground = true;
    place.beached = true;
    const at = { battle: run.id, sequence: run.sequence, step: run.step };
    ctx.emit({ type: 'gwas.tactical-beached', audience: sidesOnly(side), rule: '7.44', data: { ...at, ship: s.id, from, hex: land } });
    const enemy = otherSide(side);
    const seen = sees(run, enemy, land);
    ctx.emit({ type: 'gwas.tactical-beached', audience: sidesOnly(enemy), rule: '7.44', data: { ...at, ship: seen ? s.id : null, hex: seen ? land : null, enemy: true } });
  }
}
