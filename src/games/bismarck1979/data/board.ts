/**
 * The Bismarck (1979) search board as a shared Board (seam §5), built from games/bismarck1979/
 * board.json. Every square is a zone, because air units may enter any zone "either with or
 * without a grid-coordinate" (2.2, 6.11); its neighbours are the six squares around it. Ships use
 * only sea zones and only the edges the generator found open water along (edge tag `ship`), which
 * also carries the ports' exit restrictions (5.1, Terrain Effects Key).
 *
 * Tags: `sea` | `ice` | `land` (terrain), `coast:<id>` (coastal search 7.2), `port:<id>`,
 * `base:<id>`, `irish-sea` (closed to German ships, 5.1), `gb-port` (a zone holding a port in
 * Great Britain, closed to German ships, 5.1), `south-of-55` (night at 2000, 11.1), `white-circle`.
 * Groups: `row` (the Chance Phase's "in or south of zone row E"), `coast`.
 */
import type { Board, Cell, Zone } from '../../../board/types.js';
import type { BoardFile } from './board-types.js';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

export function boardFromFile(file: BoardFile): Board {
  const cells: Record<string, Cell> = {};
  const zones: Record<string, Zone> = {};
  const rows: Record<string, { name: string; zones: string[] }> = {};
  const coasts: Record<string, { name: string; zones: string[] }> = {};
  const gbPortZones = new Set(Object.values(file.places)
    .filter((p) => p.nation === 'britain' && p.kind !== 'air-base' && file.zones[p.zone]?.coasts.includes('great-britain'))
    .map((p) => p.zone));
  for (const [id, z] of Object.entries(file.zones)) {
    cells[id] = { id, row: z.row, col: z.col, center: z.center, kind: z.terrain, zones: [id] };
    const tags = [z.terrain, ...z.coasts.map((c) => `coast:${c}`), ...z.tags];
    if (gbPortZones.has(id)) tags.push('gb-port');
    const zone: Writable<Zone> = {
      id, cell: id, center: z.center, neighbours: z.neighbours, enterable: true,
      tags: [...new Set(tags)].sort(), groups: { row: z.row },
    };
    if (z.shipNeighbours.length) zone.edgeTags = Object.fromEntries(z.shipNeighbours.map((n) => [n, ['ship']]));
    zones[id] = zone;
    (rows[z.row] ??= { name: `row ${z.row}`, zones: [] }).zones.push(id);
    if (z.terrain === 'sea') for (const c of z.coasts) (coasts[c] ??= { name: c, zones: [] }).zones.push(id);
  }
  const places: Record<string, Board['places'][string]> = {};
  for (const [id, p] of Object.entries(file.places)) {
    places[id] = { name: p.name, zone: p.zone, tags: [`nation:${p.nation}`, ...(p.kind === 'air-base' ? ['air-base'] : p.kind === 'port' ? ['port'] : ['port', 'air-base'])] };
  }
  return { id: file.id, grid: file.grid, cells, zones, groups: { row: rows, coast: coasts }, places, lines: file.lines };
}

export type Side = 'german' | 'british';

/**
 * May a ship of this side move from one zone into its neighbour (5.1)? Only into a zone with a
 * grid-coordinate (sea), only across an edge with open water, and a German ship never into the
 * Irish Sea nor a zone holding a port in Great Britain.
 */
export function shipCanEnter(side: Side): (to: Zone, from: Zone) => boolean {
  return (to, from) => {
    if (!to.tags.includes('sea')) return false;
    if (!from.edgeTags?.[to.id]?.includes('ship')) return false;
    if (side === 'german' && (to.tags.includes('irish-sea') || to.tags.includes('gb-port'))) return false;
    return true;
  };
}

/** Air units may enter any zone on the board (6.11); the German 6.12 exception is a path rule (checked on the whole path). */
export function airCanEnter(): (to: Zone, from: Zone) => boolean {
  return () => true;
}
