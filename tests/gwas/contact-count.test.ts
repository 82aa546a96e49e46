/**
 * 5.4, 5.42: how many contact rolls a pass gets, counted against the rule text. Contact may
 * occur when both fleets enter a zone at the same moment, when one enters a zone the other is in,
 * or when they cross the same boundary (each enters the zone the other is leaving); a zone the
 * other fleet has already left gives nothing. Movement is written into the fleets' logs as the
 * movement step leaves them; the contact step rolls with given dice (1: no contact, 6: contact).
 */
import { describe, expect, it } from 'vitest';
import { contactCandidates } from '../../src/games/gwas/contact-rules.js';
import { contactStep } from '../../src/games/gwas/steps/contact.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import { play, withScenario } from '../helpers/gwas.js';
import { scriptedContext } from './scripted-dice.js';

/** Two fleets that avoid contact (no declared modifiers) in fog (no weather modifier). */
function twoFleets(alliedFrom: string, centralFrom: string) {
  const { data, state } = withScenario(`
weather: { default: 3 }
allied:
  - { id: cruisers, mission: intercept, at: { zone: ${alliedFrom} }, ships: [gloucester] }
central:
  - { id: raiders, mission: intercept, at: { zone: ${centralFrom} }, ships: [breslau] }
`);
  state.fleets.cruisers.battle = { contact: 'avoid' };
  state.fleets.raiders.battle = { contact: 'avoid' };
  return { data, state };
}

/** Records this turn's movement as the movement step does. */
function moved(state: GwasState, fleet: string, path: string[]): void {
  const f = state.fleets[fleet];
  f.log.push({ turn: state.turn, from: f.zone, path, port: null });
  if (path.length) f.zone = path[path.length - 1];
}

/** The zones rolled in, with every roll failing (or the first succeeding). */
function rolledZones(data: GwasData, state: GwasState, firstSucceeds = false): string[] {
  const ctx = scriptedContext(data, state, firstSucceeds ? [[6]] : [], () => [1]);
  contactStep.run(ctx);
  return ctx.rolls().filter((e) => e.data.table === 'search').map((e) => e.data.purpose.split(' ')[2]);
}

describe('5.4, 5.42 contact rolls per pass', () => {
  it('5.42 head-on pass (Z1→Z2→Z3 against Z3→Z2→Z1): one roll, in the zone both enter together', () => {
    const { data, state } = twoFleets('Z40', 'AB40');
    moved(state, 'cruisers', ['AA40', 'AB40']);
    moved(state, 'raiders', ['AA40', 'Z40']);
    expect(rolledZones(data, state)).toEqual(['AA40']);
  });

  it('5.42 head-on pass a zone apart: they cross the same boundary at the second move, two zones (the second only without contact)', () => {
    const { data, state } = twoFleets('Z40', 'AC40');
    moved(state, 'cruisers', ['AA40', 'AB40']);
    moved(state, 'raiders', ['AB40', 'AA40']);
    expect(rolledZones(data, state)).toEqual(['AB40', 'AA40']);
    const again = twoFleets('Z40', 'AC40');
    moved(again.state, 'cruisers', ['AA40', 'AB40']);
    moved(again.state, 'raiders', ['AB40', 'AA40']);
    expect(rolledZones(again.data, again.state, true)).toEqual(['AB40']);
  });

  it('5.4 overtaking from behind (both fast, one zone apart): no roll — each zone was left before the other entered it', () => {
    const { data, state } = twoFleets('Y40', 'Z40');
    moved(state, 'cruisers', ['Z40', 'AA40']);
    moved(state, 'raiders', ['AA40', 'AB40']);
    expect(rolledZones(data, state)).toEqual([]);
  });

  it('5.4 overtaking a slower fleet: one roll, where the fast fleet catches it', () => {
    const { data, state } = twoFleets('Z40', 'AA40');
    moved(state, 'cruisers', ['AA40', 'AB40']);
    moved(state, 'raiders', ['AB40']);
    expect(rolledZones(data, state)).toEqual(['AB40']);
  });

  it('5.4 crossing one boundary (X→Y against Y→X): both zones, the Allied-entered zone first', () => {
    const { data, state } = twoFleets('AB40', 'AB41');
    moved(state, 'cruisers', ['AB41']);
    moved(state, 'raiders', ['AB40']);
    expect(rolledZones(data, state)).toEqual(['AB41', 'AB40']);
  });

  it('5.4 a fleet entering a zone the enemy has just left: no roll', () => {
    const { data, state } = twoFleets('AA40', 'AB40');
    moved(state, 'cruisers', ['AB40']);
    moved(state, 'raiders', ['AC40']);
    expect(contactCandidates(data, state, Object.values(state.fleets))).toEqual([]);
  });

  it('5.42 the rulebook example through the real turn: one roll in the zone both pass through', () => {
    const { data, state } = twoFleets('AC41', 'AC40');
    const o = (side: string, fleet: string, plot: string) => `side: ${side}\nturn: 1\nfleets:\n  ${fleet}:\n    plot:\n      1: ${plot}\n    battle: { contact: avoid }\n`;
    const r = play(data, state, { allied: o('allied', 'cruisers', 'AB40/AA41'), central: o('central', 'raiders', 'AB40/AA40') });
    expect(r.events.filter((e) => e.type === 'roll' && (e.data as { table: string }).table === 'search')).toHaveLength(1);
  });
});

describe('11.31 a bombarding fleet and an enemy fleet lying in port', () => {
  const yaml = `
allied:
  - { id: bombarders, mission: bombardment, at: { zone: N42 }, ships: [courbet], plan: { '1': Bombard } }
central:
  - { id: kuk, mission: intercept, at: { port: cattaro }, ships: [zrinyi] }
`;
  const o = (contact: string) => `side: allied\nturn: 1\nfleets:\n  bombarders:\n    battle: { contact: ${contact} }\n`;
  it('11.31 bombarding a port and wishing a battle (contact: seek): battle without a contact roll', () => {
    const { data, state } = withScenario(yaml);
    const r = play(data, state, { allied: o('seek') });
    expect(r.state.contacts).toHaveLength(1);
    expect(r.state.contacts[0]).toMatchObject({ automatic: true, zone: 'N42' });
    expect(r.events.some((e) => e.type === 'gwas.battle-begins')).toBe(true);
  });
  it('11.31 a bombarding fleet that avoids contact leaves the fleet in port alone', () => {
    const { data, state } = withScenario(yaml);
    const r = play(data, state, { allied: o('avoid') });
    expect(r.state.contacts).toHaveLength(0);
  });
});
