/** GW23xx: semantic checks of standing battle orders (6.1, 6.2) that the schema cannot make. */
import type { CheckContext } from '../check-context.js';
import type { BattleOrders } from '../orders-types.js';

export function checkBattleOrders(cx: CheckContext, fleetId: string, battle: BattleOrders): void {
  const own = new Set(Object.values(cx.state.ships).filter((s) => s.side === cx.side && !s.sunk).map((s) => s.id));
  (battle.targets ?? []).forEach((t, i) => {
    if (own.has(t)) {
      cx.report('GW2301', `'${t}' is one of your own ships; a ship never fires on its own side, so this priority is skipped.`, ['fleets', fleetId, 'battle', 'targets', i]);
    }
  });
  if (battle.disengageAt !== undefined && battle.disengage !== undefined && battle.disengage !== 'when-damaged') {
    cx.report('GW2302', `disengageAt is read only with "disengage: when-damaged"; with "${battle.disengage}" it has no effect.`, ['fleets', fleetId, 'battle', 'disengageAt'], { part: 'key' });
  }
}
