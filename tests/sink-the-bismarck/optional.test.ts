// Sink the Bismarck!, Optional Rules: Limited Gun Ammunition 1-2 and Limited Fuel 1-3 (campaign options ammo, fuel).
import { describe, expect, it } from 'vitest';
import { setupState, type StbState } from '../../src/games/sink-the-bismarck/state.js';
import { data, ofType, place, step } from './helpers.js';

const withOptions = (o: { ammo?: boolean; fuel?: boolean; emergency?: boolean }): StbState => {
  const s = setupState(data(), 'denmark-strait', { emergency: o.emergency ?? false, ...o });
  place(s, 'hood', 0, 0, 90);
  place(s, 'bismarck', 0, 5, 0);    // on Hood's port beam: all her turrets bear
  place(s, 'prince-of-wales', 40, 40, 0);
  place(s, 'prinz-eugen', -40, -40, 0);
  return s;
};
const offer = (seat: string, body: string) => `seat: ${seat}\noffer:\n${body}`;
const none = { 'british/nav': offer('british/nav', '  hood: []\n  prince-of-wales: []\n'), 'british/ops': offer('british/ops', '  hood: []\n  prince-of-wales: []\n'),
  'german/nav': offer('german/nav', '  bismarck: []\n  prinz-eugen: []\n'), 'german/ops': offer('german/ops', '  bismarck: []\n  prinz-eugen: []\n') };

describe('Limited Gun Ammunition', () => {
  it('To Start 4: without the option no ammunition is counted', () => {
    expect(withOptions({}).ships.hood.ammo).toBeUndefined();
  });
  it('Limited Gun Ammunition 1-2, Execution Phase 2: one salvo from one turret is one ammo unit', () => {
    const dealt = step(withOptions({ ammo: true }), { ...none, 'british/ops': offer('british/ops', '  hood: [guns]\n  prince-of-wales: []\n') }).state;
    const { state } = step(dealt, { 'british/admiral': 'seat: british/admiral\nexchange: 2\ncards:\n  - { card: guns, target: bismarck }\n' });
    expect(state.ships.hood.ammo).toEqual([11, 11, 11, 11]);
  });
  it('Limited Gun Ammunition 1: a turret with no ammunition left does not fire', () => {
    const s = withOptions({ ammo: true });
    s.ships.hood.ammo = [0, 0, 5, 0];
    const dealt = step(s, { ...none, 'british/ops': offer('british/ops', '  hood: [guns]\n  prince-of-wales: []\n') }).state;
    const { events } = step(dealt, { 'british/admiral': 'seat: british/admiral\nexchange: 2\ncards:\n  - { card: guns, target: bismarck }\n' });
    expect(ofType(events, 'stb.salvo')[0]).toMatchObject({ fired: true, turrets: [3] });
  });
});

describe('Limited Fuel', () => {
  it('Limited Fuel 1-3, Execution Phase 2: one unit every hand, even when stationary, and one a unit transited', () => {
    const dealt = step(withOptions({ fuel: true }), { ...none, 'british/nav': offer('british/nav', '  hood: [ahead]\n  prince-of-wales: []\n') }).state;
    const { state } = step(dealt, { 'british/admiral': 'seat: british/admiral\nexchange: 2\ncards:\n  - { card: ahead, units: 2 }\n' });
    expect(state.ships.hood.fuel).toBe(40 - 2 - 1);
    expect(state.ships.bismarck.fuel).toBe(40 - 1);
  });
  it('Emergency Maneuvers 2: a Hard Over burns 2 units a unit travelled, 6 in all', () => {
    const dealt = step(withOptions({ fuel: true, emergency: true }), { ...none, 'british/nav': offer('british/nav', '  hood: [turn]\n  prince-of-wales: []\n') }).state;
    const { state } = step(dealt, { 'british/admiral': 'seat: british/admiral\nexchange: 2\ncards:\n  - { card: turn, to: port, hard: true }\n' });
    expect(state.ships.hood.fuel).toBe(40 - 6 - 1);
  });
  it('Limited Fuel 2: a ship without the fuel for a move stays where she is', () => {
    const s = withOptions({ fuel: true });
    s.ships.hood.fuel = 1;
    const dealt = step(s, { ...none, 'british/nav': offer('british/nav', '  hood: [ahead]\n  prince-of-wales: []\n') }).state;
    const { state, events } = step(dealt, { 'british/admiral': 'seat: british/admiral\nexchange: 2\ncards:\n  - { card: ahead, units: 2 }\n' });
    expect(ofType(events, 'stb.no-fuel')).toEqual([expect.objectContaining({ ship: 'hood', fuel: 1, needed: 2 })]);
    expect([state.ships.hood.x, state.ships.hood.y, state.ships.hood.fuel]).toEqual([0, 0, 0]);
  });
});
