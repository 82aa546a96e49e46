// The Bismarck (1979) search board (games/bismarck1979/board.json, npm run map:atlantic), tested
// against the rules that speak of it: 2.2 (zones, grid-coordinates), 5.1 (ship movement, the Irish
// Sea and British ports, port exits), 6.11 (air units enter any zone), 7.2 (coastal search),
// 11.1 (the 55 line), the Chance Phase (patrol line, convoy lines) and the Terrain Effects Key.
import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { Ajv } from 'ajv';
import { offsetNeighbours, parseCellId } from '../../src/board/grid.js';
import { distances, shortestPath } from '../../src/board/graph.js';
import { boardFromFile, shipCanEnter } from '../../src/games/bismarck1979/data/board.js';
import type { BoardFile } from '../../src/games/bismarck1979/data/board-types.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const file = JSON.parse(readFileSync(resolve(root, 'games/bismarck1979/board.json'), 'utf8')) as BoardFile;
const schema = JSON.parse(readFileSync(resolve(root, 'src/games/bismarck1979/schemas/board.schema.json'), 'utf8'));
const board = boardFromFile(file);
const zoneAt = (lon: number, lat: number): string => {
  // the square whose centre is nearest (on a sphere's small patch, degrees scaled by latitude)
  let best = '', d = Infinity;
  for (const [id, z] of Object.entries(file.zones)) {
    const dx = (z.center[0] - lon) * Math.cos((lat * Math.PI) / 180), dy = z.center[1] - lat;
    if (dx * dx + dy * dy < d) { d = dx * dx + dy * dy; best = id; }
  }
  return best;
};
const german = shipCanEnter('german'), british = shipCanEnter('british');

describe('the search board file', () => {
  it('validates against its schema', () => {
    const validate = new Ajv({ allErrors: true }).compile(schema);
    expect(validate(file), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });
  it('2.2 every grid-coordinate is one letter and one or two digits', () => {
    for (const id of Object.keys(file.zones)) expect(id).toMatch(/^[A-Z][1-9][0-9]?$/);
  });
  it('2.2 zones are about 90 statute miles: neighbouring centres lie 120–170 km apart', () => {
    const km = (a: [number, number], b: [number, number]) => {
      const r = Math.PI / 180;
      const h = Math.sin(((b[1] - a[1]) * r) / 2) ** 2 + Math.cos(a[1] * r) * Math.cos(b[1] * r) * Math.sin(((b[0] - a[0]) * r) / 2) ** 2;
      return 2 * 6371 * Math.asin(Math.sqrt(h));
    };
    for (const [id, z] of Object.entries(file.zones)) for (const n of z.neighbours) {
      const d = km(z.center, file.zones[n].center);
      expect(d, `${id}-${n}`).toBeGreaterThan(120);
      expect(d, `${id}-${n}`).toBeLessThan(170);
    }
  });
  it('staggered squares: six neighbours per square away from the edge, and adjacency is symmetric', () => {
    let six = 0;
    for (const [id, z] of Object.entries(file.zones)) {
      const [r, c] = parseCellId(id)!;
      const onGrid = offsetNeighbours(file.grid, r, c).map(([rr, cc]) => `${String.fromCharCode(65 + rr)}${cc}`).filter((n) => file.zones[n]);
      expect(z.neighbours.slice().sort()).toEqual(onGrid.sort());
      if (z.neighbours.length === 6) six++;
      for (const n of z.neighbours) expect(file.zones[n].neighbours).toContain(id);
      for (const n of z.shipNeighbours) expect(file.zones[n].shipNeighbours, `${id}-${n}`).toContain(id);
    }
    expect(six).toBeGreaterThan(Object.keys(file.zones).length * 0.7);
  });
  it('terrain: land where the land is, sea where the ocean is, ice off East Greenland', () => {
    expect(file.zones[zoneAt(-20, 55)].terrain).toBe('sea'); // open Atlantic
    expect(file.zones[zoneAt(-2, 47.8)].terrain).toBe('land'); // Brittany inland
    expect(file.zones[zoneAt(-40, 66)].terrain).not.toBe('sea'); // East Greenland
    expect(Object.values(file.zones).some((z) => z.terrain === 'ice')).toBe(true);
    expect(Object.values(file.zones).filter((z) => z.terrain === 'ice').every((z) => z.center[0] < -10 && z.center[1] > 62)).toBe(true);
  });
});

describe('5.1 ship movement on the search board', () => {
  it('a ship moves only into sea zones with a grid-coordinate, across open water', () => {
    for (const z of Object.values(board.zones)) for (const n of z.neighbours) {
      const to = board.zones[n];
      if (!to.tags.includes('sea')) expect(british(to, z)).toBe(false);
    }
  });
  it('no ship crosses Scotland: from the Clyde to the Firth of Forth is a long way round', () => {
    const clyde = board.places.clyde.zone;
    const forth = zoneAt(-2.5, 56.2);
    const d = distances(board, clyde, british).get(forth);
    expect(d).toBeGreaterThanOrEqual(4);
  });
  it('the German ports are all joined to the open Atlantic, and Bismarck can reach Brest from Bergen', () => {
    const open = zoneAt(-25, 55);
    for (const p of ['bergen', 'trondheim', 'brest', 'st-nazaire']) {
      expect(distances(board, board.places[p].zone, german).has(open), p).toBe(true);
    }
  });
  it('the Denmark Strait is open between Iceland and the ice', () => {
    // From north of Iceland to south-west of it without passing east of 20°W south of 66°N.
    const north = zoneAt(-18, 67.6), southWest = zoneAt(-30, 63);
    const westOnly = (to: Parameters<typeof german>[0], from: Parameters<typeof german>[1]) => german(to, from) && !(to.center[0] > -20 && to.center[1] < 66);
    expect(shortestPath(board, north, new Set([southWest]), westOnly)).not.toBeNull();
  });
  it('German ships cannot enter the Irish Sea nor a zone holding a port in Great Britain; British ships can', () => {
    const irish = Object.values(board.zones).filter((z) => z.tags.includes('irish-sea'));
    expect(irish.length).toBeGreaterThan(0);
    for (const to of [...irish, board.zones[board.places['scapa-flow'].zone], board.zones[board.places.plymouth.zone]]) {
      const from = board.zones[to.neighbours.find((n) => board.zones[n].edgeTags?.[to.id]?.includes('ship'))!];
      expect(german(to, from), to.id).toBe(false);
      expect(british(to, from), to.id).toBe(true);
    }
  });
  it('Terrain Effects Key: some ports have exits closed by geography (a sea neighbour a ship may not move to)', () => {
    const closed = Object.values(file.places).filter((p) => p.kind !== 'air-base').filter((p) => {
      const z = file.zones[p.zone];
      return z.neighbours.some((n) => file.zones[n].terrain === 'sea' && !z.shipNeighbours.includes(n));
    });
    expect(closed.map((p) => p.name)).toContain('Brest');
  });
});

describe('places, coasts and lines', () => {
  it('12.1 the German ports Trondheim, Bergen, Brest and St. Nazaire, and 2.2 the Bordeaux air base, are on the board', () => {
    for (const p of ['trondheim', 'bergen', 'brest', 'st-nazaire']) expect(board.places[p].tags).toContain('port');
    expect(board.places.bordeaux.tags).toContain('air-base');
  });
  it('7.2 coastal search: the coasts of Norway, France, Great Britain, Ireland, the Faeroes and Shetland each touch sea zones', () => {
    for (const c of ['norway', 'france', 'great-britain', 'ireland', 'faeroes', 'shetland']) expect(board.groups.coast[c]?.zones.length, c).toBeGreaterThan(0);
    expect(board.zones[board.places.hvalfjord.zone].tags).toContain('port:hvalfjord');
  });
  it('11.1 the 55 line: Brest lies south of it, Scapa Flow and Bergen north', () => {
    expect(board.zones[board.places.brest.zone].tags).toContain('south-of-55');
    expect(board.zones[board.places['scapa-flow'].zone].tags).not.toContain('south-of-55');
    expect(board.zones[board.places.bergen.zone].tags).not.toContain('south-of-55');
  });
  it('Chance Phase: the white circles run from row E southwards, and both convoy lines leave Great Britain over sea', () => {
    const wc = board.lines['white-circles'].zones;
    expect(wc[0].startsWith('E')).toBe(true);
    for (const z of wc) expect(board.zones[z].tags).toContain('white-circle');
    for (const l of ['convoy-atlantic', 'convoy-africa']) {
      const zs = board.lines[l].zones;
      expect(zs.length).toBeGreaterThan(10);
      expect(board.zones[zs[0]].tags.some((t) => t === 'coast:great-britain' || t === 'coast:ireland')).toBe(true);
      for (const z of zs) expect(board.zones[z].tags).toContain('sea');
    }
  });
});
