// Views: redaction of the state and the per-side / umpire views built from it.
import { describe, expect, it } from 'vitest';
import { loadGame } from '../src/pipeline/games.js';
import { canSee, eventsFor, type GameEvent } from '../src/kernel/events.js';
import { resolveTurn } from '../src/kernel/turn.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { shortestPath } from '../src/games/gwas/geography.js';
import { gwasModule } from '../src/games/gwas/module.js';
import type { FleetOrders, GwasOrders } from '../src/games/gwas/orders-types.js';
import { parsePlot } from '../src/games/gwas/plot.js';
import { setupState } from '../src/games/gwas/setup.js';
import { SIDES, type FleetState, type GwasState, type SideId } from '../src/games/gwas/state.js';
import { data, playGolden } from './helpers/golden-game.js';
import { redactState } from '../src/games/gwas/views/redact.js';
import { buildSideView, buildUmpireView } from '../src/games/gwas/views/index.js';

const play = playGolden;

describe('redactState', () => {
  const { state } = play(1);

  it('keeps only the side\'s own fleets, ships, points and contacts, and never touches the original', () => {
    const before = JSON.stringify(state);
    for (const side of SIDES) {
      const r = redactState(state, side, data);
      expect(r.side).toBe(side);
      expect(Object.values(r.fleets).every((f) => f.side === side)).toBe(true);
      expect(Object.values(r.ships).every((s) => s.side === side)).toBe(true);
      expect(Object.keys(r.fleets).sort()).toEqual(Object.values(state.fleets).filter((f) => f.side === side).map((f) => f.id).sort());
      expect(r.vp).toBe(state.vp[side]);
      const own = new Set(Object.keys(r.fleets));
      for (const c of r.contacts) expect(c.fleets.every((id) => own.has(id))).toBe(true);
      const wzs = new Set(Object.values(r.fleets).filter((f) => !f.gone).map((f) => data.map.zones[f.zone].weatherZone));
      expect(Object.keys(r.weather).every((wz) => wzs.has(wz))).toBe(true);
      // Mutating the copy leaves the umpire's state alone.
      (r.fleets[Object.keys(r.fleets)[0]] as FleetState).name = 'changed';
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it('holds nothing of the enemy anywhere in the copy', () => {
    const r = redactState(state, 'allied', data);
    // The scenario's id ("goeben-1914") is public; strip it before looking for enemy names.
    const text = JSON.stringify(r).replaceAll(state.scenario, '');
    expect(text).not.toContain('mittelmeerdivision');
    expect(text).not.toContain('goeben');
    expect(text).not.toContain('breslau');
  });
});

describe('buildSideView', () => {
  const { state, events } = play(3);

  it('shows contacts by id, zone, enemy force size and roll only', () => {
    const view = buildSideView({ data, state: redactState(state, 'allied', data), events: eventsFor(events, 'allied'), viewer: 'allied', campaign: 'med-1914' });
    expect(view.contacts.length).toBeGreaterThan(0);
    const c = view.contacts[0];
    expect(c.id).toMatch(/^C\d+-\d+$/);
    expect(Object.keys(c.enemy).sort()).toEqual(['capital', 'light', 'other', 'ships']);
    expect(c.enemySide).toBe('central');
    expect(c.own.every((f) => state.fleets[f.id].side === 'allied')).toBe(true);
    expect(c.roll?.dice.length).toBeGreaterThan(0);
    // The report tells the battles of the turn just resolved; this game's battle was earlier.
    const battleTurns = new Set(events.filter((e) => e.type === 'gwas.battle-begins').map((e) => e.turn));
    if (battleTurns.has(3)) expect(view.battles.length).toBeGreaterThan(0);
    else expect(view.battles).toEqual([]);
    const atBattle = play(Math.min(...battleTurns));
    const then = buildSideView({ data, state: redactState(atBattle.state, 'allied', data), events: eventsFor(atBattle.events, 'allied'), viewer: 'allied', campaign: 'med-1914' });
    expect(then.battles.length).toBeGreaterThan(0);
    expect(view.resolved?.turn).toBe(3);
    expect(view.next?.turn).toBe(4);
    expect(view.fleets.map((f) => f.id)).toContain('battlecruiser-squadron');
    expect(view.fleets.every((f) => f.side === 'allied')).toBe(true);
  });

  it('ignores events the side may not see, even when handed all of them', () => {
    for (const side of SIDES) {
      const redacted = redactState(state, side, data);
      const filtered = buildSideView({ data, state: redacted, events: eventsFor(events, side), viewer: side, campaign: 'c' });
      const unfiltered = buildSideView({ data, state: redacted, events, viewer: side, campaign: 'c' });
      expect(unfiltered).toEqual(filtered);
    }
  });

  it('refuses a state redacted for the other side, saying which side it was redacted for', () => {
    expect(() => buildSideView({ data, state: redactState(state, 'central', data), events: [], viewer: 'allied', campaign: 'c' }))
      .toThrow("buildSideView: state redacted for 'central', not 'allied'");
  });

  it('draws every roll it shows from the side\'s own roll events', () => {
    const seen = eventsFor(events, 'central');
    const view = buildSideView({ data, state: redactState(state, 'central', data), events: seen, viewer: 'central', campaign: 'c' });
    for (const r of view.rolls) {
      expect(seen.some((e) => e.type === 'roll' && e.turn === r.turn && canSee(e, 'central'))).toBe(true);
    }
  });
});

describe('buildUmpireView', () => {
  const { state, events } = play(3);

  it('shows both sides, every weather zone and every roll of the turn', () => {
    // Built inside the test: a view built while the file is collected would be charged by
    // Stryker to every test of the fog area (a "static" mutant), not to this one.
    const view = buildUmpireView(data, state, events, 'med-1914');
    expect(view.sides.map((s) => s.side)).toEqual(['allied', 'central']);
    expect(view.sides[1].fleets.map((f) => f.id)).toContain('mittelmeerdivision');
    expect(view.weather.length).toBe(Object.keys(data.map.weatherZones).length);
    expect(view.rolls.length).toBe(events.filter((e) => e.type === 'roll' && e.turn === 3).length);
    expect(view.contacts.length).toBe(events.filter((e) => e.type === 'gwas.contact-umpire').length);
    const c = view.contacts.at(-1)!;
    expect(c.fleets.central.map((f) => f.id)).toContain('mittelmeerdivision');
    expect(Object.keys(c.seen).sort()).toEqual(['allied', 'central']);
  });
});
