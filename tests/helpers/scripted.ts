/**
 * A scripted player for long runs: steers chosen fleets to a port along the shortest route,
 * writing log-sheet boxes as the mission allows (5.2: Intercept and Raid two turns ahead). It
 * sees only its own side's fleets, as a player would.
 */
import type { GwasData } from '../../src/games/gwas/data.js';
import { shortestPath } from '../../src/games/gwas/geography.js';
import { fleetZonesPerTurn } from '../../src/games/gwas/fleet.js';
import { parsePlot, zonesOf } from '../../src/games/gwas/plot.js';
import type { GwasState, SideId } from '../../src/games/gwas/state.js';

export function steerOrders(data: GwasData, state: GwasState, side: SideId, goals: Readonly<Record<string, string>>): string {
  const T = state.turn;
  const lines = [`side: ${side}`, `turn: ${T}`, 'fleets:'];
  for (const [fleetId, portId] of Object.entries(goals)) {
    const fleet = state.fleets[fleetId];
    if (!fleet || fleet.side !== side || fleet.gone || fleet.arrives > T) continue;
    const port = data.map.ports[portId];
    // Where the fleet will be after the boxes already written.
    let at = fleet.zone;
    let first = T;
    let arrived = fleet.port === portId;
    for (let t = T; t <= T + 2 && fleet.plan[String(t)]; t++) {
      const items = parsePlot(fleet.plan[String(t)]);
      at = zonesOf(items).at(-1) ?? at;
      if (items.some((i) => i.kind === 'port')) arrived = true;
      first = t + 1;
    }
    if (arrived || first > T + 2 || first > state.lastTurn) continue;
    const speed = fleetZonesPerTurn(data, state, fleet, 1);
    const route = shortestPath(data, at, new Set([port.zone])) ?? [];
    const boxes: string[] = [];
    for (let t = first, i = 0; t <= Math.min(T + 2, state.lastTurn); t++) {
      const step = route.slice(i, i + speed);
      i += speed;
      const home = i >= route.length;
      boxes.push(`      ${t}: ${[...step, ...(home ? [portId] : [])].join('/')}`);
      if (home) break;
    }
    if (boxes.length) lines.push(`  ${fleetId}:`, '    plot:', ...boxes);
  }
  return lines.length > 3 ? `${lines.join('\n')}\n` : `side: ${side}\nturn: ${T}\n`;
}
