// Fog of war, first layer (src/games/gwas/views/redact.ts): what a side's copy of the state holds,
// part by part, on states set up to tell each rule apart. Killed mutants of the fog area
// (issue 18) that tests/views.test.ts, whose one played game has no option and no minefield,
// could not see.
import { describe, expect, it } from 'vitest';
import type { GwasData } from '../src/games/gwas/data.js';
import { setupState } from '../src/games/gwas/setup.js';
import type { ContactRecord, GwasState, Minefield } from '../src/games/gwas/state.js';
import { redactState, sideMinefields } from '../src/games/gwas/views/redact.js';
import { loadGame } from '../src/pipeline/games.js';

const data = loadGame('gwas-mediterranean') as unknown as GwasData;
/** goeben-1914 before turn 1: eight Allied fleets (western and central weather zones), Goeben's one (western, Y26). */
const fresh = (): GwasState => setupState(data, 'goeben-1914');

describe('redactState: the side\'s own records, nothing of the enemy\'s', () => {
  it('5.4 a contact is in the copy of each side that took part, with its own fleets only; one it took no part in is not', () => {
    const s = fresh();
    const both: ContactRecord = { id: 'C3-1', turn: 3, zone: 'W30', fleets: { allied: ['battlecruiser-squadron'], central: ['mittelmeerdivision'] }, automatic: true, chance: false };
    // A record with no Allied fleet in it (the umpire's record can hold one side only, e.g. a
    // contact whose other party is no fleet): the Allies were never told of it.
    const centralOnly: ContactRecord = { id: 'C3-2', turn: 3, zone: 'Y26', fleets: { allied: [], central: ['mittelmeerdivision'] }, automatic: false, chance: true };
    s.contacts = [both, centralOnly];
    expect(redactState(s, 'allied', data).contacts).toEqual([
      { id: 'C3-1', turn: 3, zone: 'W30', fleets: ['battlecruiser-squadron'], automatic: true, chance: false },
    ]);
    expect(redactState(s, 'central', data).contacts).toEqual([
      { id: 'C3-1', turn: 3, zone: 'W30', fleets: ['mittelmeerdivision'], automatic: true, chance: false },
      { id: 'C3-2', turn: 3, zone: 'Y26', fleets: ['mittelmeerdivision'], automatic: false, chance: true },
    ]);
  });

  it('4.0 weather is given for the weather zones where the side has a fleet in play: not one yet to arrive, not one gone', () => {
    const s = fresh();
    const goeben = s.fleets.mittelmeerdivision;
    goeben.zone = 'AC37'; // the central weather zone, where the Allies also are
    expect(Object.keys(redactState(s, 'central', data).weather)).toEqual(['central']);
    goeben.arrives = 2; // enters play on turn 2: on turn 1 the Central Powers have no fleet at sea
    expect(redactState(s, 'central', data).weather).toEqual({});
    goeben.arrives = 1;
    expect(Object.keys(redactState(s, 'central', data).weather)).toEqual(['central']);
    goeben.gone = 'sunk';
    expect(redactState(s, 'central', data).weather).toEqual({});
    // The levels are the umpire's, copied.
    goeben.gone = null;
    s.weather.central = 5;
    expect(redactState(s, 'central', data).weather).toEqual({ central: 5 });
  });

  it('the side\'s own points, merchant sinkings and victory conditions scored, not the enemy\'s', () => {
    const s = fresh();
    s.vp = { allied: 3, central: 7 };
    s.merchantsSunk = { allied: 1, central: 4 };
    // goeben-1914: 'goeben-escapes' is a Central Powers condition, 'convoy-lands' an Allied one.
    s.scored = ['goeben-escapes', 'convoy-lands'];
    const allied = redactState(s, 'allied', data);
    const central = redactState(s, 'central', data);
    expect([allied.vp, allied.merchantsSunk, allied.scored]).toEqual([3, 1, ['convoy-lands']]);
    expect([central.vp, central.merchantsSunk, central.scored]).toEqual([7, 4, ['goeben-escapes']]);
  });

  it('the turn, the last turn, whether the game is over, the game and scenario are the umpire\'s', () => {
    const s = fresh();
    s.turn = 9;
    s.over = true;
    const r = redactState(s, 'allied', data);
    expect({ game: r.game, scenario: r.scenario, side: r.side, turn: r.turn, lastTurn: r.lastTurn, over: r.over })
      .toEqual({ game: 'gwas-mediterranean', scenario: 'goeben-1914', side: 'allied', turn: 9, lastTurn: s.lastTurn, over: true });
  });

  it('lists the side\'s fleets and ships in id order, whatever order the umpire\'s record holds them in', () => {
    const s = fresh();
    // The same record with its fleets and ships inserted in reverse order.
    s.fleets = Object.fromEntries(Object.entries(s.fleets).reverse());
    s.ships = Object.fromEntries(Object.entries(s.ships).reverse());
    const r = redactState(s, 'allied', data);
    const sorted = (xs: string[]) => [...xs].sort((a, b) => (a < b ? -1 : 1));
    expect(Object.keys(r.fleets)).toEqual(sorted(Object.keys(r.fleets)));
    expect(Object.keys(r.fleets).length).toBe(8);
    expect(Object.keys(r.ships)).toEqual(sorted(Object.keys(r.ships)));
    expect(Object.keys(r.ships).length).toBeGreaterThan(8);
  });

  it('a default campaign\'s copy has no options, minefields, patrols, air or battle underway', () => {
    const r = redactState(fresh(), 'allied', data);
    for (const key of ['options', 'minefields', 'patrols', 'air', 'battleUnderway']) expect(r, key).not.toHaveProperty(key);
  });

  it('7.0 the tactical option is told to both sides (the form explains its orders); other options are not copied', () => {
    const s = { ...fresh(), options: { tactical: true as const } } as GwasState;
    expect(redactState(s, 'central', data).options).toEqual({ tactical: true });
    const other = { ...fresh(), options: { fuel: true } } as unknown as GwasState;
    expect(redactState(other, 'central', data)).not.toHaveProperty('options');
  });

  it('7.31 a battle waiting for its next impulse is told as underway, and nothing of the umpire\'s impulse record is copied', () => {
    const s = { ...fresh(), impulse: { secret: 'the umpire\'s impulse record' } } as unknown as GwasState;
    const r = redactState(s, 'allied', data);
    expect(r.battleUnderway).toBe(true);
    expect(JSON.stringify(r)).not.toContain('the umpire\'s impulse record');
  });

  it('15.1, 18.1 with submarines or MTBs the side has its own boats, and only where the enemy\'s were seen', () => {
    const s = fresh();
    s.patrols = [
      { id: 'B1', side: 'allied', kind: 'submarine', zone: 'W30', attack: 'any', fired: false, sunk: false, known: [] },
      { id: 'U21', side: 'central', kind: 'submarine', zone: 'Y26', attack: 'any', fired: true, sunk: false, known: ['allied'] },
      { id: 'U35', side: 'central', kind: 'submarine', zone: 'X27', attack: 'any', fired: false, sunk: false, known: [] },
    ] as unknown as GwasState['patrols'];
    const r = redactState(s, 'allied', data);
    expect(r.patrols!.own.map((b) => b.id)).toEqual(['B1']);
    expect(r.patrols!.enemy).toEqual([{ kind: 'submarine', zone: 'Y26' }]);
    expect(JSON.stringify(r)).not.toContain('U35');
    // A copy: the side's record cannot change the umpire's.
    (r.patrols!.own[0] as { zone: string }).zone = 'changed';
    expect(s.patrols![0].zone).toBe('W30');
  });

  it('14.0, 16.1, 17.0 with aircraft, leaders or airships (any one of them) the side has its own part of the air record', () => {
    const leadersOnly = { ...fresh(), leaders: {
      souchon: { name: 'Souchon', side: 'central', flagship: 'goeben', lost: null },
      milne: { name: 'Milne', side: 'allied', flagship: 'inflexible', lost: null },
    } } as unknown as GwasState;
    const r = redactState(leadersOnly, 'allied', data);
    expect(r.air?.leaders?.map((l) => l.name)).toEqual(['Milne']);
    const aircraftOnly = { ...fresh(), aircraft: {} } as unknown as GwasState;
    expect(redactState(aircraftOnly, 'allied', data).air).toEqual({ aircraft: [] });
    const airshipsOnly = { ...fresh(), airships: {} } as unknown as GwasState;
    expect(redactState(airshipsOnly, 'allied', data).air).toEqual({ airships: [] });
  });
});

describe('13.1, 13.2, 13.72 minefields: the side\'s own in full, of the enemy\'s only those it has found, counted by boundary', () => {
  const field = (id: string, side: 'allied' | 'central', between: [string, string], known: ('allied' | 'central')[]): Minefield =>
    ({ id, side, between, laid: 2, activeFrom: 4, known });
  const fields = [
    field('A1', 'allied', ['X27', 'W27'], []),
    field('A2', 'allied', ['W30', 'W31'], ['central']),
    field('C1', 'central', ['Y26', 'Y27'], ['allied']),
    field('C2', 'central', ['Y26', 'Y27'], ['allied']),
    field('C3', 'central', ['X26', 'X27'], ['allied']),
    field('C4', 'central', ['W28', 'W29'], []),
  ];

  it('13.1 the own fields with where, when laid, from when they act, and whether the enemy has found them (13.72)', () => {
    expect(sideMinefields(fields, 'allied').own).toEqual([
      { id: 'A1', between: ['X27', 'W27'], laid: 2, activeFrom: 4, revealed: false },
      { id: 'A2', between: ['W30', 'W31'], laid: 2, activeFrom: 4, revealed: true },
    ]);
  });

  it('13.2 of the enemy\'s, only the found ones, by boundary, each boundary once with its count, in boundary order', () => {
    expect(sideMinefields(fields, 'allied').enemy).toEqual([
      { between: ['X26', 'X27'], count: 1 },
      { between: ['Y26', 'Y27'], count: 2 },
    ]);
    // The Central Powers found one Allied field: never its id.
    expect(sideMinefields(fields, 'central').enemy).toEqual([{ between: ['W30', 'W31'], count: 1 }]);
    expect(JSON.stringify(sideMinefields(fields, 'central'))).not.toContain('A2');
  });

  it('13.1 the copy is the side\'s alone: changing it leaves the umpire\'s record', () => {
    const s = { ...fresh(), minefields: structuredClone(fields) } as GwasState;
    const r = redactState(s, 'allied', data);
    expect(r.minefields).toEqual(sideMinefields(fields, 'allied'));
    (r.minefields!.own[0].between as unknown as string[])[0] = 'changed';
    expect(s.minefields![0].between[0]).toBe('X27');
  });
});
