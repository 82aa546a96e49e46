/**
 * Great War at Sea data from its loaded files (seam §1 DataManifest, §8: the GWAS half of the old
 * src/data/load.ts): the files the game reads and their schemas, then, pure, the cross-checks a
 * schema cannot make, scenario positions resolved to map zones, and the data the rules read.
 */
import { DataError, Problems, type DataManifest, type LoadedFile, type LoadedFiles, type SourceFile } from '../../../game-api/data.js';
import { checkScenario, checkShip, checkTables } from './check.js';
import { nearestZone } from '../../../board/geo.js';
import type { Board } from '../../../board/types.js';
import { boardFromMap } from './board.js';
import type { GameMap } from './map-types.js';
import type {
  DamageTable, FuelKindTable, GameInfo, MerchantLocationTable, MinefieldStrikeTable, Scenario, ScenarioFleet, SearchTable,
  ShipClassData, ShipDataFile, WeatherTable,
} from './types.js';

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
  /** 12.3: coal or oil, per ship (authored; tables/fuel-kinds.yaml). */
  readonly fuelKinds: FuelKindTable;
}

export interface GameData {
  readonly id: string;
  readonly info: GameInfo;
  /** SHA-256 (hex) over the sorted (relative path, bytes) of every data file of the game. */
  readonly version: string;
  readonly map: GameMap;
  /** The map as the shared board model (seam §5): what movement and contact walk. */
  readonly board: Board;
  /** False when games/<id>/map.json does not exist yet: `map` is then empty and positions stay unresolved. */
  readonly hasMap: boolean;
  readonly ships: Record<string, ShipClassData>;
  readonly tables: GameTables;
  readonly scenarios: Record<string, Scenario>;
  /** Absolute path of games/<id>. */
  readonly dir: string;
}

/** Table files and the key and schema each one loads into. */
const TABLE_FILES: Record<string, { key: keyof GameTables; schema: string }> = {
  'gunnery-damage.yaml': { key: 'gunnery', schema: 'damage-table' },
  'torpedo-damage.yaml': { key: 'torpedo', schema: 'damage-table' },
  'critical-damage.yaml': { key: 'critical', schema: 'damage-table' },
  'minefield-damage.yaml': { key: 'minefield', schema: 'damage-table' },
  'minefield-strike.yaml': { key: 'minefieldStrike', schema: 'minefield-strike' },
  'search.yaml': { key: 'search', schema: 'search-table' },
  'merchant-location.yaml': { key: 'merchant', schema: 'merchant-table' },
  'weather.yaml': { key: 'weather', schema: 'weather-table' },
  'fuel-kinds.yaml': { key: 'fuelKinds', schema: 'fuel-kinds' },
};

/** A table file's schema; a file the game does not know is refused where it is read. */
function tableSchema(path: string, gameId: string): string {
  const spec = TABLE_FILES[path.slice('tables/'.length)];
  if (!spec) throw new DataError(`${gameId}/${path}:1: unknown table file (expected one of ${Object.keys(TABLE_FILES).join(', ')})`);
  return spec.schema;
}

function emptyMap(id: string): GameMap {
  return {
    id, name: '(no map yet)', source: '', hexSizeNm: 32, grid: undefined as unknown as GameMap['grid'],
    cells: {}, zones: {}, ports: {}, weatherZones: {}, routes: [], canals: [], straits: [],
  };
}

/** The game's files, in the order they are read (and their problems reported). */
export const GWAS_DATA: DataManifest<GameData> = {
  schemasDir: 'src/games/gwas/schemas',
  files: [
    { glob: 'game.yaml', format: 'yaml', schema: 'game', required: true },
    { glob: 'ships/*.yaml', format: 'yaml', schema: 'ships' },
    { glob: 'tables/*.yaml', format: 'yaml', schema: tableSchema },
    { glob: 'map.json', format: 'json' },
    { glob: 'scenarios/*.yaml', format: 'yaml', schema: 'scenario' },
  ],
  build: buildGwasData,
};

/** Cross-check the loaded files and make the data (throws a DataError listing every problem). */
export function buildGwasData(loaded: LoadedFiles): GameData {
  const { id: gameId, dir } = loaded;
  const under = (folder: string): LoadedFile[] => loaded.files.filter((f) => f.path.startsWith(`${folder}/`));
  const game = loaded.files.find((f) => f.path === 'game.yaml')!;
  const info = game.data as GameInfo;
  const problems = new Problems();
  if (info.id !== gameId) problems.add(game, ['id'], `game id "${info.id}" differs from its directory "${gameId}"`);

  // Ships: one file per nation; ids unique across all files.
  const ships: Record<string, ShipClassData> = {};
  const shipFile: Record<string, string> = {};
  for (const src of under('ships')) {
    const data = src.data as ShipDataFile;
    const nation = src.path.slice('ships/'.length).replace(/\.ya?ml$/, '');
    if (data.nation !== nation) problems.add(src, ['nation'], `nation "${data.nation}" differs from the file name "${nation}"`);
    data.ships.forEach((s, i) => {
      if (ships[s.id]) problems.add(src, ['ships', i, 'id'], `ship id "${s.id}" already defined in ${shipFile[s.id]}`);
      ships[s.id] = s;
      shipFile[s.id] = src.rel;
      checkShip(problems, src, i, s, data.nation);
    });
  }

  // Tables: fixed file names (an unknown one was refused when read).
  const tables: Partial<Record<keyof GameTables, unknown>> = {};
  const tableSrc: Record<string, SourceFile> = {};
  for (const src of under('tables')) {
    const spec = TABLE_FILES[src.path.slice('tables/'.length)]!;
    tables[spec.key] = src.data;
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

  // 12.3: every ship has a fuel kind, and the table names no ship the data lacks.
  for (const id of Object.keys(ships)) if (!t.fuelKinds.ships[id]) problems.add(tableSrc.fuelKinds, ['ships'], `ship "${id}" has no fuel kind (coal or oil)`);
  for (const id of Object.keys(t.fuelKinds.ships)) if (!ships[id]) problems.add(tableSrc.fuelKinds, ['ships', id], `unknown ship "${id}"`);

  // Map (generated; not YAML).
  const mapFile = loaded.files.find((f) => f.path === 'map.json');
  const hasMap = mapFile !== undefined;
  const map = hasMap ? mapFile.data as GameMap : emptyMap(gameId);
  const board = boardFromMap(map);

  // Scenarios.
  const scenarios: Record<string, Scenario> = {};
  for (const src of under('scenarios')) {
    const data = src.data as Scenario;
    if (scenarios[data.id]) problems.add(src, ['id'], `scenario id "${data.id}" used twice`);
    checkScenario(problems, src, data, { gameId, info, ships, map: hasMap ? map : null, weatherLevels: t.weather.levels.length });
    scenarios[data.id] = hasMap ? resolveScenario(data, map, board, problems, src) : data;
  }

  if (problems.list.length) throw new DataError(problems.list.join('\n'));
  return { id: gameId, info, version: loaded.version, map, board, hasMap, ships, tables: t, scenarios, dir };
}

function resolvePosition(board: Board, pos: readonly [number, number], problems: Problems, src: SourceFile, path: (string | number)[]): string | undefined {
  const near = nearestZone(board, pos);
  if (!near) return undefined;
  if (near.distanceNm > MAX_POSITION_OFFSET_NM) {
    problems.add(src, path, `position [${pos.join(', ')}] is ${Math.round(near.distanceNm)} nm from the nearest zone centre (${near.zone})`);
  }
  return near.zone;
}

/** Fill in startZone for every fleet and zone for every traffic override. */
function resolveScenario(sc: Scenario, map: GameMap, board: Board, problems: Problems, src: SourceFile): Scenario {
  const sides: Record<string, Scenario['sides'][string]> = {};
  for (const [sideId, side] of Object.entries(sc.sides)) {
    const fleets = side.fleets.map((fl, i): ScenarioFleet => {
      let startZone: string | undefined;
      if ('port' in fl.at) startZone = map.ports[fl.at.port]?.zone;
      else if ('zone' in fl.at) startZone = fl.at.zone;
      else startZone = resolvePosition(board, fl.at.position, problems, src, ['sides', sideId, 'fleets', i, 'at', 'position']);
      return startZone ? { ...fl, startZone } : fl;
    });
    sides[sideId] = { ...side, fleets };
  }
  const traffic = sc.traffic?.map((tr, i) => {
    const zone = 'zone' in tr.at ? tr.at.zone : resolvePosition(board, tr.at.position, problems, src, ['traffic', i, 'at', 'position']);
    return zone ? { ...tr, zone } : tr;
  });
  return { ...sc, sides, ...(traffic ? { traffic } : {}) };
}
