/**
 * 5.4–5.42, 11.31 and the FAQ's automatic contacts: who may meet whom this turn (contact-rules.ts),
 * from fleets whose positions and this turn's log lines are written out as the movement step leaves
 * them. Ancona (L35) is a minor port, Malta (AC37) a major base, Durazzo lies in Q44.
 */
import { describe, expect, it } from 'vitest';
import { contactCandidates } from '../../src/games/gwas/contact-rules.js';
import type { FleetState, GwasState } from '../../src/games/gwas/state.js';
import { withScenario } from '../helpers/gwas.js';

/** This turn's movement, as the movement step records it. */
function moved(state: GwasState, fleet: string, path: string[], o: { port?: string | null; note?: string } = {}): void {
  const f = state.fleets[fleet];
  f.log.push({ turn: state.turn, from: f.zone, path, port: o.port ?? null, ...(o.note ? { note: o.note } : {}) });
  if (path.length) f.zone = path[path.length - 1];
  f.port = o.port ?? null;
}

const scene = (allied: string, central: string) => withScenario(`
allied:
${allied}
central:
${central}
`);

/** The game data every scene shares (the scenario only places fleets). */
const { data } = scene('', '');
/** The candidates, in the order the contact step rolls them. */
const of = (state: GwasState, fleets?: FleetState[]) => contactCandidates(data, state, fleets ?? Object.values(state.fleets));

describe('FAQ, 11.31 fleets in port', () => {
  it('FAQ an enemy fleet entering the minor port where a fleet lies makes contact without a roll', () => {
    const { state } = scene('  - { id: cruisers, mission: intercept, at: { port: ancona }, ships: [gloucester] }', '  - { id: raiders, mission: intercept, at: { zone: K35 }, ships: [breslau] }');
    moved(state, 'raiders', ['L35'], { port: 'ancona' });
    expect(of(state)).toEqual([{ allied: 'cruisers', central: 'raiders', zone: 'L35', time: 3, automatic: true, reason: 'port' }]);
  });

  it('FAQ the same at a major base (Malta) gives no contact', () => {
    const { state } = scene('  - { id: cruisers, mission: intercept, at: { port: malta }, ships: [gloucester] }', '  - { id: raiders, mission: intercept, at: { zone: AC38 }, ships: [breslau] }');
    moved(state, 'raiders', ['AC37'], { port: 'malta' });
    expect(of(state)).toEqual([]);
  });

  it('FAQ a fleet in port is not checked against an enemy passing at sea in its zone', () => {
    const { state } = scene('  - { id: cruisers, mission: intercept, at: { port: ancona }, ships: [gloucester] }', '  - { id: raiders, mission: intercept, at: { zone: K35 }, ships: [breslau] }');
    moved(state, 'raiders', ['L35']);
    expect(of(state)).toEqual([]);
  });

  it('FAQ two enemy fleets that both lay all turn in the same minor port do not meet', () => {
    const { state } = scene('  - { id: cruisers, mission: intercept, at: { port: ancona }, ships: [gloucester] }', '  - { id: raiders, mission: intercept, at: { port: ancona }, ships: [breslau] }');
    expect(of(state)).toEqual([]);
  });

  it('FAQ a fleet that sailed into port this turn is not sheltered: met on the way in, it is checked with a roll', () => {
    const { state } = scene('  - { id: cruisers, mission: intercept, at: { zone: K35 }, ships: [gloucester] }', '  - { id: raiders, mission: intercept, at: { zone: L35 }, ships: [breslau] }');
    moved(state, 'cruisers', ['L35'], { port: 'ancona' });
    expect(of(state)).toEqual([{ allied: 'cruisers', central: 'raiders', zone: 'L35', time: 1, automatic: false, reason: 'same-zone' }]);
  });
});

describe('FAQ, 11.31 bombarding and unloading fleets', () => {
  const bombarders = '  - { id: bombarders, mission: bombardment, at: { zone: Q44 }, ships: [courbet] }';

  it('FAQ an enemy fleet ending its move at sea in the zone of a bombarding fleet makes contact without a roll', () => {
    const { state } = scene(bombarders, '  - { id: raiders, mission: intercept, at: { zone: P43 }, ships: [breslau] }');
    moved(state, 'bombarders', [], { note: 'bombard Durazzo' });
    moved(state, 'raiders', ['Q44']);
    expect(of(state)).toEqual([{ allied: 'bombarders', central: 'raiders', zone: 'Q44', time: 3, automatic: true, reason: 'bombard-or-unload' }]);
  });

  it('FAQ the same for a fleet unloading troops, and whichever side is the sheltered one', () => {
    const { state } = scene('  - { id: cruisers, mission: intercept, at: { zone: P43 }, ships: [gloucester] }', '  - { id: transports, mission: transport, at: { zone: Q44 }, ships: [breslau] }');
    moved(state, 'transports', [], { note: 'unload' });
    moved(state, 'cruisers', ['Q44']);
    expect(of(state)).toEqual([{ allied: 'cruisers', central: 'transports', zone: 'Q44', time: 3, automatic: true, reason: 'bombard-or-unload' }]);
  });

  it('FAQ an enemy that only passed through the bombarded zone, ending elsewhere, is not met', () => {
    const { state } = scene(bombarders, '  - { id: raiders, mission: intercept, at: { zone: P43 }, ships: [breslau] }');
    moved(state, 'bombarders', [], { note: 'bombard Durazzo' });
    moved(state, 'raiders', ['Q44', 'R43']);
    expect(of(state)).toEqual([]);
  });

  it('11.31 an enemy lying in port in the bombarded zone: a battle without a roll only if the bombarding fleet seeks it', () => {
    for (const contact of ['seek', 'avoid'] as const) {
      const { state } = scene(bombarders, '  - { id: kuk, mission: intercept, at: { port: durazzo }, ships: [breslau] }');
      moved(state, 'bombarders', [], { note: 'bombard Durazzo' });
      state.fleets.bombarders.battle = { contact };
      expect([contact, of(state)]).toEqual([contact, contact === 'seek' ? [{ allied: 'bombarders', central: 'kuk', zone: 'Q44', time: 3, automatic: true, reason: 'bombard-port' }] : []]);
    }
  });

  it('11.31 unloading is no bombardment: an unloading fleet that seeks contact leaves the enemy in port alone', () => {
    const { state } = scene(bombarders, '  - { id: kuk, mission: intercept, at: { port: durazzo }, ships: [breslau] }');
    moved(state, 'bombarders', [], { note: 'unload' });
    state.fleets.bombarders.battle = { contact: 'seek' };
    expect(of(state)).toEqual([]);
  });
});

describe('FAQ a hidden Raid fleet is there only once it has reached its final zone', () => {
  it('FAQ passing AB40 (where the cruisers lie) hidden, it is not met there; ending in AA40 beside the destroyers, it is', () => {
    const { state } = scene(
      '  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }\n  - { id: destroyers, mission: intercept, at: { zone: AA40 }, ships: [beagle-class-dd] }',
      '  - { id: raiders, mission: raid, at: { zone: AC40 }, ships: [breslau] }');
    state.fleets.raiders.hidden = true;
    moved(state, 'raiders', ['AB40', 'AA40']);
    expect(of(state)).toEqual([{ allied: 'destroyers', central: 'raiders', zone: 'AA40', time: 2, automatic: false, reason: 'same-zone' }]);
  });
});

describe('5.42 the order of the rolls', () => {
  it('5.42 earlier moments first, then by zone, then by fleet ids, whatever order the fleets are handed in', () => {
    const { state } = scene(
      '  - { id: a-north, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }\n  - { id: b-south, mission: intercept, at: { zone: AA40 }, ships: [chatham] }\n  - { id: c-late, mission: intercept, at: { zone: Z41 }, ships: [dublin] }',
      '  - { id: x-raiders, mission: intercept, at: { zone: AB40 }, ships: [breslau] }\n  - { id: w-raiders, mission: intercept, at: { zone: AA40 }, ships: [goeben] }\n  - { id: v-raiders, mission: intercept, at: { zone: AB40 }, ships: [tatra-class-dd] }');
    // c-late reaches AA40 at the second moment: its meeting comes after every one of the first.
    moved(state, 'c-late', ['AA41', 'AA40']);
    const want = [
      ['AA40', 1, 'b-south', 'w-raiders'],
      ['AB40', 1, 'a-north', 'v-raiders'],
      ['AB40', 1, 'a-north', 'x-raiders'],
      ['AA40', 2, 'c-late', 'w-raiders'],
    ];
    const got = (fleets: FleetState[]) => of(state, fleets).map((c) => [c.zone, c.time, c.allied, c.central]);
    expect(got(Object.values(state.fleets))).toEqual(want);
    expect(got(Object.values(state.fleets).reverse())).toEqual(want);
  });
});
