/**
 * The Great War at Sea map as the shared Board (seam §5, §10 commit 12): built by the loader from
 * the unchanged map.json, it keeps every zone's neighbours in the map's own order (the order moves
 * dice: the pins check the games, this checks the data), puts each water zone in a hex the grid
 * arithmetic agrees with (13.31: a zone's boundaries are its hex's six sides), and carries the
 * weather zones (4.0), ports (11.3), routes (10.22), straits and canals a rule reads.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nearestZone } from '../../src/board/geo.js';
import { offsetNeighbours, parseCellId } from '../../src/board/grid.js';
import type { GameMap } from '../../src/games/gwas/data/map-types.js';
import { distancesFrom, reachable, shortestPath, weatherZoneOf } from '../../src/games/gwas/geography.js';
import { gameData } from '../helpers/gwas.js';

const data = gameData();
const board = data.board;
const map = JSON.parse(readFileSync('games/gwas-mediterranean/map.json', 'utf8')) as GameMap;

describe('the board built from map.json', () => {
  it('is an odd-r hex grid of the map\'s rows and columns, on its projection', () => {
    expect(board.grid).toMatchObject({ kind: 'hex', offset: 'odd-r', rows: map.grid.rows, columns: map.grid.columns, cellKm: [map.grid.hexWidthKm, map.grid.rowSpacingKm], originKm: map.grid.originKm });
    expect(Object.keys(board.cells)).toEqual(Object.keys(map.cells));
  });

  it('5.1 has every water zone of the map, with its neighbours in the map\'s own order (breadth-first order moves dice)', () => {
    expect(Object.keys(board.zones)).toEqual(Object.keys(map.zones));
    for (const [id, z] of Object.entries(map.zones)) {
      expect(board.zones[id].neighbours, id).toEqual(z.neighbours);
      expect(board.zones[id].cell).toBe(z.cell);
      expect(board.zones[id].enterable).toBe(true);
    }
    // The map does not list neighbours sorted, so the order kept is a real constraint.
    expect(Object.values(map.zones).some((z) => z.neighbours.join() !== [...z.neighbours].sort().join())).toBe(true);
  });

  it('13.31 each zone borders only zones in the six hexes around its own, except across a canal', () => {
    for (const z of Object.values(board.zones)) {
      const [r, c] = parseCellId(z.cell)!;
      const around = new Set(offsetNeighbours(board.grid, r, c).map(([rr, cc]) => `${rr},${cc}`));
      for (const n of z.neighbours) {
        const [nr, nc] = parseCellId(board.zones[n].cell)!;
        const canal = (z.edgeTags?.[n] ?? []).some((t) => t.startsWith('canal:'));
        expect(around.has(`${nr},${nc}`) || canal, `${z.id} → ${n}`).toBe(true);
      }
    }
  });

  it('4.0 weather zones are groups: each zone in exactly the one its map entry names', () => {
    const weather = board.groups.weather;
    expect(Object.keys(weather)).toEqual(Object.keys(map.weatherZones));
    for (const [id, z] of Object.entries(map.zones)) {
      expect(board.zones[id].groups.weather).toBe(z.weatherZone);
      expect(weather[z.weatherZone].zones).toContain(id);
      expect(weatherZoneOf(data, id)).toBe(z.weatherZone);
    }
    expect(Object.values(weather).reduce((n, g) => n + g.zones.length, 0)).toBe(Object.keys(map.zones).length);
  });

  it('11.3 ports are places on their zone, tagged with their nation and major base (11.33)', () => {
    expect(Object.keys(board.places)).toEqual(Object.keys(map.ports));
    for (const [id, p] of Object.entries(map.ports)) {
      expect(board.places[id]).toEqual({ name: p.name, zone: p.zone, tags: p.majorBase ? [`nation:${p.nation}`, 'major-base'] : [`nation:${p.nation}`] });
    }
  });

  it('10.22 routes and the canals are lines; a canal also tags its edge both ways; straits are groups', () => {
    for (const r of map.routes) expect(board.lines[`route:${r.id}`]).toMatchObject({ name: r.name, zones: r.zones });
    expect(map.canals.length).toBeGreaterThan(0);
    for (const c of map.canals) {
      const [a, b] = c.zones;
      expect(board.zones[a].edgeTags?.[b]).toEqual([`canal:${c.id}`]);
      expect(board.zones[b].edgeTags?.[a]).toEqual([`canal:${c.id}`]);
      expect(board.lines[`canal:${c.id}`].zones).toEqual(c.zones);
    }
    for (const s of map.straits) {
      expect(board.groups.strait[s.id].zones).toEqual(s.zones);
      for (const z of s.zones) expect(board.zones[z].groups.strait).toBe(s.id);
    }
  });
});

describe('geography.ts walks the board', () => {
  // Independent of src/board: the answers from the raw map.json, by the rules' own definitions.
  const rawReach = (from: string, steps: number): string[] => {
    let ring = new Set([from]);
    const seen = new Set([from]);
    for (let i = 0; i < steps; i++) {
      ring = new Set([...ring].flatMap((z) => map.zones[z].neighbours).filter((n) => !seen.has(n)));
      for (const n of ring) seen.add(n);
    }
    seen.delete(from);
    return [...seen].sort();
  };
  it('5.1 reach from Malta\'s zone in one and two moves is what the map\'s neighbour lists give', () => {
    const malta = map.ports.malta.zone;
    expect(reachable(data, malta, 1)).toEqual(rawReach(malta, 1));
    expect(reachable(data, malta, 2)).toEqual(rawReach(malta, 2));
  });
  it('distances and shortest paths agree: a path\'s length is the distance, each step adjacent', () => {
    const from = map.ports.pola.zone;
    const to = map.ports.alexandria.zone;
    const path = shortestPath(data, from, new Set([to]))!;
    expect(path.length).toBe(distancesFrom(data, from).get(to));
    [from, ...path].slice(1).forEach((z, i) => expect(map.zones[[from, ...path][i]].neighbours).toContain(z));
  });
  it('the loader resolved every scenario position to the zone nearest it on the board', () => {
    let checked = 0;
    for (const sc of Object.values(data.scenarios)) for (const side of Object.values(sc.sides)) for (const f of side.fleets) {
      if (!('position' in f.at)) continue;
      expect(f.startZone).toBe(nearestZone(board, f.at.position)!.zone);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
