/**
 * The slot where a seat's map goes (issue 12 §1 "Maps", built in src/maps/ by its own change).
 * The pages ask a MapSource for the SVG of one viewer's map after one turn and show "map not
 * available" when it answers null. The real source is src/pages/stored-maps.ts (drawn from the
 * stored JSON reports), passed by `admiralty serve` to `startPages(…, { maps })`; `noMaps` below
 * is for a caller that wants none. A source must draw only from what `viewer` was told (a side
 * id, or 'umpire' for the moderator's map showing everything).
 */
import type { Store } from '../store/types.js';

export interface MapRequest {
  readonly store: Store;
  readonly campaign: string;
  /** A side id, or 'umpire'. */
  readonly viewer: string;
  /** The turn whose report the map goes with (0: the opening briefing). */
  readonly turn: number;
}

export interface MapSource {
  /** The map as a complete SVG document, or null when there is none to show. */
  svg(req: MapRequest): string | null;
}

/** No maps: every page says "map not available". */
export const noMaps: MapSource = { svg: () => null };
