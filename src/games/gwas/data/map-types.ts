// Types of games/<game>/map.json (the generated operational map). Pure types: no runtime code.
// Schema: src/games/gwas/schemas/map.schema.json. Generator: scripts/generate-map.ts.

/** [longitude, latitude] in degrees (WGS84). */
export type LonLat = [number, number];

export type CellKind = 'sea' | 'coastal' | 'land';
export type RouteKind = 'major' | 'minor';

export interface LonLatBox { west: number; east: number; south: number; north: number }

export interface MapGrid {
  /** Pointy-top hexes laid out in rows. */
  orientation: 'pointy-top';
  /** Odd rows (0-based: B, D, F...) shifted half a hex east. */
  offset: 'odd-r';
  note: string;
  projection: { type: string; rotate: [number, number]; parallels: [number, number]; scale: number; translate: [number, number]; units: string };
  /** Projected position (km) of the centre of hex row A, column 1. */
  originKm: [number, number];
  /** Flat side to flat side: column spacing within a row. */
  hexWidthKm: number;
  /** Centre to corner. */
  hexSizeKm: number;
  rowSpacingKm: number;
  rows: number;
  columns: number;
  firstRow: string;
  lastRow: string;
  box: LonLatBox;
  excludeBoxes: (LonLatBox & { id: string; why: string })[];
  rasterResolutionKm: number;
  sliverKm2: number;
}

export interface MapCell {
  /** Row code, A..Z, AA.. from the north. */
  row: string;
  /** Column number from 1 at the west. */
  col: number;
  center: LonLat;
  /** Share of the hex that is land (0..1). */
  landFraction: number;
  /** 'land' = no navigable water zone; 'sea' = no coastline at all; otherwise 'coastal'. */
  kind: CellKind;
  /** Water zones in this cell, largest first (empty for land). */
  zones: string[];
}

export interface MapZone {
  cell: string;
  /** A point inside the zone's water, near its centroid. */
  center: LonLat;
  coastal: boolean;
  areaKm2: number;
  /** Zones reachable in one move (water touching across a hex edge, plus canal links); sorted. */
  neighbours: string[];
  weatherZone: string;
  /** Merchant traffic rating (10.22): 4 major route, 3 minor route, 2 next to major, 1 next to minor, 0. */
  traffic: 0 | 1 | 2 | 3 | 4 | number;
  route: RouteKind | null;
  /** Tags such as 'strait:messina', 'canal:corinth', 'port:malta'; sorted. */
  features: string[];
}

export interface MapPort {
  name: string;
  /** Owner nation, lowercase: 'italy', 'austria-hungary', 'britain', ... */
  nation: string;
  /** Major base (11.33). */
  majorBase: boolean;
  lon: number;
  lat: number;
  /** The water zone the port opens onto. */
  zone: string;
  note: string;
}

export interface MapWeatherZone { name: string; note: string }

export interface MapRoute {
  id: string;
  name: string;
  kind: RouteKind;
  /** Whose merchant shipping uses the lane. */
  side: 'allied' | 'central';
  note: string;
  waypoints: LonLat[];
  /** Ordered chain of adjacent zones. */
  zones: string[];
}

export interface MapCanal {
  id: string;
  name: string;
  opened: number;
  /** The two zones the canal links (also listed as each other's neighbours). */
  zones: [string, string];
  note: string;
}

export interface MapStrait {
  id: string;
  name: string;
  /** Zones tagged strait:<id>. */
  zones: string[];
  /** True when the channel was burnt into the raster because 1 km pixels close it. */
  carved: boolean;
}

export interface GameMap {
  id: string;
  name: string;
  source: string;
  hexSizeNm: number;
  grid: MapGrid;
  cells: Record<string, MapCell>;
  zones: Record<string, MapZone>;
  ports: Record<string, MapPort>;
  weatherZones: Record<string, MapWeatherZone>;
  routes: MapRoute[];
  canals: MapCanal[];
  straits: MapStrait[];
}
