/**
 * The search board file, games/bismarck1979/board.json, as scripts/generate-atlantic-map.ts
 * writes it (schema: ../schemas/board.schema.json). One zone per staggered square (2.2).
 */
import type { Grid } from '../../../board/types.js';

export interface LonLatBox { west: number; east: number; south: number; north: number }

export interface BoardZoneFile {
  row: string;
  col: number;
  /** [lon, lat] of the square's centre. */
  center: [number, number];
  /** sea: a grid-coordinate, ships may enter (2.2); ice and land: air units only. */
  terrain: 'sea' | 'ice' | 'land';
  /** Share of the square that is its open water body, and share that is land. */
  seaShare: number;
  landShare: number;
  /** Coasts the square touches (coastal search 7.2; the Chance Table's columns). */
  coasts: string[];
  /** Its grid neighbours on the board, six inside the board (air movement 6.11). */
  neighbours: string[];
  /** The neighbours a ship may move to (5.1): both sea, open water along the shared edge. */
  shipNeighbours: string[];
  tags: string[];
}

export interface BoardPlaceFile { name: string; nation: string; kind: string; zone: string; lon: number; lat: number; note: string }

export interface BoardFile {
  id: string;
  name: string;
  source: string;
  zoneKm: number;
  grid: Grid;
  box: LonLatBox;
  excludeBoxes: readonly (LonLatBox & { id: string; why: string })[];
  parameters: Record<string, unknown>;
  zones: Record<string, BoardZoneFile>;
  places: Record<string, BoardPlaceFile>;
  lines: Record<string, { name: string; zones: string[]; tags: string[] }>;
}
