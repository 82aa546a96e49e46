/**
 * The golden game: goeben-1914 with fixed orders and a fixed seed, shared by the view and
 * report tests. The Germans wander to the first neighbouring zone each turn; the battlecruisers
 * chase them along the shortest path, which brings a contact and a battle on turn 1.
 */
import { loadGame } from '../../src/data/load.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { resolveTurn } from '../../src/kernel/turn.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import { shortestPath } from '../../src/games/gwas/geography.js';
import { gwasModule } from '../../src/games/gwas/module.js';
import type { FleetOrders, GwasOrders } from '../../src/games/gwas/orders-types.js';
import { parsePlot } from '../../src/games/gwas/plot.js';
import { setupState } from '../../src/games/gwas/setup.js';
import type { FleetState, GwasState, SideId } from '../../src/games/gwas/state.js';

export const data = loadGame('gwas-mediterranean') as unknown as GwasData;
export const SCENARIO = 'goeben-1914';
/**
 * The golden game's dice seed (its commitment, sha256 of it, is what the reports print). The
 * golden game rolls under the first dice scheme (`{ legacySeed }`, kernel/rng-legacy.ts) on
 * purpose: its turn-1 battle (three rounds, short range, torpedoes, criticals) is what the report
 * goldens exercise, and it stays the same battle. The current scheme is tested in
 * tests/fairplay/ (dice.test.ts, python-verifier.test.ts) and through the pipeline's reports.
 */
export const GOLDEN_SEED = 'golden-1';

const firstNeighbour = (zone: string, not?: string) => [...data.map.zones[zone].neighbours].sort().find((n) => n !== not)!;

function zoneBefore(f: FleetState, turn: number, from: number): string {
  let z = f.zone;
  for (let t = from; t < turn; t++) for (const i of parsePlot(f.plan[String(t)] ?? '')) if (i.kind === 'zone') z = i.zone;
  return z;
}

export function fixedOrders(s: GwasState): Record<SideId, GwasOrders> {
  const T = s.turn;
  const m = s.fleets.mittelmeerdivision;
  const cplot: Record<string, string> = {};
  if (!m.plan[String(T)]) cplot[String(T)] = 'stay';
  cplot[String(T + 1)] = firstNeighbour(zoneBefore(m, T + 1, T));
  const bc = s.fleets['battlecruiser-squadron'];
  const path = shortestPath(data, bc.zone, new Set([m.zone])) ?? [];
  const allied: Record<string, FleetOrders> = { 'battlecruiser-squadron': { plot: { [String(T)]: path.length ? path.slice(0, 2).join('/') : 'stay' } } };
  if (T === 1) allied.milne = { plot: { '1': firstNeighbour(s.fleets.milne.zone) } };
  return {
    central: { game: 'gwas-mediterranean', side: 'central', turn: T, fleets: { mittelmeerdivision: { plot: cplot } } },
    allied: { game: 'gwas-mediterranean', side: 'allied', turn: T, fleets: allied },
  };
}

export function playGolden(turns: number, seed = GOLDEN_SEED): { state: GwasState; events: GameEvent[]; states: GwasState[] } {
  let state = setupState(data, SCENARIO);
  const events: GameEvent[] = [];
  const states = [state];
  for (let t = 0; t < turns; t++) {
    const r = resolveTurn(gwasModule, data, state, fixedOrders(state), { legacySeed: seed });
    state = r.state;
    events.push(...r.events);
    states.push(state);
  }
  return { state, events, states };
}
