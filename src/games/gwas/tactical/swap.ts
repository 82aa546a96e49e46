/**
 * 7.29 after a tactical battle (option `tactical`): "ships belonging to fleets with similar missions
 * that have not exited the tactical map may exchange ships between fleets". By mail the exchange
 * is the fleet's `exchange` order, written with this turn's orders (nobody is asked once the
 * battle is over): `exchange: [{ ships: [...], join: <fleet> }]`. When the battle ends every item
 * is judged on the fleets as the battle left them, and those allowed are made together, only if:
 * - both fleets fought in this battle and are still in its zone (neither left the map, 7.33),
 *   and no ship named left the map;
 * - their missions are similar (`similarMissions`, RULINGS 7.29);
 * - every ship named is afloat in the giving fleet.
 * Otherwise nothing of that item moves, and the owner is told why (GW2908). Owner only: the enemy
 * sees fleet counters, not which ships are under which.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { noteCode } from '../../../codes/registry.js';
import type { Mission } from '../data/types.js';
import type { GwasContext } from '../steps/step.js';
import { SIDES, type FleetState, type WrittenExchanges } from '../state.js';
import type { GwasOrders } from '../orders-types.js';
import type { TacticalRun } from './types.js';

/** The two fighting missions a fleet may divide (5.25) and pursue (5.24) on. */
const FIGHTING: readonly Mission[] = ['raid', 'intercept'];

/** 7.29 "similar missions": the same mission, or Raid and Intercept (RULINGS 7.29). */
export function similarMissions(a: Mission, b: Mission): boolean {
  return a === b || (FIGHTING.includes(a) && FIGHTING.includes(b));
}

/** Why an exchange item cannot be made now, or null. */
function refusal(ctx: GwasContext, run: TacticalRun, giver: FleetState, taker: FleetState | undefined, ships: readonly string[]): string | null {
  const { state } = ctx;
  const inBattle = (f: FleetState) => run.fleets[giver.side].some((x) => x.id === f.id) && !f.gone;
  if (!taker || taker.side !== giver.side || !inBattle(giver) || !inBattle(taker)) return `fleets '${giver.id}' and '${taker?.id ?? '?'}' were not both in battle ${run.id}`;
  const left = [giver, taker].find((f) => f.zone !== run.zone || ships.some((id) => run.places[id]?.exited));
  if (left) return `ships of fleet '${left.id}' left the tactical map (7.33)`;
  if (!similarMissions(giver.mission, taker.mission)) return `the missions ${giver.mission} and ${taker.mission} are not similar`;
  const missing = ships.filter((id) => !giver.ships.includes(id) || state.ships[id]?.sunk);
  if (missing.length) return `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not afloat in fleet '${giver.id}'`;
  return null;
}

/** 7.29: the `exchange` orders the turn's orders wrote, by side and fleet; none when no fleet wrote one. */
export function writtenExchanges(orders: Readonly<Partial<Record<string, GwasOrders | undefined>>>): WrittenExchanges | undefined {
  const out: WrittenExchanges = {};
  for (const side of SIDES) {
    const fleets = Object.entries(orders[side]?.fleets ?? {}).filter(([, f]) => f?.exchange?.length);
    if (fleets.length) out[side] = Object.fromEntries(fleets.map(([id, f]) => [id, f!.exchange!]));
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * `written`: the turn's exchange orders when the battle ends in a later exchange than the turn's
 * (7.31 by mail, whose exchanges carry impulse orders); otherwise they are this exchange's orders.
 */
export function exchangeAfterBattle(ctx: GwasContext, run: TacticalRun, written: WrittenExchanges | undefined = writtenExchanges(ctx.orders)): void {
  const { state } = ctx;
  // Every item is judged on the fleets as the battle left them, then all are made at once: an
  // exchange both ways does not depend on which fleet's order is read first.
  const moves: { from: FleetState; to: FleetState; ships: readonly string[] }[] = [];
  const given = new Set<string>();
  for (const side of SIDES) {
    const fleets = written?.[side] ?? {};
    for (const fleet of [...run.fleets[side]].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      for (const item of (Object.hasOwn(fleets, fleet.id) ? fleets[fleet.id] : undefined) ?? []) {
        const taker = state.fleets[item.join];
        const why = refusal(ctx, run, fleet, taker, item.ships) ?? (item.ships.some((id) => given.has(id)) ? 'a ship named is already given by an earlier exchange' : null);
        if (why) {
          noteCode('GW2908');
          ctx.emit({ type: 'gwas.exchange', audience: sidesOnly(side), rule: '7.29', data: { battle: run.id, fleet: fleet.id, join: item.join, ships: [...item.ships], made: false, code: 'GW2908', why } });
          continue;
        }
        for (const id of item.ships) given.add(id);
        moves.push({ from: fleet, to: taker!, ships: item.ships });
      }
    }
  }
  for (const m of moves) {
    m.from.ships = m.from.ships.filter((id) => !m.ships.includes(id));
    for (const id of m.ships) {
      m.to.ships.push(id);
      state.ships[id].fleet = m.to.id;
    }
  }
  for (const m of moves) {
    // A fleet that gave away every ship it had left is gone, as a merged fleet is (5.22).
    if (!m.from.ships.length) m.from.gone = 'merged';
    ctx.emit({ type: 'gwas.exchange', audience: sidesOnly(m.from.side), rule: '7.29', data: { battle: run.id, fleet: m.from.id, join: m.to.id, ships: [...m.ships], made: true } });
  }
}
