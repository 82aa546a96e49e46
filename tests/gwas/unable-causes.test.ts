/**
 * A ship unable to manoeuvre for more than one reason at once: combat damage (8.5, 8.51), an empty
 * bunker (12.2) and running aground (7.42). Each has its own remedy — emergency repair (11.27), fuel
 * (12.3, 12.5, 12.6), refloating (7.43) — and a remedy for one must not make her move while another
 * still holds her (src/games/gwas/unable.ts). Zones: N42 holds Cattaro.
 */
import { describe, expect, it } from 'vitest';
import { ofType, play, withScenario } from '../helpers/gwas.js';
import { scriptedContext, two } from './scripted-dice.js';
import { applyHit } from '../../src/games/gwas/combat/damage.js';
import { loseSpeed } from '../../src/games/gwas/combat/damage-boxes.js';
import { groupShipSank } from '../../src/games/gwas/combat/group.js';
import { speedRank } from '../../src/games/gwas/fleet.js';
import { emergencyRepairStep } from '../../src/games/gwas/steps/towing.js';
import { refloatStep } from '../../src/games/gwas/tactical/refloat.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState } from '../../src/games/gwas/state.js';

const FUEL = { fuel: true } as const;
const o = (side: string, fleets: string, turn: number) => `side: ${side}\nturn: ${turn}\nfleets:\n${fleets}`;

/** Novara alone, at sea in Cattaro's zone or in Cattaro, with the fuel option. */
function novara(at: 'sea' | 'port') {
  const where = at === 'port' ? '{ port: cattaro }' : '{ zone: N42 }';
  return withScenario(`central:\n  - { id: raider, mission: intercept, at: ${where}, ships: [novara] }\n`, FUEL);
}

/** Every speed level lost to damage (8.5): the real damage rule, as a hit would apply it. */
function cripple(data: GwasData, state: GwasState, ship: string): void {
  loseSpeed(data, state.ships[ship], speedRank(data.ships[ship].speed));
}

/** Her bunker empty but for `zones` zones' worth (12.1: twelve to a box). */
function bunker(data: GwasData, state: GwasState, ship: string, zones: number): void {
  state.ships[ship].fuel!.used = data.ships[ship].fuel * 12 - zones;
}

describe('12.2 with 8.5: fuel given back does not mend damage', () => {
  it('12.2, 12.3, 8.51 a ship crippled by damage whose fuel then runs out is still unable to manoeuvre once refuelled in port; a ship only dry moves again', () => {
    for (const crippled of [true, false]) {
      const { data, state } = novara('sea');
      if (crippled) cripple(data, state, 'novara');
      bunker(data, state, 'novara', 1);
      // Turn 1 at sea: she burns her last zone's worth staying in her zone (12.11).
      const dry = play(data, state, {});
      expect(ofType(dry.events, 'gwas.out-of-fuel').map((e) => e.data.ship)).toEqual(['novara']);
      expect(dry.state.ships.novara.unableToManoeuvre).toBe(true);
      expect(dry.state.ships.novara.disabledByDamage).toBe(crippled ? true : undefined);
      // Towed into Cattaro (11.2), she takes on fuel on turn 2 (12.3), as her log sheet says.
      dry.state.fleets.raider.port = 'cattaro';
      dry.state.fleets.raider.plan['2'] = 'Fuel';
      const fed = play(data, dry.state, {});
      expect(ofType(fed.events, 'gwas.refuelled')[0].data.ships).toEqual([{ ship: 'novara', boxes: 1, boxesLeft: 1 }]);
      expect(fed.state.ships.novara.fuel!.out).toBe(false);
      expect(fed.state.ships.novara.unableToManoeuvre).toBe(crippled);
      expect(fed.state.ships.novara.disabledByDamage).toBeUndefined();
    }
  });
  it('12.2 then 8.5: a torpedo hit\'s "unable to manoeuvre" on a ship already out of fuel is kept when she refuels; nothing new is told', () => {
    const { data, state } = novara('port');
    bunker(data, state, 'novara', 0);
    state.ships.novara.fuel!.out = true;
    state.ships.novara.unableToManoeuvre = true;
    const ctx = scriptedContext(data, state, [two(11)]); // torpedo 11: 3 hull, unable to manoeuvre
    const out = applyHit(ctx, state.ships.novara, { weapon: 'torpedo', identified: true });
    expect(out.becameUnableToManoeuvre).toBe(false);
    expect(state.ships.novara.disabledByDamage).toBe(true);
    const fed = play(data, state, { central: o('central', '  raider:\n    plot:\n      1: Fuel\n', 1) });
    expect(fed.state.ships.novara.fuel!.out).toBe(false);
    expect(fed.state.ships.novara.unableToManoeuvre).toBe(true);
  });
  it('8.5 a ship disabled by damage alone carries no mark beyond the flag: states without fuel are as before', () => {
    const { data, state } = novara('sea');
    cripple(data, state, 'novara');
    expect(state.ships.novara.unableToManoeuvre).toBe(true);
    expect('disabledByDamage' in state.ships.novara).toBe(false);
  });
});

describe('11.27 with 12.2: emergency repair mends damage, not an empty bunker', () => {
  const abortDry = (crippled: boolean) => {
    const { data, state } = novara('sea');
    state.fleets.raider.mission = 'abort';
    if (crippled) cripple(data, state, 'novara');
    bunker(data, state, 'novara', 0);
    state.ships.novara.fuel!.out = true;
    if (crippled) state.ships.novara.disabledByDamage = true;
    state.ships.novara.unableToManoeuvre = true;
    return { data, state };
  };
  it('11.27 a ship held by damage and an empty bunker may still roll emergency repair; repaired (a 1), her empty bunker still holds her', () => {
    const { data, state } = abortDry(true);
    const ctx = scriptedContext(data, state, [[1]]);
    emergencyRepairStep.run(ctx);
    expect(ofType(ctx.events, 'gwas.repair').map((e) => [e.data.ship, e.data.result])).toEqual([['novara', 'repaired']]);
    expect(state.ships.novara.unableToManoeuvre).toBe(true);
    expect(state.ships.novara.disabledByDamage).toBeUndefined();
    expect(speedRank(data.ships.novara.speed) - state.ships.novara.speedLoss).toBe(speedRank('1s'));
  });
  it('11.27 an empty bunker alone is not damage: no repair is rolled', () => {
    const { data, state } = abortDry(false);
    const ctx = scriptedContext(data, state, []);
    emergencyRepairStep.run(ctx);
    expect(ctx.rolls()).toEqual([]);
    expect(state.ships.novara.unableToManoeuvre).toBe(true);
  });
});

describe('7.43 with 8.51 and 12.2: refloating mends a grounding only', () => {
  /** Tri Svitatelia (9 hull, speed 1s) aground after a battle, four hull boxes already marked. */
  const aground = (wasUnable: boolean) => {
    const { data, state } = withScenario(`allied:\n  - { id: black-sea, mission: intercept, at: { zone: AB40 }, ships: [tri-svitatelia] }\n`, { tactical: true });
    const ship = state.ships['tri-svitatelia'];
    ship.damage.hull = 4;
    ship.aground = { wasUnable };
    ship.unableToManoeuvre = true;
    return { data, state, ship };
  };
  it('7.43, 8.51 the grounding\'s hull boxes that take a 1s ship past half her hull leave her unable to manoeuvre once refloated', () => {
    const { data, state, ship } = aground(false);
    const ctx = scriptedContext(data, state, [[1], [2]]); // refloated; 2 halved: one hull box, the fifth of nine
    refloatStep.run(ctx);
    expect(ofType(ctx.events, 'gwas.refloat')[0].data).toMatchObject({ refloated: true, hull: 1 });
    expect(ship.aground).toBeUndefined();
    expect(ship.speedLoss).toBe(1);
    expect(ship.unableToManoeuvre).toBe(true);
  });
  it('7.43 refloated with her hull under half, she manoeuvres again; damaged before the grounding, she does not', () => {
    for (const wasUnable of [false, true]) {
      const { data, state, ship } = aground(wasUnable);
      ship.damage.hull = 0;
      refloatStep.run(scriptedContext(data, state, [[1], [2]]));
      expect(ship.unableToManoeuvre).toBe(wasUnable);
    }
  });
  it('7.43, 12.2 a dry ship refloated is still held by her empty bunker; damage before the grounding is kept for when she refuels', () => {
    for (const wasUnable of [false, true]) {
      const { data, state } = withScenario(`central:\n  - { id: raider, mission: intercept, at: { zone: N42 }, ships: [novara] }\n`, { ...FUEL, tactical: true });
      const ship = state.ships.novara;
      bunker(data, state, 'novara', 0);
      ship.fuel!.out = true;
      ship.aground = { wasUnable };
      ship.unableToManoeuvre = true;
      refloatStep.run(scriptedContext(data, state, [[1], [1]]));
      expect(ship.unableToManoeuvre).toBe(true);
      expect(ship.disabledByDamage).toBe(wasUnable ? true : undefined);
    }
  });
});

describe('9.5 with 12.2: a group\'s sunk ship takes its damage with it, not the group\'s empty bunkers', () => {
  it('9.5, 12.2 the hit ship of a group sinks: the damage goes down with her; if the group is out of fuel it still cannot move', () => {
    for (const out of [false, true]) {
      const { data, state } = novara('sea');
      const ship = state.ships.novara;
      cripple(data, state, 'novara');
      if (out) { ship.fuel!.out = true; ship.disabledByDamage = true; }
      groupShipSank(ship);
      expect([ship.speedLoss, ship.unableToManoeuvre, ship.disabledByDamage]).toEqual([0, out, undefined]);
    }
  });
});
