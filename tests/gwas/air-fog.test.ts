/**
 * Fog for aircraft (14.3) and airships (17.3): what each side is sent — its report as JSON, text
 * and HTML, its maps and its orders form — after whole turns played from YAML orders. The owner
 * learns only the counts the rules reveal (never the enemy's names, types or fleet ids); the side
 * seen learns only that an enemy aircraft or airship saw its fleet, never which counter, from
 * which carrier, or where it went; a side that was not seen learns nothing at all.
 */
import { describe, expect, it } from 'vitest';
import { play, withScenario } from '../helpers/gwas.js';
import { gameById } from '../../src/pipeline/games.js';
import { renderView } from '../../src/pipeline/views.js';
import { VIEW_FORMATS } from '../../src/pipeline/campaign.js';
import { eventsFor, type GameEvent } from '../../src/kernel/events.js';
import { redactState } from '../../src/games/gwas/views/redact.js';
import { buildSideView, buildUmpireView } from '../../src/games/gwas/views/index.js';
import { ordersForm } from '../../src/games/gwas/forms/orders-form.js';
import { openingWithAirships } from '../../src/games/gwas/airships/draw.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState, SideId } from '../../src/games/gwas/state.js';

const adapter = gameById('gwas-mediterranean')!;
const o = (side: string, body: string, turn: number) => `side: ${side}\nturn: ${turn}\n${body}`;

/** Everything a side is sent after the turn just resolved: JSON, text, HTML, the two maps, the orders form. */
function sent(data: GwasData, state: GwasState, events: readonly GameEvent[], side: SideId): string[] {
  const view = buildSideView({ data, state: redactState(state, side, data), events: eventsFor(events, side), viewer: side, campaign: 'fog' });
  const maps = ['report', 'orders'].map((k) => adapter.maps!.draw(view, k as never, {}));
  return [JSON.stringify(view), ...VIEW_FORMATS.map((f) => renderView(adapter, view, f)), ...maps,
    ordersForm({ data, state: redactState(state, side, data), viewer: side, campaign: 'fog' })];
}

const scene = `
allied:
  - { id: seaplanes, mission: intercept, at: { zone: R42 }, ships: [europa] }
central:
  - { id: scouts, mission: intercept, at: { zone: R43 }, ships: [helgoland] }
  - { id: far-away, mission: intercept, at: { port: pola }, ships: [sankt-georg] }
aircraft:
  - { id: e1, name: Europa's seaplanes, carrier: europa }
`;

describe('14.3 fog: an aircraft\'s reconnaissance over the reports, maps and orders forms', () => {
  it('14.3 the Allies learn the count and the capital/light split; the Central Powers learn only that an enemy aircraft saw their fleet', () => {
    // The launch die may fail (14.12): play seeds in order until one launches, then fly over R43.
    let found = false;
    for (let i = 1; i <= 12 && !found; i++) {
      const { data, state } = withScenario(scene, { aircraft: true });
      const t1 = play(data, state, { allied: o('allied', 'fleets:\n  seaplanes:\n    plot:\n      1: Launch\n', 1) }, `fog-${i}`);
      if (t1.state.aircraft!.e1.status !== 'aloft') continue;
      found = true;
      // Before any sighting the Central Powers are sent nothing of the aircraft.
      for (const text of sent(data, t1.state, t1.events, 'central')) expect(text).not.toMatch(/\be1\b|europa|seaplanes\b|took off/i);
      const t2 = play(data, t1.state, { allied: o('allied', 'aircraft:\n  e1: R43\n', 2) }, `fog-${i}-2`);
      const events = [...t1.events, ...t2.events];
      const allied = sent(data, t2.state, events, 'allied');
      expect(allied[2]).toContain('reports in R43: a fleet of 1 ship, 0 capital and 1 light');
      for (const text of allied) expect(text).not.toMatch(/helgoland|scouts|sankt|far-away/i);
      // The Allies' own map draws their aircraft over R43 (maps/air.ts); the Central Powers' maps are checked below.
      expect(allied[4]).toContain('aircraft e1, launched turn 1');
      const central = sent(data, t2.state, events, 'central');
      expect(central[2]).toContain('An enemy aircraft saw scouts in R43');
      for (const text of central) expect(text).not.toMatch(/\be1\b|europa|seaplanes\b|took off/i);
      // Where it flew from is the aircraft's secret: no report names R42 (the maps label every hex and the orders form lists the zones around each fleet, so not them).
      for (const text of central.slice(0, 4)) expect(text).not.toMatch(/R42/);
      // The umpire sees every side's counters: the Allied aircraft over R43, in his view and his text report.
      const umpire = buildUmpireView(data, t2.state, events, 'fog');
      expect(umpire.sides.find((x) => x.side === 'allied')!.air!.aircraft).toEqual([{ id: 'e1', name: "Europa's seaplanes", carrier: 'Europa', status: 'aloft', zone: 'R43', launched: 1, landed: null }]);
      expect(renderView(adapter, umpire, 'text')).toMatch(/Aircraft e1 \(Europa's seaplanes, from Europa\): aloft over R43, launched\s+turn 1/);
    }
    expect(found).toBe(true);
  });
});

describe('17.3 fog: airships', () => {
  it('17.0, 17.3 the drawn airships are told to their side only; the enemy learns of one only when it is seen by it', () => {
    const { data, state } = withScenario(`
allied:
  - { id: flotilla, mission: intercept, at: { port: brindisi }, ships: [acorn-class-dd] }
central:
  - { id: scouts, mission: intercept, at: { zone: R43 }, ships: [helgoland] }
airships:
  allied:
    draw: 1
    base: brindisi
    pool:
      - { id: zeppelin-x, name: Airship X, speed: 2 }
`, { airships: true });
    const opening = openingWithAirships(data, state, 'fog');
    for (const text of sent(data, opening.state, opening.events, 'central')) expect(text).not.toMatch(/zeppelin|airship x/i);
    expect(sent(data, opening.state, opening.events, 'allied')[0]).toContain('zeppelin-x');
    const t1 = play(data, opening.state, { allied: o('allied', 'airships:\n  zeppelin-x:\n    "1": R42\n', 1) }, 'fog-airship');
    const events = [...opening.events, ...t1.events];
    expect(sent(data, t1.state, events, 'allied')[2]).toContain('Airship zeppelin-x reports in R43: a fleet of 1 ship, 0 capital and 1 light');
    const central = sent(data, t1.state, events, 'central');
    expect(central[2]).toContain('An enemy airship saw scouts in R43');
    for (const text of central) expect(text).not.toMatch(/zeppelin|airship x/i);
    for (const text of central.slice(0, 4)) expect(text).not.toMatch(/R42/);
  });
});
