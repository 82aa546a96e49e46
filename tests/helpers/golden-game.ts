/**
 * The golden game: goeben-1914 with fixed orders and a fixed seed, shared by the view and
 * report tests. The Germans wander to the first neighbouring zone each turn; the battlecruisers
 * chase them along the shortest path, which brings a contact and a battle on turn 1. Both write
 * only the boxes the plotting delay leaves open (4.2, 5.2, 7.37).
 */
import { loadGame } from '../../src/pipeline/games.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { resolveTurn } from '../../src/kernel/turn.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import { shortestPath } from '../../src/games/gwas/geography.js';
import { gwasModule } from '../../src/games/gwas/module.js';
import type { FleetOrders, GwasOrders } from '../../src/games/gwas/orders-types.js';
import { parsePlot } from '../../src/games/gwas/plot.js';
import { setupState } from '../../src/games/gwas/setup.js';
import type { FleetState, GwasState, SideId } from '../../src/games/gwas/state.js';

const loaded = loadGame('gwas-mediterranean') as unknown as GwasData;
/**
 * The game data of the golden game, without goeben-1914's peace rule (British and German ships
 * may not fire before 23:00 GMT on 4 Aug): the golden game's turn-1 battle is what the battle
 * reports are checked against. The rule itself is tested in tests/gwas/scenario-rules.test.ts.
 */
export const data: GwasData = {
  ...loaded,
  scenarios: { ...loaded.scenarios, 'goeben-1914': { ...loaded.scenarios['goeben-1914'], peace: [] } },
};
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

function zoneBefore(f: FleetState, plan: Readonly<Record<string, string>>, turn: number, from: number): string {
  let z = f.zone;
  for (let t = from; t < turn; t++) for (const i of parsePlot(plan[String(t)] ?? '')) if (i.kind === 'zone') z = i.zone;
  return z;
}

/**
 * The boxes a player may write in turn T (4.2, 5.2): at the start (3.3) turns 1 to 3; after a
 * battle the fleet fought (7.37) this turn to two ahead; otherwise only the box two turns ahead.
 */
function openBoxes(s: GwasState, fleetId: string): number[] {
  const T = s.turn;
  const fought = s.contacts.some((c) => c.turn === T - 1 && (c.fleets.allied.includes(fleetId) || c.fleets.central.includes(fleetId)));
  const out: number[] = [];
  for (let t = T === 1 || fought ? T : T + 2; t <= Math.min(T + 2, s.lastTurn); t++) out.push(t);
  return out;
}

export function fixedOrders(s: GwasState): Record<SideId, GwasOrders> {
  const T = s.turn;
  const m = s.fleets.mittelmeerdivision;
  const mplan: Record<string, string> = { ...m.plan };
  const cplot: Record<string, string> = {};
  for (const t of openBoxes(s, m.id)) {
    const entry = t === T ? (m.plan[String(t)] || 'stay') : firstNeighbour(zoneBefore(m, mplan, t, T));
    cplot[String(t)] = mplan[String(t)] = entry;
  }
  const bc = s.fleets['battlecruiser-squadron'];
  const bplan: Record<string, string> = { ...bc.plan };
  const bplot: Record<string, string> = {};
  for (const t of openBoxes(s, bc.id)) {
    // Chase where the Germans were last seen, two zones a turn.
    const path = shortestPath(data, zoneBefore(bc, bplan, t, T), new Set([m.zone])) ?? [];
    bplot[String(t)] = bplan[String(t)] = path.length ? path.slice(0, 2).join('/') : 'stay';
  }
  const allied: Record<string, FleetOrders> = Object.keys(bplot).length ? { 'battlecruiser-squadron': { plot: bplot } } : {};
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
