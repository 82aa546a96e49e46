/**
 * Load a game's data from games/<id>/: game.yaml, ships/*.yaml, tables/*.yaml, scenarios/*.yaml
 * (YAML, each validated against src/games/gwas/schemas/) and map.json (generated, JSON.parse only).
 * Checks cross-references, resolves scenario positions to map zones, and fingerprints the data.
 * Errors name the file and line; see validate.ts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkScenario, checkShip, checkTables } from '../games/gwas/data/check.js';
import { Problems, type SourceFile } from './problems.js';
import { nearestZone } from './geo.js';
import type { GameMap } from '../games/gwas/data/map-types.js';
import type {
  DamageTable, GameInfo, MerchantLocationTable, MinefieldStrikeTable, Scenario, ScenarioFleet, SearchTable,
  ShipClassData, ShipDataFile, WeatherTable,
} from '../games/gwas/data/types.js';
import { DataError, loadYaml, type SchemaName } from './validate.js';

/** The repository root (two levels above src/data). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_GAMES_ROOT = join(REPO_ROOT, 'games');
/** The GWAS data schemas (seam §8: they live with the game's code, src/games/gwas/schemas/). */
const SCHEMA_DIR = join(REPO_ROOT, 'src', 'games', 'gwas', 'schemas');

/** A position further than this from every zone centre is a typo (or a point deep inland). */
const MAX_POSITION_OFFSET_NM = 60;

export interface GameTables {
  readonly gunnery: DamageTable;
  readonly torpedo: DamageTable;
  readonly critical: DamageTable;
  readonly minefield: DamageTable;
  readonly minefieldStrike: MinefieldStrikeTable;
  readonly search: SearchTable;
  readonly merchant: MerchantLocationTable;
  readonly weather: WeatherTable;
}

export interface GameData {
  readonly id: string;
  readonly info: GameInfo;
  /** SHA-256 (hex) over the sorted (relative path, bytes) of every data file of the game. */
  readonly version: string;
  readonly map: GameMap;
  /** False when games/<id>/map.json does not exist yet: `map` is then empty and positions stay unresolved. */
  readonly hasMap: boolean;
  readonly ships: Record<string, ShipClassData>;
  readonly tables: GameTables;
  readonly scenarios: Record<string, Scenario>;
  /** Absolute path of games/<id>. */
  readonly dir: string;
}

/** Table files and the key and schema each one loads into. */
const TABLE_FILES: Record<string, { key: keyof GameTables; schema: SchemaName }> = {
  'gunnery-damage.yaml': { key: 'gunnery', schema: 'damage-table' },
  'torpedo-damage.yaml': { key: 'torpedo', schema: 'damage-table' },
  'critical-damage.yaml': { key: 'critical', schema: 'damage-table' },
  'minefield-damage.yaml': { key: 'minefield', schema: 'damage-table' },
  'minefield-strike.yaml': { key: 'minefieldStrike', schema: 'minefield-strike' },
  'search.yaml': { key: 'search', schema: 'search-table' },
  'merchant-location.yaml': { key: 'merchant', schema: 'merchant-table' },
  'weather.yaml': { key: 'weather', schema: 'weather-table' },
};

const cache = new Map<string, GameData>();

/** Forget cached games (tests, or a moderator reloading edited data). */
export function clearGameCache(): void {
  cache.clear();
}

/** Ids of the games under `root` (directories holding a game.yaml), sorted. */
export function listGames(root: string = DEFAULT_GAMES_ROOT): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((d) => existsSync(join(root, d, 'game.yaml')))
    .sort();
}

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.yaml') || f.endsWith('.yml')).sort();
}

function emptyMap(id: string): GameMap {
  return {
    id, name: '(no map yet)', source: '', hexSizeNm: 32, grid: undefined as unknown as GameMap['grid'],
    cells: {}, zones: {}, ports: {}, weatherZones: {}, routes: [], canals: [], straits: [],
  };
}

/** Load, validate and cross-check one game. Cached per (root, id). */
export function loadGame(gameId: string, root: string = DEFAULT_GAMES_ROOT): GameData {
  const absRoot = resolve(root);
  const key = `${absRoot}\u0000${gameId}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const data = readGame(gameId, absRoot);
  cache.set(key, data);
  return data;
}

function readGame(gameId: string, root: string): GameData {
  const dir = join(root, gameId);
  if (!existsSync(join(dir, 'game.yaml'))) throw new DataError(`${gameId}: no game.yaml in ${dir}`);
  const relBase = resolve(root, '..');
  const hashed: { rel: string; bytes: Buffer }[] = [];
  const sources: Record<string, SourceFile> = {};
  const read = <T>(file: string, schema: SchemaName): { data: T; src: SourceFile } => {
    const bytes = readFileSync(file);
    const rel = relative(relBase, file).split('\\').join('/');
    hashed.push({ rel: relative(dir, file).split('\\').join('/'), bytes });
    const text = bytes.toString('utf8');
    return { data: loadYaml<T>(file, rel, SCHEMA_DIR, schema, text), src: { rel, text } };
  };

  const game = read<GameInfo>(join(dir, 'game.yaml'), 'game');
  const info = game.data;
  const problems = new Problems();
  if (info.id !== gameId) problems.add(game.src, ['id'], `game id "${info.id}" differs from its directory "${gameId}"`);

  // Ships: one file per nation; ids unique across all files.
  const ships: Record<string, ShipClassData> = {};
  const shipFile: Record<string, string> = {};
  for (const name of yamlFiles(join(dir, 'ships'))) {
    const { data, src } = read<ShipDataFile>(join(dir, 'ships', name), 'ships');
    const nation = basename(name).replace(/\.ya?ml$/, '');
    if (data.nation !== nation) problems.add(src, ['nation'], `nation "${data.nation}" differs from the file name "${nation}"`);
    data.ships.forEach((s, i) => {
      if (ships[s.id]) problems.add(src, ['ships', i, 'id'], `ship id "${s.id}" already defined in ${shipFile[s.id]}`);
      ships[s.id] = s;
      shipFile[s.id] = src.rel;
      checkShip(problems, src, i, s, data.nation);
    });
  }

  // Tables: fixed file names.
  const tables: Partial<Record<keyof GameTables, unknown>> = {};
  const tableSrc: Record<string, SourceFile> = {};
  for (const name of yamlFiles(join(dir, 'tables'))) {
    const spec = TABLE_FILES[name];
    if (!spec) throw new DataError(`${gameId}/tables/${name}:1: unknown table file (expected one of ${Object.keys(TABLE_FILES).join(', ')})`);
    const { data, src } = read<unknown>(join(dir, 'tables', name), spec.schema);
    tables[spec.key] = data;
    tableSrc[spec.key] = src;
  }
  for (const [name, spec] of Object.entries(TABLE_FILES)) {
    if (!tables[spec.key]) throw new DataError(`${gameId}/tables/${name}: missing table file`);
  }
  const t = tables as GameTables;
  checkTables(problems, tableSrc, {
    damage: { gunnery: t.gunnery, torpedo: t.torpedo, critical: t.critical, minefield: t.minefield },
    search: t.search, merchant: t.merchant, weather: t.weather,
  });

  // Map (generated; not YAML).
  const mapFile = join(dir, 'map.json');
  const hasMap = existsSync(mapFile) && statSync(mapFile).isFile();
  let map = emptyMap(gameId);
  if (hasMap) {
    const bytes = readFileSync(mapFile);
    hashed.push({ rel: 'map.json', bytes });
    try {
      map = JSON.parse(bytes.toString('utf8')) as GameMap;
    } catch (e) {
      throw new DataError(`${gameId}/map.json: ${(e as Error).message}`);
    }
  }

  // Scenarios.
  const scenarios: Record<string, Scenario> = {};
  for (const name of yamlFiles(join(dir, 'scenarios'))) {
    const { data, src } = read<Scenario>(join(dir, 'scenarios', name), 'scenario');
    if (scenarios[data.id]) problems.add(src, ['id'], `scenario id "${data.id}" used twice`);
    checkScenario(problems, src, data, { gameId, info, ships, map: hasMap ? map : null, weatherLevels: t.weather.levels.length });
    scenarios[data.id] = hasMap ? resolveScenario(data, map, problems, src) : data;
  }

  if (problems.list.length) throw new DataError(problems.list.join('\n'));

  hashed.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  const h = createHash('sha256');
  for (const f of hashed) {
    h.update(f.rel);
    h.update('\u0000');
    h.update(String(f.bytes.length));
    h.update('\u0000');
    h.update(f.bytes);
  }
  return { id: gameId, info, version: h.digest('hex'), map, hasMap, ships, tables: t, scenarios, dir };
}

function resolvePosition(map: GameMap, pos: readonly [number, number], problems: Problems, src: SourceFile, path: (string | number)[]): string | undefined {
  const near = nearestZone(map, pos);
  if (!near) return undefined;
  if (near.distanceNm > MAX_POSITION_OFFSET_NM) {
    problems.add(src, path, `position [${pos.join(', ')}] is ${Math.round(near.distanceNm)} nm from the nearest zone centre (${near.zone})`);
  }
  return near.zone;
}

/** Fill in startZone for every fleet and zone for every traffic override. */
function resolveScenario(sc: Scenario, map: GameMap, problems: Problems, src: SourceFile): Scenario {
  const sides: Record<string, Scenario['sides'][string]> = {};
  for (const [sideId, side] of Object.entries(sc.sides)) {
    const fleets = side.fleets.map((fl, i): ScenarioFleet => {
      let startZone: string | undefined;
      if ('port' in fl.at) startZone = map.ports[fl.at.port]?.zone;
      else if ('zone' in fl.at) startZone = fl.at.zone;
      else startZone = resolvePosition(map, fl.at.position, problems, src, ['sides', sideId, 'fleets', i, 'at', 'position']);
      return startZone ? { ...fl, startZone } : fl;
    });
    sides[sideId] = { ...side, fleets };
  }
  const traffic = sc.traffic?.map((tr, i) => {
    const zone = 'zone' in tr.at ? tr.at.zone : resolvePosition(map, tr.at.position, problems, src, ['traffic', i, 'at', 'position']);
    return zone ? { ...tr, zone } : tr;
  });
  return { ...sc, sides, ...(traffic ? { traffic } : {}) };
}
