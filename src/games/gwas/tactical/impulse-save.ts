/**
 * 7.31 by mail (option `tacticalByMail`): a tactical battle kept in the state between exchanges.
 * The state is plain JSON (it is digested and stored), while the working record holds the ships
 * and fleets themselves and sets: saving keeps their ids and sorted lists; restoring finds them
 * again in the new exchange's state and redraws the map from the battle's zone (7.41).
 */
import type { GwasData } from '../data.js';
import { SIDES, type GwasState, type SavedBattle, type SideId } from '../state.js';
import { tacticalMap } from './map.js';
import type { TacticalRun } from './types.js';

const bySide = <U>(f: (side: SideId) => U): Record<SideId, U> => ({ allied: f('allied'), central: f('central') });

export function saveBattle(run: TacticalRun): SavedBattle {
  // The map is redrawn from the zone; the orders belong to one exchange only.
  const { map: _map, fleets, ships, identified, halving, orders: _orders, id, zone, ...rest } = run;
  // A field added to the run later that JSON cannot carry must be saved by hand here, not lost.
  for (const [k, v] of Object.entries(rest)) {
    if (v instanceof Set || v instanceof Map) throw new Error(`battle ${id}: the run's '${k}' needs saving by hand (tactical/impulse-save.ts)`);
  }
  return {
    id, zone,
    fleets: bySide((s) => fleets[s].map((f) => f.id)),
    ships: bySide((s) => ships[s].map((x) => x.id)),
    identified: bySide((s) => [...identified[s]].sort()),
    halving: [...halving].sort(),
    rest: JSON.parse(JSON.stringify(rest)) as Record<string, unknown>,
  };
}

export function restoreBattle(data: GwasData, state: GwasState, saved: SavedBattle): TacticalRun {
  for (const side of SIDES) {
    for (const id of saved.ships[side]) if (!state.ships[id]) throw new Error(`battle ${saved.id}: ship '${id}' is not in the state`);
    for (const id of saved.fleets[side]) if (!state.fleets[id]) throw new Error(`battle ${saved.id}: fleet '${id}' is not in the state`);
  }
  return {
    ...(saved.rest as unknown as Omit<TacticalRun, 'map' | 'fleets' | 'ships' | 'identified' | 'halving' | 'id' | 'zone'>),
    id: saved.id, zone: saved.zone,
    map: tacticalMap(data, saved.zone),
    fleets: bySide((s) => saved.fleets[s].map((id) => state.fleets[id])),
    ships: bySide((s) => saved.ships[s].map((id) => state.ships[id])),
    identified: bySide((s) => new Set(saved.identified[s])),
    halving: new Set(saved.halving),
  };
}
