/**
 * A viewer's map of a stored turn (issue 12 §1), drawn from the JSON report, which is the view the
 * turn's reports were rendered from: a map can show nothing the report could not. Drawn on
 * demand, so a turn's resolution stores no pictures and pays nothing for them.
 */
import type { MapKind } from '../game-api/adapter.js';
import type { Store } from '../store/types.js';
import { join } from 'node:path';
import { DEFAULT_GAMES_ROOT } from '../data/load.js';
import { landOf } from './map-land.js';
import { svgToPng } from './map-png.js';
import { adapterFor, reportFor, requireCampaignHead } from './campaign.js';

/**
 * The map as SVG, or null when the game draws none (or the umpire asks for an orders map). With
 * `raster`, shared parts may be embedded as rendered images (only for an SVG that becomes a PNG).
 */
export function mapSvgFor(store: Store, campaign: string, viewer: string, kind: MapKind, turn?: number, raster?: (svg: string) => Buffer): string | null {
  const game = requireCampaignHead(store, campaign).game;
  if (!drawsMap(game, viewer, kind)) return null;
  return mapSvgFromReport(game, reportFor(store, campaign, viewer, 'json', turn), kind, raster);
}

/** Does the game draw this viewer's map of this kind at all? (The umpire writes no orders; a game may draw no orders map.) */
export function drawsMap(game: string, viewer: string, kind: MapKind): boolean {
  const maps = adapterFor(game).maps;
  return !!maps && (maps.kinds ?? ['report', 'orders']).includes(kind) && !(kind === 'orders' && viewer === 'umpire');
}

/** The map drawn from a stored JSON report's text (the view it holds); the caller checked drawsMap. */
export function mapSvgFromReport(game: string, reportJson: string, kind: MapKind, raster?: (svg: string) => Buffer): string {
  const adapter = adapterFor(game);
  return adapter.maps!.draw(JSON.parse(reportJson) as object, kind, { raster, land: landOf(join(DEFAULT_GAMES_ROOT, adapter.id)) });
}

export function mapPngFor(store: Store, campaign: string, viewer: string, kind: MapKind, turn?: number): Buffer | null {
  const svg = mapSvgFor(store, campaign, viewer, kind, turn, svgToPng);
  return svg === null ? null : svgToPng(svg);
}
