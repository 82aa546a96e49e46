/**
 * Rules whose tests could not fail before (issue 18): 11.31 torpedoes and a ship in port, 5.23's
 * six turns in port, and the FAQ's three turns ahead for fleets that arrive later.
 */
import { describe, expect, it } from 'vitest';
import { resolveTurn } from '../../src/kernel/turn.js';
import { gwasModule } from '../../src/games/gwas/module.js';
import { battleStep } from '../../src/games/gwas/steps/battle.js';
import { check, codes, ofType, play, withScenario } from '../helpers/gwas.js';

const battleOnly = { ...gwasModule, steps: [battleStep] };
const o = (side: string, fleets: string, turn = 1) => `side: ${side}\nturn: ${turn}\nfleets:\n${fleets}`;

describe('11.31 a ship in port cannot be attacked by torpedo', () => {
  // Dublin against an Austrian destroyer group that wants short range and fires its torpedoes.
  // Dublin is at sea in one battle and in Malta in the other; everything else is the same.
  function battle(at: string, seed: string) {
    const { data, state } = withScenario(`
allied:
  - { id: a, mission: intercept, at: ${at}, ships: [dublin] }
central:
  - { id: c, mission: raid, at: { zone: AB40 }, ships: [tatra-class-dd] }
`);
    state.fleets.a.battle = { range: 'short', disengage: 'never' };
    state.fleets.c.battle = { range: 'short', disengage: 'never', torpedoes: 'fire' };
    state.fleets.c.zone = state.fleets.a.zone;
    state.contacts.push({ id: 'C1-1', turn: 1, zone: state.fleets.a.zone, fleets: { allied: ['a'], central: ['c'] }, automatic: true, chance: false });
    const { events } = resolveTurn(battleOnly, data, state, {}, seed);
    return {
      inPort: state.fleets.a.port !== null,
      shortRounds: ofType(events, 'gwas.battle-round-umpire').filter((e) => e.data.range === 'short').length,
      torpedoesAtDublin: ofType(events, 'gwas.fire').filter((e) => e.data.role === 'own' && e.data.weapon === 'torpedo' && e.data.firer === 'tatra-class-dd').length,
      gunneryAtDublin: ofType(events, 'gwas.fire').filter((e) => e.data.role === 'own' && e.data.weapon !== 'torpedo' && e.data.firer === 'tatra-class-dd' && e.data.range === 'short').length,
    };
  }
  const seeds = Array.from({ length: 8 }, (_, i) => `port-${i}`);

  it('11.31 at sea, the same battle reaches short range and the destroyers torpedo Dublin', () => {
    const atSea = seeds.map((s) => battle('{ zone: AB40 }', s));
    expect(atSea.every((b) => !b.inPort && b.shortRounds > 0)).toBe(true);
    expect(atSea.filter((b) => b.torpedoesAtDublin > 0).length).toBeGreaterThan(0);
  });

  it('11.31 in port, short range is reached and Dublin is fired on, but never by torpedo', () => {
    const inPort = seeds.map((s) => battle('{ port: malta }', s));
    for (const b of inPort) {
      expect(b.inPort).toBe(true);
      expect(b.shortRounds).toBeGreaterThan(0);
      expect(b.gunneryAtDublin).toBeGreaterThan(0);
      expect(b.torpedoesAtDublin).toBe(0);
    }
  });
});

describe('5.23 a new mission only after six consecutive turns in a friendly port', () => {
  const inPort = `
allied:
  - { id: squadron, mission: intercept, at: { port: malta }, ships: [gloucester, chatham] }
`;
  // GW2046 (5.2): a Bombardment mission records its movement plan when it is given, from turn
  // T+2 (4.2); the plan here keeps the squadron in Malta, so only 5.23 is being tested.
  const newMission = (turn: number) => o('allied', `  squadron:\n    mission: bombardment\n    plot:\n      ${turn + 2}: malta\n`, turn);

  it('5.23 after five turns in Malta a new mission is refused (GW2020); after the sixth it is accepted', () => {
    const { data, state } = withScenario(inPort);
    let s = state;
    for (let t = 1; t <= 5; t++) s = play(data, s, {}).state;
    expect(s.fleets.squadron.turnsInPort).toBe(5);
    const five = check(data, s, 'allied', newMission(6));
    expect(codes(five)).toEqual(['GW2020']);
    expect(five[0].message).toContain('(it has 5)');
    s = play(data, s, {}).state;
    expect(s.fleets.squadron.turnsInPort).toBe(6);
    expect(codes(check(data, s, 'allied', newMission(7)))).toEqual([]);
  });

  it('5.23 the count is of consecutive turns: a turn at sea starts it again', () => {
    const { data, state } = withScenario(inPort);
    let s = state;
    const nextZone = data.map.zones[data.map.ports.malta.zone].neighbours[0];
    // 4.2: turn 4's box is written in turn 2, the earliest it may be.
    s = play(data, s, {}).state;
    s = play(data, s, { allied: o('allied', `  squadron:\n    plot:\n      4: ${nextZone}\n`, 2) }).state;
    s = play(data, s, {}).state;
    expect(s.fleets.squadron.port).toBe('malta');
    expect(s.fleets.squadron.turnsInPort).toBe(3);
    s = play(data, s, {}).state;
    expect(s.fleets.squadron.port).toBeNull();
    expect(s.fleets.squadron.turnsInPort).toBe(0);
  });
});

describe('FAQ: ships that arrive later plot three turns ahead, as on Intercept', () => {
  const later = `
allied:
  - { id: present, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
  - { id: reinforcements, mission: intercept, at: { port: malta }, arrives: 3, ships: [chatham] }
`;
  const plot = (fleet: string, turn: number, plotted: number, zone: string) => o('allied', `  ${fleet}:\n    plot:\n      ${plotted}: ${zone}\n`, turn);

  it('FAQ before it arrives, a fleet plots turn T+3; T+4 is refused (GW2042)', () => {
    const { data, state } = withScenario(later);
    const zone = data.map.ports.malta.zone;
    expect(codes(check(data, state, 'allied', plot('reinforcements', 1, 4, zone)))).toEqual([]);
    const refused = check(data, state, 'allied', plot('reinforcements', 1, 5, zone));
    expect(codes(refused)).toEqual(['GW2042']);
    expect(refused[0].message).toContain('plots only 3 turns ahead');
  });

  it('FAQ a fleet already in play plots two turns ahead: T+3 is refused (5.2, 4.2)', () => {
    const { data, state } = withScenario(later);
    expect(codes(check(data, state, 'allied', plot('present', 1, 3, 'AB40')))).toEqual([]);
    expect(codes(check(data, state, 'allied', plot('present', 1, 4, 'AB40')))).toEqual(['GW2042']);
  });

  it('FAQ from its turn of arrival on, the late fleet plots two turns ahead like the rest', () => {
    const { data, state } = withScenario(later);
    let s = state;
    for (let t = 1; t <= 2; t++) s = play(data, s, {}).state;
    expect(s.turn).toBe(3);
    const zone = data.map.ports.malta.zone;
    expect(codes(check(data, s, 'allied', plot('reinforcements', 3, 5, zone)))).toEqual([]);
    expect(codes(check(data, s, 'allied', plot('reinforcements', 3, 6, zone)))).toEqual(['GW2042']);
  });
});
