/**
 * Cross-reference checks over a loaded game: things a JSON Schema cannot see (ids that must
 * exist elsewhere, duplicates, box counts that must equal gun values, table coverage).
 * Each problem is reported as "file:line: message"; all problems are collected, then thrown.
 */
import type { GameMap } from './map-types.js';
import type { DamageTable, GameInfo, MerchantLocationTable, Scenario, SearchTable, ShipClassData, TableRow, WeatherTable } from './types.js';
import type { Problems, SourceFile } from '../../../game-api/data.js';

const ZONE_TOKEN = /^[A-Z]{1,2}\d{1,3}[a-z]?$/;

/** Rows of a die table must cover lo..hi exactly once. */
export function checkCoverage(rows: readonly TableRow<unknown>[], lo: number, hi: number): string | undefined {
  const seen = new Map<number, number>();
  for (const r of rows) {
    const [a, b] = typeof r.roll === 'number' ? [r.roll, r.roll] : r.roll;
    if (a > b) return `roll range [${a}, ${b}] is reversed`;
    for (let v = a; v <= b; v++) seen.set(v, (seen.get(v) ?? 0) + 1);
  }
  for (let v = lo; v <= hi; v++) {
    const n = seen.get(v) ?? 0;
    if (n !== 1) return n === 0 ? `no row for roll ${v}` : `roll ${v} appears in ${n} rows`;
  }
  for (const v of seen.keys()) if (v < lo || v > hi) return `roll ${v} is outside ${lo}-${hi}`;
  return undefined;
}

export function checkShip(p: Problems, f: SourceFile, i: number, s: ShipClassData, fileNation: string): void {
  const at = ['ships', i];
  if (s.nation !== fileNation) p.add(f, [...at, 'nation'], `ship ${s.id}: nation "${s.nation}" differs from the file's "${fileNation}"`);
  for (const k of ['primary', 'secondary', 'tertiary'] as const) {
    if (s.boxes[k].length !== s.gunnery[k]) p.add(f, [...at, 'boxes', k], `ship ${s.id}: ${s.boxes[k].length} ${k} boxes but ${k} gunnery ${s.gunnery[k]}`);
  }
  if (s.torpedo && s.boxes.torpedo.length === 0) p.add(f, [...at, 'boxes', 'torpedo'], `ship ${s.id}: has torpedo value but no torpedo box`);
  if (!s.torpedo && s.boxes.torpedo.length > 0) p.add(f, [...at, 'boxes', 'torpedo'], `ship ${s.id}: torpedo boxes but no torpedo value`);
  if (s.boxes.hull.length === 0) p.add(f, [...at, 'boxes', 'hull'], `ship ${s.id}: no hull boxes`);
}

export function checkTables(p: Problems, files: Record<string, SourceFile>, t: {
  damage: Record<string, DamageTable>; search: SearchTable; merchant: MerchantLocationTable; weather: WeatherTable;
}): void {
  for (const [key, table] of Object.entries(t.damage)) {
    const err = checkCoverage(table.rows, table.dice, table.dice * 6);
    if (err) p.add(files[key], ['rows'], `${table.id}: ${err}`);
  }
  for (const [col, rows] of Object.entries(t.merchant.columns)) {
    const err = checkCoverage(rows, 1, 7);
    if (err) p.add(files.merchant, ['columns', col], `column ${col}: ${err}`);
  }
  const names = new Set(t.weather.levels.map((l) => l.name));
  t.weather.levels.forEach((l, i) => {
    if (l.level !== i + 1) p.add(files.weather, ['levels', i], `weather levels must be numbered 1.. in order (found ${l.level} at position ${i + 1})`);
  });
  for (const k of Object.keys(t.search.weatherModifiers)) {
    if (!names.has(k)) p.add(files.search, ['weatherModifiers', k], `weather modifier "${k}" is not a weather level name`);
  }
}

export function checkScenario(p: Problems, f: SourceFile, sc: Scenario, ctx: {
  gameId: string; info: GameInfo; ships: Record<string, ShipClassData>; map: GameMap | null; weatherLevels: number;
}): void {
  if (sc.game !== ctx.gameId) p.add(f, ['game'], `scenario game "${sc.game}" is not "${ctx.gameId}"`);
  const sides = Object.keys(ctx.info.sides);
  for (const s of Object.keys(sc.sides)) if (!sides.includes(s)) p.add(f, ['sides', s], `unknown side "${s}" (game.yaml has ${sides.join(', ')})`);
  const portOk = (port: string, path: (string | number)[]) => {
    if (ctx.map && !ctx.map.ports[port]) p.add(f, path, `unknown port "${port}"`);
  };
  const zoneOk = (zone: string, path: (string | number)[]) => {
    if (ctx.map && !ctx.map.zones[zone]) p.add(f, path, `unknown zone "${zone}"`);
  };
  const usedShips = new Map<string, string>();
  const fleetIds = new Map<string, string>();
  for (const [sideId, side] of Object.entries(sc.sides)) {
    side.homePorts.forEach((hp, i) => portOk(hp, ['sides', sideId, 'homePorts', i]));
    for (const n of side.nations) if (sc.neutral.includes(n)) p.add(f, ['sides', sideId, 'nations'], `nation "${n}" is both on side ${sideId} and neutral`);
    side.fleets.forEach((fl, i) => {
      const at = ['sides', sideId, 'fleets', i];
      if (fleetIds.has(fl.id)) p.add(f, [...at, 'id'], `fleet id "${fl.id}" used twice`);
      fleetIds.set(fl.id, sideId);
      fl.ships.forEach((id, j) => {
        const ship = ctx.ships[id];
        if (!ship) p.add(f, [...at, 'ships', j], `unknown ship "${id}"`);
        else if (!side.nations.includes(ship.nation)) p.add(f, [...at, 'ships', j], `ship "${id}" is ${ship.nation}, not a nation of side ${sideId}`);
        if (usedShips.has(id)) p.add(f, [...at, 'ships', j], `ship "${id}" already used in fleet ${usedShips.get(id)}`);
        usedShips.set(id, fl.id);
      });
      if ('port' in fl.at) portOk(fl.at.port, [...at, 'at', 'port']);
      if ('zone' in fl.at) zoneOk(fl.at.zone, [...at, 'at', 'zone']);
      if ((fl.mission === 'escort') !== (fl.escorting !== undefined)) p.add(f, [...at, 'mission'], `fleet ${fl.id}: an Escort fleet needs "escorting", and only an Escort fleet may have it`);
      if (fl.arrives !== undefined && fl.arrives > sc.turns) p.add(f, [...at, 'arrives'], `fleet ${fl.id} arrives after the last turn`);
      if ((fl.mission === 'transport' || fl.mission === 'bombardment' || fl.mission === 'minelaying') && !fl.plan) {
        p.add(f, [...at, 'plan'], `fleet ${fl.id}: a ${fl.mission} fleet records its whole plan before the start (5.2)`);
      }
      for (const [turn, entry] of Object.entries(fl.plan ?? {})) {
        if (Number(turn) > sc.turns) p.add(f, [...at, 'plan', turn], `plan turn ${turn} is after the last turn`);
        for (const tok of entry.split('/').map((s) => s.trim())) if (ZONE_TOKEN.test(tok)) zoneOk(tok, [...at, 'plan', turn]);
      }
    });
  }
  for (const [sideId, side] of Object.entries(sc.sides)) {
    side.fleets.forEach((fl, i) => {
      if (fl.escorting === undefined) return;
      if (fleetIds.get(fl.escorting) !== sideId) p.add(f, ['sides', sideId, 'fleets', i, 'escorting'], `fleet ${fl.id} escorts "${fl.escorting}", which is not a fleet of side ${sideId}`);
    });
  }
  for (const [k, v] of Object.entries(sc.weather)) {
    if (k !== 'default' && ctx.map && !ctx.map.weatherZones[k]) p.add(f, ['weather', k], `unknown weather zone "${k}"`);
    if (v > ctx.weatherLevels) p.add(f, ['weather', k], `weather level ${v} does not exist`);
  }
  sc.victory.conditions.forEach((c, i) => {
    const at = ['victory', 'conditions', i];
    if (!sc.sides[c.side]) p.add(f, [...at, 'side'], `unknown side "${c.side}"`);
    if (c.reach) {
      c.reach.ships.forEach((id, j) => { if (!usedShips.has(id)) p.add(f, [...at, 'reach', 'ships', j], `ship "${id}" is not in this scenario`); });
      if (c.reach.port) portOk(c.reach.port, [...at, 'reach', 'port']);
      if (c.reach.zone) zoneOk(c.reach.zone, [...at, 'reach', 'zone']);
      if (c.reach.byTurn !== undefined && c.reach.byTurn > sc.turns) p.add(f, [...at, 'reach', 'byTurn'], 'byTurn is after the last turn');
    }
  });
  (sc.traffic ?? []).forEach((t, i) => {
    if ('zone' in t.at) zoneOk(t.at.zone, ['traffic', i, 'at', 'zone']);
    if (t.side && !sc.sides[t.side]) p.add(f, ['traffic', i, 'side'], `unknown side "${t.side}"`);
  });
  // 12.0 fuel option: a start below capacity names a ship of the scenario; refuelling ports exist.
  for (const [id, boxes] of Object.entries(sc.fuel?.start ?? {})) {
    if (!usedShips.has(id)) p.add(f, ['fuel', 'start', id], `ship "${id}" is not in this scenario`);
    else if (ctx.ships[id] && boxes > ctx.ships[id].fuel) p.add(f, ['fuel', 'start', id], `${boxes} fuel boxes is more than the ship's ${ctx.ships[id].fuel}`);
  }
  for (const [sideId, ports] of Object.entries(sc.fuel?.ports ?? {})) ports.forEach((port, i) => portOk(port, ['fuel', 'ports', sideId, i]));
  for (const key of ['colliers', 'oilers'] as const) {
    (sc.fuel?.[key] ?? []).forEach((id, i) => {
      if (!usedShips.has(id)) p.add(f, ['fuel', key, i], `ship "${id}" is not in this scenario`);
      // 12.53, 12.63: colliers and oilers are transport counters.
      else if (!['AP', 'F', 'AO'].includes(ctx.ships[id]?.type ?? '')) p.add(f, ['fuel', key, i], `ship "${id}" is not a transport counter (12.53, 12.63)`);
    });
  }
  // 14.0, 16.1, 17.4 (aircraft, leaders, airships options): carriers, flagships and bases exist.
  (sc.aircraft ?? []).forEach((a, i) => {
    if (!usedShips.has(a.carrier)) p.add(f, ['aircraft', i, 'carrier'], `ship "${a.carrier}" is not in this scenario`);
    else if (!['CVS', 'CV'].includes(ctx.ships[a.carrier]?.type ?? '')) p.add(f, ['aircraft', i, 'carrier'], `ship "${a.carrier}" is not a seaplane carrier (CVS) or aircraft carrier (CV) (14.0)`);
  });
  for (const [sideId, side] of Object.entries(sc.sides)) {
    side.fleets.forEach((fl, i) => {
      if (fl.flagship !== undefined && !fl.ships.includes(fl.flagship)) p.add(f, ['sides', sideId, 'fleets', i, 'flagship'], `flagship "${fl.flagship}" is not a ship of fleet ${fl.id} (16.1)`);
    });
  }
  for (const [sideId, a] of Object.entries(sc.airships ?? {})) {
    portOk(a.base, ['airships', sideId, 'base']);
    if (a.draw > a.pool.length) p.add(f, ['airships', sideId, 'draw'], `${a.draw} airships drawn from a container of ${a.pool.length} (17.0)`);
  }
  // 13.0 mines option: layers and sweepers are ships of the scenario; a laid field lies on a boundary.
  for (const key of ['layers', 'sweepers'] as const) {
    (sc.mines?.[key] ?? []).forEach((id, i) => { if (!usedShips.has(id)) p.add(f, ['mines', key, i], `ship "${id}" is not in this scenario`); });
  }
  (sc.mines?.fields ?? []).forEach((fl, i) => {
    fl.between.forEach((z, j) => zoneOk(z, ['mines', 'fields', i, 'between', j]));
    if (ctx.map && ctx.map.zones[fl.between[0]] && !ctx.map.zones[fl.between[0]].neighbours.includes(fl.between[1])) {
      p.add(f, ['mines', 'fields', i, 'between'], `${fl.between.join('/')} is not a boundary: the zones are not adjacent (13.1)`);
    }
  });
  // 15.0, 18.0 submarines and MTBs options: each boat is a ship of the data, of the right type, once.
  for (const [key, type] of [['submarines', 'SS'], ['mtbs', 'MTB']] as const) {
    (sc[key]?.boats ?? []).forEach((b, i) => {
      if (!ctx.ships[b.ship]) p.add(f, [key, 'boats', i, 'ship'], `ship "${b.ship}" is not in the ship data`);
      else if (ctx.ships[b.ship].type !== type) p.add(f, [key, 'boats', i, 'ship'], `ship "${b.ship}" is not of type ${type}`);
      if (usedShips.has(b.ship) || (sc[key]?.boats ?? []).findIndex((o) => o.ship === b.ship) !== i) p.add(f, [key, 'boats', i, 'ship'], `ship "${b.ship}" is placed twice`);
    });
  }
  if (!Object.keys(ctx.info.turnKinds).includes(String(sc.startHour))) {
    p.add(f, ['startHour'], `start hour ${sc.startHour} is not a turn start in game.yaml turnKinds`);
  }
}
