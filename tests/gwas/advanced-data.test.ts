/**
 * The data of the advanced-rule options (12.0 fuel, 13.0 mines): every ship has a fuel kind with
 * its reason, and a scenario's fuel and mines blocks are checked against the ships and the map.
 */
import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers/gwas.js';
import { checkScenario } from '../../src/games/gwas/data/check.js';
import { Problems, type SourceFile } from '../../src/game-api/data.js';
import type { GameMap } from '../../src/games/gwas/data/map-types.js';
import type { Scenario } from '../../src/games/gwas/data/types.js';

const data = gameData();
const problemsOf = (sc: Scenario): string[] => {
  const p = new Problems();
  const file = { rel: 'scenario.yaml', lineOf: () => 1 } as unknown as SourceFile;
  checkScenario(p, file, sc, { gameId: data.id, info: data.info, ships: data.ships as never, map: data.map as unknown as GameMap, weatherLevels: 6 });
  return p.list;
};

describe('12.3 fuel kinds (tables/fuel-kinds.yaml)', () => {
  it('12.3 every ship of the data burns coal or oil, each with the reason written beside it', () => {
    const kinds = data.tables.fuelKinds.ships;
    expect(Object.keys(kinds).sort()).toEqual(Object.keys(data.ships).sort());
    for (const [id, k] of Object.entries(kinds)) expect(k.why.startsWith(`${k.burns}:`), id).toBe(true);
    expect(kinds['queen-elizabeth'].burns).toBe('oil');
    expect(kinds.goeben.burns).toBe('coal');
  });
});

describe('a scenario\'s fuel and mines blocks', () => {
  const goeben = data.scenarios['goeben-1914'];
  it('12.0 the historical scenarios check clean', () => {
    expect(problemsOf(goeben)).toEqual([]);
    expect(problemsOf(data.scenarios['otranto-1917'])).toEqual([]);
  });
  it('12.0 a start names a ship of the scenario and no more boxes than she has; 12.53 colliers are transport counters', () => {
    const bad = { ...goeben, fuel: { start: { novara: 3, goeben: 99 }, colliers: ['breslau'] } } as unknown as Scenario;
    expect(problemsOf(bad).map((p) => p.replace(/^scenario\.yaml:1: /, ''))).toEqual([
      'ship "novara" is not in this scenario', '99 fuel boxes is more than the ship\'s 15', 'ship "breslau" is not a transport counter (12.53, 12.63)',
    ]);
  });
  it('12.63 an oiler is a (high-speed) transport counter: a warship named as one is refused', () => {
    const bad = { ...goeben, fuel: { oilers: ['goeben'] } } as unknown as Scenario;
    expect(problemsOf(bad).map((p) => p.replace(/^scenario\.yaml:1: /, ''))).toEqual(['ship "goeben" is not a transport counter (12.53, 12.63)']);
  });
  it('13.1 a minefield laid before the start lies on a boundary between two adjacent zones', () => {
    const bad = { ...goeben, mines: { fields: [{ side: 'central', between: ['R41', 'N42'] }] } } as unknown as Scenario;
    expect(problemsOf(bad).map((p) => p.replace(/^scenario\.yaml:1: /, ''))).toEqual(['R41/N42 is not a boundary: the zones are not adjacent (13.1)']);
  });
});
