/**
 * Scripted Great War at Sea players for whole games by mail with every advanced-rule option on
 * (issue 16, "How we will know"). A player reads nothing but its orders form (the YAML attached
 * to its mail, comments included) and the public map and scenario: where each fleet's next open
 * box starts and how fast it goes ("Turn 7 starts in W38; the fleet enters 2 zones a turn", 5.1),
 * which boxes it may write ("You may write turn 7", 4.2, 5.2), whether it is in port, its boats
 * not yet placed (15.1, 18.1) and its aircraft aloft (14.2). It follows a plan of waypoints drawn
 * from a seeded random at the start: real moves, a Fuel stop (12.3), Search boxes (10.2),
 * Launch and Recover (14.11, 14.5), flights (14.2), boat patrols (15.1, 18.1) and standing
 * battle orders for the tactical map (7.0). It never sees the state.
 */
import { parse, stringify } from 'yaml';
import type { GwasData } from '../../src/games/gwas/data.js';
import { shortestPath } from '../../src/games/gwas/geography.js';
import { parsePlot, zonesOf } from '../../src/games/gwas/plot.js';

export type Waypoint =
  | { to: string } | { port: string } | { search: number } | { fuel: number } | { wait: number }
  | { launch: true } | { recover: true } | { stay: true };

/** A fleet as its block of the orders form tells it. */
export interface FormFleet {
  readonly id: string;
  readonly notes: string;
  /** "You may write turns 1, 2, 3": the open boxes. */
  readonly open: number[];
  /** "Turn 7 starts in W38": where the first open box starts. */
  readonly start: string | null;
  readonly speed: number;
  /** "in port at Brindisi (R41)" now. */
  readonly inPort: string | null;
  /** 7.37, 13.24: the fleet may re-plot from where it is. */
  readonly replan: boolean;
}

/** The fleets of a form, their comment lines joined (the form wraps them at 72 columns). */
export function formFleets(form: string): FormFleet[] {
  const blocks: { id: string; notes: string[] }[] = [];
  let current: { id: string; notes: string[] } | null = null;
  let inFleets = false;
  for (const line of form.split('\n')) {
    if (/^fleets:/.test(line)) { inFleets = true; continue; }
    if (/^\S/.test(line)) { inFleets = false; current = null; continue; }
    const head = /^ {2}([a-z0-9][a-z0-9-]*):\s*$/.exec(line);
    if (inFleets && head) { current = { id: head[1]!, notes: [] }; blocks.push(current); continue; }
    const note = /^ {4}#\s?(.*)$/.exec(line);
    if (current && note) current.notes.push(note[1]!.trim());
  }
  return blocks.map((b) => {
    const notes = b.notes.join(' ');
    const open = /You may write turns? ([\d, and]+)/.exec(notes)?.[1]?.split(/,|and/).map((s) => Number(s.trim())).filter((n) => n > 0) ?? [];
    const start = /Turn \d+ starts in ([A-Z]{1,2}\d{1,3}[a-z]?)/.exec(notes)?.[1] ?? null;
    const speed = Number(/enters (\d) zones? a turn/.exec(notes)?.[1] ?? 0);
    const inPort = /in port at ([^(]+?) \(/.exec(notes)?.[1] ?? null;
    return { id: b.id, notes, open, start, speed, inPort, replan: /After last turn's (battle|halt at a minefield) you may re-plan/.test(notes) };
  });
}

/** The top-of-form comments, joined. */
function headNotes(form: string): string {
  return form.split('\n').filter((l) => l.startsWith('#')).map((l) => l.replace(/^#\s*/, '')).join(' ');
}

export interface Plans {
  readonly fleets: Readonly<Record<string, readonly Waypoint[]>>;
  /** Standing battle orders (7.0), written on turn 1. */
  readonly battle: Readonly<Record<string, Record<string, unknown>>>;
  /** 15.1, 18.1: the zones the player's boats may be placed in, one drawn per boat. */
  readonly boatZones?: { submarines?: readonly string[]; mtbs?: readonly string[] };
  /** 14.2: where the aircraft fly to look, from over their carrier. */
  readonly flyToward?: string;
}

export type Random = () => number;
export const pick = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

export class FormPlayer {
  private readonly step = new Map<string, number>();
  private readonly done = new Map<string, number>();
  private readonly flown = new Map<string, number>();
  /** A box that ends in a port: the turn it is sailed, the port and the plan's step that wrote it. */
  private readonly entering = new Map<string, { turn: number; port: string; step: number }>();

  constructor(private readonly data: GwasData, readonly side: string, private readonly plans: Plans, private readonly random: Random) {}

  /** The form filled in: YAML to send back. */
  answer(form: string): string {
    const doc = parse(form) as { turn: number; fleets?: Record<string, { plot?: Record<string, string> | null; battle?: Record<string, unknown> | null } | null>; [k: string]: unknown };
    const T = doc.turn;
    const notes = headNotes(form);
    if (T === 1) this.placeBoats(notes, doc);
    this.fly(notes, doc, T);
    for (const f of formFleets(form)) {
      const entry = doc.fleets?.[f.id];
      if (!entry) continue;
      if (T === 1 && this.plans.battle[f.id]) entry.battle = this.plans.battle[f.id];
      const route = this.plans.fleets[f.id];
      if (!route || !f.start || f.open.length === 0 || f.speed === 0) continue;
      const plot = { ...(entry.plot ?? {}) };
      if (f.replan) this.rewind(f.id, route);
      this.checkArrival(f, T);
      let at = f.start;
      // In port when the first open box starts: in port now ("in port at"), and the boxes already
      // plotted before it either stay or end in a port.
      let inPort = f.inPort !== null;
      for (let t = T; t < f.open[0]!; t++) {
        const items = parsePlot(plot[String(t)] ?? '');
        if (zonesOf(items).length) inPort = items.some((i) => i.kind === 'port');
      }
      for (const t of f.open) {
        const box = this.nextBox(f, at, inPort, route, t);
        plot[String(t)] = box;
        const items = parsePlot(box);
        at = zonesOf(items).at(-1) ?? at;
        inPort = items.some((i) => i.kind === 'port') || (inPort && zonesOf(items).length === 0);
      }
      entry.plot = plot;
    }
    return stringify(doc);
  }

  /**
   * 7.37, 13.24: after a battle or a minefield's halt the fleet is not where its boxes meant it to
   * be: the player takes up its plan again from the last move it set out on.
   */
  private rewind(id: string, route: readonly Waypoint[]): void {
    let i = Math.min(this.step.get(id) ?? 0, route.length - 1);
    while (i > 0 && !('to' in route[i]! || 'port' in route[i]!)) i--;
    this.step.set(id, i);
    this.done.set(id, 0);
  }

  /**
   * A fleet delayed by damage or weather sails its owed zones first and does not enter the port at
   * the end of its box ("delayed: … still to sail before Dardanelles"): the form of the next turn
   * shows it at sea, and the player plots the port again.
   */
  private checkArrival(f: FormFleet, T: number): void {
    const e = this.entering.get(f.id);
    if (!e || T <= e.turn) return;
    this.entering.delete(f.id);
    if (T === e.turn + 1 && !(f.inPort && this.data.map.ports[e.port]!.name.startsWith(f.inPort))) { this.step.set(f.id, e.step); this.done.set(f.id, 0); }
  }

  private nextBox(f: FormFleet, at: string, inPort: boolean, route: readonly Waypoint[], turn: number): string {
    for (;;) {
      const i = this.step.get(f.id) ?? 0;
      const wp = route[i];
      if (!wp || 'stay' in wp) return 'stay';
      const advance = (): void => { this.step.set(f.id, i + 1); this.done.set(f.id, 0); };
      const count = (n: number, box: string): string | null => {
        const done = this.done.get(f.id) ?? 0;
        if (done >= n) { advance(); return null; }
        this.done.set(f.id, done + 1);
        return box;
      };
      if ('wait' in wp) { const b = count(wp.wait, 'stay'); if (b) return b; continue; }
      if ('search' in wp) {
        if (inPort) { advance(); continue; }
        const b = count(wp.search, 'Search 2'); if (b) return b; continue;
      }
      if ('fuel' in wp) {
        // 12.3: "Fuel" only in a port where the side may refuel.
        if (!inPort) { advance(); continue; }
        const b = count(wp.fuel, 'Fuel'); if (b) return b; continue;
      }
      if ('launch' in wp) { advance(); return 'Launch'; }
      if ('recover' in wp) { advance(); return 'Recover'; }
      const target = 'to' in wp ? wp.to : this.data.map.ports[wp.port]!.zone;
      if ('port' in wp && inPort && at === target) { advance(); continue; }
      const path = shortestPath(this.data, at, new Set([target])) ?? [];
      const chunk = path.slice(0, f.speed);
      if (chunk.length === path.length) {
        advance();
        if ('port' in wp) { this.entering.set(f.id, { turn, port: wp.port, step: i }); return [...chunk, wp.port].join('/'); }
        if (chunk.length === 0) continue;
      }
      return chunk.join('/');
    }
  }

  /**
   * 15.1, 18.1: on turn 1 the form lists the side's boats "not yet placed"; each goes to a zone
   * drawn from the plan's, with a standing attack choice drawn too.
   */
  private placeBoats(notes: string, doc: Record<string, unknown>): void {
    for (const key of ['submarines', 'mtbs'] as const) {
      const part = new RegExp(`Your ${key === 'submarines' ? 'submarines' : 'motor torpedo boats'} \\(([^]*?)Place them now`).exec(notes);
      const zones = this.plans.boatZones?.[key];
      if (!part || !zones?.length) continue;
      const ids = [...part[1]!.matchAll(/([a-z0-9-]+) \([^)]*\): not yet placed/g)].map((m) => m[1]!);
      if (!ids.length) continue;
      doc[key] = Object.fromEntries(ids.map((id) => [id, { zone: pick(this.random, zones), attack: pick(this.random, ['any', 'any', 'capital', 'light']) }]));
    }
  }

  /**
   * 14.2: each aircraft the form says is aloft ("europa-1 (Europa) aloft over S44b, launched
   * turn 1") flies towards the plan's zone: two zones the turn after launch (up to 4 allowed),
   * then one, each next to the last, and no more than three in all, so that it is within 4 zones
   * of its carrier when she recovers it (14.5).
   */
  private fly(notes: string, doc: Record<string, unknown>, T: number): void {
    if (!this.plans.flyToward) return;
    const flights: Record<string, string> = {};
    for (const m of notes.matchAll(/([a-z0-9-]+) \([^)]*\) aloft over ([A-Z]{1,2}\d{1,3}[a-z]?), launched turn (\d+)/g)) {
      const [, id, over, launched] = m;
      const key = `${id}@${launched}`;
      const flown = this.flown.get(key) ?? 0;
      const n = Math.min(T === Number(launched) + 1 ? 2 : 1, 3 - flown);
      const zones = (shortestPath(this.data, over!, new Set([this.plans.flyToward])) ?? []).slice(0, Math.max(0, n));
      if (!zones.length) continue;
      flights[id!] = zones.join('/');
      this.flown.set(key, flown + zones.length);
    }
    if (Object.keys(flights).length) doc.aircraft = flights;
  }
}

