/**
 * Sink the Bismarck! data from its loaded files (seam §1 DataManifest): the files and their
 * schemas, then, pure, what a schema cannot check (each scenario's ships and commanders known and
 * on the right side, each gun table as long as its range).
 */
import { DataError, Problems, type DataManifest, type LoadedFile, type LoadedFiles } from '../../../game-api/data.js';
import type { ScenarioData, ShipData, StbData, Tables } from './types.js';

interface GameFile { readonly id: string; readonly name: string; readonly deck: StbData['deck']; readonly scenarios: ScenarioData[] }

function file(files: LoadedFiles, path: string): LoadedFile {
  const f = files.files.find((x) => x.path === path);
  if (!f) throw new DataError(`games/${files.id}/${path}:1: missing`);
  return f;
}

export function buildStbData(files: LoadedFiles): StbData {
  const gameF = file(files, 'game.yaml');
  const shipsF = file(files, 'ships.yaml');
  const tablesF = file(files, 'tables.yaml');
  const game = gameF.data as GameFile;
  const shipMap = (shipsF.data as { ships: Record<string, Omit<ShipData, 'id'>> }).ships;
  const tables = tablesF.data as Tables;
  const p = new Problems();
  const ships: ShipData[] = Object.entries(shipMap).map(([id, s]) => ({ id, ...s }));
  for (const m of [10, 11, 12] as const) {
    if (tables.gun[m].length !== m) p.add(tablesF, ['gun', String(m)], `the ${m}-unit table needs ${m} distances, not ${tables.gun[m].length}`);
  }
  const ids = new Set<string>();
  game.scenarios.forEach((sc, i) => {
    if (ids.has(sc.id)) p.add(gameF, ['scenarios', i, 'id'], `scenario ${sc.id} twice`);
    ids.add(sc.id);
    for (const id of Object.keys(sc.ships)) if (!shipMap[id]) p.add(gameF, ['scenarios', i, 'ships', id], `no ship ${id} in ships.yaml`);
    for (const side of ['british', 'german'] as const) {
      const c = sc.commanders[side];
      for (const role of ['admiral', 'captain'] as const) {
        const id = c[role];
        // A side of one ship (Battle 2's Bismarck) has no Flag Captain's ship.
        if (id === undefined) continue;
        const ship = shipMap[id];
        if (!ship || ship.side !== side || !sc.ships[id]) p.add(gameF, ['scenarios', i, 'commanders', side, role], `${id} is not a ${side} ship of this scenario`);
      }
      if (c.admiral === c.captain) p.add(gameF, ['scenarios', i, 'commanders', side], 'the Admiral and the Flag Captain command different ships');
    }
    if (sc.endsWhenSunk && !sc.ships[sc.endsWhenSunk]) p.add(gameF, ['scenarios', i, 'endsWhenSunk'], `${sc.endsWhenSunk} is not in the scenario`);
    for (const id of [...Object.keys(sc.removeCards ?? {}), ...(sc.portOnly ?? []), ...(sc.swordfish ?? [])]) if (!sc.ships[id]) p.add(gameF, ['scenarios', i], `${id} is not in the scenario`);
    for (const id of sc.swordfish ?? []) if (shipMap[id]?.side !== 'british') p.add(gameF, ['scenarios', i, 'swordfish'], `${id}: Swordfish cards are for the British decks only (Game Card Decks)`);
    // An extended game goes on with `then`; the ships both battles have are carried over.
    if (sc.then !== undefined && (!game.scenarios.some((x) => x.id === sc.then) || sc.then === sc.id)) p.add(gameF, ['scenarios', i, 'then'], `${sc.then} is not another scenario`);
    if (sc.explodes && !sc.ships[sc.explodes.ship]) p.add(gameF, ['scenarios', i, 'explodes', 'ship'], `${sc.explodes.ship} is not in the scenario`);
  });
  if (p.list.length > 0) throw new DataError(p.list.join('\n'));
  return { id: files.id, version: files.version, name: game.name, deck: game.deck, ships, scenarios: game.scenarios, tables };
}

export const STB_DATA: DataManifest<StbData> = {
  schemasDir: 'src/games/sink-the-bismarck/schemas',
  files: [
    { glob: 'game.yaml', format: 'yaml', schema: 'game', required: true },
    { glob: 'ships.yaml', format: 'yaml', schema: 'ships', required: true },
    { glob: 'tables.yaml', format: 'yaml', schema: 'tables', required: true },
  ],
  build: buildStbData,
};
