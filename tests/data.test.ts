import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureGate } from './support/fixture.js';
import { clearGameCache, DEFAULT_GAMES_ROOT, listGames, loadGameData } from '../src/data/load.js';
import { GWAS_DATA, type GameData } from '../src/games/gwas/data/build.js';
import type { DamageResult, DamageTable } from '../src/games/gwas/data/types.js';

const GAME = 'gwas-mediterranean';
/** The GWAS data through the shared loader and the game's manifest (seam §1 DataManifest). */
const loadGame = (id: string, root?: string): GameData => loadGameData(GWAS_DATA, id, root);
const game = loadGame(GAME);
const ship = (id: string) => {
  const s = game.ships[id];
  if (!s) throw new Error(`no ship ${id}`);
  return s;
};

describe('loading', () => {
  it('lists the game and validates every file', () => {
    expect(listGames()).toContain(GAME);
    expect(game.info.id).toBe(GAME);
    expect(Object.keys(game.scenarios).sort()).toEqual(['goeben-1914', 'otranto-1917']);
    expect(game.version).toMatch(/^[0-9a-f]{64}$/);
  });

  it('caches per (root, id)', () => {
    expect(loadGame(GAME)).toBe(game);
  });

  it('game.yaml: day/dusk/night by start hour, winter months (11.4)', () => {
    expect(game.info.turnKinds).toEqual({ '2': 'night', '6': 'day', '10': 'day', '14': 'day', '18': 'dusk', '22': 'night' });
    expect([...game.info.winterMonths].sort((a, b) => a - b)).toEqual([1, 2, 11, 12]);
    expect(Object.keys(game.info.sides).sort()).toEqual(['allied', 'central']);
  });
});

describe('broken copies fail with file and line', () => {
  const roots: string[] = [];
  const copy = (edit: (dir: string) => void): string => {
    const root = mkdtempSync(join(tmpdir(), 'admiralty-data-'));
    roots.push(root);
    cpSync(join(DEFAULT_GAMES_ROOT, GAME), join(root, GAME), { recursive: true });
    edit(join(root, GAME));
    return root;
  };
  const replaceIn = (file: string, from: string, to: string) => {
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(from);
    writeFileSync(file, text.replace(from, to));
  };
  const lineOf = (file: string, needle: string) => readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes(needle)) + 1;
  afterAll(() => {
    for (const r of roots) rmSync(r, { recursive: true, force: true });
    clearGameCache();
  });

  it('a typo key in a ship', () => {
    let file = '';
    const root = copy((dir) => {
      file = join(dir, 'ships', 'italy.yaml');
      replaceIn(file, '    fuel: 13\n', '    feul: 13\n');
    });
    const line = lineOf(file, 'feul:');
    expect(() => loadGame(GAME, root)).toThrow(new RegExp(`ships/italy\\.yaml:${line}: .*additional properties.*"feul"`));
  });

  it('a bad box letter', () => {
    let file = '';
    const root = copy((dir) => {
      file = join(dir, 'ships', 'austria-hungary.yaml');
      replaceIn(file, 'hull: "HHHHHHHHHHH"', 'hull: "HHHHHXHHHHH"');
    });
    const line = lineOf(file, 'HHHHHXHHHHH');
    expect(() => loadGame(GAME, root)).toThrow(new RegExp(`ships/austria-hungary\\.yaml:${line}: /ships/0/boxes/hull must match pattern.*schema #/definitions/track/pattern`));
  });

  it('a typo key in a scenario and an unknown ship', () => {
    let file = '';
    const root = copy((dir) => {
      file = join(dir, 'scenarios', 'otranto-1917.yaml');
      replaceIn(file, 'ships: [novara, saida, helgoland]', 'ships: [novara, saida, helgolande]');
    });
    const line = lineOf(file, 'helgolande');
    expect(() => loadGame(GAME, root)).toThrow(new RegExp(`scenarios/otranto-1917\\.yaml:${line}: unknown ship "helgolande"`));
  });

  it('a ship used twice in a scenario', () => {
    const root = copy((dir) => {
      replaceIn(join(dir, 'scenarios', 'otranto-1917.yaml'), 'ships: [dartmouth, bristol]', 'ships: [dartmouth, bristol, novara]');
    });
    expect(() => loadGame(GAME, root)).toThrow(/otranto-1917\.yaml:\d+: .*"novara" already used|otranto-1917\.yaml:\d+: ship "novara" is austria-hungary/);
  });

  it('a damage table row out of the appendix range', () => {
    const root = copy((dir) => {
      replaceIn(join(dir, 'tables', 'gunnery-damage.yaml'), '{ roll: 12, result: { critical: true } }', '{ roll: 11, result: { critical: true } }');
    });
    expect(() => loadGame(GAME, root)).toThrow(/tables\/gunnery-damage\.yaml:\d+: gunnery-damage: roll 11 appears in 2 rows/);
  });
});

describe('rulebook anchors', () => {
  it('7.5 Viribus Unitis has 8 primary (18.4: Tegetthoff class 8-3-1)', () => {
    for (const id of ['viribus-unitis', 'tegetthoff', 'szent-istvan']) expect(ship(id).gunnery).toEqual({ primary: 8, secondary: 3, tertiary: 1 });
  });
  it('7.5 Courbet has 8 primary', () => {
    expect(ship('courbet').gunnery.primary).toBe(8);
  });
  it('6.2 Goeben speed 2, France speed 1, Glasgow speed 2 (Schwarzenberg is not in our roster)', () => {
    expect(ship('goeben').speed).toBe('2');
    expect(ship('france').speed).toBe('1');
    expect(ship('glasgow').speed).toBe('2');
  });
  it('7.82 Bespokoiny torpedo 3', () => {
    expect(ship('bespokoiny').torpedo?.value).toBe(3);
  });
  it('8.2 Hamidieh has secondary guns', () => {
    expect(ship('hamidieh').gunnery.secondary).toBeGreaterThan(0);
  });
  it('8.2 Tri Svitatelia hull heavy armour', () => {
    expect(ship('tri-svitatelia').boxes.hull).toMatch(/^H+$/);
  });
  it('18.4 Szent Istvan sinks from 11 hull boxes', () => {
    expect(ship('szent-istvan').boxes.hull.length).toBeLessThanOrEqual(11);
  });
  it('9.4 a Beagle-class group counter has tertiary 3 and torpedo 3', () => {
    const b = ship('beagle-class-dd');
    expect(b.group).toBe(3);
    expect(b.gunnery.tertiary).toBe(3);
    expect(b.torpedo?.value).toBe(3);
  });
  it('7.7 only 16-in ships reach 11 primary (non-French)', () => {
    for (const s of Object.values(game.ships)) if (s.nation !== 'france') expect(s.gunnery.primary, s.id).toBeLessThan(11);
  });
});

describe('ship data', () => {
  it('every ship has a derivation, gun boxes equal gun values, and ids are kebab-case', () => {
    for (const s of Object.values(game.ships)) {
      expect(s.derivation.length, s.id).toBeGreaterThan(40);
      expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.boxes.primary.length).toBe(s.gunnery.primary);
      expect(s.boxes.secondary.length).toBe(s.gunnery.secondary);
      expect(s.boxes.tertiary.length).toBe(s.gunnery.tertiary);
    }
  });
  it('every nation has a file and the ships the scenarios need', () => {
    const nations = new Set(Object.values(game.ships).map((s) => s.nation));
    for (const n of ['austria-hungary', 'italy', 'france', 'britain', 'germany', 'ottoman', 'russia']) expect(nations.has(n), n).toBe(true);
  });
  it('destroyer classes are group counters of 3, merchants and drifters of 4', () => {
    expect(ship('tatra-class-dd').group).toBe(3);
    expect(ship('otranto-drifters').group).toBe(4);
    expect(ship('xix-corps-transports-1').group).toBe(4);
  });
});

// Expected rows written from the rulebook APPENDIX, independently of the YAML.
type Row = [number | [number, number], DamageResult];
const GUNNERY: Row[] = [
  [2, { critical: true }], [3, { torpedo: 1 }], [4, { secondary: 1 }], [5, { hull: 1 }], [6, { secondary: 1 }],
  [7, { primary: 1 }], [8, { tertiary: 1 }], [9, { primary: 1 }], [10, { hull: 1, plunging: true }],
  [11, { hull: 2, speed: -1 }], [12, { critical: true }],
];
const TORPEDO: Row[] = [
  [2, { critical: true }], [3, { hull: 2 }], [4, {}], [[5, 6], { hull: 1 }], [7, { hull: 2 }], [8, { hull: 1 }],
  [9, { primary: 1 }], [10, { hull: 2, speed: -1 }], [11, { hull: 3, unableToManoeuvre: true }], [12, { critical: true }],
];
const CRITICAL: Row[] = [
  [2, { hull: 6, primary: 3, speed: -1, britishBattlecruiserMagazine: true }], [3, { primary: 3 }], [4, { leaderKilled: true }],
  [5, { primary: 2 }], [6, { hull: 2 }], [7, { secondary: 2 }], [8, { hull: 2, secondaryPenetratesHeavy: true }],
  [9, { primary: 1 }], [10, { hull: 1, speed: -1 }], [11, { hull: 3 }], [12, { hull: 5, primary: 5, unableToManoeuvre: true }],
];
const MINEFIELD: Row[] = [
  [[1, 2], { hull: 1 }], [3, { hull: 2 }], [4, { hull: 3, speed: -1 }], [5, { hull: 5, unableToManoeuvre: true }], [6, { sunk: true }],
];
const strip = (r: DamageResult) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'note'));
const rowsOf = (t: DamageTable): Row[] => t.rows.map((r) => [typeof r.roll === 'number' ? r.roll : [r.roll[0], r.roll[1]], strip(r.result)]);

describe('APPENDIX damage tables, row by row', () => {
  it('Gunnery Damage Table', () => {
    expect(game.tables.gunnery.dice).toBe(2);
    expect(rowsOf(game.tables.gunnery)).toEqual(GUNNERY);
  });
  it('Torpedo Damage Table', () => {
    expect(rowsOf(game.tables.torpedo)).toEqual(TORPEDO);
  });
  it('Critical Damage Table', () => {
    expect(rowsOf(game.tables.critical)).toEqual(CRITICAL);
  });
  it('Minefield Damage Table (one die)', () => {
    expect(game.tables.minefield.dice).toBe(1);
    expect(rowsOf(game.tables.minefield)).toEqual(MINEFIELD);
  });
  it('Minefield Table: two dice, 11+, +1 per extra minefield (max +5), +2 at speed 2+', () => {
    expect(game.tables.minefieldStrike).toMatchObject({ dice: 2, strikeOn: 11, modifiers: { perAdditionalMinefield: 1, maxAdditionalMinefieldModifier: 5, speed2OrHigher: 2 } });
  });
});

describe('our own tables', () => {
  it('5.43 weather and 5.44 declared contact modifiers', () => {
    const s = game.tables.search;
    expect(s.weatherModifiers).toMatchObject({ Gale: -2, Storm: -1, Clear: 1 });
    expect(s.declaredModifiers).toEqual({ leader: 1, fleetOf20OrMore: 1, onlyDestroyersOrTorpedoBoats: -1, intercept: 2, raidPlus: 1, raidMinus: -1, airship: 2 });
    expect(s.contactOn.night).toBeGreaterThan(s.contactOn.day);
  });
  it('11.74 Mediterranean weather', () => {
    const w = game.tables.weather;
    expect(w.levels.map((l) => l.name)).toEqual(['Clear', 'Mist', 'Fog', 'Squall', 'Storm', 'Gale']);
    expect(w.fallOn).toEqual([1, 2, 3]);
    expect(w.confirmOn).toEqual([6]);
    expect(w.riseOnConfirm).toEqual([4, 5, 6]);
  });
  it('10.2 MLT: columns for ratings 1-4 x Search 1/2, rolls 1-7, monotone', () => {
    const cols = game.tables.merchant.columns;
    for (const r of ['1', '2', '3', '4']) for (const s of ['1', '2']) {
      const rows = cols[`${r}/${s}`];
      expect(rows.map((x) => x.roll)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      for (let i = 1; i < rows.length; i++) expect(rows[i].result).toBeGreaterThanOrEqual(rows[i - 1].result);
    }
  });
});

describe('scenarios', () => {
  it('every scenario ship exists and none is used twice', () => {
    for (const sc of Object.values(game.scenarios)) {
      const seen = new Set<string>();
      for (const side of Object.values(sc.sides)) for (const f of side.fleets) for (const id of f.ships) {
        expect(game.ships[id], `${sc.id}: ${id}`).toBeDefined();
        expect(seen.has(id), `${sc.id}: ${id} twice`).toBe(false);
        seen.add(id);
      }
    }
  });

  const mapPath = join(DEFAULT_GAMES_ROOT, GAME, 'map.json');
  if (fixtureGate(mapPath, 'the map (games/gwas-mediterranean/map.json, npm run map:mediterranean)')) it('scenario ports exist on the map and positions resolve to zones', () => {
    for (const sc of Object.values(game.scenarios)) {
      for (const side of Object.values(sc.sides)) {
        for (const p of side.homePorts) expect(game.map.ports[p], `${sc.id} home port ${p}`).toBeDefined();
        for (const f of side.fleets) {
          if ('port' in f.at) expect(game.map.ports[f.at.port], `${sc.id} ${f.id}`).toBeDefined();
          expect(f.startZone && game.map.zones[f.startZone], `${sc.id} ${f.id} start zone`).toBeTruthy();
        }
      }
      for (const t of sc.traffic ?? []) expect(t.zone && game.map.zones[t.zone]).toBeTruthy();
    }
  });

  it('Goeben 1914 and Otranto 1917 set up as history.md describes', () => {
    const g = game.scenarios['goeben-1914'];
    expect(g).toMatchObject({ date: '1914-08-04', startHour: 6, turns: 36 });
    expect(g.neutral).toEqual(expect.arrayContaining(['italy', 'greece', 'ottoman', 'spain', 'austria-hungary']));
    const convoy = g.sides.allied.fleets.find((f) => f.mission === 'transport');
    expect(convoy?.plan).toBeDefined();
    expect(g.sides.allied.fleets.find((f) => f.mission === 'escort')?.escorting).toBe(convoy?.id);
    const o = game.scenarios['otranto-1917'];
    expect(o).toMatchObject({ startHour: 18, raidFleets: 2, merchantName: 'drifters' });
    expect(o.sides.central.fleets.filter((f) => f.mission === 'raid')).toHaveLength(2);
    expect(o.traffic?.length).toBeGreaterThan(0);
  });
});
