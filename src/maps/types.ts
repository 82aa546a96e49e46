/**
 * A map picture as data (issue 12 §1), game-neutral: the board's public layers (land, groups such
 * as weather zones, places such as ports, lines such as straits and canals) and one viewer's
 * overlay (its fleets and their plotted paths, contacts, battles, raids, minefields, zones in
 * reach). A game builds the overlay from a viewer's view only; src/maps/draw.ts draws the rest.
 */

export type MarkSymbol = 'circle' | 'square' | 'diamond' | 'triangle' | 'cross' | 'star';

/** Something at a zone: a fleet, a contact, a battle, a raid, a minefield. */
export interface MapMark {
  readonly zone: string;
  readonly symbol: MarkSymbol;
  readonly color: string;
  /** Short text beside the mark (a fleet's name and mission; a contact's turn and force). */
  readonly label?: string;
  /** Drawn only in the close-up (the overview would be crowded). */
  readonly closeUpOnly?: boolean;
}

/** A path from zone centre to zone centre (a plotted course), optionally ending in an arrow. */
export interface MapRoute {
  readonly zones: readonly string[];
  readonly color: string;
  readonly dashed?: boolean;
  /** Small text at each step (the turn a box is plotted for), same length as `zones`, or none. */
  readonly stepLabels?: readonly string[];
}

/** A zone tinted (zones in reach of a fleet, a known minefield's zone). */
export interface ZoneShade {
  readonly zone: string;
  readonly fill: string;
  readonly opacity?: number;
}

export interface LegendEntry {
  readonly symbol: MarkSymbol | 'line' | 'dashed' | 'area';
  readonly color: string;
  readonly label: string;
}

/** One viewer's layers: the game builds them from that viewer's view alone. */
export interface MapOverlay {
  readonly title: string;
  readonly subtitle: string;
  readonly shades: readonly ZoneShade[];
  readonly routes: readonly MapRoute[];
  readonly marks: readonly MapMark[];
  readonly legend: readonly LegendEntry[];
  /** The zones the close-up frames (the viewer's forces); empty: the close-up shows the whole board. */
  readonly focus: readonly string[];
  /** Text under a region's name (the weather the viewer was told of). */
  readonly regionNotes?: readonly { readonly region: string; readonly text: string }[];
  /** A battle board fought this turn or being fought by mail: drawn as a second panel below the map. */
  readonly battle?: BattlePanel;
}

/** A ship on a battle board, at a square (column x from the west, row y from the north). */
export interface BattlePiece {
  readonly x: number;
  readonly y: number;
  /** Compass degrees the ship faces (0 north, 90 east); absent where the game models no facing. */
  readonly heading?: number;
  readonly color: string;
  readonly label: string;
}

/** A range between two pieces (by index), written at the middle of the line joining them. */
export interface BattleRange { readonly from: number; readonly to: number; readonly label: string }

/**
 * A game's battle board in its own squares (issue 12 §1): the game says how many columns and rows,
 * what each axis means, and where each ship is; the drawing is game-neutral.
 */
export interface BattlePanel {
  readonly title: string;
  readonly columns: number;
  readonly rows: number;
  /** Text under each column (a position on a one-line board); absent: none. */
  readonly columnLabels?: readonly string[];
  readonly pieces: readonly BattlePiece[];
  readonly ranges: readonly BattleRange[];
  /** Lines of text beside the board: the key, the round's outcome. */
  readonly notes: readonly string[];
}

/** A named group of zones drawn as a tinted region with its name (a weather zone). */
export interface BaseRegion {
  readonly id: string;
  readonly name: string;
  readonly zones: readonly string[];
  readonly fill: string;
}

/** A place at a zone (a port), coloured by its owner. */
export interface BasePlace {
  readonly id: string;
  readonly name: string;
  readonly zone: string;
  /** [lon, lat] of the place itself when known, else the zone's centre is used. */
  readonly at?: readonly [number, number];
  readonly color: string;
  /** A major base is drawn larger. */
  readonly major: boolean;
}

/** A strait or canal, or a printed route (a convoy route, a patrol line): zones joined by a line, with a name. */
export interface BaseLine {
  readonly id: string;
  readonly name: string;
  readonly zones: readonly string[];
  readonly kind: 'strait' | 'canal' | 'route';
}

/** The board's public layers, the same for every viewer. */
export interface BaseLayers {
  /** Land rings, flat [x0, y0, x1, y1, …] in the grid's plane. */
  readonly land: readonly (readonly number[])[];
  readonly regions: readonly BaseRegion[];
  readonly places: readonly BasePlace[];
  readonly lines: readonly BaseLine[];
  /** Owners' colours for the legend ("Italy" → colour). */
  readonly owners: readonly { readonly name: string; readonly color: string }[];
}
