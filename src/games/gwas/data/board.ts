/**
 * The Great War at Sea operational map as a shared Board (seam §5, issue 11 item 5), built from
 * the unchanged games/<id>/map.json. Hexes are cells (odd-r, pointy-top, 13.31 "one of the six
 * sea-zone boundaries"); the water zones inside them are the zones fleets move through, with their
 * neighbours copied in the map's own order, because that order decides breadth-first results and
 * so the dice (the pins check it). Weather zones (4.0) and straits are groups; ports (11.3) are
 * places; merchant routes (10.22) and canals are lines, and a canal is also an edge tag.
 */
import type { Board, Cell, Grid, Zone } from '../../../board/types.js';
import type { GameMap } from './map-types.js';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

function gridOf(map: GameMap): Grid {
  // A game with no map.json yet (build.ts emptyMap) has no grid: a bare graph of no zones.
  if (!map.grid) return { kind: 'graph' };
  const g = map.grid;
  return {
    kind: 'hex', offset: g.offset, rows: g.rows, columns: g.columns,
    cellKm: [g.hexWidthKm, g.rowSpacingKm], originKm: g.originKm, projection: g.projection,
  };
}

export function boardFromMap(map: GameMap): Board {
  const cells: Record<string, Cell> = {};
  for (const [id, c] of Object.entries(map.cells)) {
    cells[id] = { id, row: c.row, col: c.col, center: c.center, kind: c.kind, zones: c.zones };
  }

  const strait: Record<string, string> = {};
  for (const s of map.straits) for (const z of s.zones) strait[z] = s.id;
  const edgeTags: Record<string, Record<string, string[]>> = {};
  for (const c of map.canals) {
    const [a, b] = c.zones;
    (edgeTags[a] ??= {})[b] = [`canal:${c.id}`];
    (edgeTags[b] ??= {})[a] = [`canal:${c.id}`];
  }

  const zones: Record<string, Zone> = {};
  const weather: Record<string, { name: string; zones: string[] }> = {};
  for (const [id, w] of Object.entries(map.weatherZones)) weather[id] = { name: w.name, zones: [] };
  for (const [id, z] of Object.entries(map.zones)) {
    const groups: Record<string, string> = { weather: z.weatherZone };
    if (strait[id]) groups.strait = strait[id];
    const zone: Writable<Zone> = {
      id, cell: z.cell, center: z.center, neighbours: z.neighbours, enterable: true,
      tags: z.coastal ? [...z.features, 'coastal'] : z.features, groups,
    };
    if (edgeTags[id]) zone.edgeTags = edgeTags[id];
    zones[id] = zone;
    (weather[z.weatherZone] ??= { name: z.weatherZone, zones: [] }).zones.push(id);
  }

  const straits: Record<string, { name: string; zones: string[] }> = {};
  for (const s of map.straits) straits[s.id] = { name: s.name, zones: s.zones };

  const places: Record<string, Board['places'][string]> = {};
  for (const [id, p] of Object.entries(map.ports)) {
    places[id] = { name: p.name, zone: p.zone, tags: p.majorBase ? [`nation:${p.nation}`, 'major-base'] : [`nation:${p.nation}`] };
  }

  const lines: Record<string, Board['lines'][string]> = {};
  for (const r of map.routes) lines[`route:${r.id}`] = { name: r.name, zones: r.zones, tags: ['route', r.kind, `side:${r.side}`] };
  for (const c of map.canals) lines[`canal:${c.id}`] = { name: c.name, zones: c.zones, tags: ['canal', `opened:${c.opened}`] };

  return { id: map.id, grid: gridOf(map), cells, zones, groups: { weather, strait: straits }, places, lines };
}
