/**
 * Operations outside battle: 11.1 bombardment, 11.5 landing, 8.52 flooding, 11.73 gales,
 * 11.2 towing and emergency repair, 5.24 pursuit, 7.38 lost zones — from YAML orders through the
 * real turn. Zones: AC37 holds Malta (coastal); AB40 is open sea with AB41 and AA41 beyond it.
 */
import { describe, expect, it } from 'vitest';
import { check, codes, ofType, play, withScenario } from '../helpers/gwas.js';
import { canSee } from '../../src/kernel/events.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState } from '../../src/games/gwas/state.js';

const o = (side: string, fleets: string, turn = 1) => `side: ${side}\nturn: ${turn}\nfleets:\n${fleets}`;
const rollsOf = (events: ReturnType<typeof play>['events'], step: string) => ofType(events, 'roll').filter((e) => e.step === step);

describe('11.1 bombardment', () => {
  const scenario = `
allied:
  - { id: bombarders, mission: bombardment, at: { zone: AC37 }, ships: [courbet, jean-bart], plan: { '1': Bombard } }
central:
  - { id: watchers, mission: intercept, at: { port: cattaro }, ships: [novara] }
victory:
  sunk: {}
  merchant: 0.5
  text: ''
  conditions:
    - { id: shell-malta, side: allied, points: 2, text: Bombard AC37, bombard: { zone: AC37 } }
`;
  it('11.1 the owner sees its ships; the enemy is told only the zone and the number of ships; the condition scores', () => {
    const { data, state } = withScenario(scenario);
    const { events, state: after } = play(data, state, {});
    const [own] = ofType(events, 'gwas.bombardment');
    expect(own.audience).toEqual({ to: 'sides', sides: ['allied'] });
    expect(own.data).toMatchObject({ fleet: 'bombarders', zone: 'AC37', ships: ['courbet', 'jean-bart'], count: 2, done: true });
    const [told] = ofType(events, 'gwas.bombardment-announced');
    expect(told.audience).toEqual({ to: 'sides', sides: ['central'] });
    expect(told.data).toEqual({ zone: 'AC37', count: 2 });
    expect(after.bombardments).toEqual([{ turn: 1, side: 'allied', fleet: 'bombarders', zone: 'AC37', ships: 2 }]);
    expect(after.scored).toContain('shell-malta');
    expect(after.vp.allied).toBe(2);
  });
  it('11.1 bombarding open sea is refused (GW2410); moving and bombarding too (GW2059)', () => {
    const { data, state } = withScenario(`
allied:
  - { id: bombarders, mission: bombardment, at: { zone: AB40 }, ships: [courbet] }
`);
    expect(codes(check(data, state, 'allied', o('allied', '  bombarders:\n    plot:\n      1: Bombard\n')))).toEqual(['GW2410']);
    expect(codes(check(data, state, 'allied', o('allied', '  bombarders:\n    plot:\n      1: AB41/Bombard\n')))).toContain('GW2059');
  });
});

describe('11.5 landing', () => {
  const scenario = (plan: string) => `
allied:
  - { id: convoy, mission: transport, at: { zone: AC37 }, ships: [xix-corps-transports-1], plan: ${plan} }
victory:
  sunk: {}
  merchant: 0.5
  text: ''
  conditions:
    - { id: landed, side: allied, points: 4, text: Land at Malta, landing: { port: malta, ships: [xix-corps-transports-1] } }
`;
  it('11.5 three consecutive turns of Unload land the cargo; the landing condition scores on the third', () => {
    const { data, state } = withScenario(scenario(`{ '1': Unload, '2': Unload, '3': Unload }`));
    let s = state;
    const statuses: string[] = [];
    for (let t = 1; t <= 3; t++) {
      const r = play(data, s, {});
      s = r.state;
      statuses.push(...ofType(r.events, 'gwas.landing').map((e) => `${e.data.turns}:${e.data.status}`));
      if (t < 3) expect(s.scored).not.toContain('landed');
    }
    expect(statuses).toEqual(['1:under way', '2:under way', '3:complete']);
    expect(s.landings).toEqual([{ turn: 3, side: 'allied', fleet: 'convoy', kind: 'unload', zone: 'AC37', ships: ['xix-corps-transports-1'] }]);
    expect(s.scored).toContain('landed');
    expect(s.vp.allied).toBe(4);
  });
  it('11.5 an interrupted landing fails for good: the points are forfeited', () => {
    const { data, state } = withScenario(scenario(`{ '1': Unload, '2': AB36, '3': AC37, '4': Unload, '5': Unload, '6': Unload }`));
    let s = state;
    const statuses: string[] = [];
    for (let t = 1; t <= 6; t++) {
      const r = play(data, s, {});
      s = r.state;
      statuses.push(...ofType(r.events, 'gwas.landing').map((e) => `${r.state.turn - 1}:${e.data.status}`));
    }
    expect(statuses).toEqual(['1:under way', '2:failed', '4:refused', '5:refused', '6:refused']);
    expect(s.fleets.convoy.operation?.failed).toBe(true);
    expect(s.landings ?? []).toEqual([]);
    expect(s.scored).not.toContain('landed');
    expect(codes(check(data, s, 'allied', o('allied', '  convoy: {}\n', s.turn)))).toEqual([]);
  });
  it('11.5 unloading in open sea is refused (GW2406)', () => {
    const { data, state } = withScenario(`
allied:
  - { id: convoy, mission: transport, at: { zone: AB40 }, ships: [xix-corps-transports-1] }
`);
    expect(codes(check(data, state, 'allied', o('allied', '  convoy:\n    plot:\n      1: Unload\n')))).toEqual(['GW2406']);
  });
  it('11.5 the goeben scenario\'s convoy condition is a landing at Marseille, scorable', () => {
    const { data } = withScenario('{}');
    const cond = data.scenarios['goeben-1914'].victory.conditions.find((c) => c.id === 'convoy-lands');
    expect(cond?.landing).toMatchObject({ port: 'marseille', all: true });
    expect(data.map.ports.marseille.zone).toBe('L24');
  });
});

describe('8.52 flooding', () => {
  const flooded = (weather: number, plot: string) => {
    const { data, state } = withScenario(`
weather: { default: ${weather} }
allied:
  - { id: cripple, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
`);
    const total = data.ships.gloucester.boxes.hull.length;
    state.ships.gloucester.damage.hull = Math.ceil(total * 0.75);
    return { data, state, total, plot };
  };
  it('8.52 a ship with 75 % of its hull marked rolls; moving two zones adds 1, weather adds 1/2/3', () => {
    for (const weather of [1, 4, 5, 6]) {
      for (const seed of ['a', 'b', 'c']) {
        const { data, state } = flooded(weather, '');
        const { events, state: after } = play(data, state, { allied: o('allied', '  cripple:\n    plot:\n      1: AB41/AA41\n') }, `${weather}-${seed}`);
        // 4.1: the weather in force this turn is the one rolled before the orders (the state's, not the next turn's).
        const level = state.weather[data.map.zones[after.fleets.cripple.zone].weatherZone];
        const [roll] = rollsOf(events, 'flooding');
        expect(roll.audience).toEqual({ to: 'sides', sides: ['allied'] });
        const names = roll.data.modifiers.map((m: { name: string; value: number }) => `${m.name}:${m.value}`);
        const moved = after.fleets.cripple.log.at(-1)!.path.length;
        expect(names.includes('moved two zones:1')).toBe(moved === 2);
        const w = ({ 4: 1, 5: 2, 6: 3 } as Record<number, number>)[level] ?? 0;
        expect(roll.data.modifiers.filter((m: { rule: string }) => m.rule === '11.73').map((m: { value: number }) => m.value)).toEqual(w ? [w] : []);
        const [flood] = ofType(events, 'gwas.flooding');
        expect(flood.data.flooded).toBe(roll.data.total >= 6);
        expect(after.ships.gloucester.damage.hull).toBe(state.ships.gloucester.damage.hull + (flood.data.flooded ? 1 : 0));
      }
    }
  });
  it('8.52, 9.4 a group counter floods by its damaged ship\'s own hull: three Beagles with two sunk (4 of 6) and the last untouched do not roll', () => {
    const { data, state } = withScenario(`
allied:
  - { id: flotilla, mission: intercept, at: { zone: AB40 }, ships: [beagle-class-dd] }
`);
    state.ships['beagle-class-dd'].damage.hull = 4; // 67 % of the counter, 0 % of the ship afloat
    expect(rollsOf(play(data, state, {}).events, 'flooding')).toHaveLength(0);
    state.ships['beagle-class-dd'].damage.hull = 5; // the last ship has 1 of its 2 boxes: 50 %, still below 75 %
    expect(rollsOf(play(data, state, {}).events, 'flooding')).toHaveLength(0);
  });
  it('8.52 a ship the flooding sinks scores her points for the enemy (scenario victory), as a ship sunk in battle does; the enemy is not told at once (found playing Goeben by mail: Inflexible flooded and sank, and the Central Powers scored nothing)', () => {
    let sunkIn = 0;
    for (let i = 0; i < 60 && !sunkIn; i++) {
      const { data, state } = withScenario(`
weather: { default: 6 }
victory: { sunk: { CL: 3 }, merchant: 0.5, conditions: [], text: '' }
allied:
  - { id: cripple, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
central:
  - { id: raider, mission: intercept, at: { port: cattaro }, ships: [breslau] }
`);
      state.ships.gloucester.damage.hull = data.ships.gloucester.boxes.hull.length - 1;
      const r = play(data, state, {}, `flood-${i}`);
      const [flood] = ofType(r.events, 'gwas.flooding');
      if (!flood.data.sunk) { expect(r.state.vp).toEqual({ allied: 0, central: 0 }); continue; }
      sunkIn++;
      expect(r.state.vp).toEqual({ allied: 0, central: 3 });
      expect(r.events.filter((e) => e.type === 'gwas.victory-points')).toEqual([]);
    }
    expect(sunkIn).toBe(1);
  });
  it('8.52 a ship below 75 % does not roll', () => {
    const { data, state } = flooded(1, '');
    state.ships.gloucester.damage.hull = 0;
    expect(rollsOf(play(data, state, {}).events, 'flooding')).toHaveLength(0);
  });
});

describe('11.73 gale', () => {
  it('11.73 in a gale each destroyer counter at sea rolls one die and sinks on a 6; ships in port are safe', () => {
    let sank = false;
    for (let i = 0; i < 60 && !sank; i++) {
      const { data, state } = withScenario(`
weather: { default: 6 }
allied:
  - { id: flotilla, mission: intercept, at: { zone: AB40 }, ships: [beagle-class-dd, gloucester] }
  - { id: harbour, mission: intercept, at: { port: malta }, ships: [bisson-class-dd] }
`);
      const { events, state: after } = play(data, state, {}, `gale-${i}`);
      const rolls = rollsOf(events, 'weather-effects');
      if (state.weather[data.map.zones.AB40.weatherZone] !== 6) { expect(rolls).toHaveLength(0); continue; }
      expect(rolls).toHaveLength(1); // the destroyer at sea only: not the cruiser, not the ships in port
      expect(rolls[0].data.purpose).toMatch(/Beagle/i);
      expect(after.ships['beagle-class-dd'].sunk).toBe(rolls[0].data.total >= 6);
      if (rolls[0].data.total >= 6) {
        sank = true;
        expect(ofType(events, 'gwas.gale-loss')[0].data).toMatchObject({ ship: 'beagle-class-dd', fleet: 'flotilla' });
        expect(after.fleets.flotilla.gone).toBeNull(); // Gloucester still afloat
      }
    }
    expect(sank).toBe(true);
  });
});

describe('11.2 towing and emergency repair', () => {
  const scenario = `
allied:
  - { id: cripples, mission: intercept, at: { zone: AB40 }, ships: [courbet, gloucester] }
`;
  const disabled = () => {
    const w = withScenario(scenario);
    w.state.ships.gloucester.unableToManoeuvre = true;
    return w;
  };
  it('11.21 who may tow whom: a battleship tows a cruiser; a destroyer tows no cruiser; only disabled ships are towed', () => {
    const { data, state } = disabled();
    expect(codes(check(data, state, 'allied', o('allied', '  cripples:\n    tow: [{ ship: gloucester, towedBy: courbet }]\n')))).toEqual([]);
    const dd = withScenario(`
allied:
  - { id: cripples, mission: intercept, at: { zone: AB40 }, ships: [gloucester, beagle-class-dd] }
`);
    dd.state.ships.gloucester.unableToManoeuvre = true;
    expect(codes(check(dd.data, dd.state, 'allied', o('allied', '  cripples:\n    tow: [{ ship: gloucester, towedBy: beagle-class-dd }]\n')))).toEqual(['GW2404']);
    const fine = withScenario(scenario);
    expect(codes(check(fine.data, fine.state, 'allied', o('allied', '  cripples:\n    tow: [{ ship: gloucester, towedBy: courbet }]\n')))).toEqual(['GW2402']);
    expect(codes(check(data, state, 'allied', o('allied', '  cripples:\n    tow: [{ ship: gloucester, towedBy: jean-bart }]\n')))).toEqual(['GW2403']);
  });
  it('11.22 a tow and its tower move one zone per three turns', () => {
    const { data, state } = disabled();
    let s = play(data, state, { allied: o('allied', '  cripples:\n    tow: [{ ship: gloucester, towedBy: courbet }]\n    plot:\n      1: AB41\n      2: AA41\n      3: Z41\n') }).state;
    expect(s.ships.gloucester.towedBy).toBe('courbet');
    const zones = [s.fleets.cripples.zone];
    for (let t = 2; t <= 6; t++) {
      s = play(data, s, {}).state;
      zones.push(s.fleets.cripples.zone);
    }
    expect(zones).toEqual(['AB40', 'AB40', 'AB41', 'AB41', 'AB41', 'AA41']);
  });
  it('11.22 without a tow a fleet with a disabled ship does not move at all', () => {
    const { data, state } = disabled();
    const s = play(data, state, { allied: o('allied', '  cripples:\n    plot:\n      1: AB41\n') }).state;
    expect(s.fleets.cripples.zone).toBe('AB40');
  });
  it('11.27 emergency repair on Abort, once a turn without combat: 1 restores speed 1s; 5–6 bars further attempts', () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const { data, state } = withScenario(`
allied:
  - { id: limping, mission: abort, at: { zone: AB40 }, ships: [gloucester] }
`);
      state.ships.gloucester.unableToManoeuvre = true;
      state.ships.gloucester.speedLoss = 3;
      const { events, state: after } = play(data, state, {}, `repair-${i}`);
      const [roll] = rollsOf(events, 'emergency-repair');
      expect(roll.audience).toEqual({ to: 'sides', sides: ['allied'] });
      const g = after.ships.gloucester;
      if (roll.data.total === 1) {
        expect(g.unableToManoeuvre).toBe(false);
        expect(data.ships.gloucester.speed).toBe('2');
        expect(g.speedLoss).toBe(2); // 2 → 1s
        outcomes.add('repaired');
      } else if (roll.data.total >= 5) {
        expect(g.repairBarred).toBe(true);
        expect(rollsOf(play(data, after, {}, 'again').events, 'emergency-repair')).toHaveLength(0);
        outcomes.add('barred');
      } else {
        expect(g.unableToManoeuvre).toBe(true);
        expect(g.repairBarred).toBeFalsy();
      }
    }
    expect([...outcomes].sort()).toEqual(['barred', 'repaired']);
  });
  it('11.27 a fleet not on Abort does not attempt repair', () => {
    const { data, state } = disabled();
    expect(rollsOf(play(data, state, {}).events, 'emergency-repair')).toHaveLength(0);
  });
});

describe('7.38 extended battles: zones lost on the next turn', () => {
  it('7.38 a fleet with lostZones sails one zone fewer; the rest of the route is kept as backlog', () => {
    const { data, state } = withScenario(`
allied:
  - { id: hunters, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
`);
    state.fleets.hunters.lostZones = { turn: 1, zones: 1 };
    const s = play(data, state, { allied: o('allied', '  hunters:\n    plot:\n      1: AB41/AA41\n') }).state;
    expect(s.fleets.hunters.zone).toBe('AB41');
    expect(s.fleets.hunters.backlog).toEqual(['AA41']);
  });
});

describe('5.24 pursuit', () => {
  /** Plays turn 1 with seeds until the two fleets meet in AB40; returns the state after it. */
  function afterContact(central: string): { data: GwasData; state: GwasState } {
    for (let i = 0; i < 80; i++) {
      const { data, state } = withScenario(`
allied:
  - { id: chasers, mission: intercept, at: { zone: AB40 }, ships: [beagle-class-dd] }
central:
  - { id: quarry, mission: intercept, at: { zone: AB40 }, ships: [${central}] }
`);
      const r = play(data, state, {}, `meet-${i}`);
      // The chasers must keep their speed (8.51): the test is about the pursuit die, not the battle.
      if (r.state.contacts.length && !r.state.fleets.chasers.gone && !r.state.fleets.quarry.gone && r.state.ships['beagle-class-dd'].speedLoss === 0) return { data, state: r.state };
    }
    throw new Error('no contact found');
  }
  it('5.24 one die: +2 by day, +1 when every pursuer is faster than the slowest pursued ship; 6+ follows and meets again', () => {
    const results = new Set<string>();
    for (const seed of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']) {
      const { data, state } = afterContact('goeben');
      const { events, state: after } = play(data, state, {
        allied: o('allied', '  chasers:\n    plot:\n      2: Pursuit\n', 2),
        central: o('central', '  quarry:\n    plot:\n      2: AB41\n', 2),
      }, seed);
      const [roll] = rollsOf(events, 'pursuit');
      expect(roll.audience).toEqual({ to: 'sides', sides: ['allied'] });
      expect(roll.data.modifiers.map((m: { name: string; value: number }) => m.value)).toEqual([2, 1]); // day; 2+ against Goeben's 2
      const [told] = ofType(events, 'gwas.pursuit');
      const success = roll.data.total >= 6;
      expect(told.data.result).toBe(success ? 'caught up' : 'lost contact');
      // The pursuer's events never name the enemy fleet.
      expect(JSON.stringify(events.filter((e) => canSee(e, 'allied')))).not.toContain('quarry');
      if (success) {
        results.add('caught');
        expect(after.fleets.chasers.zone).toBe(after.fleets.quarry.zone);
        expect(after.contacts.some((c) => c.fleets.allied.includes('chasers') && c.fleets.central.includes('quarry'))).toBe(true);
      } else {
        results.add('lost');
        expect(after.fleets.chasers.zone).toBe('AB40');
      }
    }
    expect(results.size).toBeGreaterThan(0);
  });
  it('5.24 no speed bonus when a pursued ship is as fast as the pursuers; Pursuit without a battle is refused (GW2062)', () => {
    const { data, state } = afterContact('csepel');
    const { events } = play(data, state, { allied: o('allied', '  chasers:\n    plot:\n      2: Pursuit\n', 2) }, 'x');
    expect(rollsOf(events, 'pursuit')[0].data.modifiers.map((m: { value: number }) => m.value)).toEqual([2]);
    const fresh = withScenario(`
allied:
  - { id: chasers, mission: intercept, at: { zone: AB40 }, ships: [beagle-class-dd] }
`);
    expect(codes(check(fresh.data, fresh.state, 'allied', o('allied', '  chasers:\n    plot:\n      1: Pursuit\n')))).toEqual(['GW2062']);
  });
});
