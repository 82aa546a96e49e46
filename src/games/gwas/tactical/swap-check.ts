/**
 * 7.29: the checks of a fleet's `exchange` order that the Orders Phase can make (option
 * `tactical`); whether both fleets are in the same battle and stay on the map is known only when
 * the battle ends (swap.ts, GW2908).
 * - GW2901: an exchange in a campaign that fights Basic Combat: 7.29 is a rule of the tactical battle.
 * - GW2905: `join` is not another fleet of the side.
 * - GW2906: a ship named is not afloat in the fleet.
 * - GW2907: the two fleets' missions (after this turn's orders) are not similar.
 */
import type { CheckContext } from '../check-context.js';
import type { ExchangeOrder } from '../orders-types.js';
import { similarMissions } from './swap.js';

export function checkExchange(cx: CheckContext, fleetId: string, items: readonly ExchangeOrder[]): void {
  const path = (i: number, k?: string) => ['fleets', fleetId, 'exchange', i, ...(k ? [k] : [])];
  if (!cx.state.options?.tactical) {
    cx.report('GW2901', `'exchange' is made only after a battle on the tactical map (7.29, the campaign option 'tactical'); this campaign fights Basic Combat (6.0): use merge (5.22) or divide (5.25) next turn.`, ['fleets', fleetId, 'exchange'], { part: 'key' });
    return;
  }
  const giver = cx.drafts.get(fleetId);
  if (!giver) return; // an unknown fleet is reported by the fleet checks
  items.forEach((item, i) => {
    const taker = cx.drafts.get(item.join);
    if (!taker || item.join === fleetId) {
      cx.report('GW2905', `'${item.join}' is not another of your fleets: ships are exchanged between two of your fleets in the same battle (7.29).`, path(i, 'join'));
      return;
    }
    item.ships.forEach((id, k) => {
      if (!giver.ships.includes(id)) cx.report('GW2906', `'${id}' is not a ship afloat in fleet '${fleetId}'; list the ships a fleet gives under that fleet (7.29).`, [...path(i, 'ships'), k]);
    });
    if (!similarMissions(giver.mission, taker.mission)) {
      cx.report('GW2907', `Fleet '${fleetId}' (${giver.mission}) and fleet '${item.join}' (${taker.mission}) have missions that are not similar: only the same mission, or Raid and Intercept, exchange ships (7.29).`, path(i, 'join'));
    }
  });
}
