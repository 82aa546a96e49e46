/**
 * Bismarck (1962) data from its loaded files (seam §1 DataManifest): the files and their schemas,
 * then, pure, the cross-checks a schema cannot make (every starting zone and port lettered, each
 * battleship with a battle counter, each die table complete with effects the rules know).
 */
import { DataError, Problems, type DataManifest, type LoadedFile, type LoadedFiles } from '../../../game-api/data.js';
import { buildBoard, type BoardFile } from './board.js';
import type { B62Data, BismarckData, BritishShip, ChanceEntry, HitResult, Range, ScenarioData, Section, TimeBox } from './types.js';

interface GameFile {
  readonly id: string; readonly name: string;
  readonly time: { readonly boxes: TimeBox[]; readonly portsOpenFrom: string };
  readonly points: B62Data['points'];
  readonly scenarios: ScenarioData[];
}
interface ShipsFile { readonly bismarck: BismarckData; readonly british: Record<string, Omit<BritishShip, 'id'>> }
interface TablesFile {
  readonly battleResults: Record<Range, Record<Section, HitResult[]>>;
  readonly battleChance: { entries: ChanceEntry[] };
  readonly searchChance: { entries: ChanceEntry[] };
}

/** The effects the rules apply (steps/chance.ts, battle/chance.ts); a table naming another is a data error. */
export const BATTLE_CHANCE_EFFECTS = ['withdrawal', 'none', 'torpedo', 'steering'] as const;
export const SEARCH_CHANCE_EFFECTS = ['area', 'zone', 'torpedo', 'none', 'slip', 'cruiser'] as const;

function file(files: LoadedFiles, path: string): LoadedFile {
  const f = files.files.find((x) => x.path === path);
  if (!f) throw new DataError(`games/${files.id}/${path}:1: missing`);
  return f;
}

function checkChance(p: Problems, f: LoadedFile, key: string, entries: readonly ChanceEntry[], known: readonly string[]): void {
  entries.forEach((e, i) => {
    if (e.roll !== i + 1) p.add(f, [key, 'entries', i, 'roll'], `entry ${i + 1} is for roll ${e.roll}: entries are rolls 1 to 6 in order`);
    if (!known.includes(e.effect)) p.add(f, [key, 'entries', i, 'effect'], `unknown effect '${e.effect}' (known: ${known.join(', ')})`);
  });
}

export function buildB62Data(files: LoadedFiles): B62Data {
  const gameF = file(files, 'game.yaml');
  const boardF = file(files, 'board.yaml');
  const shipsF = file(files, 'ships.yaml');
  const tablesF = file(files, 'tables.yaml');
  const game = gameF.data as GameFile;
  const boardFile = boardF.data as BoardFile;
  const ships = shipsF.data as ShipsFile;
  const tables = tablesF.data as TablesFile;
  const p = new Problems();
  const { board, areas } = buildBoard(boardFile);
  const lettered = (z: string): boolean => board.zones[z]?.enterable === true;

  for (const [id, port] of Object.entries(boardFile.ports)) if (!lettered(port.zone)) p.add(boardF, ['ports', id, 'zone'], `port zone ${port.zone} is not a lettered zone`);
  for (const area of Object.keys(boardFile.land)) if (!areas.includes(area)) p.add(boardF, ['land', area], `no area ${area} on the board`);
  if (!lettered(ships.bismarck.start)) p.add(shipsF, ['bismarck', 'start'], `the Bismarck starts in ${ships.bismarck.start}, not a lettered zone`);
  if (ships.bismarck.helplessAt > ships.bismarck.midships) p.add(shipsF, ['bismarck', 'helplessAt'], 'helpless after more hits than it takes to sink');
  const british: BritishShip[] = [];
  for (const [id, s] of Object.entries(ships.british)) {
    if (!lettered(s.start)) p.add(shipsF, ['british', id, 'start'], `${s.name} starts in ${s.start}, not a lettered zone`);
    const counter = s.guns !== undefined && s.midships !== undefined && s.helplessAt !== undefined;
    if (s.type === 'B' && !counter) p.add(shipsF, ['british', id], `${s.name} is a battleship (type B) without a battle counter (guns, midships, helplessAt)`);
    if (s.type !== 'B' && (s.guns !== undefined || s.midships !== undefined)) p.add(shipsF, ['british', id], `${s.name}: only battleships have battle counters (Ship Counters: "There are no counters for cruisers")`);
    if (counter && s.helplessAt! > s.midships!) p.add(shipsF, ['british', id, 'helplessAt'], 'helpless after more hits than it takes to sink');
    british.push({ id, ...s });
  }
  checkChance(p, tablesF, 'battleChance', tables.battleChance.entries, BATTLE_CHANCE_EFFECTS);
  checkChance(p, tablesF, 'searchChance', tables.searchChance.entries, SEARCH_CHANCE_EFFECTS);
  const ids = new Set<string>();
  game.scenarios.forEach((s, i) => {
    if (ids.has(s.id)) p.add(gameF, ['scenarios', i, 'id'], `scenario ${s.id} twice`);
    ids.add(s.id);
    if (s.firstBox > game.time.boxes.length) p.add(gameF, ['scenarios', i, 'firstBox'], `box ${s.firstBox} is past the time record's ${game.time.boxes.length}`);
  });
  if (p.list.length > 0) throw new DataError(p.list.join('\n'));

  return {
    id: files.id, version: files.version, board, areas, grid: { rows: boardFile.rows, columns: boardFile.columns },
    ports: Object.fromEntries(Object.entries(boardFile.ports).map(([id, x]) => [id, { name: x.name, zone: x.zone }])),
    bismarck: ships.bismarck, british,
    battleResults: { A: tables.battleResults.A, B: tables.battleResults.B },
    battleChance: tables.battleChance.entries, searchChance: tables.searchChance.entries,
    time: { boxes: game.time.boxes, portsOpenFrom: game.time.portsOpenFrom },
    points: game.points, scenarios: game.scenarios,
  };
}

export const B62_DATA: DataManifest<B62Data> = {
  schemasDir: 'src/games/bismarck1962/schemas',
  files: [
    { glob: 'game.yaml', format: 'yaml', schema: 'game', required: true },
    { glob: 'board.yaml', format: 'yaml', schema: 'board', required: true },
    { glob: 'ships.yaml', format: 'yaml', schema: 'ships', required: true },
    { glob: 'tables.yaml', format: 'yaml', schema: 'tables', required: true },
  ],
  build: buildB62Data,
};
