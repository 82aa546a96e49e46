/**
 * A stress scenario for the benchmark: at least 300 ships and 60 fleets a side, spread over the
 * open sea, on Intercept so they plot two turns ahead, with random-walk orders each turn.
 * Built in memory from the real map and ship classes (ship entries are copies with new ids).
 */
import type { Scenario, ScenarioFleet, ShipClassData } from '../src/games/gwas/data/types.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { Stream } from '../src/kernel/rng.js';
import type { GwasOrders } from '../src/games/gwas/orders-types.js';
import type { GwasState, SideId } from '../src/games/gwas/state.js';
import { parsePlot, zonesOf } from '../src/games/gwas/plot.js';
import { fleetZonesPerTurn } from '../src/games/gwas/fleet.js';
import { checkGwasOrders } from '../src/games/gwas/orders-check.js';

export const FLEETS_PER_SIDE = 60;
export const SHIPS_PER_FLEET = 6;

/**
 * The stress scenario's data. `fleetsPerSide` scales it (issue 17 §2, bench/scaling.ts) by the same
 * layout method: the layout stream is drawn fleet by fleet, so the default 60 keeps its layout.
 */
export function stressData(base: GwasData, turns: number, fleetsPerSide = FLEETS_PER_SIDE): GwasData {
  const rng = new Stream('bench-stress-layout');
  const seaZones = Object.keys(base.map.zones).filter((z) => !base.map.zones[z].coastal).sort();
  const classes = Object.values(base.ships).filter((s) => ['CL', 'CA', 'DD', 'BC'].includes(s.type) && (s.speed === '2' || s.speed === '2+'));
  const ships: Record<string, ShipClassData> = { ...base.ships };
  const side = (name: SideId) => {
    const fleets: ScenarioFleet[] = [];
    for (let f = 0; f < fleetsPerSide; f++) {
      const ids: string[] = [];
      for (let s = 0; s < SHIPS_PER_FLEET; s++) {
        const cls = classes[(f * SHIPS_PER_FLEET + s) % classes.length];
        const id = `${name}-${f}-${s}`;
        ships[id] = { ...cls, id, name: `${cls.name} ${name} ${f}.${s}`, nation: name === 'allied' ? 'britain' : 'germany' };
        ids.push(id);
      }
      fleets.push({ id: `${name}-fleet-${f}`, name: `${name} fleet ${f}`, mission: 'intercept', at: { zone: seaZones[rng.die(seaZones.length) - 1] }, ships: ids });
    }
    return { name, nations: name === 'allied' ? ['britain', 'france'] : ['germany', 'austria-hungary'], homePorts: [], fleets };
  };
  const scenario: Scenario = {
    id: 'stress', game: 'gwas-mediterranean', name: 'Benchmark stress', date: '1915-06-01', startHour: 6, turns,
    summary: 'benchmark', history: '', neutral: [], weather: { default: 2 },
    sides: { allied: side('allied'), central: side('central') },
    victory: { sunk: {}, merchant: 0.5, conditions: [], text: '' }, derivation: 'benchmark',
  };
  return { ...base, ships, scenarios: { ...base.scenarios, stress: scenario } };
}

/** Random-walk orders: each fleet writes the boxes up to two turns ahead, as far as its speed goes. */
export function randomOrders(data: GwasData, state: GwasState, side: SideId, seed: string): GwasOrders {
  const rng = new Stream(`${seed}/${side}/${state.turn}`);
  const fleets: Record<string, { plot: Record<string, string> }> = {};
  for (const f of Object.values(state.fleets)) {
    // Only Intercept and Raid fleets may write new boxes each turn (5.2); others keep their plans.
    if (f.side !== side || f.gone || (f.mission !== 'intercept' && f.mission !== 'raid')) continue;
    let at = f.zone;
    const plot: Record<string, string> = {};
    const speed = fleetZonesPerTurn(data, state, f, 1);
    if (speed === 0) continue;
    for (let t = state.turn; t <= Math.min(state.turn + 2, state.lastTurn); t++) {
      const entry = f.plan[String(t)];
      if (entry) {
        const zones = zonesOf(parsePlot(entry));
        // A box written before a contact stopped the fleet may no longer join up (7.37): the
        // fleet holds there, so nothing written after it from its old end would join up either.
        if (zones.length && zones[0] !== at && !data.map.zones[at].neighbours.includes(zones[0])) break;
        at = zones.at(-1) ?? at;
        continue;
      }
      const path: string[] = [];
      for (let k = 0; k < speed; k++) {
        const n = data.map.zones[at].neighbours;
        at = n[rng.die(n.length) - 1];
        path.push(at);
      }
      plot[String(t)] = path.join('/');
    }
    if (Object.keys(plot).length) fleets[f.id] = { plot };
  }
  // A random walk can still miss a rule (a fleet held by a contact, 7.37; weather, 11.73): leave
  // out the fleets the checker refuses, so the bench never stops on its own orders.
  for (let tries = 0; tries < 10; tries++) {
    const bad = new Set(checkGwasOrders(data, state, side, { side, turn: state.turn, fleets }).problems
      .filter((p) => p.severity === 'error' && p.path[0] === 'fleets').map((p) => String(p.path[1])));
    if (!bad.size) break;
    for (const id of bad) delete fleets[id];
  }
  return { side, turn: state.turn, fleets };
}
