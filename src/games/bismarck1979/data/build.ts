/**
 * The Bismarck (1979) data manifest and its cross-checks (seam §1 DataManifest): the shared
 * loader reads games/bismarck1979/ and checks each YAML file against its schema; `build` checks
 * what a schema cannot (ids that must exist, zones that must be sea, sides that must agree) and
 * reports every problem with its file and line.
 */
import { DataError, Problems, type DataManifest, type LoadedFile, type LoadedFiles } from '../../../game-api/data.js';
import { boardFromFile } from './board.js';
import type { BoardFile } from './board-types.js';
import type { AirUnitData, B79Data, Placement, Scenario, ShipData, Tables } from './types.js';

const TABLES: Record<string, keyof Tables> = {
  'visibility.yaml': 'visibility', 'shadow.yaml': 'shadow', 'chance.yaml': 'chance',
  'time.yaml': 'time', 'victory.yaml': 'victory', 'battle.yaml': 'battle',
};

function tableSchema(path: string, gameId: string): string {
  const key = TABLES[path.slice('tables/'.length)];
  if (!key) throw new DataError(`${gameId}/${path}:1: unknown table file (expected one of ${Object.keys(TABLES).join(', ')})`);
  return key;
}

export const B79_DATA: DataManifest<B79Data> = {
  schemasDir: 'src/games/bismarck1979/schemas',
  files: [
    { glob: 'game.yaml', format: 'yaml', schema: 'game', required: true },
    { glob: 'board.json', format: 'json', required: true },
    { glob: 'ships.yaml', format: 'yaml', schema: 'ships', required: true },
    { glob: 'air-units.yaml', format: 'yaml', schema: 'air-units', required: true },
    { glob: 'tables/*.yaml', format: 'yaml', schema: tableSchema, required: true },
    { glob: 'scenarios/*.yaml', format: 'yaml', schema: 'scenario', required: true },
  ],
  build: buildB79Data,
};

/** Turn index from the time table's first turn (0-based), for arrivals and scenario bounds. */
export function turnIndexOf(first: { day: number; hour: number }, at: { day: number; hour: number }): number {
  const h = (d: { day: number; hour: number }) => d.day * 24 + (d.hour === 2400 ? 24 : d.hour / 100);
  return (h(at) - h(first)) / 4;
}

export function buildB79Data(loaded: LoadedFiles): B79Data {
  const problems = new Problems();
  const file = (p: string): LoadedFile => loaded.files.find((f) => f.path === p)!;
  const boardFile = file('board.json').data as BoardFile;
  const board = boardFromFile(boardFile);

  const ships: Record<string, ShipData> = {};
  const shipSrc = file('ships.yaml');
  (shipSrc.data as { ships: ShipData[] }).ships.forEach((s, i) => {
    if (ships[s.id]) problems.add(shipSrc, ['ships', i, 'id'], `ship id "${s.id}" used twice`);
    if (s.type === 'CA' || s.type === 'CL') { if (s.fuel !== 0) problems.add(shipSrc, ['ships', i, 'fuel'], 'cruisers use no fuel in the basic game (5.21)'); }
    else if (s.fuel < 1) problems.add(shipSrc, ['ships', i, 'fuel'], 'battleships and carriers need fuel factors (5.2)');
    if (s.evasion <= 24 && s.maxSpeed !== 1) problems.add(shipSrc, ['ships', i, 'maxSpeed'], `evasion ${s.evasion} moves at most one zone (9.7)`);
    ships[s.id] = s;
  });

  const airUnits: Record<string, AirUnitData> = {};
  const airSrc = file('air-units.yaml');
  (airSrc.data as { airUnits: AirUnitData[] }).airUnits.forEach((a, i) => {
    if (airUnits[a.id] || ships[a.id]) problems.add(airSrc, ['airUnits', i, 'id'], `id "${a.id}" used twice`);
    const base = board.places[a.base];
    const carrier = ships[a.base];
    if (!base && !(carrier && carrier.type === 'CV')) problems.add(airSrc, ['airUnits', i, 'base'], `home base "${a.base}" is neither a place on the board nor a carrier`);
    if (base && !base.tags.includes('air-base')) problems.add(airSrc, ['airUnits', i, 'base'], `"${a.base}" is not an air base`);
    if (carrier && carrier.side !== a.side) problems.add(airSrc, ['airUnits', i, 'base'], `carrier "${a.base}" is on the other side`);
    const want = a.kind === 'lr-recon' ? ['movement', 'patrol'] : a.kind === 'level-bomber' && a.side === 'german' ? ['attack'] : ['attack', 'reconnaissance'];
    const have = Object.keys(a.modes).sort();
    if (have.join() !== [...want].sort().join()) problems.add(airSrc, ['airUnits', i, 'modes'], `a ${a.side} ${a.kind} has modes ${want.join(', ')} (2.43)`);
    if (a.kind !== 'lr-recon' && !a.strikes) problems.add(airSrc, ['airUnits', i], 'a bomber needs its strikes (9.1)');
    airUnits[a.id] = a;
  });

  const tables: Partial<Tables> = {};
  for (const f of loaded.files.filter((x) => x.path.startsWith('tables/'))) {
    tables[TABLES[f.path.slice('tables/'.length)]] = f.data as never;
  }
  for (const [name, key] of Object.entries(TABLES)) if (!tables[key]) throw new DataError(`${loaded.id}/tables/${name}: missing table file`);
  const t = tables as Tables;
  const visSrc = loaded.files.find((f) => f.path === 'tables/visibility.yaml')!;
  if (!t.visibility.track.includes(t.visibility.start)) problems.add(visSrc, ['start'], `start "${t.visibility.start}" is not on the track`);
  for (const k of Object.keys(t.visibility.modifiers)) if (!t.visibility.track.includes(k)) problems.add(visSrc, ['modifiers', k], `"${k}" is not on the track`);

  const scenarios: Record<string, Scenario> = {};
  for (const src of loaded.files.filter((f) => f.path.startsWith('scenarios/'))) {
    const sc = src.data as Scenario;
    if (scenarios[sc.id]) problems.add(src, ['id'], `scenario id "${sc.id}" used twice`);
    const last = turnIndexOf(t.time.first, t.time.last);
    const startAt = turnIndexOf(t.time.first, sc.start), endAt = turnIndexOf(t.time.first, sc.end);
    if (!Number.isInteger(startAt) || startAt < 0 || endAt > last || endAt < startAt) problems.add(src, ['start'], 'the scenario must run inside the time record (11.2)');
    const placed = new Set<string>();
    for (const side of ['german', 'british'] as const) {
      sc[side].ships.forEach((p: Placement, i: number) => {
        const at = [side, 'ships', i];
        const s = p.ship ? ships[p.ship] : undefined;
        if (!s) { problems.add(src, at, `unknown ship "${p.ship}"`); return; }
        if (s.side !== side) problems.add(src, at, `${s.name} is ${s.side}`);
        if (placed.has(s.id)) problems.add(src, at, `${s.name} placed twice`);
        placed.add(s.id);
        const z = p.zone ? board.zones[p.zone] : undefined;
        if (!z || !z.tags.includes('sea')) problems.add(src, [...at, 'zone'], `"${p.zone}" is not a sea zone (5.1)`);
        if (p.convoy && !board.lines[p.convoy.line]?.zones.includes(p.zone ?? '')) problems.add(src, [...at, 'convoy'], `${s.name} must start on convoy line "${p.convoy.line}"`);
        if (p.arrives) { const a = turnIndexOf(t.time.first, p.arrives); if (a <= startAt || a > endAt) problems.add(src, [...at, 'arrives'], 'arrival outside the scenario'); }
        if (p.fuel !== undefined && p.fuel > s.fuel) problems.add(src, [...at, 'fuel'], `${s.name} holds ${s.fuel} fuel factors`);
      });
      sc[side].airUnits.forEach((p: Placement, i: number) => {
        const a = p.unit ? airUnits[p.unit] : undefined;
        if (!a) { problems.add(src, [side, 'airUnits', i], `unknown air unit "${p.unit}"`); return; }
        if (a.side !== side) problems.add(src, [side, 'airUnits', i], `${a.name} is ${a.side}`);
        if (ships[a.base] && !placed.has(a.base)) problems.add(src, [side, 'airUnits', i], `${a.name}'s carrier ${a.base} is not in the scenario`);
      });
    }
    for (const id of sc.locatedAtStart ?? []) if (!placed.has(id)) problems.add(src, ['locatedAtStart'], `"${id}" is not placed`);
    scenarios[sc.id] = sc;
  }
  if (problems.list.length) throw new DataError(problems.list.join('\n'));
  return { version: loaded.version, board, boardFile, ships, airUnits, tables: t, scenarios };
}
