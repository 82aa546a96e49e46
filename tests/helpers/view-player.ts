/**
 * A scripted player that knows only what a player knows: its own side's JSON report (fleet
 * positions, plotted boxes) and the public map. Each fleet follows an itinerary of waypoints;
 * every turn the player writes the boxes its missions allow (5.2, 4.2: two turns ahead) and sends them
 * as YAML through the command line, like a person editing the orders form.
 */
import type { GwasData } from '../../src/games/gwas/data.js';
import { shortestPath } from '../../src/games/gwas/geography.js';
import { parsePlot, zonesOf } from '../../src/games/gwas/plot.js';

export type Waypoint = { to: string } | { port: string } | { search: number } | { stay: true };

interface ViewFleet { id: string; zone: string; port: string | null; mission: string; zonesPerTurn: number; plan: { turn: number; entry: string }[] }
interface SideViewJson { fleets: ViewFleet[]; next: { turn: number } | null; scenario: { lastTurn: number }; contacts: { turn: number; own: { id: string }[] }[] }

export class ViewPlayer {
  private readonly step = new Map<string, number>();
  private readonly searched = new Map<string, number>();

  constructor(private readonly data: GwasData, readonly side: string, private readonly itineraries: Readonly<Record<string, readonly Waypoint[]>>) {}

  orders(view: SideViewJson): string {
    const T = view.next?.turn ?? 0;
    const lines = [`side: ${this.side}`, `turn: ${T}`, 'fleets:'];
    for (const f of view.fleets) {
      const route = this.itineraries[f.id];
      if (!route || f.zonesPerTurn === 0) continue;
      // 7.37: after a contact the fleet may re-plot its next boxes from where it now is.
      const fought = view.contacts.some((c) => c.turn === T - 1 && c.own.some((o) => o.id === f.id));
      const plotted = new Map(fought ? [] : f.plan.map((p) => [p.turn, p.entry] as const));
      // 4.2: in turn T only boxes T+2 and later may be written (except the turn-1 setup and
      // after a contact, 7.37); a box left blank before that keeps the fleet where it is.
      const open = T === 1 || fought ? T : T + 2;
      let at = f.zone;
      const boxes: string[] = [];
      for (let t = T; t <= Math.min(T + 2, view.scenario.lastTurn); t++) {
        const old = plotted.get(t);
        if (old) { at = zonesOf(parsePlot(old)).at(-1) ?? at; continue; }
        if (t < open) continue;
        const box = this.nextBox(f, at, route);
        boxes.push(`      ${t}: ${box}`);
        at = zonesOf(parsePlot(box)).at(-1) ?? at;
      }
      if (boxes.length) lines.push(`  ${f.id}:`, '    plot:', ...boxes);
    }
    return lines.length > 3 ? `${lines.join('\n')}\n` : `side: ${this.side}\nturn: ${T}\nfleets: {}\n`;
  }

  private nextBox(f: ViewFleet, at: string, route: readonly Waypoint[]): string {
    for (;;) {
      const i = this.step.get(f.id) ?? 0;
      const wp = route[i];
      if (!wp || 'stay' in wp) return 'stay';
      if ('search' in wp) {
        const done = this.searched.get(f.id) ?? 0;
        if (done < wp.search) { this.searched.set(f.id, done + 1); return 'Search 2'; }
        this.step.set(f.id, i + 1);
        continue;
      }
      const target = 'to' in wp ? wp.to : this.data.map.ports[wp.port].zone;
      const path = shortestPath(this.data, at, new Set([target])) ?? [];
      if (path.length === 0) {
        this.step.set(f.id, i + 1);
        if ('port' in wp) return wp.port;
        continue;
      }
      const chunk = path.slice(0, f.zonesPerTurn);
      if (chunk.length === path.length) {
        this.step.set(f.id, i + 1);
        if ('port' in wp) return [...chunk, wp.port].join('/');
      }
      return chunk.join('/');
    }
  }
}
