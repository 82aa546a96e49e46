/**
 * GW29xx: checks of the standing tactical battle orders (option `tactical`, 7.0–7.8) that the
 * schema cannot make. Each names the order's line.
 * - GW2901: an order read only on the tactical map, in a campaign that fights Basic Combat.
 * - GW2902: closeTo and keepAt together: the fleet cannot both close and keep off.
 * - GW2903: a distance no gun of the fleet reaches (7.6: 3 hexes, 7.7: 4 for the largest guns).
 * - GW2904: turnAway after more hull boxes than the fleet's ships have: it would never apply.
 * - GW2909: beach at as many hull boxes left as a ship of the fleet has in all: she beaches,
 *   undamaged, at the first hex beside land she reaches (7.44).
 */
import type { CheckContext } from '../check-context.js';
import type { BattleOrders } from '../orders-types.js';
import { gunReach } from './reach.js';

export function checkTacticalOrders(cx: CheckContext, fleetId: string, battle: BattleOrders): void {
  const path = (k: string) => ['fleets', fleetId, 'battle', k];
  if (!cx.state.options?.tactical) {
    const tacticalOnly = (['formation', 'closeTo', 'keepAt', 'turnAway', 'beach'] as const).filter((k) => battle[k] !== undefined);
    for (const k of tacticalOnly) {
      cx.report('GW2901', `'${k}' is read only in a battle on the tactical map (7.0, the campaign option 'tactical'); this campaign fights Basic Combat (6.0), which reads 'range' and 'disengage'.`, path(k), { part: 'key' });
    }
    if (battle.torpedoes === 'same-hex' || battle.torpedoes === 'at-capital') {
      cx.report('GW2901', `'torpedoes: ${battle.torpedoes}' is read only on the tactical map (7.8); in Basic Combat this fleet fires its torpedoes at short range as with 'fire'.`, path('torpedoes'));
    }
    (battle.targets ?? []).forEach((t, i) => {
      if (t === 'nearest') cx.report('GW2901', `'nearest' counts hexes, which only the tactical map has (7.0); in Basic Combat it is passed over for the next priority.`, ['fleets', fleetId, 'battle', 'targets', i]);
    });
    return;
  }
  if (battle.closeTo !== undefined && battle.keepAt !== undefined) {
    cx.report('GW2902', `Give closeTo or keepAt, not both: closeTo ${battle.closeTo} closes the enemy, keepAt ${battle.keepAt} holds off at that distance (7.6).`, path('keepAt'), { part: 'key' });
  }
  const ships = (cx.drafts.get(fleetId)?.ships ?? []).map((id) => cx.data.ships[id]).filter(Boolean);
  const reach = Math.max(0, ...ships.map(gunReach));
  const keep = battle.keepAt ?? battle.closeTo;
  if (keep !== undefined && ships.length && keep > reach) {
    const k = battle.keepAt !== undefined ? 'keepAt' : 'closeTo';
    cx.report('GW2903', `${k} ${keep}: no gun of fleet '${fleetId}' reaches ${keep} hexes (its longest reach is ${reach}: primary 3, 4 for 11 or more primary, secondary 2, tertiary 1; 7.6, 7.7); it will not fire while it keeps there.`, path(k));
  }
  const ta = battle.turnAway;
  if (ta && typeof ta === 'object' && ships.length) {
    const boxes = ships.reduce((n, c) => n + c.boxes.hull.length, 0);
    if (ta.hullLost > boxes) {
      cx.report('GW2904', `turnAway after ${ta.hullLost} hull boxes: fleet '${fleetId}' has ${boxes}; it would fight until sunk (7.33).`, ['fleets', fleetId, 'battle', 'turnAway', 'hullLost']);
    }
  }
  const beach = battle.beach;
  if (beach) {
    const whole = ships.filter((c) => c.boxes.hull.length <= beach.hullLeft).map((c) => c.name);
    if (whole.length) {
      cx.report('GW2909', `beach at ${beach.hullLeft} hull boxes left: ${whole.join(', ')} ${whole.length === 1 ? 'has' : 'have'} no more than that undamaged, so ${whole.length === 1 ? 'she beaches' : 'they beach'} at the first hex beside land (7.44).`, ['fleets', fleetId, 'battle', 'beach', 'hullLeft']);
    }
  }
}
