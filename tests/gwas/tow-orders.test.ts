/**
 * A disabled ship need not freeze its fleet: players' orders scuttle it (8.5), cast it off to be
 * left behind (11.26), or send it home in tow as a fleet of its own on Abort (11.25).
 */
import { describe, expect, it } from 'vitest';
import { check, codes, ofType, play, withScenario } from '../helpers/gwas.js';

function crippled() {
  const { data, state } = withScenario(`
victory: { sunk: { BC: 10 }, merchant: 0.5, conditions: [], text: 'test' }
allied:
  - { id: bcs, mission: intercept, at: { zone: AB40 }, ships: [indomitable, indefatigable, gloucester] }
central:
  - { id: mm, mission: raid, at: { zone: X26 }, ships: [goeben] }
`);
  state.ships.indomitable.unableToManoeuvre = true;
  state.ships.indomitable.speedLoss = 4;
  return { data, state };
}
const allied = (body: string) => `side: allied\nturn: 1\nfleets:\n  bcs:\n${body}`;

describe('8.5, 11.25, 11.26 a disabled ship does not freeze its fleet', () => {
  it('8.5 without an order the fleet cannot move: the disabled ship holds it', () => {
    const { data, state } = crippled();
    const r = play(data, state, { allied: allied('    plot:\n      1: AB41\n') });
    expect(r.state.fleets.bcs.zone).toBe('AB40');
  });

  it('8.5 scuttle: the ship sinks in the Orders Phase, the enemy scores it, the fleet sails on', () => {
    const { data, state } = crippled();
    const o = allied('    scuttle: [indomitable]\n    plot:\n      1: AB41\n');
    expect(check(data, state, 'allied', o)).toEqual([]);
    const r = play(data, state, { allied: o });
    expect(r.state.ships.indomitable.sunk).toBe(true);
    expect(r.state.fleets.bcs.zone).toBe('AB41');
    expect(r.state.vp.central).toBe(10);
    expect(ofType(r.events, 'gwas.scuttled')[0].audience).toEqual({ to: 'sides', sides: ['allied'] });
  });

  it('11.26 release: the disabled ship is left behind as a fleet of its own; the rest sails on', () => {
    const { data, state } = crippled();
    const o = allied('    release: [indomitable]\n    plot:\n      1: AB41\n');
    expect(check(data, state, 'allied', o)).toEqual([]);
    const r = play(data, state, { allied: o });
    expect(r.state.fleets.bcs.zone).toBe('AB41');
    expect(r.state.fleets.bcs.ships).toEqual(['indefatigable', 'gloucester']);
    expect(r.state.fleets['bcs-indomitable']).toMatchObject({ zone: 'AB40', mission: 'abort', ships: ['indomitable'] });
  });

  it('11.25 the tow forms its own fleet on Abort, plotted home; the rest of the fleet sails on', () => {
    const { data, state } = crippled();
    const o = allied('    tow:\n      - { ship: indomitable, towedBy: indefatigable, newFleet: bcs-tow }\n    plot:\n      1: AB41\n');
    expect(check(data, state, 'allied', o)).toEqual([]);
    const r = play(data, state, { allied: o });
    expect(r.state.fleets.bcs.ships).toEqual(['gloucester']);
    expect(r.state.fleets.bcs.zone).toBe('AB41');
    const tow = r.state.fleets['bcs-tow'];
    expect(tow).toMatchObject({ mission: 'abort', ships: ['indomitable', 'indefatigable'], zone: 'AB40' });
    expect(r.state.ships.indomitable.towedBy).toBe('indefatigable');
    expect(Object.keys(tow.plan).length).toBeGreaterThan(0);
    expect(Math.min(...Object.keys(tow.plan).map(Number))).toBe(3); // 5.2 Abort: from two turns ahead
  });

  it('8.5, 11.25, 11.26 bad orders get coded answers', () => {
    const { data, state } = crippled();
    expect(codes(check(data, state, 'allied', allied('    scuttle: [goeben]\n')))).toContain('GW2411');
    expect(codes(check(data, state, 'allied', allied('    release: [gloucester]\n')))).toContain('GW2412');
    expect(codes(check(data, state, 'allied', allied('    tow:\n      - { ship: indomitable, towedBy: indefatigable, newFleet: tow }\n')))).toContain('GW2413');
    expect(codes(check(data, state, 'allied', allied('    tow:\n      - { ship: indomitable, towedBy: gloucester, newFleet: bcs-tow }\n')))).toContain('GW2404');
  });
});
