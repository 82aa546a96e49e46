/**
 * The public layers of the Bismarck (1979) search board (issue 12 §1; rulebook 2.2, Terrain
 * Effects Key), the same for every viewer: land squares drawn as land (zones without a
 * grid-coordinate, where only air units go, 6.11), the pack-ice squares tinted, the ports and air
 * bases (5.1, 6.2) coloured by owner, the convoy routes (10.1) and the British patrol line (white
 * circles, 7.2). Built from the board data alone.
 */
import type { Point } from '../../../board/grid.js';
import { boardGeometry } from '../../../maps/geometry.js';
import type { BaseLayers, BaseRegion } from '../../../maps/types.js';
import type { B79Data } from '../data/types.js';

export const NATION_COLOURS: Record<string, string> = { britain: '#c0392b', germany: '#2c3e50' };
const nationColour = (n: string): string => NATION_COLOURS[n] ?? '#95a5a6';
const ICE = '#f7fbfe';

const KIND_WORDS: Record<string, string> = { 'air-base': 'air base', 'port+air-base': 'port, air base' };

const cache = new WeakMap<B79Data, BaseLayers>();

/** Made once per data (the same object back, so the drawing can reuse its rendered overview). */
export function b79BaseLayers(data: B79Data): BaseLayers {
  let base = cache.get(data);
  if (!base) cache.set(data, (base = makeBase(data)));
  return base;
}

function makeBase(data: B79Data): BaseLayers {
  const geo = boardGeometry(data.board);
  const zones = Object.entries(data.boardFile.zones).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Land: each land square's outline in the drawing plane, so the coast follows the printed squares.
  const land = zones.filter(([, z]) => z.terrain === 'land').map(([id]) => geo.cellShape.get(id)).filter((s): s is readonly Point[] => !!s).map((s) => s.flat());
  const regions: BaseRegion[] = [{ id: 'ice', name: 'pack ice', zones: zones.filter(([, z]) => z.terrain === 'ice').map(([id]) => id), fill: ICE }];
  const places = Object.entries(data.boardFile.places).sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, p]) => ({
    id, name: KIND_WORDS[p.kind] ? `${p.name} (${KIND_WORDS[p.kind]})` : p.name, zone: p.zone, at: [p.lon, p.lat] as const,
    color: nationColour(p.nation), major: p.kind === 'port+air-base',
  }));
  const lines = Object.entries(data.boardFile.lines).sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, l]) => ({ id, name: l.name, zones: l.zones, kind: 'route' as const }));
  const nations = [...new Set(Object.values(data.boardFile.places).map((p) => p.nation))].sort();
  return { land, regions, places, lines, owners: nations.map((n) => ({ name: n.charAt(0).toUpperCase() + n.slice(1), color: nationColour(n) })) };
}
