/**
 * The public layers of the Great War at Sea map (issue 12 §1), the same for every viewer: the
 * coast, the weather zones (4.0) as tinted regions, the ports (11.3) coloured by owner, the
 * straits and the canals. Built from the game's map data only; the one thing a viewer adds is
 * the weather level it was told of, which the overlay writes under a weather zone's name.
 */
import type { BaseLayers, BaseRegion } from '../../../maps/types.js';
import type { GwasData } from '../data.js';

/** Pale tints, one per weather zone in the map's order (neighbouring basins differ). */
const REGION_TINTS = ['#e3eef7', '#d9e9f5', '#e6f0f9', '#d3e4f2', '#dfecf7', '#d6e7f4', '#e1edf8', '#d0e2f0'];

/** Owners' colours (11.3: ports with owners). A nation not listed here is drawn grey. */
const NATION_COLOURS: Record<string, string> = {
  britain: '#c0392b', france: '#2e86c1', italy: '#27ae60', 'austria-hungary': '#f1c40f', ottoman: '#8e44ad',
  greece: '#5dade2', russia: '#7f8c8d', spain: '#e67e22', bulgaria: '#a04000', romania: '#1abc9c', albania: '#b03a2e',
  germany: '#2c3e50',
};

export const nationColour = (nation: string): string => NATION_COLOURS[nation] ?? '#95a5a6';

const title = (s: string): string => s.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('-');

const cache = new WeakMap<GwasData, WeakMap<object, BaseLayers>>();

/** The layers, made once per data and land (the same object back, so the drawing can reuse its overview). */
export function gwasBaseLayers(data: GwasData, land: readonly (readonly number[])[]): BaseLayers {
  let byLand = cache.get(data);
  if (!byLand) cache.set(data, (byLand = new WeakMap()));
  let base = byLand.get(land);
  if (!base) byLand.set(land, (base = makeBase(data, land)));
  return base;
}

function makeBase(data: GwasData, land: readonly (readonly number[])[]): BaseLayers {
  const groups = data.board.groups.weather ?? {};
  const regions: BaseRegion[] = Object.keys(data.map.weatherZones).map((id, i) => ({
    id, name: data.map.weatherZones[id].name, zones: groups[id]?.zones ?? [], fill: REGION_TINTS[i % REGION_TINTS.length],
  }));
  const ports = Object.entries(data.map.ports).sort(([a], [b]) => (a < b ? -1 : 1));
  const places = ports.map(([id, p]) => ({ id, name: p.name, zone: p.zone, at: [p.lon, p.lat] as const, color: nationColour(p.nation), major: p.majorBase }));
  const nations = [...new Set(ports.map(([, p]) => p.nation))].sort();
  return {
    land, regions, places,
    lines: [
      ...Object.entries(data.board.groups.strait ?? {}).map(([id, s]) => ({ id, name: s.name, zones: s.zones, kind: 'strait' as const })),
      ...Object.entries(data.board.lines).filter(([, l]) => l.tags.includes('canal')).map(([id, l]) => ({ id, name: l.name, zones: l.zones, kind: 'canal' as const })),
    ],
    owners: nations.map((n) => ({ name: title(n), color: nationColour(n) })),
  };
}
