/**
 * One board model for every game (docs/design/seam.md §5, issue 11 item 5): cells laid out by a
 * grid, zones inside cells where pieces stand and move, and the named groups, places and lines a
 * rulebook speaks of. The GWAS hex map, the Bismarck 1979 staggered squares and the 1962 lettered
 * areas are all this shape; only the game's `canEnter` and its data differ. Pure types.
 */

/** A map projection, as the map generator recorded it (d3-geo names). */
export interface Projection {
  readonly type: string;
  readonly rotate?: readonly number[];
  readonly parallels?: readonly number[];
  readonly scale?: number;
  readonly translate?: readonly number[];
  readonly units?: string;
}

/**
 * How cells are laid out. `brick` (staggered squares) has the topology of an offset hex grid (six
 * neighbours, the same offset arithmetic); only its drawing differs. Rows count from 0 at the
 * top; columns from 1 at the left. `cellKm` is [column spacing, row spacing]; `originKm` is the
 * projected centre of row 0, column 1 (y grows downwards, as the projection draws).
 */
export type Grid =
  | { readonly kind: 'hex' | 'brick'; readonly offset: 'odd-r' | 'even-r'; readonly rows: number; readonly columns: number; readonly cellKm: readonly [number, number]; readonly originKm: readonly [number, number]; readonly projection?: Projection }
  /** `unit`: a square's side in the plane (default 1); a drawing lays squares out at a size its one-decimal coordinates can hold. */
  | { readonly kind: 'square'; readonly neighbours: 4 | 8; readonly rows: number; readonly columns: number; readonly unit?: number }
  | { readonly kind: 'graph' };

export interface Cell {
  readonly id: string;
  /** Row code (A, B, … Z, AA, …) from the top. */
  readonly row: string;
  /** Column number from 1 at the left. */
  readonly col: number;
  /** [lon, lat] when the grid has a projection, else board units. */
  readonly center: readonly [number, number];
  readonly kind: string;
  /** The zones inside the cell (a GWAS hex holds up to four separate waters). */
  readonly zones: readonly string[];
}

export interface Zone {
  readonly id: string;
  readonly cell: string;
  /** [lon, lat] when the grid has a projection, else board units. */
  readonly center: readonly [number, number];
  /** Zones one move away, in the order the game's data lists them (the order can move dice). */
  readonly neighbours: readonly string[];
  /** False for zones no piece may stand in (the 1962 area boxes; only their zones A–D are). */
  readonly enterable: boolean;
  readonly tags: readonly string[];
  /** Group kind → the group this zone belongs to ('weather' → 'ionian'). */
  readonly groups: Readonly<Record<string, string>>;
  /** Neighbour → tags of the edge between them (a canal, a port's closed exit). */
  readonly edgeTags?: Readonly<Record<string, readonly string[]>>;
}

export interface Board {
  readonly id: string;
  readonly grid: Grid;
  readonly cells: Readonly<Record<string, Cell>>;
  /** Where pieces stand and move. */
  readonly zones: Readonly<Record<string, Zone>>;
  /** Group kind ('area', 'weather', 'patrol-line') → group id → its zones. */
  readonly groups: Readonly<Record<string, Readonly<Record<string, { readonly name: string; readonly zones: readonly string[] }>>>>;
  /** Ports, bases. */
  readonly places: Readonly<Record<string, { readonly name: string; readonly zone: string; readonly tags: readonly string[] }>>;
  /** Routes, convoy lines, canals, the 55 line. */
  readonly lines: Readonly<Record<string, { readonly name: string; readonly zones: readonly string[]; readonly tags: readonly string[] }>>;
}

/** May a piece move from one zone into its neighbour? The game decides (tags, edge tags, side). */
export type CanEnter = (to: Zone, from: Zone) => boolean;
