/**
 * The opening state of a scenario (3.0 "place them on the search board as detailed in the order
 * of appearance"): ships and air units where the scenario puts them, the visibility marker at the
 * start level (7.1), ships that arrive later waiting for their turn (4.1).
 */
import type { B79Data, Placement } from './data/types.js';
import { turnIndexOf } from './data/build.js';
import type { AirState, B79Options, B79State, ShipState } from './state.js';
import { describeForce, forcesOf } from './units.js';
import type { StandingBattleOrders } from './orders-types.js';

/** Standing battle orders before a side gives any (ours): the British seek battle; Lütjens's orders were to avoid equal or stronger warships (history.md C.4). */
export const BRITISH_STANDING: StandingBattleOrders = { attack: true, attackWith: 'battleship', accept: true, range: 'close', target: 'battleship', withdrawAtMidships: 0, withdrawAfterRound: 0, reinforce: true };
export const GERMAN_STANDING: StandingBattleOrders = { attack: false, attackWith: 'battleship', accept: false, range: 'keep', target: 'cruiser', withdrawAtMidships: 5, withdrawAfterRound: 0, reinforce: true };

export function setupState(d: B79Data, scenarioId: string, options: B79Options = {}): B79State {
  const sc = d.scenarios[scenarioId];
  if (!sc) throw new RangeError(`bismarck1979 has no scenario '${scenarioId}'`);
  const time = turnIndexOf(d.tables.time.first, sc.start);
  const lastTurn = turnIndexOf(d.tables.time.first, sc.end) - time + 1;
  const arrival = (p: Placement) => (p.arrives ? turnIndexOf(d.tables.time.first, p.arrives) - time + 1 : null);
  const ships: Record<string, ShipState> = {};
  const air: Record<string, AirState> = {};
  for (const side of ['british', 'german'] as const) {
    for (const p of sc[side].ships) {
      const data = d.ships[p.ship!];
      const arrives = arrival(p);
      ships[data.id] = {
        id: data.id, side, zone: arrives ? null : p.zone!, status: arrives ? 'waiting' : 'sea', arrives,
        mode: 'move', tf: p.taskForce ?? null, fuel: p.fuel ?? data.fuel, lastDouble: null,
        permLoss: 0, tempLoss: 0, midshipsHits: 0, gunHits: { bow: 0, stern: 0, port: 0, starboard: 0 },
        convoy: p.convoy ?? null, path: [], movedInShadow: false, holdUntil: null, leftPort: false,
      };
    }
    for (const p of sc[side].airUnits) {
      const a = d.airUnits[p.unit!];
      const arrives = arrival(p);
      air[a.id] = {
        id: a.id, side, zone: null, status: arrives ? 'waiting' : 'base', arrives,
        mode: a.kind === 'lr-recon' ? 'movement' : 'attack', launched: null, restUntil: null, moved: 0,
      };
    }
  }
  const state: B79State = {
    game: 'bismarck1979', scenario: sc.id, turn: 1, time, lastTurn, phase: 'move', opened: false,
    visibility: { level: d.tables.visibility.start, fog: true },
    ships, air,
    contacts: { british: [], german: [] }, lastContacts: { british: [], german: [] },
    shadowing: {}, fought: [], standing: { british: { ...BRITISH_STANDING }, german: { ...GERMAN_STANDING } }, vp: { british: 0, german: 0 }, convoyDay: null, over: false, result: null,
    // Only options that differ from the defaults are kept (seam §1): a default campaign's state is unchanged.
    ...(options.battle || options.announce ? { options: { ...(options.battle ? { battle: options.battle } : {}), ...(options.announce ? { announce: options.announce } : {}) } } : {}),
  };
  // A scenario may open with the Germans already found (the Denmark Strait: Suffolk has them).
  const located = new Set(sc.locatedAtStart ?? []);
  if (located.size) {
    state.lastContacts.british = forcesOf(state, 'german').filter((f) => f.ships.some((s) => located.has(s.id))).map((f, i) => ({
      id: `C${i + 1}`, zone: f.zone, ...describeForce(d, f), how: 'start' as const, ships: f.ships.map((s) => s.id),
    }));
    state.phase = 'shadow';
  }
  return state;
}
